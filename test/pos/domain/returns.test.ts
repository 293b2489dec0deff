import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	DAY_MS,
	type LineForReturn,
	lineAmounts,
	planRefunds,
	pointsTaken,
	priceReturn,
	returnShare,
	withinWindow,
} from "../../../src/services/pos/returns/domain";
import { computeTotals } from "../../../src/services/pos/sales/domain";
import type { LineRate } from "../../../src/services/pos/tax/rules";

const PPN: LineRate = { category: "standard", name: "PPN", rateBps: 1000 };
const KEYS = ["total", "orderDiscountShare", "serviceCharge", "taxable", "tax", "refund"] as const;

/** Splits q into random positive parts, in order. */
const parts = (q: number) =>
	fc.array(fc.integer({ min: 1, max: q }), { maxLength: q }).map((cuts) => {
		const out: number[] = [];
		let left = q;
		for (const c of cuts) {
			if (left === 0) break;
			const n = Math.min(c, left);
			out.push(n);
			left -= n;
		}
		if (left > 0) out.push(left);
		return out;
	});

describe("returns: worked example (docs/pos.md)", () => {
	it("3 × 10,000 and 2 × 10,000 − 1,000, order discount 2,000, 5 % service, 10 % tax: 11,079 + 22,158 + 21,049", () => {
		const t = computeTotals({
			items: [
				{ catalogPrice: 10_000, quantity: 3, rate: PPN },
				{ catalogPrice: 10_000, quantity: 2, discount: 1_000, rate: PPN },
			],
			orderDiscount: 2_000,
			taxRateBps: 1000,
			taxInclusive: false,
			serviceCharge: { bps: 500, taxable: true, base: "pre_tax" },
		});
		if (!t.ok) throw new Error(t.problem.message);
		expect(t.value.total).toBe(54_286);
		const sale = { ...t.value, taxInclusive: false };
		const lines: LineForReturn[] = t.value.lines.map((l, i) => ({ ...l, quantity: i ? 2 : 3, returnedQuantity: 0 }));
		const one = priceReturn(sale, lines, [{ line: 0, quantity: 1 }]);
		expect(one.ok && one.value.lines[0]).toEqual({
			total: 10_000,
			orderDiscountShare: 408,
			serviceCharge: 480,
			taxable: 10_072,
			tax: 1_007,
			refund: 11_079,
		});
		const rest = priceReturn(
			sale,
			[{ ...(lines[0] as LineForReturn), returnedQuantity: 1 }, lines[1] as LineForReturn],
			[
				{ line: 0, quantity: 2 },
				{ line: 1, quantity: 2 },
			],
		);
		expect(rest.ok && rest.value.lines.map((l) => l.refund)).toEqual([22_158, 21_049]);
		const over = priceReturn(sale, lines, [{ line: 1, quantity: 3 }]);
		expect(over).toMatchObject({ ok: false, problem: { param: "items.0.quantity" } });
		const twice = priceReturn(sale, lines, [
			{ line: 1, quantity: 1 },
			{ line: 1, quantity: 1 },
		]);
		expect(twice).toMatchObject({ ok: false, problem: { param: "items.1.saleItemId" } });
	});
});

describe("returns: properties", () => {
	const line = fc.record({
		total: fc.integer({ min: 0, max: 50_000_000 }),
		orderDiscountShare: fc.integer({ min: 0, max: 1_000_000 }),
		serviceCharge: fc.integer({ min: 0, max: 5_000_000 }),
		taxable: fc.integer({ min: 0, max: 50_000_000 }),
		tax: fc.integer({ min: 0, max: 5_000_000 }),
	});

	it("returns of any sizes, in any order, add up to exactly the line; each share is within 1 of its pro-rata part", () => {
		fc.assert(
			fc.property(
				line,
				fc.integer({ min: 1, max: 60 }).chain((q) => fc.tuple(fc.constant(q), parts(q))),
				fc.boolean(),
				(l, [q, sizes], inclusive) => {
					const sum = Object.fromEntries(KEYS.map((k) => [k, 0])) as Record<(typeof KEYS)[number], number>;
					let before = 0;
					for (const n of sizes) {
						const share = returnShare(l, q, before, n, inclusive);
						for (const k of KEYS) {
							if (k !== "refund") expect(Math.abs(share[k] - (l[k] * n) / q)).toBeLessThanOrEqual(1);
							sum[k] += share[k];
						}
						expect(share.refund).toBe(
							share.total - share.orderDiscountShare + share.serviceCharge + (inclusive ? 0 : share.tax),
						);
						before += n;
					}
					for (const k of KEYS) if (k !== "refund") expect(sum[k]).toBe(l[k]);
					expect(sum.refund).toBe(l.total - l.orderDiscountShare + l.serviceCharge + (inclusive ? 0 : l.tax));
				},
			),
		);
	});

	it("a sale stored without line amounts spreads its own discount, service charge and tax to exactly its total", () => {
		fc.assert(
			fc.property(
				fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 20 }),
				fc.integer({ min: 0, max: 10_000 }),
				fc.integer({ min: 0, max: 2_000 }),
				fc.boolean(),
				(totals, discountBps, taxBps, inclusive) => {
					const subtotal = totals.reduce((a, b) => a + b, 0);
					const orderDiscount = Math.floor((subtotal * discountBps) / 10_000);
					const net = subtotal - orderDiscount;
					const taxTotal = Math.floor((net * taxBps) / 10_000);
					const total = inclusive ? net : net + taxTotal;
					const got = lineAmounts(
						{ total, orderDiscount, serviceChargeTotal: 0, taxTotal, taxInclusive: inclusive },
						totals.map((t) => ({ total: t, orderDiscountShare: 0, serviceCharge: 0, taxable: 0, tax: 0 })),
					);
					expect(got.reduce((s, l) => s + l.refund, 0)).toBe(total);
					expect(got.reduce((s, l) => s + l.tax, 0)).toBe(taxTotal);
					expect(got.reduce((s, l) => s + l.orderDiscountShare, 0)).toBe(orderDiscount);
					for (const l of got) expect(l.refund).toBeGreaterThanOrEqual(0);
				},
			),
		);
	});

	it("refunds never take more of a payment than is left of it, and add up to the return", () => {
		fc.assert(
			fc.property(
				fc.array(
					fc.record({
						method: fc.constantFrom("CASH", "QRIS", "CARD", "OTHER"),
						amount: fc.integer({ min: 0, max: 1_000_000 }),
						refunded: fc.integer({ min: 0, max: 1_000_000 }),
					}),
					{ minLength: 1, maxLength: 6 },
				),
				fc.integer({ min: 0, max: 3_000_000 }),
				(raw, total) => {
					const payments = raw.map((p, position) => ({ ...p, position, refunded: Math.min(p.refunded, p.amount) }));
					const left = payments.reduce((s, p) => s + p.amount - p.refunded, 0);
					const plan = planRefunds(payments, total);
					if (total > left) {
						expect(plan.ok).toBe(false);
						return;
					}
					if (!plan.ok) throw new Error(plan.problem.message);
					expect(plan.value.reduce((s, r) => s + r.amount, 0)).toBe(total);
					for (const p of payments) {
						const taken = plan.value.filter((r) => r.paymentPosition === p.position).reduce((s, r) => s + r.amount, 0);
						expect(taken).toBeLessThanOrEqual(p.amount - p.refunded);
					}
				},
			),
		);
	});

	it("points taken back over returns of the whole sale add up to what it earned", () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 0, max: 10_000_000 }),
				fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 10 }),
				(total, weights) => {
					const earned = Math.floor(total / 1_000);
					const sum = weights.reduce((a, b) => a + b, 0);
					let returned = 0;
					let taken = 0;
					let acc = 0;
					for (const w of weights) {
						acc += w;
						const upTo = Math.floor((total * acc) / sum);
						taken += pointsTaken(earned, total, returned, upTo - returned);
						returned = upTo;
					}
					expect(taken).toBe(earned);
				},
			),
		);
	});
});

describe("returns: rules", () => {
	it("refunds asked for: back the way the sale was paid, adding up to the return", () => {
		const payments = [
			{ position: 0, method: "QRIS", amount: 20_000, refunded: 0 },
			{ position: 1, method: "CASH", amount: 30_000, refunded: 5_000 },
		];
		expect(planRefunds(payments, 30_000)).toEqual({
			ok: true,
			value: [
				{ paymentPosition: 0, method: "QRIS", amount: 20_000 },
				{ paymentPosition: 1, method: "CASH", amount: 10_000 },
			],
		});
		expect(
			planRefunds(payments, 30_000, [
				{ method: "CASH", amount: 25_000 },
				{ method: "QRIS", amount: 5_000 },
			]),
		).toEqual({
			ok: true,
			value: [
				{ paymentPosition: 1, method: "CASH", amount: 25_000 },
				{ paymentPosition: 0, method: "QRIS", amount: 5_000 },
			],
		});
		expect(planRefunds(payments, 30_000, [{ method: "CASH", amount: 30_000 }])).toMatchObject({
			ok: false,
			problem: { param: "refunds.0.amount" },
		});
		expect(planRefunds(payments, 1_000, [{ method: "CARD", amount: 1_000 }])).toMatchObject({
			ok: false,
			problem: { param: "refunds.0.method" },
		});
		expect(planRefunds(payments, 1_000, [{ method: "CASH", amount: 999 }])).toMatchObject({
			ok: false,
			problem: { param: "refunds" },
		});
	});

	it("the return window counts whole days from the sale; 0 takes no returns", () => {
		const sold = Date.UTC(2026, 10, 1);
		expect(withinWindow(sold, sold + 30 * DAY_MS, 30)).toBe(true);
		expect(withinWindow(sold, sold + 30 * DAY_MS + 1, 30)).toBe(false);
		expect(withinWindow(sold, sold, 0)).toBe(false);
	});
});
