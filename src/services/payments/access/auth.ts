// Payments authentication (spec 000 §5, DESIGN §4 CONTRACT "HMAC request signing").
//
// payAuth runs on every /v1 route. Each route declares what it needs with exactly one of
// requireScope(scope, {rateClass}), requirePlatformAdmin() or publicRoute() as its first route
// middleware; payAuth reads that declaration from the matched route, so the rate-limit class is
// known before the handler runs. On a warm isolate nothing here touches storage (issue 27): the key
// comes from memory (key-cache.ts), the rate limit is decided locally and reported, with the key's
// use (lastUsedAt), to the workspace's gate after the answer (ratelimit.ts). A route without a
// declaration fails closed (403).
import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { AppEnv } from "../../../platform/context";
import {
	type AuthTarget,
	describeSigned,
	describeToken,
	foreignKeyOwner,
	malformed,
	mismatch,
	missing,
	recognise,
	tokenShape,
} from "../../../platform/credential-kind";
import { hashBearerKey } from "../../../platform/crypto";
import { utf8 } from "../../../platform/encoding";
import { ApiError } from "../../../platform/errors";
import { log } from "../../../platform/log";
import { underRate } from "../../../platform/ratelimit";
import { backgroundEnv } from "../../../platform/roundtrips";
import { onBehalfOfTarget, signatureMatches } from "../../../platform/signing";
import { locate, locatedEnv, workspaceEnv, workspaceExists } from "../../admin/public";
import { KEY_LOCATOR, resolveSecret } from "./credentials";
import { KEY_ID_PATTERN } from "./domain/api-keys";
import { parseAuthorization, parseTimestamp, SCHEME, withinSkew } from "./domain/signing";
import {
	type CachedKey,
	clearKeyMemory,
	KEY_CACHE_TTL_MS,
	KEY_SET_MAX,
	keySetOf,
	keySets,
	material,
	type PayApiKey,
	rememberSet,
	unknownKeys,
	workspaceOfKey,
} from "./key-cache";
import { consumeRate } from "./ratelimit";
import { effectiveScopes, isScope, type RateClass, type Role, SCOPES, type Scope } from "./scopes";
import { type ApiKeyRow, findByKeyId, keySetByKeyId, keySetOfWorkspace } from "./store/index";

export const ON_BEHALF_OF_HEADER = "X-Pay-On-Behalf-Of";

// ---------------------------------------------------------------------------------------------
// Route declarations
// ---------------------------------------------------------------------------------------------
const DECLARATION = Symbol.for("pasar.pay.routeDeclaration");

export type RouteDeclaration =
	| { kind: "scope"; scope: Scope; rateClass: RateClass }
	| { kind: "platform_admin"; scope: Scope; rateClass: RateClass }
	| { kind: "public" };

type Declared = MiddlewareHandler<AppEnv> & { [DECLARATION]: RouteDeclaration };

function declare(mw: MiddlewareHandler<AppEnv>, d: RouteDeclaration): Declared {
	return Object.assign(mw, { [DECLARATION]: d });
}

export const declarationOf = (handler: unknown): RouteDeclaration | undefined =>
	typeof handler === "function" ? (handler as Partial<Declared>)[DECLARATION] : undefined;

/** The key the request was authenticated with (set by payAuth). */
export function payKey(c: Context<AppEnv>): PayApiKey {
	const k = c.get("apiKey") as PayApiKey | undefined;
	if (!k) throw new ApiError(401, "invalid_key", "This endpoint needs a signed request");
	return k;
}

/** A signed request may name the one scope it uses (`scope=<name>`); `*` uses the key's full reach. */
function checkSignedScope(c: Context<AppEnv>, needed: Scope) {
	const signed = c.get("signedScope") as string | undefined;
	if (signed && signed !== "*" && signed !== needed) {
		throw new ApiError(
			403,
			"insufficient_scope",
			`This request was signed for scope ${signed}; this endpoint needs ${needed}`,
		);
	}
}

/**
 * Route-level declaration: the key must hold `scope`. The rate class defaults to the scope's
 * class in the catalogue (reads "read", writes "mutating_light" or "mutating_heavy").
 * Use as the FIRST entry of createRoute `middleware` (before idempotency).
 */
export function requireScope(scope: Scope, opts: { rateClass?: RateClass } = {}): MiddlewareHandler<AppEnv> {
	return declare(
		async (c, next) => {
			const key = payKey(c);
			if (!key.scopes.includes(scope)) {
				throw new ApiError(403, "insufficient_scope", `This key's role (${key.role}) does not allow ${scope}`);
			}
			checkSignedScope(c, scope);
			await next();
		},
		{ kind: "scope", scope, rateClass: opts.rateClass ?? SCOPES[scope].rateClass },
	);
}

/** Platform-administrator-only endpoints (payout mark-*): merchant keys get 403 insufficient_scope. */
export function requirePlatformAdmin(opts: { scope?: Scope; rateClass?: RateClass } = {}): MiddlewareHandler<AppEnv> {
	const scope = opts.scope ?? "pay:payout:admin";
	return declare(
		async (c, next) => {
			const key = payKey(c);
			if (key.role !== "platform_admin")
				throw new ApiError(403, "insufficient_scope", "Only platform administrator keys may call this endpoint");
			checkSignedScope(c, scope);
			await next();
		},
		{ kind: "platform_admin", scope, rateClass: opts.rateClass ?? SCOPES[scope].rateClass },
	);
}

/** Unauthenticated /v1 route (for example a provider callback that carries its own proof). */
export function publicRoute(): MiddlewareHandler<AppEnv> {
	return declare(async (_c, next) => next(), { kind: "public" });
}

/** Routes under /v1 of `app` that carry no declaration (a test keeps this empty). */
export function undeclaredRoutes(app: { routes: Array<{ method: string; path: string; handler: unknown }> }): string[] {
	const byRoute = new Map<string, boolean>();
	for (const r of app.routes) {
		if (r.method === "ALL" || !r.path.startsWith("/v1/")) continue;
		const k = `${r.method} ${r.path}`;
		byRoute.set(k, (byRoute.get(k) ?? false) || declarationOf(r.handler) !== undefined);
	}
	return [...byRoute].filter(([, ok]) => !ok).map(([k]) => k);
}

export type { PayApiKey };
// ---------------------------------------------------------------------------------------------
// Keys from isolate memory (key-cache.ts): a warm key costs no storage round trip; a revocation
// reaches every isolate within KEY_CACHE_TTL_MS (about a second under traffic) and the isolate that
// revokes forgets the key at once.
// ---------------------------------------------------------------------------------------------
export { KEY_CACHE_TTL_MS };

export const forgetKeyCache = () => clearKeyMemory();

/**
 * The key's row from the workspace's key set in memory, loading the set (one query) when cold. The
 * set is read on the shard of the key's workspace (issue 38): known from memory, else from the
 * locator (a keyId without a locator row was minted before sharding: shard 0).
 */
async function keyRow(env: AppEnv["Bindings"], keyId: string): Promise<ApiKeyRow | null> {
	const ws = workspaceOfKey.get(keyId);
	if (ws !== undefined) {
		const set = await keySets.get(
			ws,
			async () => keySetOf(await keySetOfWorkspace(await workspaceEnv(env, ws), ws)),
			async () => keySetOf(await keySetOfWorkspace(await workspaceEnv(backgroundEnv(env), ws), ws)),
		);
		return set.byKeyId.get(keyId) ?? (set.complete ? null : findByKeyId(await workspaceEnv(env, ws), keyId));
	}
	if (unknownKeys.peek(keyId)) return null;
	// keyIds are unique per shard, so the row found by keyId on the located shard is the key, and the
	// row names its workspace. (A locator row naming another workspace is one left by a mint that then
	// collided with a pre-sharding key on shard 0: that older key is the one this keyId signs with.)
	const at = await locatedEnv(env, KEY_LOCATOR, keyId);
	const rows = await keySetByKeyId(at.env, keyId);
	const row =
		rows.find((r) => r.keyId === keyId) ?? (rows.length > KEY_SET_MAX ? await findByKeyId(at.env, keyId) : null);
	if (!row) {
		unknownKeys.set(keyId, true);
		return null;
	}
	rememberSet(row.accountId, keySetOf(rows));
	return row;
}

async function loadKey(env: AppEnv["Bindings"], keyId: string): Promise<CachedKey> {
	const row = await keyRow(env, keyId);
	if (!row || row.revokedAt != null) return { row: null, hmac: null, key: null };
	const known = material.get(keyId);
	if (known && known.salt === row.salt && known.secretHash === row.secretHash)
		return { row, hmac: known.hmac, key: known.key };
	const secret = await resolveSecret(env, row);
	if (!secret) {
		// Only a MASTER_KEY change without MASTER_KEY_PREVIOUS gets here.
		log(env, "error", { service: "pay", event: "api_key.underivable", keyId });
		return { row: null, hmac: null, key: null };
	}
	const hmac = await crypto.subtle.importKey("raw", utf8(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
	const role = row.role as Role;
	const key: PayApiKey = {
		id: row.id,
		keyId: row.keyId,
		role,
		scopes: effectiveScopes(role, row.scopes),
		environment: row.environment,
		accountId: row.accountId,
	};
	if (material.size >= 10_000) material.clear();
	material.set(keyId, { salt: row.salt, secretHash: row.secretHash, hmac, key });
	return { row, hmac, key };
}

const invalidSignature = (message: string) => new ApiError(401, "invalid_signature", message);
const invalidKey = (message = "Unknown or revoked API key") => new ApiError(401, "invalid_key", message);

/** What payments' 401s say it takes (issue 42). */
const TARGET: AuthTarget = {
	name: "payments",
	takes: `Authorization: ${SCHEME} keyId=<pk_test_… / pk_live_… key id>, scope=<scope or *>, signature=<64 hex, signed with the sk_… secret> and X-Pay-Timestamp`,
};
const SIGNED_HEADERS = { timestamp: "X-Pay-Timestamp", onBehalfOf: ON_BEHALF_OF_HEADER };

/** A header that is not a well-formed Pay-HMAC-SHA256 one: what it is (failure path only). */
async function unparsed(c: Context<AppEnv>, header: string): Promise<ApiError> {
	const sent = recognise(header);
	if (sent.kind === "signed" && sent.scheme === SCHEME)
		return invalidSignature(malformed(sent.problem ?? "each of keyId, scope and signature exactly once", TARGET));
	if (sent.kind === "signed") return invalidKey(mismatch(describeSigned(sent), TARGET));
	if (sent.kind === "bearer") {
		const owner =
			sent.shape === "sk_live"
				? await foreignKeyOwner((k, h) => locate(c.env, k, h), await hashBearerKey(sent.token))
				: null;
		const what = describeToken(sent.token, sent.shape, owner);
		return invalidKey(
			sent.shape === "pay.keyId"
				? `This is ${what}: sign the request instead of sending it as a bearer token; ${TARGET.name} takes ${TARGET.takes}`
				: mismatch(what, TARGET),
		);
	}
	return invalidSignature(sent.kind === "malformed" ? malformed(sent.problem, TARGET) : missing(TARGET));
}

/** Why a well-formed keyId found no live key: another service's id, a revoked key (signature proven), or none. */
async function unknownKey(c: Context<AppEnv>, keyId: string, signature: string): Promise<ApiError> {
	if (!KEY_ID_PATTERN.test(keyId))
		return invalidKey(
			`The keyId is ${tokenShape(keyId) === "unknown" ? "not a payments key id" : describeToken(keyId, tokenShape(keyId))}; ${TARGET.name} takes ${TARGET.takes}`,
		);
	const row = await keyRow(c.env, keyId);
	const secret = row?.revokedAt != null ? await resolveSecret(c.env, row) : null;
	if (secret) {
		const hmac = await crypto.subtle.importKey("raw", utf8(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
		// Only a caller holding the secret learns that the key was revoked.
		if (await signatureMatches(c, hmac, signature, SIGNED_HEADERS))
			return invalidKey(`This payments key (${keyId.slice(0, 8)}…) was revoked; mint a new one`);
	}
	return invalidKey(`No payments key has this keyId (${keyId.slice(0, 8)}…); it is unknown or was revoked`);
}

function declarationFor(c: Context<AppEnv>): { matched: boolean; decl?: RouteDeclaration } {
	let matched = false;
	for (const r of matchedRoutes(c)) {
		if (r.method === "ALL") continue;
		matched = true;
		const d = declarationOf(r.handler);
		if (d) return { matched, decl: d };
	}
	return { matched };
}

/**
 * Verifies `Authorization: Pay-HMAC-SHA256 keyId=..., scope=..., signature=...` with
 * `X-Pay-Timestamp`, resolves the workspace (or the X-Pay-On-Behalf-Of target for platform
 * admin keys; the target is part of the signed string, so it is only trusted once the signature
 * matches), applies the rate limit, and sets workspaceId, environment, actor and apiKey.
 */
export const payAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
	const { matched, decl } = declarationFor(c);
	// Unknown paths and methods fall through to the 404/405 envelopes; public routes verify their own proof.
	if (!matched || decl?.kind === "public") return next();

	const header = c.req.header("Authorization");
	if (!header) throw invalidKey(missing(TARGET));
	const auth = parseAuthorization(header);
	if (!auth) throw await unparsed(c, header);
	const tsRaw = c.req.header("X-Pay-Timestamp");
	const ts = parseTimestamp(tsRaw);
	if (ts == null) throw invalidSignature("X-Pay-Timestamp must be Unix epoch seconds");
	if (!withinSkew(ts, Date.now()))
		throw invalidSignature("X-Pay-Timestamp is more than 300 seconds from the server clock");
	if (!KEY_ID_PATTERN.test(auth.keyId)) throw await unknownKey(c, auth.keyId, auth.signature);

	const { row, hmac, key } = await loadKey(c.env, auth.keyId);
	if (!row || !hmac || !key) throw await unknownKey(c, auth.keyId, auth.signature);

	const target = c.req.header(ON_BEHALF_OF_HEADER);
	if (!(await signatureMatches(c, hmac, auth.signature, SIGNED_HEADERS)))
		throw invalidSignature("Signature does not match the request");

	const role = key.role;
	if (auth.scope !== "*" && !(isScope(auth.scope) && key.scopes.includes(auth.scope))) {
		throw new ApiError(
			403,
			"insufficient_scope",
			`This key does not hold the scope it signed for (${auth.scope.slice(0, 100)})`,
		);
	}

	let workspaceId = row.accountId;
	if (target !== undefined) {
		if (role !== "platform_admin")
			throw new ApiError(403, "insufficient_scope", `Only platform administrator keys may send ${ON_BEHALF_OF_HEADER}`);
		workspaceId = await onBehalfOfTarget(c, ON_BEHALF_OF_HEADER, target, (ws) => workspaceExists(c.env, ws));
	}

	c.set("workspaceId", workspaceId);
	// From here on DB_PAY is the shard of the workspace the request works for: the key's own, or the
	// on-behalf-of target's (the key itself was read on the admin's shard above).
	c.env = await workspaceEnv(c.env, workspaceId);
	c.set("environment", key.environment);
	c.set("actor", key.keyId);
	c.set("apiKey", key);
	c.set("signedScope", auth.scope);

	if (!decl) {
		log(c.env, "error", { service: "pay", event: "route.undeclared", route: c.req.path });
		throw new ApiError(403, "insufficient_scope", "This endpoint declares no scope; refusing by default");
	}
	const rate = await consumeRate(c.env, workspaceId, key.environment, decl.rateClass, key);
	c.set("rateLimit", rate);
	await underRate(c, rate, next, `Rate limit for ${decl.rateClass} requests exceeded; retry after the window resets`);
};
