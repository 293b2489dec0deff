// The `mkt` CLI signs exactly as docs/marketing.md says (through @pasar/sdk); checked against an independent
// recomputation on the request the SDK hands to fetch.
import assert from "node:assert/strict";
import { createHash, createHmac } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { buildMktRequest, mktClientFor, resolveMktKey } from "./mkt.mjs";
import { send } from "./sdk.mjs";

const key = { keyId: "mkk_01JB4X6N0ZQ8K3C9W2T5V7R1MD", key: "mks_secret" };

function expectedSignature(method, path, ts, body, idem, onBehalfOf) {
	let s = `${method}\n${path}\n${ts}\n${createHash("sha256").update(body).digest("hex")}`;
	if (onBehalfOf) s += `\n${idem ?? ""}\n${onBehalfOf}`;
	else if (idem) s += `\n${idem}`;
	return createHmac("sha256", key.key).update(s).digest("hex");
}

/** What the CLI sends for a command line: the request as the SDK passes it to fetch. */
async function sent(positional, flags = {}, readFile) {
	let req;
	const client = mktClientFor("http://127.0.0.1:8787", key, async (r) => {
		req = r;
		return new Response(null, { status: 204 });
	});
	await send(client, buildMktRequest(positional, flags, readFile));
	const u = new URL(req.url);
	return { wirePath: `${u.pathname}${u.search}`, headers: Object.fromEntries(req.headers), body: await req.text() };
}

test("GET: prefixed path with the query and the empty-body hash", async () => {
	const r = await sent(["get", "/api/v1/contacts?q=budi"]);
	assert.equal(r.wirePath, "/mkt/api/v1/contacts?q=budi");
	const ts = r.headers["x-mkt-timestamp"];
	assert.equal(
		r.headers.authorization,
		`Mkt-HMAC-SHA256 keyId=${key.keyId}, scope=*, signature=${expectedSignature("GET", "/mkt/api/v1/contacts?q=budi", ts, "")}`,
	);
	assert.equal(r.headers["content-type"], undefined);
});

test("POST with JSON, an idempotency key and an on-behalf-of target: all signed", async () => {
	const r = await sent(["POST", "/api/v1/contacts"], {
		data: '{ "email": "a@example.com" }',
		"idempotency-key": "c-1",
		"on-behalf-of": "acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
	});
	assert.equal(r.body, '{"email":"a@example.com"}');
	assert.equal(r.headers["content-type"], "application/json");
	assert.equal(r.headers["x-mkt-on-behalf-of"], "acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD");
	const sig = expectedSignature(
		"POST",
		"/mkt/api/v1/contacts",
		r.headers["x-mkt-timestamp"],
		r.body,
		"c-1",
		"acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
	);
	assert.match(r.headers.authorization, new RegExp(`signature=${sig}$`));
	// without --idempotency-key a write sends none (marketing keys are optional)
	assert.equal((await sent(["POST", "/api/v1/contacts"], { data: "{}" })).headers["idempotency-key"], undefined);
});

test("--csv sends the file as text/csv, signed as sent", async () => {
	const csv = "email\r\na@example.com\r\n";
	const r = await sent(["POST", "/api/v1/contacts/import/csv?listName=L"], { csv: "x.csv" }, () => csv);
	assert.equal(r.body, csv);
	assert.equal(r.headers["content-type"], "text/csv");
	const sig = expectedSignature(
		"POST",
		"/mkt/api/v1/contacts/import/csv?listName=L",
		r.headers["x-mkt-timestamp"],
		csv,
	);
	assert.match(r.headers.authorization, new RegExp(`signature=${sig}$`));
});

test("refuses bad usage", () => {
	assert.throws(() => buildMktRequest(["FETCH", "/api/v1/contacts"], {}), /usage/);
	assert.throws(() => buildMktRequest(["GET", "/v1/contacts"], {}), /\/api\/v1\//);
	assert.throws(() => buildMktRequest(["POST", "/api/v1/contacts"], { data: "{" }), /JSON/);
	assert.throws(() => buildMktRequest(["POST", "/api/v1/contacts"], { data: "{}", csv: "f" }), /not both/);
});

test("the key comes from flags, then the environment, then the demo seed", () => {
	assert.deepEqual(resolveMktKey({ "key-id": "a", key: "b" }, {}), { keyId: "a", key: "b" });
	assert.deepEqual(resolveMktKey({}, { PASAR_MKT_KEY_ID: "c", PASAR_MKT_KEY: "d" }), { keyId: "c", key: "d" });
	const dir = mkdtempSync(join(tmpdir(), "mkt-cli-"));
	const demo = join(dir, "demo.json");
	writeFileSync(demo, JSON.stringify({ credentials: { mkt: { keyId: "e", key: "f" } } }));
	assert.deepEqual(resolveMktKey({}, {}, demo), { keyId: "e", key: "f" });
	assert.throws(() => resolveMktKey({}, {}, join(dir, "none.json")), /no marketing key/);
});
