// The table and queries behind plain bearer API keys (bearer-keys.ts), for every service that has
// them (POS, CI): each service's schema makes its `api_keys` table here and its store binds the
// queries to its own database. D1 stays behind the service's store: the binding is passed in.
import { and, desc, eq, isNull } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { Env } from "../env";
import { bearerKeys, KEY_SET_MAX, type KeyRow } from "./bearer-keys";
import { type Cursor, olderThan } from "./cursor";

/** sk_live_ keys: from POST /api-keys (source api) or the admin API (source admin). */
export const bearerKeyTable = () =>
	sqliteTable(
		"api_keys",
		{
			id: text("id").primaryKey(),
			accountId: text("account_id").notNull(),
			name: text("name").notNull(),
			prefix: text("prefix").notNull(),
			keyHash: text("key_hash").notNull(),
			source: text("source", { enum: ["api", "admin"] }).notNull(),
			lastUsedAt: integer("last_used_at"),
			createdAt: integer("created_at").notNull(),
			revokedAt: integer("revoked_at"),
		},
		(t) => [uniqueIndex("api_keys_hash").on(t.keyHash), index("api_keys_account").on(t.accountId, t.createdAt, t.id)],
	);
export type BearerKeyTable = ReturnType<typeof bearerKeyTable>;
export type BearerKeyRow = BearerKeyTable["$inferSelect"];

const COLUMNS =
	"id, account_id AS accountId, name, prefix, key_hash AS keyHash, source, last_used_at AS lastUsedAt, created_at AS createdAt, revoked_at AS revokedAt";

/** The key queries of one service, over its database and its api_keys table (keys start with `prefix`: sk_live_, loc_live_). */
export function bearerKeyStore(database: (env: Env) => D1Database, K: BearerKeyTable, prefix?: string) {
	const db = (env: Env) => drizzle(database(env));
	// The auth path's queries: fixed statements, no query building. A set is every key of a workspace,
	// revoked ones too, newest first, one row past KEY_SET_MAX to tell a complete set.
	const setSql = (where: string) =>
		`SELECT ${COLUMNS} FROM api_keys WHERE account_id = ${where} ORDER BY created_at DESC, id DESC LIMIT ${KEY_SET_MAX + 1}`;
	const live = bearerKeys(
		{
			setByHash: async (env, keyHash) =>
				(
					await database(env)
						.prepare(setSql("(SELECT account_id FROM api_keys WHERE key_hash = ?1)"))
						.bind(keyHash)
						.all<KeyRow>()
				).results,
			setOf: async (env, workspaceId) =>
				(await database(env).prepare(setSql("?1")).bind(workspaceId).all<KeyRow>()).results,
			byHash: (env, keyHash) =>
				database(env).prepare(`SELECT ${COLUMNS} FROM api_keys WHERE key_hash = ?1`).bind(keyHash).first<KeyRow>(),
			touch: (env, id, now) => db(env).update(K).set({ lastUsedAt: now }).where(eq(K.id, id)).run(),
		},
		prefix,
	);
	return {
		/** What the auth middleware resolves bearer credentials through. */
		live,
		/** Inserts a key; this isolate lists and accepts it at once. */
		async insert(env: Env, row: BearerKeyRow) {
			await db(env).insert(K).values(row).run();
			live.added(row);
		},
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
			const res = await db(env)
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
