// Browser test of the small buyer pages (issue 39): POS's public parcel tracker and marketing's
// double opt-in and unsubscribe pages, in the shop's brand, at 390 × 844 and 1280 × 800 in id-ID
// and en-US, through page-checks.mjs (no overflow, no wrapped amount, no ISO timestamp, axe,
// sizes, no third-party request; screenshots to .tmp/screens/). The subscription links are signed
// here with the MASTER_KEY the server is started with, as marketing's emails sign them.
import assert from "node:assert/strict";
import { createHmac, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { adminCall, startLocal } from "../dev.mjs";
import { mktClient } from "../mkt-client.mjs";
import { payClient } from "../pay-client.mjs";
import { chromiumSkip, launchChromium } from "./chromium.mjs";
import { checkPage, eachView } from "./page-checks.mjs";

const skip = chromiumSkip("tracker and subscription pages browser test");
const LOGO = "https://cdn.toko.example/logo.png";
const PNG = Buffer.from(
	"iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
	"base64",
);

/** marketing's signed link token (access/session.ts signClaims), from the claims and the master key. */
function linkToken(masterKeyHex, kind, claims) {
	const purposeKey = createHmac("sha256", Buffer.from(masterKeyHex, "hex")).update(`mkt:link:${kind}`).digest();
	const body = Buffer.from(JSON.stringify(claims)).toString("base64url");
	return `${body}.${createHmac("sha256", purposeKey).update(body).digest("base64url")}`;
}

test("tracker, opt-in and unsubscribe pages in Chromium: branded, both languages, both sizes, clean", {
	skip,
	timeout: 300_000,
}, async () => {
	const persistTo = mkdtempSync(join(tmpdir(), "pasar-notice-"));
	const masterKey = randomBytes(32).toString("hex");
	const port = 26_000 + Math.floor(Math.random() * 2_000);
	const server = await startLocal({ port, persistTo, quiet: true, vars: { LOG_LEVEL: "warn", MASTER_KEY: masterKey } });
	let browser;
	try {
		const admin = async (method, path, body, want) => {
			const r = await adminCall(server.url, server.adminToken, method, path, body);
			assert.equal(r.status, want, `${method} ${path}: ${JSON.stringify(r.body)}`);
			return r.body.data;
		};
		const ws = (await admin("POST", "/v1/workspaces", { name: "Kopi Sari Bandung" }, 201)).id;
		const payKey = await admin(
			"POST",
			`/v1/workspaces/${ws}/credentials`,
			{ service: "pay", environment: "live" },
			201,
		);
		await payClient(server.url, payKey)(
			"PUT",
			"/v1/checkout-settings",
			{
				branding: { displayName: "Kopi Sari", logoUrl: LOGO, brandColor: "#5b3a1e" },
			},
			"brand-1",
		);

		// A booked parcel: business plan, origin, credit, a draft with a destination town, confirm-pickup.
		await admin("PUT", `/v1/workspaces/${ws}/plans/pos`, { plan: "business" }, 200);
		const posKey = (await admin("POST", `/v1/workspaces/${ws}/credentials`, { service: "pos" }, 201)).key;
		const pos = async (method, path, body, want) => {
			const r = await fetch(`${server.url}/pos/api/v1${path}`, {
				method,
				headers: { Authorization: `Bearer ${posKey}`, "Content-Type": "application/json" },
				body: body ? JSON.stringify(body) : undefined,
			});
			const json = await r.json();
			assert.equal(r.status, want, `${method} ${path}: ${JSON.stringify(json)}`);
			return json.data;
		};
		await pos(
			"PATCH",
			"/fulfillment/shipping/origin",
			{
				contactName: "Kopi Sari",
				phone: "+62 22 1234 567",
				address: "Jl. Braga 1, Bandung",
				postalCode: "40115",
			},
			200,
		);
		await admin(
			"POST",
			"/v1/maintenance/pos/shipping-credit-grant",
			{ workspaceId: ws, amount: 200_000, reason: "test" },
			200,
		);
		const draft = await pos(
			"POST",
			"/fulfillment/shipments",
			{
				courierCode: "jne",
				courierServiceCode: "reg",
				destination: {
					name: "Budi Santoso",
					phone: "+62 812 3456 7890",
					address: "Jl. Kebon Jeruk 12",
					postalCode: "11530",
					city: "Jakarta Barat",
				},
				items: [{ name: "Kopi Gayo 250 g", value: 85_000, weight: 300, quantity: 2 }],
			},
			201,
		);
		const { waybillId } = await pos("POST", `/fulfillment/shipments/${draft.id}/confirm-pickup`, undefined, 200);

		// A contact and its signed links, as marketing's emails carry them.
		const mktKey = await admin("POST", `/v1/workspaces/${ws}/credentials`, { service: "mkt" }, 201);
		const contact = await mktClient(server.url, mktKey)("POST", "/api/v1/contacts", { email: "sari@example.com" });
		const claims = { ws, c: contact.id, ch: "email", exp: Date.now() + 86_400_000 };
		const confirm = `${server.url}/mkt/c/${linkToken(masterKey, "c", claims)}`;
		const unsubscribe = `${server.url}/mkt/u/${linkToken(masterKey, "u", claims)}`;

		browser = await launchChromium();
		const logo = { [LOGO]: { status: 200, contentType: "image/png", body: PNG } };
		await eachView(
			browser,
			server.url,
			async (page, view) => {
				const en = view.locale === "en-US";
				await page.goto(`${server.url}/pos/track/${waybillId}`);
				assert.equal(await page.getByTestId("shop-name").innerText(), "Kopi Sari");
				assert.equal(await page.getByTestId("destination").innerText(), "Jakarta Barat");
				assert.match(await page.getByTestId("eta").innerText(), en ? /^Expected: / : /^Perkiraan tiba: /);
				assert.match(await page.getByTestId("status").innerText(), en ? /Courier booked/ : /Kurir sudah dipesan/);
				assert.doesNotMatch(await page.locator("body").innerText(), /Kebon Jeruk|Budi|11530/);
				await checkPage(page, "tracker", view);
				await page.goto(`${server.url}/pos/track/JP0000000000`);
				assert.match(await page.locator("h1").innerText(), en ? /Waybill not found/ : /Resi tidak ditemukan/);
				await checkPage(page, "tracker-unknown", view);

				await page.goto(confirm);
				assert.equal(await page.getByTestId("shop-name").innerText(), "Kopi Sari");
				await checkPage(page, "optin", view);
				await page.locator("main form button").first().click();
				await page.waitForLoadState();
				await checkPage(page, "optin-confirmed", view);
				await page.goto(unsubscribe);
				await checkPage(page, "unsubscribe", view);
				await page.locator("main form button").first().click();
				await page.waitForLoadState();
				assert.match(await page.locator("main").innerText(), en ? /unsubscribed/i : /berhenti/i);
				await checkPage(page, "unsubscribed", view);
				await page.goto(`${server.url}/mkt/u/not-a-token`);
				await checkPage(page, "subscription-link-invalid", view);
			},
			logo,
		);
	} finally {
		await browser?.close();
		await server.stop();
		rmSync(persistTo, { recursive: true, force: true });
	}
});
