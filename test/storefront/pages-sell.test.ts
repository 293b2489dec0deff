// Issue 39: storefront pages that sell, through HTTP — the index lists only what can be bought
// (image cards), the product page offers each variant with its price (JSON-LD one Offer per
// variant), Buy charges the chosen variant's price × quantity as the server knows it, a tampered
// variant or a bad quantity is refused with a page and no checkout, and the 404 / not-available
// pages carry the shop's brand and a way back in the buyer's language. Tenancy: another shop's
// product or variant is never sold here.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { admin, ORIGIN } from "../helpers/http";
import { mintPayKey, type PayKey, payCall } from "../helpers/pay";
import { PRODUCT, type StoreKey, st, storeWorkspace } from "../helpers/store";
import { mut } from "../payments/billing-helpers";

const get = async (path: string, lang = "id-ID") => {
	const res = await SELF.fetch(`${ORIGIN}${path}`, { headers: { "Accept-Language": lang }, redirect: "manual" });
	return { status: res.status, html: await res.text(), headers: res.headers };
};

const buy = (pageUrl: string, form: Record<string, string>, lang = "id-ID") =>
	SELF.fetch(`${pageUrl}/buy`, {
		method: "POST",
		redirect: "manual",
		headers: { "Accept-Language": lang },
		body: new URLSearchParams(form),
	});

async function shop() {
	const { ws, key } = await storeWorkspace();
	const slug = (await admin("GET", `/v1/workspaces/${ws}`)).body.data.slug as string;
	return { ws, key, slug, index: `${ORIGIN}/pages/${slug}` };
}

const product = async (key: StoreKey, body: Record<string, unknown>) => {
	const r = await st(key, "POST", "/storefront/products", { ...PRODUCT, published: true, ...body });
	expect(r.status, r.text).toBe(201);
	return r.body.data as { id: string; slug: string; pageUrl: string };
};

const variant = async (key: StoreKey, productId: string, title: string, priceCents: number) => {
	const r = await st(key, "POST", "/inventory/variants", { productId, title, priceCents, options: { size: title } });
	expect(r.status, r.text).toBe(201);
	return r.body.data as { id: string };
};

const sessions = async (payKey: PayKey) => (await payCall(payKey, "GET", "/v1/checkout-sessions?limit=100")).body.data;

const ldOf = (html: string) =>
	JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? "null");

describe("storefront pages that sell (issue 39)", () => {
	it("the index lists image cards of only the products that can be bought right now", async () => {
		const { key, slug } = await shop();
		const kopi = await product(key, { name: "Kopi Aceh", price: 150_000, thumbnail: "https://cdn.example.com/a.jpg" });
		const bare = await product(key, { name: "Kopi Tanpa Foto", price: 60_000 });
		const draft = await product(key, { name: "Kopi Draf", published: false });
		const sgd = await product(key, { name: "Kopi SGD", currency: "SGD", price: 1_500 });
		const free = await product(key, { name: "Kopi Gratis", price: 0 });
		const sized = await product(key, { name: "Kopi Ukuran", price: 0 });
		await variant(key, sized.id, "250 g", 70_000);
		await variant(key, sized.id, "1 kg", 250_000);
		const zeroVariants = await product(key, { name: "Kopi Nol", price: 90_000 });
		await variant(key, zeroVariants.id, "Nol", 0);

		const page = await get(`/pages/${slug}`);
		expect(page.status).toBe(200);
		const cards = page.html.match(/<li class="card".*?<\/li>/gs) ?? [];
		expect(cards).toHaveLength(3);
		const card = (p: { pageUrl: string }) => cards.find((c) => c.includes(`href="${p.pageUrl}"`)) ?? "";
		expect(card(kopi)).toContain('src="https://cdn.example.com/a.jpg"');
		expect(card(kopi)).toMatch(/<span class="money" data-testid="card-price">Rp\u00a0150\.000<\/span>/);
		expect(card(bare)).toContain('src="data:image/svg+xml'); // the placeholder mark
		expect(card(sized)).toMatch(/mulai <span class="money"[^>]*>Rp\u00a070\.000</);
		for (const gone of [draft, sgd, free, zeroVariants]) expect(page.html).not.toContain(gone.pageUrl);
		expect((await get(`/pages/${slug}`, "en-US")).html).toMatch(/from <span class="money"[^>]*>IDR\u00a070,000</);
	});

	it("the product page offers each variant (picker, prices, JSON-LD offers); the cached page carries them and a variant write purges it", async () => {
		const { key } = await shop();
		const p = await product(key, {
			name: "Kopi Gayo",
			price: 100_000,
			thumbnail: "https://cdn.example.com/1.jpg",
			coverImages: ["https://cdn.example.com/2.jpg", "https://cdn.example.com/3.jpg"],
		});
		const path = new URL(p.pageUrl).pathname;
		const plain = await get(path);
		expect(plain.html).not.toContain('data-testid="variant"');
		expect(ldOf(plain.html).offers).toEqual([expect.objectContaining({ price: "100000", priceCurrency: "IDR" })]);

		const small = await variant(key, p.id, "250 g", 120_000);
		const large = await variant(key, p.id, "1 kg", 450_000);
		const soldOut = await variant(key, p.id, "5 kg", 0);
		const page = await get(path);
		expect(page.headers.get("X-Cache")).toBe("MISS"); // purged by the variant writes
		const radios = page.html.match(/<input[^>]*name="variant"[^>]*>/g) ?? [];
		expect(radios).toHaveLength(3);
		expect(radios[0]).toContain(`value="${small.id}"`);
		expect(radios[0]).toContain("checked");
		expect(radios[2]).toContain(`value="${soldOut.id}"`);
		expect(radios[2]).toContain("disabled");
		expect(page.html).toContain(`data-variant="${large.id}"><span class="money">Rp\u00a0450.000</span>`);
		expect(page.html).toMatch(/name="quantity" min="1" max="20"/);
		// Three images: three slides and three thumbnail radios with alt text.
		expect(page.html.match(/data-testid="slide"/g)).toHaveLength(3);
		expect(page.html).toContain('alt="Gambar 2 dari 3"');
		const ld = ldOf(page.html);
		expect(ld.image).toEqual([
			"https://cdn.example.com/1.jpg",
			"https://cdn.example.com/2.jpg",
			"https://cdn.example.com/3.jpg",
		]);
		expect(ld.offers).toEqual([
			expect.objectContaining({
				name: "250 g",
				sku: small.id,
				price: "120000",
				availability: "https://schema.org/InStock",
			}),
			expect.objectContaining({
				name: "1 kg",
				sku: large.id,
				price: "450000",
				availability: "https://schema.org/InStock",
			}),
			expect.objectContaining({ name: "5 kg", price: "0", availability: "https://schema.org/OutOfStock" }),
		]);
		const hit = await get(path);
		expect(hit.headers.get("X-Cache")).toBe("HIT");
		expect(hit.html).toContain(`value="${large.id}"`);

		await st(key, "PATCH", `/inventory/variants/${large.id}`, { priceCents: 480_000 });
		const after = await get(path);
		expect(after.headers.get("X-Cache")).toBe("MISS");
		expect(after.html).toContain("Rp\u00a0480.000");
	});

	it("Buy charges the chosen variant's price × quantity; a tampered or unknown variant and a bad quantity are refused with a page, nothing created", async () => {
		const { ws, key, index } = await shop();
		const payKey = await mintPayKey(ws);
		const p = await product(key, { name: "Kopi Gayo", price: 100_000 });
		const small = await variant(key, p.id, "250 g", 120_000);
		const large = await variant(key, p.id, "1 kg", 450_000);
		const soldOut = await variant(key, p.id, "5 kg", 0);
		const other = await product(key, { name: "Teh", price: 30_000 });
		const otherVariant = await variant(key, other.id, "Teh 100 g", 1);

		const res = await buy(p.pageUrl, { variant: large.id, quantity: "3", price: "1", unitAmount: "1" });
		expect(res.status).toBe(303);
		const id = new URL(res.headers.get("Location") ?? "").pathname.split("/").pop();
		const session = (await payCall(payKey, "GET", `/v1/checkout-sessions/${id}`)).body.data;
		expect(session).toMatchObject({ amount: 1_350_000, currency: "IDR", cancelUrl: p.pageUrl });
		expect(session.lineItems).toEqual([
			expect.objectContaining({ name: "Kopi Gayo — 1 kg", quantity: 3, unitAmount: 450_000 }),
		]);
		expect(session.metadata).toMatchObject({ productId: p.id, variantId: large.id, source: "storefront" });
		const one = await buy(p.pageUrl, { variant: small.id });
		expect(one.status).toBe(303);
		const created = (await sessions(payKey)).length;
		expect(created).toBe(2);

		const refused: [Record<string, string>, RegExp][] = [
			[{ variant: "var_nope", quantity: "1" }, /Pilihan produk tersebut tidak ada/],
			[{ variant: otherVariant.id, quantity: "1" }, /Pilihan produk tersebut tidak ada/],
			[{ variant: soldOut.id, quantity: "1" }, /Pilihan produk tersebut tidak ada/],
			[{ quantity: "1" }, /Pilihan produk tersebut tidak ada/],
			[{ variant: small.id, quantity: "0" }, /Jumlah harus bilangan bulat dari 1 sampai 20/],
			[{ variant: small.id, quantity: "21" }, /Jumlah harus/],
			[{ variant: small.id, quantity: "2.5" }, /Jumlah harus/],
			[{ variant: small.id, quantity: "-1" }, /Jumlah harus/],
			[{ variant: small.id, quantity: "abc" }, /Jumlah harus/],
		];
		for (const [form, text] of refused) {
			const r = await buy(p.pageUrl, form);
			expect(r.status, JSON.stringify(form)).toBe(400);
			const html = await r.text();
			expect(html).toMatch(text);
			expect(html).toContain(`href="${p.pageUrl}" data-testid="back-link"`);
			expect(html).toContain(`href="${index}" data-testid="shop-name"`);
		}
		const en = await buy(p.pageUrl, { variant: "var_nope" }, "en-US");
		expect(await en.text()).toContain("That option does not exist or is not available.");
		// A product without variants takes no variant; a download takes no quantity but 1.
		expect((await buy(other.pageUrl, { variant: small.id })).status).toBe(400);
		const ebook = await product(key, { name: "E-book Kopi", type: "digital", price: 50_000 });
		expect((await buy(ebook.pageUrl, { quantity: "2" })).status).toBe(400);
		expect((await buy(ebook.pageUrl, {})).status).toBe(303);
		expect((await sessions(payKey)).length).toBe(created + 1);
	});

	it("404 and not-available pages carry the shop's brand and a link back to it, in the buyer's language", async () => {
		const { ws, key, slug, index } = await shop();
		const payKey = await mintPayKey(ws);
		expect((await mut(payKey, "PUT", "/v1/checkout-settings", { branding: { displayName: "Kopi Budi" } })).status).toBe(
			200,
		);
		const id = await get(`/pages/${slug}/p/tidak-ada`, "id-ID");
		expect(id.status).toBe(404);
		expect(id.html).toContain('<html lang="id">');
		expect(id.html).toContain('data-testid="error-page"');
		expect(id.html).toContain("Halaman tidak ditemukan");
		expect(id.html).toContain(`<a class="btn" href="${index}" data-testid="back-link">Kembali ke Kopi Budi</a>`);
		expect(id.html).toContain(`data-testid="shop-name">Kopi Budi</a>`);
		const en = await get(`/pages/${slug}/p/tidak-ada`, "en-US");
		expect(en.html).toContain("Page not found");
		expect(en.html).toContain(">Back to Kopi Budi</a>");
		const noShop = await get("/pages/no-such-shop-at-all", "en-US");
		expect(noShop.status).toBe(404);
		expect(noShop.html).toContain("There is no shop at this address.");

		const sgd = await product(key, { name: "Kopi SGD", currency: "SGD", price: 1_500 });
		for (const [lang, title, text, back] of [
			["id-ID", "Produk ini belum dapat dibeli", "Toko ini belum menerima pembayaran online dalam SGD.", "Kembali ke"],
			["en-US", "This product cannot be bought yet", "This shop does not take payments in SGD online yet.", "Back to"],
		]) {
			const r = await buy(sgd.pageUrl, {}, lang);
			expect(r.status).toBe(409);
			const html = await r.text();
			expect(html).toContain(title);
			expect(html).toContain(text);
			expect(html).toContain(`href="${index}" data-testid="back-link">${back} Kopi Budi</a>`);
		}
		expect(await sessions(payKey)).toEqual([]);
	});

	it("what a download or a licence delivers, and when", async () => {
		const { key } = await shop();
		const ebook = await product(key, { name: "E-book Seduh", type: "digital", price: 50_000 });
		const page = await get(new URL(ebook.pageUrl).pathname, "en-US");
		expect(page.html).toContain('data-testid="delivery"');
		expect(page.html).toContain("Digital product");
		expect(page.html).toMatch(/sends you the files once your payment succeeds/);
		expect(page.html).not.toContain('name="quantity"');
		const app = await product(key, { name: "Aplikasi Kasir", type: "license", price: 500_000, maxActivations: 3 });
		const lic = await get(new URL(app.pageUrl).pathname, "id-ID");
		expect(lic.html).toContain("Kunci lisensi");
		expect(lic.html).toContain("berlaku untuk 3 aktivasi");
	});

	it("tenancy: one shop's product or variant is never sold under another shop's address", async () => {
		const a = await shop();
		const b = await shop();
		const pa = await product(a.key, { name: "Kopi A", price: 10_000 });
		const va = await variant(a.key, pa.id, "A1", 11_000);
		const pb = await product(b.key, { name: "Kopi B", price: 20_000 });
		await variant(b.key, pb.id, "B1", 21_000);
		expect((await get(`/pages/${b.slug}/p/${pa.slug}`)).status).toBe(404);
		const cross = await SELF.fetch(`${ORIGIN}/pages/${b.slug}/p/${pa.slug}/buy`, {
			method: "POST",
			redirect: "manual",
		});
		expect(cross.status).toBe(404);
		expect((await buy(pb.pageUrl, { variant: va.id })).status).toBe(400);
		expect((await get(`/pages/${b.slug}`)).html).not.toContain("Kopi A");
	});
});
