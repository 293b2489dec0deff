import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createServiceApp } from "../../src/platform/app";
import { ok } from "../../src/platform/envelope";
import { mktAuth, partnerOnly, publicRoute, requirePlatformAdmin } from "../../src/services/marketing/access/auth";
import { admin, call, createWorkspace, expectEnvelopeError } from "../helpers/http";
import { bearer, idpToken, mintMktKey, mkt, mktWorkspace, setMktPlan, signMkt } from "../helpers/mkt";
import { eventually } from "../helpers/pay";

describe("marketing auth: signed keys", () => {
	it("answers a signed merchant request, with the rate-limit headers", async () => {
		const { key } = await mktWorkspace();
		const res = await mkt(key, "GET", "/contacts");
		expect(res.status, res.text).toBe(200);
		expect(res.headers.get("X-RateLimit-Limit")).toBe("300");
		expect(Number(res.headers.get("X-RateLimit-Remaining"))).toBeLessThan(300);
		expect(Number(res.headers.get("X-RateLimit-Reset"))).toBeGreaterThan(Date.now() / 1000);
	});

	it("401 UNAUTHORIZED without a credential, for an unknown key, and for another scheme", async () => {
		const { key } = await mktWorkspace();
		expectEnvelopeError(await call("GET", "/mkt/api/v1/contacts"), 401, "UNAUTHORIZED");
		expectEnvelopeError(
			await mkt({ keyId: "mkk_01JB4X6N0ZQ8K3C9W2T5V7R1MD", key: key.key }, "GET", "/contacts"),
			401,
			"UNAUTHORIZED",
		);
		expectEnvelopeError(
			await mkt(key, "GET", "/contacts", { headers: { Authorization: "Basic Zm9vOmJhcg==" } }),
			401,
			"UNAUTHORIZED",
		);
	});

	it("401 INVALID_SIGNATURE for a bad signature, a malformed header, a missing or skewed timestamp", async () => {
		const { key } = await mktWorkspace();
		expectEnvelopeError(await mkt({ ...key, key: `${key.key}x` }, "GET", "/contacts"), 401, "INVALID_SIGNATURE");
		expectEnvelopeError(
			await mkt(key, "GET", "/contacts", { headers: { Authorization: `Mkt-HMAC-SHA256 keyId=${key.keyId}` } }),
			401,
			"INVALID_SIGNATURE",
		);
		expectEnvelopeError(
			await mkt(key, "GET", "/contacts", { headers: { "X-Mkt-Timestamp": "" } }),
			401,
			"INVALID_SIGNATURE",
		);
		const old = Math.floor(Date.now() / 1000) - 301;
		expectEnvelopeError(await mkt(key, "GET", "/contacts", { timestamp: old }), 401, "INVALID_SIGNATURE");
		expect((await mkt(key, "GET", "/contacts", { timestamp: old + 2 })).status).toBe(200);
		// The body is signed: another body under the same signature fails.
		const ts = Math.floor(Date.now() / 1000);
		const auth = await signMkt(key, "POST", "/mkt/api/v1/contacts", '{"email":"a@example.com"}', ts);
		const res = await mkt(key, "POST", "/contacts", {
			raw: '{"email":"b@example.com"}',
			timestamp: ts,
			headers: { Authorization: auth },
		});
		expectEnvelopeError(res, 401, "INVALID_SIGNATURE");
	});

	it("403 FORBIDDEN when a key signs for a scope it does not hold", async () => {
		const { key } = await mktWorkspace();
		expectEnvelopeError(await mkt(key, "GET", "/contacts", { scope: "mkt:platform:admin" }), 403, "FORBIDDEN");
		expect((await mkt(key, "GET", "/contacts", { scope: "mkt:merchant" })).status).toBe(200);
	});

	it("a revoked key stops working within 5 s; revoking is scoped to the key's workspace", async () => {
		const { ws, key } = await mktWorkspace();
		expect((await mkt(key, "GET", "/contacts")).status).toBe(200);
		const other = await createWorkspace();
		expect((await admin("DELETE", `/v1/workspaces/${other}/credentials/mkt/${key.keyId}`)).status).toBe(404);
		expect((await mkt(key, "GET", "/contacts")).status).toBe(200);
		expect((await admin("DELETE", `/v1/workspaces/${ws}/credentials/mkt/${key.keyId}`)).status).toBe(200);
		const res = await eventually(
			() => mkt(key, "GET", "/contacts"),
			(r) => r.status === 401,
			5_000,
		);
		expectEnvelopeError(res, 401, "UNAUTHORIZED");
	});

	it("the admin API mints {keyId, key} and refuses roles it does not know", async () => {
		const ws = await createWorkspace();
		const res = await admin("POST", `/v1/workspaces/${ws}/credentials`, { service: "mkt" });
		expect(res.status).toBe(201);
		expect(Object.keys(res.body.data).sort()).toEqual(["key", "keyId"]);
		expect(res.body.data.keyId).toMatch(/^mkk_[0-9A-Z]{26}$/);
		const bad = await admin("POST", `/v1/workspaces/${ws}/credentials`, { service: "mkt", role: "owner" });
		expect(bad.status).toBe(400);
	});
});

describe("marketing auth: identity-provider tokens", () => {
	it("accepts merchant, owner and admin roles", async () => {
		const ws = await createWorkspace();
		for (const role of ["merchant", "owner", "admin"]) {
			const res = await bearer(await idpToken({ sub: "u1", accountId: ws, roles: [role] }), "GET", "/contacts");
			expect(res.status, res.text).toBe(200);
		}
	});

	it("403 FORBIDDEN without a merchant role, 403 NO_ACCOUNT without accountId, 401 for a bad token", async () => {
		const ws = await createWorkspace();
		expectEnvelopeError(
			await bearer(await idpToken({ sub: "u1", accountId: ws, roles: ["viewer"] }), "GET", "/contacts"),
			403,
			"FORBIDDEN",
		);
		expectEnvelopeError(
			await bearer(await idpToken({ sub: "u1", accountId: ws }), "GET", "/contacts"),
			403,
			"FORBIDDEN",
		);
		expectEnvelopeError(
			await bearer(await idpToken({ sub: "u1", roles: ["merchant"] }), "GET", "/contacts"),
			403,
			"NO_ACCOUNT",
		);
		const good = await idpToken({ sub: "u1", accountId: ws, roles: ["merchant"] });
		expectEnvelopeError(await bearer(`${good.slice(0, -2)}xx`, "GET", "/contacts"), 401, "UNAUTHORIZED");
		expectEnvelopeError(
			await bearer(await idpToken({ sub: "u1", accountId: ws, roles: ["merchant"] }, -10), "GET", "/contacts"),
			401,
			"UNAUTHORIZED",
		);
		expectEnvelopeError(
			await bearer(
				await idpToken({ sub: "u1", accountId: "acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD", roles: ["merchant"] }),
				"GET",
				"/contacts",
			),
			401,
			"UNAUTHORIZED",
		);
	});
});

describe("marketing auth: on behalf of a workspace", () => {
	it("a platform-admin key acts in the target workspace when the header is signed", async () => {
		const { ws: target, key: merchant } = await mktWorkspace();
		const adminKey = await mintMktKey(await createWorkspace(), "platform_admin");
		const res = await mkt(adminKey, "POST", "/contacts", { body: { email: "obo@example.com" }, onBehalfOf: target });
		expect(res.status, res.text).toBe(201);
		expect(res.body.data.accountId).toBe(target);
		expect((await mkt(merchant, "GET", `/contacts/${res.body.data.id}`)).status).toBe(200);
	});

	it("outside the signature → 401 INVALID_SIGNATURE; anyone else → 403 FORBIDDEN", async () => {
		const { ws: target, key: merchant } = await mktWorkspace();
		const adminKey = await mintMktKey(await createWorkspace(), "platform_admin");
		expectEnvelopeError(
			await mkt(adminKey, "GET", "/contacts", { headers: { "X-Mkt-On-Behalf-Of": target } }),
			401,
			"INVALID_SIGNATURE",
		);
		expectEnvelopeError(await mkt(merchant, "GET", "/contacts", { onBehalfOf: target }), 403, "FORBIDDEN");
		const token = await idpToken({ sub: "u1", accountId: target, roles: ["admin"] });
		const res = await call("GET", "/mkt/api/v1/contacts", {
			headers: { Authorization: `Bearer ${token}`, "X-Mkt-On-Behalf-Of": target },
		});
		expectEnvelopeError(res, 403, "FORBIDDEN");
		expectEnvelopeError(await mkt(adminKey, "GET", "/contacts", { onBehalfOf: "acc_nope" }), 400, "VALIDATION");
		expectEnvelopeError(
			await mkt(adminKey, "GET", "/contacts", { onBehalfOf: "acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
			404,
			"NOT_FOUND",
		);
	});
});

describe("marketing auth: plan rate limits", () => {
	it("429 RATE_LIMITED with Retry-After once the plan's requests per minute are used", async () => {
		const { ws, key } = await mktWorkspace();
		const gate = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(`mkt:${ws}`));
		let d = await gate.hit(300);
		while (d.allowed) d = await gate.hit(300);
		const res = await mkt(key, "GET", "/contacts");
		expectEnvelopeError(res, 429, "RATE_LIMITED");
		expect(Number(res.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
		expect(res.headers.get("X-RateLimit-Remaining")).toBe("0");
	});

	it("the limit follows the plan; forjio_internal is unlimited", async () => {
		const { ws, key } = await mktWorkspace();
		await setMktPlan(ws, "growth");
		expect((await mkt(key, "GET", "/contacts")).headers.get("X-RateLimit-Limit")).toBe("1200");
		await setMktPlan(ws, "forjio_internal");
		const res = await mkt(key, "GET", "/contacts");
		expect(res.status).toBe(200);
		expect(res.headers.get("X-RateLimit-Limit")).toBeNull();
	});

	it("many racing requests never pass the limit", async () => {
		const { ws, key } = await mktWorkspace();
		const gate = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(`mkt:${ws}`));
		for (let i = 0; i < 290; i++) await gate.hit(300);
		const all = await Promise.all(Array.from({ length: 30 }, () => mkt(key, "GET", "/contacts")));
		expect(all.filter((r) => r.status === 200).length).toBe(10);
		expect(all.filter((r) => r.status === 429).length).toBe(20);
	});
});

describe("partner and platform-admin middlewares", () => {
	const app = createServiceApp({
		name: "mkt",
		title: "t",
		casing: "upper",
		apiPrefix: "/api/v1",
		codes: { validation_error: "validation" },
	});
	app.use("/api/v1/*", mktAuth);
	app.post("/api/v1/partner", partnerOnly(), (c) => ok(c, { workspaceId: c.get("workspaceId") }));
	app.post("/api/v1/sweep", requirePlatformAdmin(), (c) => ok(c, { ran: true }));
	app.post("/api/v1/open", publicRoute(), (c) => ok(c, { workspaceId: c.get("workspaceId") ?? null }));
	async function send(path: string, body: unknown, headers: Record<string, string>) {
		const ctx = createExecutionContext();
		const res = await app.fetch(
			new Request(`http://x${path}`, {
				method: "POST",
				body: JSON.stringify(body),
				headers: { "Content-Type": "application/json", ...headers },
			}),
			env,
			ctx,
		);
		await waitOnExecutionContext(ctx);
		return { status: res.status, body: (await res.json()) as any };
	}
	const signed = async (key: { keyId: string; key: string }, path: string, body: unknown) => {
		const ts = Math.floor(Date.now() / 1000);
		return { Authorization: await signMkt(key, "POST", path, JSON.stringify(body), ts), "X-Mkt-Timestamp": String(ts) };
	};

	it("partner calls: signed keys only; a body accountId must be the principal's (403 ACCOUNT_MISMATCH)", async () => {
		const { ws, key } = await mktWorkspace();
		const same = { accountId: ws, code: "x" };
		const ok1 = await send("/api/v1/partner", same, await signed(key, "/api/v1/partner", same));
		expect(ok1.status).toBe(200);
		expect(ok1.body.data.workspaceId).toBe(ws);
		const none = { code: "x" };
		expect((await send("/api/v1/partner", none, await signed(key, "/api/v1/partner", none))).status).toBe(200);
		const other = { accountId: await createWorkspace() };
		const mismatch = await send("/api/v1/partner", other, await signed(key, "/api/v1/partner", other));
		expect(mismatch.status).toBe(403);
		expect(mismatch.body.error.code).toBe("ACCOUNT_MISMATCH");
		const token = await idpToken({ sub: "u", accountId: ws, roles: ["merchant"] });
		const jwt = await send("/api/v1/partner", same, { Authorization: `Bearer ${token}` });
		expect(jwt.status).toBe(401);
		expect(jwt.body.error.code).toBe("UNAUTHORIZED");
	});

	it("publicRoute() needs no credential; every other route does", async () => {
		const open = await send("/api/v1/open", {}, {});
		expect(open.status).toBe(200);
		expect(open.body.data.workspaceId).toBeNull();
		expect((await send("/api/v1/sweep", {}, {})).status).toBe(401);
	});

	it("platform-admin endpoints need a key holding mkt:platform:admin", async () => {
		const { key } = await mktWorkspace();
		const adminKey = await mintMktKey(await createWorkspace(), "platform_admin");
		const denied = await send("/api/v1/sweep", {}, await signed(key, "/api/v1/sweep", {}));
		expect(denied.status).toBe(403);
		expect(denied.body.error.code).toBe("FORBIDDEN");
		expect((await send("/api/v1/sweep", {}, await signed(adminKey, "/api/v1/sweep", {}))).status).toBe(200);
	});
});
