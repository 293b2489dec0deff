import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { pos } from "../helpers/pos";
import { posShop } from "../helpers/pos-sales";

const H = 3_600_000;
const iso = (t: number) => new Date(t).toISOString();
/** The local calendar day of an instant in a fixed-offset zone (Indonesia keeps no daylight saving). */
const dayAt = (t: number, offsetHours: number) => iso(t + offsetHours * H).slice(0, 10);
const cash = (amount: number) => [{ method: "CASH", amount }];
const zeroMethods = {
	CASH: { count: 0, amount: 0 },
	QRIS: { count: 0, amount: 0 },
	CARD: { count: 0, amount: 0 },
	OTHER: { count: 0, amount: 0 },
};
const zeroSummary = {
	salesCount: 0,
	subtotal: 0,
	discountTotal: 0,
	taxTotal: 0,
	total: 0,
	voidedCount: 0,
	byMethod: zeroMethods,
};

/** A top product's return fields when nothing came back. */
const net = (quantity: number) => ({ returnedQuantity: 0, returnedTotal: 0, netQuantity: quantity });

describe("POS reports: summary", () => {
	it("exact totals of COMPLETED sales; completed-then-voided counted apart; parked bills are not sales", async () => {
		const shop = await posShop({ taxRateBps: 1100, price: 10_000, stock: 50, plan: "growth" });
		const { key, outletId, variantId } = shop;
		const other = (await pos(key, "POST", "/outlets", { name: "Cabang", taxRateBps: 1100, taxInclusive: false })).body
			.data;
		await pos(key, "POST", "/inventory/adjust", { outletId: other.id, variantId, delta: 5, reason: "initial_stock" });
		// A: 2 × 10,000 − 1,000 = 19,000; tax 2,090; total 21,090 in cash (tendered 25,000).
		const a = await shop.sell({
			items: [{ variantId, quantity: 2, discount: 1_000 }],
			payments: [{ method: "CASH", amount: 21_090, tendered: 25_000 }],
		});
		expect(a.body.data).toMatchObject({ subtotal: 19_000, discountTotal: 1_000, taxTotal: 2_090, total: 21_090 });
		// B: 10,000 − order discount 500 = 9,500; tax 1,045; total 10,545 split QRIS + CARD.
		const b = await shop.sell({
			orderDiscount: 500,
			payments: [
				{ method: "QRIS", amount: 5_000 },
				{ method: "CARD", amount: 5_545 },
			],
		});
		expect(b.body.data).toMatchObject({ subtotal: 10_000, discountTotal: 500, taxTotal: 1_045, total: 10_545 });
		// C: completed, then voided. D: parked, then discarded (voided). E: left parked.
		const c = (await shop.sell({ payments: cash(11_100) })).body.data;
		expect((await pos(key, "POST", `/sales/${c.id}/void`, { reason: "salah input" })).status).toBe(200);
		const d = (await shop.sell({ status: "PARKED" })).body.data;
		expect((await pos(key, "POST", `/sales/${d.id}/void`, {})).status).toBe(200);
		expect((await shop.sell({ status: "PARKED", items: [{ variantId, quantity: 3 }] })).status).toBe(201);
		// F: the other outlet, paid OTHER.
		const f = await pos(key, "POST", "/sales", {
			outletId: other.id,
			items: [{ variantId, quantity: 1 }],
			payments: [{ method: "OTHER", amount: 11_100 }],
		});
		expect(f.status).toBe(201);

		const all = await pos(key, "GET", "/reports/summary");
		expect(all.status).toBe(200);
		expect(all.body.data).toMatchObject({
			timezone: "Asia/Jakarta",
			salesCount: 3,
			subtotal: 39_000,
			discountTotal: 1_500,
			taxTotal: 4_235,
			total: 42_735,
			voidedCount: 1,
			byMethod: {
				CASH: { count: 1, amount: 21_090 },
				QRIS: { count: 1, amount: 5_000 },
				CARD: { count: 1, amount: 5_545 },
				OTHER: { count: 1, amount: 11_100 },
			},
		});
		const methods = Object.values(all.body.data.byMethod as Record<string, { amount: number }>);
		expect(methods.reduce((s, m) => s + m.amount, 0)).toBe(all.body.data.total);

		const here = (await pos(key, "GET", `/reports/summary?outletId=${outletId}`)).body.data;
		expect(here).toMatchObject({ salesCount: 2, subtotal: 29_000, taxTotal: 3_135, total: 31_635, voidedCount: 1 });
		expect(here.byMethod.OTHER).toEqual({ count: 0, amount: 0 });
		const there = (await pos(key, "GET", `/reports/summary?outletId=${other.id}`)).body.data;
		expect(there).toMatchObject({ salesCount: 1, total: 11_100, voidedCount: 0, byMethod: { CASH: { count: 0 } } });
	});

	it("from/to bound the window by soldAt (datetimes, or whole local days); bad windows are 400", async () => {
		const shop = await posShop({ price: 1_000, stock: 10 });
		const { key } = shop;
		const now = Date.now();
		const old = now - 50 * H;
		expect((await shop.sell({ payments: cash(1_000), soldAt: iso(old) })).status).toBe(201);
		expect(
			(await shop.sell({ items: [{ variantId: shop.variantId, quantity: 2 }], payments: cash(2_000) })).status,
		).toBe(201);
		const sum = async (q: string) => (await pos(key, "GET", `/reports/summary?${q}`)).body.data;
		expect(await sum("")).toMatchObject({ salesCount: 2, total: 3_000 });
		expect(await sum(`from=${iso(now - 24 * H)}`)).toMatchObject({ salesCount: 1, total: 2_000 });
		expect(await sum(`to=${iso(old)}`)).toMatchObject({ salesCount: 1, total: 1_000 });
		expect(await sum(`to=${iso(old - 1)}`)).toMatchObject({ salesCount: 0, total: 0 });
		const oldDay = dayAt(old, 7);
		const s = await sum(`from=${oldDay}&to=${oldDay}`);
		expect(s).toMatchObject({ salesCount: 1, total: 1_000, from: iso(Date.parse(`${oldDay}T00:00:00+07:00`)) });
		expect(s.to).toBe(iso(Date.parse(`${oldDay}T23:59:59.999+07:00`)));

		for (const q of [
			"from=2026-05-02&to=2026-05-01",
			"from=2024-01-01&to=2025-01-01",
			"from=yesterday",
			"to=2026-05-01T10:00:00",
			"from=2026-02-30",
		])
			expectEnvelopeError(await pos(key, "GET", `/reports/summary?${q}`), 400, "VALIDATION_ERROR");
		expect((await pos(key, "GET", "/reports/summary?from=2024-01-01&to=2024-12-31")).body.data.salesCount).toBe(0);
	});
});

describe("POS reports: top products", () => {
	it("variants by quantity sold (ties by total), COMPLETED only, limit 1-100", async () => {
		const shop = await posShop({ price: 5_000, stock: 100 });
		const { key, variantId } = shop;
		const teh = (
			await pos(key, "POST", "/products", {
				name: "Teh",
				variants: [
					{ name: "Panas", price: 3_000 },
					{ name: "Es", price: 4_000 },
				],
			})
		).body.data;
		const [panas, es] = teh.variants.map((v: { id: string }) => v.id);
		// Kopi 5 (25,000), Teh Es 3 (12,000), Teh Panas 3 (9,000); a voided Teh Panas × 10 and a parked Teh Es × 10 do not count.
		await shop.sell({ items: [{ variantId, quantity: 2 }], payments: cash(10_000) });
		await shop.sell({
			items: [
				{ variantId, quantity: 3 },
				{ variantId: panas, quantity: 3 },
				{ variantId: es, quantity: 3 },
			],
			payments: cash(36_000),
		});
		const v = (await shop.sell({ items: [{ variantId: panas, quantity: 10 }], payments: cash(30_000) })).body.data;
		await pos(key, "POST", `/sales/${v.id}/void`, {});
		await shop.sell({ status: "PARKED", items: [{ variantId: es, quantity: 10 }] });

		const r = await pos(key, "GET", "/reports/top-products");
		expect(r.status).toBe(200);
		expect(r.body.data).toEqual([
			{ productId: shop.productId, variantId, name: "Kopi Susu", quantity: 5, total: 25_000, ...net(5) },
			{ productId: teh.id, variantId: es, name: "Teh · Es", quantity: 3, total: 12_000, ...net(3) },
			{ productId: teh.id, variantId: panas, name: "Teh · Panas", quantity: 3, total: 9_000, ...net(3) },
		]);
		const one = await pos(key, "GET", "/reports/top-products?limit=1");
		expect(one.body.data.map((x: { variantId: string }) => x.variantId)).toEqual([variantId]);
		expect((await pos(key, "GET", "/reports/top-products?limit=100")).body.data).toHaveLength(3);
		for (const limit of ["0", "101", "ten"])
			expectEnvelopeError(await pos(key, "GET", `/reports/top-products?limit=${limit}`), 400, "VALIDATION_ERROR");
		expect((await pos(key, "GET", `/reports/top-products?from=${iso(Date.now() + 48 * H)}`)).status).toBe(400);
	});
});

describe("POS reports: sales by day", () => {
	it("outlet-local days (Asia/Jayapura, UTC+9): 20:00 UTC counts on the next day; every day, zeros included", async () => {
		const shop = await posShop({ price: 1_000, stock: 20, timezone: "Asia/Jayapura" });
		const { key, outletId, variantId } = shop;
		const now = Date.now();
		// The latest 20:00 UTC at least a minute ago: 05:00 the next day in Jayapura.
		let eight = Date.parse(`${iso(now).slice(0, 10)}T20:00:00Z`);
		if (eight > now - 60_000) eight -= 24 * H;
		const earlier = now - 60 * H;
		await shop.sell({ payments: cash(1_000), soldAt: iso(eight) });
		await shop.sell({ items: [{ variantId, quantity: 2 }], payments: cash(2_000), soldAt: iso(eight) });
		await shop.sell({ items: [{ variantId, quantity: 4 }], payments: cash(4_000), soldAt: iso(earlier) });
		const p = (await shop.sell({ status: "PARKED", soldAt: iso(eight) })).body.data;
		expect(p.status).toBe("PARKED");

		const r = await pos(key, "GET", `/reports/sales-by-day?outletId=${outletId}&days=5`);
		expect(r.status).toBe(200);
		const today = dayAt(now, 9);
		const want = Array.from({ length: 5 }, (_, i) => dayAt(now - (4 - i) * 24 * H, 9));
		expect(r.body.data.map((d: { date: string }) => d.date)).toEqual(want);
		expect(want[4]).toBe(today);
		const byDate = new Map(r.body.data.map((d: { date: string }) => [d.date, d]));
		const eightLocal = dayAt(eight, 9);
		expect(eightLocal).not.toBe(iso(eight).slice(0, 10));
		expect(byDate.get(eightLocal)).toEqual({
			date: eightLocal,
			salesCount: 2,
			total: 3_000,
			returnsTotal: 0,
			netTotal: 3_000,
		});
		expect(byDate.get(dayAt(earlier, 9))).toEqual({
			date: dayAt(earlier, 9),
			salesCount: 1,
			total: 4_000,
			returnsTotal: 0,
			netTotal: 4_000,
		});
		const rest = r.body.data.filter((d: { date: string }) => d.date !== eightLocal && d.date !== dayAt(earlier, 9));
		expect(rest.every((d: { salesCount: number; total: number }) => d.salesCount === 0 && d.total === 0)).toBe(true);

		// Default 30 days; the days add up to the summary of the same (default) window.
		const month = (await pos(key, "GET", `/reports/sales-by-day?outletId=${outletId}`)).body.data;
		expect(month).toHaveLength(30);
		expect(month[29].date).toBe(today);
		const summary = (await pos(key, "GET", `/reports/summary?outletId=${outletId}`)).body.data;
		expect(summary).toMatchObject({ timezone: "Asia/Jayapura", salesCount: 3, total: 7_000 });
		expect(month.reduce((s: number, d: { total: number }) => s + d.total, 0)).toBe(summary.total);

		// from/to as local dates: just the 20:00 UTC sale's local day.
		const day = await pos(key, "GET", `/reports/sales-by-day?outletId=${outletId}&from=${eightLocal}&to=${eightLocal}`);
		expect(day.body.data).toEqual([
			{ date: eightLocal, salesCount: 2, total: 3_000, returnsTotal: 0, netTotal: 3_000 },
		]);
	});

	it("days 1-365; days with from/to, from after to or over 366 days are 400", async () => {
		const { key } = await posShop();
		expect((await pos(key, "GET", "/reports/sales-by-day?days=1")).body.data).toHaveLength(1);
		expect((await pos(key, "GET", "/reports/sales-by-day?days=365")).body.data).toHaveLength(365);
		const leap = (await pos(key, "GET", "/reports/sales-by-day?from=2024-01-01&to=2024-12-31")).body.data;
		expect(leap).toHaveLength(366);
		expect([leap[0].date, leap[365].date]).toEqual(["2024-01-01", "2024-12-31"]);
		for (const q of [
			"days=0",
			"days=366",
			"days=abc",
			"days=7&from=2026-01-01",
			"from=2026-01-02&to=2026-01-01",
			"from=2024-01-01&to=2025-01-01",
		])
			expectEnvelopeError(await pos(key, "GET", `/reports/sales-by-day?${q}`), 400, "VALIDATION_ERROR");
	});
});

describe("POS reports: low stock", () => {
	it("watched levels at or under their reorder point, shortest first; reorderPoint 0 is not watched", async () => {
		const shop = await posShop({ price: 1_000, stock: 3, plan: "growth" });
		const { key, outletId, variantId } = shop;
		const more = (
			await pos(key, "POST", "/products", {
				name: "Roti",
				trackStock: true,
				variants: [
					{ name: "Tawar", price: 1_000 },
					{ name: "Manis", price: 1_000 },
					{ name: "Keju", price: 1_000 },
				],
			})
		).body.data;
		const [tawar, manis, keju] = more.variants.map((v: { id: string }) => v.id);
		const stock = (v: string, delta: number, at = outletId) =>
			pos(key, "POST", "/inventory/adjust", { outletId: at, variantId: v, delta, reason: "initial_stock" });
		const reorder = (v: string, reorderPoint: number, at = outletId) =>
			pos(key, "PUT", "/inventory/reorder", { outletId: at, variantId: v, reorderPoint, reorderQty: 10 });
		await stock(tawar, 5);
		await stock(manis, 20);
		await stock(keju, 1);
		await stock(keju, -1);
		await reorder(variantId, 5); // 3 ≤ 5, short by 2
		await reorder(tawar, 5); // 5 ≤ 5, at the point
		await reorder(manis, 5); // 20 > 5
		// keju: 0 in stock, reorderPoint 0: not watched.
		await shop.sell({ items: [{ variantId, quantity: 3 }], payments: cash(3_000) }); // 0 ≤ 5, short by 5
		const other = (await pos(key, "POST", "/outlets", { name: "Cabang" })).body.data;
		await stock(tawar, 1, other.id);
		await reorder(tawar, 2, other.id);

		const r = await pos(key, "GET", `/reports/low-stock?outletId=${outletId}`);
		expect(r.status).toBe(200);
		expect(r.body.data).toEqual([
			{ outletId, variantId, quantity: 0, reorderPoint: 5, reorderQty: 10 },
			{ outletId, variantId: tawar, quantity: 5, reorderPoint: 5, reorderQty: 10 },
		]);
		const all = (await pos(key, "GET", "/reports/low-stock")).body.data;
		expect(all.map((l: { variantId: string; outletId: string }) => [l.outletId, l.variantId])).toEqual([
			[outletId, variantId],
			[other.id, tawar],
			[outletId, tawar],
		]);
		expect((await pos(key, "GET", "/reports/low-stock?limit=1")).body.data).toHaveLength(1);
		expectEnvelopeError(await pos(key, "GET", "/reports/low-stock?limit=501"), 400, "VALIDATION_ERROR");
	});
});

describe("POS reports: tenancy", () => {
	it("another workspace sees zeros and empty lists; its outletId here is 404", async () => {
		const shop = await posShop({ price: 1_000, stock: 5 });
		await shop.sell({ payments: cash(1_000) });
		await pos(shop.key, "PUT", "/inventory/reorder", {
			outletId: shop.outletId,
			variantId: shop.variantId,
			reorderPoint: 10,
		});
		expect((await pos(shop.key, "GET", "/reports/summary")).body.data.salesCount).toBe(1);
		const stranger = await posShop();
		const { key } = stranger;
		expect((await pos(key, "GET", "/reports/summary")).body.data).toMatchObject(zeroSummary);
		expect((await pos(key, "GET", "/reports/top-products")).body.data).toEqual([]);
		const days = (await pos(key, "GET", "/reports/sales-by-day?days=3")).body.data;
		expect(days.map((d: { salesCount: number }) => d.salesCount)).toEqual([0, 0, 0]);
		expect((await pos(key, "GET", "/reports/low-stock")).body.data).toEqual([]);
		for (const path of ["summary", "top-products", "sales-by-day", "low-stock"])
			expectEnvelopeError(await pos(key, "GET", `/reports/${path}?outletId=${shop.outletId}`), 404, "NOT_FOUND");
		expectEnvelopeError(await pos("sk_live_nope", "GET", "/reports/summary"), 401, "AUTH_REQUIRED");
	});
});
