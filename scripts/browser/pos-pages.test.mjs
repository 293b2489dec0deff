// Browser test of the POS printable pages (issue 43): a sale's receipt (GET /sales/{id}/receipt?format=html
// on a 58 and an 80 mm roll), a return's receipt (…/returns/{returnId}/receipt) and a shift's X / Z report
// (GET /shifts/{id}/report?format=html, 58 and 80 mm)
// for a restaurant sale with PB1 10 % and a 5 % service charge, at 390 × 844 and 1280 × 800 in id-ID and
// en-US through page-checks.mjs (no overflow, no wrapped amount, axe-core clean, screenshots in
// .tmp/screens/). The pages are authenticated: the context sends the POS key, as the till's browser
// would send its own credential.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { adminCall, startLocal } from "../dev.mjs";
import { chromiumSkip, launchChromium } from "./chromium.mjs";
import { checkPage, eachView } from "./page-checks.mjs";

const skip = chromiumSkip("POS receipt and shift report browser test");

/** A POS caller with the workspace's key; fails on any other status than `want`. */
const posClient = (url, key) => async (method, path, body, want) => {
	const res = await fetch(`${url}/pos/api/v1${path}`, {
		method,
		headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
		body: body === undefined ? undefined : JSON.stringify(body),
	});
	const json = await res.json();
	assert.equal(res.status, want, `${method} ${path}: ${JSON.stringify(json.error)}`);
	return json.data;
};

/** A warung: PB1 10 % on food, 5 % service charge (taxable), a cash sale and a QRIS one, a paid-in, the shift closed. */
async function restaurant(pos, url) {
	const pb1 = await pos("POST", "/tax-rates", { name: "PB1", rateBps: 1000 }, 201);
	const outlet = await pos(
		"POST",
		"/outlets",
		{
			name: "Warung Kopi Sari — Cabang Dago",
			address: "Jl. Ir. H. Juanda No. 123, Dago, Bandung 40135",
			phone: "022-2501234",
			taxRateBps: 1100,
			serviceChargeBps: 500,
			receiptHeader: "Terima kasih sudah mampir!",
			receiptFooter: "Wi-Fi: kopisari / sandi: kopi2026",
		},
		201,
	);
	const product = async (name, price, taxCategory) =>
		(await pos("POST", "/products", { name, taxCategory, variants: [{ price }] }, 201)).variants[0].id;
	const food = await product("Nasi Goreng Kampung Spesial Telur Mata Sapi", 25_000, pb1.id);
	const drink = await product("Es Kopi Susu Gula Aren", 18_000, pb1.id);
	const water = await product("Air Mineral 600 ml", 5_000, "exempt");
	const shift = await pos("POST", "/shifts/open", { outletId: outlet.id, openingFloat: 200_000 }, 201);
	// The cash sale is rung by a cashier signed in at the till: the report prints her name.
	const dedi = await pos("POST", "/staff", { name: "Dedi Kurniawan", role: "cashier", pin: "1357" }, 201);
	const { token } = await pos("POST", `/staff/${dedi.id}/sign-in`, { pin: "1357" }, 201);
	const ring = async (items, pay, as = pos) => {
		const parked = await as("POST", "/sales", { outletId: outlet.id, items, status: "PARKED" }, 201);
		return as("POST", `/sales/${parked.id}/complete`, { payments: pay(parked.total) }, 200);
	};
	// 2 × 25,000 + 3 × 18,000 − 2,000 (PB1) + 5,000 (exempt), 5 % service charge on every line, PB1 on its lines and the charge.
	const sale = await ring(
		[
			{ variantId: food, quantity: 2 },
			{ variantId: drink, quantity: 3, discount: 2_000 },
			{ variantId: water, quantity: 1 },
		],
		(total) => [{ method: "CASH", amount: total, tendered: Math.ceil(total / 50_000) * 50_000 }],
		posClient(url, token),
	);
	assert.equal(sale.staffId, dedi.id);
	assert.ok(sale.serviceChargeTotal > 0 && sale.taxes.some((t) => t.name === "PB1"), JSON.stringify(sale));
	const qris = await ring([{ variantId: drink, quantity: 1 }], (total) => [{ method: "QRIS", amount: total }]);
	await pos("POST", `/sales/${qris.id}/void`, { reason: "Pesanan dibatalkan" }, 200);
	await pos(
		"POST",
		`/shifts/${shift.id}/cash-movements`,
		{ type: "paid_out", amount: 15_000, reason: "Beli es batu" },
		201,
	);
	// One plate comes back (paid back from the drawer): the return receipt and the report's returns.
	const ret = await pos(
		"POST",
		`/sales/${sale.id}/returns`,
		{
			items: [{ saleItemId: sale.items[0].id, quantity: 1, restock: false, reason: "Salah pesan, sudah dimasak" }],
			note: "Diganti dengan menu lain",
		},
		201,
	);
	await pos("POST", `/shifts/${shift.id}/close`, { countedCash: 200_000 + sale.total - 20_000 - ret.total }, 200);
	return { sale, shift, ret };
}

test("POS receipt and shift report in Chromium: 58 and 80 mm, both languages, both sizes, clean", {
	skip,
	timeout: 300_000,
}, async () => {
	const persistTo = mkdtempSync(join(tmpdir(), "pasar-pos-pages-"));
	const port = 28_000 + Math.floor(Math.random() * 2_000);
	const server = await startLocal({ port, persistTo, quiet: true, vars: { LOG_LEVEL: "warn" } });
	let browser;
	try {
		const admin = async (method, path, body, want) => {
			const r = await adminCall(server.url, server.adminToken, method, path, body);
			assert.equal(r.status, want, `${method} ${path}: ${JSON.stringify(r.body)}`);
			return r.body.data;
		};
		const ws = (await admin("POST", "/v1/workspaces", { name: "Warung Kopi Sari" }, 201)).id;
		const { key } = await admin("POST", `/v1/workspaces/${ws}/credentials`, { service: "pos" }, 201);
		const pos = posClient(server.url, key);
		await pos("PUT", "/settings", { businessName: "Warung Kopi Sari", businessType: "fnb", currency: "IDR" }, 200);
		const { sale, shift, ret } = await restaurant(pos, server.url);

		browser = await launchChromium();
		const pages = [58, 80].flatMap((width) => [
			{ name: `pos-receipt-${width}mm`, path: `/sales/${sale.id}/receipt?format=html&width=${width}` },
			{ name: `pos-shift-report-${width}mm`, path: `/shifts/${shift.id}/report?format=html&width=${width}` },
			{ name: `pos-return-${width}mm`, path: `/sales/${sale.id}/returns/${ret.id}/receipt?format=html&width=${width}` },
		]);
		await eachView(browser, server.url, async (page, view) => {
			const en = view.locale === "en-US";
			await page.setExtraHTTPHeaders({ Authorization: `Bearer ${key}`, "Accept-Language": view.locale });
			for (const p of pages) {
				const res = await page.goto(`${server.url}/pos/api/v1${p.path}`);
				assert.equal(res.status(), 200, p.path);
				const text = await page.locator("body").innerText();
				assert.match(text, /PB1/);
				// A receipt prints in Indonesian as the tills do; the report follows Accept-Language.
				const report = p.name.includes("report");
				assert.match(text, report && en ? /Service charge/ : /Biaya layanan/);
				if (report) assert.match(text, en ? /Z REPORT/ : /LAPORAN Z/);
				if (report) assert.match(text, /Dedi Kurniawan/);
				if (p.name.includes("return")) assert.match(text, /RETUR[\s\S]*Refund Tunai/);
				await checkPage(page, p.name, view);
			}
		});
	} finally {
		await browser?.close();
		await server.stop();
		rmSync(persistTo, { recursive: true, force: true });
	}
});
