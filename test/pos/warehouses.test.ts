import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { pos, posWorkspace } from "../helpers/pos";

const W = "/fulfillment/warehouses";
const I = "/fulfillment/inventory";

async function shop() {
	const { key } = await posWorkspace();
	const product = (
		await pos(key, "POST", "/products", {
			name: "Kopi",
			trackStock: true,
			variants: [
				{ name: "250 g", sku: "K-250", price: 10_000 },
				{ name: "1 kg", price: 35_000 },
			],
		})
	).body.data;
	const wh = async (body: Record<string, unknown> = {}) => {
		const r = await pos(key, "POST", W, { name: "Gudang", ...body });
		expect(r.status).toBe(201);
		return r.body.data;
	};
	const adjust = (warehouseId: string, delta: number, more: Record<string, unknown> = {}, v = product.variants[0].id) =>
		pos(key, "POST", `${I}/adjust`, { variantId: v, warehouseId, delta, reason: "manual_adjust", ...more });
	return {
		key,
		productId: product.id as string,
		variants: product.variants.map((v: { id: string }) => v.id),
		wh,
		adjust,
	};
}

const defaults = async (key: string) =>
	(await pos(key, "GET", `${W}?limit=100`)).body.data.filter((w: { isDefault: boolean }) => w.isDefault);

describe("POS warehouses", () => {
	it("create, list, patch: the first is the default, isDefault true moves it, false on the default is 409", async () => {
		const { key, wh } = await shop();
		const a = await wh({
			name: "  Gudang Utama ",
			address: "Jl. Gatot Subroto 5\nLt. 2",
			city: "Jakarta",
			postal: "12950",
			phone: "+62 21 555",
		});
		expect(a).toMatchObject({
			id: expect.stringMatching(/^wh_/),
			name: "Gudang Utama",
			city: "Jakarta",
			isDefault: true,
		});
		const b = await wh({ name: "Gudang B" });
		expect(b.isDefault).toBe(false);
		const c = await wh({ name: "Gudang C", isDefault: true });
		expect(c.isDefault).toBe(true);
		expect((await defaults(key)).map((w: { id: string }) => w.id)).toEqual([c.id]);
		const list = await pos(key, "GET", `${W}?limit=2`);
		expect(list.body.data.map((w: { id: string }) => w.id)).toEqual([c.id, b.id]);
		expect(list.body.meta.hasMore).toBe(true);
		const rest = await pos(key, "GET", `${W}?limit=2&cursor=${list.body.meta.cursor}`);
		expect(rest.body.data.map((w: { id: string }) => w.id)).toEqual([a.id]);
		expect(rest.body.meta).toMatchObject({ hasMore: false, cursor: null });

		const p = await pos(key, "PATCH", `${W}/${b.id}`, { isDefault: true, city: "Bekasi", phone: null });
		expect(p.status).toBe(200);
		expect(p.body.data).toMatchObject({ id: b.id, isDefault: true, city: "Bekasi", phone: null, name: "Gudang B" });
		expect((await defaults(key)).map((w: { id: string }) => w.id)).toEqual([b.id]);
		expectEnvelopeError(await pos(key, "PATCH", `${W}/${b.id}`, { isDefault: false }), 409, "CONFLICT");
		expect((await pos(key, "PATCH", `${W}/${a.id}`, { isDefault: false, name: "Lama" })).body.data).toMatchObject({
			name: "Lama",
			isDefault: false,
		});
		expect((await defaults(key)).map((w: { id: string }) => w.id)).toEqual([b.id]);
	});

	it("bad input is 400 and writes nothing; unknown ids are 404", async () => {
		const { key, wh } = await shop();
		for (const body of [
			{},
			{ name: "" },
			{ name: "x".repeat(101) },
			{ name: "A", address: "x".repeat(501) },
			{ name: "A", city: "x".repeat(101) },
			{ name: "A", postal: "x".repeat(21) },
			{ name: "A", phone: "x".repeat(31) },
			{ name: "A", isDefault: "yes" },
			{ name: "A", extra: 1 },
			{ name: "A\nB" },
		])
			expectEnvelopeError(await pos(key, "POST", W, body), 400, "VALIDATION_ERROR");
		expect((await pos(key, "GET", W)).body.data).toEqual([]);
		const a = await wh();
		expectEnvelopeError(await pos(key, "PATCH", `${W}/${a.id}`, { name: "" }), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await pos(key, "PATCH", `${W}/${a.id}`, { nope: 1 }), 400, "VALIDATION_ERROR");
		expect((await pos(key, "GET", W)).body.data[0].name).toBe("Gudang");
		expectEnvelopeError(await pos(key, "PATCH", `${W}/wh_nope`, { name: "X" }), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(key, "PATCH", `${W}/wh_nope`, { isDefault: true }), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(key, "DELETE", `${W}/wh_nope`), 404, "NOT_FOUND");
		expect((await defaults(key)).map((w: { id: string }) => w.id)).toEqual([a.id]);
	});

	it("delete: refused while holding stock (409), allowed at zero; the default passes to the oldest remaining", async () => {
		const { key, wh, adjust } = await shop();
		const a = await wh({ name: "A" });
		const b = await wh({ name: "B" });
		const c = await wh({ name: "C" });
		expect((await adjust(a.id, 3)).status).toBe(200);
		expectEnvelopeError(await pos(key, "DELETE", `${W}/${a.id}`), 409, "CONFLICT");
		expect((await pos(key, "GET", `${W}?limit=100`)).body.data).toHaveLength(3);
		expect((await adjust(a.id, -3)).status).toBe(200);
		expect((await pos(key, "DELETE", `${W}/${a.id}`)).status).toBe(204);
		expect((await defaults(key)).map((w: { id: string }) => w.id)).toEqual([b.id]);
		expectEnvelopeError(await pos(key, "DELETE", `${W}/${a.id}`), 404, "NOT_FOUND");
		expect((await pos(key, "DELETE", `${W}/${c.id}`)).status).toBe(204);
		expect((await defaults(key)).map((w: { id: string }) => w.id)).toEqual([b.id]);
		expect((await pos(key, "DELETE", `${W}/${b.id}`)).status).toBe(204);
		const d = await wh({ name: "D" });
		expect(d.isDefault).toBe(true);
		// The deleted warehouse's movements stay as history.
		expect((await pos(key, "GET", `${I}/movements?warehouseId=${a.id}`)).body.data).toHaveLength(2);
	});

	it("tenancy: another workspace's warehouses are 404 and never listed", async () => {
		const mine = await shop();
		const theirs = await shop();
		const a = await mine.wh();
		expect((await mine.adjust(a.id, 2)).status).toBe(200);
		expect((await pos(theirs.key, "GET", W)).body.data).toEqual([]);
		expectEnvelopeError(await pos(theirs.key, "PATCH", `${W}/${a.id}`, { name: "X" }), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(theirs.key, "PATCH", `${W}/${a.id}`, { isDefault: true }), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(theirs.key, "DELETE", `${W}/${a.id}`), 404, "NOT_FOUND");
		const t = await theirs.wh();
		expect(t.isDefault).toBe(true);
		expect((await defaults(mine.key)).map((w: { id: string }) => w.id)).toEqual([a.id]);
		expect((await pos(mine.key, "GET", W)).body.data[0]).toMatchObject({ id: a.id, name: "Gudang" });
	});

	it("Idempotency-Key: a replayed create answers the first warehouse and makes no second", async () => {
		const { key } = await shop();
		const h = { "Idempotency-Key": "wh-create-1" };
		const first = await pos(key, "POST", W, { name: "Satu" }, h);
		const again = await pos(key, "POST", W, { name: "Satu" }, h);
		expect(again.status).toBe(201);
		expect(again.body.data.id).toBe(first.body.data.id);
		expectEnvelopeError(await pos(key, "POST", W, { name: "Dua" }, h), 409, "IDEMPOTENCY_KEY_IN_USE");
		expect((await pos(key, "GET", W)).body.data).toHaveLength(1);
	});

	it("races: 20 creates and 20 default moves at once end with exactly one default", async () => {
		const { key } = await shop();
		const made = await Promise.all(
			Array.from({ length: 20 }, (_, i) =>
				pos(key, "POST", W, { name: `G${i}`, ...(i % 3 ? {} : { isDefault: true }) }),
			),
		);
		expect(made.every((r) => r.status === 201)).toBe(true);
		expect(await defaults(key)).toHaveLength(1);
		const moves = await Promise.all(made.map((r) => pos(key, "PATCH", `${W}/${r.body.data.id}`, { isDefault: true })));
		expect(moves.every((r) => r.status === 200)).toBe(true);
		expect(await defaults(key)).toHaveLength(1);
		const gone = await Promise.all(made.slice(0, 10).map((r) => pos(key, "DELETE", `${W}/${r.body.data.id}`)));
		expect(gone.every((r) => r.status === 204)).toBe(true);
		expect(await defaults(key)).toHaveLength(1);
	});
});

describe("POS fulfilment stock", () => {
	it("adjust answers the stock and its movement; stock, movements and products read it back", async () => {
		const { key, productId, variants, wh, adjust } = await shop();
		const a = await wh({ name: "A" });
		const b = await wh({ name: "B" });
		const r = await adjust(a.id, 10, { reason: "initial_stock", note: "opname\nJanuari" });
		expect(r.status).toBe(200);
		expect(r.body.data).toEqual({
			stock: { warehouseId: a.id, variantId: variants[0], quantity: 10 },
			movement: {
				id: expect.stringMatching(/^whm_/),
				warehouseId: a.id,
				variantId: variants[0],
				delta: 10,
				reason: "initial_stock",
				note: "opname\nJanuari",
				refId: null,
				balanceAfter: 10,
				createdAt: expect.any(String),
			},
		});
		expect((await adjust(a.id, -4, { reason: "damaged" })).body.data.stock.quantity).toBe(6);
		expect((await adjust(b.id, 7)).body.data.stock.quantity).toBe(7);
		expect((await adjust(b.id, 2, {}, variants[1])).body.data.movement.balanceAfter).toBe(2);

		const stock = await pos(key, "GET", `${I}/stock?variantId=${variants[0]}`);
		expect(stock.body.data).toEqual(
			expect.arrayContaining([
				{ warehouseId: a.id, variantId: variants[0], quantity: 6 },
				{ warehouseId: b.id, variantId: variants[0], quantity: 7 },
			]),
		);
		expect(stock.body.data).toHaveLength(2);

		const moves = (q: string) => pos(key, "GET", `${I}/movements${q}`);
		const all = await moves("?limit=2");
		expect(all.body.data.map((m: { delta: number }) => m.delta)).toEqual([2, 7]);
		const next = await moves(`?limit=2&cursor=${all.body.meta.cursor}`);
		expect(next.body.data.map((m: { delta: number }) => m.delta)).toEqual([-4, 10]);
		expect(next.body.meta.hasMore).toBe(false);
		expect((await moves(`?warehouseId=${a.id}`)).body.data).toHaveLength(2);
		expect((await moves(`?variantId=${variants[1]}`)).body.data).toHaveLength(1);
		expect((await moves("?reason=damaged")).body.data.map((m: { balanceAfter: number }) => m.balanceAfter)).toEqual([
			6,
		]);
		expectEnvelopeError(await moves(`?warehouseId=${a.id}&cursor=${all.body.meta.cursor}`), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await moves("?reason=sale"), 400, "VALIDATION_ERROR");

		await pos(key, "POST", "/products", { name: "Teh", variants: [{ price: 5_000 }] });
		const products = await pos(key, "GET", `${I}/products?limit=1`);
		expect(products.body.data[0]).toMatchObject({ name: "Teh", variants: [{ stock: [], total: 0 }] });
		const older = await pos(key, "GET", `${I}/products?limit=1&cursor=${products.body.meta.cursor}`);
		expect(older.body.data).toHaveLength(1);
		const kopi = older.body.data[0];
		expect(kopi).toMatchObject({ id: productId, name: "Kopi", isActive: true });
		expect(kopi.variants[0]).toMatchObject({ id: variants[0], name: "250 g", sku: "K-250", total: 13 });
		expect(kopi.variants[0].stock).toEqual(
			expect.arrayContaining([
				{ warehouseId: a.id, quantity: 6 },
				{ warehouseId: b.id, quantity: 7 },
			]),
		);
		expect(kopi.variants[1]).toMatchObject({ id: variants[1], total: 2, stock: [{ warehouseId: b.id, quantity: 2 }] });
	});

	it("below zero is 409 and writes nothing; bad input 400; unknown or foreign warehouse and variant 404", async () => {
		const { key, variants, wh, adjust } = await shop();
		const a = await wh();
		expectEnvelopeError(await adjust(a.id, -1), 409, "CONFLICT");
		expect((await pos(key, "GET", `${I}/stock?variantId=${variants[0]}`)).body.data).toEqual([]);
		await adjust(a.id, 3);
		expectEnvelopeError(await adjust(a.id, -4), 409, "CONFLICT");
		for (const more of [
			{ delta: 0 },
			{ delta: 1.5 },
			{ delta: "1" },
			{ reason: "sale" },
			{ reason: undefined },
			{ note: "x".repeat(501) },
			{ extra: true },
			{ warehouseId: "" },
		])
			expectEnvelopeError(await adjust(a.id, 1, more), 400, "VALIDATION_ERROR");
		expectEnvelopeError(
			await pos(key, "POST", `${I}/adjust`, { warehouseId: a.id, delta: 1, reason: "import" }),
			400,
			"VALIDATION_ERROR",
		);
		expectEnvelopeError(await adjust("wh_nope", 1), 404, "NOT_FOUND");
		expectEnvelopeError(await adjust(a.id, 1, {}, "var_nope"), 404, "NOT_FOUND");
		const other = await shop();
		const theirs = await other.wh();
		expectEnvelopeError(await adjust(theirs.id, 1), 404, "NOT_FOUND");
		expectEnvelopeError(await adjust(a.id, 1, {}, other.variants[0]), 404, "NOT_FOUND");
		expectEnvelopeError(await other.adjust(a.id, 1, {}, other.variants[0]), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(other.key, "GET", `${I}/stock?variantId=${variants[0]}`), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(key, "GET", `${I}/stock`), 400, "VALIDATION_ERROR");
		expect((await pos(key, "GET", `${I}/stock?variantId=${variants[0]}`)).body.data).toEqual([
			{ warehouseId: a.id, variantId: variants[0], quantity: 3 },
		]);
		expect((await pos(key, "GET", `${I}/movements?limit=100`)).body.data).toHaveLength(1);
		expect((await pos(other.key, "GET", `${I}/movements`)).body.data).toEqual([]);
		const theirProducts = (await pos(other.key, "GET", `${I}/products`)).body.data;
		expect(theirProducts).toHaveLength(1);
		expect(theirProducts[0].variants.every((v: { total: number }) => v.total === 0)).toBe(true);
	});

	it("Idempotency-Key: a replayed adjust moves the stock once", async () => {
		const { key, variants, wh } = await shop();
		const a = await wh();
		const body = { variantId: variants[0], warehouseId: a.id, delta: 5, reason: "import" };
		const h = { "Idempotency-Key": "wh-adjust-1" };
		const first = await pos(key, "POST", `${I}/adjust`, body, h);
		const again = await pos(key, "POST", `${I}/adjust`, body, h);
		expect(again.body.data).toEqual(first.body.data);
		expect((await pos(key, "GET", `${I}/stock?variantId=${variants[0]}`)).body.data[0].quantity).toBe(5);
		expectEnvelopeError(await pos(key, "POST", `${I}/adjust`, { ...body, delta: 6 }, h), 409, "IDEMPOTENCY_KEY_IN_USE");
	});

	it("20 racing takes of 1 from a stock of 5: exactly 5 land, stock 0, movements add up", async () => {
		const { key, variants, wh, adjust } = await shop();
		const a = await wh();
		await adjust(a.id, 5, { reason: "initial_stock" });
		const all = await Promise.all(Array.from({ length: 20 }, () => adjust(a.id, -1)));
		expect(all.filter((r) => r.status === 200)).toHaveLength(5);
		for (const r of all.filter((x) => x.status !== 200)) expectEnvelopeError(r, 409, "CONFLICT");
		expect((await pos(key, "GET", `${I}/stock?variantId=${variants[0]}`)).body.data[0].quantity).toBe(0);
		const moves = (await pos(key, "GET", `${I}/movements?limit=100`)).body.data;
		expect(moves).toHaveLength(6);
		expect(moves.reduce((n: number, m: { delta: number }) => n + m.delta, 0)).toBe(0);
		expect(moves.map((m: { balanceAfter: number }) => m.balanceAfter).sort()).toEqual([0, 1, 2, 3, 4, 5]);
	});

	it("a delete racing stock-ins: either the warehouse goes with no stock, or it stays holding all of it", async () => {
		const { key, variants, wh, adjust } = await shop();
		const a = await wh();
		const [del, ...ins] = await Promise.all([
			pos(key, "DELETE", `${W}/${a.id}`),
			...Array.from({ length: 5 }, () => adjust(a.id, 1)),
		]);
		const landed = ins.filter((r) => r.status === 200).length;
		for (const r of ins.filter((x) => x.status !== 200)) expectEnvelopeError(r, 404, "NOT_FOUND");
		const stock = (await pos(key, "GET", `${I}/stock?variantId=${variants[0]}`)).body.data;
		if (del.status === 204) expect(stock).toEqual([]);
		else {
			expectEnvelopeError(del, 409, "CONFLICT");
			expect(stock[0].quantity).toBe(landed);
		}
	});
});
