import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { KEY_CACHE_TTL_MS } from "../../src/services/payments/access/auth";
import { admin, call, createWorkspace, expectEnvelopeError, ORIGIN } from "../helpers/http";
import { eventually, mintPayKey, payCall, signPay } from "../helpers/pay";
import { dbOf } from "../helpers/shards";

const now = () => Math.floor(Date.now() / 1000);

async function key(opts: Parameters<typeof mintPayKey>[1] = {}) {
	return mintPayKey(await createWorkspace(), opts);
}

/** Sends a request whose headers were signed for something else. */
async function sendSigned(
	k: { keyId: string; key: string },
	signed: { method: string; path: string; body: string; ts: number; idem?: string },
	sent: { method: string; path: string; body: string; ts: number; idem?: string },
) {
	const headers: Record<string, string> = {
		Authorization: await signPay(k, signed.method, signed.path, signed.body, signed.ts, {
			idempotencyKey: signed.idem,
		}),
		"X-Pay-Timestamp": String(sent.ts),
		"Content-Type": "application/json",
	};
	if (sent.idem !== undefined) headers["Idempotency-Key"] = sent.idem;
	return call(sent.method, sent.path, { raw: sent.body || undefined, headers });
}

describe("Pay-HMAC-SHA256 verification", () => {
	it("accepts the contract's signature: path with the /pay prefix and the query string, timestamp, body hash, Idempotency-Key", async () => {
		const k = await key();
		const ts = now();
		const body = JSON.stringify({ name: "signed" });
		const ok = await sendSigned(
			k,
			{ method: "POST", path: "/pay/v1/api-keys", body, ts, idem: "i-1" },
			{ method: "POST", path: "/pay/v1/api-keys", body, ts, idem: "i-1" },
		);
		expect(ok.status).toBe(201);
		const q = await sendSigned(
			k,
			{ method: "GET", path: "/pay/v1/api-keys?limit=2&environment=test", body: "", ts },
			{ method: "GET", path: "/pay/v1/api-keys?limit=2&environment=test", body: "", ts },
		);
		expect(q.status).toBe(200);
		expect(q.body.meta.page.limit).toBe(2);
	});

	it("body tampering fails", async () => {
		const k = await key();
		const ts = now();
		const res = await sendSigned(
			k,
			{ method: "POST", path: "/pay/v1/api-keys", body: JSON.stringify({ name: "a" }), ts },
			{ method: "POST", path: "/pay/v1/api-keys", body: JSON.stringify({ name: "b" }), ts },
		);
		expectEnvelopeError(res, 401, "invalid_signature");
		const list = await payCall(k, "GET", "/v1/api-keys");
		expect(list.body.data).toHaveLength(1);
	});

	it("path and query tampering fail", async () => {
		const k = await key();
		const ts = now();
		const get = (signedPath: string, sentPath: string) =>
			sendSigned(k, { method: "GET", path: signedPath, body: "", ts }, { method: "GET", path: sentPath, body: "", ts });
		expectEnvelopeError(await get("/pay/v1/api-keys?limit=1", "/pay/v1/api-keys?limit=2"), 401, "invalid_signature");
		expectEnvelopeError(await get("/pay/v1/api-keys", "/pay/v1/api-keys?limit=2"), 401, "invalid_signature");
		expectEnvelopeError(await get(`/pay/v1/api-keys/${k.id}`, "/pay/v1/api-keys"), 401, "invalid_signature");
		// without the local prefix the signature is for another path
		expectEnvelopeError(await get("/v1/api-keys", "/pay/v1/api-keys"), 401, "invalid_signature");
	});

	it("method, timestamp and Idempotency-Key tampering fail", async () => {
		const k = await key();
		const ts = now();
		const victim = await payCall(k, "POST", "/v1/api-keys", { body: { name: "v" } });
		const path = `/pay/v1/api-keys/${victim.body.data.id}`;
		expectEnvelopeError(
			await sendSigned(k, { method: "GET", path, body: "", ts }, { method: "DELETE", path, body: "", ts }),
			401,
			"invalid_signature",
		);
		expectEnvelopeError(
			await sendSigned(k, { method: "GET", path, body: "", ts }, { method: "GET", path, body: "", ts: ts - 1 }),
			401,
			"invalid_signature",
		);
		expectEnvelopeError(
			await sendSigned(
				k,
				{ method: "DELETE", path, body: "", ts, idem: "a" },
				{ method: "DELETE", path, body: "", ts, idem: "b" },
			),
			401,
			"invalid_signature",
		);
		expectEnvelopeError(
			await sendSigned(
				k,
				{ method: "DELETE", path, body: "", ts, idem: "a" },
				{ method: "DELETE", path, body: "", ts },
			),
			401,
			"invalid_signature",
		);
		expectEnvelopeError(
			await sendSigned(
				k,
				{ method: "DELETE", path, body: "", ts },
				{ method: "DELETE", path, body: "", ts, idem: "a" },
			),
			401,
			"invalid_signature",
		);
		expect((await payCall(k, "GET", `/v1/api-keys/${victim.body.data.id}`)).status).toBe(200);
	});

	it("a replay older than 300 s fails, as does a timestamp 300 s in the future; 299 s is accepted", async () => {
		const k = await key();
		expectEnvelopeError(await payCall(k, "GET", "/v1/api-keys", { timestamp: now() - 301 }), 401, "invalid_signature");
		expectEnvelopeError(await payCall(k, "GET", "/v1/api-keys", { timestamp: now() + 302 }), 401, "invalid_signature");
		expect((await payCall(k, "GET", "/v1/api-keys", { timestamp: now() - 290 })).status).toBe(200);
		// a captured request replayed after the window
		const ts = now() - 400;
		const auth = await signPay(k, "GET", "/pay/v1/api-keys", "", ts);
		expectEnvelopeError(
			await call("GET", "/pay/v1/api-keys", { headers: { Authorization: auth, "X-Pay-Timestamp": String(ts) } }),
			401,
			"invalid_signature",
		);
	});

	it("a signature made with another key's secret fails", async () => {
		const k = await key();
		const other = await key();
		expectEnvelopeError(
			await payCall({ keyId: k.keyId, key: other.key }, "GET", "/v1/api-keys"),
			401,
			"invalid_signature",
		);
	});

	it.each([
		["another scheme", (a: string) => a.replace("Pay-HMAC-SHA256", "Bearer")],
		["no signature", (a: string) => a.replace(/, signature=[0-9a-f]+/, "")],
		[
			"uppercase signature",
			(a: string) => a.replace(/signature=([0-9a-f]+)/, (_, s: string) => `signature=${s.toUpperCase()}`),
		],
		["truncated signature", (a: string) => a.slice(0, -2)],
		["garbage", () => "Pay-HMAC-SHA256 ???"],
	])("a malformed Authorization header (%s) is 401 invalid_signature", async (_, mangle) => {
		const k = await key();
		const ts = now();
		const auth = mangle(await signPay(k, "GET", "/pay/v1/api-keys", "", ts));
		expectEnvelopeError(
			await call("GET", "/pay/v1/api-keys", { headers: { Authorization: auth, "X-Pay-Timestamp": String(ts) } }),
			401,
			"invalid_signature",
		);
	});

	it("a missing or malformed X-Pay-Timestamp is 401 invalid_signature", async () => {
		const k = await key();
		const ts = now();
		const auth = await signPay(k, "GET", "/pay/v1/api-keys", "", ts);
		expectEnvelopeError(
			await call("GET", "/pay/v1/api-keys", { headers: { Authorization: auth } }),
			401,
			"invalid_signature",
		);
		expectEnvelopeError(
			await call("GET", "/pay/v1/api-keys", { headers: { Authorization: auth, "X-Pay-Timestamp": `${ts}.0` } }),
			401,
			"invalid_signature",
		);
		expectEnvelopeError(
			await call("GET", "/pay/v1/api-keys", {
				headers: { Authorization: auth, "X-Pay-Timestamp": new Date().toISOString() },
			}),
			401,
			"invalid_signature",
		);
	});

	it("no key, an unknown key id and a malformed key id are 401 invalid_key", async () => {
		expectEnvelopeError(await call("GET", "/pay/v1/api-keys"), 401, "invalid_key");
		const k = await key();
		expectEnvelopeError(
			await payCall({ keyId: "pk_test_000000000000", key: k.key }, "GET", "/v1/api-keys"),
			401,
			"invalid_key",
		);
		expectEnvelopeError(
			await payCall({ keyId: "pk_prod_000000000000", key: k.key }, "GET", "/v1/api-keys"),
			401,
			"invalid_key",
		);
		expectEnvelopeError(await payCall({ keyId: "akey_x", key: k.key }, "GET", "/v1/api-keys"), 401, "invalid_key");
	});
});

describe("the scope parameter", () => {
	it("scope=<name> narrows the request to that scope; a scope the key lacks is 403", async () => {
		const k = await key();
		expect((await payCall(k, "GET", "/v1/api-keys", { scope: "apiKeys:read" })).status).toBe(200);
		expectEnvelopeError(await payCall(k, "GET", "/v1/api-keys", { scope: "apiKeys:write" }), 403, "insufficient_scope");
		expectEnvelopeError(
			await payCall(k, "POST", "/v1/api-keys", { body: { name: "x" }, scope: "apiKeys:read" }),
			403,
			"insufficient_scope",
		);
		expect((await payCall(k, "POST", "/v1/api-keys", { body: { name: "x" }, scope: "apiKeys:write" })).status).toBe(
			201,
		);
		const ro = await key({ role: "read_only" });
		expectEnvelopeError(
			await payCall(ro, "GET", "/v1/api-keys", { scope: "apiKeys:write" }),
			403,
			"insufficient_scope",
		);
		expectEnvelopeError(
			await payCall(ro, "GET", "/v1/api-keys", { scope: "pay:everything" }),
			403,
			"insufficient_scope",
		);
		expectEnvelopeError(
			await payCall(k, "GET", "/v1/api-keys", { scope: "pay:payout:admin" }),
			403,
			"insufficient_scope",
		);
	});
});

describe("revocation reach", () => {
	it("a revoked key fails on its very next request", async () => {
		const ws = await createWorkspace();
		const a = await mintPayKey(ws);
		const b = await mintPayKey(ws);
		// warm b into the key cache, then revoke it with a
		expect((await payCall(b, "GET", "/v1/api-keys")).status).toBe(200);
		expect((await payCall(a, "DELETE", `/v1/api-keys/${b.id}`)).status).toBe(204);
		expectEnvelopeError(await payCall(b, "GET", "/v1/api-keys"), 401, "invalid_key");
	});

	it("a revocation made elsewhere (another edge) is seen within the 5 s cache lifetime", async () => {
		expect(KEY_CACHE_TTL_MS).toBeLessThanOrEqual(5_000);
		const ws = await createWorkspace();
		const k = await mintPayKey(ws);
		expect((await payCall(k, "GET", "/v1/api-keys")).status).toBe(200);
		// Another isolate revokes: the row changes without this isolate's cache hearing about it.
		await (await dbOf("DB_PAY", ws))
			.prepare("UPDATE api_keys SET revoked_at = ? WHERE id = ?")
			.bind(Date.now(), k.id)
			.run();
		const started = Date.now();
		const res = await eventually(
			() => payCall(k, "GET", "/v1/api-keys"),
			(r) => r.status === 401,
			KEY_CACHE_TTL_MS + 2_000,
			200,
		);
		expectEnvelopeError(res, 401, "invalid_key");
		expect(Date.now() - started).toBeLessThanOrEqual(KEY_CACHE_TTL_MS + 1_000);
	});

	it("a revocation through the admin API bites on the next request", async () => {
		const ws = await createWorkspace();
		const k = await mintPayKey(ws);
		expect((await payCall(k, "GET", "/v1/api-keys")).status).toBe(200);
		expect((await admin("DELETE", `/v1/workspaces/${ws}/credentials/pay/${k.id}`)).status).toBe(200);
		expectEnvelopeError(await payCall(k, "GET", "/v1/api-keys"), 401, "invalid_key");
	});
});

describe("the body hash covers the raw bytes as sent", () => {
	const BOM = "\uFEFF";

	/** POST /pay/v1/api-keys with `bytes` on the wire, signed over `signedOver`. */
	async function postBytes(
		k: { keyId: string; key: string },
		bytes: Uint8Array,
		signedOver: Uint8Array | string,
		idem?: string,
	) {
		const ts = now();
		const headers: Record<string, string> = {
			Authorization: await signPay(k, "POST", "/pay/v1/api-keys", signedOver, ts, { idempotencyKey: idem }),
			"X-Pay-Timestamp": String(ts),
			"Content-Type": "application/json",
		};
		if (idem !== undefined) headers["Idempotency-Key"] = idem;
		const res = await SELF.fetch(`${ORIGIN}/pay/v1/api-keys`, { method: "POST", headers, body: bytes });
		const text = await res.text();
		return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null, text };
	}
	const utf8 = (s: string) => new TextEncoder().encode(s);

	it("a body starting with a UTF-8 BOM verifies when signed over its bytes, and its JSON is parsed", async () => {
		const k = await key();
		const bytes = utf8(`${BOM}{"name":"with bom"}`);
		expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
		const res = await postBytes(k, bytes, bytes);
		expect(res.status, res.text).toBe(201);
		expect(res.body.data).toMatchObject({ name: "with bom", role: "full_access" });
	});

	it("the same BOM body signed over the BOM-less text is 401 invalid_signature, and nothing is created", async () => {
		const k = await key();
		expectEnvelopeError(
			await postBytes(k, utf8(`${BOM}{"name":"with bom"}`), '{"name":"with bom"}'),
			401,
			"invalid_signature",
		);
		expect((await payCall(k, "GET", "/v1/api-keys")).body.data).toHaveLength(1);
	});

	it("invalid UTF-8 verifies over its bytes, not over the text a decoder makes of it", async () => {
		const k = await key();
		const bytes = new Uint8Array([...utf8('{"name":"caf'), 0xff, ...utf8('"}')]);
		const decoded = new TextDecoder().decode(bytes);
		expect(decoded).toBe('{"name":"caf\uFFFD"}');
		expectEnvelopeError(await postBytes(k, bytes, decoded), 401, "invalid_signature");
		const res = await postBytes(k, bytes, bytes);
		expect(res.status, res.text).toBe(201);
		expect(res.body.data.name).toBe("caf\uFFFD");
	});

	it("Idempotency-Key with a BOM body: the same bytes replay; the BOM-less body is another request (409)", async () => {
		const k = await key();
		const withBom = utf8(`${BOM}{"name":"idem bom"}`);
		const first = await postBytes(k, withBom, withBom, "bom-1");
		expect(first.status, first.text).toBe(201);
		const again = await postBytes(k, withBom, withBom, "bom-1");
		expect(again.status).toBe(201);
		expect(again.headers.get("Idempotent-Replayed")).toBe("true");
		expect(again.body.data.id).toBe(first.body.data.id);
		const plain = utf8('{"name":"idem bom"}');
		expectEnvelopeError(await postBytes(k, plain, plain, "bom-1"), 409, "idempotency_key_conflict");
		expect((await payCall(k, "GET", "/v1/api-keys")).body.data).toHaveLength(2);
	});
});
