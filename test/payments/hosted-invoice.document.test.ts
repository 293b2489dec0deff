// Issue 39: the hosted invoice as a document — issuer block from checkout settings (address, tax id),
// bill-to, dates in words on the workspace's time zone, the shared status words, the paid invoice as
// a receipt, and its PDF (open and paid) at the page's tokenized address with /pdf.
import { SELF } from "cloudflare:test";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { statusesOf, statusWord } from "../../src/services/payments/checkout/statuses";
import { createWorkspace, ORIGIN } from "../helpers/http";
import { mintPayKey, type PayKey, payCall } from "../helpers/pay";
import { pdfPageText } from "../helpers/pdf";
import { billingSetup, mut, subscribe } from "./billing-helpers";
import { choose, page, simulate } from "./checkout-helpers";

async function merchant() {
	const name = `Toko Sinar ${crypto.randomUUID().slice(0, 6)}`;
	const ws = await createWorkspace(name);
	return { ws, name, key: await mintPayKey(ws, { environment: "test" }) };
}

async function openInvoice(key: PayKey) {
	const s = await billingSetup(key, { name: "Paket Pro Bulanan", unitAmount: 75_000 });
	const r = await subscribe(key, {
		customerId: s.customer.id,
		planId: s.plan.id,
		priceId: s.priceId,
		collectionMethod: "send_invoice",
	});
	expect(r.status, r.text).toBe(201);
	return (await payCall(key, "GET", `/v1/invoices/${r.body.data.latestInvoiceId}`)).body.data;
}

const path = (url: string) => new URL(url).pathname + new URL(url).search;
const pdfPath = (url: string) => path(url).replace("/pay?", "/pdf?");

async function pdf(p: string, lang = "id-ID") {
	const res = await SELF.fetch(`${ORIGIN}${p}`, { headers: { "Accept-Language": lang } });
	return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const ADDRESS = "Jl. Kemang Raya 12\nJakarta Selatan 12730";
const NPWP = "01.234.567.8-901.000";

describe("hosted invoice: issuer, bill-to, dates in the workspace's zone", () => {
	it("shows the issuer's address and tax id, the customer, dates in words in the set zone, and a PDF link", async () => {
		const { key, name } = await merchant();
		const put = await mut(key, "PUT", "/v1/checkout-settings", {
			branding: { address: ADDRESS, taxId: NPWP, timeZone: "Asia/Jayapura" },
		});
		expect(put.status, put.text).toBe(200);
		const inv = await openInvoice(key);
		const id = await page(path(inv.hostedInvoiceUrl), { lang: "id-ID" });
		expect(id.status).toBe(200);
		for (const s of [name, "Jl. Kemang Raya 12", "Jakarta Selatan 12730", `NPWP: ${NPWP}`, "Budi", "budi@example.com"])
			expect(id.html, s).toContain(s);
		expect(id.html).toContain("Paket Pro Bulanan");
		// Dates on the workspace's clock (WIT, UTC+9), in words; never an ISO timestamp.
		const day = (ms: number | string, lang: string) =>
			new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "Asia/Jayapura" }).format(new Date(ms));
		expect(id.html).toContain(day(inv.dueDate, "id-ID"));
		expect(id.html).toContain(day(inv.lines[0].periodStart, "id-ID"));
		expect(id.html).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
		// Description, quantity and amount in their own cells.
		expect(id.html).toMatch(
			/<td class="n" data-testid="qty">1<\/td><td class="n"><span class="money">Rp\s75\.000<\/span>/,
		);
		expect(id.html).toContain('data-status="open"');
		expect(id.html).toContain("Belum dibayar");
		expect(id.html).toContain(`href="${pdfPath(inv.hostedInvoiceUrl).replace(/&/g, "&amp;")}"`);
		expect(id.html).toContain("Unduh PDF");
		const en = await page(path(inv.hostedInvoiceUrl), { lang: "en-US" });
		for (const s of ["Unpaid", "Tax ID: ", "Billed to", "Download PDF", day(inv.dueDate, "en-US")])
			expect(en.html, s).toContain(s);
	});
});

describe("hosted invoice PDF", () => {
	it("an open invoice's PDF is a valid A4 document with the issuer, customer, lines and amount due", async () => {
		const { key, name } = await merchant();
		await mut(key, "PUT", "/v1/checkout-settings", { branding: { address: ADDRESS, taxId: NPWP } });
		const inv = await openInvoice(key);
		const { res, bytes } = await pdf(pdfPath(inv.hostedInvoiceUrl));
		expect(res.status).toBe(200);
		expect(res.headers.get("Content-Type")).toBe("application/pdf");
		expect(res.headers.get("Cache-Control")).toBe("no-store");
		expect(res.headers.get("Content-Disposition")).toContain(`${inv.number}.pdf`);
		expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
		const doc = await PDFDocument.load(bytes);
		expect(Math.round(doc.getPage(0).getWidth())).toBe(595);
		const { text } = await pdfPageText(bytes);
		for (const s of [
			`Faktur ${inv.number}`,
			name,
			"Jl. Kemang Raya 12",
			`NPWP: ${NPWP}`,
			"Budi",
			"Paket Pro Bulanan",
			"Belum dibayar",
			"Jumlah terutang",
		])
			expect(text, s).toContain(s);
		expect(text).toMatch(/Rp.75\.000/);
		expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
		const en = await pdfPageText((await pdf(pdfPath(inv.hostedInvoiceUrl), "en-US")).bytes);
		expect(en.text).toContain(`Invoice ${inv.number}`);
		expect(en.text).toContain("Unpaid");
	});

	it("a paid invoice reads as a receipt (paid date and method) on the page and in its PDF; no Pay button", async () => {
		const { key } = await merchant();
		const inv = await openInvoice(key);
		const go = await page(path(inv.hostedInvoiceUrl), { form: {} });
		const cs = { hostedUrl: go.location as string };
		expect((await choose(cs, "qris")).status).toBe(303);
		expect((await simulate(cs, "success")).status).toBe(303);
		const paid = (await payCall(key, "GET", `/v1/invoices/${inv.id}`)).body.data;
		expect(paid.status).toBe("paid");
		const id = await page(path(inv.hostedInvoiceUrl), { lang: "id-ID" });
		for (const s of [`Kuitansi ${inv.number}`, "Lunas", "Dibayar pada", "Dibayar dengan", "QRIS", "Jumlah dibayar"])
			expect(id.html, s).toContain(s);
		expect(id.html).toContain(
			new Intl.DateTimeFormat("id-ID", { dateStyle: "long", timeStyle: "short", timeZone: "Asia/Jakarta" }).format(
				new Date(paid.paidAt),
			),
		);
		expect(id.html).not.toContain('data-testid="pay"');
		expect(id.html).toContain('data-testid="pdf"');
		const en = await page(path(inv.hostedInvoiceUrl), { lang: "en-US" });
		for (const s of [`Receipt ${inv.number}`, ">Paid<", "Paid on", "Paid with"]) expect(en.html, s).toContain(s);
		const { res, bytes } = await pdf(pdfPath(inv.hostedInvoiceUrl), "en-US");
		expect(res.status).toBe(200);
		expect(res.headers.get("Content-Type")).toBe("application/pdf");
		const { text } = await pdfPageText(bytes);
		for (const s of [`Receipt ${inv.number}`, "Paid on", "Paid with", "QRIS", "Amount paid"])
			expect(text, s).toContain(s);
	});

	it("the same token rules as the page: a wrong token, another invoice's, another workspace or a void invoice is 404", async () => {
		const { ws, key } = await merchant();
		const a = await openInvoice(key);
		const b = await openInvoice(key);
		const other = await createWorkspace();
		const [, tokA] = /t=([^&]+)/.exec(a.hostedInvoiceUrl) as RegExpExecArray;
		const [, tokB] = /t=([^&]+)/.exec(b.hostedInvoiceUrl) as RegExpExecArray;
		for (const p of [
			`/pay/invoices/${a.id}/pdf?w=${ws}`,
			`/pay/invoices/${a.id}/pdf?t=${tokB}&w=${ws}`,
			`/pay/invoices/${a.id}/pdf?t=${tokA.slice(0, -1)}${tokA.endsWith("A") ? "B" : "A"}&w=${ws}`,
			`/pay/invoices/${a.id}/pdf?t=${tokA}&w=${other}`,
		]) {
			const { res, bytes } = await pdf(p, "en");
			expect(res.status, p).toBe(404);
			expect(res.headers.get("Content-Type"), p).toMatch(/text\/html/);
			expect(new TextDecoder().decode(bytes)).not.toContain(a.number);
		}
		expect((await pdf(pdfPath(a.hostedInvoiceUrl))).res.status).toBe(200);
		expect((await mut(key, "POST", `/v1/invoices/${a.id}/void`, {})).status).toBe(200);
		expect((await pdf(pdfPath(a.hostedInvoiceUrl))).res.status).toBe(404);
		const voided = await page(path(a.hostedInvoiceUrl), { lang: "en" });
		expect(voided.html).toContain(">Void<");
		expect(voided.html).not.toContain('data-testid="pdf"');
	});
});

describe("one vocabulary of statuses", () => {
	it("every invoice, subscription, session and payment status has its own word in both languages", () => {
		for (const kind of ["invoice", "subscription", "session", "payment"] as const)
			for (const s of statusesOf(kind)) {
				const id = statusWord(kind, s, "id");
				const en = statusWord(kind, s, "en");
				expect(id, `${kind}.${s}`).not.toBe(s);
				expect(en, `${kind}.${s}`).toMatch(/^[A-Z]/);
			}
		expect(statusWord("invoice", "open", "id")).toBe("Belum dibayar");
		expect(statusWord("invoice", "open", "en")).toBe("Unpaid");
		expect(statusWord("invoice", "paid", "id")).toBe("Lunas");
		expect(statusWord("subscription", "past_due", "en")).toBe("Past due");
		expect(statusWord("session", "completed", "en")).toBe(statusWord("invoice", "paid", "en"));
	});
});
