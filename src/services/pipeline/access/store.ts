import { and, desc, eq, isNull } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { bearerKeys } from "../../../platform/bearer-keys";
import { type Cursor, olderThan } from "../../../platform/cursor";
import type { CiScope } from "../context";
import { apiKeys } from "../schema";

export type KeyRow = typeof apiKeys.$inferSelect;
const db = (env: Env) => drizzle(env.DB_CI);
const K = apiKeys;

export const insertKey = (env: Env, row: KeyRow) => db(env).insert(K).values(row).run();

/** CI keys as the auth middleware resolves them (platform bearer-keys); revokeKey forgets one at once. */
export const liveKeys = bearerKeys({
	// Every authenticated request may run this: one fixed statement, no query building.
	byHash: (env, keyHash) =>
		env.DB_CI.prepare(
			"SELECT id, account_id AS accountId, last_used_at AS lastUsedAt FROM api_keys WHERE key_hash = ?1 AND revoked_at IS NULL",
		)
			.bind(keyHash)
			.first(),
	touch: (env, id, now) => db(env).update(K).set({ lastUsedAt: now }).where(eq(K.id, id)).run(),
});

/** Live keys, newest first (limit + 1 rows). */
export const listKeys = (env: Env, s: CiScope, limit: number, after: Cursor | null) =>
	db(env)
		.select()
		.from(K)
		.where(and(eq(K.accountId, s.workspaceId), isNull(K.revokedAt), olderThan(K.createdAt, K.id, after)))
		.orderBy(desc(K.createdAt), desc(K.id))
		.limit(limit + 1)
		.all();

/** false when the id is not one of this workspace's live keys. */
export async function revokeKey(env: Env, s: CiScope, id: string, now: number) {
	const res = await db(env)
		.update(K)
		.set({ revokedAt: now })
		.where(and(eq(K.accountId, s.workspaceId), eq(K.id, id), isNull(K.revokedAt)))
		.run();
	liveKeys.forget(id);
	return res.meta.changes === 1;
}

export const pingDb = (env: Env) => env.DB_CI.prepare("SELECT 1").first();
