// POS over two shards (issue 38): a workspace on each DB_POS shard runs POS's main flows with its rows
// on its own shard only, another workspace's ids stay 404 across shards, and every entry point that
// starts without a workspace finds it — keys through the locator (pos.key), the pos_session cookie by
// the workspace it carries, courier callbacks by the order's locator (pos.order), the public tracker
// by the waybill's (pos.waybill), payments listeners by metadata.posAccountId — while what predates
// sharding (a cookie without a workspace, an order or waybill without a locator row) reads shard 0.
import { env, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hashBearerKey } from "../../src/platform/crypto";
import { shardDb } from "../../src/platform/shards";
import type { RecordedEvent } from "../../src/platform/webhooks/engine";
import { locate } from "../../src/services/admin/public";
import { pingDb } from "../../src/services/pos/access/store";
import { followPayments } from "../../src/services/pos/billing/subscribe";
import { followCreditTopups } from "../../src/services/pos/credits/topup";
import { ORDER_LOCATOR, WAYBILL_LOCATOR } from "../../src/services/pos/integrations/locate";
import { call, expectEnvelopeError, ORIGIN } from "../helpers/http";
import { idpToken } from "../helpers/mkt";
import { billingSetup } from "../helpers/mkt-billing";
import { eventually } from "../helpers/pay";
import { pos, posWorkspace } from "../helpers/pos";
import { posShop } from "../helpers/pos-sales";
import { courierStep, shipShop } from "../helpers/pos-shipping";
import { dbOf, envOf, onBothShards, shardOf } from "../helpers/shards";
import { hookUrl, stubReceiver } from "../helpers/webhooks";

const TABLES = ["api_keys", "outlets", "products", "variants", "stock_levels", "sales", "sale_items", "events"];
const S = "/fulfillment/shipments";
const SECRET = "test-courier-callback-secret";

/** The workspace's rows of TABLES on shard `i`. */
async function rowsOn(i: number, ws: string, tables = TABLES) {
	const db = shardDb(env, "DB_POS", i);
	let n = 0;
	for (const t of tables)
		n += (await db.prepare(`SELECT COUNT(*) AS n FROM ${t} WHERE account_id = ?`).bind(ws).first<{ n: number }>())!.n;
	return n;
}

/** Rows on its shard, none on the other. */
async function onlyOnItsShard(ws: string, tables = TABLES) {
	const at = await shardOf("DB_POS", ws);
	expect(await rowsOn(at, ws, tables)).toBeGreaterThan(0);
	expect(await rowsOn(1 - at, ws, tables)).toBe(0);
}

const callback = (body: unknown) => call("POST", `/pos/api/v1/fulfillment/shipping/callback?token=${SECRET}`, { body });

describe("POS over two shards", () => {
	afterEach(() => {
		vi.unstubAllGlobals();
	});

	it("keys, catalogue, stock, a sale, its receipt and its webhook: each workspace on its own shard; other ids 404", async () => {
		const receiver = stubReceiver();
		const shops = await onBothShards("DB_POS", () => posShop({ stock: 5 }));
		expect(new Set(await Promise.all(shops.map((s) => shardOf("DB_POS", s.ws)))).size).toBe(2);
		const sales: string[] = [];
		for (const shop of shops) {
			const url = hookUrl("shard");
			expect((await pos(shop.key, "POST", "/webhook-subscriptions", { url, events: ["*"] })).status).toBe(201);
			const made = await pos(shop.key, "POST", "/api-keys", { name: "till 2" });
			expect(made.status, made.text).toBe(201);
			expect((await pos(made.body.data.key, "GET", "/outlets")).status).toBe(200);
			const sale = await shop.sell({ payments: [{ method: "CASH", amount: 10_000 }] });
			expect(sale.status, sale.text).toBe(201);
			sales.push(sale.body.data.id);
			expect((await pos(shop.key, "GET", `/sales/${sale.body.data.id}`)).body.data.status).toBe("COMPLETED");
			expect((await pos(shop.key, "GET", `/sales/${sale.body.data.id}/receipt`)).status).toBe(200);
			expect(await shop.level()).toBe(4);
			const [delivered] = await eventually(
				async () => receiver.to(url),
				(l) => l.length > 0,
			);
			expect(JSON.parse(delivered.body)).toMatchObject({ type: "pos.sale.completed.v1", accountId: shop.ws });
			await onlyOnItsShard(shop.ws);
		}
		// Tenancy across shards: the other workspace's ids are unknown, not found elsewhere.
		const [a, b] = shops;
		expectEnvelopeError(await pos(b.key, "GET", `/sales/${sales[0]}`), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(a.key, "GET", `/sales/${sales[1]}`), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(b.key, "GET", `/products/${a.productId}`), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(a.key, "GET", `/products/${b.productId}`), 404, "NOT_FOUND");
	});

	it("shipments: booking, courier callback, the per-shard courier tick and the public tracker on each shard", async () => {
		const shops = await onBothShards("DB_POS", () => shipShop({ credit: 100_000 }));
		const booked: Array<{ id: string; waybillId: string }> = [];
		for (const shop of shops) {
			const draft = (await shop.draft()).body.data;
			const b = await pos(shop.key, "POST", `${S}/${draft.id}/confirm-pickup`);
			expect(b.status, b.text).toBe(200);
			booked.push(b.body.data);
			const row = await (await dbOf("DB_POS", shop.ws))
				.prepare("SELECT upstream_order_id AS o, waybill_id AS w FROM shipments WHERE id = ?")
				.bind(draft.id)
				.first<{ o: string; w: string }>();
			expect(row?.w).toBe(b.body.data.waybillId);
			// The locator rows were written with the booking.
			expect(await locate(env, ORDER_LOCATOR, row!.o)).toBe(shop.ws);
			expect(await locate(env, WAYBILL_LOCATOR, row!.w)).toBe(shop.ws);
			// The aggregator's callback names only its order id: found on the workspace's shard.
			const report = { event: "order.status", order_id: row!.o, status: "allocated" };
			expect((await callback(report)).body.data).toEqual({ received: true, applied: true });
			expect((await pos(shop.key, "GET", `${S}/${draft.id}`)).body.data.status).toBe("allocated");
			await onlyOnItsShard(shop.ws, ["shipments", "shipment_events", "credit_accounts", "credit_transactions"]);
		}
		// The simulated courier moves each booking on its own shard's tick (its order was still at confirmed).
		await courierStep();
		await courierStep();
		for (const [i, shop] of shops.entries())
			expect((await pos(shop.key, "GET", `${S}/${booked[i].id}`)).body.data.status).toBe("picking_up");
		for (const [i, shop] of shops.entries()) {
			const page = await call("GET", `/pos/track/${booked[i].waybillId}`);
			expect(page.status).toBe(200);
			expect(page.text).toContain(booked[i].waybillId);
			// Tenancy: the other workspace's shipment is 404 on every route.
			const other = shops[1 - i];
			expectEnvelopeError(await pos(other.key, "GET", `${S}/${booked[i].id}`), 404, "NOT_FOUND");
			expectEnvelopeError(await pos(other.key, "POST", `${S}/${booked[i].id}/cancel`), 404, "NOT_FOUND");
			expect((await pos(shop.key, "GET", `/fulfillment/shipping/track/${booked[i].waybillId}`)).status).not.toBe(404);
		}
	});

	it("an order id or waybill without a locator row (booked before sharding) reads shard 0", async () => {
		const ws = `acc_legacy_${crypto.randomUUID().slice(0, 8)}`;
		const id = `shp_LEGACY${crypto.randomUUID().replace(/-/g, "").slice(0, 16)}`;
		const order = `legacy_${crypto.randomUUID().replace(/-/g, "")}`;
		const waybill = `JP${String(Math.floor(Math.random() * 1e10)).padStart(10, "0")}`;
		const now = Date.now();
		await shardDb(env, "DB_POS", 0)
			.prepare(
				`INSERT INTO shipments (id, account_id, courier_code, courier_service_code, courier_type, price, insured, insurance,
				   destination, items, origin, status, waybill_id, upstream_order_id, booking, charged, created_at, updated_at)
				 VALUES (?1, ?2, 'jne', 'reg', 'standard', 18000, 0, 0, '{}', '[]', '{}', 'confirmed', ?3, ?4, 1, 0, ?5, ?5)`,
			)
			.bind(id, ws, waybill, order, now)
			.run();
		expect(await locate(env, ORDER_LOCATOR, order)).toBeNull();
		expect((await callback({ event: "order.status", order_id: order, status: "picked" })).body.data.applied).toBe(true);
		const page = await call("GET", `/pos/track/${waybill}`);
		expect(page.status).toBe(200);
		expect(page.text).toContain(waybill);
		const status = await shardDb(env, "DB_POS", 0)
			.prepare("SELECT status FROM shipments WHERE id = ?")
			.bind(id)
			.first<string>("status");
		expect(status).toBe("picked");
		// An order nobody booked is acknowledged, not applied, and a waybill nobody has is the 404 page.
		expect((await callback({ event: "order.status", order_id: "nobody", status: "picked" })).body.data.applied).toBe(
			false,
		);
		expect((await call("GET", "/pos/track/JP0000000000")).status).toBe(404);
	});

	it("session cookies carry their workspace; the row on its shard must belong to it; a cookie without one reads shard 0", async () => {
		const ws = await onBothShards("DB_POS", () => posWorkspace());
		const cookies: string[] = [];
		for (const w of ws) {
			const token = await idpToken({ sub: "u_kasir", accountId: w.ws, roles: ["owner"] });
			const signIn = await SELF.fetch(`${ORIGIN}/pos/api/v1/auth/session`, {
				method: "POST",
				headers: { Authorization: `Bearer ${token}` },
			});
			expect(signIn.status).toBe(204);
			const cookie = (signIn.headers.get("Set-Cookie") ?? "").split(";")[0];
			expect(cookie.startsWith(`pos_session=${w.ws}.`)).toBe(true);
			cookies.push(cookie);
			const r = await call("GET", "/pos/api/v1/outlets", { headers: { Cookie: cookie } });
			expect(r.status, r.text).toBe(200);
			await onlyOnItsShard(w.ws, ["sessions"]);
		}
		// Another workspace's name on a session's random part: the row is not on that shard, or not its own.
		for (const [i, cookie] of cookies.entries()) {
			const forged = cookie.replace(`${ws[i].ws}.`, `${ws[1 - i].ws}.`);
			expectEnvelopeError(
				await call("GET", "/pos/api/v1/outlets", { headers: { Cookie: forged } }),
				401,
				"AUTH_REQUIRED",
			);
		}
		// A cookie set before sharding (no workspace in it) reads shard 0.
		const onZero = (await shardOf("DB_POS", ws[0].ws)) === 0 ? ws[0] : ws[1];
		const legacy = `legacy${crypto.randomUUID().replace(/-/g, "")}`;
		await shardDb(env, "DB_POS", 0)
			.prepare("INSERT INTO sessions (id_hash, account_id, sub, created_at, expires_at) VALUES (?, ?, 'u_old', ?, ?)")
			.bind(await hashBearerKey(legacy), onZero.ws, Date.now(), Date.now() + 3_600_000)
			.run();
		const old = await call("GET", "/pos/api/v1/outlets", { headers: { Cookie: `pos_session=${legacy}` } });
		expect(old.status, old.text).toBe(200);
	});

	it("payments listeners resolve the merchant's shard from metadata.posAccountId (fan-out env of the billing workspace)", async () => {
		const { billingWs } = await billingSetup();
		const fanOut = await envOf(billingWs);
		const shops = await onBothShards("DB_POS", () => posWorkspace());
		for (const shop of shops) {
			const t = await pos(shop.key, "POST", "/fulfillment/shipping-credits/topup", { amount: 20_000 });
			expect(t.status, t.text).toBe(201);
			const session = await (await dbOf("DB_POS", shop.ws))
				.prepare("SELECT checkout_session_id AS s FROM credit_topups WHERE id = ?")
				.bind(t.body.data.id)
				.first<string>("s");
			const event = (data: Record<string, unknown>): RecordedEvent => ({
				id: `evt_${crypto.randomUUID()}`,
				type: "checkout_session.completed",
				accountId: billingWs,
				environment: "test",
				occurredAt: Date.now(),
				data,
			});
			await followCreditTopups(
				fanOut,
				event({ id: session, amount: 20_000, metadata: { posAccountId: shop.ws, posCreditTopup: t.body.data.id } }),
			);
			expect((await pos(shop.key, "GET", "/fulfillment/shipping-credits")).body.data).toEqual({ balance: 20_000 });
			await followPayments(
				fanOut,
				event({ id: `cs_${crypto.randomUUID()}`, metadata: { posAccountId: shop.ws, posTier: "growth" } }),
			);
			const billing = await eventually(
				() => pos(shop.key, "GET", "/billing"),
				(r) => r.body.data.tier === "growth",
			);
			expect(billing.body.data).toMatchObject({ tier: "growth", status: "active" });
			await onlyOnItsShard(shop.ws, ["credit_topups", "credit_accounts", "billing", "events"]);
		}
	});

	it("health pings every shard", async () => {
		await pingDb(env);
		const h = await call("GET", "/pos/api/v1/health");
		expect(h.status, h.text).toBe(200);
		expect(h.body.data.checks.database).toBe("ok");
	});
});
