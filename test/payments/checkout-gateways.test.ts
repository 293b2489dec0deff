import { describe, expect, it } from "vitest";
import {
	gatewayAInvoice,
	gatewayBSnap,
	gatewayCCapture,
	gatewayCOrder,
	type HostedCharge,
} from "../../src/services/payments/gateways/checkout-gateways";
import { GatewayError } from "../../src/services/payments/gateways/common";

const charge: HostedCharge = {
	reference: "cs_01JB4X6N0ZQ8K3C9W2T5V7R1MD:1",
	amount: 150_000,
	currency: "IDR",
	description: "Checkout cs_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
	customerEmail: "budi@example.com",
	successUrl: "https://toko.example/thanks",
	cancelUrl: "https://toko.example/cart",
	returnUrl: "https://pay.example/checkout/cs_01JB4X6N0ZQ8K3C9W2T5V7R1MD/return",
	items: [{ name: "Kopi", quantity: 2, unitAmount: 75_000 }],
};

function stub(status: number, body: unknown) {
	const calls: Array<{ url: string; init: RequestInit }> = [];
	const fetch = (async (url: string, init: RequestInit) => {
		calls.push({ url, init });
		return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
	}) as unknown as typeof globalThis.fetch;
	return { fetch, calls };
}
const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

describe("hosted-checkout gateway calls (stubbed fetch)", () => {
	it("gateway A: POST /v2/invoices with Basic auth, our reference as external_id and Idempotency-key; returns invoice_url", async () => {
		const s = stub(200, { id: "inv_up_1", invoice_url: "https://checkout.xendit.co/web/inv_up_1", status: "PENDING" });
		const r = await gatewayAInvoice("xnd_development_abc", charge, { fetch: s.fetch });
		expect(r).toEqual({ providerReference: "inv_up_1", redirectUrl: "https://checkout.xendit.co/web/inv_up_1" });
		expect(s.calls[0].url).toBe("https://api.xendit.co/v2/invoices");
		expect(headersOf(s.calls[0].init).Authorization).toBe(`Basic ${btoa("xnd_development_abc:")}`);
		expect(headersOf(s.calls[0].init)["Idempotency-key"]).toBe(charge.reference);
		expect(JSON.parse(String(s.calls[0].init.body))).toMatchObject({
			external_id: charge.reference,
			amount: 150_000,
			currency: "IDR",
			success_redirect_url: charge.successUrl,
			payer_email: "budi@example.com",
		});
	});

	it("gateway B: a Snap transaction on the sandbox Snap host; order_id is our reference", async () => {
		const s = stub(201, {
			token: "snap-token",
			redirect_url: "https://app.sandbox.midtrans.com/snap/v4/redirection/snap-token",
		});
		const r = await gatewayBSnap("SB-Mid-server-abc", "sandbox", charge, { fetch: s.fetch });
		expect(r.redirectUrl).toContain("/snap/v4/redirection/snap-token");
		expect(s.calls[0].url).toBe("https://app.sandbox.midtrans.com/snap/v1/transactions");
		expect(JSON.parse(String(s.calls[0].init.body))).toMatchObject({
			transaction_details: { order_id: charge.reference, gross_amount: 150_000 },
			callbacks: { finish: charge.returnUrl },
		});
	});

	it("gateway C: an order with the payer-action link, PayPal-Request-Id, then capture on return", async () => {
		const s = stub(200, {
			id: "ORDER1",
			status: "PAYER_ACTION_REQUIRED",
			links: [{ rel: "payer-action", href: "https://www.sandbox.paypal.com/checkoutnow?token=ORDER1" }],
		});
		const r = await gatewayCOrder(
			"access",
			"sandbox",
			{ ...charge, currency: "USD", amount: 1234 },
			{ fetch: s.fetch },
		);
		expect(r).toEqual({
			providerReference: "ORDER1",
			redirectUrl: "https://www.sandbox.paypal.com/checkoutnow?token=ORDER1",
		});
		expect(s.calls[0].url).toBe("https://api-m.sandbox.paypal.com/v2/checkout/orders");
		expect(headersOf(s.calls[0].init)["PayPal-Request-Id"]).toBe(charge.reference);
		expect(JSON.parse(String(s.calls[0].init.body)).purchase_units[0]).toMatchObject({
			custom_id: charge.reference,
			amount: { currency_code: "USD", value: "12.34" },
		});
		const c = stub(201, {
			id: "ORDER1",
			status: "COMPLETED",
			purchase_units: [{ payments: { captures: [{ id: "CAP1", status: "COMPLETED" }] } }],
		});
		expect(await gatewayCCapture("access", "sandbox", "ORDER1", charge.reference, { fetch: c.fetch })).toEqual({
			status: "succeeded",
			captureId: "CAP1",
		});
		expect(c.calls[0].url).toBe("https://api-m.sandbox.paypal.com/v2/checkout/orders/ORDER1/capture");
	});

	it("upstream refusals become GatewayError kinds (bad credentials, outage, missing link)", async () => {
		await expect(
			gatewayAInvoice("xnd_development_bad", charge, {
				fetch: stub(401, { error_code: "INVALID_API_KEY", message: "bad" }).fetch,
			}),
		).rejects.toMatchObject({ kind: "invalid_credentials" });
		await expect(
			gatewayBSnap("SB-Mid-server-x", "sandbox", charge, { fetch: stub(503, {}).fetch }),
		).rejects.toMatchObject({ kind: "unavailable" });
		await expect(
			gatewayCOrder("t", "live", charge, { fetch: stub(200, { id: "O", links: [] }).fetch }),
		).rejects.toBeInstanceOf(GatewayError);
	});
});
