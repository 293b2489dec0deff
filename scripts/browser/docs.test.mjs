// Browser test of the API reference pages (issue 25 acceptance): a real Chromium (playwright-core)
// against a local `wrangler dev` server, with every request that leaves 127.0.0.1 aborted, opens each
// service's /docs (Scalar from the Worker's own static assets) at an operation with a request body and
// checks that body's field names are rendered and no `$ref` text is. It also sends one "try it"
// request with a bearer token from the page, and runs the generated signing snippets of payments and marketing
// (Node.js, and curl + openssl when there is one) against the same server. Runs under node
// (`node --test`, part of `npm test`); the browser parts skip with a reason when Chromium is absent.
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { adminCall, startLocal } from "../dev.mjs";
import { chromiumSkip, launchChromium } from "./chromium.mjs";

const skip = chromiumSkip("API reference browser test");

/** One operation with a request body per documented base, and field names only its body has. */
const PAGES = [
	{ base: "pay", op: "POST/v1/payouts", fields: ["amount", "currency", "bankAccountHolder", "bankAccountNumber"] },
	{ base: "mkt", op: "POST/api/v1/contacts", fields: ["email", "firstName", "socialHandles", "externalRef"] },
	{ base: "mkt", op: "POST/api/v1/storefront/products", fields: ["price", "googleProductCategory", "licenseEnabled"] },
	{ base: "pos", op: "POST/api/v1/outlets", fields: ["timezone", "taxRateBps", "taxInclusive", "receiptHeader"] },
	{ base: "ci", op: "POST/api/v1/projects", fields: ["repoFullName", "defaultBranch", "configPath"] },
	{ base: "loc", op: "POST/api/v1/projects", fields: ["slug", "sourceLocale", "siteUrl"] },
	{ base: "secrets", op: "PUT/api/v1/environments/{envId}/secrets", fields: ["key", "value"] },
	{ base: "admin", op: "POST/v1/workspaces", fields: ["name", "slug"] },
];

describe("API reference pages, offline", { timeout: 300_000 }, () => {
	let server;
	let browser;
	let persistTo;
	before(async () => {
		persistTo = mkdtempSync(join(tmpdir(), "pasar-docs-"));
		const port = 24_000 + Math.floor(Math.random() * 2_000);
		server = await startLocal({ port, persistTo, quiet: true, vars: { LOG_LEVEL: "warn" } });
		if (!skip) browser = await launchChromium();
	});
	after(async () => {
		await browser?.close();
		await server?.stop();
		if (persistTo) rmSync(persistTo, { recursive: true, force: true });
	});

	/** A page whose requests off 127.0.0.1 are aborted and recorded, and whose script errors are kept. */
	async function offlinePage() {
		const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
		const external = [];
		const errors = [];
		await page.route("**/*", (route) => {
			const url = new URL(route.request().url());
			if (url.hostname === "127.0.0.1") return route.continue();
			external.push(url.href);
			return route.abort();
		});
		page.on("pageerror", (e) => errors.push(e.message));
		return { page, external, errors };
	}

	for (const { base, op, fields } of PAGES) {
		test(`/${base}/docs renders the body of ${op.replace("/", " ")}`, { skip }, async () => {
			const { page, external, errors } = await offlinePage();
			try {
				// Operations sit under their tag: Scalar's address of one is #tag/<tag slug>/METHOD/path.
				const doc = await (await fetch(`${server.url}/${base}/openapi.json`)).json();
				const [method, ...rest] = op.split("/");
				const tag = doc.paths[`/${rest.join("/")}`][method.toLowerCase()].tags[0];
				const slug = tag
					.toLowerCase()
					.replace(/[^a-z0-9]+/g, "-")
					.replace(/^-|-$/g, "");
				await page.goto(`${server.url}/${base}/docs#tag/${slug}/${op}`);
				// Scalar's section ids end with METHOD/path (e.g. "api-1/tag/balances-and-payouts/POST/v1/payouts").
				const section = page.locator(`section[id$="/${op}"]`);
				await section.waitFor({ timeout: 30_000 });
				const text = await section.innerText();
				for (const field of fields) assert.match(text, new RegExp(`\\b${field}\\b`), `${base} ${op}: ${field}`);
				assert.doesNotMatch(await page.locator("body").innerText(), /\$ref/);
				assert.deepEqual(external, [], "the page reached off the local server");
				assert.deepEqual(errors, []);
			} finally {
				await page.close();
			}
		});
	}

	test("try it: a bearer request from /admin/docs reaches the same origin and answers 200", { skip }, async () => {
		const { page } = await offlinePage();
		try {
			const doc = await (await fetch(`${server.url}/admin/openapi.json`)).json();
			const slug = doc.paths["/v1/workspaces"].get.tags[0].toLowerCase().replace(/[^a-z0-9]+/g, "-");
			await page.goto(`${server.url}/admin/docs#tag/${slug}/GET/v1/workspaces`);
			const section = page.locator('section[id$="/GET/v1/workspaces"]');
			await section.waitFor({ timeout: 30_000 });
			await section.getByRole("button", { name: "Test Request" }).click();
			const token = page.locator('input[id^="scalar-client"][placeholder="Token"]');
			await token.fill(server.adminToken);
			const answered = page.waitForResponse(
				(r) => r.url().startsWith(`${server.url}/admin/v1/workspaces`) && r.request().method() === "GET",
			);
			await page.getByRole("button", { name: /Send get request/ }).click();
			const res = await answered;
			assert.equal(res.status(), 200);
			assert.equal(res.request().headers().authorization, `Bearer ${server.adminToken}`);
		} finally {
			await page.close();
		}
	});

	/** Runs the Node.js (and, with curl and openssl, the shell) snippet of each operation; each must answer its status. */
	async function runSnippets(base, env, ops) {
		const doc = await (await fetch(`${server.url}/${base}/openapi.json`)).json();
		const samples = (method, path) =>
			Object.fromEntries(doc.paths[path][method]["x-codeSamples"].map((s) => [s.lang, s.source]));
		const hasCurl = spawnSync("sh", ["-c", "command -v curl && command -v openssl"]).status === 0;
		const dir = mkdtempSync(join(tmpdir(), "pasar-snippets-"));
		try {
			for (const [method, path, status] of ops) {
				const file = join(dir, `${method}.mjs`);
				writeFileSync(file, samples(method, path).JavaScript);
				const out = execFileSync(process.execPath, [file], { env, encoding: "utf8" });
				assert.match(out, new RegExp(`^${status} `), `node snippet ${method} ${path}: ${out}`);
				if (!hasCurl) continue;
				const script = samples(method, path).Shell.replace("curl -sS", "curl -sS -o /dev/null -w '%{http_code}'");
				const shell = spawnSync("sh", ["-c", script], { env, encoding: "utf8" });
				assert.equal(shell.stdout.trim(), String(status), `shell snippet ${method} ${path}: ${shell.stderr}`);
			}
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	}

	/** A fresh workspace and a credential of `service` minted for it by the admin API. */
	async function credential(service, body = {}) {
		const admin = (method, path, b) => adminCall(server.url, server.adminToken, method, path, b);
		const ws = await admin("POST", "/v1/workspaces", { name: "Toko Docs" });
		const cred = await admin("POST", `/v1/workspaces/${ws.body.data.id}/credentials`, { service, ...body });
		assert.equal(cred.status, 201);
		return cred.body.data;
	}

	test("the signing snippets of /pay/openapi.json and /mkt/openapi.json work as pasted", async () => {
		const pay = await credential("pay", { environment: "test" });
		// A GET without a body, and a POST with the example body and an Idempotency-Key.
		await runSnippets("pay", { ...process.env, PASAR_PAY_KEY_ID: pay.keyId, PASAR_PAY_KEY: pay.key }, [
			["get", "/v1/payouts/balance", 200],
			["post", "/v1/test-helpers/settlements", 201],
		]);
		const mkt = await credential("mkt");
		await runSnippets("mkt", { ...process.env, PASAR_MKT_KEY_ID: mkt.keyId, PASAR_MKT_KEY: mkt.key }, [
			["get", "/api/v1/contacts", 200],
			["post", "/api/v1/contacts", 201],
		]);
	});
});
