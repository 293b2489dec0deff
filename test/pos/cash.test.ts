import { SELF } from "cloudflare:test";
import fc from "fast-check";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { expectEnvelopeError, ORIGIN } from "../helpers/http";
import { pos, posWorkspace } from "../helpers/pos";
import { posShop } from "../helpers/pos-sales";

const cash = (amount: number, tendered = amount) => [{ method: "CASH", amount, tendered }];

async function openShop(openingFloat = 200_000, over: Parameters<typeof posShop>[0] = {}) {
	const shop = await posShop({ stock: 500, ...over });
	const shift = (await pos(shop.key, "POST", "/shifts/open", { outletId: shop.outletId, openingFloat })).body.data;
	const move = (body: unknown, headers: Record<string, string> = {}) =>
		pos(shop.key, "POST", `/shifts/${shift.id}/cash-movements`, body, headers);
	const report = async () => (await pos(shop.key, "GET", `/shifts/${shift.id}/report`)).body.data;
	return { ...shop, shiftId: shift.id as string, move, report };
}

describe("POS cash management and shift reports", () => {
	it("movements, the X report while open, the Z report after the close, the summary by shiftId", async () => {
		const shop = await openShop(200_000, { taxRateBps: 1100 });
		// 10,000 + PPN 11% = 11,100: one sale in cash (change 8,900), one split QRIS 6,100 + cash 5,000.
		const a = (await shop.sell({ payments: cash(11_100, 20_000) })).body.data;
		await shop.sell({ payments: [{ method: "QRIS", amount: 6_100 }, ...cash(5_000)] });
		const m1 = await shop.move({ type: "paid_in", amount: 100_000, reason: "Tukar uang kecil" });
		expect(m1.status).toBe(201);
		expect(m1.body.data).toMatchObject({ type: "paid_in", amount: 100_000, reason: "Tukar uang kecil", staffId: null });
		expect(m1.body.data.id).toMatch(/^cmv_/);
		expect(m1.body.data.actor).toMatch(/^key_/);
		await shop.move({ type: "paid_out", amount: 30_000, reason: "Beli es batu" });
		await shop.move({ type: "drop", amount: 50_000, reason: "  Setor ke brankas  " });
		const list = await pos(shop.key, "GET", `/shifts/${shop.shiftId}/cash-movements?limit=2`);
		expect(list.body.data.map((m: { type: string }) => m.type)).toEqual(["drop", "paid_out"]);
		expect(list.body.data[0].reason).toBe("Setor ke brankas");
		expect(list.body.meta.hasMore).toBe(true);
		const rest = await pos(shop.key, "GET", `/shifts/${shop.shiftId}/cash-movements?cursor=${list.body.meta.cursor}`);
		expect(rest.body.data.map((m: { type: string }) => m.type)).toEqual(["paid_in"]);

		const x = await shop.report();
		// 200,000 + 16,100 cash sales + 100,000 − 30,000 − 50,000 = 236,100.
		expect(x).toMatchObject({
			kind: "X",
			status: "OPEN",
			closedAt: null,
			sales: { count: 2, subtotal: 20_000, taxTotal: 2_200, total: 22_200, cash: 16_100 },
			byMethod: {
				CASH: { count: 2, amount: 16_100 },
				QRIS: { count: 1, amount: 6_100 },
				CARD: { count: 0, amount: 0 },
			},
			voids: { count: 0, total: 0 },
			taxes: [{ category: "standard", name: "PPN", rateBps: 1100, taxable: 20_000, amount: 2_200 }],
			cash: { openingFloat: 200_000, cashSales: 16_100, paidIn: 100_000, paidOut: 30_000, drops: 50_000 },
		});
		expect(x.cash).toMatchObject({ expected: 236_100, counted: null, difference: null, cashRefunds: 0 });
		expect(x.cashMovements.map((m: { type: string }) => m.type)).toEqual(["paid_in", "paid_out", "drop"]);
		expect(x.byStaff).toEqual([
			{
				actor: m1.body.data.actor,
				name: expect.any(String),
				salesCount: 2,
				salesTotal: 22_200,
				cashSales: 16_100,
				voidsCount: 0,
				voidsTotal: 0,
				returnsCount: 0,
				returnsTotal: 0,
				movements: 3,
				movementsNet: 20_000,
			},
		]);

		expect((await pos(shop.key, "POST", `/sales/${a.id}/void`, { reason: "Salah input" })).status).toBe(200);
		const closed = await pos(shop.key, "POST", `/shifts/${shop.shiftId}/close`, { countedCash: 225_000 });
		expect(closed.body.data).toMatchObject({ expectedCash: 225_000, countedCash: 225_000, difference: 0 });
		const z = await shop.report();
		expect(z).toMatchObject({ kind: "Z", status: "CLOSED", netTotal: 11_100 });
		expect(z.voids).toMatchObject({ count: 1, total: 11_100, cash: 11_100 });
		expect(z.cash).toMatchObject({ cashVoids: 11_100, expected: 225_000, counted: 225_000, difference: 0 });
		expect(z.closedAt).toBe(closed.body.data.closedAt);

		const summary = (await pos(shop.key, "GET", `/reports/summary?shiftId=${shop.shiftId}`)).body.data;
		expect(summary).toMatchObject({ salesCount: 1, total: 11_100, voidedCount: 1, timezone: "Asia/Jakarta" });
		expect(summary.from).toBe(x.openedAt);
		// Another shift's sales are not in this shift's summary; the workspace's are in the plain one.
		const next = (await pos(shop.key, "POST", "/shifts/open", { outletId: shop.outletId, openingFloat: 0 })).body.data;
		await shop.sell({ payments: cash(11_100) });
		expect((await pos(shop.key, "GET", `/reports/summary?shiftId=${shop.shiftId}`)).body.data.salesCount).toBe(1);
		expect((await pos(shop.key, "GET", `/reports/summary?shiftId=${next.id}`)).body.data.salesCount).toBe(1);
		expect((await pos(shop.key, "GET", "/reports/summary")).body.data.salesCount).toBe(2);
		const past = `/reports/summary?shiftId=${shop.shiftId}&from=2020-01-01&to=2020-01-02`;
		expect((await pos(shop.key, "GET", past)).body.data.salesCount).toBe(0);
	});

	it("prints the report receipt-width as HTML and PDF, in Indonesian or English", async () => {
		const shop = await openShop(50_000);
		await shop.sell({ payments: cash(10_000) });
		await shop.move({ type: "paid_out", amount: 5_000, reason: "Parkir <b>motor</b>" });
		const get = (q: string, lang = "id-ID") =>
			SELF.fetch(`${ORIGIN}/pos/api/v1/shifts/${shop.shiftId}/report?${q}`, {
				headers: { Authorization: `Bearer ${shop.key}`, "Accept-Language": lang },
			});
		const id = await get("format=html&width=58");
		expect(id.headers.get("content-type")).toContain("text/html");
		expect(id.headers.get("content-security-policy")).toContain("default-src 'none'");
		expect(id.headers.get("cache-control")).toBe("private, no-store");
		const html = await id.text();
		expect(html).toContain("width: 58mm");
		expect(html).toContain("LAPORAN X");
		expect(html).toContain("Kas seharusnya");
		expect(html).toContain("Rp 55.000");
		expect(html).toContain("Parkir &lt;b&gt;motor&lt;/b&gt;");
		expect(html).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
		const en = await (await get("format=html", "en-US,en;q=0.9")).text();
		expect(en).toContain('lang="en"');
		expect(en).toContain("X REPORT");
		expect(en).toContain("Expected cash");
		expect(en).toContain("width: 80mm");
		await pos(shop.key, "POST", `/shifts/${shop.shiftId}/close`, { countedCash: 54_000 });
		const pdf = await get("format=pdf&width=80");
		expect(pdf.headers.get("content-type")).toBe("application/pdf");
		expect(pdf.headers.get("content-disposition")).toContain(`laporan-z-${shop.shiftId}-80mm.pdf`);
		const doc = await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()));
		expect(doc.getPage(0).getWidth()).toBeCloseTo((80 * 72) / 25.4, 1);
		expect(doc.getTitle()).toBe(`LAPORAN Z ${shop.shiftId}`);
		expectEnvelopeError(
			await pos(shop.key, "GET", `/shifts/${shop.shiftId}/report?format=csv`),
			400,
			"VALIDATION_ERROR",
		);
		expectEnvelopeError(await pos(shop.key, "GET", `/shifts/${shop.shiftId}/report?width=70`), 400, "VALIDATION_ERROR");
	});

	it("refuses a closed shift (409), unknown or another workspace's (404), bad amounts, types and reasons (400)", async () => {
		const shop = await openShop();
		const ok = { type: "drop", amount: 1, reason: "Setor" };
		for (const bad of [
			{ ...ok, amount: 0 },
			{ ...ok, amount: -5 },
			{ ...ok, amount: 1.5 },
			{ ...ok, amount: "100" },
			{ ...ok, amount: 1_000_000_001 },
			{ ...ok, type: "refund" },
			{ ...ok, type: undefined },
			{ ...ok, reason: "" },
			{ ...ok, reason: "   " },
			{ ...ok, reason: "x".repeat(201) },
			{ ...ok, reason: "dua\nbaris" },
			{ ...ok, staffId: "stf_1" },
		])
			expectEnvelopeError(await shop.move(bad), 400, "VALIDATION_ERROR");
		expect((await shop.move({ ...ok, reason: "x".repeat(200) })).status).toBe(201);
		expectEnvelopeError(await pos(shop.key, "POST", "/shifts/shf_nope/cash-movements", ok), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(shop.key, "GET", "/shifts/shf_nope/report"), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(shop.key, "GET", "/reports/summary?shiftId=shf_nope"), 404, "NOT_FOUND");

		const other = await posWorkspace();
		const theirs = `/shifts/${shop.shiftId}`;
		expectEnvelopeError(await pos(other.key, "POST", `${theirs}/cash-movements`, ok), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(other.key, "GET", `${theirs}/cash-movements`), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(other.key, "GET", `${theirs}/report`), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(other.key, "GET", `${theirs}/report?format=pdf`), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(other.key, "GET", `/reports/summary?shiftId=${shop.shiftId}`), 404, "NOT_FOUND");
		expect((await shop.report()).cashMovements).toHaveLength(1);

		await pos(shop.key, "POST", `${theirs}/close`, { countedCash: 0 });
		expectEnvelopeError(await shop.move(ok), 409, "CONFLICT");
		expect((await pos(shop.key, "GET", `${theirs}/cash-movements`)).body.data).toHaveLength(1);
	});

	it("Idempotency-Key: a replay answers the first movement and records nothing twice; another body is 409", async () => {
		const shop = await openShop();
		const body = { type: "paid_in", amount: 25_000, reason: "Tambah modal" };
		const h = { "Idempotency-Key": "cash-in-1" };
		const first = await shop.move(body, h);
		const again = await shop.move(body, h);
		expect(first.status).toBe(201);
		expect(again.status).toBe(201);
		expect(again.body.data.id).toBe(first.body.data.id);
		expectEnvelopeError(await shop.move({ ...body, amount: 1 }, h), 409, "IDEMPOTENCY_KEY_IN_USE");
		expect((await shop.report()).cash.paidIn).toBe(25_000);
	});

	it("movements racing the close: each lands before it (counted) or is refused; racing closes make one", async () => {
		const shop = await openShop(100_000);
		const types = ["paid_in", "paid_out", "drop"] as const;
		const moves = Array.from({ length: 18 }, (_, i) => ({
			type: types[i % 3],
			amount: 1_000 * (i + 1),
			reason: `Gerak ${i}`,
		}));
		const sales = Array.from({ length: 4 }, () => shop.sell({ payments: cash(10_000) }));
		const all = await Promise.all([
			...moves.map((m) => shop.move(m)),
			...Array.from({ length: 4 }, () => pos(shop.key, "POST", `/shifts/${shop.shiftId}/close`, { countedCash: 0 })),
			...sales,
		]);
		const moved = all.slice(0, 18);
		const closes = all.slice(18, 22);
		expect(closes.filter((r) => r.status === 200)).toHaveLength(1);
		for (const r of closes.filter((x) => x.status !== 200)) expectEnvelopeError(r, 409, "CONFLICT");
		for (const r of moved.filter((x) => x.status !== 201)) expectEnvelopeError(r, 409, "CONFLICT");
		const landed = moved.filter((r) => r.status === 201).map((r) => r.body.data);
		const soldCash = all.slice(22).filter((r) => r.status === 201).length * 10_000;
		const net = landed.reduce((s, m) => s + (m.type === "paid_in" ? m.amount : -m.amount), 0);
		const z = await shop.report();
		const close = closes.find((r) => r.status === 200)?.body.data;
		expect(z.kind).toBe("Z");
		expect(z.cashMovements).toHaveLength(landed.length);
		expect(z.cash.expected).toBe(100_000 + soldCash + net);
		expect(close.expectedCash).toBe(z.cash.expected);
		expect(z.cash.difference).toBe(-z.cash.expected);
	});

	it("property: over random sequences of sales and movements, the Z report's expected cash is the drawer's sum", async () => {
		const op = fc.oneof(
			fc.record({ kind: fc.constant("sale" as const), cashPart: fc.integer({ min: 0, max: 10_000 }) }),
			fc.record({
				kind: fc.constant("move" as const),
				type: fc.constantFrom("paid_in" as const, "paid_out" as const, "drop" as const),
				amount: fc.integer({ min: 1, max: 500_000 }),
			}),
		);
		await fc.assert(
			fc.asyncProperty(fc.integer({ min: 0, max: 1_000_000 }), fc.array(op, { maxLength: 6 }), async (float, ops) => {
				const shop = await openShop(float);
				let drawer = float;
				for (const o of ops) {
					if (o.kind === "sale") {
						// 10,000 split between cash (what the drawer keeps) and QRIS.
						const payments = [
							...(o.cashPart ? cash(o.cashPart) : []),
							...(o.cashPart < 10_000 ? [{ method: "QRIS", amount: 10_000 - o.cashPart }] : []),
						];
						expect((await shop.sell({ payments })).status).toBe(201);
						drawer += o.cashPart;
					} else {
						expect((await shop.move({ type: o.type, amount: o.amount, reason: "Acak" })).status).toBe(201);
						drawer += o.type === "paid_in" ? o.amount : -o.amount;
					}
				}
				const closed = (await pos(shop.key, "POST", `/shifts/${shop.shiftId}/close`, { countedCash: 0 })).body.data;
				const z = await shop.report();
				expect(z.cash.expected).toBe(drawer);
				expect(closed.expectedCash).toBe(drawer);
			}),
			{ numRuns: 4 },
		);
	});
});
