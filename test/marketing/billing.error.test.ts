import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { shardDb } from "../../src/platform/shards";
import { createWorkspace, expectEnvelopeError } from "../helpers/http";
import { mintMktKey, mkt, mktWorkspace } from "../helpers/mkt";
import { billingSetup, merchant } from "../helpers/mkt-billing";
import { payCall } from "../helpers/pay";
import { dbOf } from "../helpers/shards";
import { mut } from "../payments/billing-helpers";

describe("plan billing errors", () => {
	it("503 PLAN_NOT_CONFIGURED before billing is configured", async () => {
		// The platform's one billing config (a global row, on shard 0): a file run earlier in this worker may have set it.
		const global = shardDb(env, "DB_MKT", 0);
		await global.batch([global.prepare("DELETE FROM billing_config"), global.prepare("DELETE FROM billing_prices")]);
		const m = await merchant();
		expectEnvelopeError(await m.as("POST", "/billing/checkout", { plan: "STARTER" }), 503, "PLAN_NOT_CONFIGURED");
		expect((await m.as("GET", "/billing/invoices")).body.data.data).toEqual([]);
	});

	it("bad bodies are 400 VALIDATION; a key has no email to default to", async () => {
		await billingSetup();
		const m = await merchant();
		for (const body of [
			{ plan: "PLATINUM" },
			{ plan: "free" },
			{},
			{ plan: "GROWTH", currency: "EUR" },
			{ plan: "GROWTH", email: "nope" },
			{ plan: "GROWTH", extra: 1 },
		])
			expectEnvelopeError(await m.as("POST", "/billing/checkout", body), 400, "VALIDATION");
		const { key } = await mktWorkspace();
		const noEmail = await mkt(key, "POST", "/billing/checkout", { body: { plan: "GROWTH" } });
		expectEnvelopeError(noEmail, 400, "VALIDATION");
		expect(noEmail.body.error.message).toContain("email");
		const withEmail = await mkt(key, "POST", "/billing/checkout", {
			body: { plan: "GROWTH", email: "Ops@Toko.example" },
		});
		expect(withEmail.status, withEmail.text).toBe(200);
		expect((await m.as("GET", "/billing/invoices")).body.data.data).toEqual([]);
	});

	it("invoices: limit under 1 is 400, over 50 is clamped; cursors page newest first", async () => {
		await billingSetup();
		const m = await merchant();
		expectEnvelopeError(await m.as("GET", "/billing/invoices?limit=0"), 400, "VALIDATION");
		expectEnvelopeError(await m.as("GET", "/billing/invoices?limit=abc"), 400, "VALIDATION");
		for (const plan of ["starter", "growth", "scale"])
			expect((await m.as("POST", "/billing/checkout", { plan })).status).toBe(200);
		const big = await m.as("GET", "/billing/invoices?limit=500");
		expect(big.status, big.text).toBe(200);
		expect(big.body.data.data.map((i: { plan: string }) => i.plan)).toEqual(["scale", "growth", "starter"]);
		const p1 = await m.as("GET", "/billing/invoices?limit=2");
		expect(p1.body.data).toMatchObject({ hasMore: true });
		const p2 = await m.as("GET", `/billing/invoices?limit=2&cursor=${p1.body.data.cursor}`);
		expect(p2.body.data.data.map((i: { plan: string }) => i.plan)).toEqual(["starter"]);
		expect(p2.body.data.hasMore).toBe(false);
	});

	it("503 CURRENCY_NOT_ROUTED when the billing workspace routes no method for USD (issue 37 item 6: not a 500); the subscription it made is canceled", async () => {
		const { payKey } = await billingSetup({ walletNetwork: false });
		const m = await merchant();
		const r = await m.as("POST", "/billing/checkout", { plan: "GROWTH" }, { "Edge-IPCountry": "SG" });
		expectEnvelopeError(r, 503, "CURRENCY_NOT_ROUTED");
		expect(r.body.error.message).toContain("USD");
		const subs = await payCall(payKey, "GET", "/v1/subscriptions?limit=10");
		expect(subs.body.data.map((s: { status: string }) => s.status)).toEqual(["canceled"]);
		expect((await m.as("GET", "/billing/invoices")).body.data.data).toEqual([]);
	});

	it("502 PAYMENTS_REFUSED when payments refuses the subscription (its plan archived there): a refusal, not a server fault", async () => {
		const { payKey, config } = await billingSetup();
		const price = config.prices.find(
			(p: { plan: string; currency: string }) => p.plan === "starter" && p.currency === "IDR",
		);
		const archived = await mut(payKey, "POST", `/v1/plans/${price.payPlanId}/archive`);
		expect(archived.status, archived.text).toBe(200);
		const m = await merchant();
		const r = await m.as("POST", "/billing/checkout", { plan: "starter", currency: "IDR" });
		expectEnvelopeError(r, 502, "PAYMENTS_REFUSED");
		expect((await m.as("GET", "/billing/invoices")).body.data.data).toEqual([]);
	});

	it("cancel: 409 BAD_STATE without an active subscription; 500 CANCEL_FAILED leaves the row", async () => {
		await billingSetup();
		const m = await merchant();
		expectEnvelopeError(await m.as("POST", "/billing/cancel"), 409, "BAD_STATE");
		const now = Date.now();
		await (await dbOf("DB_MKT", m.ws))
			.prepare(
				"INSERT INTO billing_subscriptions (account_id, plan, status, pay_subscription_id, created_at, updated_at) VALUES (?, 'starter', 'active', 'sub_gone', ?, ?)",
			)
			.bind(m.ws, now, now)
			.run();
		expectEnvelopeError(await m.as("POST", "/billing/cancel"), 500, "CANCEL_FAILED");
		expect((await m.as("GET", "/billing/subscription")).body.data).toMatchObject({ plan: "starter", status: "active" });
	});

	it("PUT /billing/config needs mkt:platform:admin and an existing workspace; re-running keeps the prices", async () => {
		const { billingWs, adminKey, config } = await billingSetup();
		expect(config.prices).toHaveLength(6);
		const { key } = await mktWorkspace();
		expectEnvelopeError(await mkt(key, "PUT", "/billing/config", { body: { accountId: billingWs } }), 403, "FORBIDDEN");
		expectEnvelopeError(
			await mkt(adminKey, "PUT", "/billing/config", { body: { accountId: "acc_nope" } }),
			404,
			"NOT_FOUND",
		);
		const again = await mkt(adminKey, "PUT", "/billing/config", { body: { accountId: billingWs } });
		expect(again.body.data.prices).toEqual(config.prices);
		const other = await createWorkspace();
		const moved = await mkt(await mintMktKey(other, "platform_admin"), "PUT", "/billing/config", {
			body: { accountId: other },
		});
		expect(
			moved.body.data.prices.every(
				(p: { payPlanId: string }) => !config.prices.some((q: { payPlanId: string }) => q.payPlanId === p.payPlanId),
			),
		).toBe(true);
	});
});
