import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	CRON_NICKNAMES,
	compileCron,
	cronError,
	cronMatches,
	nextRunAfter,
	nextRunAt,
} from "../../../src/services/pipeline/schedules/domain";

const at = (iso: string) => Date.parse(iso);
const next = (expr: string, from: string) => {
	const t = nextRunAfter(expr, at(from));
	return t == null ? null : new Date(t).toISOString();
};
const MINUTE = 60_000;

describe("CI schedules: cron in Asia/Jakarta", () => {
	it("Jakarta is UTC+7 all year (no DST): 0 9 * * * fires at 02:00 UTC in January and in July", () => {
		expect(next("0 9 * * *", "2025-01-01T00:00:00Z")).toBe("2025-01-01T02:00:00.000Z");
		expect(next("0 9 * * *", "2025-07-01T00:00:00Z")).toBe("2025-07-01T02:00:00.000Z");
		// strictly after: at 02:00 UTC exactly, the next is tomorrow's
		expect(next("0 9 * * *", "2025-01-01T02:00:00Z")).toBe("2025-01-02T02:00:00.000Z");
		expect(next("0 9 * * *", "2025-01-01T01:59:59.999Z")).toBe("2025-01-01T02:00:00.000Z");
		expect(cronMatches("0 9 * * *", at("2025-03-30T02:00:00Z"))).toBe(true);
		expect(cronMatches("0 9 * * *", at("2025-03-30T09:00:00Z"))).toBe(false);
	});

	it("days are Jakarta's: midnight Monday in Jakarta is Sunday 17:00 UTC", () => {
		// 2025-01-06 is a Monday
		expect(next("0 0 * * MON", "2025-01-01T00:00:00Z")).toBe("2025-01-05T17:00:00.000Z");
		expect(next("0 0 * * 1", "2025-01-01T00:00:00Z")).toBe("2025-01-05T17:00:00.000Z");
		expect(next("30 23 31 12 *", "2025-06-01T00:00:00Z")).toBe("2025-12-31T16:30:00.000Z");
		// 7 is Sunday too; names are case-insensitive
		expect(next("0 0 * * 7", "2025-01-01T00:00:00Z")).toBe("2025-01-04T17:00:00.000Z");
		expect(next("0 0 1 jan *", "2025-06-01T00:00:00Z")).toBe("2025-12-31T17:00:00.000Z");
	});

	it("lists, ranges and steps", () => {
		expect(next("*/15 * * * *", "2025-01-01T02:07:00Z")).toBe("2025-01-01T02:15:00.000Z");
		expect(next("0 8-10/2 * * *", "2025-01-01T02:00:00Z")).toBe("2025-01-01T03:00:00.000Z");
		expect(next("5,35 * * * *", "2025-01-01T02:06:00Z")).toBe("2025-01-01T02:35:00.000Z");
		// working days at 09:00 Jakarta: Friday 3 Jan → Monday 6 Jan
		expect(next("0 9 * * MON-FRI", "2025-01-03T02:00:00Z")).toBe("2025-01-06T02:00:00.000Z");
		// day-of-month alone: only the 1st
		expect(next("0 0 1 * *", "2025-01-01T00:00:00Z")).toBe("2025-01-31T17:00:00.000Z");
		expect(next("0 0 29 2 *", "2025-01-01T00:00:00Z")).toBe("2028-02-28T17:00:00.000Z");
	});

	it("nicknames expand to their 5-field forms, evaluated in Jakarta", () => {
		expect(next("@daily", "2025-01-01T00:00:00Z")).toBe("2025-01-01T17:00:00.000Z");
		expect(next("@midnight", "2025-01-01T00:00:00Z")).toBe("2025-01-01T17:00:00.000Z");
		expect(next("@hourly", "2025-01-01T00:10:00Z")).toBe("2025-01-01T01:00:00.000Z");
		expect(next("@weekly", "2025-01-01T00:00:00Z")).toBe("2025-01-04T17:00:00.000Z");
		expect(next("@monthly", "2025-01-01T00:00:00Z")).toBe("2025-01-31T17:00:00.000Z");
		expect(next("@yearly", "2025-01-01T00:00:00Z")).toBe("2025-12-31T17:00:00.000Z");
		expect(next("@ANNUALLY", "2025-01-01T00:00:00Z")).toBe("2025-12-31T17:00:00.000Z");
		expect(Object.keys(CRON_NICKNAMES).sort()).toEqual(
			["@annually", "@daily", "@hourly", "@midnight", "@monthly", "@weekly", "@yearly"].sort(),
		);
	});

	it.each([
		["", /5 fields/],
		["* * * *", /needs 5 fields.*not 4/],
		["0 0 * * * *", /needs 5 fields.*not 6/],
		["0 0 0 * * * 2030", /not 7/],
		["@reboot", /unknown nickname @reboot/],
		["@every_minute", /unknown nickname/],
		["60 * * * *", /minute/],
		["* 24 * * *", /hour/],
		["0 0 0 * *", /day/],
		["0 0 * 13 *", /month/],
		["0 0 * * 8", /dayOfWeek/],
		["5-1 * * * *", /larger/],
		["*/0 * * * *", /stepping/],
		["5/5 * * * *", /stepping/],
		["0, * * * *", /minute: "" is not/],
		["0 0 L * *", /day of month: "L"/],
		["0 0 15W * *", /day of month: "15W"/],
		["0 0 * * MON#1", /day of week: "MON#1"/],
		["0 0 1 * +MON", /day of week: "\+MON"/],
		["0 0 ? * *", /day of month: "\?"/],
		["0 MON * * *", /hour: names are not allowed/],
		["0 0 * FOO *", /month: "FOO" is not one of JAN/],
		["0 0 * * FUN", /day of week: "FUN"/],
		["0 0 30 2 *", /never fires/],
		["0 0 31 4 *", /never fires/],
	])("refuses %j", (expr, why) => {
		const err = cronError(expr);
		expect(err).toMatch(why);
		expect(compileCron(expr).ok).toBe(false);
		expect(nextRunAfter(expr, at("2025-01-01T00:00:00Z"))).toBeNull();
	});

	it("nextRunAt is null while inactive and the next slot after now otherwise", () => {
		const now = at("2025-01-01T02:00:30Z");
		expect(nextRunAt("* * * * *", false, now)).toBeNull();
		expect(nextRunAt("* * * * *", true, now)).toBe(at("2025-01-01T02:01:00Z"));
		// hours late: the next slot after now, not the missed ones
		expect(nextRunAt("0 * * * *", true, at("2025-01-01T09:30:00Z"))).toBe(at("2025-01-01T10:00:00Z"));
	});

	// Expressions built from the accepted grammar (values, ranges, lists, steps, names).
	const field = (lo: number, hi: number, names?: string[]) =>
		fc.oneof(
			fc.constant("*"),
			fc.integer({ min: lo, max: hi }).map(String),
			fc
				.tuple(fc.integer({ min: lo, max: hi }), fc.integer({ min: lo, max: hi }))
				.map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`),
			fc.integer({ min: 1, max: Math.min(hi, 30) }).map((n) => `*/${n}`),
			fc.uniqueArray(fc.integer({ min: lo, max: hi }), { minLength: 2, maxLength: 4 }).map((xs) => xs.join(",")),
			...(names ? [fc.constantFrom(...names)] : []),
		);
	const expression = fc
		.tuple(
			field(0, 59),
			field(0, 23),
			field(1, 28),
			field(1, 12, ["JAN", "jun", "DEC"]),
			field(0, 7, ["MON", "sat", "SUN"]),
		)
		.map((f) => f.join(" "));
	const instant = fc.integer({ min: at("2000-01-01T00:00:00Z"), max: at("2090-01-01T00:00:00Z") });

	it("property: next(t) is after t, on a whole minute, fires, and nothing fires in the 120 minutes before it", () => {
		fc.assert(
			fc.property(expression, instant, (expr, t) => {
				expect(cronError(expr)).toBeNull();
				const n = nextRunAfter(expr, t) as number;
				expect(n).toBeGreaterThan(t);
				expect(n % MINUTE).toBe(0);
				expect(cronMatches(expr, n)).toBe(true);
				for (let m = n - MINUTE; m > t && m >= n - 120 * MINUTE; m -= MINUTE) expect(cronMatches(expr, m)).toBe(false);
			}),
			{ numRuns: 150 },
		);
	});

	it("property: the next run after a run is the following one (monotonic, no slot repeated)", () => {
		fc.assert(
			fc.property(expression, instant, (expr, t) => {
				const a = nextRunAfter(expr, t) as number;
				const b = nextRunAfter(expr, a) as number;
				expect(b).toBeGreaterThan(a);
				expect(nextRunAfter(expr, a - 1)).toBe(a);
			}),
			{ numRuns: 100 },
		);
	});
});
