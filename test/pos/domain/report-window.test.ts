import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween, daysOf, reportWindow, startOfLocalDay } from "../../../src/services/pos/reports/window";
import { localDate } from "../../../src/services/pos/sales/domain";

const H = 3_600_000;
const ok = (r: ReturnType<typeof reportWindow>) => {
	if (!r.ok) throw new Error(`expected a window, got ${JSON.stringify(r.problem)}`);
	return r.value;
};
// 2026-05-10T20:00:00Z: 11 May 03:00 in Jakarta (UTC+7), 11 May 05:00 in Jayapura (UTC+9).
const NOW = Date.parse("2026-05-10T20:00:00Z");

describe("report windows: local days", () => {
	it("calendar arithmetic crosses months, leap days and years", () => {
		expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
		expect(addDays("2024-02-29", 1)).toBe("2024-03-01");
		expect(addDays("2025-01-01", -1)).toBe("2024-12-31");
		expect(daysBetween("2024-01-01", "2024-12-31")).toBe(365);
	});

	it("a local day starts at local midnight, daylight saving included", () => {
		expect(startOfLocalDay("2026-05-11", "Asia/Jakarta")).toBe(Date.parse("2026-05-10T17:00:00Z"));
		expect(startOfLocalDay("2026-05-11", "Asia/Jayapura")).toBe(Date.parse("2026-05-10T15:00:00Z"));
		expect(startOfLocalDay("2026-05-11", "UTC")).toBe(Date.parse("2026-05-11T00:00:00Z"));
		// New York: 8 March 2026 springs forward at 02:00 (EST −5 before), 1 November falls back (EDT −4 before).
		expect(startOfLocalDay("2026-03-08", "America/New_York")).toBe(Date.parse("2026-03-08T05:00:00Z"));
		expect(startOfLocalDay("2026-03-09", "America/New_York")).toBe(Date.parse("2026-03-09T04:00:00Z"));
		expect(startOfLocalDay("2026-11-01", "America/New_York")).toBe(Date.parse("2026-11-01T04:00:00Z"));
	});

	it("property: every local day starts on that day and the instant before is the day before", () => {
		const zones = fc.constantFrom(
			"Asia/Jakarta",
			"Asia/Makassar",
			"Asia/Jayapura",
			"America/New_York",
			"Europe/Berlin",
		);
		const day = fc.integer({ min: 0, max: 3_000 }).map((n) => addDays("2020-01-01", n));
		fc.assert(
			fc.property(zones, day, (tz, d) => {
				const t = startOfLocalDay(d, tz);
				expect(localDate(t, tz)).toBe(d);
				expect(localDate(t - 1, tz)).toBe(addDays(d, -1));
			}),
		);
	});
});

describe("report windows: from, to and days", () => {
	it("default: the last 30 local days, today included, in the given zone", () => {
		const w = ok(reportWindow({}, "Asia/Jayapura", NOW));
		expect(w).toMatchObject({ fromDate: "2026-04-12", toDate: "2026-05-11", days: 30, timeZone: "Asia/Jayapura" });
		expect(w.start).toBe(Date.parse("2026-04-11T15:00:00Z"));
		expect(w.end).toBe(Date.parse("2026-05-11T15:00:00Z"));
		expect(daysOf(w)).toHaveLength(30);
		expect(daysOf(w)[0]).toBe("2026-04-12");
		expect(daysOf(w)[29]).toBe("2026-05-11");
		expect(ok(reportWindow({ days: 1 }, "UTC", NOW))).toMatchObject({ fromDate: "2026-05-10", toDate: "2026-05-10" });
	});

	it("dates are whole local days; a datetime to is inclusive", () => {
		const w = ok(reportWindow({ from: "2026-05-01", to: "2026-05-03" }, "Asia/Jakarta", NOW));
		expect(w).toMatchObject({ fromDate: "2026-05-01", toDate: "2026-05-03", days: 3 });
		expect(w.start).toBe(Date.parse("2026-04-30T17:00:00Z"));
		expect(w.end).toBe(Date.parse("2026-05-03T17:00:00Z"));
		const one = ok(reportWindow({ from: "2026-05-01", to: "2026-05-01" }, "UTC", NOW));
		expect(one.end - one.start).toBe(24 * H);
		const t = "2026-05-02T10:00:00+07:00";
		const exact = ok(reportWindow({ from: t, to: t }, "Asia/Jakarta", NOW));
		expect(exact).toMatchObject({ start: Date.parse(t), end: Date.parse(t) + 1, days: 1, fromDate: "2026-05-02" });
	});

	it("only to: the 30 days ending on its day; only from: up to the end of today", () => {
		const to = ok(reportWindow({ to: "2026-03-31" }, "UTC", NOW));
		expect(to).toMatchObject({ fromDate: "2026-03-02", toDate: "2026-03-31", days: 30 });
		const from = ok(reportWindow({ from: "2026-05-09T12:00:00Z" }, "Asia/Jakarta", NOW));
		expect(from).toMatchObject({
			start: Date.parse("2026-05-09T12:00:00Z"),
			fromDate: "2026-05-09",
			toDate: "2026-05-11",
		});
		expect(from.end).toBe(startOfLocalDay("2026-05-12", "Asia/Jakarta"));
	});

	it("a datetime's local day is read in the report's zone", () => {
		const w = ok(reportWindow({ from: "2026-05-10T16:30:00Z", to: "2026-05-10T18:00:00Z" }, "Asia/Jakarta", NOW));
		// 23:30 on the 10th and 01:00 on the 11th in Jakarta: two local days touched.
		expect(w).toMatchObject({ fromDate: "2026-05-10", toDate: "2026-05-11", days: 2 });
	});

	it("from after to, days beside from/to, or more than 366 local days are refused", () => {
		const bad = (q: Parameters<typeof reportWindow>[0]) => {
			const r = reportWindow(q, "Asia/Jakarta", NOW);
			return r.ok ? null : r.problem.param;
		};
		expect(bad({ from: "2026-05-02", to: "2026-05-01" })).toBe("from");
		expect(bad({ from: "2026-05-01T10:00:00Z", to: "2026-05-01T09:59:59.999Z" })).toBe("from");
		expect(bad({ from: "2026-06-01" })).toBe("from");
		expect(bad({ days: 7, from: "2026-05-01" })).toBe("days");
		expect(bad({ days: 7, to: "2026-05-01" })).toBe("days");
		expect(bad({ from: "2024-01-01", to: "2024-12-31" })).toBeNull();
		expect(bad({ from: "2024-01-01", to: "2025-01-01" })).toBe("to");
		expect(bad({ from: "2024-01-01T12:00:00+07:00", to: "2025-01-01T11:00:00+07:00" })).toBe("to");
		expect(bad({ days: 366 })).toBeNull();
	});
});
