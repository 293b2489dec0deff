import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeTotals, mulDivHalfUp, pointsEarned, settlePayments } from "../../../src/services/pos/sales/domain";

const item = fc.record({
	catalogPrice: fc.integer({ min: 0, max: 1_000_000 }),
	quantity: fc.integer({ min: 1, max: 100 }),
	modifiers: fc.array(fc.record({ name: fc.constant("m"), price: fc.integer({ min: 0, max: 50_000 }) }), {
		maxLength: 3,
	}),
});

/** Half-up rounding of p / q against a reference written differently (exact decimal strings). */
const reference = (p: bigint, q: bigint) => {
	const whole = p / q;
	const rest = p % q;
	return Number(rest * 2n >= q ? whole + 1n : whole);
};

describe("sale totals", () => {
	it("the REFERENCE examples: exclusive 10,150 at 11 % → 1,117; inclusive 50,000 → 4,955", () => {
		const ex = computeTotals({ items: [{ catalogPrice: 10_150, quantity: 1 }], taxRateBps: 1100, taxInclusive: false });
		expect(ex).toEqual({
			ok: true,
			value: expect.objectContaining({ subtotal: 10_150, taxTotal: 1_117, total: 11_267 }),
		});
		const inc = computeTotals({ items: [{ catalogPrice: 50_000, quantity: 1 }], taxRateBps: 1100, taxInclusive: true });
		expect(inc).toEqual({ ok: true, value: expect.objectContaining({ taxTotal: 4_955, total: 50_000 }) });
	});

	it("half-up rounding matches the reference for any inputs (property)", () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 0, max: 2 ** 40 }),
				fc.integer({ min: 0, max: 10_000 }),
				fc.integer({ min: 1, max: 20_000 }),
				(a, b, d) => {
					expect(mulDivHalfUp(a, b, d)).toBe(reference(BigInt(a) * BigInt(b), BigInt(d)));
				},
			),
		);
	});

	it("totals hold together; paying the total in cash with any tender gives change ≥ 0 (property)", () => {
		fc.assert(
			fc.property(
				fc.array(item, { minLength: 1, maxLength: 5 }),
				fc.integer({ min: 0, max: 10_000 }),
				fc.boolean(),
				fc.integer({ min: 0, max: 100_000 }),
				(items, bps, inclusive, extra) => {
					const r = computeTotals({ items, taxRateBps: bps, taxInclusive: inclusive });
					if (!r.ok) throw new Error(r.problem.message);
					const t = r.value;
					expect(t.subtotal).toBe(t.lines.reduce((s, l) => s + l.total, 0));
					expect(t.taxTotal).toBeGreaterThanOrEqual(0);
					expect(t.total).toBe(inclusive ? t.subtotal : t.subtotal + t.taxTotal);
					if (inclusive) expect(t.taxTotal).toBeLessThanOrEqual(t.subtotal);
					const paid = settlePayments(t.total, [{ method: "CASH", amount: t.total, tendered: t.total + extra }]);
					expect(paid).toEqual({ ok: true, value: expect.objectContaining({ changeTotal: extra }) });
					const split = Math.floor(t.total / 2);
					expect(
						settlePayments(t.total, [
							{ method: "QRIS", amount: split },
							{ method: "CARD", amount: t.total - split },
						]).ok,
					).toBe(true);
					expect(settlePayments(t.total, [{ method: "CARD", amount: t.total + 1 }]).ok).toBe(false);
				},
			),
		);
	});

	it("refuses what the rules refuse, naming the field", () => {
		const base = { taxRateBps: 0, taxInclusive: false };
		const problem = (r: ReturnType<typeof computeTotals>) => (r.ok ? null : r.problem.param);
		expect(problem(computeTotals({ ...base, items: [] }))).toBe("items");
		expect(problem(computeTotals({ ...base, items: [{ catalogPrice: 1, quantity: 0 }] }))).toBe("items.0.quantity");
		expect(problem(computeTotals({ ...base, items: [{ catalogPrice: 1, quantity: 10_001 }] }))).toBe(
			"items.0.quantity",
		);
		expect(problem(computeTotals({ ...base, items: [{ catalogPrice: 100, quantity: 2, discount: 201 }] }))).toBe(
			"items.0.discount",
		);
		expect(problem(computeTotals({ ...base, items: [{ catalogPrice: 100, quantity: 1 }], orderDiscount: 101 }))).toBe(
			"orderDiscount",
		);
		expect(computeTotals({ ...base, items: [{ catalogPrice: 100, quantity: 2, discount: 200 }] }).ok).toBe(true);
		expect(settlePayments(100, [{ method: "QRIS", amount: 100, tendered: 100 }])).toMatchObject({
			ok: false,
			problem: { param: "payments.0.tendered" },
		});
		expect(settlePayments(100, [{ method: "CASH", amount: 100, tendered: 99 }])).toMatchObject({
			ok: false,
			problem: { param: "payments.0.tendered" },
		});
		expect(settlePayments(100, [])).toMatchObject({ ok: false, problem: { param: "payments" } });
		expect(pointsEarned(48_840)).toBe(48);
	});
});
