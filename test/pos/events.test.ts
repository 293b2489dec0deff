// Issue 43 "More events": stock, shift, purchase order, customer and shipment events through the
// Worker entry. Each is written in the batch of the write it reports (a refused write leaves none) and
// reaches an endpoint subscribed to "*" through the real queue consumer (a stubbed receiver).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POS_EVENT_PAYLOADS } from "../../src/services/pos/event-payloads";
import { POS_EVENT_TYPES } from "../../src/services/pos/events";
import { call } from "../helpers/http";
import { eventually } from "../helpers/pay";
import { pos } from "../helpers/pos";
import { posShop } from "../helpers/pos-sales";
import { courierStep, shipShop } from "../helpers/pos-shipping";
import { dbOf } from "../helpers/shards";
import { hookUrl, stubReceiver } from "../helpers/webhooks";

let receiver: ReturnType<typeof stubReceiver>;
beforeAll(() => {
	receiver = stubReceiver();
});
afterAll(() => {
	vi.unstubAllGlobals();
});

type Shop = Awaited<ReturnType<typeof posShop>>;

/**
 * The workspace's events of `type`, oldest first, with data parsed (read on its shard); each data must
 * match the schema /pos/openapi.json documents for its type.
 */
async function eventsOf(ws: string, type: (typeof POS_EVENT_TYPES)[number]) {
	const d1 = await dbOf("DB_POS", ws);
	const r = await d1
		.prepare("SELECT id, type, data FROM events WHERE account_id = ? AND type = ? ORDER BY occurred_at, rowid")
		.bind(ws, type)
		.all<{ id: string; type: string; data: string }>();
	const events = r.results.map((e) => ({ ...e, data: JSON.parse(e.data) }));
	for (const e of events) {
		const parsed = POS_EVENT_PAYLOADS[type].schema.safeParse(e.data);
		expect(parsed.success, `${type}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
	}
	return events;
}

/** Bodies delivered to `url`, parsed. */
const deliveredTo = (url: string) => receiver.to(url).map((r) => JSON.parse(r.body));

async function subscribeAll(key: string) {
	const url = hookUrl("events");
	const r = await pos(key, "POST", "/webhook-subscriptions", { url, events: ["*"] });
	expect(r.status).toBe(201);
	return url;
}

const cash = (amount = 10_000) => ({ status: "COMPLETED", payments: [{ method: "CASH", amount }] });
const reorder = (shop: Shop, reorderPoint: number) =>
	pos(shop.key, "PUT", "/inventory/reorder", { outletId: shop.outletId, variantId: shop.variantId, reorderPoint });
const adjust = (shop: Shop, delta: number) =>
	pos(shop.key, "POST", "/inventory/adjust", {
		outletId: shop.outletId,
		variantId: shop.variantId,
		delta,
		reason: "manual_adjust",
	});

describe("pos.stock.low.v1: once per crossing", () => {
	it("20 racing sales through the reorder point report it exactly once; it fires again only after the level rose above", async () => {
		const shop = await posShop({ stock: 24 });
		const url = await subscribeAll(shop.key);
		expect((await reorder(shop, 5)).status).toBe(200);
		expect(await eventsOf(shop.ws, "pos.stock.low.v1")).toEqual([]);

		const sales = await Promise.all(Array.from({ length: 20 }, () => shop.sell(cash())));
		expect(sales.map((r) => r.status)).toEqual(Array(20).fill(201));
		expect(await shop.level()).toBe(4);
		const low = await eventsOf(shop.ws, "pos.stock.low.v1");
		expect(low).toHaveLength(1);
		expect(low[0].data).toEqual({
			outletId: shop.outletId,
			variantId: shop.variantId,
			quantity: 5,
			reorderPoint: 5,
			reorderQty: null,
		});
		const delivered = await eventually(
			async () => deliveredTo(url).filter((b) => b.type === "pos.stock.low.v1"),
			(l) => l.length > 0,
		);
		expect(delivered).toHaveLength(1);
		expect(delivered[0]).toMatchObject({ id: low[0].id, accountId: shop.ws, data: low[0].data });

		// Still under the point: no second report; back to exactly the point is not above it either.
		expect((await shop.sell(cash())).status).toBe(201);
		expect((await adjust(shop, 2)).status).toBe(200);
		expect(await eventsOf(shop.ws, "pos.stock.low.v1")).toHaveLength(1);
		// Above it (6), then down through it again: a second crossing, a second event.
		expect((await adjust(shop, 1)).status).toBe(200);
		expect((await shop.sell(cash())).status).toBe(201);
		const again = await eventsOf(shop.ws, "pos.stock.low.v1");
		expect(again).toHaveLength(2);
		expect(again[1].data.quantity).toBe(5);
	});

	it("a refused sale reports nothing; a reorder point raised over the level reports it; unwatched levels never do", async () => {
		const shop = await posShop({ stock: 3 });
		const short = await shop.sell({ ...cash(40_000), items: [{ variantId: shop.variantId, quantity: 4 }] });
		expect(short.status).toBe(409);
		// reorderPoint 0 (the default) watches nothing: selling out is no low-stock event.
		expect((await shop.sell(cash())).status).toBe(201);
		expect(await eventsOf(shop.ws, "pos.stock.low.v1")).toEqual([]);
		expect((await reorder(shop, 2)).status).toBe(200);
		const low = await eventsOf(shop.ws, "pos.stock.low.v1");
		expect(low.map((e) => e.data)).toEqual([
			{ outletId: shop.outletId, variantId: shop.variantId, quantity: 2, reorderPoint: 2, reorderQty: null },
		]);
		expect((await reorder(shop, 2)).status).toBe(200);
		expect((await adjust(shop, -1)).status).toBe(200);
		expect(await eventsOf(shop.ws, "pos.stock.low.v1")).toHaveLength(1);
	});
});

describe("events of retried and undone writes", () => {
	it("a keyed adjustment retried emits once; a void lifting the level above its point re-arms stock.low", async () => {
		const shop = await posShop({ stock: 4 });
		expect((await reorder(shop, 3)).status).toBe(200);
		const body = { outletId: shop.outletId, variantId: shop.variantId, delta: -1, reason: "damaged" };
		const key = { "Idempotency-Key": `adj-${crypto.randomUUID()}` };
		const first = await pos(shop.key, "POST", "/inventory/adjust", body, key);
		const again = await pos(shop.key, "POST", "/inventory/adjust", body, key);
		expect([first.status, again.status]).toEqual([200, 200]);
		expect(await eventsOf(shop.ws, "pos.stock.adjusted.v1")).toHaveLength(2);
		expect(await eventsOf(shop.ws, "pos.stock.low.v1")).toHaveLength(1);

		const sale = (await shop.sell(cash())).body.data;
		expect(await shop.level()).toBe(2);
		expect((await pos(shop.key, "POST", `/sales/${sale.id}/void`, { reason: "Rang twice" })).status).toBe(200);
		expect((await adjust(shop, 1)).status).toBe(200);
		expect(await eventsOf(shop.ws, "pos.stock.low.v1")).toHaveLength(1);
		expect((await shop.sell(cash())).status).toBe(201);
		expect((await eventsOf(shop.ws, "pos.stock.low.v1")).map((e) => e.data.quantity)).toEqual([3, 3]);
	});
});

describe("pos.stock.adjusted.v1: one event per request with its movements", () => {
	it("an adjustment, a transfer and a batch stock-in each report their movements; a refused one nothing", async () => {
		const shop = await posShop({ stock: 10, plan: "growth" });
		const first = await eventsOf(shop.ws, "pos.stock.adjusted.v1");
		expect(first).toHaveLength(1);
		expect(first[0].data).toMatchObject({
			kind: "adjustment",
			refId: null,
			movements: [
				{
					outletId: shop.outletId,
					variantId: shop.variantId,
					delta: 10,
					reason: "initial_stock",
					balanceAfter: 10,
					note: null,
					refId: null,
				},
			],
		});
		expect(first[0].data.movements[0].id).toMatch(/^mov_/);
		expect(first[0].data.movements[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

		expect((await adjust(shop, -11)).status).toBe(409);
		expect(await eventsOf(shop.ws, "pos.stock.adjusted.v1")).toHaveLength(1);

		const to = (await pos(shop.key, "POST", "/outlets", { name: "Cabang 2", address: "Jl. Asia Afrika 2" })).body.data;
		const trf = await pos(shop.key, "POST", "/inventory/transfer", {
			fromOutletId: shop.outletId,
			toOutletId: to.id,
			items: [{ variantId: shop.variantId, quantity: 4 }],
		});
		expect(trf.status).toBe(201);
		const [, transfer] = await eventsOf(shop.ws, "pos.stock.adjusted.v1");
		expect(transfer.data.kind).toBe("transfer");
		expect(transfer.data.refId).toBe(trf.body.data.id);
		expect(transfer.data.movements.map((m: any) => [m.outletId, m.reason, m.delta, m.balanceAfter])).toEqual([
			[shop.outletId, "transfer_out", -4, 6],
			[to.id, "transfer_in", 4, 4],
		]);
		const refused = await pos(shop.key, "POST", "/inventory/transfer", {
			fromOutletId: shop.outletId,
			toOutletId: to.id,
			items: [{ variantId: shop.variantId, quantity: 7 }],
		});
		expect(refused.status).toBe(409);
		expect(await eventsOf(shop.ws, "pos.stock.adjusted.v1")).toHaveLength(2);
	});
});

describe("pos.stock.adjusted.v1: stock-in and warehouses", () => {
	it("a batch stocked in and a warehouse adjustment each report their one movement", async () => {
		const shop = await posShop({ plan: "business" });
		const med = (
			await pos(shop.key, "POST", "/products", {
				name: "Paracetamol 500 mg",
				trackStock: true,
				requiresBatch: true,
				variants: [{ price: 12_000 }],
			})
		).body.data;
		const variantId = med.variants[0].id as string;
		const expiresAt = new Date(Date.now() + 365 * 86_400_000).toISOString();
		const lot = { outletId: shop.outletId, variantId, batchNumber: "LOT-7", expiresAt, quantity: 30 };
		expect((await pos(shop.key, "POST", "/inventory/batches", lot)).status).toBe(201);
		const [stockIn] = await eventsOf(shop.ws, "pos.stock.adjusted.v1");
		expect(stockIn.data).toMatchObject({
			kind: "stock_in",
			refId: null,
			movements: [{ outletId: shop.outletId, variantId, delta: 30, reason: "initial_stock", note: "batch LOT-7" }],
		});

		const wh = await pos(shop.key, "POST", "/fulfillment/warehouses", { name: "Gudang Cikarang" });
		expect(wh.status, wh.text).toBe(201);
		const body = { warehouseId: wh.body.data.id, variantId, delta: 12, reason: "initial_stock", note: "PO 17" };
		const moved = await pos(shop.key, "POST", "/fulfillment/inventory/adjust", body);
		expect(moved.status, moved.text).toBe(200);
		const refused = await pos(shop.key, "POST", "/fulfillment/inventory/adjust", { ...body, delta: -13 });
		expect(refused.status).toBe(409);
		const all = await eventsOf(shop.ws, "pos.stock.adjusted.v1");
		expect(all).toHaveLength(2);
		expect(all[1].data).toEqual({
			kind: "warehouse_adjustment",
			refId: null,
			movements: [moved.body.data.movement],
		});
	});
});

describe("shift, purchase order and customer events", () => {
	it("pos.shift.closed.v1 carries the shift as GET answers it; a second close emits nothing", async () => {
		const shop = await posShop({ stock: 5 });
		const shift = (await pos(shop.key, "POST", "/shifts/open", { outletId: shop.outletId, openingFloat: 100_000 })).body
			.data;
		expect((await shop.sell(cash())).status).toBe(201);
		const closes = await Promise.all(
			[1, 2, 3].map(() => pos(shop.key, "POST", `/shifts/${shift.id}/close`, { countedCash: 109_000 })),
		);
		expect(closes.map((r) => r.status).sort()).toEqual([200, 409, 409]);
		const got = (await pos(shop.key, "GET", `/shifts/${shift.id}`)).body.data;
		const closed = await eventsOf(shop.ws, "pos.shift.closed.v1");
		expect(closed.map((e) => e.data)).toEqual([got]);
		expect(got).toMatchObject({ status: "CLOSED", expectedCash: 110_000, countedCash: 109_000, difference: -1_000 });
	});

	it("pos.purchase_order.received.v1: one per receive with what it brought and the order's status after it", async () => {
		const shop = await posShop();
		const supplierId = (await pos(shop.key, "POST", "/suppliers", { name: "PT Sumber Kopi" })).body.data.id;
		const po = await pos(shop.key, "POST", "/purchase-orders", {
			supplierId,
			outletId: shop.outletId,
			lines: [{ variantId: shop.variantId, quantity: 10, cost: 6_000 }],
		});
		const id = po.body.data.id as string;
		expect((await pos(shop.key, "POST", `/purchase-orders/${id}/order`)).status).toBe(200);
		const receive = (quantity: number) =>
			pos(shop.key, "POST", `/purchase-orders/${id}/receive`, { lines: [{ variantId: shop.variantId, quantity }] });
		expect((await receive(4)).status).toBe(200);
		expect((await receive(7)).status).toBe(409);
		const last = await receive(6);
		expect(last.status).toBe(200);
		const events = await eventsOf(shop.ws, "pos.purchase_order.received.v1");
		const line = (quantity: number) => ({ variantId: shop.variantId, quantity, batchNumber: null, expiresAt: null });
		expect(events.map((e) => e.data)).toEqual([
			{ id, outletId: shop.outletId, supplierId, status: "PARTIALLY_RECEIVED", receivedAt: null, lines: [line(4)] },
			{
				id,
				outletId: shop.outletId,
				supplierId,
				status: "RECEIVED",
				receivedAt: last.body.data.receivedAt,
				lines: [line(6)],
			},
		]);
	});

	it("pos.customer.created.v1 and pos.customer.updated.v1 carry the customer as GET answers it", async () => {
		const shop = await posShop();
		const url = await subscribeAll(shop.key);
		const created = await pos(shop.key, "POST", "/customers", { name: "Siti Rahma", phone: "+62 812 1111 2222" });
		expect(created.status).toBe(201);
		const id = created.body.data.id as string;
		const patched = await pos(shop.key, "PATCH", `/customers/${id}`, { email: "siti@example.com" });
		expect(patched.status).toBe(200);
		expect((await pos(shop.key, "PATCH", "/customers/cus_nope", { note: "x" })).status).toBe(404);
		expect((await eventsOf(shop.ws, "pos.customer.created.v1")).map((e) => e.data)).toEqual([created.body.data]);
		const got = (await pos(shop.key, "GET", `/customers/${id}`)).body.data;
		expect((await eventsOf(shop.ws, "pos.customer.updated.v1")).map((e) => e.data)).toEqual([got]);
		const types = await eventually(
			async () => deliveredTo(url).map((b) => b.type),
			(l) => l.length >= 2,
		);
		expect(types.sort()).toEqual(["pos.customer.created.v1", "pos.customer.updated.v1"]);
	});
});

describe("pos.shipment.status_changed.v1", () => {
	it("each simulated courier move on the minute cron reports the shipment and its previous status", async () => {
		const shop = await shipShop({ credit: 100_000 });
		const sh = (await shop.draft()).body.data;
		expect((await pos(shop.key, "POST", `/fulfillment/shipments/${sh.id}/confirm-pickup`)).status).toBe(200);
		await courierStep();
		await courierStep();
		const moves = await eventsOf(shop.ws, "pos.shipment.status_changed.v1");
		expect(moves.map((e) => [e.data.previousStatus, e.data.status])).toEqual([
			["confirmed", "allocated"],
			["allocated", "picking_up"],
		]);
		const { history, ...got } = (await pos(shop.key, "GET", `/fulfillment/shipments/${sh.id}`)).body.data;
		expect(history.length).toBeGreaterThan(2);
		expect(moves[1].data).toEqual({ ...got, previousStatus: "allocated" });
	});
});

describe("/pos/openapi.json webhooks", () => {
	it("documents every event type with a signed POST and an example body that matches its schema", async () => {
		const doc = (await call("GET", "/pos/openapi.json")).body;
		for (const type of POS_EVENT_TYPES) {
			const op = doc.webhooks?.[type]?.post;
			expect(op?.description, type).toEqual(expect.any(String));
			expect(op.parameters.map((p: { name: string }) => p.name)).toContain("Pos-Signature");
			const example = op.requestBody.content["application/json"].example;
			expect(example).toMatchObject({ type, id: expect.stringMatching(/^evt_/) });
			const parsed = POS_EVENT_PAYLOADS[type].schema.safeParse(example.data);
			expect(parsed.success, `${type}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
		}
	});
});
