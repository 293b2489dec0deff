import { describe, expect, it } from "vitest";
import { admin, call, createWorkspace, expectEnvelopeError } from "../helpers/http";
import { mintPayKey, payCall } from "../helpers/pay";

async function rootKey(opts: Parameters<typeof mintPayKey>[1] = {}) {
	const ws = await createWorkspace();
	return { ws, key: await mintPayKey(ws, opts) };
}

describe("POST /v1/api-keys validation (400 validation_error)", () => {
	it.each([
		["missing name", {}, "name"],
		["empty name", { name: "" }, "name"],
		["whitespace-only name", { name: "   " }, "name"],
		["81-character name", { name: "x".repeat(81) }, "name"],
		["name not a string", { name: 7 }, "name"],
		["bad environment", { name: "k", environment: "staging" }, "environment"],
		["bad role", { name: "k", role: "owner" }, "role"],
		["platform_admin through the API", { name: "k", role: "platform_admin" }, "role"],
		["scopes without role restricted", { name: "k", scopes: ["pay:payout:read"] }, "scopes"],
		["scopes with role full_access", { name: "k", role: "full_access", scopes: ["pay:payout:read"] }, "scopes"],
		["restricted without scopes", { name: "k", role: "restricted" }, "scopes"],
		["restricted with an empty list", { name: "k", role: "restricted", scopes: [] }, "scopes"],
		["unknown scope", { name: "k", role: "restricted", scopes: ["pay:payout:read", "pay:everything"] }, "scopes.1"],
		["platform-only scope", { name: "k", role: "restricted", scopes: ["pay:payout:admin"] }, "scopes.0"],
		["unknown field", { name: "k", colour: "red" }, "colour"],
	])("%s", async (_, body, param) => {
		const { key } = await rootKey();
		const res = await payCall(key, "POST", "/v1/api-keys", { body });
		expectEnvelopeError(res, 400, "validation_error");
		expect(res.body.error.param).toBe(param);
	});

	it("malformed JSON and a missing body are 400, never a key", async () => {
		const { key } = await rootKey();
		expectEnvelopeError(await payCall(key, "POST", "/v1/api-keys", { raw: "{name:" }), 400, "validation_error");
		expectEnvelopeError(await payCall(key, "POST", "/v1/api-keys"), 400, "validation_error");
		const list = await payCall(key, "GET", "/v1/api-keys");
		expect(list.body.data).toHaveLength(1);
	});

	it("the admin issuer applies the same rules", async () => {
		const ws = await createWorkspace();
		const bad = async (body: Record<string, unknown>) =>
			admin("POST", `/v1/workspaces/${ws}/credentials`, { service: "pay", ...body });
		expectEnvelopeError(await bad({ role: "read_only", scopes: ["pay:payout:read"] }), 400, "validation_error");
		expectEnvelopeError(await bad({ role: "restricted", scopes: ["nope"] }), 400, "validation_error");
		expectEnvelopeError(await bad({ role: "superuser" }), 400, "validation_error");
		expectEnvelopeError(await bad({ name: "x".repeat(81) }), 400, "validation_error");
	});
});

describe("list and retrieve errors", () => {
	it.each(["limit=0", "limit=101", "limit=abc", "environment=prod", "includeRevoked=maybe", "cursor=not-a-cursor"])(
		"GET /v1/api-keys?%s → 400",
		async (q) => {
			const { key } = await rootKey();
			expectEnvelopeError(await payCall(key, "GET", `/v1/api-keys?${q}`), 400, "validation_error");
		},
	);

	it("a cursor is only valid with the filters it was issued for", async () => {
		const { key } = await rootKey();
		await payCall(key, "POST", "/v1/api-keys", { body: { name: "a" } });
		const p = await payCall(key, "GET", "/v1/api-keys?limit=1");
		const cursor = p.body.meta.page.nextCursor;
		expect(cursor).toBeTruthy();
		expect((await payCall(key, "GET", `/v1/api-keys?limit=1&cursor=${cursor}`)).status).toBe(200);
		expectEnvelopeError(
			await payCall(key, "GET", `/v1/api-keys?limit=1&environment=test&cursor=${cursor}`),
			400,
			"validation_error",
		);
	});

	it("unknown ids are 404 not_found for GET and DELETE", async () => {
		const { key } = await rootKey();
		expectEnvelopeError(await payCall(key, "GET", "/v1/api-keys/akey_01JB4X6N0ZQ8K3C9W2T5V7R1MD"), 404, "not_found");
		expectEnvelopeError(await payCall(key, "DELETE", "/v1/api-keys/akey_01JB4X6N0ZQ8K3C9W2T5V7R1MD"), 404, "not_found");
		expectEnvelopeError(await payCall(key, "GET", "/v1/api-keys/nonsense"), 404, "not_found");
	});
});

describe("revocation errors", () => {
	it("409 cannot_revoke_self", async () => {
		const { key } = await rootKey();
		const res = await payCall(key, "DELETE", `/v1/api-keys/${key.id}`);
		expectEnvelopeError(res, 409, "cannot_revoke_self");
		expect((await payCall(key, "GET", "/v1/api-keys")).status).toBe(200);
	});

	it("revoke is irreversible: a second DELETE is 404 and the key stays revoked", async () => {
		const { key } = await rootKey();
		const other = await payCall(key, "POST", "/v1/api-keys", { body: { name: "o" } });
		expect((await payCall(key, "DELETE", `/v1/api-keys/${other.body.data.id}`)).status).toBe(204);
		expectEnvelopeError(await payCall(key, "DELETE", `/v1/api-keys/${other.body.data.id}`), 404, "not_found");
		expectEnvelopeError(await payCall(other.body.data, "GET", "/v1/api-keys"), 401, "invalid_key");
	});

	it("a test key cannot revoke a live key; a merchant key cannot revoke a platform_admin key (403)", async () => {
		const ws = await createWorkspace();
		const test = await mintPayKey(ws, { environment: "test" });
		const live = await mintPayKey(ws, { environment: "live" });
		const pa = await mintPayKey(ws, { environment: "live", role: "platform_admin" });
		expectEnvelopeError(await payCall(test, "DELETE", `/v1/api-keys/${live.id}`), 403, "insufficient_scope");
		expectEnvelopeError(await payCall(live, "DELETE", `/v1/api-keys/${pa.id}`), 403, "insufficient_scope");
		expect((await payCall(live, "DELETE", `/v1/api-keys/${test.id}`)).status).toBe(204);
	});

	it("the same Idempotency-Key with another body is 409 idempotency_key_conflict", async () => {
		const { key } = await rootKey();
		expect((await payCall(key, "POST", "/v1/api-keys", { body: { name: "a" }, idempotencyKey: "k-1" })).status).toBe(
			201,
		);
		expectEnvelopeError(
			await payCall(key, "POST", "/v1/api-keys", { body: { name: "b" }, idempotencyKey: "k-1" }),
			409,
			"idempotency_key_conflict",
		);
	});
});

describe("403 insufficient_scope: roles and scopes", () => {
	it("read_only and webhook_management_only cannot create or revoke; webhook_management_only cannot even list", async () => {
		const ws = await createWorkspace();
		const ro = await mintPayKey(ws, { role: "read_only" });
		const wh = await mintPayKey(ws, { role: "webhook_management_only" });
		const victim = await mintPayKey(ws);
		expectEnvelopeError(await payCall(ro, "POST", "/v1/api-keys", { body: { name: "x" } }), 403, "insufficient_scope");
		expectEnvelopeError(await payCall(ro, "DELETE", `/v1/api-keys/${victim.id}`), 403, "insufficient_scope");
		expectEnvelopeError(await payCall(wh, "GET", "/v1/api-keys"), 403, "insufficient_scope");
		expectEnvelopeError(await payCall(wh, "GET", `/v1/api-keys/${wh.id}`), 403, "insufficient_scope");
		expectEnvelopeError(await payCall(wh, "POST", "/v1/api-keys", { body: { name: "x" } }), 403, "insufficient_scope");
	});

	it("restricted keys hold exactly their scopes", async () => {
		const ws = await createWorkspace();
		const reader = await mintPayKey(ws, { role: "restricted", scopes: ["apiKeys:read"] });
		expect((await payCall(reader, "GET", "/v1/api-keys")).status).toBe(200);
		expectEnvelopeError(
			await payCall(reader, "POST", "/v1/api-keys", { body: { name: "x" } }),
			403,
			"insufficient_scope",
		);
		const writer = await mintPayKey(ws, { role: "restricted", scopes: ["apiKeys:write"] });
		expectEnvelopeError(await payCall(writer, "GET", "/v1/api-keys"), 403, "insufficient_scope");
	});

	it("no key mints a key more powerful than itself", async () => {
		const ws = await createWorkspace();
		const r = await mintPayKey(ws, { role: "restricted", scopes: ["apiKeys:write", "pay:payout:read"] });
		for (const body of [
			{ name: "x", role: "full_access" },
			{ name: "x" },
			{ name: "x", role: "read_only" },
			{ name: "x", role: "webhook_management_only" },
			{ name: "x", role: "restricted", scopes: ["pay:payout:read", "pay:payout:write"] },
			{ name: "x", role: "restricted", scopes: ["apiKeys:read"] },
		]) {
			expectEnvelopeError(await payCall(r, "POST", "/v1/api-keys", { body }), 403, "insufficient_scope");
		}
		const test = await mintPayKey(ws, { environment: "test" });
		expectEnvelopeError(
			await payCall(test, "POST", "/v1/api-keys", { body: { name: "x", environment: "live" } }),
			403,
			"insufficient_scope",
		);
	});
});

describe("409 tier_cap_reached (plan maxApiKeys per environment, revoked keys excluded)", () => {
	it("starter: 10 active keys per environment; revoking frees a slot; live counts separately", async () => {
		const ws = await createWorkspace();
		const root = await mintPayKey(ws, { environment: "live" }); // 1 live
		const ids: string[] = [];
		for (let i = 0; i < 10; i++) {
			const r = await payCall(root, "POST", "/v1/api-keys", { body: { name: `t${i}`, environment: "test" } });
			expect(r.status).toBe(201);
			ids.push(r.body.data.id);
		}
		const over = await payCall(root, "POST", "/v1/api-keys", { body: { name: "t10", environment: "test" } });
		expectEnvelopeError(over, 409, "tier_cap_reached");
		// the admin issuer hits the same cap
		expectEnvelopeError(
			await admin("POST", `/v1/workspaces/${ws}/credentials`, { service: "pay", environment: "test" }),
			409,
			"tier_cap_reached",
		);
		// live still has room (1 of 10 used)
		expect((await payCall(root, "POST", "/v1/api-keys", { body: { name: "l1", environment: "live" } })).status).toBe(
			201,
		);
		// platform_admin keys are not the merchant's and do not count
		expect(
			(
				await admin("POST", `/v1/workspaces/${ws}/credentials`, {
					service: "pay",
					environment: "test",
					role: "platform_admin",
				})
			).status,
		).toBe(201);
		expect((await payCall(root, "DELETE", `/v1/api-keys/${ids[0]}`)).status).toBe(204);
		expect(
			(await payCall(root, "POST", "/v1/api-keys", { body: { name: "t-again", environment: "test" } })).status,
		).toBe(201);
		expectEnvelopeError(
			await payCall(root, "POST", "/v1/api-keys", { body: { name: "t-over", environment: "test" } }),
			409,
			"tier_cap_reached",
		);
	});

	it("the cap follows the platform plan setting (growth: 25) and holds under concurrent creation", async () => {
		const ws = await createWorkspace();
		expect((await admin("PUT", `/v1/workspaces/${ws}/plans/pay`, { plan: "growth" })).status).toBe(200);
		const root = await mintPayKey(ws); // 1 of 25
		const results = await Promise.all(
			Array.from({ length: 30 }, (_, i) => payCall(root, "POST", "/v1/api-keys", { body: { name: `c${i}` } })),
		);
		expect(results.filter((r) => r.status === 201)).toHaveLength(24);
		for (const r of results.filter((x) => x.status !== 201)) expectEnvelopeError(r, 409, "tier_cap_reached");
		const list = await payCall(root, "GET", "/v1/api-keys?limit=100");
		expect(list.body.data).toHaveLength(25);
	});
});

describe("unsigned or unroutable", () => {
	it("an unknown /v1 path is a 404 envelope; a wrong method is 405", async () => {
		expectEnvelopeError(await call("GET", "/pay/v1/nothing-here"), 404, "not_found");
		const { key } = await rootKey();
		const res = await payCall(key, "PUT", "/v1/api-keys");
		expectEnvelopeError(res, 405, "method_not_allowed");
	});
});
