import type { Env } from "../../../env";
import { hashBearerKey, randomToken } from "../../../platform/crypto";
import { ApiError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { isolateCache } from "../../../platform/isolate-cache";
import { backgroundEnv } from "../../../platform/roundtrips";
import type { CredentialIssuer, CredentialRevoker } from "../../../platform/service-module";
import { locatedEnv, recordLocator, workspaceEnv } from "../../admin/public";
import { anyKeyByHash, insertKey, liveKeyByHash, revokeKey } from "./store";

/**
 * Locator kind of a key's hash (issue 38): a bearer key is presented before any workspace is known,
 * so the key's workspace — and with it the DB_STORE shard holding its row — is found through the
 * platform's locator, written when the key is minted. A key with no locator row predates sharding: shard 0.
 */
export const KEY_LOCATOR = "store.key";

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
	const keyHash = await hashBearerKey(key);
	// The locator first: a key whose row exists is always found (a failed insert leaves an unused locator row).
	if (!(await recordLocator(env, KEY_LOCATOR, keyHash, req.workspaceId)))
		throw new Error("a new storefront key collided with another workspace's key");
	await insertKey(await workspaceEnv(env, req.workspaceId), {
		id,
		accountId: req.workspaceId,
		environment,
		role,
		name: req.name ?? null,
		keyHash,
		createdAt: now,
		revokedAt: null,
	});
	return { id, key, environment, role };
};

/**
 * Keys by the SHA-256 of the token, from isolate memory (issue 27): a hit older than a second is answered
 * and re-read in the background; an idle entry lasts TTL_MS, so a revocation made in another isolate is
 * refused within 4 s (about a second under traffic, issue 17: within 5 s); the revoking isolate at once.
 */
const TTL_MS = 4_000;
const cache = isolateCache<StoreKey | null>(TTL_MS, 10_000, { refreshAfterMs: 1_000 });
export const forgetStoreKeyCache = () => cache.clear();

export const revokeStoreKey: CredentialRevoker = async (env, workspaceId, id) => {
	const known = await revokeKey(await workspaceEnv(env, workspaceId), workspaceId, id, Date.now());
	if (known) cache.forgetWhere((k) => k?.id === id);
	return known;
};

/** A live key by hash, read on the shard of the workspace its locator names; null when the row there is another's. */
async function keyOnItsShard(env: Env, hash: string): Promise<StoreKey | null> {
	const at = await locatedEnv(env, KEY_LOCATOR, hash);
	const key = (await liveKeyByHash(at.env, hash)) as StoreKey | null;
	return key && (at.workspaceId === null || key.accountId === at.workspaceId) ? key : null;
}

/** The key for a bearer token, through a short per-isolate cache (the request path stays off D1). */
export async function loadStoreKey(env: Env, token: string): Promise<StoreKey | null> {
	const hash = await hashBearerKey(token);
	return cache.get(
		hash,
		() => keyOnItsShard(env, hash),
		() => keyOnItsShard(backgroundEnv(env), hash),
	);
}

/** A refused token's key state, on its workspace's shard (the 401's wording; failure path only). */
export async function storeKeyState(env: Env, token: string): Promise<"live" | "revoked" | "unknown"> {
	const hash = await hashBearerKey(token);
	const at = await locatedEnv(env, KEY_LOCATOR, hash);
	const row = await anyKeyByHash(at.env, hash);
	if (!row || (at.workspaceId !== null && row.accountId !== at.workspaceId)) return "unknown";
	return row.revokedAt != null ? "revoked" : "live";
}
