import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	dueState,
	nextPeriodStart,
	normalizeRule,
	periodKey,
	periodStart,
	type ScheduleRule,
	WEEKDAYS,
} from "../../../src/services/payments/ledger/domain/schedules";

const H = 3600_000;
const D = 24 * H;
/** 00:00 WIB of a WIB calendar date = 17:00 UTC the day before. */
const wib = (y: number, m: number, d: number, h = 0) => Date.UTC(y, m - 1, d, h) - 7 * H;

const daily = normalizeRule({ interval: "daily" });
const weeklyMon = normalizeRule({ interval: "weekly" });
const monthly31 = normalizeRule({ interval: "monthly", monthlyAnchor: 31 });

describe("schedule rules", () => {
	it("fills anchor defaults and drops anchors that do not apply", () => {
		expect(normalizeRule({ interval: "weekly" })).toEqual({
			interval: "weekly",
			weeklyAnchor: "monday",
			monthlyAnchor: null,
		});
		expect(normalizeRule({ interval: "monthly" })).toEqual({
			interval: "monthly",
			weeklyAnchor: null,
			monthlyAnchor: 1,
		});
		expect(normalizeRule({ interval: "daily", weeklyAnchor: "friday", monthlyAnchor: 3 })).toEqual({
			interval: "daily",
			weeklyAnchor: null,
			monthlyAnchor: null,
		});
	});

	it("daily periods start at 00:00 Asia/Jakarta", () => {
		// 2026-11-23 16:59 UTC is 23:59 WIB on the 23rd; one minute later is the 24th in Jakarta.
		expect(periodStart(daily, Date.UTC(2026, 10, 23, 16, 59))).toBe(wib(2026, 11, 23));
		expect(periodStart(daily, Date.UTC(2026, 10, 23, 17, 0))).toBe(wib(2026, 11, 24));
		expect(periodKey(wib(2026, 11, 24))).toBe("2026-11-24");
	});

	it("weekly periods start on the anchor weekday", () => {
		// 2026-11-25 is a Wednesday.
		expect(periodStart(weeklyMon, wib(2026, 11, 25, 10))).toBe(wib(2026, 11, 23));
		const fri = normalizeRule({ interval: "weekly", weeklyAnchor: "friday" });
		expect(periodStart(fri, wib(2026, 11, 25, 10))).toBe(wib(2026, 11, 20));
		expect(nextPeriodStart(fri, wib(2026, 11, 25, 10))).toBe(wib(2026, 11, 27));
	});

	it("monthly anchors past a month's end fall on its last day", () => {
		expect(periodStart(monthly31, wib(2027, 2, 28, 1))).toBe(wib(2027, 2, 28));
		expect(periodStart(monthly31, wib(2027, 2, 27, 1))).toBe(wib(2027, 1, 31));
		expect(nextPeriodStart(monthly31, wib(2027, 2, 28, 1))).toBe(wib(2027, 3, 31));
		expect(nextPeriodStart(monthly31, wib(2027, 4, 30, 1))).toBe(wib(2027, 5, 31));
		const m15 = normalizeRule({ interval: "monthly", monthlyAnchor: 15 });
		expect(periodStart(m15, wib(2027, 1, 3))).toBe(wib(2026, 12, 15));
	});

	it("manual has no periods", () => {
		const manual = normalizeRule({ interval: "manual" });
		expect(periodStart(manual, Date.now())).toBeNull();
		expect(dueState({ ...manual, activeFrom: 0, lastPeriod: null }, Date.now())).toEqual({
			due: false,
			period: null,
			nextRunAt: null,
		});
	});

	const rules: fc.Arbitrary<ScheduleRule> = fc.oneof(
		fc.constant(daily),
		fc.constantFrom(...WEEKDAYS).map((w) => normalizeRule({ interval: "weekly", weeklyAnchor: w })),
		fc.integer({ min: 1, max: 31 }).map((a) => normalizeRule({ interval: "monthly", monthlyAnchor: a })),
	);
	const times = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });

	it("property: start <= t < next, start is a fixed point, and consecutive periods tile time", () => {
		fc.assert(
			fc.property(rules, times, (rule, t) => {
				const s = periodStart(rule, t) as number;
				const n = nextPeriodStart(rule, t) as number;
				expect(s).toBeLessThanOrEqual(t);
				expect(n).toBeGreaterThan(t);
				expect(periodStart(rule, s)).toBe(s);
				expect(periodStart(rule, n)).toBe(n);
				expect(periodStart(rule, n - 1)).toBe(s);
				expect((s + 7 * H) % D).toBe(0); // always 00:00 WIB
				if (rule.interval === "weekly") expect(WEEKDAYS[new Date(s + 7 * H).getUTCDay()]).toBe(rule.weeklyAnchor);
				if (rule.interval === "monthly") {
					const local = new Date(s + 7 * H);
					const dim = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 0)).getUTCDate();
					expect(local.getUTCDate()).toBe(Math.min(rule.monthlyAnchor as number, dim));
				}
			}),
			{ numRuns: 500 },
		);
	});

	it("property: running every due period once per tick never runs a period twice and never skips the current one", () => {
		fc.assert(
			fc.property(
				rules,
				times,
				fc.array(fc.integer({ min: 0, max: 3 * D }), { minLength: 1, maxLength: 30 }),
				(rule, start, gaps) => {
					const state = { ...rule, activeFrom: start, lastPeriod: null as string | null };
					const ran = new Set<string>();
					let now = start;
					for (const gap of gaps) {
						now += gap;
						for (const tick of [now, now]) {
							const d = dueState(state, tick);
							if (d.due) {
								expect(ran.has(d.period as string)).toBe(false);
								ran.add(d.period as string);
								state.lastPeriod = d.period;
							}
							const after = dueState(state, tick);
							expect(after.due).toBe(false);
							expect(after.nextRunAt as number).toBeGreaterThan(tick);
						}
						const ps = periodStart(rule, now) as number;
						if (ps >= start) expect(ran.has(periodKey(ps))).toBe(true);
					}
				},
			),
			{ numRuns: 300 },
		);
	});

	it("a schedule set mid-period first runs at the next boundary", () => {
		const setAt = wib(2026, 11, 25, 15);
		const s = { ...daily, activeFrom: setAt, lastPeriod: null };
		expect(dueState(s, setAt + H)).toEqual({ due: false, period: "2026-11-25", nextRunAt: wib(2026, 11, 26) });
		expect(dueState(s, wib(2026, 11, 26, 0) + 1)).toEqual({
			due: true,
			period: "2026-11-26",
			nextRunAt: wib(2026, 11, 26),
		});
		// A missed day is not paid twice: the tick after a gap runs only the current period.
		expect(dueState({ ...s, lastPeriod: "2026-11-26" }, wib(2026, 11, 29, 9))).toMatchObject({
			due: true,
			period: "2026-11-29",
		});
	});
});
