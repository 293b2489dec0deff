import type { MiddlewareHandler } from "hono";
import type { Env } from "../../env";
import type { AppEnv } from "../../platform/context";
import { hashBearerKey, randomToken } from "../../platform/crypto";
import { ApiError } from "../../platform/errors";
import { newId } from "../../platform/ids";
import { looksLikeJwt, verifyIdpToken } from "../../platform/jwt";
import type { CredentialIssuer, CredentialRevoker } from "../../platform/service-module";
import { isAllowlisted, workspaceExists } from "../admin/public";
import { findLiveKey, insertApiKey, revokeApiKey } from "./keys/store";

export const API_KEY_PREFIX = "sk_live_";

const authRequired = () =>
	new ApiError(
		401,
		"auth_required",
		"Missing or invalid credentials: send Authorization: Bearer <sk_live_ API key or identity-provider access token>",
		undefined,
		{
			"WWW-Authenticate": 'Bearer realm="secrets"',
		},
	);

/** Resolves the bearer token to {workspaceId, actor}, or null. Keys are looked up on every request (no cache), so a revocation applies at once. */
async function authenticate(env: Env, token: string): Promise<{ workspaceId: string; actor: string } | null> {
	if (token.startsWith(API_KEY_PREFIX)) {
		const key = await findLiveKey(env, await hashBearerKey(token));
		return key ? { workspaceId: key.workspaceId, actor: key.id } : null;
	}
	if (!looksLikeJwt(token)) return null;
	const claims = await verifyIdpToken(env, token);
	return claims ? { workspaceId: claims.accountId, actor: claims.sub } : null;
}

/**
 * /api/v1/*: a workspace API key or an IdP JWT whose accountId is an existing workspace (else
 * 401 AUTH_REQUIRED), then the private-beta allowlist (else 403 FORBIDDEN).
 */
export const secretsAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
	const m = (c.req.header("Authorization") ?? "").match(/^Bearer\s+(\S+)\s*$/i);
	const who = m ? await authenticate(c.env, m[1]) : null;
	if (!who || !(await workspaceExists(c.env, who.workspaceId))) throw authRequired();
	if (!(await isAllowlisted(c.env, who.workspaceId, "secrets"))) {
		throw new ApiError(
			403,
			"forbidden",
			`Workspace ${who.workspaceId} is not on the secrets private-beta allowlist; the secrets service is invite-only while in beta, ask Pasar support to enable it`,
		);
	}
	c.set("workspaceId", who.workspaceId);
	c.set("actor", who.actor);
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
	await insertApiKey(env, {
		id,
		workspaceId: req.workspaceId,
		name: req.name ?? null,
		keyHash: await hashBearerKey(key),
		createdAt: now,
		revokedAt: null,
	});
	return { id, key };
};

export const revokeSecretsKey: CredentialRevoker = (env, workspaceId, id) =>
	revokeApiKey(env, workspaceId, id, Date.now());
