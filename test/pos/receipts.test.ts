import { env, SELF } from "cloudflare:test";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { expectEnvelopeError, ORIGIN } from "../helpers/http";
import { pos, posWorkspace } from "../helpers/pos";
import { posShop } from "../helpers/pos-sales";

const MM = 72 / 25.4;

/** A receipt's raw bytes: call() reads bodies as text, which would mangle a PDF. */
async function receiptBytes(key: string, id: string, query: string) {
	const res = await SELF.fetch(`${ORIGIN}/pos/api/v1/sales/${id}/receipt?${query}`, {
		headers: { Authorization: `Bearer ${key}` },
	});
	return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const storedKeys = async (ws: string, id: string, width: number) =>
	(await env.POS_FILES.list({ prefix: `receipts/${ws}/${id}/${width}/` })).objects.map((o) => o.key);

/** "dd/mm/yyyy hh.mm" of an instant at a fixed UTC offset (Indonesia keeps no daylight saving). */
function localAt(ms: number, offsetHours: number) {
	const d = new Date(ms + offsetHours * 3_600_000).toISOString();
	return `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)} ${d.slice(11, 13)}.${d.slice(14, 16)}`;
}

/** The sales test's worked example: 10,150 + PPN 1,117 = 11,267, paid by QRIS and cash with 10,000 change. */
async function ringExample(over: { timezone?: string; soldAt?: string } = {}) {
	const shop = await posShop({
		taxRateBps: 1100,
		price: 5_000,
		stock: 10,
		timezone: over.timezone,
		receiptHeader: "Selamat datang\nWiFi: kopimaju",
		receiptFooter: "Terima kasih, sampai jumpa!",
	});
	await pos(shop.key, "PUT", "/settings", { businessName: "Kopi Maju Jaya", businessType: "fnb", currency: "IDR" });
	const customer = (await pos(shop.key, "POST", "/customers", { name: "Budi Santoso" })).body.data;
	const sale = (
		await shop.sell({
			customerId: customer.id,
			items: [
				{ variantId: shop.variantId, quantity: 2, modifiers: [{ name: "Extra shot", price: 500 }], discount: 850 },
				{ variantId: shop.variantId, quantity: 1, unitPrice: 0 },
			],
			payments: [
				{ method: "QRIS", amount: 1_267 },
				{ method: "CASH", amount: 10_000, tendered: 20_000 },
			],
			note: "Meja 4",
			...(over.soldAt ? { soldAt: over.soldAt } : {}),
		})
	).body.data;
	expect(sale.total).toBe(11_267);
	return { ...shop, sale };
}

describe("POS receipts: HTML", () => {
	it("prints the business, outlet, header, items with modifiers and discount, PPN, payments, change and footer", async () => {
		const { key, sale } = await ringExample();
		const r = await pos(key, "GET", `/sales/${sale.id}/receipt`);
		expect(r.status).toBe(200);
		expect(r.headers.get("content-type")).toBe("text/html; charset=utf-8");
		expect(r.headers.get("cache-control")).toBe("private, no-store");
		expect(r.headers.get("content-security-policy")).toContain("default-src 'none'");
		const html = r.text;
		expect(html.startsWith("<!doctype html>")).toBe(true);
		expect(html).toContain("</html>");
		for (const text of [
			"Kopi Maju Jaya",
			"Toko Maju",
			"Jl. Merdeka 1, Bandung",
			"Selamat datang",
			"WiFi: kopimaju",
			"Terima kasih, sampai jumpa!",
			sale.id,
			"Budi Santoso",
			"Kopi Susu",
			"2 × Rp 5.500",
			"+ Extra shot",
			"Rp 500",
			"-Rp 850",
			"Rp 10.150",
			"Subtotal",
			"PPN 11%",
			"Rp 1.117",
			"Rp 11.267",
			"QRIS",
			"Rp 1.267",
			"Tunai",
			"Diterima",
			"Rp 20.000",
			"Kembalian",
			"Rp 10.000",
			"Catatan: Meja 4",
		])
			expect(html, text).toContain(text);
		expect(html).not.toContain("(termasuk)");
		expect(html).not.toContain("\u00a0");
		expect(html).not.toMatch(/VOID|BELUM DIBAYAR/);
		// The lines in print order: header, items, totals, payments, footer.
		const at = (s: string) => html.indexOf(s);
		expect(at("Selamat datang")).toBeLessThan(at("Kopi Susu"));
		expect(at("Kopi Susu")).toBeLessThan(at("Subtotal"));
		expect(at("Subtotal")).toBeLessThan(at("PPN 11%"));
		expect(at("PPN 11%")).toBeLessThan(at("Rp 11.267"));
		expect(at("Rp 11.267")).toBeLessThan(at("Kembalian"));
		expect(at("Kembalian")).toBeLessThan(at("Terima kasih"));
		// Self-contained: no script, link, image or remote URL.
		expect(html).not.toMatch(/<script|<link|<img|src=|href=|https?:/i);
	});

	it("prints the time in the outlet's timezone: Jayapura is two hours ahead of Jakarta", async () => {
		const soldAtMs = Math.floor((Date.now() - 3_600_000) / 60_000) * 60_000;
		const soldAt = new Date(soldAtMs).toISOString();
		const jkt = await ringExample({ timezone: "Asia/Jakarta", soldAt });
		const jpr = await ringExample({ timezone: "Asia/Jayapura", soldAt });
		const a = (await pos(jkt.key, "GET", `/sales/${jkt.sale.id}/receipt`)).text;
		const b = (await pos(jpr.key, "GET", `/sales/${jpr.sale.id}/receipt`)).text;
		expect(a).toContain(localAt(soldAtMs, 7));
		expect(b).toContain(localAt(soldAtMs, 9));
		expect(a).not.toContain(localAt(soldAtMs, 9));
		expect(a).toMatch(/\d{2}\.\d{2} WIB</);
		expect(b).toMatch(/\d{2}\.\d{2} WIT</);
	});

	it("inclusive tax says (termasuk); order discount prints; a sale without cash has no Kembalian", async () => {
		const shop = await posShop({ taxRateBps: 1100, taxInclusive: true, price: 52_000, stock: 1 });
		const sale = (await shop.sell({ orderDiscount: 2_000, payments: [{ method: "CARD", amount: 50_000 }] })).body.data;
		const html = (await pos(shop.key, "GET", `/sales/${sale.id}/receipt`)).text;
		expect(html).toContain("PPN 11% (termasuk)");
		expect(html).toContain("Rp 4.955");
		expect(html).toContain("Diskon pesanan");
		expect(html).toContain("-Rp 2.000");
		expect(html).toContain("Kartu");
		expect(html).toContain("Rp 50.000");
		expect(html).not.toContain("Kembalian");
	});

	it("escapes what people typed: a <script> note and customer name print as text", async () => {
		const shop = await posShop({ price: 1_000, stock: 5 });
		const customer = (await pos(shop.key, "POST", "/customers", { name: `<img src=x onerror="alert(1)">` })).body.data;
		const sale = (
			await shop.sell({
				customerId: customer.id,
				note: "<script>alert('x')</script> & more",
				payments: [{ method: "CASH", amount: 1_000 }],
			})
		).body.data;
		const html = (await pos(shop.key, "GET", `/sales/${sale.id}/receipt`)).text;
		expect(html).not.toContain("<script>");
		expect(html).not.toContain("<img");
		expect(html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; more");
		expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
	});

	it("sizes the page for the roll: 80 mm by default, 58 mm on request", async () => {
		const shop = await posShop({ price: 1_000, stock: 5 });
		const sale = (await shop.sell({ payments: [{ method: "CASH", amount: 1_000 }] })).body.data;
		const wide = (await pos(shop.key, "GET", `/sales/${sale.id}/receipt`)).text;
		expect(wide).toContain("@page { size: 80mm auto; margin: 0 }");
		expect(wide).toMatch(/body \{ width: 80mm;/);
		const narrow = (await pos(shop.key, "GET", `/sales/${sale.id}/receipt?format=html&width=58`)).text;
		expect(narrow).toContain("@page { size: 58mm auto; margin: 0 }");
		expect(narrow).toMatch(/body \{ width: 58mm;/);
		expect(narrow).not.toContain("80mm");
	});

	it("a voided sale carries the VOID mark and its reason", async () => {
		const { key, sale } = await ringExample();
		const v = await pos(key, "POST", `/sales/${sale.id}/void`, { reason: "Salah input <kasir>" });
		expect(v.status).toBe(200);
		const html = (await pos(key, "GET", `/sales/${sale.id}/receipt`)).text;
		expect(html).toContain('<div class="mark">VOID</div>');
		expect(html).toContain("*** VOID ***");
		expect(html).toContain("Alasan: Salah input &lt;kasir&gt;");
		expect(html).toContain("Dibatalkan ");
		expect(html).toContain('data-status="VOIDED"');
		// Still the receipt it was: the items and total stay legible under the mark.
		expect(html).toContain("Rp 11.267");
	});

	it("a parked sale prints as an unpaid bill, without payments", async () => {
		const shop = await posShop({ price: 10_000, stock: 3 });
		const sale = (await shop.sell({ status: "PARKED", items: [{ variantId: shop.variantId, quantity: 2 }] })).body.data;
		const html = (await pos(shop.key, "GET", `/sales/${sale.id}/receipt`)).text;
		expect(html).toContain('<div class="mark">BELUM DIBAYAR</div>');
		expect(html).toContain("Rp 20.000");
		expect(html).not.toMatch(/Tunai|Kembalian|Diterima|VOID/);
	});
});

describe("POS receipts: PDF", () => {
	it("is a PDF one roll wide: 80 mm ≈ 226.8 pt, 58 mm ≈ 164.4 pt, as tall as the receipt", async () => {
		const { key, sale } = await ringExample();
		const wide = await receiptBytes(key, sale.id, "format=pdf");
		expect(wide.res.status).toBe(200);
		expect(wide.res.headers.get("content-type")).toBe("application/pdf");
		expect(wide.res.headers.get("cache-control")).toBe("private, no-store");
		expect(new TextDecoder().decode(wide.bytes.slice(0, 5))).toBe("%PDF-");
		const doc = await PDFDocument.load(wide.bytes);
		expect(doc.getPageCount()).toBe(1);
		expect(doc.getPage(0).getWidth()).toBeCloseTo(80 * MM, 1);
		expect(doc.getPage(0).getWidth()).toBeCloseTo(226.8, 1);
		expect(doc.getTitle()).toBe(`Struk ${sale.id}`);
		const h80 = doc.getPage(0).getHeight();
		expect(h80).toBeGreaterThan(200);
		expect(h80).toBeLessThan(1_000);

		const narrow = await receiptBytes(key, sale.id, "format=pdf&width=58");
		const page58 = (await PDFDocument.load(narrow.bytes)).getPage(0);
		expect(page58.getWidth()).toBeCloseTo(164.4, 1);
		// Narrower columns wrap more: the roll is at least as long.
		expect(page58.getHeight()).toBeGreaterThanOrEqual(h80);
	});

	it("is cached in R2: miss, then hit with the same bytes; a void renders again under a new key", async () => {
		const { key, ws, sale } = await ringExample();
		const first = await receiptBytes(key, sale.id, "format=pdf");
		expect(first.res.headers.get("x-receipt-cache")).toBe("miss");
		const keys = await storedKeys(ws, sale.id, 80);
		expect(keys).toHaveLength(1);
		expect(keys[0]).toMatch(new RegExp(`^receipts/${ws}/${sale.id}/80/completed-[0-9a-f]{32}\\.pdf$`));
		const obj = await env.POS_FILES.get(keys[0] as string);
		expect(obj?.httpMetadata?.contentType).toBe("application/pdf");
		expect(new Uint8Array((await obj?.arrayBuffer()) as ArrayBuffer)).toEqual(first.bytes);

		const second = await receiptBytes(key, sale.id, "format=pdf");
		expect(second.res.headers.get("x-receipt-cache")).toBe("hit");
		expect(second.bytes).toEqual(first.bytes);
		// Another width is another rendering beside it.
		expect((await receiptBytes(key, sale.id, "format=pdf&width=58")).res.headers.get("x-receipt-cache")).toBe("miss");
		expect(await storedKeys(ws, sale.id, 58)).toHaveLength(1);

		expect((await pos(key, "POST", `/sales/${sale.id}/void`, { reason: "Batal" })).status).toBe(200);
		const voided = await receiptBytes(key, sale.id, "format=pdf");
		expect(voided.res.headers.get("x-receipt-cache")).toBe("miss");
		expect(voided.bytes).not.toEqual(first.bytes);
		const after = await storedKeys(ws, sale.id, 80);
		// The new rendering replaced the stale one.
		expect(after).toHaveLength(1);
		expect(after[0]).toMatch(/\/80\/voided-[0-9a-f]{32}\.pdf$/);
		expect(after[0]).not.toBe(keys[0]);
		expect((await receiptBytes(key, sale.id, "format=pdf")).res.headers.get("x-receipt-cache")).toBe("hit");
		// The HTML answer is rendered each time and never stored.
		await pos(key, "GET", `/sales/${sale.id}/receipt`);
		expect(await storedKeys(ws, sale.id, 80)).toEqual(after);
	});

	it("prints names outside WinAnsi as ? instead of failing; long texts wrap within the roll", async () => {
		const shop = await posShop({
			price: 1_000,
			stock: 5,
			receiptFooter: "Barang yang sudah dibeli tidak dapat dikembalikan. ".repeat(8),
		});
		const customer = (await pos(shop.key, "POST", "/customers", { name: "顧客 Ахмед 😀 Café\u00a0Ñ" })).body.data;
		const sale = (
			await shop.sell({
				customerId: customer.id,
				note: "Tanpa gula — pakai es 🧊 ".repeat(10),
				payments: [{ method: "CASH", amount: 1_000 }],
			})
		).body.data;
		const r = await receiptBytes(shop.key, sale.id, "format=pdf&width=58");
		expect(r.res.status).toBe(200);
		const doc = await PDFDocument.load(r.bytes);
		expect(doc.getPage(0).getWidth()).toBeCloseTo(164.4, 1);
		expect(doc.getPage(0).getHeight()).toBeGreaterThan(300);
		// The HTML keeps every character as typed.
		expect((await pos(shop.key, "GET", `/sales/${sale.id}/receipt`)).text).toContain("顧客 Ахмед 😀 Café");
	});
});

describe("POS receipts: errors and tenancy", () => {
	it("refuses an unknown format or width with 400 VALIDATION_ERROR", async () => {
		const shop = await posShop({ price: 1_000, stock: 5 });
		const sale = (await shop.sell({ payments: [{ method: "CASH", amount: 1_000 }] })).body.data;
		for (const q of ["format=docx", "format=PDF", "width=100", "width=57", "width=abc", "format=pdf&width=76"])
			expectEnvelopeError(await pos(shop.key, "GET", `/sales/${sale.id}/receipt?${q}`), 400, "VALIDATION_ERROR");
		expect(await storedKeys(shop.ws, sale.id, 80)).toEqual([]);
	});

	it("answers 404 NOT_FOUND for an unknown sale and for another workspace's, in both formats", async () => {
		const shop = await posShop({ price: 1_000, stock: 5 });
		const sale = (await shop.sell({ payments: [{ method: "CASH", amount: 1_000 }] })).body.data;
		const other = await posWorkspace();
		for (const format of ["html", "pdf"]) {
			expectEnvelopeError(await pos(other.key, "GET", `/sales/${sale.id}/receipt?format=${format}`), 404, "NOT_FOUND");
			expectEnvelopeError(await pos(shop.key, "GET", `/sales/txn_nope/receipt?format=${format}`), 404, "NOT_FOUND");
		}
		expect(await storedKeys(other.ws, sale.id, 80)).toEqual([]);
		expect(await storedKeys(shop.ws, sale.id, 80)).toEqual([]);
		expect((await pos("sk_live_nope", "GET", `/sales/${sale.id}/receipt`)).status).toBe(401);
	});
});
