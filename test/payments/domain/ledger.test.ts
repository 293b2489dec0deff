import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	ENTRY_CODES,
	settlementProblem,
	signed,
	sumEntries,
} from "../../../src/services/payments/ledger/domain/ledger";

describe("ledger rules", () => {
	it("entry codes carry the spec's source types", () => {
		expect(ENTRY_CODES.payment).toEqual({ direction: "credit", sourceType: "payment" });
		expect(ENTRY_CODES.fee).toEqual({ direction: "debit", sourceType: "fee" });
		expect(ENTRY_CODES.refund).toEqual({ direction: "debit", sourceType: "refund" });
		expect(ENTRY_CODES.payout).toEqual({ direction: "debit", sourceType: "payout" });
		expect(ENTRY_CODES.payout_reversal).toEqual({ direction: "credit", sourceType: "payout" });
	});

	it("balance = credits - debits per currency", () => {
		const sums = sumEntries([
			{ direction: "credit", amount: 100, currency: "IDR" },
			{ direction: "debit", amount: 30, currency: "IDR" },
			{ direction: "credit", amount: 5, currency: "USD" },
		]);
		expect(Object.fromEntries(sums)).toEqual({ IDR: 70, USD: 5 });
	});

	it("property: summing is order-independent and matches signed totals", () => {
		const entry = fc.record({
			direction: fc.constantFrom("credit" as const, "debit" as const),
			amount: fc.nat(1e9),
			currency: fc.constantFrom("IDR", "USD"),
		});
		fc.assert(
			fc.property(fc.array(entry), (entries) => {
				const a = sumEntries(entries);
				const b = sumEntries([...entries].reverse());
				expect(Object.fromEntries(a)).toEqual(Object.fromEntries(b));
				for (const cur of ["IDR", "USD"]) {
					const total = entries
						.filter((e) => e.currency === cur)
						.reduce((s, e) => s + signed(e.direction, e.amount), 0);
					expect(a.get(cur) ?? 0).toBe(total);
				}
			}),
		);
	});

	it("settlements: positive amount, 0 <= fee <= amount, a payment id", () => {
		expect(settlementProblem({ paymentId: "pay_1", amount: 100, fee: 100, currency: "IDR" })).toBeNull();
		expect(settlementProblem({ paymentId: "pay_1", amount: 100, fee: 0, currency: "IDR" })).toBeNull();
		expect(settlementProblem({ paymentId: "", amount: 100, fee: 0, currency: "IDR" })?.param).toBe("paymentId");
		expect(settlementProblem({ paymentId: "p", amount: 0, fee: 0, currency: "IDR" })?.param).toBe("amount");
		expect(settlementProblem({ paymentId: "p", amount: 1.5, fee: 0, currency: "IDR" })?.param).toBe("amount");
		expect(settlementProblem({ paymentId: "p", amount: 10, fee: -1, currency: "IDR" })?.param).toBe("fee");
		expect(settlementProblem({ paymentId: "p", amount: 10, fee: 11, currency: "IDR" })?.message).toBe(
			"fee cannot exceed amount",
		);
	});
});
