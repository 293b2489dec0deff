import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { createRoute, z } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { createServiceApp } from "../../src/platform/app";
import { ok } from "../../src/platform/envelope";
import { jsonResponse } from "../../src/platform/openapi";
import { paymentsApp } from "../../src/services/payments";
import { payAuth, payKey, publicRoute, requirePlatformAdmin, requireScope, undeclaredRoutes } from "../../src/services/payments/access/auth";
import { createWorkspace, expectEnvelopeError, type Res } from "../helpers/http";
import { mintPayKey, payCall, signPay } from "../helpers/pay";

/** A throwaway payments-like app to exercise the declarations the later issues will use. */
function probeApp() {
	const app = createServiceApp({ name: "pay", title: "Probe", casing: "lower", apiPrefix: "/v1" });
	app.use("/v1/*", payAuth);
	const whoami = (c: Parameters<Parameters<typeof app.openapi>[1]>[0]) =>
		ok(c, { workspaceId: c.get("workspaceId"), environment: c.get("environment"), actor: c.get("actor"), apiKey: payKey(c) });
	const Out = jsonResponse(z.record(z.string(), z.unknown()), "who");
	app.openapi(
		createRoute({ method: "post", path: "/v1/payouts/{id}/mark-paid", middleware: [requirePlatformAdmin()] as const, responses: { 200: Out } }),
		whoami,
	);
	app.openapi(createRoute({ method: "get", path: "/v1/payouts", middleware: [requireScope("pay:payout:read")] as const, responses: { 200: Out } }), whoami);
	app.openapi(createRoute({ method: "post", path: "/v1/callbacks/gateway_a", middleware: [publicRoute()] as const, responses: { 200: Out } }), (c) =>
		ok(c, { public: true }),
	);
	app.openapi(createRoute({ method: "get", path: "/v1/forgotten", responses: { 200: Out } }), (c) => ok(c, { leaked: true }));
	return app;
}

const probe = probeApp();

async function probeCall(key: { keyId: string; key: string } | null, method: string, path: string, headers: Record<string, string> = {}): Promise<Res> {
	const ts = Math.floor(Date.now() / 1000);
	const h: Record<string, string> = { "x-pasar-base": "/pay", ...headers };
	if (key) {
		h.Authorization = await signPay(key, method, `/pay${path}`, "", ts);
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
			apiKey: { id: k.id, keyId: k.keyId, role: "restricted", scopes: ["pay:payout:read"], environment: "live", accountId: ws },
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
		const made = await payCall(pa, "POST", "/v1/api-keys", { body: { name: "made by ops", environment: "live" }, onBehalfOf: merchant });
		expect(made.status).toBe(201);
		const audit = await env.DB_PAY.prepare("SELECT account_id, actor, actor_account_id FROM audit_log WHERE target_id = ?").bind(made.body.data.id).first();
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
		expectEnvelopeError(await payCall(pa, "GET", "/v1/api-keys", { onBehalfOf: "acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }), 404, "not_found");
	});
});
