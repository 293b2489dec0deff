import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { pos } from "../helpers/pos";
import { posShop } from "../helpers/pos-sales";
import { dbOf } from "../helpers/shards";

const cash = (amount: number) => [{ method: "CASH", amount }];

describe("POS sales: stock, offline replays, races, shifts", () => {
	it("too little stock is 409 CONFLICT naming the variant, and nothing is written", async () => {
		const shop = await posShop({ price: 1_000, stock: 2 });
		const { key, variantId } = shop;
		const c = (await pos(key, "POST", "/customers", { name: "Dewi" })).body.data;
		const r = await shop.sell({ customerId: c.id, items: [{ variantId, quantity: 3 }], payments: cash(3_000) });
		expectEnvelopeError(r, 409, "CONFLICT");
		expect(r.body.error.message).toContain(variantId);
		expect(r.body.error.message).toContain("2 left");
		expect((await pos(key, "GET", "/sales")).body.data).toEqual([]);
		expect(await shop.level()).toBe(2);
		expect((await pos(key, "GET", `/inventory/movements?variantId=${variantId}`)).body.data).toHaveLength(1);
		expect((await pos(key, "GET", `/customers/${c.id}/loyalty`)).body.data).toEqual({ balance: 0, entries: [] });
		// An untracked product sells without a level; a PARKED bill of a short item waits for its completion.
		const svc = (await pos(key, "POST", "/products", { name: "Cuci", kind: "SERVICE", variants: [{ price: 500 }] }))
			.body.data;
		const free = await shop.sell({ items: [{ variantId: svc.variants[0].id, quantity: 9 }], payments: cash(4_500) });
		expect(free.status).toBe(201);
		const held = (await shop.sell({ status: "PARKED", items: [{ variantId, quantity: 5 }] })).body.data;
		expectEnvelopeError(
			await pos(key, "POST", `/sales/${held.id}/complete`, { payments: cash(5_000) }),
			409,
			"CONFLICT",
		);
		expect((await pos(key, "GET", `/sales/${held.id}`)).body.data.status).toBe("PARKED");
		expect(await shop.level()).toBe(2);
	});

	it("a composite variant takes its recipe's components; a component sold alone adds to the same take", async () => {
		const shop = await posShop({ price: 3_000, stock: 10 });
		const { key, outletId, variantId: beans } = shop;
		const milk = (await pos(key, "POST", "/products", { name: "Susu", trackStock: true, variants: [{ price: 2_000 }] }))
			.body.data.variants[0].id;
		await pos(key, "POST", "/inventory/adjust", { outletId, variantId: milk, delta: 4, reason: "initial_stock" });
		const latte = (
			await pos(key, "POST", "/products", { name: "Latte", trackStock: true, variants: [{ price: 25_000 }] })
		).body.data;
		const lv = latte.variants[0].id;
		await pos(key, "PUT", `/products/${latte.id}/variants/${lv}/recipe`, {
			isComposite: true,
			components: [
				{ variantId: beans, quantity: 2 },
				{ variantId: milk, quantity: 1 },
			],
		});
		const r = await shop.sell({
			items: [
				{ variantId: lv, quantity: 3 },
				{ variantId: beans, quantity: 1 },
			],
			payments: cash(78_000),
		});
		expect(r.status).toBe(201);
		expect(await shop.level(beans)).toBe(3);
		expect(await shop.level(milk)).toBe(1);
		expect(await shop.level(lv)).toBe(0);
		const short = await shop.sell({ items: [{ variantId: lv, quantity: 2 }], payments: cash(50_000) });
		expectEnvelopeError(short, 409, "CONFLICT");
		await pos(key, "POST", `/sales/${r.body.data.id}/void`, {});
		expect([await shop.level(beans), await shop.level(milk)]).toEqual([10, 4]);
	});

	it("an offline till's replay returns the first sale and moves stock once; another body is 409", async () => {
		const shop = await posShop({ price: 1_000, stock: 10 });
		const { key } = shop;
		const body = { items: [{ variantId: shop.variantId, quantity: 2 }], payments: cash(2_000) };
		const k = { "Idempotency-Key": `till-1-${crypto.randomUUID()}` };
		const first = await shop.sell(body, k);
		expect(first.status).toBe(201);
		const again = await shop.sell(body, k);
		expect(again.status).toBe(201);
		expect(again.headers.get("Idempotent-Replayed")).toBe("true");
		expect(again.body.data.id).toBe(first.body.data.id);
		expect(await shop.level()).toBe(8);
		expectEnvelopeError(
			await shop.sell({ ...body, items: [{ variantId: shop.variantId, quantity: 3 }], payments: cash(3_000) }, k),
			409,
			"IDEMPOTENCY_KEY_IN_USE",
		);
		// Ten tills retrying the same key at once: one sale.
		const k2 = { "Idempotency-Key": `till-2-${crypto.randomUUID()}` };
		const all = await Promise.all(Array.from({ length: 10 }, () => shop.sell(body, k2)));
		expect(new Set(all.map((x) => x.body.data?.id)).size).toBe(1);
		expect(all.every((x) => x.status === 201)).toBe(true);
		expect(await shop.level()).toBe(6);
		expect((await pos(key, "GET", "/sales")).body.data).toHaveLength(2);
		// A sale voided since replays as it was rung (the first answer), still without a second take.
		await pos(key, "POST", `/sales/${first.body.data.id}/void`, {});
		const late = await shop.sell(body, k);
		expect(late.body.data).toEqual(first.body.data);
		expect(await shop.level()).toBe(8);
		expectEnvelopeError(await shop.sell(body, { "Idempotency-Key": "x".repeat(256) }), 400, "VALIDATION_ERROR");
	});

	it("a replay answers exactly what the first request answered, a customer's sale too (chaos run: idempotency)", async () => {
		const shop = await posShop({ price: 1_000, stock: 10 });
		const c = (await pos(shop.key, "POST", "/customers", { name: "Dewi" })).body.data;
		for (const customerId of [undefined, c.id]) {
			const body = { customerId, items: [{ variantId: shop.variantId, quantity: 1 }], payments: cash(1_000) };
			const k = { "Idempotency-Key": `till-${crypto.randomUUID()}` };
			const first = await shop.sell(body, k);
			expect(first.status).toBe(201);
			const again = await shop.sell(body, k);
			expect(again.headers.get("Idempotent-Replayed")).toBe("true");
			expect(again.status).toBe(201);
			expect(again.body.data).toEqual(first.body.data);
		}
	});

	it("50 simultaneous sales of a variant with stock 5: exactly 5 COMPLETED, level 0, 5 sale movements", async () => {
		const shop = await posShop({ price: 1_000, stock: 5 });
		const all = await Promise.all(Array.from({ length: 50 }, () => shop.sell({ payments: cash(1_000) })));
		expect(all.filter((r) => r.status === 201)).toHaveLength(5);
		for (const r of all.filter((x) => x.status !== 201)) expectEnvelopeError(r, 409, "CONFLICT");
		expect(await shop.level()).toBe(0);
		const moves = (await pos(shop.key, "GET", `/inventory/movements?variantId=${shop.variantId}&reason=sale&limit=100`))
			.body.data;
		expect(moves).toHaveLength(5);
		expect(moves.map((m: { balanceAfter: number }) => m.balanceAfter).sort()).toEqual([0, 1, 2, 3, 4]);
		expect((await pos(shop.key, "GET", "/sales?limit=100")).body.data).toHaveLength(5);
	});

	it("racing voids of one sale give its stock back once; racing completes of a parked bill take it once", async () => {
		const shop = await posShop({ price: 1_000, stock: 5 });
		const { key } = shop;
		const sale = (await shop.sell({ items: [{ variantId: shop.variantId, quantity: 2 }], payments: cash(2_000) })).body
			.data;
		const voids = await Promise.all(Array.from({ length: 10 }, () => pos(key, "POST", `/sales/${sale.id}/void`, {})));
		expect(voids.filter((r) => r.status === 200)).toHaveLength(1);
		for (const r of voids.filter((x) => x.status !== 200)) expectEnvelopeError(r, 409, "CONFLICT");
		expect(await shop.level()).toBe(5);
		const held = (await shop.sell({ status: "PARKED", items: [{ variantId: shop.variantId, quantity: 2 }] })).body.data;
		const completes = await Promise.all(
			Array.from({ length: 10 }, () => pos(key, "POST", `/sales/${held.id}/complete`, { payments: cash(2_000) })),
		);
		expect(completes.filter((r) => r.status === 200)).toHaveLength(1);
		expect(await shop.level()).toBe(3);
	});

	it("sales join the outlet's open shift; a closed or other outlet's shift is 409; close counts the cash", async () => {
		const shop = await posShop({ price: 10_000, stock: 20, plan: "growth" });
		const { key, outletId } = shop;
		const loose = (await shop.sell({ payments: cash(10_000) })).body.data;
		expect(loose.shiftId).toBeNull();
		const shift = (await pos(key, "POST", "/shifts/open", { outletId, openingFloat: 100_000 })).body.data;
		const a = (await shop.sell({ payments: [{ method: "CASH", amount: 10_000, tendered: 50_000 }] })).body.data;
		expect(a.shiftId).toBe(shift.id);
		await shop.sell({ payments: [{ method: "QRIS", amount: 10_000 }] });
		const bRes = await shop.sell({
			items: [{ variantId: shop.variantId, quantity: 2 }],
			payments: [
				{ method: "CASH", amount: 5_000 },
				{ method: "CARD", amount: 15_000 },
			],
			shiftId: shift.id,
		});
		const b = bRes.body.data;
		expect(bRes.status, bRes.text).toBe(201);
		await pos(key, "POST", `/sales/${b.id}/void`, {});
		// A sale rung before the shift, voided during it: its cash leaves this drawer.
		await pos(key, "POST", `/sales/${loose.id}/void`, {});
		const other = (await pos(key, "POST", "/outlets", { name: "Cabang" })).body.data;
		const otherShift = (await pos(key, "POST", "/shifts/open", { outletId: other.id, openingFloat: 0 })).body.data;
		expectEnvelopeError(await shop.sell({ payments: cash(10_000), shiftId: otherShift.id }), 409, "CONFLICT");
		const closed = await pos(key, "POST", `/shifts/${shift.id}/close`, { countedCash: 100_000 });
		// 100,000 float + 10,000 (a) + 5,000 (b) − 5,000 (b voided) − 10,000 (loose voided) = 100,000.
		expect(closed.body.data).toMatchObject({ expectedCash: 100_000, countedCash: 100_000, difference: 0 });
		expectEnvelopeError(await shop.sell({ payments: cash(10_000), shiftId: shift.id }), 409, "CONFLICT");
		const inShift = (await pos(key, "GET", `/sales?shiftId=${shift.id}`)).body.data;
		expect(inShift).toHaveLength(3);
	});

	it("a requiresBatch variant takes unexpired batches, earliest expiry first; a void puts them back", async () => {
		const shop = await posShop({ price: 1_000 });
		const { key, outletId } = shop;
		const med = (
			await pos(key, "POST", "/products", {
				name: "Paracetamol",
				trackStock: true,
				requiresBatch: true,
				variants: [{ price: 5_000 }],
			})
		).body.data.variants[0].id;
		const day = 86_400_000;
		const batch = (batchNumber: string, days: number, quantity: number) =>
			pos(key, "POST", "/inventory/batches", {
				outletId,
				variantId: med,
				batchNumber,
				expiresAt: new Date(Date.now() + days * day).toISOString(),
				quantity,
			});
		expect((await batch("LATE", 300, 5)).status).toBe(201);
		expect((await batch("SOON", 30, 2)).status).toBe(201);
		// An expired lot still on the shelf (seeded: the API refuses to stock one in) is never sold.
		const d1 = await dbOf("DB_POS", shop.ws);
		await d1.batch([
			d1
				.prepare(
					`INSERT INTO inventory_batches (id, account_id, outlet_id, variant_id, batch_number, expires_at, quantity,
				 received_quantity, created_at, updated_at) VALUES (?, ?, ?, ?, 'OLD', ?, 4, 4, ?, ?)`,
				)
				.bind(`bat_old_${crypto.randomUUID()}`, shop.ws, outletId, med, Date.now() - day, Date.now(), Date.now()),
			d1
				.prepare("UPDATE stock_levels SET quantity = quantity + 4 WHERE outlet_id = ? AND variant_id = ?")
				.bind(outletId, med),
		]);
		const qty = async () =>
			Object.fromEntries(
				(await pos(key, "GET", `/inventory/batches?variantId=${med}`)).body.data.map(
					(b: { batchNumber: string; quantity: number }) => [b.batchNumber, b.quantity],
				),
			);
		const sale = await shop.sell({ items: [{ variantId: med, quantity: 3 }], payments: cash(15_000) });
		expect(sale.status).toBe(201);
		expect(await qty()).toEqual({ OLD: 4, SOON: 0, LATE: 4 });
		expect(await shop.level(med)).toBe(8);
		// 8 on the level, but only 4 unexpired: 5 is refused whole.
		expectEnvelopeError(
			await shop.sell({ items: [{ variantId: med, quantity: 5 }], payments: cash(25_000) }),
			409,
			"CONFLICT",
		);
		expect(await qty()).toEqual({ OLD: 4, SOON: 0, LATE: 4 });
		await pos(key, "POST", `/sales/${sale.body.data.id}/void`, {});
		expect(await qty()).toEqual({ OLD: 4, SOON: 2, LATE: 5 });
		expect(await shop.level(med)).toBe(11);
	});

	it("a close racing cash sales counts exactly the sales that landed in the shift; later ones are refused", async () => {
		const shop = await posShop({ price: 1_000, stock: 100 });
		const { key, outletId } = shop;
		const shift = (await pos(key, "POST", "/shifts/open", { outletId, openingFloat: 50_000 })).body.data;
		const sells = Array.from({ length: 20 }, () => shop.sell({ payments: cash(1_000), shiftId: shift.id }));
		const [closed, ...sold] = await Promise.all([
			pos(key, "POST", `/shifts/${shift.id}/close`, { countedCash: 0 }),
			...sells,
		]);
		expect(closed.status).toBe(200);
		for (const r of sold.filter((x) => x.status !== 201)) expectEnvelopeError(r, 409, "CONFLICT");
		const inShift = (await pos(key, "GET", `/sales?shiftId=${shift.id}&limit=100`)).body.data;
		expect(inShift).toHaveLength(sold.filter((r) => r.status === 201).length);
		expect(closed.body.data.expectedCash).toBe(50_000 + 1_000 * inShift.length);
		expect(await shop.level()).toBe(100 - inShift.length);
	});

	it("a void racing redemptions never takes the balance below zero", async () => {
		const shop = await posShop({ price: 10_000, stock: 5 });
		const { key } = shop;
		const c = (await pos(key, "POST", "/customers", { name: "Rina" })).body.data;
		const sale = (await shop.sell({ customerId: c.id, payments: cash(10_000) })).body.data;
		const all = await Promise.all([
			pos(key, "POST", `/sales/${sale.id}/void`, {}),
			...Array.from({ length: 10 }, () => pos(key, "POST", `/customers/${c.id}/loyalty/redeem`, { points: 3 })),
		]);
		expect(all[0].status).toBe(200);
		const loyalty = (await pos(key, "GET", `/customers/${c.id}/loyalty`)).body.data;
		expect(loyalty.balance).toBeGreaterThanOrEqual(0);
		const redeemed = all.slice(1).filter((r) => r.status === 200).length;
		expect(redeemed * 3).toBeLessThanOrEqual(10);
		const moved = loyalty.entries.reduce((sum: number, e: { points: number }) => sum + e.points, 0);
		expect(moved).toBe(loyalty.balance);
	});
});
