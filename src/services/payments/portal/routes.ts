import { createRoute } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { ok } from "../../../platform/envelope";
import { errors, jsonBody, jsonResponse } from "../../../platform/openapi";
import { assertRedirectUrls } from "../../../platform/redirect-url";
import { requireScope } from "../access/auth";
import { payIdempotency } from "../access/idempotency";
import { ctxOf, scopeOf } from "../context";
import { CREATE_PORTAL_SESSION_DOC, CreatePortalSession, PortalSession, PutPortalSettings, Settings } from "./schemas";
import { createPortalSession } from "./sessions";
import { getPortalSettings, putPortalSettings } from "./settings";

// Spec 000 §4 "Portal sessions": POST /v1/portal-sessions (pay:portal:create, mutating_light,
// optional Idempotency-Key). Portal feature toggles per workspace: GET/PUT /v1/portal-settings.

const optionalKey = () => payIdempotency("optional");
const app = router();

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/portal-sessions",
		summary: "Mint a customer portal session (15 minutes)",
		description: CREATE_PORTAL_SESSION_DOC,
		middleware: [requireScope("pay:portal:create", { rateClass: "mutating_light" }), optionalKey()] as const,
		request: { ...jsonBody(CreatePortalSession) },
		responses: {
			201: jsonResponse(PortalSession, "The portal session"),
			...errors([403, "insufficient_scope"], [409, "idempotency_key_conflict"], [429, "Rate limited (mutating_light)"]),
		},
	}),
	async (c) => {
		const b = c.req.valid("json");
		assertRedirectUrls(c.env, { returnUrl: b.returnUrl });
		const base = `${new URL(c.req.url).origin}${c.get("base") ?? ""}`;
		return ok(c, await createPortalSession(ctxOf(c), scopeOf(c), { ...b, base }), 201);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/portal-settings",
		summary: "Portal feature toggles",
		description:
			"cancelSubscription, updatePaymentMethod, viewInvoices, changePlan — all on by default; per workspace (and environment), not per session.",
		middleware: [requireScope("pay:portal_settings:read")] as const,
		responses: {
			200: jsonResponse(Settings, "The toggles"),
			...errors([403, "insufficient_scope"], [429, "rate_limited"]),
		},
	}),
	async (c) => ok(c, await getPortalSettings(c.env, scopeOf(c))),
);

app.openapi(
	createRoute({
		method: "put",
		path: "/v1/portal-settings",
		summary: "Change portal feature toggles",
		description:
			"Any subset of the four booleans; omitted toggles keep their value. Takes effect on the next portal page load of every open session.",
		middleware: [requireScope("pay:portal_settings:write"), optionalKey()] as const,
		request: { ...jsonBody(PutPortalSettings) },
		responses: {
			200: jsonResponse(Settings, "The toggles"),
			...errors([403, "insufficient_scope"], [409, "idempotency_key_conflict"], [429, "rate_limited"]),
		},
	}),
	async (c) => ok(c, await putPortalSettings(ctxOf(c), scopeOf(c), c.req.valid("json"))),
);

export default app;
