import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	CLOCK_SKEW_MS,
	checkSoldAt,
	localDate,
	OFFLINE_WINDOW_MS,
	type StockRule,
	stockNeeds,
} from "../../../src/services/pos/sales/domain";

const tracked: StockRule = { trackStock: true, requiresBatch: false, isComposite: false, components: [] };

describe("stock a sale takes", () => {
	it("tracked variants take their quantity, untracked nothing, composites their components, summed once", () => {
		const rules = new Map<string, StockRule>([
			["beans", tracked],
			["milk", { ...tracked, requiresBatch: true }],
			["cup", { ...tracked, trackStock: false }],
			[
				"latte",
				{
					...tracked,
					isComposite: true,
					components: [
						{ variantId: "beans", quantity: 2 },
						{ variantId: "milk", quantity: 1 },
						{ variantId: "cup", quantity: 1 },
					],
				},
			],
		]);
		expect(
			stockNeeds(
				[
					{ variantId: "latte", quantity: 3 },
					{ variantId: "beans", quantity: 1 },
					{ variantId: "cup", quantity: 4 },
				],
				rules,
			),
		).toEqual([
			{ variantId: "beans", quantity: 7, batched: false },
			{ variantId: "milk", quantity: 3, batched: true },
		]);
	});

	it("the total taken equals Σ quantity × recipe share, one entry per variant (property)", () => {
		fc.assert(
			fc.property(
				fc.array(
					fc.record({ variantId: fc.constantFrom("a", "b", "c"), quantity: fc.integer({ min: 1, max: 10_000 }) }),
					{
						minLength: 1,
						maxLength: 20,
					},
				),
				(items) => {
					const rules = new Map<string, StockRule>([
						["a", tracked],
						["b", tracked],
						["c", { ...tracked, isComposite: true, components: [{ variantId: "a", quantity: 3 }] }],
					]);
					const needs = stockNeeds(items, rules);
					expect(new Set(needs.map((n) => n.variantId)).size).toBe(needs.length);
					const expected = items.reduce((sum, i) => sum + (i.variantId === "c" ? 3 : 1) * i.quantity, 0);
					expect(needs.reduce((sum, n) => sum + n.quantity, 0)).toBe(expected);
					expect(needs.every((n) => n.quantity > 0)).toBe(true);
				},
			),
		);
	});
});

describe("offline soldAt and local days", () => {
	const now = Date.UTC(2026, 10, 24, 12, 0, 0);
	it("accepts the last 72 hours, takes a minute of skew as now, refuses the rest", () => {
		expect(checkSoldAt(now - OFFLINE_WINDOW_MS, now)).toEqual({ ok: true, value: now - OFFLINE_WINDOW_MS });
		expect(checkSoldAt(now + CLOCK_SKEW_MS, now)).toEqual({ ok: true, value: now });
		expect(checkSoldAt(now + CLOCK_SKEW_MS + 1, now)).toMatchObject({ ok: false, problem: { param: "soldAt" } });
		expect(checkSoldAt(now - OFFLINE_WINDOW_MS - 1, now)).toMatchObject({ ok: false, problem: { param: "soldAt" } });
	});
	it("a sale's day is the outlet's calendar day", () => {
		const late = Date.UTC(2026, 10, 24, 20, 0, 0);
		expect(localDate(late, "UTC")).toBe("2026-11-24");
		expect(localDate(late, "Asia/Jakarta")).toBe("2026-11-25");
		expect(localDate(Date.UTC(2026, 10, 24, 16, 59, 59), "Asia/Jakarta")).toBe("2026-11-24");
		expect(localDate(Date.UTC(2026, 10, 24, 15, 0, 0), "Asia/Jayapura")).toBe("2026-11-25");
	});
});
