import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { bearerKeyStore } from "../../../platform/bearer-key-store";
import type { Cursor } from "../../../platform/cursor";
import { shardDbs } from "../../../platform/shards";
import { keyPlacement } from "../../admin/public";
import type { LocScope } from "../context";
import { apiKeys as K } from "../schema";

export const LOC_KEY_PREFIX = "loc_live_";

/** Localization's API keys: the platform's bearer-key queries over DB_LOC, for loc_live_ keys. */
export const keys = bearerKeyStore((env) => env.DB_LOC, K, LOC_KEY_PREFIX, keyPlacement("loc.key"));

const db = (env: Env) => drizzle(env.DB_LOC);

/** Every key of the account, revoked ones too (spec: rows stay for audit), newest first, limit + 1 rows (from memory when warm). */
export const listAllKeys = (env: Env, s: LocScope, limit: number, after: Cursor | null) =>
	keys.listAll(env, s.workspaceId, limit, after);

export const keyById = async (env: Env, s: LocScope, id: string) =>
	(
		await db(env)
			.select()
			.from(K)
			.where(and(eq(K.accountId, s.workspaceId), eq(K.id, id)))
			.limit(1)
	)[0] ?? null;

/** Every shard of DB_LOC answers (the public health route knows no workspace). */
export const pingDb = async (env: Env) => {
	for (const d1 of shardDbs(env, "DB_LOC")) await d1.prepare("SELECT 1").first();
};
