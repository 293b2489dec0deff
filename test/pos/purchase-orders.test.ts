import { describe, expect, it } from "vitest";
import { getOrder, moveOrder, receiveOrder } from "../../src/services/pos/purchases/store";
import { expectEnvelopeError, type Res } from "../helpers/http";
import { pos, posWorkspace } from "../helpers/pos";
import { envOf } from "../helpers/shards";

type Line = { variantId: string; quantity: number; cost: number; received: number; outstanding: number };

/** A workspace with an outlet, a supplier, coffee in two sizes (tracked) and a batched medicine. */
async function shop() {
	const { key, ws } = await posWorkspace();
	const outletId = (await pos(key, "POST", "/outlets", { name: "Toko" })).body.data.id as string;
	const supplierId = (await pos(key, "POST", "/suppliers", { name: "PT Sumber Kopi" })).body.data.id as string;
	const kopi = (
		await pos(key, "POST", "/products", {
			name: "Kopi",
			trackStock: true,
			variants: [
				{ name: "250g", price: 50_000 },
				{ name: "1kg", price: 180_000 },
			],
		})
	).body.data;
	const med = (
		await pos(key, "POST", "/products", {
			name: "Paracetamol",
			trackStock: true,
			requiresBatch: true,
			variants: [{ price: 5_000 }],
		})
	).body.data;
	return {
		key,
		ws,
		outletId,
		supplierId,
		small: kopi.variants[0].id as string,
		large: kopi.variants[1].id as string,
		medId: med.variants[0].id as string,
		medProductId: med.id as string,
	};
}
type Shop = Awaited<ReturnType<typeof shop>>;

const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString();

async function level(key: string, variantId: string) {
	const rows = (await pos(key, "GET", `/inventory/levels?variantId=${variantId}`)).body.data;
	return rows.length ? (rows[0].quantity as number) : 0;
}
const movements = async (key: string) => (await pos(key, "GET", "/inventory/movements?limit=100")).body.data;

/** A PO (DRAFT, or moved on with `order`) of the given lines. */
async function draft(s: Shop, lines: Array<{ variantId: string; quantity: number; cost: number }>, order = false) {
	const r = await pos(s.key, "POST", "/purchase-orders", { supplierId: s.supplierId, outletId: s.outletId, lines });
	expect(r.status, r.text).toBe(201);
	const id = r.body.data.id as string;
	if (order) expect((await pos(s.key, "POST", `/purchase-orders/${id}/order`)).status).toBe(200);
	return id;
}
const receive = (s: Shop, id: string, lines: unknown[], headers: Record<string, string> = {}) =>
	pos(s.key, "POST", `/purchase-orders/${id}/receive`, { lines }, headers);
const byVariant = (r: Res) => Object.fromEntries((r.body.data.lines as Line[]).map((l) => [l.variantId, l]));

describe("POS purchase orders", () => {
	it("create → get → patch → order → partial receive → receive the rest, stocking in with movements", async () => {
		const s = await shop();
		const created = await pos(s.key, "POST", "/purchase-orders", {
			supplierId: s.supplierId,
			outletId: s.outletId,
			lines: [
				{ variantId: s.small, quantity: 10, cost: 30_000 },
				{ variantId: s.large, quantity: 4, cost: 100_000 },
			],
			note: "Pesanan Senin",
		});
		expect(created.status).toBe(201);
		const po = created.body.data;
		expect(po.id).toMatch(/^pur_/);
		expect(po).toMatchObject({
			supplierId: s.supplierId,
			outletId: s.outletId,
			status: "DRAFT",
			note: "Pesanan Senin",
			total: 700_000,
			orderedAt: null,
			receivedAt: null,
			cancelledAt: null,
		});
		expect(po.lines).toEqual([
			{ variantId: s.small, quantity: 10, cost: 30_000, received: 0, outstanding: 10 },
			{ variantId: s.large, quantity: 4, cost: 100_000, received: 0, outstanding: 4 },
		]);
		expect((await pos(s.key, "GET", `/purchase-orders/${po.id}`)).body.data).toEqual(po);

		const patched = await pos(s.key, "PATCH", `/purchase-orders/${po.id}`, {
			lines: [
				{ variantId: s.large, quantity: 5, cost: 100_000 },
				{ variantId: s.small, quantity: 10, cost: 30_000 },
				{ variantId: s.medId, quantity: 3, cost: 2_000 },
			],
			note: null,
		});
		expect(patched.status, patched.text).toBe(200);
		expect(patched.body.data).toMatchObject({ status: "DRAFT", note: null, total: 806_000 });
		expect(patched.body.data.lines.map((l: Line) => [l.variantId, l.quantity])).toEqual([
			[s.large, 5],
			[s.small, 10],
			[s.medId, 3],
		]);
		const onlyNote = await pos(s.key, "PATCH", `/purchase-orders/${po.id}`, { note: "Tambah obat" });
		expect(onlyNote.body.data).toMatchObject({ note: "Tambah obat", total: 806_000 });
		expect(onlyNote.body.data.lines).toHaveLength(3);

		const ordered = await pos(s.key, "POST", `/purchase-orders/${po.id}/order`);
		expect(ordered.body.data.status).toBe("ORDERED");
		expect(typeof ordered.body.data.orderedAt).toBe("string");

		const expiresAt = inAYear();
		const first = await receive(s, po.id, [
			{ variantId: s.small, quantity: 6 },
			{ variantId: s.medId, quantity: 3, batchNumber: "PCM-001", expiresAt },
		]);
		expect(first.status, first.text).toBe(200);
		expect(first.body.data).toMatchObject({ status: "PARTIALLY_RECEIVED", receivedAt: null });
		expect(byVariant(first)[s.small]).toMatchObject({ received: 6, outstanding: 4 });
		expect(byVariant(first)[s.medId]).toMatchObject({ received: 3, outstanding: 0 });
		expect(await level(s.key, s.small)).toBe(6);
		expect(await level(s.key, s.medId)).toBe(3);
		const lots = (await pos(s.key, "GET", `/inventory/batches?variantId=${s.medId}`)).body.data;
		expect(lots).toMatchObject([{ outletId: s.outletId, batchNumber: "PCM-001", quantity: 3, receivedQuantity: 3 }]);
		expect(Date.parse(lots[0].expiresAt)).toBe(Date.parse(expiresAt));

		const rest = await receive(s, po.id, [
			{ variantId: s.small, quantity: 4 },
			{ variantId: s.large, quantity: 5 },
		]);
		expect(rest.body.data.status).toBe("RECEIVED");
		expect(typeof rest.body.data.receivedAt).toBe("string");
		expect((rest.body.data.lines as Line[]).every((l) => l.outstanding === 0)).toBe(true);
		expect([await level(s.key, s.small), await level(s.key, s.large), await level(s.key, s.medId)]).toEqual([10, 5, 3]);

		const moves = (await pos(s.key, "GET", "/inventory/movements?reason=purchase_receive")).body.data;
		expect(moves).toHaveLength(4);
		for (const m of moves) expect(m).toMatchObject({ reason: "purchase_receive", refId: po.id });
		expect(
			moves.filter((m: { variantId: string }) => m.variantId === s.small).map((m: { delta: number }) => m.delta),
		).toEqual([4, 6]);

		const list = (q: string) => pos(s.key, "GET", `/purchase-orders${q}`);
		expect((await list("?status=RECEIVED")).body.data.map((x: { id: string }) => x.id)).toEqual([po.id]);
		expect((await list("?status=DRAFT")).body.data).toEqual([]);
		expect((await list(`?supplierId=${s.supplierId}&outletId=${s.outletId}`)).body.data[0].lines).toHaveLength(3);
		expect((await list("?supplierId=sup_other")).body.data).toEqual([]);
	});

	it("lists page by cursor, newest first", async () => {
		const s = await shop();
		const ids = [];
		for (let i = 0; i < 3; i++) ids.push(await draft(s, [{ variantId: s.small, quantity: i + 1, cost: 1 }]));
		const p1 = await pos(s.key, "GET", "/purchase-orders?limit=2");
		expect(p1.body.data.map((x: { id: string }) => x.id)).toEqual([ids[2], ids[1]]);
		expect(p1.body.meta.hasMore).toBe(true);
		const p2 = await pos(s.key, "GET", `/purchase-orders?limit=2&cursor=${encodeURIComponent(p1.body.meta.cursor)}`);
		expect(p2.body.data.map((x: { id: string }) => x.id)).toEqual([ids[0]]);
		expect(p2.body.meta).toMatchObject({ hasMore: false, cursor: null });
		expect(p2.body.data[0].lines).toEqual([{ variantId: s.small, quantity: 1, cost: 1, received: 0, outstanding: 1 }]);
	});

	it("every move out of turn is 409 CONFLICT and changes nothing", async () => {
		const s = await shop();
		const line = [{ variantId: s.small, quantity: 5, cost: 1_000 }];
		const id = await draft(s, line);
		const path = (a: string) => `/purchase-orders/${id}${a}`;
		expectEnvelopeError(await receive(s, id, [{ variantId: s.small, quantity: 1 }]), 409, "CONFLICT");
		expect((await pos(s.key, "POST", path("/order"))).status).toBe(200);
		expectEnvelopeError(await pos(s.key, "POST", path("/order")), 409, "CONFLICT");
		expectEnvelopeError(await pos(s.key, "PATCH", path(""), { note: "late" }), 409, "CONFLICT");
		expectEnvelopeError(await receive(s, id, [{ variantId: s.small, quantity: 6 }]), 409, "CONFLICT");
		expect((await receive(s, id, [{ variantId: s.small, quantity: 2 }])).body.data.status).toBe("PARTIALLY_RECEIVED");
		expectEnvelopeError(await receive(s, id, [{ variantId: s.small, quantity: 4 }]), 409, "CONFLICT");
		expectEnvelopeError(await pos(s.key, "POST", path("/cancel")), 409, "CONFLICT");
		expect((await receive(s, id, [{ variantId: s.small, quantity: 3 }])).body.data.status).toBe("RECEIVED");
		for (const [method, p, body] of [
			["POST", "/cancel", undefined],
			["POST", "/order", undefined],
			["PATCH", "", { note: "x" }],
		] as const)
			expectEnvelopeError(await pos(s.key, method, path(p), body), 409, "CONFLICT");
		expectEnvelopeError(await receive(s, id, [{ variantId: s.small, quantity: 1 }]), 409, "CONFLICT");
		const after = (await pos(s.key, "GET", path(""))).body.data;
		expect(after).toMatchObject({ status: "RECEIVED", note: null, cancelledAt: null });
		expect(after.lines[0]).toMatchObject({ received: 5, outstanding: 0 });
		expect(await level(s.key, s.small)).toBe(5);

		// Cancel from DRAFT and from ORDERED; a cancelled order moves no further.
		const d = await draft(s, line);
		expect((await pos(s.key, "POST", `/purchase-orders/${d}/cancel`)).body.data.status).toBe("CANCELLED");
		const o = await draft(s, line, true);
		const cancelled = await pos(s.key, "POST", `/purchase-orders/${o}/cancel`);
		expect(cancelled.body.data).toMatchObject({ status: "CANCELLED" });
		expect(typeof cancelled.body.data.cancelledAt).toBe("string");
		expectEnvelopeError(await receive(s, o, [{ variantId: s.small, quantity: 1 }]), 409, "CONFLICT");
		for (const a of ["/cancel", "/order"])
			expectEnvelopeError(await pos(s.key, "POST", `/purchase-orders/${o}${a}`), 409, "CONFLICT");
		expect(await level(s.key, s.small)).toBe(5);
	});

	it("400 VALIDATION_ERROR for bad bodies, composite variants and batch rules; nothing written", async () => {
		const s = await shop();
		const base = { supplierId: s.supplierId, outletId: s.outletId };
		const ok = { variantId: s.small, quantity: 1, cost: 1 };
		for (const body of [
			{ ...base, lines: [ok], extra: 1 },
			{ ...base, lines: [{ ...ok, extra: 1 }] },
			{ ...base, lines: [ok, { ...ok, quantity: 2 }] },
			{ ...base, lines: [] },
			{ ...base, lines: Array.from({ length: 201 }, () => ok) },
			{ ...base, lines: [{ ...ok, quantity: 0 }] },
			{ ...base, lines: [{ ...ok, quantity: 1.5 }] },
			{ ...base, lines: [{ ...ok, quantity: 1_000_001 }] },
			{ ...base, lines: [{ ...ok, cost: -1 }] },
			{ ...base, lines: [{ ...ok, cost: 1_000_000_001 }] },
			{ ...base, lines: [ok], note: "x".repeat(1001) },
			{ supplierId: s.supplierId, lines: [ok] },
		])
			expectEnvelopeError(await pos(s.key, "POST", "/purchase-orders", body), 400, "VALIDATION_ERROR");
		const recipe = await pos(s.key, "POST", "/products", { name: "Kopi susu", variants: [{ price: 20_000 }] });
		const composite = recipe.body.data.variants[0].id;
		const put = await pos(s.key, "PUT", `/products/${recipe.body.data.id}/variants/${composite}/recipe`, {
			isComposite: true,
			components: [{ variantId: s.small, quantity: 1 }],
		});
		expect(put.status, put.text).toBe(200);
		expectEnvelopeError(
			await pos(s.key, "POST", "/purchase-orders", { ...base, lines: [{ ...ok, variantId: composite }] }),
			400,
			"VALIDATION_ERROR",
		);
		expect((await pos(s.key, "GET", "/purchase-orders")).body.data).toEqual([]);

		const id = await draft(
			s,
			[
				{ variantId: s.small, quantity: 5, cost: 1 },
				{ variantId: s.medId, quantity: 5, cost: 1 },
			],
			true,
		);
		expectEnvelopeError(
			await pos(s.key, "PATCH", `/purchase-orders/${id}`, { lines: [ok, ok] }),
			400,
			"VALIDATION_ERROR",
		);
		const expiresAt = inAYear();
		for (const lines of [
			[{ variantId: s.small, quantity: 1, extra: true }],
			[{ variantId: s.small, quantity: 0 }],
			[{ variantId: s.large, quantity: 1 }],
			[
				{ variantId: s.small, quantity: 1 },
				{ variantId: s.small, quantity: 1 },
			],
			[{ variantId: s.small, quantity: 1, batchNumber: "B1", expiresAt }],
			[{ variantId: s.medId, quantity: 1 }],
			[{ variantId: s.medId, quantity: 1, batchNumber: "B1" }],
			[{ variantId: s.medId, quantity: 1, expiresAt }],
			[{ variantId: s.medId, quantity: 1, batchNumber: "B1", expiresAt: "next year" }],
			[{ variantId: s.medId, quantity: 1, batchNumber: "B1", expiresAt: "2020-01-01T00:00:00Z" }],
			[
				{ variantId: s.small, quantity: 1 },
				{ variantId: s.medId, quantity: 1, batchNumber: "B1" },
			],
			[],
		])
			expectEnvelopeError(await receive(s, id, lines), 400, "VALIDATION_ERROR");
		expect(await movements(s.key)).toEqual([]);
		expect((await pos(s.key, "GET", `/purchase-orders/${id}`)).body.data).toMatchObject({ status: "ORDERED" });

		// One variant may arrive in two batches in one receive; the same batch twice is a duplicate.
		const two = await receive(s, id, [
			{ variantId: s.medId, quantity: 2, batchNumber: "B1", expiresAt },
			{ variantId: s.medId, quantity: 3, batchNumber: "B2", expiresAt: "2099-12-31" },
		]);
		expect(byVariant(two)[s.medId]).toMatchObject({ received: 5, outstanding: 0 });
		expect(await level(s.key, s.medId)).toBe(5);
		const lots = (await pos(s.key, "GET", `/inventory/batches?variantId=${s.medId}`)).body.data;
		expect(lots.map((b: { batchNumber: string; quantity: number }) => [b.batchNumber, b.quantity]).sort()).toEqual([
			["B1", 2],
			["B2", 3],
		]);
	});

	it("a refused receive writes nothing: over outstanding, another batch expiry, a cancelled order", async () => {
		const s = await shop();
		const id = await draft(
			s,
			[
				{ variantId: s.small, quantity: 5, cost: 1 },
				{ variantId: s.medId, quantity: 10, cost: 1 },
			],
			true,
		);
		const expiresAt = inAYear();
		expect((await receive(s, id, [{ variantId: s.medId, quantity: 2, batchNumber: "LOT-7", expiresAt }])).status).toBe(
			200,
		);
		const before = { moves: await movements(s.key), po: (await pos(s.key, "GET", `/purchase-orders/${id}`)).body.data };
		const later = new Date(Date.parse(expiresAt) + 86_400_000).toISOString();
		const refused = [
			// The small coffee is within its outstanding; the medicine's batch number is held with another expiry.
			await receive(s, id, [
				{ variantId: s.small, quantity: 5 },
				{ variantId: s.medId, quantity: 1, batchNumber: "LOT-7", expiresAt: later },
			]),
			await receive(s, id, [
				{ variantId: s.small, quantity: 5 },
				{ variantId: s.medId, quantity: 9, batchNumber: "LOT-8", expiresAt },
			]),
		];
		for (const r of refused) expectEnvelopeError(r, 409, "CONFLICT");
		expect(refused[0].body.error.message).toMatch(/batch/i);
		expect(refused[1].body.error.message).toMatch(/outstanding/);
		expect(await movements(s.key)).toEqual(before.moves);
		expect((await pos(s.key, "GET", `/purchase-orders/${id}`)).body.data).toEqual(before.po);
		expect([await level(s.key, s.small), await level(s.key, s.medId)]).toEqual([0, 2]);

		expect((await pos(s.key, "POST", `/purchase-orders/${id}/cancel`)).status).toBe(409);
		const o = await draft(s, [{ variantId: s.small, quantity: 5, cost: 1 }], true);
		await pos(s.key, "POST", `/purchase-orders/${o}/cancel`);
		expectEnvelopeError(await receive(s, o, [{ variantId: s.small, quantity: 1 }]), 409, "CONFLICT");
		expect(await movements(s.key)).toEqual(before.moves);
	});

	it("an untracked variant is counted as received but moves no stock", async () => {
		const s = await shop();
		const cups = (await pos(s.key, "POST", "/products", { name: "Gelas kertas", variants: [{ price: 0 }] })).body.data;
		const cupId = cups.variants[0].id;
		const id = await draft(s, [{ variantId: cupId, quantity: 100, cost: 300 }], true);
		const r = await receive(s, id, [{ variantId: cupId, quantity: 100 }]);
		expect(r.body.data).toMatchObject({ status: "RECEIVED", total: 30_000 });
		expect((await pos(s.key, "GET", "/inventory/levels")).body.data).toEqual([]);
		expect(await movements(s.key)).toEqual([]);
	});

	it("404 and tenancy: another workspace's orders, suppliers, outlets and variants; lists do not leak", async () => {
		const s = await shop();
		const id = await draft(s, [{ variantId: s.small, quantity: 5, cost: 1 }]);
		const other = await shop();
		const theirs = { supplierId: other.supplierId, outletId: other.outletId };
		const line = { variantId: other.small, quantity: 1, cost: 1 };
		for (const body of [
			{ ...theirs, supplierId: s.supplierId, lines: [line] },
			{ ...theirs, outletId: s.outletId, lines: [line] },
			{ ...theirs, lines: [{ ...line, variantId: s.small }] },
			{ ...theirs, lines: [{ ...line, variantId: "var_nope" }] },
		])
			expectEnvelopeError(await pos(other.key, "POST", "/purchase-orders", body), 404, "NOT_FOUND");
		for (const [method, path, body] of [
			["GET", "", undefined],
			["PATCH", "", { note: "mine now" }],
			["POST", "/order", undefined],
			["POST", "/cancel", undefined],
			["POST", "/receive", { lines: [{ variantId: s.small, quantity: 1 }] }],
		] as const) {
			expectEnvelopeError(await pos(other.key, method, `/purchase-orders/${id}${path}`, body), 404, "NOT_FOUND");
			expectEnvelopeError(await pos(s.key, method, `/purchase-orders/pur_nope${path}`, body), 404, "NOT_FOUND");
		}
		const mine = (await pos(s.key, "GET", `/purchase-orders/${id}`)).body.data;
		expect(mine).toMatchObject({ status: "DRAFT", note: null });
		expectEnvelopeError(
			await pos(s.key, "PATCH", `/purchase-orders/${id}`, { supplierId: other.supplierId }),
			404,
			"NOT_FOUND",
		);
		expect((await pos(other.key, "GET", "/purchase-orders")).body.data).toEqual([]);
		expect((await pos(other.key, "GET", `/purchase-orders?supplierId=${s.supplierId}`)).body.data).toEqual([]);
	});

	it("an inactive supplier or outlet is 409 CONFLICT", async () => {
		const s = await shop();
		const body = {
			supplierId: s.supplierId,
			outletId: s.outletId,
			lines: [{ variantId: s.small, quantity: 1, cost: 1 }],
		};
		const id = await draft(s, body.lines);
		await pos(s.key, "DELETE", `/suppliers/${s.supplierId}`);
		expectEnvelopeError(await pos(s.key, "POST", "/purchase-orders", body), 409, "CONFLICT");
		expectEnvelopeError(
			await pos(s.key, "PATCH", `/purchase-orders/${id}`, { supplierId: s.supplierId }),
			409,
			"CONFLICT",
		);
		const supplierId = (await pos(s.key, "POST", "/suppliers", { name: "PT Lain" })).body.data.id;
		await pos(s.key, "DELETE", `/outlets/${s.outletId}`);
		expectEnvelopeError(await pos(s.key, "POST", "/purchase-orders", { ...body, supplierId }), 409, "CONFLICT");
		expect((await pos(s.key, "GET", "/purchase-orders")).body.data).toHaveLength(1);
	});

	it("Idempotency-Key: a replay returns the first answer and stocks in once; another body is 409", async () => {
		const s = await shop();
		const body = {
			supplierId: s.supplierId,
			outletId: s.outletId,
			lines: [{ variantId: s.small, quantity: 8, cost: 5 }],
		};
		const h = { "Idempotency-Key": "po-create-1" };
		const first = await pos(s.key, "POST", "/purchase-orders", body, h);
		const again = await pos(s.key, "POST", "/purchase-orders", body, h);
		expect(first.status).toBe(201);
		expect(again.status).toBe(201);
		expect(again.body.data).toEqual(first.body.data);
		expectEnvelopeError(
			await pos(s.key, "POST", "/purchase-orders", { ...body, note: "other" }, h),
			409,
			"IDEMPOTENCY_KEY_IN_USE",
		);
		expect((await pos(s.key, "GET", "/purchase-orders")).body.data).toHaveLength(1);
		const id = first.body.data.id;
		await pos(s.key, "POST", `/purchase-orders/${id}/order`);
		const r = { "Idempotency-Key": "po-receive-1" };
		const got = await receive(s, id, [{ variantId: s.small, quantity: 3 }], r);
		const replay = await receive(s, id, [{ variantId: s.small, quantity: 3 }], r);
		expect(replay.status).toBe(200);
		expect(replay.body.data).toEqual(got.body.data);
		expectEnvelopeError(await receive(s, id, [{ variantId: s.small, quantity: 2 }], r), 409, "IDEMPOTENCY_KEY_IN_USE");
		expect(await level(s.key, s.small)).toBe(3);
		expect(await movements(s.key)).toHaveLength(1);
	});

	it("10 racing receives of 1 on a line of 5: exactly 5 succeed, received 5, RECEIVED, level 5", async () => {
		const s = await shop();
		const id = await draft(s, [{ variantId: s.small, quantity: 5, cost: 1_000 }], true);
		const all = await Promise.all(
			Array.from({ length: 10 }, () => receive(s, id, [{ variantId: s.small, quantity: 1 }])),
		);
		expect(all.filter((r) => r.status === 200)).toHaveLength(5);
		for (const r of all.filter((x) => x.status !== 200)) expectEnvelopeError(r, 409, "CONFLICT");
		const po = (await pos(s.key, "GET", `/purchase-orders/${id}`)).body.data;
		expect(po).toMatchObject({ status: "RECEIVED" });
		expect(po.lines[0]).toMatchObject({ received: 5, outstanding: 0 });
		expect(await level(s.key, s.small)).toBe(5);
		expect(await movements(s.key)).toHaveLength(5);
	});

	it("racing moves on one order: 5 orders of a DRAFT make one ORDERED, 5 cancels of it make one CANCELLED", async () => {
		const s = await shop();
		const id = await draft(s, [{ variantId: s.small, quantity: 5, cost: 1 }]);
		for (const [action, status] of [
			["order", "ORDERED"],
			["cancel", "CANCELLED"],
		]) {
			const all = await Promise.all(
				Array.from({ length: 5 }, () => pos(s.key, "POST", `/purchase-orders/${id}/${action}`)),
			);
			const won = all.filter((r) => r.status === 200);
			expect(won).toHaveLength(1);
			expect(won[0].body.data.status).toBe(status);
			for (const r of all.filter((x) => x.status !== 200)) expectEnvelopeError(r, 409, "CONFLICT");
		}
		expectEnvelopeError(await pos(s.key, "PATCH", `/purchase-orders/${id}`, { note: "x" }), 409, "CONFLICT");
	});

	it("the batch refuses by itself what the pre-checks refuse first: over-receive (CHECK), a stale state (guard)", async () => {
		// The store is called with the order as a racing request would have read it, past the pre-checks.
		const s = await shop();
		const scope = { workspaceId: s.ws };
		const env = await envOf(s.ws);
		const id = await draft(s, [{ variantId: s.small, quantity: 5, cost: 1 }], true);
		const read = await getOrder(env, scope, id);
		if (!read) throw new Error("no order");
		const arrive = (quantity: number) => [{ variantId: s.small, quantity, stock: true, batch: null }];
		expect(await receiveOrder(env, scope, read, arrive(6), Date.now())).toEqual({ ok: false, refused: "over_receive" });
		expect(await moveOrder(env, scope, id, ["DRAFT"], { status: "CANCELLED" })).toEqual({
			ok: false,
			refused: "state_changed",
		});
		expect(await moveOrder(env, { workspaceId: "ws_other" }, id, ["ORDERED"], { status: "CANCELLED" })).toEqual({
			ok: false,
			refused: "state_changed",
		});
		expect([await level(s.key, s.small), (await movements(s.key)).length]).toEqual([0, 0]);
		expect((await pos(s.key, "GET", `/purchase-orders/${id}`)).body.data).toMatchObject({ status: "ORDERED" });
		const done = await receiveOrder(env, scope, read, arrive(5), Date.now());
		expect(done.ok && [done.order.status, done.lines[0].received]).toEqual(["RECEIVED", 5]);
		expect(await receiveOrder(env, scope, read, arrive(1), Date.now())).toEqual({
			ok: false,
			refused: "state_changed",
		});
		expect(await level(s.key, s.small)).toBe(5);
	});
});
