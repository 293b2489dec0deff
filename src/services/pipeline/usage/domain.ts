// Compute minutes (issue 22; REFERENCE "Pipeline (CI)" tiers), pure. A job on a shared runner adds
// its duration rounded up to whole minutes to the calendar month it finished in (Asia/Jakarta);
// workspace runners are free.

export const TIER_MINUTES: Readonly<Record<string, number>> = {
	free: 400,
	starter: 2_000,
	growth: 10_000,
	business: 50_000,
};
export const SOFT_WARN_PERCENT = 80;
const JAKARTA_OFFSET_MS = 7 * 3600_000; // UTC+7, no daylight saving

/** 00:00 Asia/Jakarta on the 1st of the month `at` falls in, as epoch ms. */
export function periodStart(at: number): number {
	const local = new Date(at + JAKARTA_OFFSET_MS);
	return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - JAKARTA_OFFSET_MS;
}

export const billedMinutes = (startedAt: number, finishedAt: number) =>
	Math.max(0, Math.ceil((finishedAt - startedAt) / 60_000));

/** The tier's monthly minutes; a plan this table does not name (own keys only) is free. */
export const minutesLimit = (tier: string) =>
	Object.hasOwn(TIER_MINUTES, tier) ? TIER_MINUTES[tier] : TIER_MINUTES.free;

export function usageFlags(minutesUsed: number, limit: number) {
	return {
		softWarn: minutesUsed * 100 >= limit * SOFT_WARN_PERCENT,
		exhausted: minutesUsed >= limit,
	};
}
