// The `pay` CLI signs exactly as DESIGN §4 says; checked against an independent recomputation.
import assert from "node:assert/strict";
import { createHash, createHmac } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { buildPayRequest, resolvePayKey } from "./pay.mjs";

const key = { keyId: "pk_test_0123456789ab", key: "sk_test_secret" };

/** DESIGN §4: ... body hash [\n key]; with an on-behalf-of target: ... body hash \n (key or "") \n target. */
function expectedSignature(method, path, ts, body, idem, onBehalfOf) {
	let s = `${method}\n${path}\n${ts}\n${createHash("sha256").update(body).digest("hex")}`;
	if (onBehalfOf) s += `\n${idem ?? ""}\n${onBehalfOf}`;
	else if (idem) s += `\n${idem}`;
	return createHmac("sha256", key.key).update(s).digest("hex");
}

test("GET: prefixed path with the query, empty-body hash, no idempotency key", () => {
	const r = buildPayRequest(["get", "/v1/payouts?limit=5"], {}, key);
	assert.equal(r.method, "GET");
	assert.equal(r.wirePath, "/pay/v1/payouts?limit=5");
	assert.equal(r.headers["Idempotency-Key"], undefined);
	const ts = r.headers["X-Pay-Timestamp"];
	assert.equal(
		r.headers.Authorization,
		`Pay-HMAC-SHA256 keyId=${key.keyId}, scope=*, signature=${expectedSignature("GET", "/pay/v1/payouts?limit=5", ts, "")}`,
	);
});

test("POST: JSON body normalised, idempotency key signed and sent", () => {
	const r = buildPayRequest(
		["POST", "/v1/payouts"],
		{ data: '{ "amount": 5, "currency": "IDR" }', "idempotency-key": "po-1" },
		key,
	);
	assert.equal(r.body, '{"amount":5,"currency":"IDR"}');
	assert.equal(r.headers["Idempotency-Key"], "po-1");
	assert.equal(r.headers["X-Pay-On-Behalf-Of"], undefined);
	const ts = r.headers["X-Pay-Timestamp"];
	assert.match(
		r.headers.Authorization,
		new RegExp(`signature=${expectedSignature("POST", "/pay/v1/payouts", ts, r.body, "po-1")}$`),
	);
	// a mutating request without a key still gets one, so a retry by hand is safe to reason about
	assert.ok(buildPayRequest(["DELETE", "/v1/api-keys/akey_1"], {}, key).headers["Idempotency-Key"]);
});

test("--on-behalf-of: the target is sent and signed after the Idempotency-Key line", () => {
	const r = buildPayRequest(
		["POST", "/v1/payouts/po_1/mark-paid"],
		{ "idempotency-key": "mp-1", "on-behalf-of": "acc_X" },
		key,
	);
	assert.equal(r.headers["X-Pay-On-Behalf-Of"], "acc_X");
	assert.equal(r.headers["Idempotency-Key"], "mp-1");
	const ts = r.headers["X-Pay-Timestamp"];
	assert.match(
		r.headers.Authorization,
		new RegExp(`signature=${expectedSignature("POST", "/pay/v1/payouts/po_1/mark-paid", ts, "", "mp-1", "acc_X")}$`),
	);
	// the same request signed as if the header were not covered does not match
	assert.doesNotMatch(
		r.headers.Authorization,
		new RegExp(`signature=${expectedSignature("POST", "/pay/v1/payouts/po_1/mark-paid", ts, "", "mp-1")}$`),
	);
	// a GET sends no Idempotency-Key: its line is signed empty
	const g = buildPayRequest(["GET", "/v1/api-keys"], { "on-behalf-of": "acc_Y" }, key);
	assert.equal(g.headers["Idempotency-Key"], undefined);
	const gts = g.headers["X-Pay-Timestamp"];
	assert.match(
		g.headers.Authorization,
		new RegExp(`signature=${expectedSignature("GET", "/pay/v1/api-keys", gts, "", undefined, "acc_Y")}$`),
	);
});

test("the signer hashes the exact bytes: a BOM body is signed over its bytes", async () => {
	const { payHeaders } = await import("../pay-client.mjs");
	const bytes = Buffer.from(`\uFEFF{"name":"x"}`, "utf8");
	const h = payHeaders(key, "POST", "/pay/v1/api-keys", bytes);
	assert.match(
		h.Authorization,
		new RegExp(`signature=${expectedSignature("POST", "/pay/v1/api-keys", h["X-Pay-Timestamp"], bytes)}$`),
	);
	assert.equal(h["Content-Type"], "application/json");
});

test("refuses bad input", () => {
	assert.throws(() => buildPayRequest(["FETCH", "/v1/x"], {}, key), /usage/);
	assert.throws(() => buildPayRequest(["GET", "/pay/v1/x"], {}, key), /starting \/v1/);
	assert.throws(() => buildPayRequest(["POST", "/v1/x"], { data: "{nope" }, key), /JSON/);
});

test("key from flags, then the environment, then the demo seed", () => {
	const dir = mkdtempSync(join(tmpdir(), "pay-cli-"));
	const demo = join(dir, "demo.json");
	writeFileSync(demo, JSON.stringify({ credentials: { pay: { keyId: "pk_test_demo", key: "sk_test_demo" } } }));
	assert.deepEqual(resolvePayKey({ "key-id": "a", key: "b" }, {}, demo), { keyId: "a", key: "b" });
	assert.deepEqual(resolvePayKey({}, { PASAR_PAY_KEY_ID: "c", PASAR_PAY_KEY: "d" }, demo), { keyId: "c", key: "d" });
	assert.deepEqual(resolvePayKey({}, {}, demo), { keyId: "pk_test_demo", key: "sk_test_demo" });
	assert.throws(() => resolvePayKey({}, {}, join(dir, "missing.json")), /no payments key/);
});
