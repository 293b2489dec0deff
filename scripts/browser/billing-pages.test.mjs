// Browser test of the billing pages a customer opens (issue 39): the hosted invoice (open, and paid
// reading as a receipt), its PDF, and the customer portal (two subscriptions of different plans, a
// saved card with its expiry, paid and open invoices) — each at 390 × 844 and 1280 × 800 in id-ID
// and en-US through page-checks.mjs (no overflow, no wrapped amount, no ISO timestamp, axe clean,
// size limits, no third-party request, a screenshot in .tmp/screens/). One local server for all.
// Runs under node (`node --test`); skips with a reason when Chromium is absent.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { adminCall, startLocal } from "../dev.mjs";
import { payClient } from "../pay-client.mjs";
import { chromiumSkip, launchChromium } from "./chromium.mjs";
import { checkPage, eachView } from "./page-checks.mjs";

const skip = chromiumSkip("billing pages browser test");

const WORDS = {
	"id-ID": { open: "Belum dibayar", paid: "Lunas", active: "Aktif", receipt: "Kuitansi" },
	"en-US": { open: "Unpaid", paid: "Paid", active: "Active", receipt: "Receipt" },
};

test("billing pages in Chromium: hosted invoice open and paid, its PDF, the portal — at 390/1280 px in id-ID/en-US", {
	skip,
	timeout: 240_000,
}, async () => {
	const persistTo = mkdtempSync(join(tmpdir(), "pasar-billing-"));
	const port = 26_000 + Math.floor(Math.random() * 2_000);
	const server = await startLocal({ port, persistTo, quiet: true, vars: { LOG_LEVEL: "warn" } });
	let browser;
	try {
		const admin = (method, path, body) => adminCall(server.url, server.adminToken, method, path, body);
		const ws = await admin("POST", "/v1/workspaces", { name: `Toko Kopi ${randomUUID().slice(0, 6)}` });
		assert.equal(ws.status, 201);
		const cred = await admin("POST", `/v1/workspaces/${ws.body.data.id}/credentials`, {
			service: "pay",
			environment: "test",
		});
		assert.equal(cred.status, 201);
		const pay = payClient(server.url, cred.body.data);
		const ik = () => randomUUID();

		await pay(
			"PUT",
			"/v1/checkout-settings",
			{
				branding: {
					displayName: "Kopi Budi",
					brandColor: "#0f766e",
					address: "Jl. Kemang Raya 12, RT 05/RW 02\nMampang Prapatan, Jakarta Selatan 12730",
					taxId: "01.234.567.8-901.000",
					timeZone: "Asia/Jakarta",
				},
			},
			ik(),
		);
		const customer = await pay(
			"POST",
			"/v1/customers",
			{ email: "budi.santoso@example.com", name: "Budi Santoso", phone: "+6281234567890" },
			ik(),
		);
		const card = (brand, last4, expMonth, expYear) =>
			pay(
				"POST",
				"/v1/payment-tokens",
				{ customerId: customer.id, method: "card", brand, last4, expMonth, expYear },
				ik(),
			);
		const visa = await card("visa", "4242", 12, 2028);
		await card("mastercard", "5454", 3, 2030);
		const plan = (name, unitAmount) =>
			pay("POST", "/v1/plans", { name, currency: "IDR", interval: "month", unitAmount }, ik());
		const basic = await plan("Paket Basic Bulanan", 185_000);
		const pro = await plan("Paket Pro Tahunan Lengkap", 1_250_000);
		const subscribe = (p, extra) =>
			pay(
				"POST",
				"/v1/subscriptions",
				{ customerId: customer.id, planId: p.id, priceId: p.defaultPriceId, ...extra },
				ik(),
			);
		// Card-paid Basic (its first invoice paid at once), invoice-paid Pro (open), and a second invoice-paid
		// Basic whose invoice is paid out of band: the paid hosted invoice.
		await subscribe(basic, { paymentTokenId: visa.id });
		const proSub = await subscribe(pro, { collectionMethod: "send_invoice" });
		const paidSub = await subscribe(basic, { collectionMethod: "send_invoice" });
		const open = await pay("GET", `/v1/invoices/${proSub.latestInvoiceId}`);
		await pay("POST", `/v1/invoices/${paidSub.latestInvoiceId}/pay`, { paidOutOfBand: true }, ik());
		const paid = await pay("GET", `/v1/invoices/${paidSub.latestInvoiceId}`);
		assert.equal(open.status, "open");
		assert.equal(paid.status, "paid");

		browser = await launchChromium();
		let pdfChecked = false;
		await eachView(browser, server.url, async (page, view) => {
			const w = WORDS[view.locale];
			// The open invoice: status, Pay, Download PDF.
			assert.equal((await page.goto(open.hostedInvoiceUrl))?.status(), 200);
			assert.equal(await page.getByTestId("status").innerText(), w.open);
			assert.ok(await page.getByTestId("pay").isVisible());
			await checkPage(page, "invoice-open", view);
			if (!pdfChecked) {
				const href = await page.getByTestId("pdf").getAttribute("href");
				const res = await page.request.get(new URL(href, server.url).href);
				assert.equal(res.status(), 200);
				assert.equal(res.headers()["content-type"], "application/pdf");
				assert.equal((await res.body()).subarray(0, 5).toString(), "%PDF-");
				pdfChecked = true;
			}

			// The paid invoice reads as a receipt: no Pay, a PDF.
			assert.equal((await page.goto(paid.hostedInvoiceUrl))?.status(), 200);
			assert.equal(await page.getByTestId("status").innerText(), w.paid);
			assert.equal(await page.getByTestId("pay").count(), 0);
			assert.ok(await page.getByTestId("pdf").isVisible());
			await checkPage(page, "invoice-paid", view);

			// The portal: the token exchange reloads into the full page.
			const session = await pay("POST", "/v1/portal-sessions", {
				customerId: customer.id,
				returnUrl: "https://toko.example/account",
			});
			await page.goto(session.url);
			await page.locator("#invoices").waitFor({ timeout: 20_000 });
			const plans = await page.getByTestId("plan-name").allInnerTexts();
			assert.ok(plans.includes("Paket Basic Bulanan") && plans.includes("Paket Pro Tahunan Lengkap"), plans.join());
			assert.match(
				await page.getByTestId("payment-method").first().innerText(),
				/•••• \d{4}, (exp|berlaku s\.d\.) \d\d\/\d\d/,
			);
			assert.ok((await page.getByTestId("receipt").count()) >= 1, "paid invoices link to their receipts");
			// One card selector: the card-paid subscription's; none on the send_invoice ones.
			assert.equal(await page.getByTestId("card-selector").count(), 1);
			const rowDisplay = await page
				.getByTestId("invoice-row")
				.first()
				.evaluate((el) => getComputedStyle(el).display);
			assert.equal(
				rowDisplay,
				view.viewport.width < 576 ? "grid" : "table-row",
				"invoices: cards on phones, a table on desktop",
			);
			await checkPage(page, "portal", view);
		});
	} finally {
		await browser?.close();
		await server.stop();
		rmSync(persistTo, { recursive: true, force: true });
	}
});
