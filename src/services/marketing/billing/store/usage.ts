// Monthly usage counters (spec 001 §2 "Usage"): one row per workspace, UTC month and metric. The
// increments are statements for the caller's batch, optionally guarded on the row its write won.
import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../../env";
import type { MktScope } from "../../context";
import { campaignSends, usageCounters } from "../../schema";

export const USAGE_METRICS = [
	"discountsRedeemed",
	"remindersSent",
	"referralAttributions",
	"blogPostsPublished",
] as const;
export type UsageMetric = (typeof USAGE_METRICS)[number];

import { utcMonth as monthOf } from "../../../../platform/encoding";

export { monthOf };

/** The first instant of the next UTC month. */
export function nextMonthStart(at: number) {
	const d = new Date(at);
	return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/** Tables whose write tokens may guard an increment. */
type GuardTable = "referral_attributions" | "discount_codes";

/**
 * +1 to `metric` for this month. With `guard` it counts only if the row `guard.id` of that table
 * carries `guard.opId`, i.e. only if the write it belongs to won its race in the same batch.
 */
export function usageIncrement(
	env: Env,
	s: MktScope,
	metric: UsageMetric,
	at: number,
	guard?: { table: GuardTable; id: string; opId: string },
): D1PreparedStatement {
	const where = guard ? `EXISTS (SELECT 1 FROM ${guard.table} WHERE id = ?4 AND op_id = ?5)` : "1";
	const stmt = env.DB_MKT.prepare(
		`INSERT INTO usage_counters (account_id, month, metric, count) SELECT ?1, ?2, ?3, 1 WHERE ${where}
		 ON CONFLICT (account_id, month, metric) DO UPDATE SET count = count + 1`,
	);
	return guard
		? stmt.bind(s.workspaceId, monthOf(at), metric, guard.id, guard.opId)
		: stmt.bind(s.workspaceId, monthOf(at), metric);
}

/** This month's counters, every metric present (0 when nothing happened). */
export async function monthUsage(env: Env, s: MktScope, at: number): Promise<Record<UsageMetric, number>> {
	const rows = await drizzle(env.DB_MKT)
		.select({ metric: usageCounters.metric, count: usageCounters.count })
		.from(usageCounters)
		.where(and(eq(usageCounters.accountId, s.workspaceId), eq(usageCounters.month, monthOf(at))))
		.all();
	const out = Object.fromEntries(USAGE_METRICS.map((m) => [m, 0])) as Record<UsageMetric, number>;
	for (const r of rows) if (r.metric in out) out[r.metric as UsageMetric] = r.count;
	return out;
}

/** This month's campaign recipients (campaign_sends, kept by the campaigns' send batch). */
export async function campaignSendsThisMonth(env: Env, s: MktScope, at: number): Promise<number> {
	const row = await drizzle(env.DB_MKT)
		.select({ used: campaignSends.used })
		.from(campaignSends)
		.where(and(eq(campaignSends.accountId, s.workspaceId), eq(campaignSends.month, monthOf(at))))
		.get();
	return row?.used ?? 0;
}
