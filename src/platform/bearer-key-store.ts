// The table and queries behind plain bearer API keys (bearer-keys.ts), for every service that has
// them (POS, CI): each service's schema makes its `api_keys` table here and its store binds the
// queries to its own database. D1 stays behind the service's store: the binding is passed in.
import { and, desc, eq, isNull } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../env";
import { bearerKeyTable } from "./bearer-key-table";
import { bearerKeys, KEY_SET_MAX, type KeyRow } from "./bearer-keys";
import { type Cursor, olderThan } from "./cursor";

export { bearerKeyTable };
export type BearerKeyTable = ReturnType<typeof bearerKeyTable>;
export type BearerKeyRow = BearerKeyTable["$inferSelect"];

const COLUMNS =
	"id, account_id AS accountId, name, prefix, key_hash AS keyHash, source, last_used_at AS lastUsedAt, created_at AS createdAt, revoked_at AS revokedAt";

/** The key queries of one service, over its database and its api_keys table (keys start with `prefix`: sk_live_, loc_live_). */
/**
 * Where a key's rows live (issue 38), for a service whose workspaces are spread over shards: the env of
 * the workspace owning a key hash (through the platform locator) or of a workspace; and what to record
 * when a key is minted, before its row is written. Without it every key is read where the env points.
 */
export interface KeyPlacement {
	forKey(env: Env, keyHash: string): Promise<{ env: Env; workspaceId: string | null }>;
	forWorkspace(env: Env, workspaceId: string): Promise<Env>;
	minted(env: Env, row: BearerKeyRow): Promise<void>;
}

const unplaced: KeyPlacement = {
	forKey: async (env) => ({ env, workspaceId: null }),
	forWorkspace: async (env) => env,
	minted: async () => {},
};

export function bearerKeyStore(
	database: (env: Env) => D1Database,
	K: BearerKeyTable,
	prefix?: string,
	place: KeyPlacement = unplaced,
) {
	const db = (env: Env) => drizzle(database(env));
	/** The rows found by a key hash, from the located workspace's shard and of that workspace only. */
	const byKey = async <T extends { accountId: string }>(env: Env, keyHash: string, read: (e: Env) => Promise<T[]>) => {
		const at = await place.forKey(env, keyHash);
		const rows = await read(at.env);
		return at.workspaceId === null ? rows : rows.filter((r) => r.accountId === at.workspaceId);
	};
	// The auth path's queries: fixed statements, no query building. A set is every key of a workspace,
	// revoked ones too, newest first, one row past KEY_SET_MAX to tell a complete set.
	const setSql = (where: string) =>
		`SELECT ${COLUMNS} FROM api_keys WHERE account_id = ${where} ORDER BY created_at DESC, id DESC LIMIT ${KEY_SET_MAX + 1}`;
	const live = bearerKeys(
		{
			setByHash: (env, keyHash) =>
				byKey(
					env,
					keyHash,
					async (e) =>
						(
							await database(e)
								.prepare(setSql("(SELECT account_id FROM api_keys WHERE key_hash = ?1)"))
								.bind(keyHash)
								.all<KeyRow>()
						).results,
				),
			setOf: async (env, workspaceId) =>
				(
					await database(await place.forWorkspace(env, workspaceId))
						.prepare(setSql("?1"))
						.bind(workspaceId)
						.all<KeyRow>()
				).results,
			byHash: async (env, keyHash) =>
				(
					await byKey(env, keyHash, async (e) => {
						const row = await database(e)
							.prepare(`SELECT ${COLUMNS} FROM api_keys WHERE key_hash = ?1`)
							.bind(keyHash)
							.first<KeyRow>();
						return row ? [row] : [];
					})
				)[0] ?? null,
			touch: async (env, workspaceId, id, now) =>
				db(await place.forWorkspace(env, workspaceId))
					.update(K)
					.set({ lastUsedAt: now })
					.where(eq(K.id, id))
					.run(),
		},
		prefix,
	);
	return {
		/** What the auth middleware resolves bearer credentials through. */
		live,
		/** Inserts a key; this isolate lists and accepts it at once. */
		async insert(env: Env, row: BearerKeyRow) {
			await place.minted(env, row);
			await db(await place.forWorkspace(env, row.accountId))
				.insert(K)
				.values(row)
				.run();
			live.added(row);
		},
		/** Records a key about to be written by the caller's own statement (its locator row, when placed). */
		minting: (env: Env, row: BearerKeyRow) => place.minted(env, row),
		/** Live keys, newest first (limit + 1 rows): from memory when this isolate holds the workspace's keys. */
		list: async (env: Env, workspaceId: string, limit: number, after: Cursor | null): Promise<BearerKeyRow[]> =>
			live.page(workspaceId, limit, after) ??
			db(env)
				.select()
				.from(K)
				.where(and(eq(K.accountId, workspaceId), isNull(K.revokedAt), olderThan(K.createdAt, K.id, after)))
				.orderBy(desc(K.createdAt), desc(K.id))
				.limit(limit + 1)
				.all(),
		/** Every key, revoked ones too, newest first (limit + 1 rows), as `list`. */
		listAll: async (env: Env, workspaceId: string, limit: number, after: Cursor | null): Promise<BearerKeyRow[]> =>
			live.page(workspaceId, limit, after, { revoked: true }) ??
			db(env)
				.select()
				.from(K)
				.where(and(eq(K.accountId, workspaceId), olderThan(K.createdAt, K.id, after)))
				.orderBy(desc(K.createdAt), desc(K.id))
				.limit(limit + 1)
				.all(),
		/** false when the id is not one of this workspace's live keys; this isolate refuses it at once. */
		async revoke(env: Env, workspaceId: string, id: string, now: number) {
			const res = await db(await place.forWorkspace(env, workspaceId))
				.update(K)
				.set({ revokedAt: now })
				.where(and(eq(K.accountId, workspaceId), eq(K.id, id), isNull(K.revokedAt)))
				.run();
			if (res.meta.changes === 1) live.revoked(workspaceId, id, now);
			return res.meta.changes === 1;
		},
	};
}
export type BearerKeyStore = ReturnType<typeof bearerKeyStore>;
