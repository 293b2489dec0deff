// Browser test of marketing's campaign tracking routes (issue 40): the click redirect's refusal page
// (a tampered token: neutral; a validly signed token for a link its campaign does not hold: in the
// shop's brand) at 390 × 844 and 1280 × 800 in id-ID and en-US through page-checks.mjs, and the open
// pixel's image. Tokens are signed here with the MASTER_KEY the server is started with, as the
// campaign emails sign them (access/session.ts signClaims).
import assert from "node:assert/strict";
import { createHmac, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { adminCall, startLocal } from "../dev.mjs";
import { payClient } from "../pay-client.mjs";
import { chromiumSkip, launchChromium } from "./chromium.mjs";
import { checkPage, eachView } from "./page-checks.mjs";

const skip = chromiumSkip("campaign tracking pages browser test");
const LOGO = "https://cdn.toko.example/logo.png";
const PNG = Buffer.from(
	"iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
	"base64",
);

function token(masterKeyHex, purpose, claims) {
	const purposeKey = createHmac("sha256", Buffer.from(masterKeyHex, "hex")).update(`mkt:${purpose}`).digest();
	const body = Buffer.from(JSON.stringify(claims)).toString("base64url");
	return `${body}.${createHmac("sha256", purposeKey).update(body).digest("base64url")}`;
}

test("click refusal page and open pixel in Chromium: branded, both languages, both sizes, clean", {
	skip,
	timeout: 300_000,
}, async () => {
	const persistTo = mkdtempSync(join(tmpdir(), "pasar-tracking-"));
	const masterKey = randomBytes(32).toString("hex");
	const port = 28_000 + Math.floor(Math.random() * 2_000);
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
			{ branding: { displayName: "Kopi Sari", logoUrl: LOGO, brandColor: "#5b3a1e" } },
			"brand-1",
		);
		const exp = Date.now() + 86_400_000;
		// Signed, but its campaign holds no such link (no campaign at all): the shop's refusal page.
		const foreign = `${server.url}/mkt/l/${token(masterKey, "track:l", { ws, k: "cmp_none", c: "ct_1", u: "https://evil.example/", exp })}`;
		const tampered = `${server.url}/mkt/l/${token(masterKey, "track:l", { ws, k: "cmp_none", c: "ct_1", u: "https://evil.example/", exp })}x`;

		// The pixel: the same image for a signed token and a made-up one.
		for (const u of [
			`${server.url}/mkt/o/${token(masterKey, "track:o", { ws, k: "cmp_none", c: "ct_1", exp })}`,
			`${server.url}/mkt/o/not-a-token.gif`,
		]) {
			const r = await fetch(u);
			assert.equal(r.status, 200);
			assert.equal(r.headers.get("content-type"), "image/gif");
			assert.equal((await r.arrayBuffer()).byteLength, 43);
		}

		browser = await launchChromium();
		const logo = { [LOGO]: { status: 200, contentType: "image/png", body: PNG } };
		await eachView(
			browser,
			server.url,
			async (page, view) => {
				const en = view.locale === "en-US";
				const res = await page.goto(foreign);
				assert.equal(res.status(), 404);
				assert.equal(new URL(page.url()).host, new URL(server.url).host, "never redirected");
				assert.equal(await page.getByTestId("shop-name").innerText(), "Kopi Sari");
				assert.match(await page.locator("h1").innerText(), en ? /cannot be opened/ : /tidak dapat dibuka/);
				await checkPage(page, "click-refused", view);
				assert.equal((await page.goto(tampered)).status(), 404);
				assert.equal(await page.getByTestId("shop-name").count(), 0);
				await checkPage(page, "click-invalid", view);
			},
			logo,
		);
	} finally {
		await browser?.close();
		await server.stop();
		rmSync(persistTo, { recursive: true, force: true });
	}
});
