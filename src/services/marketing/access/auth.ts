// Marketing authentication (spec 001 §5, DESIGN §4): every /api/v1 route but those marked
// publicRoute() needs a merchant principal — a Mkt-HMAC-SHA256 signed key or an identity-provider
// JWT with a merchant role. A platform-admin key acts in another workspace with a signed
// X-Mkt-On-Behalf-Of. After auth the workspace's plan decides its requests per minute.
import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { AppEnv } from "../../../platform/context";
import {
	type AuthTarget,
	commonRefusal,
	describeToken,
	foreignKeyOwner,
	mismatch,
	recognise,
	tokenShape,
	typePrefix,
} from "../../../platform/credential-kind";
import { hashBearerKey } from "../../../platform/crypto";
import { ApiError } from "../../../platform/errors";
import { looksLikeJwt, verifyIdpIdentity } from "../../../platform/jwt";
import { consumeRate, underRate } from "../../../platform/ratelimit";
import {
	onBehalfOfTarget,
	parseSignedAuthorization,
	parseTimestamp,
	signatureMatches,
	withinSkew,
} from "../../../platform/signing";
import { locate, planOf, workspaceEnv, workspaceExists } from "../../admin/public";
import { KEY_ID_PREFIX, loadKey, PLATFORM_ADMIN_SCOPE, revokedKeyHmac } from "./keys";
import { limitsOf } from "./plans";

export const SCHEME = "Mkt-HMAC-SHA256";
export const TIMESTAMP_HEADER = "X-Mkt-Timestamp";
export const ON_BEHALF_OF_HEADER = "X-Mkt-On-Behalf-Of";
/** Identity-provider roles that carry the merchant role. */
export const MERCHANT_ROLES = ["merchant", "owner", "admin"];

/** Who is calling: a signed key (its role) or an identity-provider token. */
export type MktPrincipal =
	| { kind: "key"; keyId: string; role: "merchant" | "platform_admin"; scopes: readonly string[]; accountId: string }
	| { kind: "token"; sub: string; accountId: string; email: string | null };

const PUBLIC = Symbol.for("pasar.mkt.public");

/** Marks a route that needs no credential (public lookups); the first entry of its createRoute middleware. */
export function publicRoute(): MiddlewareHandler<AppEnv> {
	return Object.assign(async (_c: Context<AppEnv>, next: () => Promise<void>) => next(), { [PUBLIC]: true });
}

/** Whether a route handler is the publicRoute() marker (the API reference reads it too). */
export const isPublicMarker = (handler: unknown) => !!(handler as { [PUBLIC]?: boolean } | null)?.[PUBLIC];

const SIGNED_ONLY = Symbol.for("pasar.mkt.signedOnly");
/** Whether a route handler admits signed keys only (partnerOnly, requirePlatformAdmin): the reference documents no bearer for it. */
export const isSignedOnlyMarker = (handler: unknown) =>
	!!(handler as { [SIGNED_ONLY]?: boolean } | null)?.[SIGNED_ONLY];
const signedOnly = (mw: MiddlewareHandler<AppEnv>) => Object.assign(mw, { [SIGNED_ONLY]: true });

/** No route (unknown path or method: the 404/405 envelopes answer), or one marked publicRoute(). */
const needsNoCredential = (c: Context<AppEnv>) => {
	const routes = matchedRoutes(c).filter((r) => r.method !== "ALL");
	return !routes.length || routes.some((r) => isPublicMarker(r.handler));
};

const unauthorized = (m: string) => new ApiError(401, "unauthorized", m);
/** What marketing's 401s say it takes (issue 42). */
const TARGET: AuthTarget = {
	name: "marketing",
	takes: `Authorization: ${SCHEME} keyId=<mkk_… key id>, scope=*, signature=<hex, signed with the mks_… key> or Bearer <identity-provider token>`,
};
const SIGNED_HEADERS = { timestamp: TIMESTAMP_HEADER, onBehalfOf: ON_BEHALF_OF_HEADER };
const invalidSignature = (m: string) => new ApiError(401, "invalid_signature", m);
const forbidden = (m: string) => new ApiError(403, "forbidden", m);

export function principalOf(c: Context<AppEnv>): MktPrincipal {
	const p = c.get("mktPrincipal") as MktPrincipal | undefined;
	if (!p) throw unauthorized("This endpoint needs a credential");
	return p;
}

async function signedKey(c: Context<AppEnv>, header: string): Promise<MktPrincipal> {
	const auth = parseSignedAuthorization(SCHEME, header);
	if (!auth) {
		const sent = recognise(header);
		const problem = sent.kind === "signed" && sent.problem ? `${sent.problem}; ` : "";
		throw invalidSignature(
			`Malformed Authorization header: ${problem}expected ${SCHEME} keyId=<keyId>, scope=<scope or *>, signature=<64 hex>`,
		);
	}
	const tsRaw = c.req.header(TIMESTAMP_HEADER);
	const ts = parseTimestamp(tsRaw);
	if (ts == null) throw invalidSignature(`${TIMESTAMP_HEADER} must be Unix epoch seconds`);
	if (!withinSkew(ts, Date.now()))
		throw invalidSignature(`${TIMESTAMP_HEADER} is more than 300 seconds from the server clock`);
	const key = await loadKey(c.env, auth.keyId);
	if (!key) throw unauthorized(await unknownKey(c, auth.keyId, auth.signature));
	if (!(await signatureMatches(c, key.hmac, auth.signature, SIGNED_HEADERS)))
		throw invalidSignature("Signature does not match the request");
	if (auth.scope !== "*" && !key.scopes.includes(auth.scope))
		throw forbidden(`This key does not hold the scope it signed for (${auth.scope.slice(0, 100)})`);
	return { kind: "key", keyId: key.id, role: key.role, scopes: key.scopes, accountId: key.accountId };
}

/** Why a signed request's keyId found no live key: another service's id, a revoked key (signature proven), or none. */
async function unknownKey(c: Context<AppEnv>, keyId: string, signature: string) {
	if (!keyId.startsWith(KEY_ID_PREFIX))
		return `The keyId is ${describeToken(keyId, tokenShape(keyId))}; ${TARGET.name} takes ${TARGET.takes}`;
	const revoked = await revokedKeyHmac(c.env, keyId);
	if (revoked && (await signatureMatches(c, revoked, signature, SIGNED_HEADERS)))
		return `This marketing key (${KEY_ID_PREFIX}…) was revoked; mint a new one`;
	return `No marketing key has this keyId (${KEY_ID_PREFIX}…); it is unknown or was revoked`;
}

/** A bearer credential that is not an identity-provider token: what it is, and what marketing takes. */
async function notAToken(c: Context<AppEnv>, token: string) {
	const shape = tokenShape(token);
	const owner =
		shape === "sk_live" ? await foreignKeyOwner((k, h) => locate(c.env, k, h), await hashBearerKey(token)) : null;
	return shape === "unknown"
		? `This bearer credential is not an identity-provider token; ${TARGET.name} takes ${TARGET.takes}`
		: mismatch(describeToken(token, shape, owner), TARGET);
}

async function bearerToken(c: Context<AppEnv>, token: string): Promise<MktPrincipal> {
	if (!looksLikeJwt(token)) throw unauthorized(await notAToken(c, token));
	const claims = await verifyIdpIdentity(c.env, token);
	if (!claims)
		throw unauthorized(
			`This identity-provider token (${typePrefix(token, "jwt")}) does not verify (expired, not yet valid or signed by another issuer)`,
		);
	if (!claims.accountId) throw new ApiError(403, "no_account", "The access token names no account (accountId)");
	if (!claims.roles?.some((r) => MERCHANT_ROLES.includes(r)))
		throw forbidden(`The merchant role is needed (one of ${MERCHANT_ROLES.join(", ")} in roles)`);
	if (c.req.header(ON_BEHALF_OF_HEADER) !== undefined)
		throw forbidden(`Only platform-admin keys may send ${ON_BEHALF_OF_HEADER}`);
	return {
		kind: "token",
		sub: claims.sub,
		accountId: claims.accountId,
		email: typeof claims.email === "string" ? claims.email : null,
	};
}

/** The workspace the request acts in: the principal's own, or a platform-admin key's on-behalf-of target. */
async function workspaceFor(c: Context<AppEnv>, p: MktPrincipal): Promise<string> {
	const target = c.req.header(ON_BEHALF_OF_HEADER);
	if (target === undefined) return p.accountId;
	if (p.kind !== "key" || p.role !== "platform_admin")
		throw forbidden(`Only platform-admin keys may send ${ON_BEHALF_OF_HEADER}`);
	return onBehalfOfTarget(c, ON_BEHALF_OF_HEADER, target, (ws) => workspaceExists(c.env, ws));
}

export const mktAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
	if (needsNoCredential(c)) return next();
	const header = c.req.header("Authorization");
	const bearer = header?.match(/^Bearer\s+(\S+)\s*$/i);
	let principal: MktPrincipal;
	if (header?.startsWith(`${SCHEME} `)) principal = await signedKey(c, header);
	else if (bearer) principal = await bearerToken(c, bearer[1]);
	else throw unauthorized(commonRefusal(recognise(header), TARGET, SCHEME) ?? `Use ${SCHEME} or Bearer`);
	// A key proves its workspace (minted only for an existing one; workspaces are never deleted); a token's is read.
	if (principal.kind === "token" && !(await workspaceExists(c.env, principal.accountId)))
		throw unauthorized("The credential's workspace does not exist");
	const workspaceId = await workspaceFor(c, principal);
	c.set("mktPrincipal", principal);
	c.set("workspaceId", workspaceId);
	c.set("actor", principal.kind === "key" ? principal.keyId : principal.sub);
	// DB_MKT is the acting workspace's shard from here on (issue 38): on behalf of, the target's.
	c.env = await workspaceEnv(c.env, workspaceId);
	const rate = await consumeRate(
		c.env,
		`mkt:${workspaceId}`,
		limitsOf(await planOf(c.env, workspaceId, "mkt")).rateLimit,
	);
	await underRate(c, rate, next);
};

/** Platform-admin endpoints (the referral sweep): a signed key holding mkt:platform:admin. */
export const requirePlatformAdmin = (): MiddlewareHandler<AppEnv> =>
	signedOnly(async (c, next) => {
		const p = principalOf(c);
		if (p.kind !== "key" || !p.scopes.includes(PLATFORM_ADMIN_SCOPE))
			throw forbidden(`This endpoint needs a key holding ${PLATFORM_ADMIN_SCOPE}`);
		await next();
	});

/**
 * Partner calls (referral links and attributions, spec §5): signed keys only, and the workspace
 * comes from the principal — a body accountId must name it (it is overwritten by it in effect:
 * verbs use the scope's workspace); a different one is 403 ACCOUNT_MISMATCH.
 */
export const partnerOnly = (): MiddlewareHandler<AppEnv> =>
	signedOnly(async (c, next) => {
		const p = principalOf(c);
		if (p.kind !== "key") throw unauthorized("Partner endpoints take Mkt-HMAC-SHA256 signed keys, not access tokens");
		const body = (await c.req.json().catch(() => null)) as { accountId?: unknown } | null;
		const claimed = body && typeof body === "object" ? body.accountId : undefined;
		if (claimed !== undefined && claimed !== null && claimed !== c.get("workspaceId"))
			throw new ApiError(
				403,
				"account_mismatch",
				"accountId differs from the signed principal's workspace",
				"accountId",
			);
		await next();
	});
