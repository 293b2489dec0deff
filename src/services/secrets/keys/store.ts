import { and, eq, isNull } from "drizzle-orm";
import type { Env } from "../../../env";
import { apiKeys } from "../schema";
import { db } from "../store";

export async function insertApiKey(env: Env, row: typeof apiKeys.$inferInsert) {
	await db(env).insert(apiKeys).values(row).run();
}

/** Live (unrevoked) key by the SHA-256 of its plaintext (auth.ts keeps it in isolate memory for a few seconds). */
export async function findLiveKey(env: Env, keyHash: string) {
	return db(env)
		.select({ id: apiKeys.id, workspaceId: apiKeys.workspaceId })
		.from(apiKeys)
		.where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
		.get();
}

/** Whether a key with this hash exists and was revoked (the 401's wording; failure path only). */
export async function anyKeyByHash(env: Env, keyHash: string) {
	const row = await db(env)
		.select({ workspaceId: apiKeys.workspaceId, revokedAt: apiKeys.revokedAt })
		.from(apiKeys)
		.where(eq(apiKeys.keyHash, keyHash))
		.get();
	return row ?? null;
}

/** False when the id is not one of this workspace's keys; revoking twice is fine. */
export async function revokeApiKey(env: Env, workspaceId: string, id: string, now: number): Promise<boolean> {
	const row = await db(env)
		.select({ id: apiKeys.id, revokedAt: apiKeys.revokedAt })
		.from(apiKeys)
		.where(and(eq(apiKeys.id, id), eq(apiKeys.workspaceId, workspaceId)))
		.get();
	if (!row) return false;
	if (row.revokedAt == null) await db(env).update(apiKeys).set({ revokedAt: now }).where(eq(apiKeys.id, id)).run();
	return true;
}
