// The `mkt` CLI signs exactly as DESIGN §4 says; checked against an independent recomputation.
import assert from "node:assert/strict";
import { createHash, createHmac } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { buildMktRequest, resolveMktKey } from "./mkt.mjs";

const key = { keyId: "mkk_01JB4X6N0ZQ8K3C9W2T5V7R1MD", key: "mks_secret" };

function expectedSignature(method, path, ts, body, idem, onBehalfOf) {
	let s = `${method}\n${path}\n${ts}\n${createHash("sha256").update(body).digest("hex")}`;
	if (onBehalfOf) s += `\n${idem ?? ""}\n${onBehalfOf}`;
	else if (idem) s += `\n${idem}`;
	return createHmac("sha256", key.key).update(s).digest("hex");
}

test("GET: prefixed path with the query and the empty-body hash", () => {
	const r = buildMktRequest(["get", "/api/v1/contacts?q=budi"], {}, key);
	assert.equal(r.wirePath, "/mkt/api/v1/contacts?q=budi");
	const ts = r.headers["X-Mkt-Timestamp"];
	assert.equal(
		r.headers.Authorization,
		`Mkt-HMAC-SHA256 keyId=${key.keyId}, scope=*, signature=${expectedSignature("GET", "/mkt/api/v1/contacts?q=budi", ts, "")}`,
	);
	assert.equal(r.headers["Content-Type"], undefined);
});

test("POST with JSON, an idempotency key and an on-behalf-of target: all signed", () => {
	const r = buildMktRequest(
		["POST", "/api/v1/contacts"],
		{
			data: '{ "email": "a@example.com" }',
			"idempotency-key": "c-1",
			"on-behalf-of": "acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
		},
		key,
	);
	assert.equal(r.body, '{"email":"a@example.com"}');
	assert.equal(r.headers["Content-Type"], "application/json");
	assert.equal(r.headers["X-Mkt-On-Behalf-Of"], "acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD");
	const sig = expectedSignature(
		"POST",
		"/mkt/api/v1/contacts",
		r.headers["X-Mkt-Timestamp"],
		r.body,
		"c-1",
		"acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
	);
	assert.match(r.headers.Authorization, new RegExp(`signature=${sig}$`));
});

test("--csv sends the file as text/csv, signed as sent", () => {
	const csv = "email\r\na@example.com\r\n";
	const r = buildMktRequest(["POST", "/api/v1/contacts/import/csv?listName=L"], { csv: "x.csv" }, key, () => csv);
	assert.equal(r.body, csv);
	assert.equal(r.headers["Content-Type"], "text/csv");
	const sig = expectedSignature(
		"POST",
		"/mkt/api/v1/contacts/import/csv?listName=L",
		r.headers["X-Mkt-Timestamp"],
		csv,
	);
	assert.match(r.headers.Authorization, new RegExp(`signature=${sig}$`));
});

test("refuses bad usage", () => {
	assert.throws(() => buildMktRequest(["FETCH", "/api/v1/contacts"], {}, key), /usage/);
	assert.throws(() => buildMktRequest(["GET", "/v1/contacts"], {}, key), /\/api\/v1\//);
	assert.throws(() => buildMktRequest(["POST", "/api/v1/contacts"], { data: "{" }, key), /JSON/);
	assert.throws(() => buildMktRequest(["POST", "/api/v1/contacts"], { data: "{}", csv: "f" }, key), /not both/);
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
