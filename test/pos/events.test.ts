// Issue 43 "More events": stock, shift, purchase order, customer and shipment events through the
// Worker entry. Each is written in the batch of the write it reports (a refused write leaves none) and
// reaches an endpoint subscribed to "*" through the real queue consumer (a stubbed receiver).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eventually } from "../helpers/pay";
import { pos } from "../helpers/pos";
import { posShop } from "../helpers/pos-sales";
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

/** The workspace's events of `type`, oldest first, with data parsed (read on its shard). */
async function eventsOf(ws: string, type: string) {
	const d1 = await dbOf("DB_POS", ws);
	const r = await d1
		.prepare("SELECT id, type, data FROM events WHERE account_id = ? AND type = ? ORDER BY occurred_at, rowid")
		.bind(ws, type)
		.all<{ id: string; type: string; data: string }>();
	return r.results.map((e) => ({ ...e, data: JSON.parse(e.data) }));
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
