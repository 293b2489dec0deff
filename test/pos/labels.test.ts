import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { maskName, weight } from "../../src/services/pos/labels/label";
import { forgetRecentLabels } from "../../src/services/pos/labels/store";
import { shipments } from "../../src/services/pos/schema";
import { expectEnvelopeError, ORIGIN } from "../helpers/http";
import { pdfPageText } from "../helpers/pdf";
import { pos, posWorkspace } from "../helpers/pos";
import { dbOf } from "../helpers/shards";

// Shipments' own routes are written alongside this feature, so the rows are written here directly, as
// shipments stores them: a confirmed booking with a waybill.

const MM = 72 / 25.4;
type Row = typeof shipments.$inferInsert;

async function shipment(ws: string, over: Partial<Row> = {}) {
	const id = `shp_${crypto.randomUUID().replace(/-/g, "")}`;
	const now = Date.now();
	await drizzle(await dbOf("DB_POS", ws))
		.insert(shipments)
		.values({
			id,
			accountId: ws,
			courierCode: "jne",
			courierServiceCode: "reg",
			courierType: "regular",
			price: 18_000,
			insured: 1,
			insurance: 2_500,
			destination: JSON.stringify({
				name: "Budi Santoso",
				phone: "081234567890",
				address: "Jl. Melati No. 5, Kebayoran Baru, Jakarta Selatan",
				postalCode: "12130",
				note: "Titip di pos satpam",
			}),
			items: JSON.stringify([
				{ name: "Kaos Polos", value: 75_000, weight: 200, quantity: 2, description: "Katun, hitam", sku: "KP-HTM-L" },
				{ name: "Topi", value: 40_000, weight: 150, quantity: 1 },
			]),
			origin: JSON.stringify({
				contactName: "Toko Maju",
				phone: "0215550123",
				address: "Jl. Kenanga 9, Bandung",
				postalCode: "40115",
			}),
			status: "confirmed",
			waybillId: "JNE0012345678",
			booking: 1,
			charged: 20_500,
			createdAt: now,
			updatedAt: now,
			...over,
		});
	return id;
}

/** A label's raw bytes: pos() reads bodies as text, which would mangle a PDF. */
async function label(key: string, id: string, query = "") {
	const res = await SELF.fetch(`${ORIGIN}/pos/api/v1/fulfillment/shipments/${id}/label${query ? `?${query}` : ""}`, {
		headers: { Authorization: `Bearer ${key}` },
	});
	return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const pageText = (bytes: Uint8Array) => pdfPageText(bytes);

const stored = async (ws: string, id: string) =>
	(await env.POS_FILES.list({ prefix: `labels/${ws}/${id}/` })).objects.map((o) => o.key);

describe("POS labels: the PDF", () => {
	it("is a thermal 100×150 mm page by default, with courier, waybill, recipient and sender", async () => {
		const { ws, key } = await posWorkspace();
		const id = await shipment(ws);
		const r = await label(key, id);
		expect(r.res.status).toBe(200);
		expect(r.res.headers.get("content-type")).toBe("application/pdf");
		expect(r.res.headers.get("content-disposition")).toBe('inline; filename="label-JNE0012345678.pdf"');
		expect(r.res.headers.get("cache-control")).toBe("private, no-store");
		expect(new TextDecoder().decode(r.bytes.slice(0, 5))).toBe("%PDF-");
		const doc = await PDFDocument.load(r.bytes);
		expect(doc.getPageCount()).toBe(1);
		expect(doc.getPage(0).getWidth()).toBeCloseTo(100 * MM, 3);
		expect(doc.getPage(0).getHeight()).toBeCloseTo(150 * MM, 3);
		const { lines, text, rects } = await pageText(r.bytes);
		expect(lines[0]).toBe("JNE REG");
		for (const want of ["JNE0012345678", "Penerima", "Budi Santoso", "Telp: 081234567890", "Kode pos: 12130"])
			expect(lines).toContain(want);
		for (const want of ["Pengirim", "Toko Maju", "Telp: 0215550123", "Kode pos: 40115", "Isi paket: 3 barang, 550 g"])
			expect(lines).toContain(want);
		expect(text).toContain("Titip di pos satpam");
		expect(lines).toContain("Kaos Polos × 2 · 400 g");
		// Defaults: no price, no insurance, no descriptions or SKUs.
		expect(text).not.toMatch(/Ongkir|Asuransi|Rp |KP-HTM-L|Katun/);
		// The Code 128 bars: JNE0012345678 is Start B, J N E, Code C, 00 12 34 56 78, check = 11 symbols + stop,
		// 3 bars each and 4 in the stop.
		expect(rects).toBe(11 * 3 + 4);
	});

	it("has exactly the size asked: a4 210×297, thermal-80x100, thermal-100x150", async () => {
		const { ws, key } = await posWorkspace();
		const id = await shipment(ws);
		for (const [size, w, h] of [
			["a4", 210, 297],
			["thermal-80x100", 80, 100],
			["thermal-100x150", 100, 150],
		] as const) {
			const r = await label(key, id, `size=${size}`);
			expect(r.res.status).toBe(200);
			const doc = await PDFDocument.load(r.bytes);
			expect(doc.getPageCount()).toBe(1);
			expect([doc.getPage(0).getWidth(), doc.getPage(0).getHeight()].map((p) => +(p / MM).toFixed(3))).toEqual([w, h]);
			expect((await pageText(r.bytes)).lines).toContain("JNE0012345678");
		}
		expect(await stored(ws, id)).toHaveLength(3);
	});

	it("prints per flag: phones hidden, name masked, cost and insurance, descriptions and SKUs; items off", async () => {
		const { ws, key } = await posWorkspace();
		const id = await shipment(ws);
		const all =
			"showSenderPhone=false&showRecipientPhone=0&maskRecipientName=true&showShippingCost=1&showInsurance=true&showItemDescriptions=1&showItemSkus=true";
		const { lines, text } = await pageText((await label(key, id, all)).bytes);
		expect(lines).toContain("B***i S***o");
		expect(text).not.toMatch(/Budi|Santoso|081234567890|0215550123|Telp/);
		expect(lines).toEqual(expect.arrayContaining(["Ongkir:", "Rp 18.000", "Asuransi:", "Rp 2.500", "Katun, hitam"]));
		expect(lines).toContain("SKU: KP-HTM-L");
		const off = await pageText((await label(key, id, "showItems=false&showItemSkus=1")).bytes);
		expect(off.text).not.toMatch(/Isi paket|Kaos|Topi|KP-HTM-L/);
		const uninsured = await shipment(ws, { insured: 0, insurance: 0 });
		expect((await pageText((await label(key, uninsured, "showInsurance=1")).bytes)).lines).toContain(
			"Tidak diasuransikan",
		);
	});

	it("survives text outside WinAnsi ('?' instead), a waybill Code 128 cannot carry, and too many items for the page", async () => {
		const { ws, key } = await posWorkspace();
		const many = Array.from({ length: 60 }, (_, i) => ({ name: `Barang ${i}`, value: 1, weight: 10, quantity: 1 }));
		const id = await shipment(ws, {
			destination: JSON.stringify({
				name: "顧客 Ахмед 😀 Café",
				phone: "0812",
				address: "東京\u200b",
				postalCode: "1",
			}),
			items: JSON.stringify(many),
			waybillId: "RÉSÉ-1",
		});
		const r = await label(key, id, "size=thermal-80x100");
		expect(r.res.status).toBe(200);
		expect(r.res.headers.get("content-disposition")).toBe('inline; filename="label-R_S_-1.pdf"');
		const doc = await PDFDocument.load(r.bytes);
		expect(doc.getPageCount()).toBe(1);
		const { lines, rects } = await pageText(r.bytes);
		expect(lines).toContain("?? ????? ? Café");
		expect(lines).toContain("RÉSÉ-1");
		expect(rects).toBe(0);
		expect(lines.some((l) => /^\+\d+ baris lagi$/.test(l))).toBe(true);
	});
});

describe("POS labels: the R2 copy and the isolate's recent labels", () => {
	it("answers a repeat from R2; a new update, size or flag set is a new object, an older state's are dropped", async () => {
		const { ws, key } = await posWorkspace();
		const id = await shipment(ws);
		const first = await label(key, id);
		expect(first.res.headers.get("x-label-cache")).toBe("miss");
		const keys = await stored(ws, id);
		expect(keys).toHaveLength(1);
		expect(keys[0]).toMatch(
			new RegExp(`^labels/${ws}/${id}/JNE0012345678-\\d+/thermal-100x150-11000100-[0-9a-f]{32}\\.pdf$`),
		);
		expect((await env.POS_FILES.get(keys[0] as string))?.httpMetadata?.contentType).toBe("application/pdf");
		forgetRecentLabels();
		const second = await label(key, id);
		expect(second.res.headers.get("x-label-cache")).toBe("hit");
		expect(second.bytes).toEqual(first.bytes);
		expect((await label(key, id, "showShippingCost=1")).res.headers.get("x-label-cache")).toBe("miss");
		expect(await stored(ws, id)).toHaveLength(2);

		await drizzle(await dbOf("DB_POS", ws))
			.update(shipments)
			.set({ updatedAt: Date.now() + 60_000, waybillId: "JNE0099999999" })
			.where(eq(shipments.id, id));
		const after = await label(key, id);
		expect(after.res.headers.get("x-label-cache")).toBe("miss");
		expect((await pageText(after.bytes)).lines).toContain("JNE0099999999");
		const now = await stored(ws, id);
		expect(now).toHaveLength(1);
		expect(now[0]).toContain("/JNE0099999999-");
		expect(now).not.toContain(keys[0]);
	});

	it("answers a reprint from isolate memory, after the shipment's own checks: cancelled is 409, another workspace 404", async () => {
		const { ws, key } = await posWorkspace();
		const id = await shipment(ws);
		const first = await label(key, id);
		expect(first.res.headers.get("x-label-cache")).toBe("miss");
		// R2's copy gone: the reprint still needs no render, so it came from this isolate's memory.
		await env.POS_FILES.delete(await stored(ws, id));
		const reprint = await label(key, id);
		expect(reprint.res.headers.get("x-label-cache")).toBe("hit");
		expect(reprint.bytes).toEqual(first.bytes);
		expect(reprint.res.headers.get("content-length")).toBe(String(first.bytes.byteLength));
		// Memory never skips the row: another workspace, then a cancelled shipment, are refused as before.
		const other = await posWorkspace();
		expectEnvelopeError(await pos(other.key, "GET", `/fulfillment/shipments/${id}/label`), 404, "NOT_FOUND");
		await drizzle(await dbOf("DB_POS", ws))
			.update(shipments)
			.set({ status: "cancelled" })
			.where(eq(shipments.id, id));
		expectEnvelopeError(await pos(key, "GET", `/fulfillment/shipments/${id}/label`), 409, "CONFLICT");
		// Forgotten (another isolate) and gone from R2: rendered again.
		await drizzle(await dbOf("DB_POS", ws))
			.update(shipments)
			.set({ status: "confirmed" })
			.where(eq(shipments.id, id));
		forgetRecentLabels();
		expect((await label(key, id)).res.headers.get("x-label-cache")).toBe("miss");
	});
});

describe("POS labels: errors and tenancy", () => {
	it("refuses an unknown size or a flag that is not true/false/1/0 with 400 VALIDATION_ERROR, storing nothing", async () => {
		const { ws, key } = await posWorkspace();
		const id = await shipment(ws);
		for (const q of ["size=a5", "size=A4", "size=thermal-100x100", "showItems=yes", "maskRecipientName=TRUE"])
			expectEnvelopeError(await pos(key, "GET", `/fulfillment/shipments/${id}/label?${q}`), 400, "VALIDATION_ERROR");
		for (const q of ["showSenderPhone=", "showInsurance=2", "showItemSkus=on", "showShippingCost=false&size=letter"])
			expectEnvelopeError(await pos(key, "GET", `/fulfillment/shipments/${id}/label?${q}`), 400, "VALIDATION_ERROR");
		expect(await stored(ws, id)).toEqual([]);
	});

	it("answers 409 CONFLICT without a waybill, for a draft and for a cancelled shipment", async () => {
		const { ws, key } = await posWorkspace();
		const ids = [
			await shipment(ws, { status: "draft", waybillId: null, booking: 0, charged: 0 }),
			await shipment(ws, { status: "draft", waybillId: "JNE-OLD-1" }),
			await shipment(ws, { status: "cancelled", cancelReason: "salah alamat" }),
			await shipment(ws, { status: "allocated", waybillId: null }),
		];
		for (const id of ids) {
			expectEnvelopeError(await pos(key, "GET", `/fulfillment/shipments/${id}/label`), 409, "CONFLICT");
			expect(await stored(ws, id)).toEqual([]);
		}
		// Every later state with a waybill prints.
		for (const status of ["allocated", "picking_up", "picked", "dropping_off", "delivered", "returned"] as const)
			expect((await label(key, await shipment(ws, { status }))).res.status).toBe(200);
	});

	it("answers 404 NOT_FOUND for an unknown shipment and for another workspace's, storing nothing", async () => {
		const { ws, key } = await posWorkspace();
		const id = await shipment(ws);
		const other = await posWorkspace();
		expectEnvelopeError(await pos(other.key, "GET", `/fulfillment/shipments/${id}/label`), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(key, "GET", "/fulfillment/shipments/shp_nope/label"), 404, "NOT_FOUND");
		expect(await stored(other.ws, id)).toEqual([]);
		expect(await stored(ws, id)).toEqual([]);
		expect((await pos("sk_live_nope", "GET", `/fulfillment/shipments/${id}/label`)).status).toBe(401);
	});
});

describe("POS labels: helpers", () => {
	it("masks each word to its first and last character", () => {
		expect(maskName("Budi Santoso")).toBe("B***i S***o");
		expect(maskName("  Siti   Nur Aisyah ")).toBe("S***i N***r A***h");
		expect(maskName("Al")).toBe("A*");
		expect(maskName("A Rahman")).toBe("A R***n");
		expect(maskName("Ахмед 😀😀😀")).toBe("А***д 😀***😀");
		expect(maskName("")).toBe("");
	});

	it("prints grams under a kilogram and kilograms above", () => {
		expect([weight(0), weight(999), weight(1000), weight(1250), weight(12_345)]).toEqual([
			"0 g",
			"999 g",
			"1 kg",
			"1,25 kg",
			"12,35 kg",
		]);
	});
});
