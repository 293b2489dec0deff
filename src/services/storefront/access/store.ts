import { and, eq, isNull } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { apiKeys } from "../schema";

export type StoreKeyRow = typeof apiKeys.$inferSelect;

export const insertKey = (env: Env, row: StoreKeyRow) => drizzle(env.DB_STORE).insert(apiKeys).values(row).run();

/** An unrevoked key by the SHA-256 of its plaintext. */
export const liveKeyByHash = async (env: Env, keyHash: string) =>
	(await drizzle(env.DB_STORE)
		.select({ id: apiKeys.id, accountId: apiKeys.accountId, role: apiKeys.role, environment: apiKeys.environment })
		.from(apiKeys)
		.where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
		.get()) ?? null;

/** A key by hash, revoked ones too (the 401's wording; failure path only). */
export const anyKeyByHash = async (env: Env, keyHash: string) =>
	(await drizzle(env.DB_STORE)
		.select({ accountId: apiKeys.accountId, revokedAt: apiKeys.revokedAt })
		.from(apiKeys)
		.where(eq(apiKeys.keyHash, keyHash))
		.get()) ?? null;

/** False when the id is not one of this workspace's keys; revoking twice is fine. */
export async function revokeKey(env: Env, accountId: string, id: string, now: number): Promise<boolean> {
	const db = drizzle(env.DB_STORE);
	const mine = and(eq(apiKeys.id, id), eq(apiKeys.accountId, accountId));
	const row = await db.select({ revokedAt: apiKeys.revokedAt }).from(apiKeys).where(mine).get();
	if (!row) return false;
	if (row.revokedAt == null) await db.update(apiKeys).set({ revokedAt: now }).where(mine).run();
	return true;
}
