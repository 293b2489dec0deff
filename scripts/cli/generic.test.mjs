// node --test scripts/cli/generic.test.mjs   (part of `npm test`)
// The CLI's one output shape and its generic requests, as a user runs them: the pure parts first, then
// one local server (scripts/dev.mjs startLocal, temp state, a random port) with a workspace holding a
// credential per service, and `scripts/cli.mjs <group> METHOD PATH` spawned for each service and shape:
// data by default, --raw, --json on success and failure, the plain failure line, a PDF with --output,
// a missing credential, an unknown flag, --help per group, and `npm run cli` not echoing a token.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";
import { startLocal } from "../dev.mjs";
import { parseArgs } from "./context.mjs";
import { bearerKey, bodyOf, requestOf, serviceBase } from "./request.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const CLI = join(ROOT, "scripts", "cli.mjs");
/** Variables that would point the CLI at the developer's own server or demo keys. */
const CLEAN = Object.fromEntries(
	Object.keys(process.env)
		.filter((k) => k.startsWith("PASAR_") || k === "ADMIN_TOKEN")
		.map((k) => [k, ""]),
);

/** Runs the CLI; {code, stdout, stderr}. */
function cli(args, env = {}, { input, command = process.execPath, argv = [CLI] } = {}) {
	const child = spawn(command, [...argv, ...args], {
		cwd: ROOT,
		env: { ...process.env, ...CLEAN, ...env },
		stdio: [input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
	});
	if (input !== undefined) child.stdin.end(input);
	let stdout = "";
	let stderr = "";
	child.stdout.on("data", (d) => (stdout += d));
	child.stderr.on("data", (d) => (stderr += d));
	return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
}

test("pure parts: switches, -o, bodies, paths, bases and credentials", () => {
	assert.deepEqual(parseArgs(["--json", "GET", "/x", "-o", "f.pdf", "--data=1"]), {
		positional: ["GET", "/x"],
		flags: { json: true, output: "f.pdf", data: "1" },
		passthrough: [],
	});
	assert.equal(bodyOf({ data: '{ "a": 1 }' }), '{"a":1}');
	assert.equal(
		bodyOf({ "data-file": "-" }, (f) => (f === "-" ? "[1, 2]" : "")),
		"[1,2]",
	);
	assert.throws(() => bodyOf({ data: "{" }), /--data must be JSON/);
	assert.throws(() => bodyOf({ data: "{}", "data-file": "f" }), /not both/);
	assert.deepEqual(requestOf("pos", ["get", "/api/v1/outlets?limit=2"], { "idempotency-key": "k" }), {
		method: "GET",
		path: "/api/v1/outlets?limit=2",
		body: "",
		headers: { "Idempotency-Key": "k" },
	});
	assert.throws(() => requestOf("admin", ["GET", "/api/v1/x"], {}), /starting \/v1\//);
	assert.throws(() => requestOf("pos", ["FETCH", "/api/v1/x"], {}), /usage: pos/);
	assert.throws(() => requestOf("pos", ["GET", "/api/v1/x"], { data: "{}" }), /GET takes no body/);
	assert.throws(() => requestOf("pos", ["GET", "/api/v1/x"], { output: true }), /--output needs a file name/);
	assert.equal(serviceBase("store", {}, { PASAR_URL: "http://h:1/" }), "http://h:1/mkt");
	assert.equal(serviceBase("ci", { url: "https://ci.example/" }, {}), "https://ci.example");
	assert.equal(serviceBase("loc", {}, { PASAR_LOC_URL: "http://l/loc" }), "http://l/loc");
	assert.equal(bearerKey("pos", {}, { PASAR_POS_KEY: "sk_live_a" }), "sk_live_a");
	assert.equal(bearerKey("loc", { key: "loc_live_b" }, {}), "loc_live_b");
	assert.throws(
		() => bearerKey("store", {}, {}),
		/^Error: no storefront credential: pass --key or set PASAR_STORE_KEY$/,
	);
	// a credential a header cannot carry is refused without being repeated
	assert.throws(
		() => bearerKey("pos", { key: "sk_live_secret\nX" }, {}),
		(err) => !err.message.includes("sk_live_secret") && /--key/.test(err.message),
	);
});

test("--help: the groups, then each group's synopsis, credential and examples; unknown words exit 2", async () => {
	const all = await cli(["--help"]);
	assert.equal(all.code, 0);
	for (const g of ["pay", "mkt", "store", "pos", "ci", "loc", "secrets", "admin", "workspace", "runners"])
		assert.match(all.stdout, new RegExp(`^  ${g} +\\S`, "m"));
	const vars = { pay: "PASAR_PAY_KEY", mkt: "PASAR_MKT_KEY", store: "PASAR_STORE_KEY", pos: "PASAR_POS_KEY" };
	Object.assign(vars, { ci: "PASAR_CI_KEY", loc: "PASAR_LOC_TOKEN", secrets: "PASAR_SECRETS_TOKEN" });
	Object.assign(vars, { admin: "ADMIN_TOKEN", workspace: "ADMIN_TOKEN", credentials: "ADMIN_TOKEN" });
	Object.assign(vars, { token: "ADMIN_TOKEN", plan: "ADMIN_TOKEN", allowlist: "ADMIN_TOKEN", runners: "ADMIN_TOKEN" });
	const helps = await Promise.all(Object.keys(vars).map((g) => cli([g, "--help"])));
	Object.keys(vars).forEach((g, i) => {
		const h = helps[i];
		assert.equal(h.code, 0, `${g} --help: ${h.stderr}`);
		assert.match(h.stdout, /^usage: /, g);
		assert.ok(h.stdout.includes(vars[g]), `${g} --help names ${vars[g]}`);
		const examples = h.stdout.split("\nExamples:\n")[1];
		assert.ok(examples, `${g} --help has Examples`);
		assert.ok(examples.split("\n").filter((l) => l.startsWith("  npm run cli -- ")).length >= 2, g);
	});
	const lint = await cli(["ci", "lint", "--help"]);
	assert.match(lint.stdout, /^usage: ci lint[\s\S]*Examples:/);
	const unknown = await Promise.all([
		cli(["frob"]),
		cli(["ci", "frob"]),
		cli(["pos", "GET", "/api/v1/outlets", "--kee", "x"]),
		cli(["sk_live_pasted_by_mistake"]),
	]);
	for (const u of unknown) assert.equal(u.code, 2, u.stderr);
	assert.match(unknown[0].stderr, /^error: unknown group "frob": one of pay, mkt, /);
	assert.match(unknown[1].stderr, /^error: unknown ci command "frob": ci takes lint, run, status, logs/);
	assert.equal(unknown[2].stderr, "error: unknown flag --kee for pos (see pos --help)\n");
	assert.doesNotMatch(unknown[3].stderr, /sk_live_pasted/);
});

let tmp;
let server;
let keys;
let env;
let ws;

before(async () => {
	tmp = mkdtempSync(join(tmpdir(), "pasar-cli-generic-"));
	const port = 30_000 + Math.floor(Math.random() * 2_000);
	server = await startLocal({ port, persistTo: join(tmp, "state"), quiet: true, vars: { LOG_LEVEL: "warn" } });
	const admin = { PASAR_URL: server.url, ADMIN_TOKEN: server.adminToken };
	const made = await cli(["workspace", "create", "--name", "Toko CLI", "--json"], admin);
	assert.equal(made.code, 0, made.stderr);
	ws = JSON.parse(made.stdout);
	assert.match(ws.id, /^acc_/);
	const allow = await cli(["allowlist", "set", "--workspace", ws.id, "--service", "secrets", "--json"], admin);
	assert.equal(allow.code, 0, allow.stderr);
	keys = {};
	for (const service of ["pay", "mkt", "store", "pos", "ci", "loc", "secrets"]) {
		const args = ["credentials", "create", "--workspace", ws.id, "--service", service, "--json"];
		const r = await cli(service === "pay" ? [...args, "--environment", "test"] : args, admin);
		assert.equal(r.code, 0, `${service}: ${r.stderr}`);
		keys[service] = JSON.parse(r.stdout);
	}
	env = {
		...admin,
		PASAR_PAY_KEY_ID: keys.pay.keyId,
		PASAR_PAY_KEY: keys.pay.key,
		PASAR_MKT_KEY_ID: keys.mkt.keyId,
		PASAR_MKT_KEY: keys.mkt.key,
		PASAR_STORE_KEY: keys.store.key,
		PASAR_POS_KEY: keys.pos.key,
		PASAR_CI_KEY: keys.ci.key,
		PASAR_LOC_TOKEN: keys.loc.key,
		PASAR_SECRETS_TOKEN: keys.secrets.key,
	};
});

after(async () => {
	await server?.stop();
	if (tmp) rmSync(tmp, { recursive: true, force: true });
});

test("one request per service: each prints its data", async () => {
	const runs = await Promise.all(
		[
			["pos", "GET", "/api/v1/outlets"],
			["ci", "GET", "/api/v1/projects"],
			["store", "GET", "/api/v1/storefront/products"],
			["loc", "GET", "/api/v1/projects"],
			["secrets", "GET", "/api/v1/projects"],
			["admin", "GET", "/v1/workspaces"],
			["pay", "GET", "/v1/payouts/balance"],
			["mkt", "GET", "/api/v1/contacts"],
		].map((args) => cli(args, env).then((r) => [args[0], r])),
	);
	const out = {};
	for (const [group, r] of runs) {
		assert.equal(r.code, 0, `${group}: ${r.stderr}`);
		assert.equal(r.stderr, "", group);
		out[group] = JSON.parse(r.stdout);
		assert.ok(!("meta" in out[group]) || group === "store", `${group} printed data, not the envelope`);
	}
	for (const g of ["pos", "ci", "loc", "secrets", "admin"])
		assert.ok(Array.isArray(out[g]), `${g}: a list prints the array`);
	assert.ok(out.admin.some((w) => w.id === ws.id));
	assert.ok(Array.isArray(out.store.data), "the storefront's list is data.data");
	assert.equal(typeof out.pay, "object");
});

test("every output shape: data, --raw, --json, failures, a PDF with --output, stdin, HEAD, no server", async () => {
	// A write from stdin: the answer's data, pretty.
	const outlet = await cli(["pos", "POST", "/api/v1/outlets", "--data-file", "-"], env, {
		input: JSON.stringify({ name: "Toko Pusat", taxRateBps: 1100 }),
	});
	assert.equal(outlet.code, 0, outlet.stderr);
	assert.match(outlet.stdout, /^\{\n {2}"id": "/);
	const outletId = JSON.parse(outlet.stdout).id;

	const raw = await cli(["pos", "GET", "/api/v1/outlets", "--raw"], env);
	assert.equal(raw.code, 0, raw.stderr);
	const envelope = JSON.parse(raw.stdout);
	assert.ok(Array.isArray(envelope.data) && "meta" in envelope, raw.stdout);
	const json = await cli(["pos", "GET", "/api/v1/outlets", "--json"], env);
	assert.equal(json.code, 0, json.stderr);
	assert.equal(json.stdout.trim().split("\n").length, 1, "compact: one line");
	assert.deepEqual(JSON.parse(json.stdout), envelope.data);

	// A failure: --json prints the error object on stdout only; plain prints one line on stderr.
	const failJson = await cli(["pos", "GET", "/api/v1/outlets/out_nope", "--json"], env);
	assert.equal(failJson.code, 1);
	assert.equal(failJson.stderr, "");
	const error = JSON.parse(failJson.stdout);
	assert.equal(error.status, 404);
	assert.equal(typeof error.code, "string");
	assert.equal(typeof error.message, "string");
	const fail = await cli(["pos", "GET", "/api/v1/outlets/out_nope"], env);
	assert.equal(fail.code, 1);
	assert.equal(fail.stdout, "");
	assert.match(fail.stderr, new RegExp(`^error: 404 ${error.code}: .+\\(request \\S+\\)\\n$`));

	// A sale, then its receipt: a PDF needs --output.
	const product = await cli(
		["pos", "POST", "/api/v1/products", "--data", '{"name":"Kopi Susu","variants":[{"price":18000}]}', "--json"],
		env,
	);
	assert.equal(product.code, 0, product.stderr);
	const variantId = JSON.parse(product.stdout).variants[0].id;
	const saleBody = {
		outletId,
		items: [{ variantId, quantity: 1 }],
		payments: [{ method: "CASH", amount: 19_980, tendered: 20_000 }],
	};
	const sale = await cli(["pos", "POST", "/api/v1/sales", "--data", JSON.stringify(saleBody), "--json"], env);
	assert.equal(sale.code, 0, sale.stderr);
	const receipt = `/api/v1/sales/${JSON.parse(sale.stdout).id}/receipt?format=pdf&width=58`;
	const noFile = await cli(["pos", "GET", receipt], env);
	assert.equal(noFile.code, 2);
	assert.match(noFile.stderr, /^error: the answer is application\/pdf \(\d+ bytes\): pass --output FILE/);
	assert.equal(noFile.stdout, "");
	const file = join(tmp, "receipt.pdf");
	const saved = await cli(["pos", "GET", receipt, "-o", file], env);
	assert.equal(saved.code, 0, saved.stderr);
	assert.equal(readFileSync(file).subarray(0, 5).toString(), "%PDF-");
	assert.match(saved.stderr, /^wrote .*receipt\.pdf \(application\/pdf, \d+ bytes\)\n$/);

	const head = await cli(["pos", "HEAD", "/api/v1/outlets"], env);
	assert.equal(head.code, 0, head.stderr);
	assert.match(head.stdout, /^HTTP 200\b[\s\S]*\ncontent-type: application\/json/i);

	// A missing credential: one line naming the flag and the variable, exit 2.
	const none = await cli(["pos", "GET", "/api/v1/outlets"], { PASAR_URL: server.url });
	assert.equal(none.code, 2);
	assert.equal(none.stderr, "error: no point of sale credential: pass --key or set PASAR_POS_KEY\n");
	const noneJson = await cli(["ci", "GET", "/api/v1/projects", "--json"], { PASAR_URL: server.url });
	assert.equal(noneJson.code, 2);
	assert.equal(JSON.parse(noneJson.stdout).code, "usage");

	// No server: one line naming the URL, exit 1.
	const closed = await freePort();
	const down = await cli(["store", "GET", "/api/v1/storefront/products"], {
		...env,
		PASAR_URL: `http://127.0.0.1:${closed}`,
	});
	assert.equal(down.code, 1);
	assert.match(
		down.stderr,
		new RegExp(`^error: cannot reach http://127\\.0\\.0\\.1:${closed}/mkt/api/v1/storefront/products: `),
	);
	assert.doesNotMatch(down.stderr, new RegExp(keys.store.key));
});

test("npm run cli echoes neither its command line nor a token", async () => {
	const npm = process.platform === "win32" ? "npm.cmd" : "npm";
	const r = await cli(
		["run", "cli", "--", "pos", "GET", "/api/v1/outlets", "--key", keys.pos.key, "--json"],
		{
			PASAR_URL: server.url,
		},
		{ command: npm, argv: [] },
	);
	assert.equal(r.code, 0, r.stderr);
	assert.ok(Array.isArray(JSON.parse(r.stdout)), r.stdout);
	assert.doesNotMatch(r.stdout + r.stderr, new RegExp(keys.pos.key));
	assert.doesNotMatch(r.stdout + r.stderr, /scripts\/run\.mjs/);
	// a wrong key: the error names the status and code, never the key
	const wrong = await cli(["pos", "GET", "/api/v1/outlets", "--key", "sk_live_wrongwrongwrong"], {
		PASAR_URL: server.url,
	});
	assert.equal(wrong.code, 1);
	assert.match(wrong.stderr, /^error: 401 /);
	assert.doesNotMatch(wrong.stderr, /wrongwrongwrong/);
});

/** A port nothing listens on (bound, then released). */
function freePort() {
	return new Promise((resolve) => {
		const s = createServer().listen(0, "127.0.0.1", () => {
			const { port } = s.address();
			s.close(() => resolve(port));
		});
	});
}
