import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { usage } from "../schema";

export const minutesUsed = async (env: Env, accountId: string, periodStart: number) =>
	(
		await drizzle(env.DB_CI)
			.select({ m: usage.minutesUsed })
			.from(usage)
			.where(and(eq(usage.accountId, accountId), eq(usage.periodStart, periodStart)))
			.limit(1)
	)[0]?.m ?? 0;

/** Minutes used per account in a period, for a few accounts at once (the shared runners' queue). */
export async function minutesUsedBy(env: Env, accountIds: readonly string[], periodStart: number) {
	if (!accountIds.length) return new Map<string, number>();
	const r = await env.DB_CI.prepare(
		"SELECT account_id AS a, minutes_used AS m FROM usage WHERE period_start = ? AND account_id IN (SELECT value FROM json_each(?))",
	)
		.bind(periodStart, JSON.stringify(accountIds))
		.all<{ a: string; m: number }>();
	return new Map(r.results.map((x) => [x.a, x.m]));
}

/** Adds minutes when `guard` (SQL with ? placeholders, bound to `binds`) holds inside the batch. */
export const addMinutesIf = (
	env: Env,
	u: { accountId: string; periodStart: number; minutes: number; now: number },
	guard: string,
	binds: unknown[],
) =>
	env.DB_CI.prepare(
		`INSERT INTO usage (account_id, period_start, minutes_used, updated_at) SELECT ?, ?, ?, ? WHERE ${guard}
		 ON CONFLICT (account_id, period_start) DO UPDATE SET minutes_used = minutes_used + excluded.minutes_used, updated_at = excluded.updated_at`,
	).bind(u.accountId, u.periodStart, u.minutes, u.now, ...binds);
