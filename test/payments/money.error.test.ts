import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { PaymentsLedger } from "../../src/services/payments/ledger/ledger.do";
import { MAX_AMOUNT } from "../../src/services/payments/ledger/domain/money";
import { expectEnvelopeError, type Res } from "../helpers/http";
import { type PayKey, payCall } from "../helpers/pay";
import { billingSetup, mut, workspaceKey } from "./billing-helpers";
import { newSession, paidSession, refund } from "./checkout-helpers";
import { createPayout, setBank, settle } from "./payouts-helpers";

// Issue 12: one per-transaction ceiling (10^12 minor units) on every amount, one list of
// supported currencies (IDR, USD), and no balance past Number.MAX_SAFE_INTEGER.

const OVER = MAX_AMOUNT + 1;
const TOO_BIG = Number.MAX_SAFE_INTEGER;

function refused(r: Res, code: string, param: string) {
	expectEnvelopeError(r, 400, code);
	expect(r.body.error.param, r.text).toBe(param);
}

const settlement = (key: PayKey, body: Record<string, unknown>) =>
	payCall(key, "POST", "/v1/test-helpers/settlements", { body });

describe("amount ceiling: 10^12 minor units per transaction", () => {
	it("settlements: 2^53-1 and 10^12+1 are 400 (amount and fee), 10^12 settles; three 2^53-1 settlements no longer corrupt the balance", async () => {
		const { key } = await workspaceKey();
		for (let i = 0; i < 3; i++)
			refused(await settlement(key, { amount: TOO_BIG, currency: "IDR" }), "validation_error", "amount");
		refused(await settlement(key, { amount: OVER, currency: "IDR" }), "validation_error", "amount");
		refused(await settlement(key, { amount: 1_000, fee: OVER, currency: "IDR" }), "validation_error", "fee");
		expect((await payCall(key, "GET", "/v1/payouts/balance")).body.data.ledgerBalance).toBe(0);
		expect((await settlement(key, { amount: MAX_AMOUNT, currency: "IDR" })).status).toBe(201);
		expect((await payCall(key, "GET", "/v1/payouts/balance")).body.data.ledgerBalance).toBe(MAX_AMOUNT);
	});

	it("payouts: above the ceiling is 400 invalid_amount", async () => {
		const { key } = await workspaceKey();
		await settle(key, 1_000_000);
		await setBank(key);
		for (const amount of [OVER, TOO_BIG])
			refused(await createPayout(key, { amount, currency: "IDR" }), "invalid_amount", "amount");
	});

	it("checkout sessions: amount and line items above the ceiling are 400", async () => {
		const { key } = await workspaceKey();
		refused(await newSession(key, { amount: OVER }), "invalid_amount", "amount");
		refused(
			await newSession(key, { amount: undefined, lineItems: [{ name: "Gold", quantity: 1, unitAmount: OVER }] }),
			"validation_error",
			"lineItems.0.unitAmount",
		);
		// Each line fits, the sum does not.
		refused(
			await newSession(key, { amount: undefined, lineItems: [{ name: "Gold", quantity: 2, unitAmount: MAX_AMOUNT }] }),
			"invalid_amount",
			"lineItems",
		);
	});

	it("plans, prices, coupons and subscriptions' initialDiscount: above the ceiling is 400 validation_error", async () => {
		const { key } = await workspaceKey();
		refused(
			await mut(key, "POST", "/v1/plans", { name: "Pro", currency: "IDR", interval: "month", unitAmount: OVER }),
			"validation_error",
			"unitAmount",
		);
		const { customer, token, plan, priceId } = await billingSetup(key);
		refused(
			await mut(key, "POST", `/v1/plans/${plan.id}/prices`, { unitAmount: OVER }),
			"validation_error",
			"unitAmount",
		);
		refused(
			await mut(key, "POST", "/v1/coupons", { name: "Big", amountOff: OVER, currency: "IDR", duration: "once" }),
			"validation_error",
			"amountOff",
		);
		refused(
			await mut(key, "POST", "/v1/subscriptions", {
				customerId: customer.id,
				planId: plan.id,
				priceId,
				paymentTokenId: token.id,
				initialDiscount: OVER,
			}),
			"validation_error",
			"initialDiscount",
		);
	});

	it("refunds: above the ceiling is 400 validation_error", async () => {
		const { key } = await workspaceKey();
		const { payment } = await paidSession(key);
		refused(await refund(key, { paymentId: payment.id, amount: OVER, reason: "other" }), "validation_error", "amount");
	});
});

describe("supported currencies: IDR and USD only", () => {
	const BAD = ["XXX", "BTC", "EUR"];

	it("settlements, payouts and payout schedules refuse anything else with 400 validation_error", async () => {
		const { key } = await workspaceKey();
		await settle(key, 1_000_000);
		await setBank(key);
		for (const currency of BAD) {
			refused(await settlement(key, { amount: 1_000, currency }), "validation_error", "currency");
			refused(await createPayout(key, { amount: 1_000, currency }), "validation_error", "currency");
			refused(
				await mut(key, "PUT", "/v1/payouts/schedule", { currency, interval: "daily" }),
				"validation_error",
				"currency",
			);
		}
		// Lower case is the same code.
		expect((await settlement(key, { amount: 1_000, currency: "usd" })).status).toBe(201);
	});

	it("plans, prices, coupons and checkout sessions refuse anything else with 400 validation_error", async () => {
		const { key } = await workspaceKey();
		const { plan } = await billingSetup(key);
		for (const currency of BAD) {
			refused(
				await mut(key, "POST", "/v1/plans", { name: "Pro", currency, interval: "month", unitAmount: 1_000 }),
				"validation_error",
				"currency",
			);
			refused(
				await mut(key, "POST", `/v1/plans/${plan.id}/prices`, { unitAmount: 1_000, currency }),
				"validation_error",
				"currency",
			);
			refused(
				await mut(key, "POST", "/v1/coupons", { name: "Ten", amountOff: 1_000, currency, duration: "once" }),
				"validation_error",
				"currency",
			);
			refused(await newSession(key, { currency }), "validation_error", "currency");
		}
	});
});

describe("the ledger object never lets a balance pass Number.MAX_SAFE_INTEGER", () => {
	it("a settlement that would overflow is refused (409 balance_limit_exceeded) with nothing posted; one that fits posts", async () => {
		const s = {
			workspaceId: `acc_overflow${crypto.randomUUID().replaceAll("-", "").slice(0, 14)}`,
			environment: "test" as const,
		};
		const stub = env.PAYMENTS_LEDGER.get(env.PAYMENTS_LEDGER.idFromName(`${s.workspaceId}:${s.environment}`));
		expect((await stub.settle(s, { paymentId: "pay_seed", amount: 1_000, currency: "IDR" })).ok).toBe(true);
		// Stand the balance just under 2^53 - 1 (unreachable through the API in any sane time).
		await runInDurableObject(stub, (_o: PaymentsLedger, state) => {
			state.storage.sql.exec(
				"UPDATE balances SET ledger_balance = ? WHERE currency = 'IDR'",
				Number.MAX_SAFE_INTEGER - 500,
			);
		});
		const over = await stub.settle(s, { paymentId: "pay_over", amount: 501, currency: "IDR" });
		expect(over).toMatchObject({ ok: false, error: { status: 409, code: "balance_limit_exceeded" } });
		expect((await stub.balances(s, "IDR"))[0].ledgerBalance).toBe(Number.MAX_SAFE_INTEGER - 500);
		expect((await stub.settle(s, { paymentId: "pay_fits", amount: 500, currency: "IDR" })).ok).toBe(true);
		expect((await stub.balances(s, "IDR"))[0].ledgerBalance).toBe(Number.MAX_SAFE_INTEGER);
	});
});
