// Mkt-HMAC-SHA256 credentials (DESIGN §4): minted by the admin credentials endpoint, the secret
// derived from MASTER_KEY and a per-key salt, never stored. Verified keys are cached per isolate
// for at most KEY_CACHE_TTL_MS, so a revocation reaches every isolate within 5 s (the revoking
// isolate forgets the key at once).
import type { Env } from "../../../env";
import { deriveSecret, newSalt, sha256Hex, timingSafeEqual } from "../../../platform/crypto";
import { utf8 } from "../../../platform/encoding";
import { ApiError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { isolateCache } from "../../../platform/isolate-cache";
import { log } from "../../../platform/log";
import { backgroundEnv } from "../../../platform/roundtrips";
import type { CredentialIssuer, CredentialRevoker } from "../../../platform/service-module";
import { locatedEnv, recordLocator, workspaceEnv } from "../../admin/public";
import { type ApiKeyRow, findApiKey, insertApiKey, revokeApiKey } from "./store";

export const KEY_ID_PREFIX = "mkk_";
export const SECRET_PREFIX = "mks_";
export const PLATFORM_ADMIN_SCOPE = "mkt:platform:admin";
export const KEY_CACHE_TTL_MS = 5_000;
/**
 * Locator kind of a key id (issue 38): a signed request names its key before any workspace is known,
 * so the key's workspace — and with it the DB_MKT shard holding the key row — is found through the
 * platform's global locator, written when the key is minted. A key with no locator row was minted
 * before sharding and lives on shard 0.
 */
export const KEY_LOCATOR = "mkt.key";

export type KeyRole = ApiKeyRow["role"];

/** A verified key as the middleware uses it: its workspace, role, scopes and the HMAC key to check signatures. */
export interface MktKey {
	id: string;
	accountId: string;
	role: KeyRole;
	scopes: readonly string[];
	hmac: CryptoKey;
}

export const scopesOf = (role: KeyRole): readonly string[] =>
	role === "platform_admin" ? ["mkt:merchant", PLATFORM_ADMIN_SCOPE] : ["mkt:merchant"];

/**
 * Verified keys of this isolate (issue 27): a hit older than a second is answered and re-read in the
 * background, an idle one lasts KEY_CACHE_TTL_MS, so a revocation elsewhere bites within 5 s (about a
 * second under traffic) and the revoking isolate forgets the key at once.
 */
const cache = isolateCache<MktKey | null>(KEY_CACHE_TTL_MS, 10_000, { refreshAfterMs: 1_000 });
export const forgetKeyCache = () => cache.clear();

async function secretOf(env: Env, row: ApiKeyRow): Promise<string | null> {
	// Current master key first, then the previous one during a rotation.
	for (const mk of [env.MASTER_KEY, env.MASTER_KEY_PREVIOUS]) {
		if (!mk) continue;
		const secret = await deriveSecret(mk, row.salt, SECRET_PREFIX);
		if (timingSafeEqual(await sha256Hex(secret), row.secretHash)) return secret;
	}
	return null;
}

/** The key row, read on the shard of the workspace the locator says owns it; null when the row names another workspace. */
async function keyOnItsShard(env: Env, id: string): Promise<ApiKeyRow | null> {
	const at = await locatedEnv(env, KEY_LOCATOR, id);
	const row = await findApiKey(at.env, id);
	return row && (at.workspaceId === null || row.accountId === at.workspaceId) ? row : null;
}

async function readKey(env: Env, id: string, known?: MktKey | null): Promise<MktKey | null> {
	const row = /^mkk_[0-9A-HJKMNP-TV-Z]{26}$/.test(id) ? await keyOnItsShard(env, id) : null;
	if (!row || row.revokedAt != null) return null;
	// A refresh of a key still live keeps the HMAC key it derived (salt and hash never change).
	if (known && known.accountId === row.accountId && known.role === row.role) return known;
	const secret = await secretOf(env, row);
	if (!secret) {
		log(env, "error", { service: "mkt", event: "api_key.underivable", keyId: id });
		return null;
	}
	const hmac = await crypto.subtle.importKey("raw", utf8(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
	return { id: row.id, accountId: row.accountId, role: row.role, scopes: scopesOf(row.role), hmac };
}

/** The live key with this id, or null (unknown, revoked, or underivable after a master-key change). */
export function loadKey(env: Env, id: string): Promise<MktKey | null> {
	return cache.get(
		id,
		() => readKey(env, id),
		() => readKey(backgroundEnv(env), id, cache.peek(id)),
	);
}

/**
 * The HMAC key of a REVOKED key, so the 401 may say "revoked" once the caller proved it holds the
 * secret (a keyId alone is no proof; failure path only). Null for a live, unknown or underivable key.
 */
export async function revokedKeyHmac(env: Env, id: string): Promise<CryptoKey | null> {
	const row = /^mkk_[0-9A-HJKMNP-TV-Z]{26}$/.test(id) ? await keyOnItsShard(env, id) : null;
	if (row?.revokedAt == null) return null;
	const secret = await secretOf(env, row);
	return secret
		? crypto.subtle.importKey("raw", utf8(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"])
		: null;
}

/** Admin credentials, service "mkt": `{keyId, key}` (merchant role, or role platform_admin); the key is shown once. */
export const issueMktKey: CredentialIssuer = async (env, req) => {
	const role = req.role ?? "merchant";
	if (role !== "merchant" && role !== "platform_admin")
		throw new ApiError(400, "validation_error", "role must be merchant or platform_admin", "role");
	if (req.environment && req.environment !== "live")
		throw new ApiError(400, "validation_error", "Marketing keys have no test mode; omit environment", "environment");
	if (req.scopes?.length)
		throw new ApiError(
			400,
			"validation_error",
			"Marketing keys take a role, not scopes (platform_admin holds mkt:platform:admin)",
			"scopes",
		);
	const now = Date.now();
	const salt = newSalt();
	const key = await deriveSecret(env.MASTER_KEY, salt, SECRET_PREFIX);
	const row: ApiKeyRow = {
		id: newId(KEY_ID_PREFIX, now),
		accountId: req.workspaceId,
		role,
		name: req.name ?? null,
		salt,
		secretHash: await sha256Hex(key),
		createdAt: now,
		revokedAt: null,
	};
	// The locator first: a key whose row exists is always found (a failed insert leaves an unused locator row).
	if (!(await recordLocator(env, KEY_LOCATOR, row.id, req.workspaceId)))
		throw new Error("a new marketing key id collided with another workspace's key");
	await insertApiKey(await workspaceEnv(env, req.workspaceId), row);
	return { keyId: row.id, key };
};

export const revokeMktKey: CredentialRevoker = async (env, workspaceId, keyId) => {
	const known = await revokeApiKey(await workspaceEnv(env, workspaceId), workspaceId, keyId, Date.now());
	cache.forget(keyId);
	return known;
};
