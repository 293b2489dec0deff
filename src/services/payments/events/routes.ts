import { createRoute, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { router } from "../../../platform/app";
import type { AppEnv } from "../../../platform/context";
import { iso } from "../../../platform/encoding";
import { ok } from "../../../platform/envelope";
import { ApiError } from "../../../platform/errors";
import { errors, jsonBody, jsonResponse } from "../../../platform/openapi";
import { webhookRoutes } from "../../../platform/webhooks/routes";
import { requireScope } from "../access/auth";
import { payIdempotency } from "../access/idempotency";
import { emitPaymentsEvents, PAYMENT_EVENT_TYPES, paymentsWebhooks } from "./index";

// Webhook endpoints, deliveries and events (docs/payments.md "Webhooks"): the shared engine with
// payments' paths, scopes (webhook_management_only keys hold exactly these four) and meta.page.

const webhooks = webhookRoutes(paymentsWebhooks, {
	paths: { endpoints: "/v1/webhook-endpoints", deliveries: "/v1/webhook-deliveries", events: "/v1/events" },
	endpointDeliveries: true,
	auth: {
		endpointsRead: () => requireScope("pay:webhook_endpoint:read"),
		endpointsWrite: () => requireScope("pay:webhook_endpoint:write"),
		eventsRead: () => requireScope("pay:event:read"),
		eventsWrite: () => requireScope("pay:event:write"),
	},
	listMeta: "page",
	idempotency: () => payIdempotency("optional"),
	componentPrefix: "Pay",
});

// ---------------------------------------------------------------------------------------------
// Test mode only: emit synthetic events (load tests, receiver development). Live keys get 404.
// ---------------------------------------------------------------------------------------------
const testModeOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
	if (c.get("environment") !== "test")
		throw new ApiError(404, "not_found", `No route for ${c.req.method} ${c.req.path}`);
	await next();
};

export const MAX_TEST_EVENTS = 100;

webhooks.openapi(
	createRoute({
		method: "post",
		path: "/v1/test-helpers/events",
		summary: "Test mode: emit synthetic events",
		description: `Records \`count\` events (1-${MAX_TEST_EVENTS}, default 1) of \`type\` with \`data\` as the object and delivers them like real ones. For load tests and for developing a receiver; real events come from the resources themselves. Test keys only; live keys get 404.`,
		middleware: [requireScope("pay:test_helper:write"), testModeOnly] as const,
		request: jsonBody(
			z
				.strictObject({
					type: z.enum(PAYMENT_EVENT_TYPES).openapi({ description: "The event type to emit" }),
					data: z
						.record(z.string(), z.unknown())
						.optional()
						.openapi({ description: "The object the events carry as data (default {})" }),
					count: z
						.number()
						.int()
						.min(1)
						.max(MAX_TEST_EVENTS)
						.optional()
						.openapi({ description: `How many events to record, 1-${MAX_TEST_EVENTS} (default 1)` }),
				})
				.openapi("PayTestEvents"),
		),
		responses: {
			201: jsonResponse(z.array(z.unknown()), "The events recorded"),
			...errors([403, "insufficient_scope"], [429, "rate_limited"]),
		},
	}),
	async (c) => {
		const b = c.req.valid("json");
		const accountId = c.get("workspaceId") as string;
		const now = Date.now();
		const list = Array.from({ length: b.count ?? 1 }, () => ({
			type: b.type,
			accountId,
			environment: "test" as const,
			occurredAt: now,
			data: b.data ?? {},
		}));
		const ids = await emitPaymentsEvents(c.env, c.executionCtx, list);
		return ok(
			c,
			ids.map((id, i) => ({
				id,
				type: b.type,
				occurredAt: iso(now),
				accountId,
				environment: "test",
				data: list[i].data,
			})),
			201,
		);
	},
);

const app = router();
app.route("/", webhooks);
export default app;
