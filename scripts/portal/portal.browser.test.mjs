// Browser test of the hosted customer portal (issue 7 acceptance): a real Chromium (playwright-core)
// against a local `wrangler dev` server. Opens a portal URL, cancels the subscription at period end,
// then moves the workspace's test clock past 15 minutes and sees the 410 page.
// Runs under node (`node --test`, part of `npm test`); skips with a reason when Chromium is absent.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { chromiumSkip, launchChromium } from "../browser/chromium.mjs";
import { adminCall, startLocal } from "../dev.mjs";
import { payClient } from "../pay-client.mjs";

const skip = chromiumSkip("portal browser test");

test("portal in Chromium: open the URL, cancel at period end, 410 after the test clock passes 15 minutes", {
	skip,
	timeout: 240_000,
}, async () => {
	const persistTo = mkdtempSync(join(tmpdir(), "pasar-portal-"));
	const port = 18_000 + Math.floor(Math.random() * 2_000);
	const server = await startLocal({ port, persistTo, quiet: true, vars: { LOG_LEVEL: "warn" } });
	let browser;
	try {
		const ws = await adminCall(server.url, server.adminToken, "POST", "/v1/workspaces", {
			name: `Portal ${randomUUID().slice(0, 6)}`,
		});
		assert.equal(ws.status, 201);
		const cred = await adminCall(
			server.url,
			server.adminToken,
			"POST",
			`/v1/workspaces/${ws.body.data.id}/credentials`,
			{ service: "pay" },
		);
		assert.equal(cred.status, 201);
		const pay = payClient(server.url, cred.body.data);
		const ik = () => randomUUID();
		const customer = await pay("POST", "/v1/customers", { email: "budi@example.com", name: "Budi" }, ik());
		const token = await pay(
			"POST",
			"/v1/payment-tokens",
			{ customerId: customer.id, method: "card", brand: "visa", last4: "4242" },
			ik(),
		);
		const plan = await pay(
			"POST",
			"/v1/plans",
			{ name: "Pro", currency: "IDR", interval: "month", unitAmount: 150_000 },
			ik(),
		);
		const sub = await pay(
			"POST",
			"/v1/subscriptions",
			{ customerId: customer.id, planId: plan.id, priceId: plan.defaultPriceId, paymentTokenId: token.id },
			ik(),
		);
		assert.equal(sub.status, "active");
		const session = await pay("POST", "/v1/portal-sessions", {
			customerId: customer.id,
			returnUrl: "https://toko.example/account",
		});
		assert.match(session.url, /#token=/);

		browser = await launchChromium();
		const page = await browser.newPage();
		await page.goto(session.url);
		// The page exchanges the fragment token for its cookie and reloads into the full portal.
		const button = page.locator(`#cancel-${sub.id}`);
		await button.waitFor({ timeout: 20_000 });
		assert.ok(!page.url().includes("#token="), "the token is removed from the address bar after the exchange");
		assert.match(await page.locator("#invoices").innerText(), /150,000/);
		await Promise.all([page.waitForURL(/notice=/), button.click()]);
		assert.match(await page.locator("#notice").innerText(), /end of the current period/);
		// The subscription now says when it ends instead of when it next bills (issue 39's portal).
		assert.match(await page.locator(`[data-id="${sub.id}"] [data-testid="next-date"]`).innerText(), /^Ends /);
		const after = await pay("GET", `/v1/subscriptions/${sub.id}`);
		assert.equal(after.cancelAt, after.currentPeriodEnd);
		assert.equal(after.status, "active");

		await pay("POST", "/v1/test-helpers/clock/advance", { seconds: 15 * 60 });
		const res = await page.reload();
		assert.equal(res?.status(), 410);
		assert.match(await page.locator("h1").innerText(), /expired/i);
	} finally {
		await browser?.close();
		await server.stop();
		rmSync(persistTo, { recursive: true, force: true });
	}
});
