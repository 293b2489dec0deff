import type { Env } from "../../../env";
import { hashBearerKey, randomToken } from "../../../platform/crypto";
import { ApiError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import type { CredentialIssuer, CredentialRevoker } from "../../../platform/service-module";
import { insertKey, liveKeyByHash, revokeKey } from "./store";

/** A verified key: its workspace, whether it may write, and its environment. */
export interface StoreKey {
	id: string;
	accountId: string;
	role: "secret" | "publishable";
	environment: "test" | "live";
}

/**
 * Admin credentials {service:"store", environment?, role?}: sk_test_/sk_live_ (secret, the default)
 * or pk_test_/pk_live_ (role "publishable"), shown once; only the SHA-256 is stored.
 */
export const issueStoreKey: CredentialIssuer = async (env, req) => {
	const environment = req.environment ?? "test";
	if (environment !== "test" && environment !== "live")
		throw new ApiError(400, "validation_error", "environment is test or live", "environment");
	const role = req.role === undefined || req.role === "secret" ? "secret" : req.role;
	if (role !== "secret" && role !== "publishable")
		throw new ApiError(400, "validation_error", "role is secret (default) or publishable", "role");
	if (req.scopes?.length) throw new ApiError(400, "validation_error", "Storefront keys have no scopes", "scopes");
	const now = Date.now();
	const id = newId("skey_", now);
	const key = `${role === "secret" ? "sk" : "pk"}_${environment}_${randomToken(24)}`;
	await insertKey(env, {
		id,
		accountId: req.workspaceId,
		environment,
		role,
		name: req.name ?? null,
		keyHash: await hashBearerKey(key),
		createdAt: now,
		revokedAt: null,
	});
	return { id, key, environment, role };
};

export const revokeStoreKey: CredentialRevoker = (env, workspaceId, id) => revokeKey(env, workspaceId, id, Date.now());

/** A revocation reaches every isolate within this (spec: revoked keys are 401; issue 17: within 5 s). */
const TTL_MS = 4_000;
const cache = new Map<string, { at: number; key: StoreKey | null }>();

/** The key for a bearer token, through a short per-isolate cache (the request path stays off D1). */
export async function loadStoreKey(env: Env, token: string): Promise<StoreKey | null> {
	const hash = await hashBearerKey(token);
	const hit = cache.get(hash);
	if (hit && Date.now() - hit.at < TTL_MS) return hit.key;
	const key = (await liveKeyByHash(env, hash)) as StoreKey | null;
	if (cache.size > 10_000) cache.clear();
	cache.set(hash, { at: Date.now(), key });
	return key;
}
