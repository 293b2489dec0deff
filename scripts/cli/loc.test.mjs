// node --test scripts/cli/loc.test.mjs   (plain Node >= 20; no Worker needed)
// Drives `cli.mjs loc ...` as a real process against a tiny in-memory stand-in of the localization
// API (pull, import, check), checking the files written, the requests sent and the exit codes.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";
import { locTarget, nest, pullFiles } from "./loc.mjs";

const CLI = fileURLToPath(new URL("../cli.mjs", import.meta.url));
const TOKEN = "loc_live_test";
const source = {
	default: { "home.title": "Hello {name}", cart: "Cart", "cart.empty": "Empty <b>&</b>" },
	legal: { tos: "Terms" },
};
const pulled = (q) => ({
	sourceLocale: "en",
	source,
	locales: {
		id: { releaseId: "rel_1", contentHash: "h", catalog: { default: { "home.title": "Halo {name}" } } },
		fr:
			q.get("draft") === "true"
				? { releaseId: null, contentHash: "d", catalog: { default: { cart: "Panier" } } }
				: { releaseId: null, contentHash: null, catalog: null },
	},
	fallbacks: { id: "en", fr: "en" },
	pseudo: q.get("pseudo") === "true" ? { locale: "en-XA", catalog: { default: { cart: "[Çáŕţ ~~]" } } } : null,
});
const state = { imports: [], checkOk: true, requests: [] };

let server;
let url;
before(async () => {
	server = createServer((req, res) => {
		const send = (status, data) => {
			res.writeHead(status, { "Content-Type": "application/json" });
			res.end(JSON.stringify(status < 400 ? { data, error: null, meta: {} } : { data: null, error: data, meta: {} }));
		};
		const u = new URL(req.url, "http://x");
		state.requests.push(`${req.method} ${u.pathname}${u.search}`);
		if (req.headers.authorization !== `Bearer ${TOKEN}`)
			return send(401, { code: "INVALID_API_KEY", message: "The API key is not valid" });
		const path = u.pathname.replace(/^\/loc\/api\/v1/, "");
		if (req.method === "GET" && path === "/projects/prj_1/pull") return send(200, pulled(u.searchParams));
		if (req.method === "GET" && path === "/projects/prj_1/check")
			return send(200, {
				ok: state.checkOk,
				errors: state.checkOk
					? []
					: [{ type: "missing_key", key: "default:cart", locale: "id", message: "No shippable value" }],
				warnings: [{ type: "unreviewed", key: "default:home.title", locale: "id", message: "machine" }],
				stats: { keys: 3, locales: 2, errors: state.checkOk ? 0 : 1, warnings: 1, byType: {} },
			});
		if (req.method === "POST" && path === "/projects/prj_1/import") {
			let body = "";
			req.on("data", (c) => (body += c));
			req.on("end", () => {
				const b = JSON.parse(body);
				state.imports.push({ body: b, idempotencyKey: req.headers["idempotency-key"] });
				if (b.content.includes("{who}"))
					return send(422, {
						code: "PLACEHOLDER_MISMATCH",
						message: "home.title: missing {name}",
						param: "home.title",
					});
				send(200, { created: 0, updated: 0, translations: 1, skipped: ["nope"] });
			});
			return;
		}
		send(404, { code: "NOT_FOUND", message: path });
	});
	await new Promise((r) => server.listen(0, "127.0.0.1", r));
	url = `http://127.0.0.1:${server.address().port}`;
});
after(() => server.close());

function cli(args, env = {}) {
	const child = spawn(process.execPath, [CLI, "loc", ...args], {
		env: { ...process.env, PASAR_URL: url, PASAR_LOC_TOKEN: TOKEN, PASAR_LOC_URL: "", ...env },
		stdio: ["ignore", "pipe", "pipe"],
	});
	let stdout = "";
	let stderr = "";
	child.stdout.on("data", (d) => (stdout += d));
	child.stderr.on("data", (d) => (stderr += d));
	return new Promise((resolve) => child.on("exit", (code) => resolve({ code, stdout, stderr })));
}
const tmp = () => mkdtempSync(join(tmpdir(), "loc-cli-"));
const tree = (dir) =>
	Object.fromEntries(
		readdirSync(dir, { recursive: true, withFileTypes: true })
			.filter((e) => e.isFile())
			.map((e) => [
				join(e.parentPath ?? e.path, e.name).slice(dir.length + 1),
				readFileSync(join(e.parentPath ?? e.path, e.name), "utf8"),
			]),
	);

test("pull writes <out>/<locale>/<namespace>.json, nested on dots, source and released locales only", async () => {
	const out = tmp();
	const r = await cli(["pull", "--project", "prj_1", "--out", out, "--url", `${url}/loc`]);
	assert.equal(r.code, 0, r.stderr);
	const files = tree(out);
	assert.deepEqual(Object.keys(files).sort(), ["en/default.json", "en/legal.json", "id/default.json"]);
	assert.deepEqual(JSON.parse(files["en/default.json"]), {
		home: { title: "Hello {name}" },
		cart: "Cart",
		"cart.empty": "Empty <b>&</b>",
	});
	assert.deepEqual(JSON.parse(files["id/default.json"]), { home: { title: "Halo {name}" } });
	assert.match(r.stdout, /not released \(pull --draft to include\): fr/);
	assert.equal(state.requests.at(-1), "GET /loc/api/v1/projects/prj_1/pull");
});

test("pull --draft --pseudo --format json-flat adds drafts and en-XA; xliff writes .xlf with source and target", async () => {
	const out = tmp();
	const r = await cli(["pull", "--project", "prj_1", "--out", out, "--draft", "--pseudo", "--format", "json-flat"]);
	assert.equal(r.code, 0, r.stderr);
	assert.equal(state.requests.at(-1), "GET /loc/api/v1/projects/prj_1/pull?draft=true&pseudo=true");
	const files = tree(out);
	assert.deepEqual(Object.keys(files).sort(), [
		"en-XA/default.json",
		"en/default.json",
		"en/legal.json",
		"fr/default.json",
		"id/default.json",
	]);
	assert.deepEqual(JSON.parse(files["en/default.json"]), source.default);
	assert.deepEqual(JSON.parse(files["fr/default.json"]), { cart: "Panier" });
	const x = tmp();
	const xr = await cli(["pull", "--project", "prj_1", "--out", x, "--format", "xliff"]);
	assert.equal(xr.code, 0, xr.stderr);
	const xl = tree(x)["id/default.xlf"];
	assert.match(xl, /<xliff version="1.2"/);
	assert.match(xl, /source-language="en" target-language="id"/);
	assert.match(xl, /<source>Hello \{name\}<\/source>\n {8}<target>Halo \{name\}<\/target>/);
	assert.match(tree(x)["en/default.xlf"], /<source>Empty &lt;b&gt;&amp;&lt;\/b&gt;<\/source>/);
});

test("push sends the file to import (format from the extension) and prints the answer", async () => {
	const dir = tmp();
	const f = join(dir, "id.json");
	writeFileSync(f, JSON.stringify({ home: { title: "Halo {name}" }, nope: "x" }));
	const r = await cli([
		"push",
		"--project",
		"prj_1",
		"--file",
		f,
		"--locale",
		"id",
		"--status",
		"machine",
		"--idempotency-key",
		"k1",
	]);
	assert.equal(r.code, 0, r.stderr);
	assert.deepEqual(state.imports.at(-1), {
		body: {
			locale: "id",
			namespace: "default",
			format: "json-nested",
			content: readFileSync(f, "utf8"),
			status: "machine",
		},
		idempotencyKey: "k1",
	});
	assert.match(r.stdout, /1 translations written/);
	assert.match(r.stdout, /skipped \(no such key\): nope/);
	const x = join(dir, "fr.xlf");
	writeFileSync(x, "<xliff/>");
	assert.equal(
		(await cli(["push", "--project", "prj_1", "--file", x, "--locale", "fr", "--namespace", "legal"])).code,
		0,
	);
	assert.deepEqual(
		{ ...state.imports.at(-1).body, content: undefined },
		{ locale: "fr", namespace: "legal", format: "xliff", content: undefined },
	);
});

test("push refused by the gate exits 1 naming the key", async () => {
	const f = join(tmp(), "id.json");
	writeFileSync(f, JSON.stringify({ home: { title: "Halo {who}" } }));
	const r = await cli(["push", "--project", "prj_1", "--file", f, "--locale", "id"]);
	assert.equal(r.code, 1);
	assert.match(r.stderr, /422 PLACEHOLDER_MISMATCH: home\.title: missing \{name\} \(param home\.title\)/);
});

test("check exits 0 when ok and 1 otherwise, printing errors and warnings", async () => {
	state.checkOk = true;
	const good = await cli(["check", "--project", "prj_1"]);
	assert.equal(good.code, 0, good.stderr);
	assert.match(good.stdout, /warning unreviewed default:home\.title \[id\] machine/);
	assert.match(good.stdout, /^ok: 0 errors, 1 warnings/m);
	state.checkOk = false;
	const bad = await cli(["check", "--project", "prj_1"]);
	assert.equal(bad.code, 1);
	assert.match(bad.stdout, /error missing_key default:cart \[id\] No shippable value/);
	assert.match(bad.stdout, /^FAILED: 1 errors, 1 warnings/m);
});

test("a bad or missing token, a missing flag, an unknown command", async () => {
	const wrong = await cli(["check", "--project", "prj_1", "--token", "loc_live_nope"]);
	assert.equal(wrong.code, 1);
	assert.match(wrong.stderr, /401 INVALID_API_KEY/);
	const none = await cli(["check", "--project", "prj_1"], { PASAR_LOC_TOKEN: "" });
	assert.equal(none.code, 2);
	assert.match(none.stderr, /^error: no localization credential: pass --token or --key or set PASAR_LOC_TOKEN\n$/);
	const noOut = await cli(["pull", "--project", "prj_1"]);
	assert.equal(noOut.code, 2);
	assert.match(noOut.stderr, /--out is required/);
	assert.equal((await cli(["frobnicate"])).code, 2);
});

test("the base URL and token come from flags, then the environment", () => {
	assert.deepEqual(locTarget({ token: "t" }, {}), { base: "http://127.0.0.1:8787/loc", token: "t" });
	assert.equal(locTarget({ url: "https://loc.example/" }, { PASAR_LOC_TOKEN: "e" }).base, "https://loc.example");
	assert.equal(locTarget({}, { PASAR_LOC_TOKEN: "e", PASAR_URL: "http://h:1" }).base, "http://h:1/loc");
	assert.throws(() => locTarget({}, {}), /--token/);
});

test("nesting and the written paths", () => {
	assert.deepEqual(
		JSON.parse(
			JSON.stringify(
				nest([
					["a.b", "1"],
					["a.c.d", "2"],
					["x", "3"],
					["x.y", "4"],
				]),
			),
		),
		{
			a: { b: "1", c: { d: "2" } },
			x: "3",
			"x.y": "4",
		},
	);
	assert.throws(
		() => pullFiles({ sourceLocale: "en", source: { "../evil": { a: "b" } }, locales: {} }, "/tmp/x", "json-flat"),
		/refusing/,
	);
});
