import { and, count, eq, isNull, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { bearerKeyStore } from "../../../platform/bearer-key-store";
import { insertWhere } from "../../../platform/d1";
import { shardDbs } from "../../../platform/shards";
import { keyPlacement } from "../../admin/public";
import type { PosScope } from "../context";
import { apiKeys, sales, sessions } from "../schema";

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
	await keys.minting(env, row);
	const inserted = (await insertWhere(env.DB_POS, K, row, guard).run()).meta.changes === 1;
	if (inserted) keys.live.added(row);
	return inserted;
}

/** POS's API keys: the platform's bearer-key queries over DB_POS (auth resolves through keys.live). */
export const keys = bearerKeyStore((env) => env.DB_POS, K, undefined, keyPlacement("pos.key"));

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

/** Every shard of DB_POS answers (GET /health, public: no workspace). */
export const pingDb = async (env: Env) => {
	for (const d1 of shardDbs(env, "DB_POS")) await d1.prepare("SELECT 1").first();
};

/** The outlet of one of this workspace's sales (the outlet check in front of the sale routes), or null. */
export const saleOutletOf = async (env: Env, s: PosScope, saleId: string) =>
	(
		await db(env)
			.select({ outletId: sales.outletId })
			.from(sales)
			.where(and(eq(sales.accountId, s.workspaceId), eq(sales.id, saleId)))
			.get()
	)?.outletId ?? null;
