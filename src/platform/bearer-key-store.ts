// The table and queries behind plain bearer API keys (bearer-keys.ts), for every service that has
// them (POS, CI): each service's schema makes its `api_keys` table here and its store binds the
// queries to its own database. D1 stays behind the service's store: the binding is passed in.
import { and, desc, eq, isNull } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { Env } from "../env";
import { bearerKeys } from "./bearer-keys";
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

/** The key queries of one service, over its database and its api_keys table (keys start with `prefix`: sk_live_, loc_live_). */
export function bearerKeyStore(database: (env: Env) => D1Database, K: BearerKeyTable, prefix?: string) {
	const db = (env: Env) => drizzle(database(env));
	const live = bearerKeys(
		{
			// Every authenticated request may run this: one fixed statement, no query building.
			byHash: (env, keyHash) =>
				database(env)
					.prepare(
						"SELECT id, account_id AS accountId, last_used_at AS lastUsedAt FROM api_keys WHERE key_hash = ?1 AND revoked_at IS NULL",
					)
					.bind(keyHash)
					.first(),
			touch: (env, id, now) => db(env).update(K).set({ lastUsedAt: now }).where(eq(K.id, id)).run(),
		},
		prefix,
	);
	return {
		/** What the auth middleware resolves bearer credentials through. */
		live,
		insert: (env: Env, row: BearerKeyRow) => db(env).insert(K).values(row).run(),
		/** Live keys, newest first (limit + 1 rows). */
		list: (env: Env, workspaceId: string, limit: number, after: Cursor | null) =>
			db(env)
				.select()
				.from(K)
				.where(and(eq(K.accountId, workspaceId), isNull(K.revokedAt), olderThan(K.createdAt, K.id, after)))
				.orderBy(desc(K.createdAt), desc(K.id))
				.limit(limit + 1)
				.all(),
		/** false when the id is not one of this workspace's live keys; this isolate forgets it at once. */
		async revoke(env: Env, workspaceId: string, id: string, now: number) {
			const res = await db(env)
				.update(K)
				.set({ revokedAt: now })
				.where(and(eq(K.accountId, workspaceId), eq(K.id, id), isNull(K.revokedAt)))
				.run();
			live.forget(id);
			return res.meta.changes === 1;
		},
	};
}
export type BearerKeyStore = ReturnType<typeof bearerKeyStore>;
