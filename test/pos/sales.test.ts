import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { pos, posWorkspace } from "../helpers/pos";
import { posShop } from "../helpers/pos-sales";
import { dbOf } from "../helpers/shards";

/** The workspace's sale events (stock and customer events have their own tests: events.test.ts). */
const eventsOf = async (ws: string) =>
	(
		await (
			await dbOf("DB_POS", ws)
		)
			.prepare("SELECT type, data FROM events WHERE account_id = ? AND type LIKE 'pos.sale.%' ORDER BY occurred_at, id")
			.bind(ws)
			.all<{ type: string; data: string }>()
	).results.map((e) => ({ type: e.type, data: JSON.parse(e.data) }));

describe("POS sales: totals, statuses, receipts data", () => {
	it("a COMPLETED sale: exclusive tax half up, cash change, stock taken, points earned, event", async () => {
		const shop = await posShop({ taxRateBps: 1100, price: 5_000, stock: 10 });
		const { key, outletId, variantId } = shop;
		const customer = (await pos(key, "POST", "/customers", { name: "Budi", phone: "+628123" })).body.data;
		const r = await shop.sell({
			customerId: customer.id,
			items: [
				{ variantId, quantity: 2, modifiers: [{ name: "Extra shot", price: 500 }], discount: 850 },
				{ variantId, quantity: 1, unitPrice: 0 },
			],
			payments: [
				{ method: "QRIS", amount: 1_267 },
				{ method: "CASH", amount: 10_000, tendered: 20_000 },
			],
			note: "Meja 4",
		});
		expect(r.status).toBe(201);
		const sale = r.body.data;
		expect(sale.id).toMatch(/^txn_/);
		// line 1: (5,000 + 500) × 2 − 850 = 10,150; line 2: 0; tax round(10,150 × 11%) = 1,116.5 → 1,117.
		expect(sale).toMatchObject({
			status: "COMPLETED",
			subtotal: 10_150,
			orderDiscount: 0,
			discountTotal: 850,
			taxTotal: 1_117,
			total: 11_267,
			changeTotal: 10_000,
			taxRateBps: 1100,
			taxInclusive: false,
			pointsEarned: 11,
			customerId: customer.id,
			note: "Meja 4",
		});
		expect(sale.items[0]).toMatchObject({ name: "Kopi Susu", unit: 5_500, quantity: 2, discount: 850, total: 10_150 });
		expect(sale.payments[1]).toEqual({
			method: "CASH",
			amount: 10_000,
			tendered: 20_000,
			change: 10_000,
			paymentId: null,
		});
		expect(await shop.level()).toBe(7);
		const moves = (await pos(key, "GET", `/inventory/movements?variantId=${variantId}&reason=sale`)).body.data;
		expect(moves).toMatchObject([{ delta: -3, reason: "sale", refId: sale.id, balanceAfter: 7 }]);
		expect((await pos(key, "GET", `/customers/${customer.id}/loyalty`)).body.data.balance).toBe(11);
		const got = (await pos(key, "GET", `/sales/${sale.id}`)).body.data;
		expect(got.customer).toEqual({ id: customer.id, name: "Budi", phone: "+628123", email: null });
		expect(got.items).toEqual(sale.items);
		const events = await eventsOf(shop.ws);
		expect(events.map((e) => e.type)).toEqual(["pos.sale.completed.v1"]);
		expect(events[0].data).toMatchObject({ id: sale.id, total: 11_267, status: "COMPLETED" });
		const list = await pos(key, "GET", `/sales?outletId=${outletId}&status=COMPLETED`);
		expect(list.body.data.map((x: { id: string }) => x.id)).toEqual([sale.id]);
		expect(list.body.data[0].payments).toHaveLength(2);
		expect(list.body.meta).toMatchObject({ hasMore: false, cursor: null });
	});

	it("GET /sales/{id} (built by SQLite as one JSON document) answers saleView's shape to the byte", async () => {
		const shop = await posShop({ taxRateBps: 1100, price: 5_000, stock: 100 });
		const customer = (await pos(shop.key, "POST", "/customers", { name: "Sari", email: "sari@example.id" })).body.data;
		const items = Array.from({ length: 12 }, (_, i) => ({
			variantId: shop.variantId,
			quantity: i + 1,
			modifiers: i % 2 ? [{ name: `Topping ${i}`, price: 100 * i }] : [],
		}));
		const draft = (await shop.sell({ status: "PARKED", customerId: customer.id, items })).body.data;
		const total = draft.total;
		const payments = [
			{ method: "QRIS", amount: 1_000 },
			{ method: "CARD", amount: 2_000 },
			{ method: "OTHER", amount: 3_000 },
			{ method: "CASH", amount: total - 6_000, tendered: total },
		];
		const done = await pos(shop.key, "POST", `/sales/${draft.id}/complete`, { payments });
		expect(done.status, JSON.stringify(done.body)).toBe(200);
		const voided = await pos(shop.key, "POST", `/sales/${draft.id}/void`, { reason: "Salah input" });
		expect(voided.status).toBe(200);
		const got = await pos(shop.key, "GET", `/sales/${draft.id}`);
		expect(JSON.stringify(got.body.data)).toBe(JSON.stringify(voided.body.data));
		expect(got.body.data.items.map((i: { quantity: number }) => i.quantity)).toEqual(items.map((i) => i.quantity));
		expect(got.body.data.payments.map((p: { method: string }) => p.method)).toEqual(["QRIS", "CARD", "OTHER", "CASH"]);
		expect(got.body.data).toMatchObject({ status: "VOIDED", taxInclusive: false, customer: { name: "Sari" } });
		const bare = (await shop.sell({ payments: [{ method: "CASH", amount: 5_550 }] })).body.data;
		const plain = (await pos(shop.key, "GET", `/sales/${bare.id}`)).body.data;
		// GET /sales/{id} adds the customer and the returns (none yet) to what the create answered.
		const withCustomer = Object.entries(bare).flatMap(([k, v]) =>
			k === "customerId"
				? [
						[k, v],
						["customer", null],
					]
				: k === "netTotal"
					? [
							[k, v],
							["returns", []],
						]
					: [[k, v]],
		);
		expect(JSON.stringify(plain)).toBe(JSON.stringify(Object.fromEntries(withCustomer)));
	});

	it("inclusive tax is taken out of the price (50,000 at 11% → 4,955) and the order discount comes first", async () => {
		const shop = await posShop({ taxRateBps: 1100, taxInclusive: true, price: 52_000, stock: 1 });
		const r = await shop.sell({ orderDiscount: 2_000, payments: [{ method: "CARD", amount: 50_000 }] });
		expect(r.body.data).toMatchObject({ subtotal: 52_000, taxTotal: 4_955, total: 50_000, changeTotal: 0 });
		const wrong = await shop.sell({ orderDiscount: 2_000, payments: [{ method: "CARD", amount: 54_955 }] });
		expectEnvelopeError(wrong, 400, "VALIDATION_ERROR");
	});

	it("PARKED takes nothing until completed; complete and void move only from their statuses (409 otherwise)", async () => {
		const shop = await posShop({ price: 10_000, stock: 3 });
		const { key } = shop;
		const parked = (await shop.sell({ status: "PARKED", items: [{ variantId: shop.variantId, quantity: 2 }] })).body
			.data;
		expect(parked).toMatchObject({ status: "PARKED", total: 20_000, payments: [], completedAt: null });
		expect(await shop.level()).toBe(3);
		expectEnvelopeError(
			await pos(key, "POST", `/sales/${parked.id}/complete`, { payments: [{ method: "CASH", amount: 19_000 }] }),
			400,
			"VALIDATION_ERROR",
		);
		expectEnvelopeError(await pos(key, "POST", `/sales/${parked.id}/complete`, {}), 400, "VALIDATION_ERROR");
		const done = await pos(key, "POST", `/sales/${parked.id}/complete`, {
			payments: [{ method: "CASH", amount: 20_000, tendered: 50_000 }],
		});
		expect(done.status).toBe(200);
		expect(done.body.data).toMatchObject({ status: "COMPLETED", changeTotal: 30_000 });
		expect(done.body.data.completedAt).toBeTruthy();
		expect(await shop.level()).toBe(1);
		expectEnvelopeError(
			await pos(key, "POST", `/sales/${parked.id}/complete`, { payments: [{ method: "CASH", amount: 20_000 }] }),
			409,
			"CONFLICT",
		);
		const voided = await pos(key, "POST", `/sales/${parked.id}/void`, { reason: "Salah input" });
		expect(voided.body.data).toMatchObject({ status: "VOIDED", voidReason: "Salah input" });
		expect(await shop.level()).toBe(3);
		expectEnvelopeError(await pos(key, "POST", `/sales/${parked.id}/void`), 409, "CONFLICT");
		expectEnvelopeError(
			await pos(key, "POST", `/sales/${parked.id}/complete`, { payments: [{ method: "CASH", amount: 20_000 }] }),
			409,
			"CONFLICT",
		);
		// A parked bill voided without a body is discarded: it took nothing, it gives nothing back.
		const held = (await shop.sell({ status: "PARKED" })).body.data;
		expect((await pos(key, "POST", `/sales/${held.id}/void`)).body.data.status).toBe("VOIDED");
		expect(await shop.level()).toBe(3);
		const moves = (await pos(key, "GET", `/inventory/movements?variantId=${shop.variantId}`)).body.data;
		expect(moves.map((m: { reason: string; delta: number }) => [m.reason, m.delta])).toEqual([
			["sale_void", 2],
			["sale", -2],
			["initial_stock", 3],
		]);
		const types = (await eventsOf(shop.ws)).map((e) => e.type);
		expect(types).toEqual(["pos.sale.completed.v1", "pos.sale.voided.v1", "pos.sale.voided.v1"]);
	});

	it("a void takes back the points the sale earned (never below zero) and returns its stock", async () => {
		const shop = await posShop({ price: 25_000, stock: 5 });
		const { key } = shop;
		const c = (await pos(key, "POST", "/customers", { name: "Sari" })).body.data;
		const sale = (await shop.sell({ customerId: c.id, payments: [{ method: "CASH", amount: 25_000 }] })).body.data;
		expect(sale.pointsEarned).toBe(25);
		await pos(key, "POST", `/customers/${c.id}/loyalty/redeem`, { points: 20 });
		await pos(key, "POST", `/sales/${sale.id}/void`, {});
		expect((await pos(key, "GET", `/customers/${c.id}/loyalty`)).body.data.balance).toBe(0);
		expect(await shop.level()).toBe(5);
	});

	it("bad input is a 400 and writes nothing", async () => {
		const shop = await posShop({ price: 10_000, stock: 5 });
		const { key, variantId } = shop;
		const hour = 3_600_000;
		for (const over of [
			{ items: [] },
			{ items: [{ variantId, quantity: 0 }] },
			{ items: [{ variantId, quantity: 10_001 }] },
			{ items: [{ variantId, quantity: 1.5 }] },
			{ items: [{ variantId, quantity: 1, discount: 10_001 }], payments: [{ method: "CASH", amount: 0 }] },
			{ items: [{ variantId, quantity: 1, color: "red" }] },
			{ orderDiscount: 10_001, payments: [{ method: "CASH", amount: 0 }] },
			{ payments: [{ method: "CASH", amount: 9_999 }] },
			{ payments: [] },
			{},
			{ payments: [{ method: "CARD", amount: 10_000, tendered: 10_000 }] },
			{ payments: [{ method: "CASH", amount: 10_000, tendered: 9_000 }] },
			{ payments: [{ method: "GOPAY", amount: 10_000 }] },
			{ status: "PARKED", payments: [{ method: "CASH", amount: 10_000 }] },
			{ status: "VOIDED" },
			{ payments: [{ method: "CASH", amount: 10_000 }], soldAt: new Date(Date.now() + 2 * hour).toISOString() },
			{ payments: [{ method: "CASH", amount: 10_000 }], soldAt: new Date(Date.now() - 73 * hour).toISOString() },
			{ payments: [{ method: "CASH", amount: 10_000 }], soldAt: "yesterday" },
			{ payments: [{ method: "CASH", amount: 10_000 }], accountId: "acc_x" },
			{ payments: [{ method: "CASH", amount: 10_000 }], note: "x".repeat(501) },
		])
			expectEnvelopeError(await shop.sell(over), 400, "VALIDATION_ERROR");
		const raw = await pos(key, "POST", "/sales", "{not json", { "Content-Type": "application/json" });
		expect(raw.status).toBe(400);
		expect((await pos(key, "GET", "/sales")).body.data).toEqual([]);
		expect(await shop.level()).toBe(5);
		expect(await eventsOf(shop.ws)).toEqual([]);
	});

	it("soldAt from an offline till within 72 h is kept; unknown outlet, variant, customer or shift are 404", async () => {
		const shop = await posShop({ price: 1_000, stock: 5 });
		const { key, outletId, variantId } = shop;
		const soldAt = new Date(Date.now() - 48 * 3_600_000).toISOString();
		const r = await shop.sell({ soldAt, payments: [{ method: "CASH", amount: 1_000 }] });
		expect(r.body.data.soldAt).toBe(soldAt);
		const pay = [{ method: "CASH", amount: 1_000 }];
		expectEnvelopeError(await shop.sell({ outletId: "out_nope", payments: pay }), 404, "NOT_FOUND");
		expectEnvelopeError(await shop.sell({ items: [{ variantId: "var_nope", quantity: 1 }] }), 404, "NOT_FOUND");
		expectEnvelopeError(await shop.sell({ customerId: "cus_nope", payments: pay }), 404, "NOT_FOUND");
		expectEnvelopeError(await shop.sell({ shiftId: "shf_nope", payments: pay }), 404, "NOT_FOUND");
		await pos(key, "DELETE", `/outlets/${outletId}`);
		expectEnvelopeError(await shop.sell({ payments: pay }), 409, "CONFLICT");
		expect((await pos(key, "GET", "/sales")).body.data).toHaveLength(1);
		expect(variantId).toBeTruthy();
	});

	it("tenancy: another workspace's sales, outlets, variants and customers are 404 and never listed", async () => {
		const shop = await posShop({ price: 1_000, stock: 5 });
		const sale = (await shop.sell({ payments: [{ method: "CASH", amount: 1_000 }] })).body.data;
		const c = (await pos(shop.key, "POST", "/customers", { name: "Ani" })).body.data;
		const other = await posWorkspace();
		const pay = { payments: [{ method: "CASH", amount: 1_000 }] };
		expectEnvelopeError(await pos(other.key, "GET", `/sales/${sale.id}`), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(other.key, "POST", `/sales/${sale.id}/void`, {}), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(other.key, "POST", `/sales/${sale.id}/complete`, pay), 404, "NOT_FOUND");
		expect((await pos(other.key, "GET", "/sales")).body.data).toEqual([]);
		expect((await pos(other.key, "GET", `/sales?outletId=${shop.outletId}`)).body.data).toEqual([]);
		const mine = (await pos(other.key, "POST", "/outlets", { name: "Lain" })).body.data;
		const body = (o: Record<string, unknown>) => ({
			items: [{ variantId: shop.variantId, quantity: 1 }],
			...pay,
			...o,
		});
		expectEnvelopeError(await pos(other.key, "POST", "/sales", body({ outletId: shop.outletId })), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(other.key, "POST", "/sales", body({ outletId: mine.id })), 404, "NOT_FOUND");
		expect((await pos(shop.key, "GET", `/sales/${sale.id}`)).body.data.status).toBe("COMPLETED");
		expect(c.id).toMatch(/^cus_/);
		expect(await shop.level()).toBe(4);
	});

	it("GET /sales pages newest first; a cursor is only good with the filters it came with", async () => {
		const shop = await posShop({ price: 1_000, stock: 5 });
		const ids: string[] = [];
		for (let i = 0; i < 3; i++)
			ids.push((await shop.sell({ payments: [{ method: "CASH", amount: 1_000 }] })).body.data.id);
		const first = await pos(shop.key, "GET", "/sales?limit=2");
		expect(first.body.data.map((x: { id: string }) => x.id)).toEqual([ids[2], ids[1]]);
		expect(first.body.meta.hasMore).toBe(true);
		const next = await pos(shop.key, "GET", `/sales?limit=2&cursor=${first.body.meta.cursor}`);
		expect(next.body.data.map((x: { id: string }) => x.id)).toEqual([ids[0]]);
		expect(next.body.data[0].items).toHaveLength(1);
		expectEnvelopeError(
			await pos(shop.key, "GET", `/sales?limit=2&status=PARKED&cursor=${first.body.meta.cursor}`),
			400,
			"VALIDATION_ERROR",
		);
		for (const q of ["limit=0", "limit=101", "status=OPEN"])
			expectEnvelopeError(await pos(shop.key, "GET", `/sales?${q}`), 400, "VALIDATION_ERROR");
	});
});
