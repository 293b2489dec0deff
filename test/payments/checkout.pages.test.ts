// Issue 39: the hosted checkout shows how to pay (QRIS code, VA number and steps, e-wallet link and
// QR, outlet code) with the time left, answers a small status endpoint the page polls, no longer
// offers the chosen method as another, and ends in a receipt with a PDF — through HTTP, per workspace.
import { SELF } from "cloudflare:test";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { crcValid, readQris } from "../../src/services/payments/charges/domain/qris";
import { ORIGIN } from "../helpers/http";
import { payCall } from "../helpers/pay";
import { dbOf } from "../helpers/shards";
import { advance, mut, workspaceKey } from "./billing-helpers";
import { choose, getSession, page, pageAt, pagePath, SUCCESS_URL, session, simulate } from "./checkout-helpers";

/** The text of the element carrying data-testid (its first text run), or null. */
const testid = (html: string, id: string) =>
	new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`).exec(html)?.[1]?.trim() ?? null;
/** An attribute of the element carrying data-testid. */
const attrOf = (html: string, id: string, attr: string) =>
	new RegExp(`<[^>]*data-testid="${id}"[^>]*>`).exec(html)?.[0].match(new RegExp(` ${attr}="([^"]*)"`))?.[1] ?? null;
/** The values of the method buttons still offered. */
const offered = (html: string) => [...html.matchAll(/name="method" value="([^"]+)"/g)].map((m) => m[1]);
const ISO = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const status = async (path: string) => {
	const r = await page(path);
	return { status: r.status, body: r.status === 200 ? JSON.parse(r.html) : null, headers: r.headers };
};

async function shop(name = "Kedai Kopi Sëñor Nusantara Raya") {
	const { ws, key } = await workspaceKey();
	expect((await mut(key, "PUT", "/v1/checkout-settings", { branding: { displayName: name } })).status).toBe(200);
	return { ws, key, name };
}

describe("waiting states", () => {
	it("QRIS: an inline SVG QR of a dynamic QRIS payload (valid CRC, the amount, the shop), amount and merchant beside it, the deadline", async () => {
		const { key, name } = await shop();
		const s = await session(key, { amount: 185_000 });
		expect((await choose(s, "qris")).status).toBe(303);
		const id = await page(pagePath(s));
		expect(id.status).toBe(200);
		expect(id.html).toMatch(/data-testid="qris-code"[^>]*><svg [^>]*viewBox="0 0 \d+ \d+"/);
		const payload = (attrOf(id.html, "qris-code", "data-payload") as string).replace(/&amp;/g, "&");
		expect(crcValid(payload)).toBe(true);
		const f = readQris(payload) as Map<string, string>;
		expect(f.get("01")).toBe("12");
		expect(f.get("54")).toBe("185000");
		expect(f.get("53")).toBe("360");
		expect(f.get("59")).toBe("Kedai Kopi Senor Nusantar");
		expect(f.get("26")).toContain("ID.CO.QRIS.WWW");
		expect(testid(id.html, "merchant")).toBe(name);
		expect(testid(id.html, "pay-amount")).toBe("Rp\u00a0185.000");
		expect(id.html).toMatch(/Bayar sebelum <strong>\d{1,2} \w+ 2\d{3} pukul \d{2}\.\d{2} WIB<\/strong>/);
		expect(id.html).not.toMatch(ISO);
		// The chosen method is not offered again; the others are.
		expect(offered(id.html)).not.toContain("qris");
		expect(offered(id.html)).toContain("virtual_account:bca");
		const en = await page(pagePath(s), { lang: "en-US" });
		expect(en.html).toContain("Waiting for payment: QRIS");
		expect(en.html).toMatch(/Pay before <strong>\w+ \d{1,2}, 2\d{3} at \d{1,2}:\d{2} [AP]M WIB<\/strong>/);
		// The page brings its countdown/poll script under the CSP nonce.
		const nonce = /script-src 'nonce-([0-9a-f]+)'/.exec(id.headers.get("Content-Security-Policy") ?? "")?.[1];
		expect(id.html).toContain(`<script nonce="${nonce}">`);
		expect(id.html.length).toBeLessThan(30_000);
	});

	it("virtual account: the chosen bank, the number in groups of four with a copy button, the amount, steps per channel in both languages", async () => {
		const { ws, key } = await shop("Toko Budi");
		const s = await session(key, { amount: 150_000, methods: ["virtual_account", "qris"] });
		expect((await choose(s, "virtual_account:bni")).status).toBe(303);
		const id = await page(pagePath(s));
		expect(testid(id.html, "va-bank")).toBe("BNI");
		const number = testid(id.html, "va-number") as string;
		expect(number).toMatch(/^8808 \d{4} \d{4} \d{4}$/);
		expect(attrOf(id.html, "va-number", "class")).toBe("va");
		expect(id.html).toContain(`data-copy="${number.replace(/ /g, "")}"`);
		expect(id.html).toContain("Salin nomor");
		expect(id.html).toContain("<summary>ATM</summary>");
		expect(id.html).toContain("<summary>m-banking</summary>");
		expect(id.html).toContain(`Masukkan nomor ${number.replace(/ /g, "")}.`);
		expect(id.html).toContain("Buka aplikasi m-banking BNI dan masuk.");
		expect(testid(id.html, "pay-amount")).toBe("Rp\u00a0150.000");
		const en = await page(pagePath(s), { lang: "en" });
		expect(en.html).toContain("<summary>Internet banking</summary>");
		expect(en.html).toContain("Open the BNI mobile banking app and sign in.");
		expect(en.html).toContain("Waiting for payment: BNI virtual account");
		expect(id.html).toContain("Menunggu pembayaran: Virtual account BNI");
		// Other banks and methods stay on offer, the chosen bank does not.
		expect(offered(id.html)).toEqual([
			"virtual_account:bca",
			"virtual_account:bri",
			"virtual_account:mandiri",
			"virtual_account:permata",
			"qris",
		]);
		// Kept with the payment, as the provider answered.
		const pid = (await getSession(key, s.id)).paymentId;
		const row = await (await dbOf("DB_PAY", ws))
			.prepare("SELECT next_action FROM payments WHERE id = ?")
			.bind(pid)
			.first<string>("next_action");
		expect(JSON.parse(row as string)).toEqual({
			type: "virtual_account",
			bank: "bni",
			accountNumber: number.replace(/ /g, ""),
		});
		// A bare "virtual_account" (forms from before banks) takes the first bank; an unknown bank is refused.
		const s2 = await session(key, { methods: ["virtual_account"] });
		await choose(s2, "virtual_account");
		expect(testid((await page(pagePath(s2))).html, "va-bank")).toBe("BCA");
		const bad = await choose(s2, "virtual_account:xyz");
		expect(bad.status).toBe(400);
		expect(bad.html).toContain('data-code="method_not_offered"');
	});

	it("e-wallet: 'Open <wallet>' to the provider's deep link and its QR for desktop", async () => {
		const { key } = await shop("Toko Budi");
		const s = await session(key, { amount: 99_000 });
		await choose(s, "ewallet:ovo");
		const en = await page(pagePath(s), { lang: "en" });
		expect(testid(en.html, "wallet-link")).toBe("Open OVO");
		expect(attrOf(en.html, "wallet-link", "href")).toMatch(/^pasar-sim:\/\/ewallet\/ovo\/pay\?ref=[0-9a-f]{24}$/);
		const qr = (attrOf(en.html, "wallet-qr", "data-payload") as string).replace(/&amp;/g, "&");
		expect(readQris(qr)?.get("54")).toBe("99000");
		expect(en.html).toContain("On a computer: scan this code with the OVO app.");
		expect(testid((await page(pagePath(s))).html, "wallet-link")).toBe("Buka OVO");
		expect(offered(en.html)).not.toContain("ewallet:ovo");
		expect(offered(en.html)).toContain("ewallet:dana");
	});

	it("a real provider's next action is shown as stored, not recomputed", async () => {
		const { ws, key } = await shop();
		const s = await session(key);
		await choose(s, "qris");
		const given =
			"00020101021226300014ID.CO.QRIS.WWW0106ABC123520458125303360540615000058025ID5907WARUNGX6007BANDUNG6304";
		const pid = (await getSession(key, s.id)).paymentId;
		await (await dbOf("DB_PAY", ws))
			.prepare("UPDATE payments SET next_action = ? WHERE id = ?")
			.bind(JSON.stringify({ type: "qris", qrString: `${given}ABCD` }), pid)
			.run();
		expect(attrOf((await page(pagePath(s))).html, "qris-code", "data-payload")).toBe(`${given}ABCD`);
	});

	it("a card payment (nothing to show) says to finish at the provider; failure shows the notice and every method again", async () => {
		const { key } = await shop();
		const s = await session(key, { methods: ["card", "qris"] });
		await choose(s, "card");
		const waiting = await page(pagePath(s), { lang: "en" });
		expect(waiting.html).toContain('data-testid="provider-step"');
		expect(offered(waiting.html)).toEqual(["qris"]);
		await simulate(s, "failure");
		const failed = await page(pagePath(s), { lang: "en" });
		expect(failed.html).toContain('data-testid="failed"');
		expect(offered(failed.html)).toEqual(["card", "qris"]);
	});
});

describe("what the page is for, and the way back", () => {
	it("line items: name, quantity and amount in their own cells; without items, 'Payment to <shop>'; without cancelUrl, back to the site", async () => {
		const { key, name } = await shop("Toko Budi");
		const s = await session(key, {
			amount: undefined,
			lineItems: [{ name: "Kopi Gayo 250 g", quantity: 2, unitAmount: 85_000 }],
		});
		const lines = (await page(pagePath(s))).html;
		expect(lines).toContain('<td class="q">×2</td><td class="n"><span class="money">Rp\u00a0170.000</span></td>');
		expect(attrOf(lines, "back", "href")).toBe("https://toko.example/cart");
		const bare = await session(key, { cancelUrl: undefined });
		const b = await page(pagePath(bare), { lang: "en" });
		expect(testid(b.html, "paying-for")).toBe(`Payment to ${name}`);
		expect(attrOf(b.html, "back", "href")).toBe("https://toko.example/");
		expect(testid(b.html, "back")).toBe("Back");
	});
});

describe("status endpoint", () => {
	it("answers the page's state as tiny no-store JSON: open, waiting, failed, paid; expired through the clock", async () => {
		const { key } = await shop();
		const s = await session(key);
		const at = pageAt(s, "/status");
		const open = await status(at);
		expect(open).toMatchObject({ status: 200, body: { state: "open" } });
		expect(open.headers.get("Cache-Control")).toBe("no-store");
		expect(open.headers.get("Content-Type")).toContain("application/json");
		await choose(s, "qris");
		expect((await status(at)).body).toEqual({ state: "waiting" });
		await simulate(s, "failure");
		expect((await status(at)).body).toEqual({ state: "failed" });
		await choose(s, "qris");
		expect((await simulate(s, "success")).location).toBe(SUCCESS_URL);
		expect((await status(at)).body).toEqual({ state: "paid" });

		const e = await session(key, { expiresInSec: 300 });
		await choose(e, "qris");
		await advance(key, 301);
		expect((await status(pageAt(e, "/status"))).body).toEqual({ state: "expired" });
	});

	it("same capability rules as the page: unknown id, wrong or malformed w, another workspace → 404", async () => {
		const a = await shop();
		const b = await shop();
		const s = await session(a.key);
		const id = new URL(s.hostedUrl).pathname.split("/").pop();
		expect((await status(`/pay/checkout/cs_01JB4X6N0ZQ8K3C9W2T5V7R1MD/status?w=${a.ws}`)).status).toBe(404);
		expect((await status(`/pay/checkout/${id}/status?w=${b.ws}`)).status).toBe(404);
		expect((await status(`/pay/checkout/${id}/status?w=nope`)).status).toBe(404);
		expect((await status(`/pay/checkout/not-an-id/status?w=${a.ws}`)).status).toBe(404);
		const other = await session(b.key);
		expect((await status(pageAt(other, "/status"))).body).toEqual({ state: "open" });
	});
});

describe("receipt", () => {
	it("the paid page is a receipt: amount, method with bank, paid time in WIB, reference, merchant, lines, on to successUrl, PDF link", async () => {
		const { key, name } = await shop("Toko Budi");
		const s = await session(key, { amount: undefined, lineItems: [{ name: "Kopi", quantity: 3, unitAmount: 50_000 }] });
		await choose(s, "virtual_account:mandiri");
		expect((await simulate(s, "success")).location).toBe(SUCCESS_URL);
		const cur = await getSession(key, s.id);
		const id = await page(pagePath(s));
		expect(id.status).toBe(200);
		expect(testid(id.html, "amount")).toBe("Rp\u00a0150.000");
		expect(testid(id.html, "receipt-method")).toBe("Virtual account Mandiri");
		expect(testid(id.html, "receipt-time")).toMatch(/^\d{1,2} \w+ 2\d{3} pukul \d{2}\.\d{2} WIB$/);
		expect(testid(id.html, "receipt-reference")).toBe(cur.paymentId);
		expect(testid(id.html, "receipt-merchant")).toBe(name);
		expect(id.html).toContain('<td class="q">×3</td>');
		expect(attrOf(id.html, "return", "href")).toBe(SUCCESS_URL);
		expect(attrOf(id.html, "receipt-pdf", "href")).toBe(pageAt(s, "/receipt.pdf"));
		expect(id.html).not.toMatch(ISO);
		const en = await page(pagePath(s), { lang: "en" });
		expect(testid(en.html, "receipt-method")).toBe("Mandiri virtual account");
		expect(testid(en.html, "receipt-time")).toMatch(/^\w+ \d{1,2}, 2\d{3} at \d{1,2}:\d{2} [AP]M WIB$/);
		expect(testid(en.html, "receipt-pdf")).toBe("Download receipt (PDF)");
	});

	it("receipt.pdf: a valid PDF titled with the payment id in the buyer's language, by the merchant; 404 until paid and for another workspace", async () => {
		const { key, name } = await shop("Toko Budi");
		const other = await shop();
		const s = await session(key, {
			amount: undefined,
			lineItems: [
				{ name: "Kopi Gayo — 250 g ☕", quantity: 2, unitAmount: 85_000 },
				{ name: "x".repeat(200), quantity: 1, unitAmount: 1_000 },
			],
		});
		const at = pageAt(s, "/receipt.pdf");
		expect((await page(at)).status).toBe(404);
		await choose(s, "qris");
		expect((await page(at)).status).toBe(404);
		await simulate(s, "success");
		const pid = (await getSession(key, s.id)).paymentId;
		const res = await SELF.fetch(`${ORIGIN}${at}`, { headers: { "Accept-Language": "en" } });
		expect(res.status).toBe(200);
		expect(res.headers.get("Content-Type")).toBe("application/pdf");
		expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="receipt-${pid}.pdf"`);
		const bytes = new Uint8Array(await res.arrayBuffer());
		expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
		const doc = await PDFDocument.load(bytes);
		expect(doc.getPageCount()).toBe(1);
		expect(doc.getTitle()).toBe(`Receipt ${pid}`);
		expect(doc.getAuthor()).toBe(name);
		expect(doc.getSubject()).toMatch(/^IDR\u00a0171,000 · /);
		const id = await PDFDocument.load(new Uint8Array(await (await SELF.fetch(`${ORIGIN}${at}`)).arrayBuffer()));
		expect(id.getTitle()).toBe(`Tanda terima ${pid}`);
		// Another workspace's w, or none of the right shape: the unknown page.
		expect((await page(at.replace(/w=[^&]+/, `w=${other.ws}`))).status).toBe(404);
		expect((await payCall(key, "GET", `/v1/payments/${pid}`)).body.data.status).toBe("succeeded");
	});
});
