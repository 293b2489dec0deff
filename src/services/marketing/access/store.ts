import { and, eq, isNull } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { apiKeys } from "../schema";

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(env: Env, row: ApiKeyRow) {
	await drizzle(env.DB_MKT).insert(apiKeys).values(row);
}

export async function findApiKey(env: Env, id: string): Promise<ApiKeyRow | null> {
	return (await drizzle(env.DB_MKT).select().from(apiKeys).where(eq(apiKeys.id, id)).get()) ?? null;
}

/** Revokes one of the workspace's keys; false when the id is not one of them (revoking twice is fine). */
export async function revokeApiKey(env: Env, accountId: string, id: string, now: number): Promise<boolean> {
	const db = drizzle(env.DB_MKT);
	const mine = and(eq(apiKeys.id, id), eq(apiKeys.accountId, accountId));
	const [, row] = await db.batch([
		db
			.update(apiKeys)
			.set({ revokedAt: now })
			.where(and(mine, isNull(apiKeys.revokedAt))),
		db.select({ id: apiKeys.id }).from(apiKeys).where(mine),
	]);
	return row.length > 0;
}
