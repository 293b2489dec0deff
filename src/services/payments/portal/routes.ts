import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { router } from "../../../platform/app";
import type { AppEnv } from "../../../platform/context";
import { ok } from "../../../platform/envelope";
import { errors, jsonBody, jsonResponse } from "../../../platform/openapi";
import { assertRedirectUrls, redirectUrl } from "../../../platform/redirect-url";
import { requireScope } from "../access/auth";
import { payIdempotency } from "../access/idempotency";
import { createPortalSession, getPortalSettings, portalSessionView, putPortalSettings, sessionToken } from "./portal";

// Spec 000 §4 "Portal sessions": POST /v1/portal-sessions (pay:portal:create, mutating_light,
// optional Idempotency-Key). Portal feature toggles per workspace: GET/PUT /v1/portal-settings.

const scopeOf = (c: Context<AppEnv>) => ({
	workspaceId: c.get("workspaceId") as string,
	environment: c.get("environment") as "test" | "live",
});
const optionalKey = () => payIdempotency("optional");

const PortalSession = z
	.object({
		id: z.string().openapi({ example: "ps_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		arn: z.string(),
		accountId: z.string(),
		customerId: z.string(),
		url: z.string().openapi({ description: "Session id in the path, signed token in the fragment (#token=...)" }),
		returnUrl: z.string(),
		expiresAt: z.string(),
		createdAt: z.string(),
	})
	.openapi("PortalSession");

const Settings = z
	.object({
		cancelSubscription: z.boolean(),
		updatePaymentMethod: z.boolean(),
		viewInvoices: z.boolean(),
		changePlan: z.boolean(),
	})
	.openapi("PortalSettings");

const app = router();

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/portal-sessions",
		summary: "Mint a customer portal session (15 minutes)",
		description:
			"Body: customerId (a cus_ id of this workspace; another workspace's is 404 not_found), returnUrl (absolute https, ≤ 2,048 characters, no user name or password, no spaces or control characters; http only to a loopback host in local development). Unknown fields are rejected. 201 with the session: url = <base>/portal/<ps_id>#token=<signed token>; expiresAt = createdAt + 15 minutes (the test clock in test mode); after that the URL answers 410. Emits no event. There is no GET, list or DELETE.",
		middleware: [requireScope("pay:portal:create", { rateClass: "mutating_light" }), optionalKey()] as const,
		request: {
			...jsonBody(
				z
					.strictObject({
						customerId: z.string().min(1).max(64).openapi({ example: "cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
						returnUrl: redirectUrl().openapi({ example: "https://toko.example/account" }),
					})
					.openapi("CreatePortalSession"),
			),
		},
		responses: {
			201: jsonResponse(PortalSession, "The portal session"),
			...errors([403, "insufficient_scope"], [409, "idempotency_key_conflict"], [429, "Rate limited (mutating_light)"]),
		},
	}),
	async (c) => {
		const b = c.req.valid("json");
		assertRedirectUrls(c.env, { returnUrl: b.returnUrl });
		const row = await createPortalSession(c.env, scopeOf(c), b.customerId, b.returnUrl);
		const url = `${new URL(c.req.url).origin}${c.get("base") ?? ""}/portal/${row.id}#token=${await sessionToken(c.env, row)}`;
		return ok(c, portalSessionView(row, url), 201);
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
			...errors([403, "insufficient_scope"], [429, "Rate limited"]),
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
		request: {
			...jsonBody(
				z
					.strictObject({
						cancelSubscription: z.boolean().optional(),
						updatePaymentMethod: z.boolean().optional(),
						viewInvoices: z.boolean().optional(),
						changePlan: z.boolean().optional(),
					})
					.openapi("PutPortalSettings"),
			),
		},
		responses: {
			200: jsonResponse(Settings, "The toggles"),
			...errors([403, "insufficient_scope"], [409, "idempotency_key_conflict"], [429, "Rate limited"]),
		},
	}),
	async (c) => ok(c, await putPortalSettings(c.env, scopeOf(c), c.req.valid("json"))),
);

export default app;
