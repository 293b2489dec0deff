// Issue 25: what the hosted pages show — the workspace's brand (name, logo with alt text, colour
// with a readable text colour), the test-mode banner only on test-mode pages, money in the buyer's
// locale (Rp 185.000 / IDR 185,000, Indonesian by default), and the pages for unknown, expired,
// canceled and paid sessions (what happened, where to go, both languages, their status codes).
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { admin, call, createWorkspace, ORIGIN } from "../helpers/http";
import { mintPayKey, type PayKey, payCall } from "../helpers/pay";
import { mintStoreKey, PRODUCT, st } from "../helpers/store";
import { advance, billingSetup, mut, subscribe } from "./billing-helpers";
import { choose, page, pagePath, paidSession, SUCCESS_URL, session } from "./checkout-helpers";
import { mint, open } from "./portal-helpers";

const LOGO = "https://cdn.toko.example/logo.png";

async function merchant(environment: "test" | "live" = "test") {
	const name = `Toko Kopi ${crypto.randomUUID().slice(0, 6)}`;
	const ws = await createWorkspace(name);
	return { ws, name, key: await mintPayKey(ws, { environment }) };
}

const brand = async (key: PayKey, branding: Record<string, unknown>) => {
	const r = await mut(key, "PUT", "/v1/checkout-settings", { branding });
	expect(r.status, r.text).toBe(200);
};

/** The text of the element carrying data-testid, or null. */
const testid = (html: string, id: string) =>
	new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`).exec(html)?.[1]?.trim() ?? null;

describe("hosted checkout: brand, test banner, buyer-locale money", () => {
	it("shows the workspace name and the test banner; money per Accept-Language, Indonesian when neither is asked for", async () => {
		const { key, name } = await merchant();
		const s = await session(key, { amount: 185_000 });
		const none = await page(pagePath(s));
		expect(none.status).toBe(200);
		expect(none.html).toContain('<html lang="id">');
		expect(none.headers.get("Content-Language")).toBe("id");
		expect(none.headers.get("Vary")).toContain("Accept-Language");
		expect(testid(none.html, "shop-name")).toBe(name);
		expect(none.html).toContain(`<title>Pembayaran · ${name}</title>`);
		expect(none.html).toContain('data-testid="test-banner"');
		expect(none.html).toContain("Mode uji");
		expect(testid(none.html, "amount")).toBe("Rp\u00a0185.000");
		expect(none.html).not.toContain('data-testid="shop-logo"'); // no logo set
		// The neutral default: a white brand bar with dark text, blue buttons with white text.
		expect(none.html).toContain(":root{--brand:#0b5cff;--on-brand:#ffffff;--bar-bg:#ffffff;--bar-fg:#1f2328}");

		expect(testid((await page(pagePath(s), { lang: "id-ID,id;q=0.9" })).html, "amount")).toBe("Rp\u00a0185.000");
		expect(testid((await page(pagePath(s), { lang: "fr-FR,de;q=0.8" })).html, "amount")).toBe("Rp\u00a0185.000");
		const en = await page(pagePath(s), { lang: "en-US,en;q=0.9,id;q=0.5" });
		expect(en.html).toContain('<html lang="en">');
		expect(testid(en.html, "amount")).toBe("IDR\u00a0185,000");
		expect(en.html).toContain("Test mode");
		expect(testid(en.html, "shop-name")).toBe(name);
		// The later, higher-q language wins.
		expect(testid((await page(pagePath(s), { lang: "en;q=0.4, id;q=0.8" })).html, "amount")).toBe("Rp\u00a0185.000");
	});

	it("carries the brand the merchant set: display name, logo with alt text, colour with a readable text colour", async () => {
		const { key } = await merchant();
		await brand(key, { displayName: "Kopi Budi & Co", logoUrl: LOGO, brandColor: "#0F766E" });
		const s = await session(key, { amount: 185_000 });
		const id = await page(pagePath(s));
		expect(testid(id.html, "shop-name")).toBe("Kopi Budi &amp; Co");
		expect(id.html).toContain(`<img src="${LOGO}" alt="Logo Kopi Budi &amp; Co" data-testid="shop-logo"/>`);
		expect(id.html).toContain("--brand:#0f766e;--on-brand:#ffffff;--bar-bg:#0f766e;--bar-fg:#ffffff");
		const en = await page(pagePath(s), { lang: "en" });
		expect(en.html).toContain('alt="Logo of Kopi Budi &amp; Co"');
		// A light colour gets black text.
		await brand(key, { brandColor: "#ffe000" });
		expect((await page(pagePath(s))).html).toContain(
			"--brand:#ffe000;--on-brand:#000000;--bar-bg:#ffe000;--bar-fg:#000000",
		);
		// The CSP lets the https logo load and nothing else in: the one script (countdown and status
		// poll, issue 39) runs by its nonce and may only fetch from this origin.
		const csp = id.headers.get("Content-Security-Policy") as string;
		expect(csp).toContain("img-src https: data:");
		expect(csp).toMatch(/script-src 'nonce-[0-9a-f]{32}'; connect-src 'self'$/);
		expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*(https:|\*|'self')/);
	});

	it("a live session has no test banner and carries the live environment's brand", async () => {
		const { ws, key: testKey } = await merchant();
		await brand(testKey, { displayName: "Kopi Uji" });
		const live = await mintPayKey(ws, { environment: "live" });
		await brand(live, { displayName: "Kopi Budi" });
		const s = await session(live, { amount: 185_000 });
		const p = await page(pagePath(s));
		expect(p.status).toBe(200);
		expect(p.html).not.toContain('data-testid="test-banner"');
		expect(p.html).not.toContain("Mode uji");
		expect(testid(p.html, "shop-name")).toBe("Kopi Budi");
		const t = await page(pagePath(await session(testKey)));
		expect(testid(t.html, "shop-name")).toBe("Kopi Uji");
		expect(t.html).toContain('data-testid="test-banner"');
	});
});

describe("hosted checkout: unknown, expired, canceled and paid sessions", () => {
	it("unknown: 404 in either language, naming no merchant", async () => {
		for (const path of ["/pay/checkout/cs_01JB4X6N0ZQ8K3C9W2T5V7R1MD", "/pay/checkout/not-an-id"]) {
			const id = await page(path);
			expect(id.status).toBe(404);
			expect(id.html).toContain('<html lang="id">');
			expect(id.html).toContain("Tautan pembayaran tidak valid");
			expect(id.html).toContain("Tidak ada uang yang ditarik.");
			expect(id.html).not.toContain('data-testid="shop-name"');
			expect(id.html).not.toContain('data-testid="test-banner"');
			const en = await page(path, { lang: "en" });
			expect(en.status).toBe(404);
			expect(en.html).toContain("This payment link is not valid");
			expect(en.html).toContain("No money was taken.");
		}
		expect((await page("/pay/checkout/cs_01JB4X6N0ZQ8K3C9W2T5V7R1MD/pay", { form: { method: "qris" } })).status).toBe(
			404,
		);
	});

	it("expired: 410, says nothing was taken, links back to the merchant's cancelUrl (else its site), both languages; paying it is 409", async () => {
		const { key, name } = await merchant();
		const s = await session(key, { amount: 185_000, expiresInSec: 300 });
		const bare = await session(key, { amount: 185_000, expiresInSec: 300, cancelUrl: undefined });
		await advance(key, 301);
		const id = await page(pagePath(s));
		expect(id.status).toBe(410);
		expect(id.html).toContain("Sesi pembayaran ini sudah kedaluwarsa");
		expect(id.html).toContain(`Tidak ada uang yang ditarik. Untuk membayar, kembali ke ${name}`);
		expect(id.html).toContain('href="https://toko.example/cart"');
		expect(testid(id.html, "return")).toBe(`Kembali ke ${name}`);
		expect(testid(id.html, "shop-name")).toBe(name);
		expect(id.html).toContain('data-testid="test-banner"');
		const en = await page(pagePath(s), { lang: "en-GB" });
		expect(en.status).toBe(410);
		expect(en.html).toContain("This checkout has expired");
		expect(en.html).toContain(`No money was taken. To pay, go back to ${name} and start again.`);
		expect(testid(en.html, "return")).toBe(`Back to ${name}`);
		// Without a cancelUrl the way back is the site successUrl is on.
		expect((await page(pagePath(bare))).html).toContain('href="https://toko.example/"');
		// Paying it is refused with the same explanation.
		const late = await choose(s, "qris");
		expect(late.status).toBe(409);
		expect(late.html).toContain('data-code="session_expired"');
		expect(late.html).toContain("Sesi pembayaran ini sudah kedaluwarsa");
	});

	it("canceled: 410 with its own words", async () => {
		const { key } = await merchant();
		const s = await session(key);
		expect((await mut(key, "POST", `/v1/checkout-sessions/${s.id}/cancel`)).status).toBe(200);
		const id = await page(pagePath(s));
		expect(id.status).toBe(410);
		expect(id.html).toContain("Sesi pembayaran ini dibatalkan");
		expect((await page(pagePath(s), { lang: "en" })).html).toContain("This checkout was canceled");
	});

	it("paid: 200 saying the merchant has the money, with the way on to successUrl; paying again is 409", async () => {
		const { key, name } = await merchant();
		const { session: s } = await paidSession(key, { amount: 185_000 });
		const id = await page(pagePath(s));
		expect(id.status).toBe(200);
		expect(id.html).toContain("Pembayaran sudah selesai");
		expect(id.html).toContain(`${name} sudah menerima pembayaran ini.`);
		expect(testid(id.html, "amount")).toBe("Rp\u00a0185.000");
		expect(id.html).toContain(`href="${SUCCESS_URL}"`);
		expect(testid(id.html, "return")).toBe(`Lanjut ke ${name}`);
		const en = await page(pagePath(s), { lang: "en" });
		expect(en.status).toBe(200);
		expect(en.html).toContain("This payment is complete");
		expect(en.html).toContain(`${name} has received this payment. There is nothing more to pay.`);
		expect(testid(en.html, "return")).toBe(`Continue to ${name}`);
		const again = await choose(s, "qris");
		expect(again.status).toBe(409);
		expect(again.html).toContain("Pembayaran sudah selesai");
	});
});

describe("hosted invoice, portal and storefront pages carry the brand", () => {
	it("hosted invoice: brand bar, test banner, money per language", async () => {
		const { key } = await merchant();
		await brand(key, { displayName: "Kopi Budi", logoUrl: LOGO, brandColor: "#7c3aed" });
		const s = await billingSetup(key, { unitAmount: 185_000 });
		const sub = (
			await subscribe(key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				collectionMethod: "send_invoice",
			})
		).body.data;
		const inv = (await payCall(key, "GET", `/v1/invoices/${sub.latestInvoiceId}`)).body.data;
		const path = new URL(inv.hostedInvoiceUrl).pathname + new URL(inv.hostedInvoiceUrl).search;
		const id = await page(path);
		expect(id.status).toBe(200);
		expect(testid(id.html, "shop-name")).toBe("Kopi Budi");
		expect(testid(id.html, "merchant")).toBe("Kopi Budi");
		expect(id.html).toContain('alt="Logo Kopi Budi"');
		expect(id.html).toContain("--bar-bg:#7c3aed;--bar-fg:#ffffff");
		expect(id.html).toContain('data-testid="test-banner"');
		expect(testid(id.html, "amount")).toBe("Rp\u00a0185.000");
		expect(testid((await page(path, { lang: "en" })).html, "amount")).toBe("IDR\u00a0185,000");
	});

	it("portal: brand bar, test banner, Indonesian by default, the way back names the shop", async () => {
		const { key } = await merchant();
		await brand(key, { displayName: "Kopi Budi", brandColor: "#f59e0b" });
		const s = await billingSetup(key, { unitAmount: 185_000 });
		await subscribe(key, {
			customerId: s.customer.id,
			planId: s.plan.id,
			priceId: s.priceId,
			paymentTokenId: s.token.id,
		});
		const url = (await mint(key, { customerId: s.customer.id, returnUrl: "https://toko.example/akun" })).body.data.url;
		const { path, cookie } = await open(url);
		const id = await call("GET", path, { headers: { Cookie: cookie } });
		expect(id.status).toBe(200);
		expect(id.text).toContain('<html lang="id">');
		expect(id.text).toContain("Portal tagihan");
		expect(testid(id.text, "shop-name")).toBe("Kopi Budi");
		expect(id.text).toContain("--bar-bg:#f59e0b;--bar-fg:#000000");
		expect(id.text).toContain('data-testid="test-banner"');
		expect(id.text).toContain("Rp\u00a0185.000");
		expect(id.text).toContain('href="https://toko.example/akun"');
		expect(testid(id.text, "return")).toBe("Kembali ke Kopi Budi");
		const en = await call("GET", path, { headers: { Cookie: cookie, "Accept-Language": "en-US" } });
		expect(en.text).toContain("Billing portal");
		expect(en.text).toContain("IDR\u00a0185,000");
		expect(testid(en.text, "return")).toBe("Back to Kopi Budi");
		// The token-exchange shell is branded and in the buyer's language too; an unknown portal link is not.
		const shell = await call("GET", path);
		expect(shell.text).toContain("Membuka portal tagihan Anda");
		expect(testid(shell.text, "shop-name")).toBe("Kopi Budi");
		const unknown = await call("GET", "/pay/portal/ps_01JB4X6N0ZQ8K3C9W2T5V7R1MD");
		expect(unknown.status).toBe(404);
		expect(unknown.text).toContain("Tautan portal ini tidak valid");
		expect(unknown.text).not.toContain("Kopi Budi");
	});

	it("storefront index and product pages: the shop's brand (linking to its index), no test banner", async () => {
		const ws = await createWorkspace(`Toko Kopi ${crypto.randomUUID().slice(0, 6)}`);
		const slug = (await admin("GET", `/v1/workspaces/${ws}`)).body.data.slug as string;
		const pay = await mintPayKey(ws, { environment: "test" });
		await brand(pay, { displayName: "Kopi Budi", logoUrl: LOGO, brandColor: "#0f766e" });
		const storeKey = await mintStoreKey(ws);
		const p = (await st(storeKey, "POST", "/storefront/products", { ...PRODUCT, price: 185_000, published: true })).body
			.data;
		const get = async (path: string, lang?: string) => {
			const res = await SELF.fetch(`${ORIGIN}${path}`, { headers: lang ? { "Accept-Language": lang } : {} });
			return { status: res.status, html: await res.text() };
		};
		const index = await get(`/pages/${slug}`);
		expect(index.status).toBe(200);
		expect(testid(index.html, "shop-name")).toBe("Kopi Budi");
		expect(index.html).toContain("<h1>Kopi Budi</h1>");
		expect(index.html).toContain('alt="Logo Kopi Budi"');
		expect(index.html).toContain("Rp\u00a0185.000");
		expect(index.html).not.toContain('data-testid="test-banner"');
		const product = await get(new URL(p.pageUrl).pathname, "en-US");
		expect(product.status).toBe(200);
		expect(product.html).toContain(
			`<a class="shop" href="${ORIGIN}/pages/${slug}" data-testid="shop-name">Kopi Budi</a>`,
		);
		expect(product.html).toContain('alt="Logo of Kopi Budi"');
		expect(product.html).toContain("--brand:#0f766e;--on-brand:#ffffff");
		expect(product.html).toContain('<meta property="og:site_name" content="Kopi Budi"/>');
		expect(product.html).toContain(
			'data-testid="price"><span class="offer o0"><span class="money">IDR\u00a0185,000</span>',
		);
		expect(product.html).not.toContain('data-testid="test-banner"');
	});
});
