// Per-workspace data keys (DESIGN §1 "Encryption at rest"), shared by every service that seals
// credentials: a random AES-256 key per workspace, stored wrapped by MASTER_KEY in the service's
// own table (account_id, wrapped_key, created_at), unwrapped once per isolate.
import { DecryptError, newDataKey, unwrapKey, wrapKey } from "./crypto";
import { ApiError } from "./errors";

export interface DataKeyStore {
	/** The service's D1 database and its data-key table. */
	db: D1Database;
	table: string;
	/** What the wrap is bound to, e.g. "pay:<account>", "mkt:<account>". */
	scope: (accountId: string) => string;
}

// Unwrapped data keys per isolate and table (wrapped ones never change; a MASTER_KEY rotation re-wraps them).
const cache = new Map<string, Uint8Array>();

/** The workspace's data key, created on first use (two first writers race: one INSERT wins, both use it). */
export async function workspaceDataKey(
	env: { MASTER_KEY: string; MASTER_KEY_PREVIOUS?: string },
	store: DataKeyStore,
	accountId: string,
): Promise<Uint8Array> {
	const cacheKey = `${store.table}:${accountId}`;
	const hit = cache.get(cacheKey);
	if (hit) return hit;
	const read = () =>
		store.db
			.prepare(`SELECT wrapped_key FROM ${store.table} WHERE account_id = ?`)
			.bind(accountId)
			.first<{ wrapped_key: string }>();
	let row = await read();
	if (!row) {
		const wrapped = await wrapKey(env, newDataKey(), store.scope(accountId));
		await store.db
			.prepare(`INSERT OR IGNORE INTO ${store.table} (account_id, wrapped_key, created_at) VALUES (?, ?, ?)`)
			.bind(accountId, wrapped, Date.now())
			.run();
		row = await read();
		if (!row) throw new Error("data key insert lost");
	}
	let raw: Uint8Array;
	try {
		raw = await unwrapKey(env, row.wrapped_key, store.scope(accountId));
	} catch (err) {
		if (err instanceof DecryptError)
			throw new ApiError(
				409,
				"decryption_failed",
				"The workspace's encryption key cannot be opened with the configured master key; an operator must restore MASTER_KEY",
			);
		throw err;
	}
	if (cache.size > 1000) cache.clear();
	cache.set(cacheKey, raw);
	return raw;
}
