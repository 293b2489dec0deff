import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { bearerKeys } from "../../../platform/bearer-keys";
import { type Cursor, olderThan } from "../../../platform/cursor";
import { insertWhere } from "../../../platform/d1";
import type { PosScope } from "../context";
import { apiKeys, sessions } from "../schema";

export type KeyRow = typeof apiKeys.$inferSelect;
const db = (env: Env) => drizzle(env.DB_POS);
const K = apiKeys;

/**
 * Inserts a key; a key made by POST /api-keys (source api) only while the workspace has fewer than
 * `seats` live ones (null: unlimited). false when the seat limit held it back.
 */
export async function insertKey(env: Env, row: KeyRow, seats: number | null): Promise<boolean> {
	const guard =
		seats == null
			? "1"
			: `(SELECT COUNT(*) FROM api_keys WHERE account_id = ?2 AND source = 'api' AND revoked_at IS NULL) < ${seats}`;
	return (await insertWhere(env.DB_POS, K, row, guard).run()).meta.changes === 1;
}

/** A live key by the SHA-256 of its plaintext (behind the platform's per-isolate cache, liveKeys). */
const liveKeyByHash = (env: Env, keyHash: string) =>
	// Every authenticated request runs this: one fixed statement, no query building.
	env.DB_POS.prepare(
		"SELECT id, account_id AS accountId, last_used_at AS lastUsedAt FROM api_keys WHERE key_hash = ?1 AND revoked_at IS NULL",
	)
		.bind(keyHash)
		.first<{ id: string; accountId: string; lastUsedAt: number | null }>();

const touchKey = (env: Env, id: string, now: number) =>
	db(env).update(K).set({ lastUsedAt: now }).where(eq(K.id, id)).run();

/** POS keys as the auth middleware resolves them; revokeKey makes this isolate forget one at once. */
export const liveKeys = bearerKeys({ byHash: liveKeyByHash, touch: touchKey });

/** Live keys, newest first (limit + 1 rows). */
export function listKeys(env: Env, s: PosScope, limit: number, after: Cursor | null) {
	return db(env)
		.select()
		.from(K)
		.where(and(eq(K.accountId, s.workspaceId), isNull(K.revokedAt), olderThan(K.createdAt, K.id, after)))
		.orderBy(desc(K.createdAt), desc(K.id))
		.limit(limit + 1)
		.all();
}

/** false when the id is not one of this workspace's live keys. */
export async function revokeKey(env: Env, s: PosScope, id: string, now: number) {
	const res = await db(env)
		.update(K)
		.set({ revokedAt: now })
		.where(and(eq(K.accountId, s.workspaceId), eq(K.id, id), isNull(K.revokedAt)))
		.run();
	liveKeys.forget(id);
	return res.meta.changes === 1;
}

export const seatsUsed = async (env: Env, s: PosScope) =>
	(
		await db(env)
			.select({ n: count() })
			.from(K)
			.where(and(eq(K.accountId, s.workspaceId), eq(K.source, "api"), isNull(K.revokedAt)))
			.get()
	)?.n ?? 0;

export const insertSession = (env: Env, row: typeof sessions.$inferInsert) =>
	db(env).insert(sessions).values(row).run();

export const liveSession = async (env: Env, idHash: string, now: number) =>
	(await db(env)
		.select({ accountId: sessions.accountId, sub: sessions.sub })
		.from(sessions)
		.where(and(eq(sessions.idHash, idHash), isNull(sessions.endedAt), sql`${sessions.expiresAt} > ${now}`))
		.get()) ?? null;

export const endSession = (env: Env, idHash: string, now: number) =>
	db(env).update(sessions).set({ endedAt: now }).where(eq(sessions.idHash, idHash)).run();

export const pingDb = (env: Env) => env.DB_POS.prepare("SELECT 1").first();
