// Payments over two shards (issue 38): a workspace on each shard keys, checks out, subscribes, pays
// an invoice and opens the portal through the hosted pages, and is paid out on the test clock; its
// rows live on its own shard only, ids of the other shard are 404, and every address or key that
// names no workspace in its path finds it (the key locator, ?w= on hosted pages).
import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { shardDb } from "../../src/platform/shards";
import { forgetLocatorCache } from "../../src/services/admin/locator";
import { forgetKeyCache } from "../../src/services/payments/access/auth";
import { admin } from "../helpers/http";
import { eventually, type PayKey, payCall } from "../helpers/pay";
import { onBothShards, shardOf } from "../helpers/shards";
import { stubReceiver } from "../helpers/webhooks";
import { advance, billingSetup, eventTypes, mut, subscribe, workspaceKey } from "./billing-helpers";
import { choose, getSession, page, pageAt, pagePath, paidSession, session, simulate } from "./checkout-helpers";
import { createPayout, setBank, settle } from "./payouts-helpers";
import { mint, open } from "./portal-helpers";

beforeAll(() => {
	stubReceiver();
});
afterAll(() => vi.unstubAllGlobals());

/** Every row of the workspace on shard `i`: each table of DB_PAY that has an account_id column. */
async function rowsOf(i: number, ws: string) {
	const db = shardDb(env, "DB_PAY", i);
	const tables = await db
		.prepare(
			"SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'",
		)
		.all<{ name: string }>();
	let n = 0;
	for (const { name } of tables.results) {
		const cols = (await db.prepare(`PRAGMA table_info("${name}")`).all<{ name: string }>()).results;
		if (!cols.some((c) => c.name === "account_id")) continue;
		const row = await db
			.prepare(`SELECT COUNT(*) AS n FROM "${name}" WHERE account_id = ?`)
			.bind(ws)
			.first<{ n: number }>();
		n += row?.n ?? 0;
	}
	return n;
}

const path = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;

/** A send_invoice subscription's open invoice, paid through its hosted page and the hosted checkout. */
async function invoicePaidOnItsPage(key: PayKey) {
	const s = await billingSetup(key, { unitAmount: 50_000 });
	const sub = await subscribe(key, {
		customerId: s.customer.id,
		planId: s.plan.id,
		priceId: s.priceId,
		collectionMethod: "send_invoice",
	});
	expect(sub.status, sub.text).toBe(201);
	const inv = (await payCall(key, "GET", `/v1/invoices/${sub.body.data.latestInvoiceId}`)).body.data;
	const go = await page(path(inv.hostedInvoiceUrl), { form: {} });
	expect(go.status, go.html).toBe(303);
	const cs = { hostedUrl: go.location as string };
	expect((await choose(cs, "qris")).status).toBe(303);
	expect((await simulate(cs, "success")).status).toBe(303);
	expect((await payCall(key, "GET", `/v1/invoices/${inv.id}`)).body.data.status).toBe("paid");
	return { customer: s.customer, sub: sub.body.data, inv };
}

describe("payments on two shards", () => {
	it("a workspace on each shard: keys, checkout, invoice page, portal, payouts and webhooks work, and rows stay on its shard", {
		timeout: 120_000,
	}, async () => {
		const pair = await onBothShards("DB_PAY", workspaceKey);
		for (const { ws, key } of pair) {
			// A key minted over the API is found through the locator (kind pay.key) and signs at once.
			const made = await payCall(key, "POST", "/v1/api-keys", { body: { name: "second" } });
			expect(made.status, made.text).toBe(201);
			const owner = await env.DB_PLATFORM.prepare("SELECT workspace_id AS ws FROM locators WHERE kind = ? AND key = ?")
				.bind("pay.key", made.body.data.keyId)
				.first<{ ws: string }>();
			expect(owner?.ws).toBe(ws);
			expect((await payCall(made.body.data, "GET", "/v1/api-keys")).status).toBe(200);

			const hook = await mut(key, "POST", "/v1/webhook-endpoints", {
				url: `https://hooks.example.com/${ws}`,
				events: ["*"],
			});
			expect(hook.status, hook.text).toBe(201);
			const { session: paid } = await paidSession(key);
			expect(paid.status).toBe("completed");
			const { customer } = await invoicePaidOnItsPage(key);
			const portal = await open(
				(await mint(key, { customerId: customer.id, returnUrl: "https://toko.example/back" })).body.data.url,
			);
			expect(portal.ex.status).toBe(204);
			const home = await page(portal.path);
			expect(home.status).toBe(200);

			// Payouts on the test clock: the ledger object publishes its events and due time on this shard.
			await settle(key, 80_000);
			await setBank(key);
			const po = await createPayout(key, { amount: 50_000, currency: "IDR" });
			expect(po.status, po.text).toBe(201);
			await advance(key, 120);
			await advance(key, 120);
			expect((await payCall(key, "GET", `/v1/payouts/${po.body.data.id}`)).body.data.status).toBe("paid");
			expect(await eventTypes(ws, "test", "payout.")).toEqual(["payout.initiated", "payout.paid"]);
			await eventually(
				async () => (await payCall(key, "GET", `/v1/webhook-endpoints/${hook.body.data.id}/deliveries`)).body.data,
				(d) => d.length > 0 && d.every((x: { status: string }) => x.status === "succeeded"),
			);

			const home0 = await shardOf("DB_PAY", ws);
			expect(await rowsOf(home0, ws)).toBeGreaterThan(20);
			expect(await rowsOf(1 - home0, ws)).toBe(0);
		}
	});

	it("tenancy across shards: the other shard's ids are 404, and a page addressed to another workspace finds nothing", async () => {
		const [a, b] = await onBothShards("DB_PAY", workspaceKey);
		const sa = await session(a.key);
		expect((await payCall(b.key, "GET", `/v1/checkout-sessions/${sa.id}`)).status).toBe(404);
		expect((await payCall(a.key, "GET", `/v1/checkout-sessions/${sa.id}`)).status).toBe(200);
		const elsewhere = `${new URL(sa.hostedUrl).pathname}?w=${b.ws}`;
		expect((await page(elsewhere)).status).toBe(404);
		expect((await page(`${new URL(sa.hostedUrl).pathname}?w=nonsense`)).status).toBe(404);
		expect((await page(pagePath(sa))).status).toBe(200);
		const { inv } = await invoicePaidOnItsPage(b.key);
		const link = new URL(inv.hostedInvoiceUrl);
		link.searchParams.set("w", a.ws);
		expect((await page(path(link.href))).status).toBe(404);
		const pb = await open(
			(await mint(b.key, { customerId: inv.customerId, returnUrl: "https://toko.example/back" })).body.data.url,
		);
		expect((await page(pb.path.replace(b.ws, a.ws))).status).toBe(404);
	});

	it("addresses and keys from before sharding (no ?w=, no locator row) are read on shard 0", async () => {
		const pair = await onBothShards("DB_PAY", workspaceKey);
		for (const { ws, key } of pair) {
			const home = await shardOf("DB_PAY", ws);
			const s = await session(key);
			const legacy = new URL(s.hostedUrl).pathname;
			// Shard 0 holds what was made before sharding; a shard-1 session was never given such an address.
			expect((await page(legacy)).status).toBe(home === 0 ? 200 : 404);
			expect((await page(pageAt(s, "/pay"), { form: { method: "qris" } })).status).toBe(303);
			expect((await getSession(key, s.id)).paymentId).toMatch(/^pay_/);
			// A key without its locator row is looked for on shard 0 only.
			await env.DB_PLATFORM.prepare("DELETE FROM locators WHERE kind = 'pay.key' AND key = ?").bind(key.keyId).run();
			forgetKeyCache();
			forgetLocatorCache();
			expect((await payCall(key, "GET", "/v1/api-keys")).status).toBe(home === 0 ? 200 : 401);
		}
		// The operator backfill writes the missing rows back, shard by shard.
		let cursor: string | undefined;
		let steps = 0;
		do {
			const r = await admin("POST", "/v1/maintenance/pay/backfill-key-locators", { limit: 500, cursor });
			expect(r.status, r.text).toBe(200);
			expect(r.body.data.conflicts).toEqual([]);
			cursor = r.body.data.nextCursor ?? undefined;
			steps++;
		} while (cursor);
		expect(steps).toBeGreaterThanOrEqual(2); // one per shard at least
		forgetKeyCache();
		forgetLocatorCache();
		for (const { key } of pair) expect((await payCall(key, "GET", "/v1/api-keys")).status).toBe(200);
	});
});
