import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeTotals, type ItemInput } from "../../../src/services/pos/sales/domain";
import { type LineRate, type ServiceCharge, shareOut, taxLine } from "../../../src/services/pos/tax/rules";

const PB1: LineRate = { category: "taxr_01JB4X6N0ZQ8K3C9W2T5V7R1MD", name: "PB1", rateBps: 1000 };
const PPN: LineRate = { category: "standard", name: "PPN", rateBps: 1100 };
const EXEMPT: LineRate = { category: "exempt", name: "Exempt", rateBps: 0 };
const SC5: ServiceCharge = { bps: 500, taxable: true, base: "pre_tax" };

const totals = (r: ReturnType<typeof computeTotals>) => {
	if (!r.ok) throw new Error(r.problem.message);
	return r.value;
};

describe("tax and service charge: worked examples (docs/pos.md)", () => {
	it("PB1 10 % + 5 % service charge (taxable, pre-tax), exclusive: 50,000 → 2,500 + 5,250 → 57,750", () => {
		const t = totals(
			computeTotals({
				items: [{ catalogPrice: 25_000, quantity: 2, rate: PB1 }],
				taxRateBps: 1100,
				taxInclusive: false,
				serviceCharge: SC5,
			}),
		);
		expect(t).toMatchObject({ subtotal: 50_000, serviceChargeTotal: 2_500, taxTotal: 5_250, total: 57_750 });
		expect(t.lines[0]).toMatchObject({ orderDiscountShare: 0, serviceCharge: 2_500, taxable: 52_500, tax: 5_250 });
		expect(t.taxes).toEqual([{ ...PB1, taxable: 52_500, amount: 5_250 }]);
	});

	it("the same, inclusive (prices hold PB1): 55,000 → service charge 2,750 (holds its PB1), tax 5,250, total 57,750", () => {
		const t = totals(
			computeTotals({
				items: [{ catalogPrice: 27_500, quantity: 2, rate: PB1 }],
				taxRateBps: 0,
				taxInclusive: true,
				serviceCharge: SC5,
			}),
		);
		expect(t).toMatchObject({ subtotal: 55_000, serviceChargeTotal: 2_750, taxTotal: 5_250, total: 57_750 });
		expect(t.taxes).toEqual([{ ...PB1, taxable: 52_500, amount: 5_250 }]);
	});

	it("a mixed cart with an order discount: PB1 food, PPN 11 % merchandise, an exempt item, 10,000 off", () => {
		const items: ItemInput[] = [
			{ catalogPrice: 25_000, quantity: 2, rate: PB1 },
			{ catalogPrice: 30_000, quantity: 1 }, // standard: the outlet's 11 %
			{ catalogPrice: 5_000, quantity: 1, rate: EXEMPT },
		];
		const t = totals(
			computeTotals({ items, orderDiscount: 10_000, taxRateBps: 1100, taxInclusive: false, serviceCharge: SC5 }),
		);
		// Shares: round(10,000 × 50,000 / 85,000) = 5,882; round(10,000 × 80,000 / 85,000) − 5,882 = 3,530; 10,000 − 9,412 = 588.
		expect(t.lines.map((l) => l.orderDiscountShare)).toEqual([5_882, 3_530, 588]);
		expect(t.lines.map((l) => l.serviceCharge)).toEqual([2_206, 1_324, 221]);
		expect(t.lines.map((l) => l.taxable)).toEqual([46_324, 27_794, 4_633]);
		expect(t.lines.map((l) => l.tax)).toEqual([4_632, 3_057, 0]);
		expect(t).toMatchObject({
			subtotal: 85_000,
			orderDiscount: 10_000,
			discountTotal: 10_000,
			serviceChargeTotal: 3_751,
			taxTotal: 7_689,
			total: 86_440,
		});
		expect(t.taxes).toEqual([
			{ ...PB1, taxable: 46_324, amount: 4_632 },
			{ ...PPN, taxable: 27_794, amount: 3_057 },
			{ ...EXEMPT, taxable: 4_633, amount: 0 },
		]);
	});

	it("post-tax service charge: on the line with its tax, then taxed itself when taxable", () => {
		const sc: ServiceCharge = { bps: 500, taxable: true, base: "post_tax" };
		// Exclusive 50,000: tax on the goods 5,000; service charge 5 % of 55,000 = 2,750; tax 10 % of 52,750 = 5,275.
		expect(taxLine(50_000, 1000, false, sc)).toEqual({
			serviceCharge: 2_750,
			taxable: 52_750,
			tax: 5_275,
			due: 58_025,
		});
		// Inclusive 55,000: service charge 5 % of 55,000 with its PB1 = 3,025; the same 58,025 is due.
		expect(taxLine(55_000, 1000, true, sc)).toEqual({ serviceCharge: 3_025, taxable: 52_750, tax: 5_275, due: 58_025 });
		// Not taxable: the charge is added without tax.
		expect(taxLine(50_000, 1000, false, { ...sc, taxable: false })).toEqual({
			serviceCharge: 2_750,
			taxable: 50_000,
			tax: 5_000,
			due: 57_750,
		});
	});

	it("no service charge and one standard rate: the per-sale examples of issue 19 are unchanged", () => {
		const ex = totals(
			computeTotals({ items: [{ catalogPrice: 10_150, quantity: 1 }], taxRateBps: 1100, taxInclusive: false }),
		);
		expect(ex).toMatchObject({ taxTotal: 1_117, total: 11_267, serviceChargeTotal: 0 });
		const inc = totals(
			computeTotals({
				items: [{ catalogPrice: 52_000, quantity: 1 }],
				orderDiscount: 2_000,
				taxRateBps: 1100,
				taxInclusive: true,
			}),
		);
		expect(inc).toMatchObject({ taxTotal: 4_955, total: 50_000 });
	});
});

const rate = fc.oneof(
	fc.constant(undefined),
	fc.constant(EXEMPT),
	fc
		.integer({ min: 0, max: 10_000 })
		.map((rateBps): LineRate => ({ category: "taxr_01JB4X6N0ZQ8K3C9W2T5V7R1MD", name: "R", rateBps })),
);
const item = fc.record({
	catalogPrice: fc.integer({ min: 0, max: 5_000_000 }),
	quantity: fc.integer({ min: 1, max: 50 }),
	rate,
});
const serviceCharge = fc.record({
	bps: fc.integer({ min: 0, max: 10_000 }),
	taxable: fc.boolean(),
	base: fc.constantFrom("pre_tax" as const, "post_tax" as const),
});

describe("tax and service charge: properties", () => {
	it("order-discount shares sum exactly to the discount, each 0..amount and within 1 of pro rata", () => {
		fc.assert(
			fc.property(
				fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 20 }),
				fc.double({ min: 0, max: 1, noNaN: true }),
				(amounts, f) => {
					const sum = amounts.reduce((a, b) => a + b, 0);
					const d = Math.floor(sum * f);
					const shares = shareOut(amounts, d);
					expect(shares.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : d);
					shares.forEach((s, i) => {
						const a = amounts[i] as number;
						expect(s).toBeGreaterThanOrEqual(0);
						expect(s).toBeLessThanOrEqual(a);
						if (sum > 0) expect(Math.abs(s * sum - d * a)).toBeLessThan(sum);
					});
				},
			),
		);
	});

	it("the sale is the sum of its lines; exclusive total = taxable + tax (+ an untaxed service charge); inclusive total = prices − discounts + service charge", () => {
		fc.assert(
			fc.property(
				fc.array(item, { minLength: 1, maxLength: 8 }),
				fc.integer({ min: 0, max: 10_000 }),
				fc.boolean(),
				serviceCharge,
				fc.double({ min: 0, max: 1, noNaN: true }),
				(items, outletBps, inclusive, sc, f) => {
					const subtotal = items.reduce((s, i) => s + i.catalogPrice * i.quantity, 0);
					const orderDiscount = Math.floor(subtotal * f);
					const t = totals(
						computeTotals({ items, orderDiscount, taxRateBps: outletBps, taxInclusive: inclusive, serviceCharge: sc }),
					);
					const sum = (k: "orderDiscountShare" | "serviceCharge" | "tax" | "taxable" | "total") =>
						t.lines.reduce((s, l) => s + l[k], 0);
					expect(t.subtotal).toBe(sum("total"));
					expect(sum("orderDiscountShare")).toBe(orderDiscount);
					expect(t.serviceChargeTotal).toBe(sum("serviceCharge"));
					expect(t.taxTotal).toBe(sum("tax"));
					expect(t.taxes.reduce((s, x) => s + x.amount, 0)).toBe(t.taxTotal);
					expect(t.taxes.reduce((s, x) => s + x.taxable, 0)).toBe(sum("taxable"));
					const untaxedCharge = sc.taxable ? 0 : t.serviceChargeTotal;
					if (inclusive) {
						expect(t.total).toBe(subtotal - orderDiscount + t.serviceChargeTotal);
						expect(t.total).toBe(sum("taxable") + t.taxTotal + untaxedCharge);
					} else expect(t.total).toBe(sum("taxable") + t.taxTotal + untaxedCharge);
					for (const l of t.lines) {
						for (const v of [l.orderDiscountShare, l.serviceCharge, l.taxable, l.tax])
							expect(v).toBeGreaterThanOrEqual(0);
						if (l.rate.rateBps === 0) expect(l.tax).toBe(0);
					}
					if (sc.bps === 0) expect(t.serviceChargeTotal).toBe(0);
				},
			),
		);
	});

	it("an inclusive price of p × (1 + r) bills what an exclusive price of p does, up to a rupiah per amount", () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 0, max: 10_000_000 }),
				fc.constantFrom(0, 1000, 1100, 1200),
				serviceCharge,
				(p, r, sc) => {
					const ex = taxLine(p * 10_000, r, false, sc);
					const inc = taxLine(p * (10_000 + r), r, true, sc);
					expect(Math.abs(inc.due - ex.due)).toBeLessThanOrEqual(2);
					expect(Math.abs(inc.tax - ex.tax)).toBeLessThanOrEqual(2);
				},
			),
		);
	});
});
