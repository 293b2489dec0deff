import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { connectWalletNetwork, payWithWalletNetwork } from "../helpers/gateway-c";
import { admin, ORIGIN } from "../helpers/http";
import { mintMktKey, mkt } from "../helpers/mkt";
import { eventually, mintPayKey, payCall } from "../helpers/pay";
import { PRODUCT, st, storeWorkspace } from "../helpers/store";

const get = async (path: string, lang?: string) => {
	const res = await SELF.fetch(`${ORIGIN}${path}`, {
		headers: lang ? { "Accept-Language": lang } : {},
		redirect: "manual",
	});
	return { status: res.status, html: await res.text(), headers: res.headers };
};

async function shop() {
	const { ws, key } = await storeWorkspace();
	const slug = (await admin("GET", `/v1/workspaces/${ws}`)).body.data.slug as string;
	return { ws, key, slug };
}

describe("hosted product pages", () => {
	it("a published product: title, Open Graph, JSON-LD, price per Accept-Language; drafts, archived and unknown are 404 pages", async () => {
		const { key, slug } = await shop();
		const p = (
			await st(key, "POST", "/storefront/products", {
				...PRODUCT,
				price: 150_000,
				description: "Kopi **arabika** dari Aceh",
				published: true,
				thumbnail: "https://cdn.example.com/k.jpg",
			})
		).body.data;
		expect(p.pageUrl).toBe(`${ORIGIN}/pages/${slug}/p/${p.slug}`);
		const id = await get(new URL(p.pageUrl).pathname, "id-ID,id;q=0.9,en;q=0.8");
		expect(id.status).toBe(200);
		expect(id.headers.get("Content-Type")).toContain("text/html");
		expect(id.html).toContain(`<title>${PRODUCT.name}`);
		expect(id.html).toContain('<meta property="og:title" content="Kopi Gayo 250g"/>');
		expect(id.html).toContain('<meta property="og:image" content="https://cdn.example.com/k.jpg"/>');
		expect(id.html).toContain("Rp\u00a0150.000");
		const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(id.html)?.[1] ?? "null");
		expect(ld).toMatchObject({
			"@type": "Product",
			name: PRODUCT.name,
			offers: [{ "@type": "Offer", price: "150000", priceCurrency: "IDR", url: p.pageUrl }],
		});
		const en = await get(new URL(p.pageUrl).pathname, "en-US,en;q=0.9");
		expect(en.html).toContain("IDR\u00a0150,000");
		const index = await get(`/pages/${slug}`);
		expect(index.status).toBe(200);
		expect(index.html).toContain(p.pageUrl);

		const draft = (await st(key, "POST", "/storefront/products", { ...PRODUCT, name: "Draft" })).body.data;
		expect((await get(new URL(draft.pageUrl).pathname)).status).toBe(404);
		expect(index.html).not.toContain("Draft");
		expect((await get(`/pages/${slug}/p/nope`)).status).toBe(404);
		expect((await get("/pages/no-such-shop")).status).toBe(404);
		await st(key, "DELETE", `/storefront/products/${p.id}`);
		expect((await get(new URL(p.pageUrl).pathname)).status).toBe(404);
	});

	it("the Cache API serves repeat views and a PATCH purges it", async () => {
		const { key } = await shop();
		const p = (await st(key, "POST", "/storefront/products", { ...PRODUCT, published: true })).body.data;
		const path = new URL(p.pageUrl).pathname;
		expect((await get(path, "id")).headers.get("X-Cache")).toBe("MISS");
		const hit = await get(path, "id");
		expect(hit.headers.get("X-Cache")).toBe("HIT");
		expect(hit.html).toContain(PRODUCT.name);
		// The second use shares it with the Cache API (the data centre's tier).
		const shared = await eventually(
			() => caches.default.match(`${p.pageUrl}?__lang=id`),
			(r) => r !== undefined,
		);
		expect(await shared?.text()).toContain(PRODUCT.name);
		await st(key, "PATCH", `/storefront/products/${p.id}`, { name: "Kopi Gayo Premium" });
		expect(await caches.default.match(`${p.pageUrl}?__lang=id`)).toBeUndefined();
		const fresh = await get(path, "id");
		expect(fresh.headers.get("X-Cache")).toBe("MISS");
		expect(fresh.html).toContain("Kopi Gayo Premium");
		await st(key, "PATCH", `/storefront/products/${p.id}`, { published: false });
		expect((await get(path, "id")).status).toBe(404);
	});

	it("a cached view is the page gzipped once: Content-Encoding gzip for a client that takes it, plain bytes otherwise", async () => {
		const { key } = await shop();
		const p = (await st(key, "POST", "/storefront/products", { ...PRODUCT, published: true })).body.data;
		const view = (encoding: string) =>
			SELF.fetch(p.pageUrl, { headers: { "Accept-Language": "id", "Accept-Encoding": encoding } });
		expect((await view("gzip")).headers.get("X-Cache")).toBe("MISS");
		const gz = await view("br, gzip");
		expect(gz.headers.get("X-Cache")).toBe("HIT");
		expect(gz.headers.get("Content-Encoding")).toBe("gzip");
		expect(gz.headers.get("Vary")).toBe("Accept-Language, Accept-Encoding");
		expect(await gz.text()).toContain(PRODUCT.name);
		for (const plain of ["identity", "gzip;q=0, identity"]) {
			const res = await view(plain);
			expect(res.headers.get("X-Cache")).toBe("HIT");
			expect(res.headers.get("Content-Encoding")).toBeNull();
			expect(await res.text()).toContain(PRODUCT.name);
		}
	});

	it("Buy → 303 to a payments hosted checkout for the product's price", async () => {
		const { ws, key } = await shop();
		const p = (await st(key, "POST", "/storefront/products", { ...PRODUCT, price: 150_000, published: true })).body
			.data;
		const res = await SELF.fetch(`${p.pageUrl}/buy`, { method: "POST", redirect: "manual" });
		expect(res.status).toBe(303);
		const location = res.headers.get("Location") ?? "";
		expect(location).toMatch(new RegExp(`^${ORIGIN}/pay/checkout/cs_`));
		const payKey = await mintPayKey(ws);
		const session = await payCall(
			payKey,
			"GET",
			`/v1/checkout-sessions/${new URL(location).pathname.split("/").pop()}`,
		);
		expect(session.body.data).toMatchObject({ amount: 150_000, currency: "IDR", status: "open", cancelUrl: p.pageUrl });
		expect(session.body.data.lineItems).toEqual([
			expect.objectContaining({ name: PRODUCT.name, quantity: 1, unitAmount: 150_000 }),
		]);
		const sgd = (
			await st(key, "POST", "/storefront/products", { ...PRODUCT, name: "SGD item", currency: "SGD", published: true })
		).body.data;
		expect((await SELF.fetch(`${sgd.pageUrl}/buy`, { method: "POST", redirect: "manual" })).status).toBe(409);
	});

	it("the description's Markdown renders (emphasis, lists, links) and no HTML or javascript: link from it reaches the page", async () => {
		const { key } = await shop();
		const description = [
			"Kopi *arabika* dari **Aceh**.",
			"",
			"- sangrai medium",
			"- 250 g",
			"",
			'<script>alert("x")</script> <img src=x onerror=alert(1)>',
			"",
			"[Cara seduh](https://toko.example/seduh) · [klik](javascript:alert(1))",
		].join("\n");
		const p = (await st(key, "POST", "/storefront/products", { ...PRODUCT, description, published: true })).body.data;
		const page = await get(new URL(p.pageUrl).pathname, "id-ID");
		expect(page.status).toBe(200);
		const body = page.html.slice(page.html.indexOf('data-testid="description"'));
		expect(body).toContain("<em>arabika</em>");
		expect(body).toContain("<strong>Aceh</strong>");
		expect(body).toMatch(/<ul>\s*<li>sangrai medium<\/li>\s*<li>250 g<\/li>\s*<\/ul>/);
		expect(body).toContain('<a href="https://toko.example/seduh">Cara seduh</a>');
		expect(page.html).not.toContain('<script>alert("x")');
		expect(page.html).not.toContain("<img src=x");
		expect(body).toContain("&lt;script&gt;");
		expect(page.html).not.toMatch(/href="javascript:/i);
	});

	it("USD (issue 37 item 7): no method routed → a notice instead of Buy, and Buy answers 409 with it; wallet network routed → Buy, approve, paid", async () => {
		const { ws, key, slug } = await shop();
		const p = (
			await st(key, "POST", "/storefront/products", {
				...PRODUCT,
				name: "Kopi USD",
				price: 1_234,
				currency: "USD",
				published: true,
			})
		).body.data;
		const path = new URL(p.pageUrl).pathname;
		const notice = "This shop does not take payments in USD online yet.";
		const before = await get(path, "en");
		expect(before.status).toBe(200);
		expect(before.html).toContain(notice);
		expect(before.html).not.toContain('data-testid="buy"');
		// The index lists only what can be bought right now.
		expect((await get(`/pages/${slug}`, "en")).html).not.toContain(p.pageUrl);
		const refused = await SELF.fetch(`${p.pageUrl}/buy`, {
			method: "POST",
			redirect: "manual",
			headers: { "Accept-Language": "en" },
		});
		expect(refused.status).toBe(409);
		expect(await refused.text()).toContain(notice);
		expect((await get(path, "id")).html).toContain("Toko ini belum menerima pembayaran online dalam USD.");

		// The merchant connects gateway C (sandbox: the simulator) and routes the wallet network.
		const payKey = await mintPayKey(ws);
		await connectWalletNetwork(payKey);
		const after = await get(path, "en");
		expect(after.html).toContain('data-testid="buy"');
		expect(after.html).not.toContain(notice);
		expect((await get(`/pages/${slug}`, "en")).html).toContain(p.pageUrl);
		const buy = await SELF.fetch(`${p.pageUrl}/buy`, { method: "POST", redirect: "manual" });
		expect(buy.status).toBe(303);
		const location = buy.headers.get("Location") ?? "";
		const paid = await payWithWalletNetwork(location);
		expect(paid.returnedTo).toBe(`${p.pageUrl}?paid=1`);
		const session = await payCall(
			payKey,
			"GET",
			`/v1/checkout-sessions/${new URL(location).pathname.split("/").pop()}`,
		);
		expect(session.body.data).toMatchObject({ amount: 1_234, currency: "USD", status: "completed" });
	});

	it("a referral link lands on a page saying what the friend gets, counted as a click; an unknown or disabled code says so and links to the shop", async () => {
		const { ws, slug } = await shop();
		const mk = await mintMktKey(ws);
		const program = {
			rewardType: "percent",
			referrerValue: 5,
			refereeValue: 10,
			currency: "IDR",
			enabled: true,
			minPurchaseAmount: 100_000,
			programTerms: "Satu kali per pelanggan.\n<script>alert(1)</script>",
		};
		expect((await mkt(mk, "PUT", "/referrals/program", { body: program })).status).toBe(200);
		const link = (await mkt(mk, "POST", "/referrals/links/issue", { body: { customerId: "cus_a" } })).body.data.link;
		const id = await get(`/pages/${slug}/r/${link.code}`, "id-ID");
		expect(id.status).toBe(200);
		expect(id.html).toContain('<html lang="id">');
		expect(id.html).toContain("Diskon 10%");
		expect(id.html).toMatch(/belanja minimal <span class="money">Rp\s100\.000<\/span>/);
		expect(id.html).toContain("Satu kali per pelanggan.");
		expect(id.html).not.toContain("<script>alert(1)");
		expect(id.html).toContain(`href="${ORIGIN}/pages/${slug}"`);
		const en = await get(`/pages/${slug}/r/${link.code}`, "en-US");
		expect(en.html).toContain("10% off");
		expect(en.html).toContain("Shop now");
		expect((await mkt(mk, "GET", "/referrals/stats")).body.data.totalClicks).toBe(2);

		const unknown = await get(`/pages/${slug}/r/nosuchcode`, "en-US");
		expect(unknown.status).toBe(404);
		expect(unknown.html).toContain("This referral link is not valid");
		expect(unknown.html).toContain(`href="${ORIGIN}/pages/${slug}"`);
		await mkt(mk, "PUT", "/referrals/program", { body: { ...program, enabled: false } });
		const off = await get(`/pages/${slug}/r/${link.code}`, "id-ID");
		expect(off.status).toBe(404);
		expect(off.html).toContain("Tautan referal tidak berlaku");
		expect((await mkt(mk, "GET", "/referrals/stats")).body.data.totalClicks).toBe(2);
	});
});
