// Browser test of the hosted checkout's pages (issue 39 acceptance): a real Chromium against one
// local `wrangler dev`, at 390 × 844 and 1280 × 800 in id-ID and en-US (page-checks.mjs: no
// overflow, no wrapped amount, no ISO timestamp, axe clean, HTML < 30 KB, scripts < 10 KB, no
// third-party request, a screenshot per page in .tmp/screens/). The choose page; the QRIS waiting
// page, whose QR — screenshotted and decoded with jsqr — is a payload with a valid CRC and the
// session's amount; the VA page with its bank and number; the e-wallet page; the page moving to the
// receipt BY ITSELF within 3 s once the payment is settled by a separate request (the test-mode
// simulate endpoint: the simulated provider has no other way to succeed a payment); the receipt.
// Runs under node (`node --test`, part of `npm test`); skips with a reason when Chromium is absent.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { adminCall, startLocal } from "../dev.mjs";
import { payClient } from "../pay-client.mjs";
import { chromiumSkip, launchChromium } from "./chromium.mjs";
import { checkPage, eachView } from "./page-checks.mjs";

const skip = chromiumSkip("checkout pages browser test");

/** CRC16/CCITT-FALSE, as the QRIS payload's tag 63 carries it. */
function crc16(text) {
	let crc = 0xffff;
	for (const byte of Buffer.from(text, "utf8")) {
		crc ^= byte << 8;
		for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
	}
	return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** Top-level TLV fields of an EMVCo payload. */
function tlv(text) {
	const out = new Map();
	for (let i = 0; i < text.length; ) {
		const len = Number(text.slice(i + 2, i + 4));
		out.set(text.slice(i, i + 2), text.slice(i + 4, i + 4 + len));
		i += 4 + len;
	}
	return out;
}

/** The QR in the element, decoded from a screenshot of it. */
async function decodeQr(locator) {
	const png = PNG.sync.read(await locator.screenshot());
	const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
	assert.ok(code, "the QR code in the screenshot decodes");
	return code.data;
}

test("checkout pages in Chromium: choose, QRIS (QR decodes, CRC valid), VA, e-wallet, moving to the receipt by itself; at 390/1280 px in id-ID and en-US", {
	skip,
	timeout: 240_000,
}, async () => {
	const persistTo = mkdtempSync(join(tmpdir(), "pasar-checkout-pages-"));
	const port = 26_000 + Math.floor(Math.random() * 2_000);
	const server = await startLocal({ port, persistTo, quiet: true, vars: { LOG_LEVEL: "warn" } });
	let browser;
	try {
		const admin = (method, path, body) => adminCall(server.url, server.adminToken, method, path, body);
		const ws = await admin("POST", "/v1/workspaces", { name: `Kedai Kopi ${randomUUID().slice(0, 6)}` });
		assert.equal(ws.status, 201);
		const cred = await admin("POST", `/v1/workspaces/${ws.body.data.id}/credentials`, {
			service: "pay",
			environment: "test",
		});
		assert.equal(cred.status, 201);
		const pay = payClient(server.url, cred.body.data);
		await pay("PUT", "/v1/checkout-settings", { branding: { displayName: "Kedai Kopi Budi" } }, randomUUID());
		const checkout = (body = {}) =>
			pay(
				"POST",
				"/v1/checkout-sessions",
				{
					currency: "IDR",
					lineItems: [
						{ name: "Kopi susu gula aren", quantity: 2, unitAmount: 92_500 },
						{ name: "Roti bakar", quantity: 1, unitAmount: 35_000 },
					],
					successUrl: "https://toko.example/thanks",
					cancelUrl: "https://toko.example/cart",
					...body,
				},
				randomUUID(),
			);
		/** A form post to the page's own action (…/pay, …/simulate), ?w= kept; the answer is a 303. */
		const post = async (hostedUrl, suffix, form) => {
			const at = new URL(hostedUrl);
			const res = await fetch(`${at.origin}${at.pathname}${suffix}${at.search}`, {
				method: "POST",
				headers: { "Content-Type": "application/x-www-form-urlencoded" },
				body: new URLSearchParams(form).toString(),
				redirect: "manual",
			});
			assert.equal(res.status, 303, `${suffix} ${JSON.stringify(form)}`);
		};

		browser = await launchChromium();
		const t0 = Date.now();
		const step = (what, view) =>
			console.log(`${((Date.now() - t0) / 1000).toFixed(1)} s ${view.viewport.name}/${view.locale}: ${what}`);
		await eachView(browser, server.url, async (page, view) => {
			// The choice: every method with its mark and bank/wallet names.
			const s = await checkout();
			await page.goto(s.hostedUrl);
			assert.ok(await page.locator('button[value="virtual_account:bca"]').isVisible());
			assert.ok(await page.locator('button[value="virtual_account:bca"] svg.mark').count());
			await checkPage(page, "checkout-choose", view);

			step("choose checked", view);
			// QRIS: the QR decodes to a payload with a valid CRC and the session's amount.
			// Chosen by a separate request, the open page notices by itself (its poll) and shows the waiting state.
			await post(s.hostedUrl, "/pay", { method: "qris" });
			await page.getByTestId("pending").waitFor({ timeout: 5_000 });
			const payload = await decodeQr(page.getByTestId("qris-code"));
			assert.equal(payload.slice(-8, -4), "6304");
			assert.equal(crc16(payload.slice(0, -4)), payload.slice(-4), "the payload's CRC is valid");
			assert.equal(tlv(payload).get("54"), String(s.amount));
			assert.equal(await page.locator('button[value="qris"]').count(), 0, "QRIS is not offered again");
			await page.locator("#countdown:not([hidden])").waitFor({ timeout: 3_000 });
			await checkPage(page, "checkout-qris", view);

			step("qris checked", view);
			// Settled by a separate request: the open page moves to the receipt by itself within 3 s.
			await post(s.hostedUrl, "/simulate", { outcome: "success" });
			const settled = Date.now();
			await page.locator('[data-testid="outcome"][data-state="paid"]').waitFor({ timeout: 3_000 });
			assert.ok(Date.now() - settled <= 3_000, "moved to the receipt within 3 s");
			assert.equal(page.url(), s.hostedUrl);
			assert.match(await page.getByTestId("receipt-method").innerText(), /QRIS/);
			assert.match(await page.getByTestId("receipt-time").innerText(), /WIB$/);
			assert.match(await page.getByTestId("receipt-reference").innerText(), /^pay_/);
			assert.equal(await page.getByTestId("return").getAttribute("href"), "https://toko.example/thanks");
			const pdf = await page.request.get(
				new URL(await page.getByTestId("receipt-pdf").getAttribute("href"), server.url).href,
			);
			assert.equal(pdf.status(), 200);
			assert.equal(pdf.headers()["content-type"], "application/pdf");
			await checkPage(page, "checkout-receipt", view);

			step("receipt checked", view);
			// Virtual account: the bank and the number in groups of four.
			const va = await checkout({ lineItems: undefined, amount: 1_250_000 });
			await post(va.hostedUrl, "/pay", { method: "virtual_account:bni" });
			await page.goto(va.hostedUrl);
			assert.equal(await page.getByTestId("va-bank").innerText(), "BNI");
			assert.match(await page.getByTestId("va-number").innerText(), /^8808 \d{4} \d{4} \d{4}$/);
			assert.ok(await page.locator("#copy").isVisible(), "the copy button shows where the clipboard API exists");
			await checkPage(page, "checkout-va", view);

			step("va checked", view);
			// E-wallet: the "Open <wallet>" link and the QR for desktop (it decodes too).
			const ew = await checkout();
			await post(ew.hostedUrl, "/pay", { method: "ewallet:shopeepay" });
			await page.goto(ew.hostedUrl);
			assert.match(await page.getByTestId("wallet-link").innerText(), /ShopeePay/);
			assert.equal(tlv(await decodeQr(page.getByTestId("wallet-qr"))).get("54"), String(ew.amount));
			await checkPage(page, "checkout-ewallet", view);
		});
	} finally {
		await browser?.close();
		await server.stop();
		rmSync(persistTo, { recursive: true, force: true });
	}
});
