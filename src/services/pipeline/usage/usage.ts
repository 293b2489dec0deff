import type { Env } from "../../../env";
import { planOf } from "../../admin/public";
import type { CiScope } from "../context";
import { minutesLimit, periodStart, usageFlags } from "./domain";
import { minutesUsed, minutesUsedBy } from "./store";

/** The workspace's usage object for the month `at` falls in. */
export async function usageOf(env: Env, s: CiScope, at = Date.now()) {
	const start = periodStart(at);
	const [used, tier] = await Promise.all([minutesUsed(env, s.workspaceId, start), planOf(env, s.workspaceId, "ci")]);
	const limit = minutesLimit(tier);
	return {
		accountId: s.workspaceId,
		periodStart: new Date(start).toISOString(),
		minutesUsed: used,
		tier,
		minutesLimit: limit,
		...usageFlags(used, limit),
	};
}

/** Accounts whose minutes are spent this month: shared runners skip their jobs. */
export async function exhaustedAccounts(env: Env, accountIds: readonly string[], at = Date.now()) {
	const used = await minutesUsedBy(env, accountIds, periodStart(at));
	const out = new Set<string>();
	for (const [a, m] of used) if (usageFlags(m, minutesLimit(await planOf(env, a, "ci"))).exhausted) out.add(a);
	return out;
}
