import type { Env } from "../../../env";
import { expireDue } from "./store/attributions";

const BATCH = 500;
/** A run stops after this many rows; the next minute's tick goes on (no unbounded request). */
const MAX_PER_RUN = 20 * BATCH;

/**
 * Pending attributions past their window → expired, every workspace, in bounded batches. The minute
 * cron runs it; POST /referrals/sweeps/expire-pending (mkt:platform:admin) runs it on demand.
 */
export async function expirePending(env: Env, now = Date.now()): Promise<{ expired: number }> {
	let expired = 0;
	for (;;) {
		const n = await expireDue(env, now, BATCH);
		expired += n;
		if (n < BATCH || expired >= MAX_PER_RUN) return { expired };
	}
}
