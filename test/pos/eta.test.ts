// The tracker's ETA rules (shipping/eta.ts), directly: durations as the aggregator words them,
// counted from the pickup; no ETA for finished, unbooked or unreadable shipments.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { etaOf, parseDuration } from "../../src/services/pos/shipping/eta";

const T = Date.UTC(2026, 10, 29, 3, 0);

describe("parseDuration", () => {
	it("reads ranges and single values in days and hours, the aggregator's words and Indonesian ones", () => {
		expect(parseDuration("1 - 2 days")).toEqual({ unit: "days", low: 1, high: 2 });
		expect(parseDuration("1 days")).toEqual({ unit: "days", low: 1, high: 1 });
		expect(parseDuration("1 - 3 hours")).toEqual({ unit: "hours", low: 1, high: 3 });
		expect(parseDuration("2-3 hari")).toEqual({ unit: "days", low: 2, high: 3 });
		expect(parseDuration("6 jam")).toEqual({ unit: "hours", low: 6, high: 6 });
	});
	it("gives up on anything else rather than guess", () => {
		for (const s of ["unknown", "", "3 - 1 days", "1 - 2 weeks", "soon", "1 - 2 days; DROP TABLE", null])
			expect(parseDuration(s), String(s)).toBeNull();
	});
	it("never throws and never yields a window that ends before it starts (property)", () => {
		fc.assert(
			fc.property(fc.string({ maxLength: 40 }), (s) => {
				const d = parseDuration(s);
				return d === null || (d.low <= d.high && d.low >= 0);
			}),
		);
	});
});

describe("etaOf", () => {
	it("counts the window from the pickup", () => {
		expect(etaOf("picked", "1 - 2 days", T)).toEqual({
			unit: "days",
			earliest: T + 86_400_000,
			latest: T + 2 * 86_400_000,
		});
		expect(etaOf("dropping_off", "1 - 3 hours", T)).toEqual({
			unit: "hours",
			earliest: T + 3_600_000,
			latest: T + 3 * 3_600_000,
		});
	});
	it("is null once delivered, stopped or not yet booked, or when the duration is unreadable", () => {
		for (const s of ["delivered", "cancelled", "rejected", "returned", "draft"] as const)
			expect(etaOf(s, "1 - 2 days", T), s).toBeNull();
		expect(etaOf("picked", null, T)).toBeNull();
		expect(etaOf("picked", "unknown", T)).toBeNull();
	});
});
