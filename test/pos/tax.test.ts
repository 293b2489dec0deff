// Tax and service charge (issue 43) through HTTP: named tax rates, products' taxCategory, the
// outlet's service charge, sales totalled line by line, their receipts and the summary report.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { expectEnvelopeError, ORIGIN } from "../helpers/http";
import { pdfPageText } from "../helpers/pdf";
import { pos, posWorkspace } from "../helpers/pos";

type Key = string;
const product = async (key: Key, name: string, price: number, taxCategory?: string) =>
	(await pos(key, "POST", "/products", { name, variants: [{ price }], ...(taxCategory ? { taxCategory } : {}) })).body
		.data;
const outlet = async (key: Key, over: Record<string, unknown>) =>
	(await pos(key, "POST", "/outlets", { name: "Warung Senja", ...over })).body.data;
const receipt = async (key: Key, id: string, query = "") =>
	SELF.fetch(`${ORIGIN}/pos/api/v1/sales/${id}/receipt${query}`, { headers: { Authorization: `Bearer ${key}` } });

/** A restaurant: PB1 10 % as a named rate, 5 % service charge (taxable, pre-tax), and a menu. */
async function restaurant(outletOver: Record<string, unknown>, prices: { food: number; merch: number; water: number }) {
	const { key } = await posWorkspace("growth");
	const pb1 = (await pos(key, "POST", "/tax-rates", { name: "PB1", rateBps: 1000 })).body.data;
	const o = await outlet(key, { serviceChargeBps: 500, ...outletOver });
	const food = await product(key, "Nasi Goreng", prices.food, pb1.id);
	const merch = await product(key, "Tote Bag", prices.merch);
	const water = await product(key, "Air Mineral", prices.water, "exempt");
	const v = (p: { variants: Array<{ id: string }> }) => p.variants[0]?.id as string;
	return { key, pb1, outletId: o.id as string, food: v(food), merch: v(merch), water: v(water) };
}

describe("POS tax rates", () => {
	it("create, list with a cursor, read, rename, validation and unique names", async () => {
		const { key } = await posWorkspace();
		const a = await pos(key, "POST", "/tax-rates", { name: "PB1", rateBps: 1000 });
		expect(a.status).toBe(201);
		expect(a.body.data).toMatchObject({ name: "PB1", rateBps: 1000, productsCount: 0 });
		expect(a.body.data.id).toMatch(/^taxr_[0-9A-Z]{26}$/);
		const b = (await pos(key, "POST", "/tax-rates", { name: "PPN 12", rateBps: 1200 })).body.data;
		const page = await pos(key, "GET", "/tax-rates?limit=1");
		expect(page.body.data.map((r: { id: string }) => r.id)).toEqual([b.id]);
		expect(page.body.meta.hasMore).toBe(true);
		const next = await pos(key, "GET", `/tax-rates?limit=1&cursor=${page.body.meta.cursor}`);
		expect(next.body.data.map((r: { id: string }) => r.id)).toEqual([a.body.data.id]);
		expectEnvelopeError(await pos(key, "POST", "/tax-rates", { name: "pb1", rateBps: 500 }), 409, "CONFLICT");
		expectEnvelopeError(await pos(key, "POST", "/tax-rates", { name: "X", rateBps: 10_001 }), 400, "VALIDATION_ERROR");
		expectEnvelopeError(
			await pos(key, "POST", "/tax-rates", { name: "x".repeat(61), rateBps: 1 }),
			400,
			"VALIDATION_ERROR",
		);
		expectEnvelopeError(await pos(key, "POST", "/tax-rates", { name: "", rateBps: 1 }), 400, "VALIDATION_ERROR");
		const renamed = await pos(key, "PATCH", `/tax-rates/${b.id}`, { name: "PPN Barang Mewah", rateBps: 1150 });
		expect(renamed.body.data).toMatchObject({ name: "PPN Barang Mewah", rateBps: 1150 });
		expect((await pos(key, "GET", `/tax-rates/${b.id}`)).body.data.rateBps).toBe(1150);
		expectEnvelopeError(await pos(key, "PATCH", `/tax-rates/${b.id}`, { name: "PB1" }), 409, "CONFLICT");
		expectEnvelopeError(await pos(key, "GET", "/tax-rates/taxr_01JB4X6N0ZQ8K3C9W2T5V7R1MD"), 404, "NOT_FOUND");
		// Another workspace's rate is not found, and cannot be named by a product there.
		const other = await posWorkspace();
		expectEnvelopeError(await pos(other.key, "GET", `/tax-rates/${b.id}`), 404, "NOT_FOUND");
		const r = await pos(other.key, "POST", "/products", {
			name: "Teh",
			taxCategory: b.id,
			variants: [{ price: 5_000 }],
		});
		expectEnvelopeError(r, 404, "NOT_FOUND");
		expect(r.body.error.param).toBe("taxCategory");
	});

	it("products take standard (default), exempt or a rate id; a rate in use cannot be deleted (409)", async () => {
		const { key } = await posWorkspace();
		const pb1 = (await pos(key, "POST", "/tax-rates", { name: "PB1", rateBps: 1000 })).body.data;
		expect((await product(key, "Kopi", 18_000)).taxCategory).toBe("standard");
		const food = await product(key, "Nasi Goreng", 25_000, pb1.id);
		expect(food.taxCategory).toBe(pb1.id);
		expectEnvelopeError(
			await pos(key, "POST", "/products", { name: "X", taxCategory: "luxury", variants: [{ price: 1_000 }] }),
			400,
			"VALIDATION_ERROR",
		);
		expectEnvelopeError(
			await pos(key, "PATCH", `/products/${food.id}`, { taxCategory: "taxr_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
			404,
			"NOT_FOUND",
		);
		expect((await pos(key, "GET", `/tax-rates/${pb1.id}`)).body.data.productsCount).toBe(1);
		expectEnvelopeError(await pos(key, "DELETE", `/tax-rates/${pb1.id}`), 409, "CONFLICT");
		expect((await pos(key, "PATCH", `/products/${food.id}`, { taxCategory: "exempt" })).body.data.taxCategory).toBe(
			"exempt",
		);
		expect((await pos(key, "DELETE", `/tax-rates/${pb1.id}`)).status).toBe(204);
		expectEnvelopeError(await pos(key, "DELETE", `/tax-rates/${pb1.id}`), 404, "NOT_FOUND");
	});

	it("a delete racing products moved onto the rate never leaves a product on a missing rate", async () => {
		const { key } = await posWorkspace();
		const rate = (await pos(key, "POST", "/tax-rates", { name: "PB1", rateBps: 1000 })).body.data;
		const ps = await Promise.all(Array.from({ length: 8 }, (_, i) => product(key, `Menu ${i}`, 10_000)));
		const [del, ...moves] = await Promise.all([
			pos(key, "DELETE", `/tax-rates/${rate.id}`),
			...ps.map((p) => pos(key, "PATCH", `/products/${p.id}`, { taxCategory: rate.id })),
		]);
		const moved = moves.filter((m) => m.status === 200).length;
		for (const m of moves) expect([200, 404]).toContain(m.status);
		const after = await Promise.all(ps.map(async (p) => (await pos(key, "GET", `/products/${p.id}`)).body.data));
		const onRate = after.filter((p) => p.taxCategory === rate.id).length;
		expect(onRate).toBe(moved);
		if (del.status === 204) expect(onRate).toBe(0);
		else {
			expect(del.status).toBe(409);
			expect(onRate).toBeGreaterThan(0);
		}
	});
});

describe("POS outlet service charge", () => {
	it("defaults (none, taxable, pre-tax); set on create and PATCH; validated", async () => {
		const { key } = await posWorkspace("growth");
		const o = await outlet(key, {});
		expect(o).toMatchObject({ serviceChargeBps: 0, serviceChargeTaxable: true, serviceChargeBase: "pre_tax" });
		const p = await pos(key, "PATCH", `/outlets/${o.id}`, {
			serviceChargeBps: 750,
			serviceChargeTaxable: false,
			serviceChargeBase: "post_tax",
		});
		expect(p.body.data).toMatchObject({
			serviceChargeBps: 750,
			serviceChargeTaxable: false,
			serviceChargeBase: "post_tax",
		});
		expect((await pos(key, "GET", `/outlets/${o.id}`)).body.data.serviceChargeBps).toBe(750);
		expect((await outlet(key, { serviceChargeBps: 500 })).serviceChargeBps).toBe(500);
		for (const bad of [{ serviceChargeBps: 10_001 }, { serviceChargeBps: -1 }, { serviceChargeBase: "gross" }])
			expectEnvelopeError(await pos(key, "PATCH", `/outlets/${o.id}`, bad), 400, "VALIDATION_ERROR");
	});
});

describe("POS sales with tax categories and a service charge (hand-computed, docs/pos.md)", () => {
	it("exclusive: 2 × Nasi Goreng 25,000 at PB1 10 % + 5 % service → 50,000 + 2,500 + 5,250 = 57,750", async () => {
		const r = await restaurant({ taxRateBps: 1100 }, { food: 25_000, merch: 30_000, water: 5_000 });
		const res = await pos(r.key, "POST", "/sales", {
			outletId: r.outletId,
			items: [{ variantId: r.food, quantity: 2 }],
			payments: [{ method: "CASH", amount: 57_750 }],
		});
		expect(res.status).toBe(201);
		const sale = res.body.data;
		expect(sale).toMatchObject({
			subtotal: 50_000,
			serviceChargeTotal: 2_500,
			taxTotal: 5_250,
			total: 57_750,
			serviceChargeBps: 500,
			serviceChargeTaxable: true,
			serviceChargeBase: "pre_tax",
			taxes: [{ category: r.pb1.id, name: "PB1", rateBps: 1000, taxable: 52_500, amount: 5_250 }],
		});
		expect(sale.items[0]).toMatchObject({
			total: 50_000,
			orderDiscountShare: 0,
			serviceCharge: 2_500,
			taxable: 52_500,
			tax: 5_250,
			taxCategory: r.pb1.id,
			taxName: "PB1",
			taxRateBps: 1000,
		});
		expect((await pos(r.key, "GET", `/sales/${sale.id}`)).body.data).toEqual({ ...sale, customer: null, returns: [] });
		const html = await (await receipt(r.key, sale.id)).text();
		expect(html).toContain("Biaya layanan 5%");
		expect(html).toContain("PB1 10%");
		expect(html).not.toContain("PPN");
	});

	it("inclusive: 2 × 27,500 holding PB1 → service 2,750 (holding its PB1), tax 5,250, total 57,750", async () => {
		const r = await restaurant({ taxInclusive: true }, { food: 27_500, merch: 30_000, water: 5_000 });
		const sale = (
			await pos(r.key, "POST", "/sales", {
				outletId: r.outletId,
				items: [{ variantId: r.food, quantity: 2 }],
				payments: [{ method: "QRIS", amount: 57_750 }],
			})
		).body.data;
		expect(sale).toMatchObject({ subtotal: 55_000, serviceChargeTotal: 2_750, taxTotal: 5_250, total: 57_750 });
		expect(sale.taxes).toEqual([{ category: r.pb1.id, name: "PB1", rateBps: 1000, taxable: 52_500, amount: 5_250 }]);
		const pdf = await pdfPageText(new Uint8Array(await (await receipt(r.key, sale.id, "?format=pdf")).arrayBuffer()));
		expect(pdf.text).toContain("PB1 10% (termasuk)");
		expect(pdf.text).toContain("Biaya layanan 5%");
	});

	it("a mixed cart with an order discount: PB1 food, PPN 11 % tote bag, exempt water, 10,000 off", async () => {
		const r = await restaurant({ taxRateBps: 1100 }, { food: 25_000, merch: 30_000, water: 5_000 });
		const sale = (
			await pos(r.key, "POST", "/sales", {
				outletId: r.outletId,
				items: [
					{ variantId: r.food, quantity: 2 },
					{ variantId: r.merch, quantity: 1 },
					{ variantId: r.water, quantity: 1 },
				],
				orderDiscount: 10_000,
				status: "PARKED",
			})
		).body.data;
		expect(sale).toMatchObject({
			subtotal: 85_000,
			orderDiscount: 10_000,
			serviceChargeTotal: 3_751,
			taxTotal: 7_689,
			total: 86_440,
		});
		expect(sale.items.map((i: { orderDiscountShare: number }) => i.orderDiscountShare)).toEqual([5_882, 3_530, 588]);
		expect(sale.items.map((i: { tax: number }) => i.tax)).toEqual([4_632, 3_057, 0]);
		expect(sale.items.map((i: { taxName: string }) => i.taxName)).toEqual(["PB1", "PPN", "Exempt"]);
		expect(sale.taxes).toEqual([
			{ category: r.pb1.id, name: "PB1", rateBps: 1000, taxable: 46_324, amount: 4_632 },
			{ category: "standard", name: "PPN", rateBps: 1100, taxable: 27_794, amount: 3_057 },
			{ category: "exempt", name: "Exempt", rateBps: 0, taxable: 4_633, amount: 0 },
		]);
		// A later change of the rate or the outlet leaves the parked bill as rung; completing it pays that.
		await pos(r.key, "PATCH", `/tax-rates/${r.pb1.id}`, { rateBps: 1200 });
		await pos(r.key, "PATCH", `/outlets/${r.outletId}`, { serviceChargeBps: 0 });
		const done = await pos(r.key, "POST", `/sales/${sale.id}/complete`, {
			payments: [{ method: "CARD", amount: 86_440 }],
		});
		expect(done.status).toBe(200);
		expect(done.body.data).toMatchObject({ status: "COMPLETED", total: 86_440, taxTotal: 7_689, taxes: sale.taxes });
		const html = await (await receipt(r.key, sale.id)).text();
		for (const label of ["Biaya layanan 5%", "PB1 10%", "PPN 11%", "Diskon pesanan"]) expect(html).toContain(label);
		expect(html).not.toContain("Exempt");

		// The summary report: tax per rate and the service charge; a voided sale leaves it.
		const again = (
			await pos(r.key, "POST", "/sales", {
				outletId: r.outletId,
				items: [{ variantId: r.food, quantity: 1 }],
				payments: [{ method: "CASH", amount: 28_000 }],
			})
		).body.data;
		expect(again).toMatchObject({ serviceChargeTotal: 0, taxTotal: 3_000, total: 28_000 });
		const summary = (await pos(r.key, "GET", `/reports/summary?outletId=${r.outletId}`)).body.data;
		expect(summary).toMatchObject({ salesCount: 2, serviceChargeTotal: 3_751, taxTotal: 10_689, total: 114_440 });
		expect(summary.taxes).toEqual([
			{ category: r.pb1.id, name: "PB1", rateBps: 1200, taxable: 25_000, amount: 3_000 },
			{ category: "standard", name: "PPN", rateBps: 1100, taxable: 27_794, amount: 3_057 },
			{ category: r.pb1.id, name: "PB1", rateBps: 1000, taxable: 46_324, amount: 4_632 },
			{ category: "exempt", name: "Exempt", rateBps: 0, taxable: 4_633, amount: 0 },
		]);
		expect((await pos(r.key, "POST", `/sales/${again.id}/void`, {})).status).toBe(200);
		const net = (await pos(r.key, "GET", `/reports/summary?outletId=${r.outletId}`)).body.data;
		expect(net).toMatchObject({ salesCount: 1, serviceChargeTotal: 3_751, taxTotal: 7_689 });
		expect(net.taxes.reduce((s: number, t: { amount: number }) => s + t.amount, 0)).toBe(7_689);
	});

	it("an offline replay answers the first sale, taxes and all", async () => {
		const r = await restaurant({ taxRateBps: 1100 }, { food: 25_000, merch: 30_000, water: 5_000 });
		const body = {
			outletId: r.outletId,
			items: [{ variantId: r.food, quantity: 2 }],
			payments: [{ method: "CASH", amount: 57_750 }],
			soldAt: new Date(Date.now() - 3_600_000).toISOString(),
		};
		const headers = { "Idempotency-Key": `till-${crypto.randomUUID()}` };
		const [a, b] = await Promise.all([
			pos(r.key, "POST", "/sales", body, headers),
			pos(r.key, "POST", "/sales", body, headers),
		]);
		expect(a.body.data).toEqual(b.body.data);
		expect(a.body.data.taxes).toHaveLength(1);
	});
});
