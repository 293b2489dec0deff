import { describe, expect, it } from "vitest";
import { call, createWorkspace, expectEnvelopeError } from "../helpers/http";
import { mintPayKey, payCall } from "../helpers/pay";
import { dbOf } from "../helpers/shards";
import { billingSetup, eventsOf, ik, subscribe, workspaceKey } from "./billing-helpers";
import { action, mint, open, withSubscription } from "./portal-helpers";

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
describe("POST /v1/portal-sessions", () => {
	it("201: ps_ id, arn, accountId, customerId, url with the id in the path and a signed token in the fragment, expiresAt = createdAt + 15 min", async () => {
		const { ws, key, s } = await withSubscription();
		const r = await mint(key, { customerId: s.customer.id, returnUrl: "https://toko.example/account" });
		expect(r.status, r.text).toBe(201);
		const d = r.body.data;
		expect(d).toMatchObject({
			id: expect.stringMatching(/^ps_/),
			accountId: ws,
			customerId: s.customer.id,
			returnUrl: "https://toko.example/account",
			createdAt: expect.stringMatching(ISO),
		});
		expect(typeof d.arn).toBe("string");
		expect(Date.parse(d.expiresAt) - Date.parse(d.createdAt)).toBe(15 * 60_000);
		// ?w= names the workspace, so the page finds the session on its shard (issue 38).
		expect(d.url).toMatch(
			new RegExp(`^http://127\\.0\\.0\\.1:8787/pay/portal/${d.id}\\?w=${ws}#token=[A-Za-z0-9_-]{20,}$`),
		);
		expect(Object.keys(d).sort()).toEqual([
			"accountId",
			"arn",
			"createdAt",
			"customerId",
			"expiresAt",
			"id",
			"returnUrl",
			"url",
		]);
		// No event for session creation.
		expect(
			(await payCall(key, "GET", "/v1/events?limit=100")).body.data.filter((e: any) => e.type.startsWith("portal")),
		).toEqual([]);
	});

	it("errors: another workspace's customer 404; http returnUrl and unknown fields 400; scope; replay with the same key", async () => {
		const { key, s } = await withSubscription();
		const other = await workspaceKey();
		expectEnvelopeError(
			await mint(other.key, { customerId: s.customer.id, returnUrl: "https://x.example" }),
			404,
			"not_found",
		);
		const v = await mint(key, { customerId: s.customer.id, returnUrl: "http://toko.example" });
		expectEnvelopeError(v, 400, "validation_error");
		expect(v.body.error.param).toBe("returnUrl");
		expectEnvelopeError(
			await mint(key, { customerId: s.customer.id, returnUrl: "https://x.example", extra: 1 }),
			400,
			"validation_error",
		);
		expectEnvelopeError(await mint(key, { returnUrl: "https://x.example" }), 400, "validation_error");
		const ws2 = await createWorkspace();
		const ro = await mintPayKey(ws2, { role: "read_only" });
		expectEnvelopeError(
			await mint(ro, { customerId: s.customer.id, returnUrl: "https://x.example" }),
			403,
			"insufficient_scope",
		);
		const k = ik();
		const a = await mint(key, { customerId: s.customer.id, returnUrl: "https://x.example" }, k);
		const b = await mint(key, { customerId: s.customer.id, returnUrl: "https://x.example" }, k);
		expect(b.body.data.id).toBe(a.body.data.id);
		expectEnvelopeError(
			await mint(key, { customerId: s.customer.id, returnUrl: "https://y.example" }, k),
			409,
			"idempotency_key_conflict",
		);
	});
});

describe("portal settings", () => {
	it("all on by default; PUT changes a subset; per workspace", async () => {
		const { key } = await workspaceKey();
		expect((await payCall(key, "GET", "/v1/portal-settings")).body.data).toEqual({
			cancelSubscription: true,
			updatePaymentMethod: true,
			viewInvoices: true,
			changePlan: true,
		});
		const r = await payCall(key, "PUT", "/v1/portal-settings", { body: { cancelSubscription: false } });
		expect(r.body.data).toEqual({
			cancelSubscription: false,
			updatePaymentMethod: true,
			viewInvoices: true,
			changePlan: true,
		});
		expectEnvelopeError(
			await payCall(key, "PUT", "/v1/portal-settings", { body: { viewInvoices: "no" } }),
			400,
			"validation_error",
		);
		const other = await workspaceKey();
		expect((await payCall(other.key, "GET", "/v1/portal-settings")).body.data.cancelSubscription).toBe(true);
	});
});

describe("hosted portal page", () => {
	it("token exchange → page with the customer's subscription and invoices → cancel at period end (same event as the API) → 410 after 15 minutes on the test clock", async () => {
		const { ws, key, s, sub } = await withSubscription();
		const url = (await mint(key, { customerId: s.customer.id, returnUrl: "https://toko.example/back" })).body.data
			.url as string;
		const { path, at, ex, cookie } = await open(url);
		expect(ex.status).toBe(204);
		expect(ex.headers.get("set-cookie")).toMatch(/HttpOnly/i);
		expect(ex.headers.get("set-cookie")).toMatch(/SameSite=Strict/i);
		const en = { "Accept-Language": "en" };
		const shell = await call("GET", path, { headers: en });
		expect(shell.status).toBe(200);
		expect(shell.text).toContain("Opening your billing portal");
		const full = await call("GET", path, { headers: { Cookie: cookie, ...en } });
		expect(full.status).toBe(200);
		expect(full.text).toContain(`data-id="${sub.id}"`);
		expect(full.text).toContain("IDR\u00a0150,000");
		expect(full.text).toContain('id="invoices"');
		const cancel = await action(at(`/subscriptions/${sub.id}/cancel`), cookie);
		expect(cancel.status).toBe(303);
		const after = (await payCall(key, "GET", `/v1/subscriptions/${sub.id}`)).body.data;
		expect(after.cancelAt).toBe(after.currentPeriodEnd);
		const updates = await eventsOf(ws, "subscription.updated");
		expect(updates.at(-1)).toMatchObject({ id: sub.id, causes: ["cancel_scheduled"] });
		await payCall(key, "POST", "/v1/test-helpers/clock/advance", { body: { seconds: 15 * 60 } });
		const expired = await call("GET", path, { headers: { Cookie: cookie, ...en } });
		expect(expired.status).toBe(410);
		expect(expired.text).toContain("expired");
		expect((await call("POST", at("/session"), { body: { token: "x" } })).status).toBe(410);
	});

	it("a forged token is refused; no cookie means no data; the session is bound to its customer", async () => {
		const { key, s } = await withSubscription();
		const url = (await mint(key, { customerId: s.customer.id, returnUrl: "https://toko.example/back" })).body.data
			.url as string;
		const u = new URL(url);
		expect((await call("POST", `${u.pathname}/session${u.search}`, { body: { token: "forged" } })).status).toBe(401);
		// Another customer's subscription in the same workspace is not reachable with this session.
		const s2 = await billingSetup(key);
		const sub2 = (
			await subscribe(key, {
				customerId: s2.customer.id,
				planId: s2.plan.id,
				priceId: s2.priceId,
				paymentTokenId: s2.token.id,
			})
		).body.data;
		const { path, at, cookie } = await open(url);
		const page = await call("GET", path, { headers: { Cookie: cookie } });
		expect(page.text).not.toContain(sub2.id);
		const r = await action(at(`/subscriptions/${sub2.id}/cancel`), cookie);
		expect(r.status).toBe(303);
		expect(r.headers.get("location")).toContain("error=");
		expect((await payCall(key, "GET", `/v1/subscriptions/${sub2.id}`)).body.data.cancelAt).toBeNull();
		// A cookie of one session does not open another.
		const url2 = (await mint(key, { customerId: s2.customer.id, returnUrl: "https://toko.example/back" })).body.data
			.url as string;
		const u2 = new URL(url2);
		const other = await call("GET", `${u2.pathname}${u2.search}`, {
			headers: { Cookie: cookie, "Accept-Language": "en" },
		});
		expect(other.text).toContain("Opening your billing portal");
		expect((await call("GET", "/pay/portal/ps_01JB4X6N0ZQ8K3C9W2T5V7R1MD")).status).toBe(404);
	});

	it("toggles: cancel off hides the button and refuses the action; invoices off hides them", async () => {
		const { key, s, sub } = await withSubscription();
		await payCall(key, "PUT", "/v1/portal-settings", { body: { cancelSubscription: false, viewInvoices: false } });
		const { path, at, cookie } = await open(
			(await mint(key, { customerId: s.customer.id, returnUrl: "https://toko.example/back" })).body.data.url,
		);
		const page = await call("GET", path, { headers: { Cookie: cookie, "Accept-Language": "en" } });
		expect(page.text).not.toContain("Cancel at period end");
		expect(page.text).not.toContain('id="invoices"');
		const r = await action(at(`/subscriptions/${sub.id}/cancel`), cookie);
		expect(r.headers.get("location")).toContain("error=");
		expect((await payCall(key, "GET", `/v1/subscriptions/${sub.id}`)).body.data.cancelAt).toBeNull();
	});

	it("update payment method: switches the subscription's default token (subscription.updated, cause payment_token)", async () => {
		const { ws, key, s, sub } = await withSubscription();
		const t2 = (
			await payCall(key, "POST", "/v1/payment-tokens", {
				body: { customerId: s.customer.id, method: "card", brand: "mastercard", last4: "5555" },
				idempotencyKey: ik(),
			})
		).body.data;
		const { at, cookie } = await open(
			(await mint(key, { customerId: s.customer.id, returnUrl: "https://toko.example/back" })).body.data.url,
		);
		const r = await action(at(`/subscriptions/${sub.id}/payment-method`), cookie, `tokenId=${t2.id}`);
		expect(r.status).toBe(303);
		expect((await payCall(key, "GET", `/v1/subscriptions/${sub.id}`)).body.data.defaultPaymentTokenId).toBe(t2.id);
		expect((await eventsOf(ws, "subscription.updated")).at(-1)).toMatchObject({ causes: ["payment_token"] });
	});

	it("change plan: an upgrade is charged its prorated difference at once, exactly as the API's PATCH", async () => {
		const { ws, key } = await workspaceKey();
		const s = await billingSetup(key, { unitAmount: 100_000, interval: "day", intervalCount: 30 });
		const big = (
			await payCall(key, "POST", `/v1/plans/${s.plan.id}/prices`, {
				body: { unitAmount: 250_000 },
				idempotencyKey: ik(),
			})
		).body.data;
		const sub = (
			await subscribe(key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				paymentTokenId: s.token.id,
			})
		).body.data;
		await payCall(key, "POST", "/v1/test-helpers/clock/advance", { body: { seconds: 15 * 86_400 } });
		const { at, cookie } = await open(
			(await mint(key, { customerId: s.customer.id, returnUrl: "https://toko.example/back" })).body.data.url,
		);
		const r = await action(at(`/subscriptions/${sub.id}/plan`), cookie, `priceId=${big.id}`);
		expect(r.status).toBe(303);
		// Issue 12: the redirect carries a message code, not the text (the page holds the text).
		expect(r.headers.get("location")).toMatch(/&notice=plan_updated$/);
		const after = (await payCall(key, "GET", `/v1/subscriptions/${sub.id}`)).body.data;
		expect(after).toMatchObject({
			priceId: big.id,
			unitAmount: 250_000,
			currentPeriodEnd: sub.currentPeriodEnd,
			pendingPriceId: null,
		});
		const inv = (await payCall(key, "GET", `/v1/invoices/${after.latestInvoiceId}`)).body.data;
		expect(inv).toMatchObject({ billingReason: "subscription_update", status: "paid" });
		expect(inv.total).toBeLessThanOrEqual(75_000);
		expect(inv.total).toBeGreaterThan(74_900);
		expect((await eventsOf(ws, "subscription.updated")).at(-1)).toMatchObject({
			causes: ["price_change"],
			previousAttributes: { priceId: sub.priceId },
		});
	});

	it("change plan: a declined upgrade charge changes nothing and tells the customer", async () => {
		const { key } = await workspaceKey();
		const s = await billingSetup(key, { unitAmount: 100_000, interval: "day", intervalCount: 30 });
		const big = (
			await payCall(key, "POST", `/v1/plans/${s.plan.id}/prices`, {
				body: { unitAmount: 250_000 },
				idempotencyKey: ik(),
			})
		).body.data;
		const sub = (
			await subscribe(key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				paymentTokenId: s.token.id,
			})
		).body.data;
		const declining = (
			await payCall(key, "POST", "/v1/payment-tokens", {
				body: { customerId: s.customer.id, method: "card", brand: "visa", last4: "0002", testOutcome: "decline" },
				idempotencyKey: ik(),
			})
		).body.data;
		await payCall(key, "PATCH", `/v1/subscriptions/${sub.id}`, {
			body: { defaultPaymentTokenId: declining.id },
			idempotencyKey: ik(),
		});
		const { at, cookie } = await open(
			(await mint(key, { customerId: s.customer.id, returnUrl: "https://toko.example/back" })).body.data.url,
		);
		const r = await action(at(`/subscriptions/${sub.id}/plan`), cookie, `priceId=${big.id}`);
		expect(r.status).toBe(303);
		expect(r.headers.get("location")).toMatch(/&error=payment_declined$/);
		const declined = r.headers.get("location") as string;
		expect((await call("GET", declined, { headers: { Cookie: cookie, "Accept-Language": "en" } })).text).toContain(
			"The payment was declined; nothing was changed.",
		);
		expect((await payCall(key, "GET", `/v1/subscriptions/${sub.id}`)).body.data).toMatchObject({
			priceId: sub.priceId,
			unitAmount: 100_000,
		});
	});

	it("portal actions hand their events to the webhooks engine at once (fanned out without waiting for the sweeper)", async () => {
		const { ws, key, s, sub } = await withSubscription();
		const { at, cookie } = await open(
			(await mint(key, { customerId: s.customer.id, returnUrl: "https://toko.example/back" })).body.data.url,
		);
		expect((await action(at(`/subscriptions/${sub.id}/cancel`), cookie)).status).toBe(303);
		const db = await dbOf("DB_PAY", ws);
		const fanned = async () =>
			db
				.prepare(
					"SELECT fanned_out_at FROM events WHERE account_id = ? AND type = 'subscription.updated' ORDER BY occurred_at DESC, id DESC LIMIT 1",
				)
				.bind(ws)
				.first<{ fanned_out_at: number | null }>();
		const until = Date.now() + 5_000;
		while ((await fanned())?.fanned_out_at == null && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
		expect((await fanned())?.fanned_out_at).not.toBeNull();
	});
});
