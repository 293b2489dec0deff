// Payout schedules (spec 000 §1: "paid out ... automatically on a per-currency schedule (daily,
// weekly or monthly)"). Periods are calendar periods in Asia/Jakarta (UTC+7, no daylight saving),
// each starting at 00:00 WIB. A schedule makes at most one payout per period, keyed by the
// period's start date, so a tick that runs twice in one period does nothing the second time.

export const INTERVALS = ["daily", "weekly", "monthly", "manual"] as const;
export type Interval = (typeof INTERVALS)[number];
export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const SCHEDULE_TIMEZONE = "Asia/Jakarta";
const WIB_OFFSET_MS = 7 * 3600_000;
const DAY_MS = 86_400_000;

export interface ScheduleRule {
	interval: Interval;
	/** weekly only: the weekday a period starts on (default monday). */
	weeklyAnchor: Weekday | null;
	/** monthly only: day of month 1-31; months shorter than that start on their last day. */
	monthlyAnchor: number | null;
}

/** Fills the anchors' defaults and clears the ones that do not apply. */
export function normalizeRule(r: {
	interval: Interval;
	weeklyAnchor?: Weekday | null;
	monthlyAnchor?: number | null;
}): ScheduleRule {
	return {
		interval: r.interval,
		weeklyAnchor: r.interval === "weekly" ? (r.weeklyAnchor ?? "monday") : null,
		monthlyAnchor: r.interval === "monthly" ? (r.monthlyAnchor ?? 1) : null,
	};
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
/** 00:00 WIB of a calendar day given in WIB terms (month may overflow; Date.UTC normalises it). */
const wibMidnight = (year: number, month: number, day: number) => Date.UTC(year, month, day) - WIB_OFFSET_MS;
const monthAnchor = (year: number, month: number, anchor: number) => {
	const d = new Date(Date.UTC(year, month, 1));
	return wibMidnight(
		d.getUTCFullYear(),
		d.getUTCMonth(),
		Math.min(anchor, daysInMonth(d.getUTCFullYear(), d.getUTCMonth())),
	);
};

/** Start (epoch ms) of the period containing `t`; null for manual (no periods). */
export function periodStart(rule: ScheduleRule, t: number): number | null {
	const local = new Date(t + WIB_OFFSET_MS);
	const y = local.getUTCFullYear();
	const m = local.getUTCMonth();
	const today = wibMidnight(y, m, local.getUTCDate());
	switch (rule.interval) {
		case "manual":
			return null;
		case "daily":
			return today;
		case "weekly": {
			const anchor = WEEKDAYS.indexOf(rule.weeklyAnchor ?? "monday");
			return today - ((local.getUTCDay() - anchor + 7) % 7) * DAY_MS;
		}
		case "monthly": {
			const a = rule.monthlyAnchor ?? 1;
			const thisMonth = monthAnchor(y, m, a);
			return thisMonth <= t ? thisMonth : monthAnchor(y, m - 1, a);
		}
	}
}

/** Start of the period after the one containing `t`. */
export function nextPeriodStart(rule: ScheduleRule, t: number): number | null {
	const start = periodStart(rule, t);
	if (start == null) return null;
	if (rule.interval === "daily") return start + DAY_MS;
	if (rule.interval === "weekly") return start + 7 * DAY_MS;
	const local = new Date(start + WIB_OFFSET_MS);
	return monthAnchor(local.getUTCFullYear(), local.getUTCMonth() + 1, rule.monthlyAnchor ?? 1);
}

/** "2026-11-23": the WIB calendar date a period starts on — the per-period idempotency key. */
export const periodKey = (start: number) => new Date(start + WIB_OFFSET_MS).toISOString().slice(0, 10);

export interface ScheduleState extends ScheduleRule {
	/** When this rule took effect: only periods starting at or after it are paid out. */
	activeFrom: number;
	/** Key of the last period that ran (whatever its outcome). */
	lastPeriod: string | null;
}

/**
 * Whether the schedule owes a run at `now`, and when the next one falls. A period is owed when
 * it started at or after the rule took effect and has not run yet; setting a schedule therefore
 * never pays out the period already under way — the first run is at the next boundary.
 */
export function dueState(
	s: ScheduleState,
	now: number,
): { due: boolean; period: string | null; nextRunAt: number | null } {
	const start = periodStart(s, now);
	if (start == null) return { due: false, period: null, nextRunAt: null };
	const key = periodKey(start);
	if (start >= s.activeFrom && s.lastPeriod !== key) return { due: true, period: key, nextRunAt: start };
	let next = nextPeriodStart(s, now) as number;
	// A rule set in the future (test clocks) waits for the first boundary after it took effect.
	while (next < s.activeFrom) next = nextPeriodStart(s, next) as number;
	return { due: false, period: key, nextRunAt: next };
}
