import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { createRoute, z } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { createServiceApp } from "../../src/platform/app";
import { ok } from "../../src/platform/envelope";
import { jsonResponse } from "../../src/platform/openapi";
import { paymentsApp } from "../../src/services/payments";
import {
	payAuth,
	payKey,
	publicRoute,
	requirePlatformAdmin,
	requireScope,
	undeclaredRoutes,
} from "../../src/services/payments/access/auth";
import { admin, call, createWorkspace, expectEnvelopeError, type Res } from "../helpers/http";
import { mintPayKey, payCall, signPay } from "../helpers/pay";
import { dbOf } from "../helpers/shards";

/** A throwaway payments-like app to exercise the declarations the later issues will use. */
function probeApp() {
	const app = createServiceApp({ name: "pay", title: "Probe", casing: "lower", apiPrefix: "/v1" });
	app.use("/v1/*", payAuth);
	const whoami = (c: Parameters<Parameters<typeof app.openapi>[1]>[0]) =>
		ok(c, {
			workspaceId: c.get("workspaceId"),
			environment: c.get("environment"),
			actor: c.get("actor"),
			apiKey: payKey(c),
		});
	const Out = jsonResponse(z.record(z.string(), z.unknown()), "who");
	app.openapi(
		createRoute({
			method: "post",
			path: "/v1/payouts/{id}/mark-paid",
			middleware: [requirePlatformAdmin()] as const,
			responses: { 200: Out },
		}),
		whoami,
	);
	app.openapi(
		createRoute({
			method: "get",
			path: "/v1/payouts",
			middleware: [requireScope("pay:payout:read")] as const,
			responses: { 200: Out },
		}),
		whoami,
	);
	app.openapi(
		createRoute({
			method: "post",
			path: "/v1/callbacks/gateway_a",
			middleware: [publicRoute()] as const,
			responses: { 200: Out },
		}),
		(c) => ok(c, { public: true }),
	);
	app.openapi(createRoute({ method: "get", path: "/v1/forgotten", responses: { 200: Out } }), (c) =>
		ok(c, { leaked: true }),
	);
	return app;
}

const probe = probeApp();

async function probeCall(
	key: { keyId: string; key: string } | null,
	method: string,
	path: string,
	headers: Record<string, string> = {},
): Promise<Res> {
	const ts = Math.floor(Date.now() / 1000);
	const h: Record<string, string> = { "x-pasar-base": "/pay", ...headers };
	if (key) {
		h.Authorization = await signPay(key, method, `/pay${path}`, "", ts, { onBehalfOf: headers["X-Pay-On-Behalf-Of"] });
		h["X-Pay-Timestamp"] = String(ts);
	}
	const ctx = createExecutionContext();
	const res = await probe.fetch(new Request(`http://127.0.0.1:8787${path}`, { method, headers: h }), env, ctx);
	await waitOnExecutionContext(ctx);
	const text = await res.text();
	return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null, text };
}

describe("route declarations", () => {
	it("every /v1 payments route declares a scope, platform-admin need or public access", () => {
		expect(undeclaredRoutes(paymentsApp)).toEqual([]);
		expect(undeclaredRoutes(probe)).toEqual(["GET /v1/forgotten"]);
	});

	it("a route without a declaration refuses every key (fails closed)", async () => {
		const k = await mintPayKey(await createWorkspace());
		expectEnvelopeError(await probeCall(k, "GET", "/v1/forgotten"), 403, "insufficient_scope");
	});

	it("publicRoute() needs no signature", async () => {
		const res = await probeCall(null, "POST", "/v1/callbacks/gateway_a");
		expect(res.status).toBe(200);
		expect(res.body.data).toEqual({ public: true });
	});

	it("payAuth sets workspaceId, environment, actor and apiKey", async () => {
		const ws = await createWorkspace();
		const k = await mintPayKey(ws, { environment: "live", role: "restricted", scopes: ["pay:payout:read"] });
		const res = await probeCall(k, "GET", "/v1/payouts");
		expect(res.status).toBe(200);
		expect(res.body.data).toEqual({
			workspaceId: ws,
			environment: "live",
			actor: k.keyId,
			apiKey: {
				id: k.id,
				keyId: k.keyId,
				role: "restricted",
				scopes: ["pay:payout:read"],
				environment: "live",
				accountId: ws,
			},
		});
	});
});

describe("platform administrator", () => {
	it("requirePlatformAdmin(): merchant keys of every role get 403 insufficient_scope; platform_admin passes", async () => {
		const ws = await createWorkspace();
		for (const role of ["full_access", "read_only", "webhook_management_only"]) {
			const k = await mintPayKey(ws, { role });
			expectEnvelopeError(await probeCall(k, "POST", "/v1/payouts/po_1/mark-paid"), 403, "insufficient_scope");
		}
		const r = await mintPayKey(ws, { role: "restricted", scopes: ["pay:payout:write", "pay:payout:read"] });
		expectEnvelopeError(await probeCall(r, "POST", "/v1/payouts/po_1/mark-paid"), 403, "insufficient_scope");
		const pa = await mintPayKey(ws, { role: "platform_admin" });
		expect((await probeCall(pa, "POST", "/v1/payouts/po_1/mark-paid")).status).toBe(200);
	});

	it("X-Pay-On-Behalf-Of: a platform_admin key acts in the target workspace", async () => {
		const platform = await createWorkspace();
		const merchant = await createWorkspace();
		const pa = await mintPayKey(platform, { role: "platform_admin", environment: "live" });
		const merchantKey = await mintPayKey(merchant, { environment: "live", name: "merchant root" });

		const who = await probeCall(pa, "POST", "/v1/payouts/po_1/mark-paid", { "X-Pay-On-Behalf-Of": merchant });
		expect(who.body.data).toMatchObject({
			workspaceId: merchant,
			environment: "live",
			actor: pa.keyId,
			apiKey: { role: "platform_admin", accountId: platform },
		});

		const list = await payCall(pa, "GET", "/v1/api-keys", { onBehalfOf: merchant });
		expect(list.status).toBe(200);
		expect(list.body.data.map((k: { id: string }) => k.id)).toEqual([merchantKey.id]);
		const made = await payCall(pa, "POST", "/v1/api-keys", {
			body: { name: "made by ops", environment: "live" },
			onBehalfOf: merchant,
		});
		expect(made.status).toBe(201);
		const audit = await (await dbOf("DB_PAY", merchant))
			.prepare("SELECT account_id, actor, actor_account_id FROM audit_log WHERE target_id = ?")
			.bind(made.body.data.id)
			.first();
		expect(audit).toEqual({ account_id: merchant, actor: pa.keyId, actor_account_id: platform });
		// the merchant's own key sees the new key; the platform workspace does not have it
		expect((await payCall(merchantKey, "GET", `/v1/api-keys/${made.body.data.id}`)).status).toBe(200);
		expect((await payCall(pa, "GET", `/v1/api-keys/${made.body.data.id}`)).status).toBe(404);
		// platform_admin keys are never minted through the API, on behalf or not
		expectEnvelopeError(
			await payCall(pa, "POST", "/v1/api-keys", { body: { name: "x", role: "platform_admin" }, onBehalfOf: merchant }),
			400,
			"validation_error",
		);
	});

	it("any other key sending X-Pay-On-Behalf-Of gets 403 insufficient_scope", async () => {
		const a = await createWorkspace();
		const b = await createWorkspace();
		for (const role of ["full_access", "read_only"]) {
			const k = await mintPayKey(a, { role });
			expectEnvelopeError(await payCall(k, "GET", "/v1/api-keys", { onBehalfOf: b }), 403, "insufficient_scope");
			expectEnvelopeError(await payCall(k, "GET", "/v1/api-keys", { onBehalfOf: a }), 403, "insufficient_scope");
		}
	});

	it("an on-behalf-of target must be an existing workspace id", async () => {
		const pa = await mintPayKey(await createWorkspace(), { role: "platform_admin" });
		const bad = await payCall(pa, "GET", "/v1/api-keys", { onBehalfOf: "not-a-workspace" });
		expectEnvelopeError(bad, 400, "validation_error");
		expect(bad.body.error.param).toBe("X-Pay-On-Behalf-Of");
		expectEnvelopeError(
			await payCall(pa, "GET", "/v1/api-keys", { onBehalfOf: "acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
			404,
			"not_found",
		);
	});
});

describe("X-Pay-On-Behalf-Of is part of the signed string (DESIGN §4)", () => {
	const now = () => Math.floor(Date.now() / 1000);

	/** Sends with headers signed for `signedFor` (undefined: signed without the header) but carrying `sent`. */
	async function replay(
		k: { keyId: string; key: string },
		method: string,
		path: string,
		o: { body?: string; idem?: string; signedFor?: string; sent?: string },
	) {
		const ts = now();
		const headers: Record<string, string> = {
			Authorization: await signPay(k, method, `/pay${path}`, o.body ?? "", ts, {
				idempotencyKey: o.idem,
				onBehalfOf: o.signedFor,
			}),
			"X-Pay-Timestamp": String(ts),
			"Content-Type": "application/json",
		};
		if (o.idem !== undefined) headers["Idempotency-Key"] = o.idem;
		if (o.sent !== undefined) headers["X-Pay-On-Behalf-Of"] = o.sent;
		return call(method, `/pay${path}`, { raw: o.body, headers });
	}

	it("a request signed for workspace A, replayed with the header changed to B, is 401 invalid_signature and writes nothing in B", async () => {
		const pa = await mintPayKey(await createWorkspace(), { role: "platform_admin" });
		const a = await createWorkspace();
		const b = await createWorkspace();
		const bKey = await mintPayKey(b);
		const body = JSON.stringify({ name: "ops-made" });
		for (const idem of [undefined, "ops-1"]) {
			expectEnvelopeError(
				await replay(pa, "POST", "/v1/api-keys", { body, idem, signedFor: a, sent: b }),
				401,
				"invalid_signature",
			);
			expectEnvelopeError(await replay(pa, "GET", "/v1/api-keys", { signedFor: a, sent: b }), 401, "invalid_signature");
		}
		expect((await payCall(bKey, "GET", "/v1/api-keys")).body.data.map((k: { id: string }) => k.id)).toEqual([bKey.id]);
		// the same signature is good for A, the workspace it names
		expect((await replay(pa, "POST", "/v1/api-keys", { body, idem: "ops-1", signedFor: a, sent: a })).status).toBe(201);
	});

	it("signed without the header and then the header added, or signed with it and the header dropped: 401 invalid_signature", async () => {
		const paWs = await createWorkspace();
		const pa = await mintPayKey(paWs, { role: "platform_admin" });
		const merchant = await createWorkspace();
		for (const idem of [undefined, "k-1", ""]) {
			expectEnvelopeError(await replay(pa, "GET", "/v1/api-keys", { idem, sent: merchant }), 401, "invalid_signature");
			expectEnvelopeError(
				await replay(pa, "GET", "/v1/api-keys", { idem, signedFor: merchant }),
				401,
				"invalid_signature",
			);
		}
		// a platform-admin-only route too: the captured mark-paid cannot be pointed at a merchant
		expectEnvelopeError(
			await replay(pa, "POST", "/v1/payouts/po_01JB4X6N0ZQ8K3C9W2T5V7R1MD/mark-paid", { idem: "m-1", sent: merchant }),
			401,
			"invalid_signature",
		);
	});

	it("the signed lines are: ... body hash, Idempotency-Key or empty, account id (recomputed by hand here)", async () => {
		const pa = await mintPayKey(await createWorkspace(), { role: "platform_admin" });
		const merchant = await createWorkspace();
		const ts = now();
		const enc = new TextEncoder();
		const hmac = async (sts: string) => {
			const k = await crypto.subtle.importKey("raw", enc.encode(pa.key), { name: "HMAC", hash: "SHA-256" }, false, [
				"sign",
			]);
			return [...new Uint8Array(await crypto.subtle.sign("HMAC", k, enc.encode(sts)))]
				.map((x) => x.toString(16).padStart(2, "0"))
				.join("");
		};
		const empty = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
		const send = async (sts: string, extra: Record<string, string>) =>
			call("GET", "/pay/v1/api-keys", {
				headers: {
					Authorization: `Pay-HMAC-SHA256 keyId=${pa.keyId}, scope=*, signature=${await hmac(sts)}`,
					"X-Pay-Timestamp": String(ts),
					...extra,
				},
			});
		// no Idempotency-Key: the empty line is still there
		expect(
			(await send(`GET\n/pay/v1/api-keys\n${ts}\n${empty}\n\n${merchant}`, { "X-Pay-On-Behalf-Of": merchant })).status,
		).toBe(200);
		expectEnvelopeError(
			await send(`GET\n/pay/v1/api-keys\n${ts}\n${empty}\n${merchant}`, { "X-Pay-On-Behalf-Of": merchant }),
			401,
			"invalid_signature",
		);
		// with one: key line, then the account id
		expect(
			(
				await send(`GET\n/pay/v1/api-keys\n${ts}\n${empty}\nk-9\n${merchant}`, {
					"X-Pay-On-Behalf-Of": merchant,
					"Idempotency-Key": "k-9",
				})
			).status,
		).toBe(200);
		// without the header the string is unchanged
		expect((await send(`GET\n/pay/v1/api-keys\n${ts}\n${empty}`, {})).status).toBe(200);
	});

	it("a correctly signed on-behalf-of request works, with and without an Idempotency-Key, and replays", async () => {
		const pa = await mintPayKey(await createWorkspace(), { role: "platform_admin" });
		const merchant = await createWorkspace();
		const mk = await mintPayKey(merchant);
		expect(
			(await payCall(pa, "GET", "/v1/api-keys", { onBehalfOf: merchant })).body.data.map((k: { id: string }) => k.id),
		).toEqual([mk.id]);
		const made = await payCall(pa, "POST", "/v1/api-keys", {
			body: { name: "ops" },
			idempotencyKey: "ops-made-1",
			onBehalfOf: merchant,
		});
		expect(made.status).toBe(201);
		const again = await payCall(pa, "POST", "/v1/api-keys", {
			body: { name: "ops" },
			idempotencyKey: "ops-made-1",
			onBehalfOf: merchant,
		});
		expect(again.status).toBe(201);
		expect(again.headers.get("Idempotent-Replayed")).toBe("true");
		expect(again.body.data.id).toBe(made.body.data.id);
		expect((await payCall(mk, "GET", `/v1/api-keys/${made.body.data.id}`)).status).toBe(200);
	});
});

describe("who mints platform_admin keys, and where they act", () => {
	it("POST /v1/api-keys never mints platform_admin: 400 validation_error (param role) from every key, platform_admin included, on behalf or not", async () => {
		const ws = await createWorkspace();
		const other = await createWorkspace();
		const pa = await mintPayKey(ws, { role: "platform_admin", environment: "live" });
		const root = await mintPayKey(ws, { environment: "live" });
		const restricted = await mintPayKey(ws, { role: "restricted", scopes: ["apiKeys:write", "apiKeys:read"] });
		for (const [k, onBehalfOf] of [
			[root, undefined],
			[restricted, undefined],
			[pa, undefined],
			[pa, other],
			[pa, ws],
		] as const) {
			const res = await payCall(k, "POST", "/v1/api-keys", {
				body: { name: "x", role: "platform_admin", environment: "live" },
				onBehalfOf,
			});
			expectEnvelopeError(res, 400, "validation_error");
			expect(res.body.error.param).toBe("role");
			expect(res.body.error.message).toContain(
				"only through the platform admin API (POST /admin/v1/workspaces/{id}/credentials)",
			);
		}
		const roles = (await payCall(root, "GET", "/v1/api-keys")).body.data.map((k: { role: string }) => k.role).sort();
		expect(roles).toEqual(["full_access", "platform_admin", "restricted"]);
	});

	it("the admin API (ADMIN_TOKEN) mints one into the workspace in its path; nowhere else, and never into a missing workspace", async () => {
		const home = await createWorkspace();
		const res = await admin("POST", `/v1/workspaces/${home}/credentials`, {
			service: "pay",
			role: "platform_admin",
			environment: "live",
		});
		expect(res.status).toBe(201);
		expect(res.body.data).toMatchObject({ role: "platform_admin", environment: "live", scopes: null });
		// its home workspace is the one named in the path
		const who = await probeCall(res.body.data, "POST", "/v1/payouts/po_1/mark-paid");
		expect(who.body.data).toMatchObject({ workspaceId: home, apiKey: { accountId: home, role: "platform_admin" } });
		// the home workspace's merchant keys see it but cannot revoke it; another platform_admin key can
		const merchantRoot = await mintPayKey(home, { environment: "live" });
		expect((await payCall(merchantRoot, "GET", `/v1/api-keys/${res.body.data.id}`)).body.data.role).toBe(
			"platform_admin",
		);
		expectEnvelopeError(
			await payCall(merchantRoot, "DELETE", `/v1/api-keys/${res.body.data.id}`),
			403,
			"insufficient_scope",
		);
		const second = await mintPayKey(home, { role: "platform_admin", environment: "live" });
		expect((await payCall(second, "DELETE", `/v1/api-keys/${res.body.data.id}`)).status).toBe(204);
		expectEnvelopeError(
			await admin("POST", "/v1/workspaces/acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD/credentials", {
				service: "pay",
				role: "platform_admin",
			}),
			404,
			"not_found",
		);
		expectEnvelopeError(
			await admin("POST", `/v1/workspaces/${home}/credentials`, {
				service: "pay",
				role: "platform_admin",
				scopes: ["pay:payout:admin"],
			}),
			400,
			"validation_error",
		);
		expectEnvelopeError(
			await call("POST", `/admin/v1/workspaces/${home}/credentials`, {
				body: { service: "pay", role: "platform_admin" },
				headers: { Authorization: "Bearer wrong" },
			}),
			401,
			"unauthorized",
		);
	});

	it("acts in its home workspace without the header, and in any existing workspace with it, in the key's own environment", async () => {
		const home = await createWorkspace();
		const m1 = await createWorkspace();
		const m2 = await createWorkspace();
		const pa = await mintPayKey(home, { role: "platform_admin", environment: "test" });
		for (const [target, expected] of [
			[undefined, home],
			[m1, m1],
			[m2, m2],
			[home, home],
		] as const) {
			const headers: Record<string, string> = target ? { "X-Pay-On-Behalf-Of": target } : {};
			const who = await probeCall(pa, "POST", "/v1/payouts/po_1/mark-paid", headers);
			expect(who.status).toBe(200);
			expect(who.body.data).toMatchObject({ workspaceId: expected, environment: "test", apiKey: { accountId: home } });
		}
		// a test admin key cannot reach live data or mint live keys for a merchant
		expectEnvelopeError(
			await payCall(pa, "POST", "/v1/api-keys", { body: { name: "l", environment: "live" }, onBehalfOf: m1 }),
			403,
			"insufficient_scope",
		);
	});

	it("a well-formed id that names no workspace is 404 not_found, a malformed one 400, both after the signature checks", async () => {
		const pa = await mintPayKey(await createWorkspace(), { role: "platform_admin" });
		const ghost = "acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD";
		expectEnvelopeError(
			await payCall(pa, "POST", "/v1/api-keys", { body: { name: "x" }, onBehalfOf: ghost }),
			404,
			"not_found",
		);
		expectEnvelopeError(
			await payCall(pa, "POST", "/v1/payouts/po_1/mark-paid", { onBehalfOf: ghost }),
			404,
			"not_found",
		);
		expectEnvelopeError(await payCall(pa, "GET", "/v1/api-keys", { onBehalfOf: "" }), 400, "validation_error");
		// unsigned, the target is never looked at
		const ts = Math.floor(Date.now() / 1000);
		const auth = await signPay(pa, "GET", "/pay/v1/api-keys", "", ts);
		expectEnvelopeError(
			await call("GET", "/pay/v1/api-keys", {
				headers: { Authorization: auth, "X-Pay-Timestamp": String(ts), "X-Pay-On-Behalf-Of": ghost },
			}),
			401,
			"invalid_signature",
		);
	});
});
