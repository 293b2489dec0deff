import type { Env } from "../../../env";
import { bearerKeyStore } from "../../../platform/bearer-key-store";
import { shardDbs } from "../../../platform/shards";
import { keyPlacement } from "../../admin/public";
import { apiKeys } from "../schema";

/** CI's API keys: the platform's bearer-key queries over DB_CI. */
export const keys = bearerKeyStore((env) => env.DB_CI, apiKeys, undefined, keyPlacement("ci.key"));

/** Every shard of DB_CI answers (the public health route knows no workspace). */
export const pingDb = async (env: Env) => {
	for (const d1 of shardDbs(env, "DB_CI")) await d1.prepare("SELECT 1").first();
};
