import { afterEach, describe, expect, it, vi } from "vitest";
import { call, expectEnvelopeError } from "../helpers/http";
import { advanceBillingClock, billingSetup, merchant, payOnPage } from "../helpers/mkt-billing";
import { eventually } from "../helpers/pay";
import { C_HOST, C_SECRET, PAYPAL_WEBHOOK_HEADERS, put, stubGateways } from "../payments/adapters-helpers";
import { mut } from "../payments/billing-helpers";

afterEach(() => vi.unstubAllGlobals());

describe("plan billing", () => {
	it("plans are public, IDR a month, each with the capabilities of those below", async () => {
		const r = await call("GET", "/mkt/api/v1/billing/plans");
		expect(r.status, r.text).toBe(200);
		expect(r.body.data.map((p: { id: string; price: number }) => [p.id, p.price])).toEqual([
			["free", 0],
			["starter", 299_000],
			["growth", 799_000],
			["scale", 2_499_000],
		]);
		const [free, starter] = r.body.data;
		expect(starter.features).toEqual(
			expect.arrayContaining(free.features.filter((f: string) => f === "Email support")),
		);
		expect(r.body.data.every((p: { currency: string }) => p.currency === "IDR")).toBe(true);
	});

	it("a new workspace: free, active, null dates; usage and plan limits", async () => {
		const m = await merchant();
		const sub = await m.as("GET", "/billing/subscription");
		expect(sub.body.data).toEqual({
			plan: "free",
			planName: "Free",
			isForjioInternal: false,
			status: "active",
			currentPeriodStart: null,
			currentPeriodEnd: null,
			cancelAt: null,
		});
		const plan = await m.as("GET", "/billing/plan");
		expect(plan.body.data).toMatchObject({
			plan: "free",
			contactsLimit: 500,
			discountCodesLimit: 1,
			campaignSendsLimit: 1000,
			billingCycleEnd: null,
		});
		await m.as("POST", "/contacts", { email: "a@example.com" });
		const usage = await m.as("GET", "/billing/usage");
		const now = new Date();
		expect(usage.body.data).toEqual({
			plan: "free",
			contacts: 1,
			contactsLimit: 500,
			discountsRedeemed: 0,
			remindersSent: 0,
			referralAttributions: 0,
			blogPostsPublished: 0,
			campaignSends: 0,
			campaignSendsLimit: 1000,
			resetAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
		});
	});

	it("IDR by header → simulate success → growth → cancel → period end on the payments test clock → free", async () => {
		const { payKey } = await billingSetup();
		const m = await merchant();
		const r = await m.as("POST", "/billing/checkout", { plan: "GROWTH" }, { "Edge-IPCountry": "ID" });
		expect(r.status, r.text).toBe(200);
		const { subscriptionId, invoiceId, checkoutSessionId, checkoutUrl } = r.body.data;
		expect(subscriptionId).toMatch(/^sub_/);
		expect(checkoutSessionId).toMatch(/^cs_/);
		const listed = await m.as("GET", "/billing/invoices");
		expect(listed.body.data.data).toEqual([
			expect.objectContaining({
				id: invoiceId,
				plan: "growth",
				amount: 799_000,
				currency: "IDR",
				status: "open",
				paidAt: null,
			}),
		]);
		expect((await m.as("GET", "/billing/subscription")).body.data.plan).toBe("free");

		await payOnPage(checkoutUrl, "qris");
		const active = await eventually(
			() => m.as("GET", "/billing/subscription"),
			(x) => x.body.data.status === "active" && x.body.data.plan === "growth",
		);
		expect(active.body.data).toMatchObject({ plan: "growth", planName: "Growth", status: "active", cancelAt: null });
		expect(active.body.data.currentPeriodEnd).not.toBeNull();
		const plan = await m.as("GET", "/billing/plan");
		expect(plan.body.data).toMatchObject({ plan: "growth", contactsLimit: 50_000, feedsEnabled: true });
		expect(plan.body.data.billingCycleEnd).toBe(active.body.data.currentPeriodEnd);
		const paid = (await m.as("GET", "/billing/invoices")).body.data.data[0];
		expect(paid).toMatchObject({ id: invoiceId, status: "paid" });
		expect(paid.paidAt).not.toBeNull();
		expect(paid.receiptUrl).toContain(`/invoices/${invoiceId}/pay?t=`);

		const canceled = await m.as("POST", "/billing/cancel");
		expect(canceled.status, canceled.text).toBe(200);
		expect(canceled.body.data).toMatchObject({ plan: "growth", status: "canceling", cancelAt: null });
		expect((await m.as("GET", "/billing/plan")).body.data.plan).toBe("growth");

		await advanceBillingClock(payKey, 32 * 86_400);
		const ended = await eventually(
			() => m.as("GET", "/billing/subscription"),
			(x) => x.body.data.status === "canceled",
		);
		expect(ended.body.data).toMatchObject({ plan: "free", status: "canceled" });
		expect((await m.as("GET", "/billing/plan")).body.data.plan).toBe("free");
		expectEnvelopeError(await m.as("POST", "/billing/cancel"), 409, "BAD_STATE");

		// A new checkout reactivates, on the plan it bought.
		const again = await m.as("POST", "/billing/checkout", { plan: "starter" });
		expect(again.status, again.text).toBe(200);
		await payOnPage(again.body.data.checkoutUrl, "qris");
		const back = await eventually(
			() => m.as("GET", "/billing/subscription"),
			(x) => x.body.data.status === "active",
		);
		expect(back.body.data).toMatchObject({ plan: "starter", status: "active" });
		expect((await m.as("GET", "/billing/plan")).body.data.contactsLimit).toBe(10_000);
		expect((await m.as("GET", "/billing/invoices")).body.data.data.map((i: { status: string }) => i.status)).toEqual([
			"paid",
			"paid",
		]);
	});

	it("IDR by default (no header, ID, XX, T1) and an explicit currency wins", async () => {
		await billingSetup();
		for (const [headers, body, currency] of [
			[{}, {}, "IDR"],
			[{ "Edge-IPCountry": "ID" }, {}, "IDR"],
			[{ "Edge-IPCountry": "XX" }, {}, "IDR"],
			[{ "Edge-IPCountry": "T1" }, {}, "IDR"],
			[{ "Edge-IPCountry": "US" }, { currency: "IDR" }, "IDR"],
		] as const) {
			const m = await merchant();
			const r = await m.as("POST", "/billing/checkout", { plan: "starter", ...body }, headers);
			expect(r.status, r.text).toBe(200);
			const inv = (await m.as("GET", "/billing/invoices")).body.data.data[0];
			expect([inv.currency, inv.amount]).toEqual([currency, currency === "IDR" ? 299_000 : 1_900]);
		}
	});

	it("USD by Edge-IPCountry: a 4900-cent invoice paid through the wallet network (gateway C) → growth", async () => {
		const gw = stubGateways();
		gw.on(C_HOST, (r) =>
			r.url.endsWith("/v1/oauth2/token")
				? Response.json({ access_token: "A21-billing", expires_in: 32400 })
				: r.url.endsWith("/v2/checkout/orders")
					? Response.json({
							id: "ORDER-BILL-1",
							status: "PAYER_ACTION_REQUIRED",
							links: [{ rel: "payer-action", href: "https://www.sandbox.paypal.com/checkoutnow?token=ORDER-BILL-1" }],
						})
					: r.url.endsWith("/v1/notifications/verify-webhook-signature")
						? Response.json({ verification_status: "SUCCESS" })
						: Response.json({}),
		);
		const { billingWs, payKey } = await billingSetup();
		const connected = await put(payKey, "gateway_c", {
			clientId: "cid",
			secret: C_SECRET,
			mode: "sandbox",
			webhookId: "WH-1",
		});
		expect(connected.status, connected.text).toBe(200);
		const routed = await mut(payKey, "PUT", "/v1/checkout-settings", { methods: { wallet_network: "gateway_c" } });
		expect(routed.status, routed.text).toBe(200);

		const m = await merchant();
		const r = await m.as("POST", "/billing/checkout", { plan: "growth" }, { "Edge-IPCountry": "SG" });
		expect(r.status, r.text).toBe(200);
		const inv = (await m.as("GET", "/billing/invoices")).body.data.data[0];
		expect(inv).toMatchObject({ id: r.body.data.invoiceId, currency: "USD", amount: 4_900, status: "open" });

		// Under the hosted page's path, its ?w= (the billing workspace, issue 38) kept.
		const page = new URL(r.body.data.checkoutUrl);
		const chosen = await call("POST", `${page.pathname}/pay${page.search}`, {
			raw: "method=wallet_network",
			headers: { "Content-Type": "application/x-www-form-urlencoded" },
			redirect: "manual",
		});
		expect(chosen.status, chosen.text).toBe(303);
		const order = gw.seen.find((x) => x.url.endsWith("/v2/checkout/orders"));
		const unit = JSON.parse(order?.body ?? "{}").purchase_units[0];
		expect(unit.amount).toEqual({ currency_code: "USD", value: "49.00" });
		const capture = {
			id: "WH-BILL-1",
			event_type: "PAYMENT.CAPTURE.COMPLETED",
			resource: {
				id: "CAPTURE-BILL-1",
				status: "COMPLETED",
				custom_id: unit.custom_id,
				amount: { currency_code: "USD", value: "49.00" },
				supplementary_data: { related_ids: { order_id: "ORDER-BILL-1" } },
			},
		};
		const cb = await call("POST", `/pay/v1/callbacks/gateway_c/${billingWs}`, {
			body: capture,
			headers: PAYPAL_WEBHOOK_HEADERS,
		});
		expect(cb.status, cb.text).toBe(200);
		const active = await eventually(
			() => m.as("GET", "/billing/subscription"),
			(x) => x.body.data.plan === "growth",
		);
		expect(active.body.data).toMatchObject({ plan: "growth", status: "active" });
		expect((await m.as("GET", "/billing/invoices")).body.data.data[0]).toMatchObject({
			status: "paid",
			currency: "USD",
		});
	});
});
