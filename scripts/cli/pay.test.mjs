// The `pay` CLI signs exactly as docs/payments.md says (through @pasar/sdk); checked against an independent
// recomputation on the request the SDK hands to fetch.
import assert from "node:assert/strict";
import { createHash, createHmac } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { buildPayRequest, payClientFor, resolvePayKey } from "./pay.mjs";
import { send } from "./sdk.mjs";

const key = { keyId: "pk_test_0123456789ab", key: "sk_test_secret" };

/** The signed string: ... body hash [\n key]; with an on-behalf-of target: ... body hash \n (key or "") \n target. */
function expectedSignature(method, path, ts, body, idem, onBehalfOf) {
	let s = `${method}\n${path}\n${ts}\n${createHash("sha256").update(body).digest("hex")}`;
	if (onBehalfOf) s += `\n${idem ?? ""}\n${onBehalfOf}`;
	else if (idem) s += `\n${idem}`;
	return createHmac("sha256", key.key).update(s).digest("hex");
}

/** What the CLI sends for a command line: the request as the SDK passes it to fetch. */
async function sent(positional, flags = {}) {
	let req;
	const client = payClientFor("http://127.0.0.1:8787", key, async (r) => {
		req = r;
		return new Response(null, { status: 204 });
	});
	await send(client, buildPayRequest(positional, flags));
	const u = new URL(req.url);
	return {
		method: req.method,
		wirePath: `${u.pathname}${u.search}`,
		headers: Object.fromEntries(req.headers),
		body: await req.text(),
	};
}

test("GET: prefixed path with the query, empty-body hash, no idempotency key", async () => {
	const r = await sent(["get", "/v1/payouts?limit=5"]);
	assert.equal(r.method, "GET");
	assert.equal(r.wirePath, "/pay/v1/payouts?limit=5");
	assert.equal(r.headers["idempotency-key"], undefined);
	assert.equal(r.headers["content-type"], undefined);
	const ts = r.headers["x-pay-timestamp"];
	assert.equal(
		r.headers.authorization,
		`Pay-HMAC-SHA256 keyId=${key.keyId}, scope=*, signature=${expectedSignature("GET", "/pay/v1/payouts?limit=5", ts, "")}`,
	);
});

test("POST: JSON body normalised, idempotency key signed and sent", async () => {
	const r = await sent(["POST", "/v1/payouts"], {
		data: '{ "amount": 5, "currency": "IDR" }',
		"idempotency-key": "po-1",
	});
	assert.equal(r.body, '{"amount":5,"currency":"IDR"}');
	assert.equal(r.headers["content-type"], "application/json");
	assert.equal(r.headers["idempotency-key"], "po-1");
	assert.equal(r.headers["x-pay-on-behalf-of"], undefined);
	const ts = r.headers["x-pay-timestamp"];
	assert.match(
		r.headers.authorization,
		new RegExp(`signature=${expectedSignature("POST", "/pay/v1/payouts", ts, r.body, "po-1")}$`),
	);
	// a mutating request without a key still gets one (signed), so a retry by hand is safe to reason about
	const d = await sent(["DELETE", "/v1/api-keys/akey_1"]);
	assert.match(d.headers["idempotency-key"], /^[0-9a-f-]{36}$/);
	assert.match(
		d.headers.authorization,
		new RegExp(
			`signature=${expectedSignature("DELETE", "/pay/v1/api-keys/akey_1", d.headers["x-pay-timestamp"], "", d.headers["idempotency-key"])}$`,
		),
	);
});

test("--on-behalf-of: the target is sent and signed after the Idempotency-Key line", async () => {
	const r = await sent(["POST", "/v1/payouts/po_1/mark-paid"], { "idempotency-key": "mp-1", "on-behalf-of": "acc_X" });
	assert.equal(r.headers["x-pay-on-behalf-of"], "acc_X");
	assert.equal(r.headers["idempotency-key"], "mp-1");
	const ts = r.headers["x-pay-timestamp"];
	assert.match(
		r.headers.authorization,
		new RegExp(`signature=${expectedSignature("POST", "/pay/v1/payouts/po_1/mark-paid", ts, "", "mp-1", "acc_X")}$`),
	);
	// the same request signed as if the header were not covered does not match
	assert.doesNotMatch(
		r.headers.authorization,
		new RegExp(`signature=${expectedSignature("POST", "/pay/v1/payouts/po_1/mark-paid", ts, "", "mp-1")}$`),
	);
	// a GET sends no Idempotency-Key: its line is signed empty
	const g = await sent(["GET", "/v1/api-keys"], { "on-behalf-of": "acc_Y" });
	assert.equal(g.headers["idempotency-key"], undefined);
	const gts = g.headers["x-pay-timestamp"];
	assert.match(
		g.headers.authorization,
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
	// the SDK too: the bytes it sends are the bytes it signs
	let req;
	const client = payClientFor("http://127.0.0.1:8787", key, async (r) => {
		req = r;
		return new Response(null, { status: 204 });
	});
	await client.request("POST", "/v1/api-keys", { body: bytes, bodySerializer: (b) => b });
	const sentBytes = Buffer.from(await req.arrayBuffer());
	assert.deepEqual(sentBytes, bytes);
	assert.match(
		req.headers.get("authorization"),
		new RegExp(
			`signature=${expectedSignature("POST", "/pay/v1/api-keys", req.headers.get("x-pay-timestamp"), bytes, req.headers.get("idempotency-key"))}$`,
		),
	);
});

test("refuses bad input", () => {
	assert.throws(() => buildPayRequest(["FETCH", "/v1/x"], {}), /usage/);
	assert.throws(() => buildPayRequest(["GET", "/pay/v1/x"], {}), /starting \/v1/);
	assert.throws(() => buildPayRequest(["POST", "/v1/x"], { data: "{nope" }), /JSON/);
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
