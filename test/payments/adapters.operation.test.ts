import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { payCall } from "../helpers/pay";
import { dbOf } from "../helpers/shards";
import { A_HOST, A_SECRET, C_HOST, C_SECRET, eventsOf, put, stubGateways } from "./adapters-helpers";
import { billingSetup, created, newCustomer, newPlan, subscribe, workspaceKey } from "./billing-helpers";

// Adapters in normal operation: charges and payouts go through the connected gateway; a failing
// gateway call moves the adapter to error (adapter.error once); a re-PUT clears it; the capability
// matrix refuses a method the adapter cannot take before any upstream call.

let gw: ReturnType<typeof stubGateways>;
beforeAll(() => {
	gw = stubGateways();
});
afterAll(() => vi.unstubAllGlobals());

const paymentsOf = async (ws: string) =>
	(
		await (
			await dbOf("DB_PAY", ws)
		)
			.prepare("SELECT * FROM payments WHERE account_id = ? ORDER BY created_at")
			.bind(ws)
			.all<Record<string, any>>()
	).results;

describe("own-account gateway in operation", () => {
	it("a subscription's first invoice is charged through gateway A on the stored payment method", async () => {
		const { ws, key } = await workspaceKey();
		gw.on(A_HOST, (r) =>
			r.url.includes("/payment_requests")
				? Response.json({ id: "pr-ok-1", status: "SUCCEEDED" })
				: Response.json({ balance: 5 }),
		);
		try {
			expect((await put(key, "gateway_a", { secretKey: A_SECRET })).status).toBe(200);
			const s = await billingSetup(key);
			const r = await subscribe(key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				paymentTokenId: s.token.id,
			});
			expect(r.status, r.text).toBe(201);
			const charge = gw.to(`${A_HOST}/payment_requests`).at(-1);
			expect(charge?.headers.authorization).toBe(`Basic ${btoa(`${A_SECRET}:`)}`);
			expect(JSON.parse(charge?.body ?? "{}")).toMatchObject({
				amount: 150_000,
				currency: "IDR",
				payment_method_id: s.token.providerReference,
			});
			const [p] = await paymentsOf(ws);
			expect(p).toMatchObject({ adapter: "gateway_a", status: "succeeded", provider_reference: "pr-ok-1" });
		} finally {
			gw.on(A_HOST, null);
		}
	});

	it("a gateway call failing with bad credentials moves the adapter to error (lastErrorAt, lastErrorCode invalid_credentials), adapter.error once; a re-PUT clears it", async () => {
		const { ws, key } = await workspaceKey();
		expect((await put(key, "gateway_a", { secretKey: A_SECRET })).status).toBe(200);
		gw.on(A_HOST, () => Response.json({ error_code: "INVALID_API_KEY", message: "revoked" }, { status: 401 }));
		try {
			const s = await billingSetup(key);
			await subscribe(key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				paymentTokenId: s.token.id,
			});
			const c2 = await newCustomer(key);
			const t2 = await created(key, "/v1/payment-tokens", {
				customerId: c2.id,
				method: "card",
				brand: "visa",
				last4: "1111",
			});
			await subscribe(key, { customerId: c2.id, planId: s.plan.id, priceId: s.priceId, paymentTokenId: t2.id });
		} finally {
			gw.on(A_HOST, null);
		}
		const a = (await payCall(key, "GET", "/v1/adapters")).body.data.gateway_a;
		expect(a).toMatchObject({ status: "error", lastErrorCode: "invalid_credentials", lastErrorAt: expect.any(String) });
		const types = (await eventsOf(key)).map((e) => e.type);
		expect(types.filter((t) => t === "adapter.error")).toHaveLength(1);
		const fixed = await put(key, "gateway_a", { secretKey: A_SECRET });
		expect(fixed.body.data).toMatchObject({ status: "active", lastErrorAt: null, lastErrorCode: null });
		expect((await paymentsOf(ws)).every((p) => p.adapter === "gateway_a")).toBe(true);
	});

	it("a network failure during operation records lastErrorCode gateway_error", async () => {
		const { key } = await workspaceKey();
		expect((await put(key, "gateway_a", { secretKey: A_SECRET })).status).toBe(200);
		gw.on(A_HOST, () => new TypeError("fetch failed"));
		try {
			const s = await billingSetup(key);
			await subscribe(key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				paymentTokenId: s.token.id,
			});
		} finally {
			gw.on(A_HOST, null);
		}
		expect((await payCall(key, "GET", "/v1/adapters")).body.data.gateway_a).toMatchObject({
			status: "error",
			lastErrorCode: "gateway_error",
		});
	});

	it("capability matrix: an e-wallet token cannot be charged through gateway C — refused before any order call (method_not_supported)", async () => {
		const { ws, key } = await workspaceKey();
		expect((await put(key, "gateway_c", { clientId: "cid", secret: C_SECRET, mode: "sandbox" })).status).toBe(200);
		const customer = await newCustomer(key);
		const token = await created(key, "/v1/payment-tokens", {
			customerId: customer.id,
			method: "ewallet",
			accountLabel: "OVO 0812",
		});
		const plan = await newPlan(key);
		const before = gw.to(`${C_HOST}/v2/checkout/orders`).length;
		await subscribe(key, {
			customerId: customer.id,
			planId: plan.id,
			priceId: plan.defaultPriceId,
			paymentTokenId: token.id,
		});
		expect(gw.to(`${C_HOST}/v2/checkout/orders`).length).toBe(before);
		const [p] = await paymentsOf(ws);
		expect(p).toMatchObject({
			adapter: "gateway_c",
			status: "failed",
			failure_code: "method_not_supported",
			hard_decline: 1,
		});
	});

	it("payouts use gateway A disbursement when a gateway A adapter is connected", async () => {
		const { key } = await workspaceKey();
		expect((await put(key, "gateway_a", { secretKey: A_SECRET })).status).toBe(200);
		await payCall(key, "POST", "/v1/test-helpers/settlements", { body: { amount: 100_000, currency: "IDR" } });
		const r = await payCall(key, "POST", "/v1/payouts", {
			body: {
				amount: 10_000,
				currency: "IDR",
				bankCode: "ID_BCA",
				bankName: "BCA",
				bankAccountNumber: "123",
				bankAccountHolder: "Toko",
			},
			idempotencyKey: crypto.randomUUID(),
		});
		expect(r.status, r.text).toBe(201);
		expect(r.body.data.method).toBe("gateway_a_disbursement");
	});
});
