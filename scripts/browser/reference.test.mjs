// Browser test of the API references and the front page (issue 41): against one local `wrangler dev`,
// each service's /docs shows its openapi.json tags in the sidebar and axe-core finds nothing serious
// or critical on the page with a tag group expanded ("Show More"), in a browser that
// prefers dark (the page forces its one checked light palette); Scalar's bundle has a content-hashed
// name and is cached a year while the page is revalidated; `/` and a service base answer a browser with
// the front page (390/1280 × id-ID/en-US, page-checks.mjs) and an API client with JSON as before.
// Runs under node (`node --test`, part of `npm test`); browser parts skip without Chromium.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { startLocal } from "../dev.mjs";
import { chromiumSkip, launchChromium } from "./chromium.mjs";
import { checkPage, eachView, expectAccessible } from "./page-checks.mjs";

const skip = chromiumSkip("API reference and front page browser test");
const BASES = ["pay", "mkt", "pos", "ci", "loc", "secrets", "admin"];

describe("API references and the front page", { timeout: 600_000 }, () => {
	let server;
	let browser;
	let persistTo;
	before(async () => {
		persistTo = mkdtempSync(join(tmpdir(), "pasar-reference-"));
		const port = 26_000 + Math.floor(Math.random() * 2_000);
		server = await startLocal({ port, persistTo, quiet: true, vars: { LOG_LEVEL: "warn" } });
		if (!skip) browser = await launchChromium();
	});
	after(async () => {
		await browser?.close();
		await server?.stop();
		if (persistTo) rmSync(persistTo, { recursive: true, force: true });
	});

	test("the bundle has a content-hashed name, cached a year; the page and the old name are not", async () => {
		const page = await fetch(`${server.url}/pay/docs`);
		assert.equal(page.headers.get("cache-control"), "no-cache");
		const src = (await page.text()).match(/<script src="(\/_pasar\/scalar\/standalone\.[0-9a-f]{12}\.js)"/)?.[1];
		assert.ok(src, "the page loads a hashed bundle");
		const bundle = await fetch(`${server.url}${src}`);
		assert.equal(bundle.status, 200);
		assert.equal(bundle.headers.get("cache-control"), "public, max-age=31536000, immutable");
		assert.match(bundle.headers.get("content-type") ?? "", /javascript/);
		await bundle.arrayBuffer();
		const old = await fetch(`${server.url}/_pasar/scalar/standalone.js`);
		await old.arrayBuffer();
		assert.equal(old.status, 404);
		assert.notEqual(old.headers.get("cache-control"), "public, max-age=31536000, immutable");
	});

	for (const base of BASES)
		test(`/${base}/docs: the tag groups in the sidebar, axe clean with a group expanded`, { skip }, async () => {
			const { tags } = await (await fetch(`${server.url}/${base}/openapi.json`)).json();
			assert.ok(tags?.length, `/${base}/openapi.json has tags`);
			const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: "dark" });
			const page = await context.newPage();
			const errors = [];
			page.on("pageerror", (e) => errors.push(e.message));
			try {
				await page.goto(`${server.url}/${base}/docs`);
				const sidebar = page.locator("aside.t-doc__sidebar");
				await sidebar.getByText(tags[0].name, { exact: true }).first().waitFor({ timeout: 30_000 });
				const text = await sidebar.innerText();
				for (const { name } of tags) assert.ok(text.includes(name), `/${base}/docs sidebar: tag ${name}`);
				// A tag group opened: its operations (parameters, bodies, responses, code samples) rendered. One axe
				// run over everything (the page as loaded is all still there): on Scalar's DOM it takes seconds.
				// (A first tag with few operations is shown whole, without the button.)
				// A long introduction (the signing recipe) keeps the first tag below the fold, where Scalar has
				// not rendered it yet: open it from the sidebar as a reader would.
				await sidebar.getByText(tags[0].name, { exact: true }).first().click();
				const more = page.locator("button.show-more").first();
				if (await more.count()) await more.click();
				// Operations' sections are attached (Scalar renders them lazily, so not necessarily visible).
				await page.locator("section[id*='/GET/'], section[id*='/POST/']").first().waitFor({ state: "attached" });
				await expectAccessible(page, `/${base}/docs with ${tags[0].name} expanded`);
				assert.deepEqual(errors, []);
			} finally {
				await context.close();
			}
		});

	test("API clients keep the JSON answers at / and at a base", async () => {
		for (const [path, accept] of [
			["/", "application/json"],
			["/", null],
			["/pay/", "application/json"],
		]) {
			const res = await fetch(`${server.url}${path}`, { headers: accept ? { Accept: accept } : {} });
			assert.equal(res.status, 404, path);
			assert.match(res.headers.get("content-type") ?? "", /application\/json/);
			await res.arrayBuffer();
		}
	});

	test("the front page and a base page at 390 and 1280 px, id-ID and en-US", { skip }, async () => {
		await eachView(browser, server.url, async (page, view) => {
			const res = await page.goto(`${server.url}/`);
			assert.equal(res.status(), 200);
			for (const base of BASES) {
				const card = page.getByTestId(`service-${base}`);
				assert.equal(await card.getByTestId("base").innerText(), `${server.url}/${base}`);
				assert.equal(await card.getByTestId("docs-link").getAttribute("href"), `${server.url}/${base}/docs`);
				assert.equal(await card.getByTestId("state").getAttribute("class"), "state ok");
			}
			assert.equal(await page.getAttribute("html", "lang"), view.locale.slice(0, 2));
			await checkPage(page, "front", view);
			for (const path of ["/pos/", "/pos"]) {
				assert.equal((await page.goto(`${server.url}${path}`)).status(), 200);
				assert.equal(await page.locator("[data-testid^=service-]").count(), 1);
				assert.equal(await page.getByTestId("openapi-link").getAttribute("href"), `${server.url}/pos/openapi.json`);
			}
			await checkPage(page, "front-pos", view);
			await page.getByTestId("all-link").click();
			await page.getByTestId("service-pay").waitFor();
		});
	});
});
