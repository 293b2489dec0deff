// Browser test of the hosted checkout page (issue 8 acceptance): a real Chromium (playwright-core)
// against a local `wrangler dev` server. Opens a test-mode hostedUrl, picks QRIS, presses
// "Simulate success", lands on successUrl; then the balance shows the net amount and exactly one
// payment and one fee ledger entry exist. Runs under node (`node --test`, part of `npm test`);
// skips with a reason when Chromium is absent.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { adminCall, startLocal } from "../dev.mjs";
import { payClient } from "../pay-client.mjs";
import { chromiumSkip, launchChromium } from "./chromium.mjs";

const skip = chromiumSkip("checkout browser test");

const SUCCESS_URL = "https://toko.example/thanks";

/** The merchant's site (successUrl must be https): a local HTTPS server with a self-signed certificate. */
async function merchantSite(dir) {
	execFileSync(
		"openssl",
		[
			"req",
			"-x509",
			"-newkey",
			"rsa:2048",
			"-nodes",
			"-keyout",
			join(dir, "shop.key"),
			"-out",
			join(dir, "shop.crt"),
			"-subj",
			"/CN=toko.example",
			"-days",
			"1",
		],
		{ stdio: "ignore" },
	);
	const server = createServer(
		{ key: readFileSync(join(dir, "shop.key")), cert: readFileSync(join(dir, "shop.crt")) },
		(_req, res) => {
			res.writeHead(200, { "Content-Type": "text/html" });
			res.end("<h1>Thanks for your order</h1>");
		},
	);
	await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
	return { server, port: server.address().port };
}

test("checkout in Chromium: QRIS, simulate success, successUrl; net in the balance, one payment and one fee entry", {
	skip,
	timeout: 240_000,
}, async () => {
	const persistTo = mkdtempSync(join(tmpdir(), "pasar-checkout-"));
	const port = 20_000 + Math.floor(Math.random() * 2_000);
	const server = await startLocal({ port, persistTo, quiet: true, vars: { LOG_LEVEL: "warn" } });
	let browser;
	const shop = await merchantSite(persistTo);
	try {
		const ws = await adminCall(server.url, server.adminToken, "POST", "/v1/workspaces", {
			name: `Checkout ${randomUUID().slice(0, 6)}`,
		});
		assert.equal(ws.status, 201);
		const cred = await adminCall(
			server.url,
			server.adminToken,
			"POST",
			`/v1/workspaces/${ws.body.data.id}/credentials`,
			{ service: "pay", environment: "test" },
		);
		assert.equal(cred.status, 201);
		const pay = payClient(server.url, cred.body.data);
		const session = await pay(
			"POST",
			"/v1/checkout-sessions",
			{
				currency: "IDR",
				lineItems: [{ name: "Kopi susu", quantity: 2, unitAmount: 75_000 }],
				successUrl: SUCCESS_URL,
				cancelUrl: "https://toko.example/cart",
			},
			randomUUID(),
		);
		assert.equal(session.amount, 150_000);
		assert.ok(session.hostedUrl.startsWith(`${server.url}/pay/checkout/cs_`), session.hostedUrl);

		// The merchant's https site is a local server with a throwaway certificate.
		browser = await launchChromium([
			`--host-resolver-rules=MAP toko.example 127.0.0.1:${shop.port}`,
			"--ignore-certificate-errors",
		]);
		const context = await browser.newContext({ locale: "en-US", viewport: { width: 390, height: 844 } });
		const page = await context.newPage();
		const opened = await page.goto(session.hostedUrl);
		assert.equal(opened?.status(), 200);
		assert.match(await page.locator("[data-testid=amount]").innerText(), /150,000/);
		assert.match(await page.content(), /Kopi susu/);

		await Promise.all([page.waitForLoadState("load"), page.locator('button[data-method="qris"]').click()]);
		const simulateSuccess = page.getByRole("button", { name: "Simulate success" });
		await simulateSuccess.waitFor({ timeout: 20_000 });
		assert.ok(await page.getByRole("button", { name: "Simulate failure" }).isVisible());
		await Promise.all([page.waitForURL(SUCCESS_URL, { timeout: 20_000 }), simulateSuccess.click()]);
		assert.equal(page.url(), SUCCESS_URL);
		assert.match(await page.locator("h1").innerText(), /Thanks/);

		const cs = await pay("GET", `/v1/checkout-sessions/${session.id}`);
		assert.equal(cs.status, "completed");
		const payment = await pay("GET", `/v1/payments/${cs.paymentId}`);
		assert.equal(payment.status, "succeeded");
		assert.equal(payment.method, "qris");
		const balance = await pay("GET", "/v1/payouts/balance?currency=IDR");
		assert.equal(balance.available, payment.net);
		assert.equal(payment.net, 150_000 - payment.fee);
		const payments = await pay("GET", "/v1/payments");
		assert.equal(payments.length, 1);
		const entries = await pay("GET", "/v1/ledger/entries?limit=100");
		assert.deepEqual(
			entries.filter((e) => e.sourceType === "payment").map((e) => [e.sourceId, e.amount]),
			[[payment.id, 150_000]],
		);
		assert.deepEqual(
			entries.filter((e) => e.sourceType === "fee").map((e) => [e.sourceId, e.amount]),
			[[payment.id, payment.fee]],
		);
	} finally {
		await browser?.close();
		shop.server.close();
		await server.stop();
		rmSync(persistTo, { recursive: true, force: true });
	}
});
