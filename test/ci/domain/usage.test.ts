// Compute minutes, pure (issue 22): the month a minute counts in (Asia/Jakarta), rounding up to whole
// minutes, the tiers and the 80 % / 100 % flags.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	billedMinutes,
	minutesLimit,
	periodStart,
	TIER_MINUTES,
	usageFlags,
} from "../../../src/services/pipeline/usage/domain";

const at = (iso: string) => Date.parse(iso);
const iso = (t: number) => new Date(t).toISOString();
const DAY = 86_400_000;
const JAKARTA = 7 * 3600_000;
/** 1970 to 2200: any instant a job may finish at. */
const instant = fc.integer({ min: 0, max: at("2200-01-01T00:00:00Z") });

describe("CI usage: periodStart (00:00 Asia/Jakarta on the 1st)", () => {
	it("is 17:00 UTC on the day before the 1st", () => {
		expect(iso(periodStart(at("2025-03-15T10:00:00Z")))).toBe("2025-02-28T17:00:00.000Z");
		expect(iso(periodStart(at("2024-03-15T10:00:00Z")))).toBe("2024-02-29T17:00:00.000Z"); // leap year
		expect(iso(periodStart(at("2025-01-10T00:00:00Z")))).toBe("2024-12-31T17:00:00.000Z"); // across the year
		expect(iso(periodStart(at("2025-12-31T16:59:59.999Z")))).toBe("2025-11-30T17:00:00.000Z");
	});

	it("the month is Jakarta's: 17:00 UTC on the last day is already the next month", () => {
		expect(iso(periodStart(at("2025-03-31T16:59:59.999Z")))).toBe("2025-02-28T17:00:00.000Z");
		expect(iso(periodStart(at("2025-03-31T17:00:00.000Z")))).toBe("2025-03-31T17:00:00.000Z");
		expect(iso(periodStart(at("2025-04-01T00:00:00.000Z")))).toBe("2025-03-31T17:00:00.000Z");
		// new year in Jakarta, still the old year in UTC
		expect(iso(periodStart(at("2025-12-31T18:00:00Z")))).toBe("2025-12-31T17:00:00.000Z");
	});

	it("properties: ≤ t, within the month, idempotent, 00:00 on the 1st in Jakarta", () => {
		fc.assert(
			fc.property(instant, (t) => {
				const p = periodStart(t);
				expect(p).toBeLessThanOrEqual(t);
				expect(t - p).toBeLessThan(31 * DAY);
				expect(periodStart(p)).toBe(p);
				const local = new Date(p + JAKARTA);
				expect(local.getUTCDate()).toBe(1);
				expect([local.getUTCHours(), local.getUTCMinutes(), local.getUTCSeconds(), local.getUTCMilliseconds()]).toEqual(
					[0, 0, 0, 0],
				);
				// every instant of the same period maps to the same start
				expect(periodStart(p + Math.floor((t - p) / 2))).toBe(p);
			}),
		);
	});

	it("properties: consecutive periods are a calendar month (28–31 days) apart and adjacent", () => {
		fc.assert(
			fc.property(instant, (t) => {
				const p = periodStart(t);
				const previous = periodStart(p - 1);
				expect(previous).toBeLessThan(p);
				expect([28, 29, 30, 31]).toContain((p - previous) / DAY);
				const next = periodStart(p + 32 * DAY);
				expect([28, 29, 30, 31]).toContain((next - p) / DAY);
				// nothing between p and next belongs to a third period
				expect(periodStart(next - 1)).toBe(p);
				// the local month moves by one
				const month = (x: number) => {
					const d = new Date(x + JAKARTA);
					return d.getUTCFullYear() * 12 + d.getUTCMonth();
				};
				expect(month(next) - month(p)).toBe(1);
				expect(month(p) - month(previous)).toBe(1);
			}),
		);
	});
});

describe("CI usage: billedMinutes (rounded up per job)", () => {
	it("rounds each started minute up", () => {
		const s = at("2025-03-01T00:00:00Z");
		expect(billedMinutes(s, s)).toBe(0);
		expect(billedMinutes(s, s + 1)).toBe(1);
		expect(billedMinutes(s, s + 60_000)).toBe(1);
		expect(billedMinutes(s, s + 60_001)).toBe(2);
		expect(billedMinutes(s, s + 61_000)).toBe(2);
		expect(billedMinutes(s, s + 3600_000)).toBe(60);
		// a clock that went backwards never bills negative minutes
		expect(billedMinutes(s, s - 5_000)).toBe(0);
	});

	it("property: never under the real duration, less than one minute over", () => {
		fc.assert(
			fc.property(instant, fc.integer({ min: 0, max: 30 * DAY }), (s, d) => {
				const m = billedMinutes(s, s + d);
				expect(Number.isInteger(m)).toBe(true);
				expect(m * 60_000).toBeGreaterThanOrEqual(d);
				expect(m * 60_000 - d).toBeLessThan(60_000);
			}),
		);
	});
});

describe("CI usage: tiers and flags", () => {
	it("the REFERENCE tiers; an unknown plan is free", () => {
		expect(TIER_MINUTES).toEqual({ free: 400, starter: 2_000, growth: 10_000, business: 50_000 });
		expect(minutesLimit("free")).toBe(400);
		expect(minutesLimit("starter")).toBe(2_000);
		expect(minutesLimit("growth")).toBe(10_000);
		expect(minutesLimit("business")).toBe(50_000);
		expect(minutesLimit("enterprise")).toBe(400);
		// not an inherited property of the record either
		expect(minutesLimit("constructor")).toBe(400);
		expect(minutesLimit("toString")).toBe(400);
	});

	it("softWarn at ≥ 80 %, exhausted at ≥ 100 %", () => {
		expect(usageFlags(0, 400)).toEqual({ softWarn: false, exhausted: false });
		expect(usageFlags(319, 400)).toEqual({ softWarn: false, exhausted: false });
		expect(usageFlags(320, 400)).toEqual({ softWarn: true, exhausted: false });
		expect(usageFlags(399, 400)).toEqual({ softWarn: true, exhausted: false });
		expect(usageFlags(400, 400)).toEqual({ softWarn: true, exhausted: true });
		expect(usageFlags(401, 400)).toEqual({ softWarn: true, exhausted: true });
		expect(usageFlags(7_999, 10_000).softWarn).toBe(false);
		expect(usageFlags(8_000, 10_000).softWarn).toBe(true);
		expect(usageFlags(39_999, 50_000).softWarn).toBe(false);
		expect(usageFlags(40_000, 50_000).softWarn).toBe(true);
	});

	it("property: the flags match the percentages, exhausted implies softWarn", () => {
		fc.assert(
			fc.property(fc.nat({ max: 200_000 }), fc.constantFrom(...Object.values(TIER_MINUTES)), (used, limit) => {
				const f = usageFlags(used, limit);
				expect(f.softWarn).toBe(used / limit >= 0.8);
				expect(f.exhausted).toBe(used >= limit);
				if (f.exhausted) expect(f.softWarn).toBe(true);
			}),
		);
	});
});
