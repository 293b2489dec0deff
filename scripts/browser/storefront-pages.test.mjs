// Browser test of the storefront's buyer pages (issue 39) with the shared checks (page-checks.mjs:
// 390 × 844 and 1280 × 800, id-ID and en-US, no overflow, no wrapped amount, no ISO timestamp, axe,
// size limits, no third-party request, a screenshot each): the index (image cards, only what can
// be bought), the product page (gallery, variant picker changing the shown price, quantity, Buy
// above the fold, Markdown rendered and injected HTML not), Buy landing on a checkout for the
// chosen variant's price × quantity, the 404, "not available" and bad-choice pages, and the
// referral landing page. One local server for all of it. Runs under node (`node --test`, part of
// `npm test`); skips with a reason without Chromium.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { PNG } from "pngjs";
import { adminCall, startLocal } from "../dev.mjs";
import { mktClient } from "../mkt-client.mjs";
import { chromiumSkip, launchChromium } from "./chromium.mjs";
import { checkPage, eachView } from "./page-checks.mjs";

const skip = chromiumSkip("storefront pages browser test");
const CDN = "https://cdn.toko.example/";

/** A 400 × 300 PNG in one colour with a darker band: a product photo the CDN route answers with. */
function photo([r, g, b]) {
	const png = new PNG({ width: 400, height: 300 });
	for (let y = 0; y < 300; y++)
		for (let x = 0; x < 400; x++) {
			const i = (y * 400 + x) * 4;
			const band = y > 200 ? 0.7 : 1;
			png.data.set([r * band, g * band, b * band, 255], i);
		}
	return PNG.sync.write(png);
}
const PHOTOS = [
	[176, 112, 64],
	[96, 64, 40],
	[210, 180, 140],
	[60, 120, 90],
];
const routes = Object.fromEntries(
	PHOTOS.map((c, i) => [`${CDN}${i}.png`, { status: 200, contentType: "image/png", body: photo(c) }]),
);

const DESCRIPTION = [
	"Kopi *arabika* dari dataran tinggi **Gayo**, disangrai medium setiap minggu.",
	"",
	"- biji utuh",
	"- proses giling basah",
	"",
	'<script>window.injected = true</script> <img src=x onerror="window.injected=true">',
	"",
	"[Cara seduh](javascript:alert(1))",
].join("\n");

/** Posts a form from the page (as a tampered or stale page would): where the browser lands. */
const postFrom = (page, action, fields) =>
	Promise.all([
		page.waitForNavigation(),
		page.evaluate(
			([a, f]) => {
				const form = document.createElement("form");
				form.method = "post";
				form.action = a;
				for (const [k, v] of Object.entries(f)) {
					const input = document.createElement("input");
					input.type = "hidden";
					input.name = k;
					input.value = v;
					form.append(input);
				}
				document.body.append(form);
				form.submit();
			},
			[action, fields],
		),
	]);

/** The text of the price the product page shows (the chosen offer's; the others are hidden). */
const shownPrice = (page) =>
	page.evaluate(() => {
		const shown = [...document.querySelectorAll("[data-testid=price] .offer")].filter((e) => e.offsetParent);
		return shown.map((e) => e.querySelector(".money").textContent);
	});

test("storefront pages in Chromium at 390/1280 px, id-ID/en-US: index, product (gallery, variants, Buy), 404, not available, referral", {
	skip,
	timeout: 300_000,
}, async () => {
	const t0 = Date.now();
	const step = (what) => console.log(`# ${((Date.now() - t0) / 1000).toFixed(1)} s: ${what}`);
	const persistTo = mkdtempSync(join(tmpdir(), "pasar-store-pages-"));
	const port = 26_000 + Math.floor(Math.random() * 2_000);
	const server = await startLocal({ port, persistTo, quiet: true, vars: { LOG_LEVEL: "warn" } });
	let browser;
	step("server up");
	try {
		const admin = (method, path, body) => adminCall(server.url, server.adminToken, method, path, body);
		const ws = (await admin("POST", "/v1/workspaces", { name: `Toko Kopi ${randomUUID().slice(0, 4)}` })).body.data;
		const cred = (await admin("POST", `/v1/workspaces/${ws.id}/credentials`, { service: "store" })).body.data;
		const store = async (path, body) => {
			const res = await fetch(`${server.url}/mkt/api/v1${path}`, {
				method: "POST",
				headers: { Authorization: `Bearer ${cred.key}`, "Content-Type": "application/json" },
				body: JSON.stringify(body),
			});
			const json = await res.json();
			assert.equal(res.status, 201, JSON.stringify(json));
			return json.data;
		};
		const kopi = await store("/storefront/products", {
			name: "Kopi Arabika Gayo Wine Process Sangrai Medium",
			price: 85_000,
			currency: "IDR",
			type: "physical",
			published: true,
			description: DESCRIPTION,
			thumbnail: `${CDN}0.png`,
			coverImages: [`${CDN}1.png`, `${CDN}2.png`, `${CDN}3.png`],
		});
		const variants = [];
		for (const [title, priceCents] of [
			["250 g", 85_000],
			["500 g", 160_000],
			["1 kg", 300_000],
		])
			variants.push(await store("/inventory/variants", { productId: kopi.id, title, priceCents }));
		await store("/storefront/products", {
			name: "E-book: Panduan Seduh Manual",
			price: 49_000,
			currency: "IDR",
			type: "digital",
			published: true,
			description: "Panduan *V60*, Aeropress dan French press.",
		});
		const sgd = await store("/storefront/products", {
			name: "Kopi untuk Singapura",
			price: 1_500,
			currency: "SGD",
			type: "physical",
			published: true,
		});
		const mk = (await admin("POST", `/v1/workspaces/${ws.id}/credentials`, { service: "mkt" })).body.data;
		const mkt = mktClient(server.url, mk);
		await mkt("PUT", "/api/v1/referrals/program", {
			rewardType: "fixed",
			referrerValue: 10_000,
			refereeValue: 25_000,
			currency: "IDR",
			enabled: true,
			minPurchaseAmount: 100_000,
			programTerms: "Berlaku sekali per pelanggan baru.",
		});
		const { link } = await mkt("POST", "/api/v1/referrals/links/issue", { customerId: "cus_friend" });
		const index = kopi.pageUrl.replace(/\/p\/[^/]+$/, "");

		step("shop set up");
		browser = await launchChromium();
		await eachView(
			browser,
			server.url,
			async (page, view) => {
				const en = view.locale === "en-US";
				const money = (n) => new Intl.NumberFormat(view.locale, { style: "currency", currency: "IDR" }).format(n);
				const digits = (s) => s.replace(/\D/g, "");

				step(`Index: image ${view.viewport.name}/${view.locale}`);
				// Index: image cards of what can be bought; the SGD product is not offered.
				assert.equal((await page.goto(index))?.status(), 200);
				await checkPage(page, "store-index", view);
				assert.equal(await page.locator("[data-testid=card]").count(), 2);
				assert.equal(await page.locator(`a[href="${sgd.pageUrl}"]`).count(), 0);
				assert.ok(await page.locator(`a[href="${kopi.pageUrl}"] img.thumb`).evaluate((i) => i.naturalWidth > 0));

				step(`Product page: title ${view.viewport.name}/${view.locale}`);
				// Product page: title, default variant price, Buy above the fold, Markdown.
				assert.equal((await page.goto(kopi.pageUrl))?.status(), 200);
				await checkPage(page, "store-product", view);
				const buy = await page.locator("[data-testid=buy]").boundingBox();
				assert.ok(buy && buy.y + buy.height <= view.viewport.height, `Buy at ${buy?.y} (${view.viewport.name})`);
				const h1 = await page
					.locator("h1")
					.evaluate((e) => e.offsetHeight / Number.parseFloat(getComputedStyle(e).lineHeight));
				assert.ok(h1 <= 3.1, `the title takes ${h1} lines`);
				assert.deepEqual((await shownPrice(page)).map(digits), [digits(money(85_000))]);
				const description = page.locator("[data-testid=description]");
				assert.equal(await description.locator("em").first().innerText(), "arabika");
				assert.equal(await description.locator("ul > li").count(), 2);
				assert.equal(await description.locator("script, img").count(), 0);
				assert.match(await description.innerText(), /<script>window\.injected = true<\/script>/);
				assert.equal(await page.evaluate(() => window.injected), undefined);
				assert.equal(await description.locator('a[href^="javascript:"]').count(), 0);

				step(`Gallery: ${view.viewport.name}/${view.locale}`);
				// Gallery: a thumbnail shows its image; arrow keys move along the radios.
				const visibleSlide = () =>
					page.evaluate(() =>
						[...document.querySelectorAll("[data-testid=slide]")].findIndex((i) => i.offsetParent !== null),
					);
				assert.equal(await visibleSlide(), 0);
				await page.locator('label[for="g2"]').click();
				assert.equal(await visibleSlide(), 2);
				await page.locator("#g2").press("ArrowRight");
				assert.equal(await visibleSlide(), 3);
				// The slide's image is lazy: it starts loading when shown, so wait for it (a loaded CI machine
				// had not finished it by the next line).
				await page.waitForFunction(
					() => {
						const i = document.querySelector(".s3 img");
						return !!i && i.complete && i.naturalWidth > 0;
					},
					null,
					{ timeout: 15_000 },
				);

				step(`Variant "1 kg" ${view.viewport.name}/${view.locale}`);
				// Variant "1 kg", two of them: the shown price follows, and Buy opens a checkout for 2 × 300,000.
				await page.locator('label[for="v2"]').click();
				assert.deepEqual((await shownPrice(page)).map(digits), [digits(money(300_000))]);
				await page.locator("[data-testid=quantity]").fill("2");
				await Promise.all([
					page.waitForURL(/\/pay\/checkout\/cs_/, { timeout: 20_000 }),
					page.locator("[data-testid=buy]").click(),
				]);
				assert.equal(digits(await page.locator("[data-testid=amount]").innerText()), "600000");
				assert.match(await page.content(), /1 kg/);

				step(`A tampered ${view.viewport.name}/${view.locale}`);
				// A tampered variant: the bad-choice page, back to the product.
				await page.goto(kopi.pageUrl);
				const [bad] = await postFrom(page, `${kopi.pageUrl}/buy`, { variant: "var_forged", quantity: "1" });
				assert.equal(bad?.status(), 400);
				await checkPage(page, "store-bad-choice", view);
				assert.equal(await page.locator("[data-testid=back-link]").getAttribute("href"), kopi.pageUrl);

				step(`Not available ${view.viewport.name}/${view.locale}`);
				// Not available: the SGD product's page says so; a Buy posted anyway is the branded 409 page.
				assert.equal((await page.goto(sgd.pageUrl))?.status(), 200);
				assert.match(await page.locator("[data-testid=not-sold]").innerText(), /SGD/);
				assert.equal(await page.locator("[data-testid=buy]").count(), 0);
				const [refused] = await postFrom(page, `${sgd.pageUrl}/buy`, {});
				assert.equal(refused?.status(), 409);
				await checkPage(page, "store-not-available", view);
				assert.equal(await page.locator("[data-testid=back-link]").getAttribute("href"), index);
				assert.match(await page.locator("h1").innerText(), en ? /cannot be bought/ : /belum dapat dibeli/);

				step(`404 in ${view.viewport.name}/${view.locale}`);
				// 404 in the shop: its brand and the way back.
				assert.equal((await page.goto(`${index}/p/tidak-ada`))?.status(), 404);
				await checkPage(page, "store-404", view);
				assert.equal(await page.locator("[data-testid=back-link]").getAttribute("href"), index);
				assert.equal(await page.locator("[data-testid=shop-name]").innerText(), ws.name);

				step(`Referral landing ${view.viewport.name}/${view.locale}`);
				// Referral landing page: what the friend gets, and into the shop.
				assert.equal((await page.goto(`${index}/r/${link.code}`))?.status(), 200);
				await checkPage(page, "store-referral", view);
				assert.match(await page.locator("[data-testid=reward]").innerText(), /25[.,]000/);
				assert.equal(await page.locator("[data-testid=shop-now]").getAttribute("href"), index);
				assert.equal((await page.goto(`${index}/r/nosuchcode`))?.status(), 404);
				assert.equal(await page.locator("[data-testid=visit-shop]").getAttribute("href"), index);
			},
			routes,
		);
	} finally {
		await browser?.close();
		await server.stop();
		rmSync(persistTo, { recursive: true, force: true });
	}
});
