import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { type PayKey, payCall } from "../helpers/pay";
import { hookUrl } from "../helpers/webhooks";
import { BANK, createPayout, merchant, setBank, settle } from "./payouts-helpers";

// Spec 000 §7: the same Idempotency-Key with another body is 409 idempotency_key_conflict
// (subscriptions, and every other payments route), idempotency_conflict for adapters only.

const reuse = async (key: PayKey, method: string, path: string, first: unknown, second: unknown) => {
	const k = crypto.randomUUID();
	const a = await payCall(key, method, path, { body: first, idempotencyKey: k });
	expect(a.status, `${method} ${path}: ${a.text}`).toBeLessThan(300);
	return payCall(key, method, path, { body: second, idempotencyKey: k });
};

describe("one idempotency-conflict code per resource family", () => {
	it("payouts: a create reusing a key with another body is 409 idempotency_key_conflict (the ledger object's own key store) and creates nothing", async () => {
		const { key } = await merchant();
		await settle(key, 10_000);
		await setBank(key);
		expect((await createPayout(key, { amount: 1_000, currency: "IDR" }, "po-key")).status).toBe(201);
		const r = await createPayout(key, { amount: 2_000, currency: "IDR" }, "po-key");
		expectEnvelopeError(r, 409, "idempotency_key_conflict");
		expect((await payCall(key, "GET", "/v1/payouts")).body.data).toHaveLength(1);
		expect((await payCall(key, "GET", "/v1/payouts/balance")).body.data.locked).toBe(1_000);
	});

	it("payouts' other writes (bank account, schedule) answer idempotency_key_conflict through the platform middleware", async () => {
		const { key } = await merchant();
		expectEnvelopeError(
			await reuse(key, "PATCH", "/v1/payouts/bank-account", BANK, { ...BANK, bankAccountNumber: "999" }),
			409,
			"idempotency_key_conflict",
		);
		expectEnvelopeError(
			await reuse(
				key,
				"PUT",
				"/v1/payouts/schedule",
				{ currency: "IDR", interval: "daily" },
				{ currency: "IDR", interval: "manual" },
			),
			409,
			"idempotency_key_conflict",
		);
		expect((await payCall(key, "GET", "/v1/payouts/bank-account")).body.data.bankAccountNumber).toBe(
			BANK.bankAccountNumber,
		);
	});

	it("test-helper settlements: a key reused with another body is 409 idempotency_key_conflict and credits once", async () => {
		const { key } = await merchant();
		const r = await reuse(
			key,
			"POST",
			"/v1/test-helpers/settlements",
			{ amount: 5_000, currency: "IDR" },
			{ amount: 6_000, currency: "IDR" },
		);
		expectEnvelopeError(r, 409, "idempotency_key_conflict");
		expect((await payCall(key, "GET", "/v1/payouts/balance")).body.data.ledgerBalance).toBe(5_000);
		// A paymentId settled again with other figures is not a key reuse: it stays 409 conflict.
		await settle(key, 1_000, "IDR");
		const body = { amount: 700, currency: "IDR", paymentId: "pay_fixed" };
		expect((await payCall(key, "POST", "/v1/test-helpers/settlements", { body })).status).toBe(201);
		expectEnvelopeError(
			await payCall(key, "POST", "/v1/test-helpers/settlements", { body: { ...body, amount: 800 } }),
			409,
			"conflict",
		);
	});

	it("other families through the platform middleware: portal sessions, portal settings, webhook endpoints, customers, clock", async () => {
		const { key } = await merchant();
		const customer = (
			await payCall(key, "POST", "/v1/customers", { body: { name: "Budi" }, idempotencyKey: crypto.randomUUID() })
		).body.data;
		const cases: Array<[string, string, unknown, unknown]> = [
			[
				"POST",
				"/v1/portal-sessions",
				{ customerId: customer.id, returnUrl: "https://a.example" },
				{ customerId: customer.id, returnUrl: "https://b.example" },
			],
			["PUT", "/v1/portal-settings", { changePlan: false }, { changePlan: true }],
			["POST", "/v1/webhook-endpoints", { url: hookUrl(), events: ["*"] }, { url: hookUrl(), events: ["*"] }],
			["POST", "/v1/customers", { name: "a" }, { name: "b" }],
			["POST", "/v1/test-helpers/clock/advance", { seconds: 1 }, { seconds: 2 }],
		];
		for (const [method, path, first, second] of cases) {
			const r = await reuse(key, method, path, first, second);
			expect(r.status, `${method} ${path}`).toBe(409);
			expect(r.body.error.code, `${method} ${path}`).toBe("idempotency_key_conflict");
		}
	});

	it("adapters keep idempotency_conflict (PUT and managed onboarding)", async () => {
		const { key } = await merchant();
		expectEnvelopeError(
			await reuse(key, "PUT", "/v1/adapters/manual", { instructions: "a" }, { instructions: "b" }),
			409,
			"idempotency_conflict",
		);
		expectEnvelopeError(
			await reuse(
				key,
				"POST",
				"/v1/adapters/managed/onboarding",
				{ email: "a@toko.example" },
				{ email: "b@toko.example" },
			),
			409,
			"idempotency_conflict",
		);
	});
});
