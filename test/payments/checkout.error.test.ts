import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { payCall } from "../helpers/pay";
import { mut, workspaceKey } from "./billing-helpers";
import { choose, newSession, page, pagePath, paidSession, refund, session, simulate } from "./checkout-helpers";

describe("checkout session errors", () => {
	it("amount vs line items, amounts, currencies, URLs, expiry bounds, metadata, unknown fields", async () => {
		const { key } = await workspaceKey();
		const items = [{ name: "Kopi", quantity: 2, unitAmount: 25_000 }];
		expectEnvelopeError(await newSession(key, { amount: 49_999, lineItems: items }), 400, "amount_mismatch");
		expectEnvelopeError(await newSession(key, { amount: 0 }), 400, "invalid_amount");
		expectEnvelopeError(await newSession(key, { amount: undefined }), 400, "validation_error");
		expectEnvelopeError(
			await newSession(key, { amount: undefined, lineItems: [{ name: "Gratis", quantity: 1, unitAmount: 0 }] }),
			400,
			"invalid_amount",
		);
		expectEnvelopeError(await newSession(key, { currency: "EUR" }), 400, "validation_error");
		expectEnvelopeError(await newSession(key, { currency: "USD" }), 400, "method_not_available"); // USD needs the wallet network routed
		expectEnvelopeError(await newSession(key, { methods: ["static_qr"] }), 400, "method_not_available");
		expectEnvelopeError(await newSession(key, { successUrl: "http://toko.example/thanks" }), 400, "validation_error");
		expectEnvelopeError(await newSession(key, { cancelUrl: "javascript:alert(1)" }), 400, "validation_error");
		expectEnvelopeError(await newSession(key, { expiresInSec: 299 }), 400, "validation_error");
		expectEnvelopeError(await newSession(key, { expiresInSec: 7 * 86_400 + 1 }), 400, "validation_error");
		expectEnvelopeError(
			await newSession(key, { metadata: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, "v"])) }),
			400,
			"validation_error",
		);
		expectEnvelopeError(await newSession(key, { customerId: "cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }), 404, "not_found");
		expectEnvelopeError(
			await newSession(key, { customerId: "cus_x", customerEmail: "a@b.co" }),
			400,
			"validation_error",
		);
		expectEnvelopeError(await newSession(key, { surprise: true }), 400, "validation_error");
		expectEnvelopeError(
			await newSession(key, { lineItems: [{ name: "x", quantity: 0, unitAmount: 1 }], amount: undefined }),
			400,
			"validation_error",
		);
	});

	it("Idempotency-Key: missing → 400 idempotency_required; replay → the same session; other body → 409", async () => {
		const { key } = await workspaceKey();
		const body = { amount: 10_000, currency: "IDR", successUrl: "https://toko.example/ok" };
		expectEnvelopeError(await payCall(key, "POST", "/v1/checkout-sessions", { body }), 400, "idempotency_required");
		const a = await payCall(key, "POST", "/v1/checkout-sessions", { body, idempotencyKey: "cs-key-1" });
		const b = await payCall(key, "POST", "/v1/checkout-sessions", { body, idempotencyKey: "cs-key-1" });
		expect(b.body.data.id).toBe(a.body.data.id);
		expectEnvelopeError(
			await payCall(key, "POST", "/v1/checkout-sessions", {
				body: { ...body, amount: 20_000 },
				idempotencyKey: "cs-key-1",
			}),
			409,
			"idempotency_key_conflict",
		);
		expect((await payCall(key, "GET", "/v1/checkout-sessions")).body.data).toHaveLength(1);
	});

	it("confirm of an open session, cancel of a completed one, simulate before choosing, unknown method on the page", async () => {
		const { key } = await workspaceKey();
		const s = await session(key);
		expectEnvelopeError(await mut(key, "POST", `/v1/checkout-sessions/${s.id}/confirm`), 409, "invalid_transition");
		const early = await simulate(s, "success");
		expect(early.status).toBe(409);
		expect(early.html).toContain('data-code="no_pending_payment"');
		expect((await choose(s, "bitcoin")).status).toBe(400);
		const unoffered = await session(key, { methods: ["qris"] });
		expect((await choose(unoffered, "card")).status).toBe(400);
		const { session: done } = await paidSession(key);
		expectEnvelopeError(await mut(key, "POST", `/v1/checkout-sessions/${done.id}/cancel`), 409, "invalid_transition");
		expectEnvelopeError(await mut(key, "POST", `/v1/checkout-sessions/${done.id}/confirm`), 409, "invalid_transition");
		expect((await choose(done, "qris")).status).toBe(409);
	});

	it("simulation does not exist for live sessions", async () => {
		const { key } = await workspaceKey({ environment: "live" });
		const s = await session(key);
		await choose(s, "qris");
		expect((await page(pagePath(s), { lang: "en" })).html).not.toContain("Simulate success");
		expect((await simulate(s, "success")).status).toBe(404);
	});
});

describe("checkout settings errors", () => {
	it("matrix, connection, unknown methods and kinds, idempotency", async () => {
		const { key } = await workspaceKey();
		expectEnvelopeError(
			await mut(key, "PUT", "/v1/checkout-settings", { methods: { static_qr: "managed" } }),
			400,
			"method_not_supported",
		);
		expectEnvelopeError(
			await mut(key, "PUT", "/v1/checkout-settings", { methods: { wallet_network: "gateway_a" } }),
			400,
			"method_not_supported",
		);
		expectEnvelopeError(
			await mut(key, "PUT", "/v1/checkout-settings", { methods: { retail_outlet: "gateway_b" } }),
			400,
			"adapter_not_connected",
		);
		expectEnvelopeError(
			await mut(key, "PUT", "/v1/checkout-settings", { methods: { bank_transfer_offline: "manual" } }),
			400,
			"adapter_not_connected",
		);
		expectEnvelopeError(
			await mut(key, "PUT", "/v1/checkout-settings", { methods: { crypto: "managed" } }),
			400,
			"validation_error",
		);
		expectEnvelopeError(
			await mut(key, "PUT", "/v1/checkout-settings", { methods: { qris: "stripe" } }),
			400,
			"validation_error",
		);
		expectEnvelopeError(
			await payCall(key, "PUT", "/v1/checkout-settings", { body: { methods: {} } }),
			400,
			"idempotency_required",
		);
		expect((await payCall(key, "GET", "/v1/checkout-settings")).body.data.updatedAt).toBeNull();
	});
});

describe("refund errors and the balance policy", () => {
	it("above refundable → 400; above the available balance → 409 insufficient_balance with nothing written; unsucceeded payment → 409", async () => {
		const { key } = await workspaceKey();
		const { payment } = await paidSession(key); // 150,000 paid, 148,950 available after the fee
		expectEnvelopeError(
			await refund(key, { paymentId: payment.id, amount: 150_001, reason: "other" }),
			400,
			"amount_exceeds_refundable",
		);
		expectEnvelopeError(
			await refund(key, { paymentId: payment.id, amount: 0, reason: "other" }),
			400,
			"amount_exceeds_refundable",
		);
		expectEnvelopeError(await refund(key, { paymentId: payment.id, reason: "other" }), 409, "insufficient_balance");
		expect((await payCall(key, "GET", "/v1/refunds")).body.data).toEqual([]);
		expect((await payCall(key, "GET", `/v1/payments/${payment.id}`)).body.data.refundedAmount).toBe(0);
		expect((await refund(key, { paymentId: payment.id, amount: 100_000, reason: "other" })).status).toBe(201);
		expectEnvelopeError(
			await refund(key, { paymentId: payment.id, amount: 50_001, reason: "other" }),
			400,
			"amount_exceeds_refundable",
		);
		expectEnvelopeError(await refund(key, { paymentId: payment.id, reason: "because" }), 400, "validation_error");
		expectEnvelopeError(
			await refund(key, { paymentId: "pay_01JB4X6N0ZQ8K3C9W2T5V7R1MD", reason: "other" }),
			404,
			"not_found",
		);
		const s = await session(key);
		await choose(s, "qris");
		const pending = (await payCall(key, "GET", `/v1/checkout-sessions/${s.id}`)).body.data.paymentId;
		expectEnvelopeError(await refund(key, { paymentId: pending, reason: "other" }), 409, "payment_not_refundable");
		expectEnvelopeError(
			await payCall(key, "POST", "/v1/refunds", { body: { paymentId: payment.id, reason: "other" } }),
			400,
			"idempotency_required",
		);
	});
});
