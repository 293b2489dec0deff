import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { pos, posWorkspace } from "../helpers/pos";
import { rowsOnShards } from "../helpers/shards";

const DAY = 86_400_000;
const inDays = (d: number) => new Date(Date.now() + d * DAY).toISOString();

type Key = string;
const newProduct = async (key: Key, body: Record<string, unknown> = {}) =>
	(await pos(key, "POST", "/products", { name: "Obat", trackStock: true, variants: [{ price: 5_000 }], ...body })).body
		.data as { id: string; variants: Array<{ id: string }> };
const product = async (key: Key, body: Record<string, unknown> = {}) => (await newProduct(key, body)).variants[0].id;

/** A growth workspace (several outlets) with outlets A and B and one tracked variant. */
async function shop() {
	const { key } = await posWorkspace("growth");
	const outlet = async (name: string) => (await pos(key, "POST", "/outlets", { name })).body.data.id as string;
	const [a, b] = [await outlet("Gudang"), await outlet("Toko")];
	return { key, a, b, v: await product(key) };
}

const adjust = (key: Key, outletId: string, variantId: string, delta: number) =>
	pos(key, "POST", "/inventory/adjust", { outletId, variantId, delta, reason: "initial_stock" });
const transfer = (key: Key, from: string, to: string, items: Array<{ variantId: string; quantity: number }>) =>
	pos(key, "POST", "/inventory/transfer", { fromOutletId: from, toOutletId: to, items });
const levels = async (key: Key, q = "") =>
	Object.fromEntries(
		(await pos(key, "GET", `/inventory/levels?limit=100${q}`)).body.data.map(
			(l: { outletId: string; variantId: string; quantity: number }) => [`${l.outletId}/${l.variantId}`, l.quantity],
		),
	);
const movements = async (key: Key, q = "") => (await pos(key, "GET", `/inventory/movements?limit=100${q}`)).body.data;
const batch = (
	key: Key,
	outletId: string,
	variantId: string,
	batchNumber: string,
	expiresAt: string,
	quantity: number,
) => pos(key, "POST", "/inventory/batches", { outletId, variantId, batchNumber, expiresAt, quantity });
const batchesAt = async (key: Key, outletId: string) =>
	Object.fromEntries(
		(await pos(key, "GET", `/inventory/batches?outletId=${outletId}`)).body.data.map(
			(x: { batchNumber: string; quantity: number; expiresAt: string }) => [x.batchNumber, [x.quantity, x.expiresAt]],
		),
	);
/** Test-only: a batch's expiry moved into the past (the API refuses to stock in an expired lot). */
const age = (id: string, days = 1) =>
	rowsOnShards("DB_POS", "UPDATE inventory_batches SET expires_at = ? WHERE id = ?", Date.now() - days * DAY, id);

describe("POS inventory transfers", () => {
	it("moves stock both sides with transfer_out and transfer_in under one trf_ id", async () => {
		const { key, a, b, v } = await shop();
		await adjust(key, a, v, 10);
		const r = await pos(key, "POST", "/inventory/transfer", {
			fromOutletId: a,
			toOutletId: b,
			items: [{ variantId: v, quantity: 4 }],
			note: "restock the shop",
		});
		expect(r.status).toBe(201);
		expect(r.body.data).toEqual({
			id: expect.stringMatching(/^trf_/),
			fromOutletId: a,
			toOutletId: b,
			items: [{ variantId: v, quantity: 4, fromQuantity: 6, toQuantity: 4 }],
		});
		const id = r.body.data.id;
		expect(await levels(key)).toEqual({ [`${a}/${v}`]: 6, [`${b}/${v}`]: 4 });
		const out = await movements(key, `&outletId=${a}&reason=transfer_out`);
		const into = await movements(key, `&outletId=${b}`);
		expect(out).toMatchObject([
			{ delta: -4, reason: "transfer_out", refId: id, balanceAfter: 6, note: "restock the shop" },
		]);
		expect(into).toMatchObject([{ delta: 4, reason: "transfer_in", refId: id, balanceAfter: 4 }]);
		// Back again, emptying the destination.
		const back = await transfer(key, b, a, [{ variantId: v, quantity: 4 }]);
		expect(back.body.data.items).toEqual([{ variantId: v, quantity: 4, fromQuantity: 0, toQuantity: 10 }]);
	});

	it("a batched transfer takes the earliest-expiring lot first and the lots arrive with their expiry", async () => {
		const { key, a, b } = await shop();
		const v = await product(key, { requiresBatch: true });
		const late = inDays(60);
		const soon = inDays(30);
		expect((await batch(key, a, v, "L-LATE", late, 3)).status).toBe(201);
		expect((await batch(key, a, v, "L-SOON", soon, 5)).status).toBe(201);
		const r = await transfer(key, a, b, [{ variantId: v, quantity: 6 }]);
		expect(r.status).toBe(201);
		expect(r.body.data.items).toEqual([{ variantId: v, quantity: 6, fromQuantity: 2, toQuantity: 6 }]);
		expect(await batchesAt(key, a)).toEqual({ "L-SOON": [0, soon], "L-LATE": [2, late] });
		expect(await batchesAt(key, b)).toEqual({ "L-SOON": [5, soon], "L-LATE": [1, late] });
		const arrived = (await pos(key, "GET", `/inventory/batches?outletId=${b}&variantId=${v}`)).body.data;
		for (const x of arrived) expect(x.receivedQuantity).toBe(x.quantity);

		// The destination already holds L-LATE with another expiry: refused whole, nothing written.
		const c = (await pos(key, "POST", "/outlets", { name: "Cabang" })).body.data.id;
		await batch(key, c, v, "L-LATE", inDays(90), 1);
		const before = [await levels(key), await batchesAt(key, a), await movements(key)];
		const clash = await transfer(key, a, c, [{ variantId: v, quantity: 2 }]);
		expectEnvelopeError(clash, 409, "CONFLICT");
		expect([await levels(key), await batchesAt(key, a), await movements(key)]).toEqual(before);
	});

	it("short stock is 409 naming the variant and writes nothing, also when only the second item is short", async () => {
		const { key, a, b, v } = await shop();
		const w = await product(key);
		await adjust(key, a, v, 3);
		await adjust(key, a, w, 1);
		const before = [await levels(key), await movements(key)];
		const one = await transfer(key, a, b, [{ variantId: v, quantity: 4 }]);
		expectEnvelopeError(one, 409, "CONFLICT");
		expect(one.body.error.message).toContain(v);
		const two = await transfer(key, a, b, [
			{ variantId: v, quantity: 3 },
			{ variantId: w, quantity: 2 },
		]);
		expectEnvelopeError(two, 409, "CONFLICT");
		expect(two.body.error.message).toContain(w);
		expect(two.body.error.param).toBe("items.1.quantity");
		expect([await levels(key), await movements(key)]).toEqual(before);
		expect(await levels(key, `&outletId=${b}`)).toEqual({});
	});

	it("refuses bad bodies with 400 and writes nothing", async () => {
		const { key, a, b, v } = await shop();
		await adjust(key, a, v, 5);
		const made = await newProduct(key);
		const composite = made.variants[0].id;
		const put = await pos(key, "PUT", `/products/${made.id}/variants/${composite}/recipe`, {
			isComposite: true,
			components: [{ variantId: v, quantity: 1 }],
		});
		expect(put.status).toBe(200);
		const untracked = await product(key, { trackStock: false });
		const item = { variantId: v, quantity: 1 };
		for (const body of [
			{ fromOutletId: a, toOutletId: a, items: [item] },
			{ fromOutletId: a, toOutletId: b, items: [item, item] },
			{ fromOutletId: a, toOutletId: b, items: [{ variantId: v, quantity: 0 }] },
			{ fromOutletId: a, toOutletId: b, items: [{ variantId: v, quantity: 1.5 }] },
			{ fromOutletId: a, toOutletId: b, items: [{ variantId: v, quantity: 1_000_001 }] },
			{ fromOutletId: a, toOutletId: b, items: [] },
			{
				fromOutletId: a,
				toOutletId: b,
				items: Array.from({ length: 101 }, (_, i) => ({ variantId: `var_${i}`, quantity: 1 })),
			},
			{ fromOutletId: a, toOutletId: b, items: [item], extra: true },
			{ fromOutletId: a, toOutletId: b, items: [{ ...item, batch: "x" }] },
			{ fromOutletId: a, toOutletId: b, items: [item], note: "x".repeat(501) },
			{ fromOutletId: a, items: [item] },
			{ fromOutletId: a, toOutletId: b, items: [{ variantId: composite, quantity: 1 }] },
			{ fromOutletId: a, toOutletId: b, items: [{ variantId: untracked, quantity: 1 }] },
		])
			expectEnvelopeError(await pos(key, "POST", "/inventory/transfer", body), 400, "VALIDATION_ERROR");
		expect(await levels(key)).toEqual({ [`${a}/${v}`]: 5 });
	});

	it("404 for another workspace's outlets and variants, 409 for an inactive outlet; lists do not leak", async () => {
		const { key, a, b, v } = await shop();
		await adjust(key, a, v, 5);
		const bv = await product(key, { requiresBatch: true });
		await batch(key, a, bv, "B1", inDays(5), 2);
		const other = await shop();
		await adjust(other.key, other.a, other.v, 5);
		for (const [from, to, variantId] of [
			[other.a, b, v],
			[a, other.b, v],
			[a, b, other.v],
			[a, b, "var_nope"],
			[a, "out_nope", v],
		])
			expectEnvelopeError(await transfer(key, from, to, [{ variantId, quantity: 1 }]), 404, "NOT_FOUND");
		expectEnvelopeError(await batch(other.key, a, bv, "X", inDays(5), 1), 404, "NOT_FOUND");
		expectEnvelopeError(await batch(other.key, other.a, bv, "X", inDays(5), 1), 404, "NOT_FOUND");
		expectEnvelopeError(await batch(key, other.a, bv, "X", inDays(5), 1), 404, "NOT_FOUND");
		expect((await pos(other.key, "GET", "/inventory/batches")).body.data).toEqual([]);
		expect((await pos(other.key, "GET", `/inventory/batches?outletId=${a}`)).body.data).toEqual([]);
		expect((await pos(other.key, "GET", "/inventory/expiring?days=365")).body.data).toEqual([]);
		expect((await pos(key, "GET", "/inventory/expiring")).body.data).toHaveLength(1);

		expect((await pos(key, "PATCH", `/outlets/${b}`, { isActive: false })).status).toBe(200);
		expectEnvelopeError(await transfer(key, a, b, [{ variantId: v, quantity: 1 }]), 409, "CONFLICT");
		expectEnvelopeError(await transfer(key, b, a, [{ variantId: v, quantity: 1 }]), 409, "CONFLICT");
		expect(await levels(key, `&variantId=${v}`)).toEqual({ [`${a}/${v}`]: 5 });
	});

	it("batches: stock in, top up, list with filters and cursor; another expiry is 409; bad input 400", async () => {
		const { key, a, b, v } = await shop();
		const bv = await product(key, { requiresBatch: true });
		const r = await batch(key, a, bv, "LOT-1", "2099-12-31", 10);
		expect(r.status).toBe(201);
		expect(r.body.data).toEqual({
			id: expect.stringMatching(/^bat_/),
			outletId: a,
			variantId: bv,
			batchNumber: "LOT-1",
			expiresAt: "2099-12-31T00:00:00.000Z",
			quantity: 10,
			receivedQuantity: 10,
			expired: false,
			createdAt: expect.any(String),
		});
		const top = await batch(key, a, bv, "LOT-1", "2099-12-31T07:00:00+07:00", 5);
		expect(top.body.data).toMatchObject({ id: r.body.data.id, quantity: 15, receivedQuantity: 15 });
		expectEnvelopeError(await batch(key, a, bv, "LOT-1", "2099-11-30", 1), 409, "CONFLICT");
		const moves = await movements(key, `&variantId=${bv}`);
		expect(moves.map((m: { delta: number; reason: string; note: string }) => [m.delta, m.reason, m.note])).toEqual([
			[5, "initial_stock", "batch LOT-1"],
			[10, "initial_stock", "batch LOT-1"],
		]);
		expect(await levels(key, `&variantId=${bv}`)).toEqual({ [`${a}/${bv}`]: 15 });

		for (const body of [
			{ outletId: a, variantId: v, batchNumber: "X", expiresAt: "2099-01-01", quantity: 1 },
			{ outletId: a, variantId: bv, batchNumber: "X", expiresAt: "2020-01-01", quantity: 1 },
			{ outletId: a, variantId: bv, batchNumber: "X", expiresAt: "31/12/2099", quantity: 1 },
			{ outletId: a, variantId: bv, batchNumber: "X", expiresAt: "2099-02-30", quantity: 1 },
			{ outletId: a, variantId: bv, batchNumber: "X\nY", expiresAt: "2099-01-01", quantity: 1 },
			{ outletId: a, variantId: bv, batchNumber: "", expiresAt: "2099-01-01", quantity: 1 },
			{ outletId: a, variantId: bv, batchNumber: "x".repeat(65), expiresAt: "2099-01-01", quantity: 1 },
			{ outletId: a, variantId: bv, batchNumber: "X", expiresAt: "2099-01-01", quantity: 0 },
			{ outletId: a, variantId: bv, batchNumber: "X", expiresAt: "2099-01-01", quantity: 1, cost: 1 },
		])
			expectEnvelopeError(await pos(key, "POST", "/inventory/batches", body), 400, "VALIDATION_ERROR");

		await batch(key, b, bv, "LOT-2", inDays(100), 1);
		await batch(key, b, bv, "LOT-3", inDays(100), 1);
		const p1 = await pos(key, "GET", `/inventory/batches?variantId=${bv}&limit=2`);
		expect(p1.body.data.map((x: { batchNumber: string }) => x.batchNumber)).toEqual(["LOT-3", "LOT-2"]);
		expect(p1.body.meta.hasMore).toBe(true);
		const p2 = await pos(key, "GET", `/inventory/batches?variantId=${bv}&limit=2&cursor=${p1.body.meta.cursor}`);
		expect(p2.body.data.map((x: { batchNumber: string }) => x.batchNumber)).toEqual(["LOT-1"]);
		expect(p2.body.meta).toMatchObject({ hasMore: false, cursor: null });
		expect(Object.keys(await batchesAt(key, b))).toEqual(["LOT-3", "LOT-2"]);
		expectEnvelopeError(
			await pos(key, "GET", `/inventory/batches?limit=2&cursor=${p1.body.meta.cursor}`),
			400,
			"VALIDATION_ERROR",
		);
	});

	it("expiring: the window in days, expired lots included and flagged, empty ones left out, soonest first", async () => {
		const { key, a, b } = await shop();
		const bv = await product(key, { requiresBatch: true });
		const ids: Record<string, string> = {};
		for (const [n, d, at] of [
			["D10", 10, a],
			["D40", 40, a],
			["D400", 400, a],
			["OLD", 5, a],
			["B20", 20, b],
			["GONE", 3, b],
		] as const)
			ids[n] = (await batch(key, at, bv, n, inDays(d), 2)).body.data.id;
		await age(ids.OLD);
		// The transfer takes GONE (expiring sooner) at b: emptied there, it arrives at a with its expiry.
		await transfer(key, b, a, [{ variantId: bv, quantity: 2 }]);
		const names = async (q: string) => {
			const r = await pos(key, "GET", `/inventory/expiring${q}`);
			expect(r.status).toBe(200);
			return r.body.data.map((x: { batchNumber: string; outletId: string; expired: boolean }) => [
				x.batchNumber,
				x.outletId === a ? "a" : "b",
				x.expired,
			]);
		};
		expect(await names("")).toEqual([
			["OLD", "a", true],
			["GONE", "a", false],
			["D10", "a", false],
			["B20", "b", false],
		]);
		expect(await names("?days=45")).toHaveLength(5);
		expect(await names("?days=365")).toHaveLength(5);
		expect(await names(`?days=365&outletId=${b}`)).toEqual([["B20", "b", false]]);
		expect(await names("?days=1")).toEqual([["OLD", "a", true]]);
		for (const q of ["?days=0", "?days=366", "?days=abc", "?days=1.5", "?limit=0", "?limit=101"])
			expectEnvelopeError(await pos(key, "GET", `/inventory/expiring${q}`), 400, "VALIDATION_ERROR");
		const seen: string[] = [];
		const pageAfter = async (cursor: string) =>
			(await pos(key, "GET", `/inventory/expiring?days=60&limit=2${cursor ? `&cursor=${cursor}` : ""}`)).body as {
				data: Array<{ batchNumber: string }>;
				meta: { cursor: string | null };
			};
		for (let cursor: string | null = "", i = 0; cursor !== null && i < 5; i++) {
			const p = await pageAfter(cursor);
			seen.push(...p.data.map((x) => x.batchNumber));
			cursor = p.meta.cursor;
		}
		expect(seen).toEqual(["OLD", "GONE", "D10", "B20", "D40"]);
	});

	it("an expired batch is neither transferred nor counted as available", async () => {
		const { key, a, b } = await shop();
		const bv = await product(key, { requiresBatch: true });
		const old = (await batch(key, a, bv, "OLD", inDays(2), 5)).body.data.id;
		await batch(key, a, bv, "NEW", inDays(50), 2);
		await age(old);
		const before = [await levels(key), await movements(key)];
		const short = await transfer(key, a, b, [{ variantId: bv, quantity: 3 }]);
		expectEnvelopeError(short, 409, "CONFLICT");
		expect(short.body.error.message).toContain(bv);
		expect([await levels(key), await movements(key)]).toEqual(before);
		const ok = await transfer(key, a, b, [{ variantId: bv, quantity: 2 }]);
		expect(ok.body.data.items).toEqual([{ variantId: bv, quantity: 2, fromQuantity: 5, toQuantity: 2 }]);
		expect((await batchesAt(key, a)).OLD[0]).toBe(5);
		expect(Object.keys(await batchesAt(key, b))).toEqual(["NEW"]);
	});

	it("a replay with the same Idempotency-Key moves stock once; another body is 409", async () => {
		const { key, a, b, v } = await shop();
		await adjust(key, a, v, 5);
		const body = { fromOutletId: a, toOutletId: b, items: [{ variantId: v, quantity: 2 }] };
		const h = { "Idempotency-Key": `trf-${crypto.randomUUID()}` };
		const first = await pos(key, "POST", "/inventory/transfer", body, h);
		const again = await pos(key, "POST", "/inventory/transfer", body, h);
		expect(first.status).toBe(201);
		expect(again.status).toBe(201);
		expect(again.headers.get("Idempotent-Replayed")).toBe("true");
		expect(again.body.data).toEqual(first.body.data);
		expect(await levels(key)).toEqual({ [`${a}/${v}`]: 3, [`${b}/${v}`]: 2 });
		const other = await pos(key, "POST", "/inventory/transfer", { ...body, items: [{ variantId: v, quantity: 1 }] }, h);
		expectEnvelopeError(other, 409, "IDEMPOTENCY_KEY_IN_USE");
		expect(await movements(key, "&reason=transfer_out")).toHaveLength(1);
	});

	it("20 racing transfers of 1 from a level of 5: exactly 5 succeed, source 0, destination 5", async () => {
		const { key, a, b, v } = await shop();
		await adjust(key, a, v, 5);
		const all = await Promise.all(
			Array.from({ length: 20 }, () => transfer(key, a, b, [{ variantId: v, quantity: 1 }])),
		);
		expect(all.filter((r) => r.status === 201)).toHaveLength(5);
		for (const r of all.filter((x) => x.status !== 201)) expectEnvelopeError(r, 409, "CONFLICT");
		expect(await levels(key)).toEqual({ [`${a}/${v}`]: 0, [`${b}/${v}`]: 5 });
		expect(await movements(key, "&reason=transfer_out")).toHaveLength(5);
		expect(await movements(key, "&reason=transfer_in")).toHaveLength(5);
	});

	it("racing batched transfers never take more than the unexpired lots hold", async () => {
		const { key, a, b } = await shop();
		const bv = await product(key, { requiresBatch: true });
		await batch(key, a, bv, "R1", inDays(10), 2);
		await batch(key, a, bv, "R2", inDays(20), 1);
		const all = await Promise.all(
			Array.from({ length: 10 }, () => transfer(key, a, b, [{ variantId: bv, quantity: 1 }])),
		);
		expect(all.filter((r) => r.status === 201)).toHaveLength(3);
		expect(await batchesAt(key, a)).toMatchObject({ R1: [0, expect.any(String)], R2: [0, expect.any(String)] });
		expect(await batchesAt(key, b)).toMatchObject({ R1: [2, expect.any(String)], R2: [1, expect.any(String)] });
	});
});
