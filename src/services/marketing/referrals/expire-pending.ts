import type { Env } from "../../../env";
import { pinnedEnv, shardCount } from "../../../platform/shards";
import { expireDue } from "./store/attributions";

const BATCH = 500;
/** A run stops after this many rows; the next minute's tick goes on (no unbounded request). */
const MAX_PER_RUN = 20 * BATCH;

/**
 * Pending attributions past their window → expired, every workspace of the env's DB_MKT shard, in
 * bounded batches. The minute cron runs it once per shard (its env pinned to that shard).
 */
export async function expirePending(env: Env, now = Date.now(), budget = MAX_PER_RUN): Promise<{ expired: number }> {
	let expired = 0;
	while (expired < budget) {
		const n = await expireDue(env, now, Math.min(BATCH, budget - expired));
		expired += n;
		if (n < BATCH) break;
	}
	return { expired };
}

/**
 * POST /referrals/sweeps/expire-pending (mkt:platform:admin): the same sweep over every workspace,
 * so shard by shard (issue 38) — the request's own env works for the admin key's workspace only.
 * One run expires at most MAX_PER_RUN rows in all; the minute cron goes on with the rest.
 */
export async function expirePendingEverywhere(env: Env, now = Date.now()): Promise<{ expired: number }> {
	let expired = 0;
	for (let i = 0; i < shardCount(env, "DB_MKT") && expired < MAX_PER_RUN; i++)
		expired += (await expirePending(pinnedEnv(env, "DB_MKT", i), now, MAX_PER_RUN - expired)).expired;
	return { expired };
}
