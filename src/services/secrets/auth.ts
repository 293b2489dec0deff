import type { MiddlewareHandler } from "hono";
import type { Env } from "../../env";
import type { AppEnv } from "../../platform/context";
import { type BearerPolicy, bearerServiceRefusal } from "../../platform/credential-kind";
import { hashBearerKey, randomToken } from "../../platform/crypto";
import { ApiError } from "../../platform/errors";
import { newId } from "../../platform/ids";
import { isolateCache } from "../../platform/isolate-cache";
import { looksLikeJwt, verifyIdpToken } from "../../platform/jwt";
import { backgroundEnv } from "../../platform/roundtrips";
import type { CredentialIssuer, CredentialRevoker } from "../../platform/service-module";
import { isAllowlisted, locate, locatedEnv, recordLocator, workspaceEnv, workspaceExists } from "../admin/public";
import { anyKeyByHash, findLiveKey, insertApiKey, revokeApiKey } from "./keys/store";

export const API_KEY_PREFIX = "sk_live_";
/** Locator kind of a secrets key's hash (POS and CI keys share the sk_live_ prefix, not the kind). */
const KEY_LOCATOR = "secrets.key";

const authRequired = (m: string) =>
	new ApiError(401, "auth_required", m, undefined, { "WWW-Authenticate": 'Bearer realm="secrets"' });

/** A refused secrets key's state, on its workspace's shard (failure path only). */
async function keyState(env: Env, token: string) {
	const hash = await hashBearerKey(token);
	const at = await locatedEnv(env, KEY_LOCATOR, hash);
	const row = await anyKeyByHash(at.env, hash);
	if (!row || (at.workspaceId !== null && row.workspaceId !== at.workspaceId)) return "unknown";
	return row.revokedAt != null ? "revoked" : "live";
}

/** What the 401 says was sent and what secrets takes (issue 42); built on the failure path only. */
const refusalPolicy = (env: Env): BearerPolicy => ({
	target: { name: "secrets", takes: "Authorization: Bearer <sk_live_… secrets key or identity-provider token>" },
	ownName: "secrets key",
	own: (shape) => shape === "sk_live",
	ownKind: "secrets.key",
	jwt: true,
	state: (token) => keyState(env, token),
	locate: (kind, hash) => locate(env, kind, hash),
	hash: hashBearerKey,
});

/**
 * Keys by the SHA-256 of their plaintext, from isolate memory (issue 27): a hit older than a second is
 * answered and re-read in the background, an idle entry lasts 5 s, so a revocation made in another
 * isolate is refused within 5 s (about a second under traffic); the isolate that revokes refuses at once.
 */
export const KEY_CACHE_TTL_MS = 5_000;
const keyCache = isolateCache<{ id: string; workspaceId: string } | null>(KEY_CACHE_TTL_MS, 10_000, {
	refreshAfterMs: 1_000,
});
export const forgetKeyCache = () => keyCache.clear();

/** A live key by hash, read on the shard of the workspace the locator says owns it (issue 38). */
async function keyOnItsShard(env: Env, hash: string) {
	const at = await locatedEnv(env, KEY_LOCATOR, hash);
	const key = await findLiveKey(at.env, hash);
	return key && (at.workspaceId === null || key.workspaceId === at.workspaceId) ? key : null;
}

/** Resolves the bearer token to {workspaceId, actor, via}, or null. */
async function authenticate(
	env: Env,
	token: string,
): Promise<{ workspaceId: string; actor: string; via: "key" | "token" } | null> {
	if (token.startsWith(API_KEY_PREFIX)) {
		const hash = await hashBearerKey(token);
		const key = await keyCache.get(
			hash,
			() => keyOnItsShard(env, hash),
			() => keyOnItsShard(backgroundEnv(env), hash),
		);
		return key ? { workspaceId: key.workspaceId, actor: key.id, via: "key" } : null;
	}
	if (!looksLikeJwt(token)) return null;
	const claims = await verifyIdpToken(env, token);
	return claims ? { workspaceId: claims.accountId, actor: claims.sub, via: "token" } : null;
}

/**
 * /api/v1/*: a workspace API key or an IdP JWT whose accountId is an existing workspace (else
 * 401 AUTH_REQUIRED), then the private-beta allowlist (else 403 FORBIDDEN).
 */
export const secretsAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
	const header = c.req.header("Authorization");
	const m = (header ?? "").match(/^Bearer\s+(\S+)\s*$/i);
	const who = m ? await authenticate(c.env, m[1]) : null;
	// A key proves its workspace (minted only for an existing one; workspaces are never deleted): no directory read.
	if (!who || (who.via !== "key" && !(await workspaceExists(c.env, who.workspaceId))))
		throw authRequired(await bearerServiceRefusal(header, refusalPolicy(c.env)));
	if (!(await isAllowlisted(c.env, who.workspaceId, "secrets"))) {
		throw new ApiError(
			403,
			"forbidden",
			`Workspace ${who.workspaceId} is not on the secrets private-beta allowlist; the secrets service is invite-only while in beta, ask Pasar support to enable it`,
		);
	}
	c.set("workspaceId", who.workspaceId);
	c.set("actor", who.actor);
	c.env = await workspaceEnv(c.env, who.workspaceId);
	await next();
};

/** Admin credentials endpoint, service "secrets": `{id, key}` with the key shown once; only its SHA-256 is stored. */
export const issueSecretsKey: CredentialIssuer = async (env, req) => {
	if (req.environment && req.environment !== "live") {
		throw new ApiError(
			400,
			"validation_error",
			"Secrets API keys are live keys (sk_live_); omit environment or send live",
			"environment",
		);
	}
	// A secrets key acts for the whole workspace; accepting a role or scopes would promise a restriction that is not enforced.
	if (req.role) throw new ApiError(400, "validation_error", "Secrets API keys have no roles", "role");
	if (req.scopes?.length) throw new ApiError(400, "validation_error", "Secrets API keys have no scopes", "scopes");
	const now = Date.now();
	const id = newId("skey_", now);
	const key = API_KEY_PREFIX + randomToken(24);
	const keyHash = await hashBearerKey(key);
	// The locator first: a key whose row exists is always found (a failed insert leaves an unused locator row).
	if (!(await recordLocator(env, KEY_LOCATOR, keyHash, req.workspaceId)))
		throw new Error("a new secrets key collided with another workspace's key");
	await insertApiKey(await workspaceEnv(env, req.workspaceId), {
		id,
		workspaceId: req.workspaceId,
		name: req.name ?? null,
		keyHash,
		createdAt: now,
		revokedAt: null,
	});
	return { id, key };
};

export const revokeSecretsKey: CredentialRevoker = async (env, workspaceId, id) => {
	const known = await revokeApiKey(await workspaceEnv(env, workspaceId), workspaceId, id, Date.now());
	// This isolate refuses the key on its next request; others within KEY_CACHE_TTL_MS.
	if (known) keyCache.forgetWhere((k) => k?.id === id);
	return known;
};
