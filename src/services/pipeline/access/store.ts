import type { Env } from "../../../env";
import { bearerKeyStore } from "../../../platform/bearer-key-store";
import { shardDbs } from "../../../platform/shards";
import { keyPlacement } from "../../admin/public";
import { apiKeys } from "../schema";

/** Locator kind of a CI API key hash (the shared bearer-key store, issue 38). */
export const KEY_LOCATOR = "ci.key";

/** CI's API keys: the platform's bearer-key queries over DB_CI. */
export const keys = bearerKeyStore((env) => env.DB_CI, apiKeys, undefined, keyPlacement(KEY_LOCATOR));

/** Every shard of DB_CI answers (the public health route knows no workspace). */
export const pingDb = async (env: Env) => {
	for (const d1 of shardDbs(env, "DB_CI")) await d1.prepare("SELECT 1").first();
};

/**
 * What the locator backfill walks (issue 38), on the shard `env` reads, in id order after `afterId`:
 * the workspace-owned values found before sharding by key hash, badge token, project id or runner token.
 */
const LOCATED = {
	keys: "SELECT id, account_id AS accountId, key_hash AS a, NULL AS b FROM api_keys WHERE id > ?1",
	projects: "SELECT id, account_id AS accountId, badge_token AS a, id AS b FROM projects WHERE id > ?1",
	runners:
		"SELECT id, account_id AS accountId, token_hash AS a, NULL AS b FROM runners WHERE id > ?1 AND account_id IS NOT NULL",
} as const;
export type LocatedTable = keyof typeof LOCATED;

export async function locatedRowsAfter(env: Env, table: LocatedTable, afterId: string, limit: number) {
	const { results } = await env.DB_CI.prepare(`${LOCATED[table]} ORDER BY id LIMIT ?2`)
		.bind(afterId, limit)
		.all<{ id: string; accountId: string; a: string; b: string | null }>();
	return results;
}
