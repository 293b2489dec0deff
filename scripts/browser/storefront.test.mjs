// Browser test of the hosted storefront (issue 17 acceptance): a real Chromium (playwright-core)
// against a local `wrangler dev` server opens a published product page, checks what a visitor and
// a link preview see, presses Buy and lands on the payments hosted checkout for the product's
// price. Runs under node (`node --test`, part of `npm test`); skips with a reason without Chromium.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { adminCall, startLocal } from "../dev.mjs";
import { chromiumSkip, launchChromium } from "./chromium.mjs";

const skip = chromiumSkip("storefront browser test");

test("storefront in Chromium: product page in Indonesian, Buy, the hosted checkout for Rp 150.000", {
	skip,
	timeout: 240_000,
}, async () => {
	const persistTo = mkdtempSync(join(tmpdir(), "pasar-storefront-"));
	const port = 22_000 + Math.floor(Math.random() * 2_000);
	const server = await startLocal({ port, persistTo, quiet: true, vars: { LOG_LEVEL: "warn" } });
	let browser;
	try {
		const admin = (method, path, body) => adminCall(server.url, server.adminToken, method, path, body);
		const ws = await admin("POST", "/v1/workspaces", { name: `Toko Kopi ${randomUUID().slice(0, 6)}` });
		assert.equal(ws.status, 201);
		const cred = await admin("POST", `/v1/workspaces/${ws.body.data.id}/credentials`, { service: "store" });
		assert.equal(cred.status, 201);
		const res = await fetch(`${server.url}/mkt/api/v1/storefront/products`, {
			method: "POST",
			headers: { Authorization: `Bearer ${cred.body.data.key}`, "Content-Type": "application/json" },
			body: JSON.stringify({
				name: "Kopi Gayo 250g",
				price: 150_000,
				currency: "IDR",
				type: "physical",
				published: true,
				description: "Kopi **arabika** dari dataran tinggi Gayo.",
			}),
		});
		const product = (await res.json()).data;
		assert.equal(res.status, 201);
		assert.ok(product.pageUrl.startsWith(`${server.url}/pages/`), product.pageUrl);

		browser = await launchChromium();
		const context = await browser.newContext({ locale: "id-ID", viewport: { width: 390, height: 844 } });
		const page = await context.newPage();
		const opened = await page.goto(product.pageUrl);
		assert.equal(opened?.status(), 200);
		assert.equal(await page.locator("h1").innerText(), "Kopi Gayo 250g");
		assert.match(await page.locator("[data-testid=price] .money").innerText(), /^Rp\s150\.000$/);
		assert.equal(await page.locator('meta[property="og:title"]').getAttribute("content"), "Kopi Gayo 250g");
		const ld = JSON.parse(await page.locator('script[type="application/ld+json"]').innerText());
		assert.equal(ld.offers[0].price, "150000");

		await Promise.all([
			page.waitForURL(/\/pay\/checkout\/cs_/, { timeout: 20_000 }),
			page.locator("[data-testid=buy]").click(),
		]);
		assert.match(page.url(), new RegExp(`^${server.url}/pay/checkout/cs_`));
		assert.match(await page.locator("[data-testid=amount]").innerText(), /150[.,]000/);
		assert.match(await page.content(), /Kopi Gayo 250g/);
	} finally {
		await browser?.close();
		await server.stop();
		rmSync(persistTo, { recursive: true, force: true });
	}
});
