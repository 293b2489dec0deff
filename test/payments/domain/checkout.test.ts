import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { supportOf } from "../../../src/services/payments/adapters/domain/capabilities";
import {
	availableMethods,
	CAPABILITY_OF,
	CHECKOUT_METHODS,
	checkoutFee,
	defaultRouting,
	fromStatuses,
	lineItemsTotal,
	nextStatus,
	refundAmount,
	resolveAmount,
	resolveRouting,
	routingProblem,
	SESSION_STATUSES,
	type SessionMove,
} from "../../../src/services/payments/checkout/domain";
import { feeFor } from "../../../src/services/payments/charges/domain/fees";
import { MAX_AMOUNT } from "../../../src/services/payments/ledger/domain/money";

describe("checkout routing", () => {
	it("defaults to managed exactly where the matrix says managed can charge", () => {
		expect(defaultRouting()).toEqual({
			qris: "managed",
			virtual_account: "managed",
			ewallet: "managed",
			card: "managed",
			retail_outlet: null,
			wallet_network: null,
			static_qr: null,
			bank_transfer_offline: null,
		});
		for (const m of CHECKOUT_METHODS)
			expect(defaultRouting()[m] === "managed").toBe(supportOf("managed", CAPABILITY_OF[m]) === "yes");
	});

	it("refuses a method the adapter cannot take, and an adapter that is not connected", () => {
		expect(routingProblem({ static_qr: "managed" }, new Set())).toMatchObject({
			method: "static_qr",
			code: "method_not_supported",
		});
		expect(routingProblem({ wallet_network: "gateway_b" }, new Set(["gateway_b"]))).toMatchObject({
			code: "method_not_supported",
		});
		expect(routingProblem({ retail_outlet: "gateway_a" }, new Set())).toMatchObject({
			method: "retail_outlet",
			code: "adapter_not_connected",
		});
		expect(
			routingProblem(
				{ retail_outlet: "gateway_a", static_qr: "manual", wallet_network: "gateway_c" },
				new Set(["gateway_a", "manual", "gateway_c"]),
			),
		).toBeNull();
		expect(routingProblem(defaultRouting(), new Set())).toBeNull();
	});

	it("USD is offered only through the wallet network, and the wallet network only in USD", () => {
		const r = resolveRouting({ wallet_network: "gateway_c" });
		expect(availableMethods(r, "USD")).toEqual(["wallet_network"]);
		expect(availableMethods(r, "IDR")).toEqual(["qris", "virtual_account", "ewallet", "card"]);
		expect(availableMethods(defaultRouting(), "USD")).toEqual([]);
	});
});

describe("checkout session state machine", () => {
	const moves: SessionMove[] = ["pay", "offline_chosen", "complete", "confirm", "cancel", "expire"];
	it("matches the table", () => {
		expect(nextStatus("open", "complete")).toBe("completed");
		expect(nextStatus("open", "expire")).toBe("expired");
		expect(nextStatus("open", "cancel")).toBe("canceled");
		expect(nextStatus("open", "offline_chosen")).toBe("pending_review");
		expect(nextStatus("pending_review", "confirm")).toBe("completed");
		expect(nextStatus("pending_review", "cancel")).toBe("canceled");
		expect(nextStatus("pending_review", "expire")).toBeNull();
		expect(nextStatus("completed", "confirm")).toBeNull(); // double confirm
		expect(nextStatus("expired", "pay")).toBeNull();
	});
	it("final states have no way out, and fromStatuses agrees with nextStatus", () => {
		fc.assert(
			fc.property(fc.constantFrom(...SESSION_STATUSES), fc.constantFrom(...moves), (s, m) => {
				const n = nextStatus(s, m);
				if (s === "completed" || s === "expired" || s === "canceled") expect(n).toBeNull();
				expect(fromStatuses(m).includes(s)).toBe(n !== null);
			}),
		);
	});
});

describe("amounts", () => {
	const item = fc.record({
		name: fc.string({ minLength: 1 }),
		quantity: fc.integer({ min: 1, max: 10_000 }),
		unitAmount: fc.integer({ min: 0, max: 1e9 }),
	});
	it("line items alone give their sum; a different amount is a mismatch", () => {
		fc.assert(
			fc.property(fc.array(item, { minLength: 1, maxLength: 20 }), fc.integer({ min: 1, max: 1e6 }), (items, delta) => {
				const sum = items.reduce((a, i) => a + i.quantity * i.unitAmount, 0);
				const r = resolveAmount(undefined, items);
				// Above the per-transaction ceiling (10^12 minor units) is invalid too (issue 12).
				if (sum <= 0 || sum > MAX_AMOUNT) expect(r).toMatchObject({ ok: false, code: "invalid_amount" });
				else {
					expect(r).toEqual({ ok: true, amount: sum });
					expect(resolveAmount(sum, items)).toEqual({ ok: true, amount: sum });
					expect(resolveAmount(sum + delta, items)).toMatchObject({ ok: false, code: "amount_mismatch" });
				}
			}),
		);
	});
	it("refuses nothing, zero, fractions and overflow", () => {
		expect(resolveAmount(undefined, undefined)).toMatchObject({ ok: false, code: "validation_error" });
		expect(resolveAmount(0, undefined)).toMatchObject({ ok: false, code: "invalid_amount" });
		expect(resolveAmount(1.5, undefined)).toMatchObject({ ok: false, code: "invalid_amount" });
		expect(lineItemsTotal([{ name: "x", quantity: 10_000, unitAmount: Number.MAX_SAFE_INTEGER }])).toBeNull();
	});
});

describe("refundable math", () => {
	it("never lets refunds add up past the amount", () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 1, max: 1e9 }),
				fc.array(fc.option(fc.integer({ min: -5, max: 1e9 }), { nil: undefined }), { maxLength: 10 }),
				(amount, asks) => {
					let refunded = 0;
					for (const ask of asks) {
						const r = refundAmount({ amount, refunded_amount: refunded }, ask);
						if (r.ok) {
							expect(r.amount).toBeGreaterThan(0);
							refunded += r.amount;
						}
						expect(refunded).toBeLessThanOrEqual(amount);
					}
				},
			),
		);
	});
	it("defaults to what is left; above it is refused", () => {
		expect(refundAmount({ amount: 1000, refunded_amount: 400 }, undefined)).toEqual({ ok: true, amount: 600 });
		expect(refundAmount({ amount: 1000, refunded_amount: 400 }, 601)).toMatchObject({ ok: false });
		expect(refundAmount({ amount: 1000, refunded_amount: 1000 }, undefined)).toMatchObject({ ok: false });
	});
});

describe("checkout fees", () => {
	it("reuse the fee schedule, charge retail outlets a fixed fee, and nothing for offline methods", () => {
		expect(checkoutFee("qris", 150_000, "IDR")).toBe(feeFor("qris", 150_000, "IDR"));
		expect(checkoutFee("qris", 150_000, "IDR")).toBe(1050);
		expect(checkoutFee("card", 100_000, "IDR")).toBe(feeFor("card", 100_000, "IDR"));
		expect(checkoutFee("retail_outlet", 100_000, "IDR")).toBe(5000);
		expect(checkoutFee("static_qr", 100_000, "IDR")).toBe(0);
		expect(checkoutFee("bank_transfer_offline", 100_000, "IDR")).toBe(0);
		fc.assert(
			fc.property(fc.constantFrom(...CHECKOUT_METHODS), fc.integer({ min: 1, max: 1e12 }), (m, a) => {
				const f = checkoutFee(m, a, "IDR");
				expect(f).toBeGreaterThanOrEqual(0);
				expect(f).toBeLessThanOrEqual(a);
			}),
		);
	});
});
