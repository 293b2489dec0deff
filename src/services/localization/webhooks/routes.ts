import { z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../../platform/context";
import { webhookRoutes } from "../../../platform/webhooks/routes";
import { locIdempotency } from "../context";
import { LOC_EVENT_DESCRIPTIONS, LOC_EVENT_TYPES, locWebhooks } from "../events";
import { eventPayload } from "./schemas";

// Outbound webhooks (issue 41): the shared engine's routes under the paths CI uses (endpoints CRUD and
// rotate-secret, deliveries list, get and retry, event types), plus the events list and get.
// locAuth is global (index.ts) and localization keys carry no scopes, so the route-level auth is a
// pass-through.
const pass = (): MiddlewareHandler<AppEnv> => (_c, next) => next();

const app = webhookRoutes(locWebhooks, {
	// The generic builder registers event-types (a static path) before <endpoints>/{id}.
	paths: {
		endpoints: "/api/v1/webhook-endpoints",
		deliveries: "/api/v1/webhook-deliveries",
		events: "/api/v1/events",
		eventTypes: "/api/v1/webhook-endpoints/event-types",
	},
	deliveryList: { endpointParam: "endpointId" },
	auth: { endpointsRead: pass, endpointsWrite: pass, eventsRead: pass, eventsWrite: pass },
	listMeta: "cursor",
	idempotency: locIdempotency,
	componentPrefix: "Loc",
	eventDescriptions: LOC_EVENT_DESCRIPTIONS,
	// As CI: an endpoint created without events receives every event.
	defaultEvents: ["*"],
});

const SIGNING =
	'Signed `Loc-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`, keyed with the endpoint\'s whole `whsec_…` secret (one v1 per secret while a rotated secret still signs); refuse a t more than 300 s from your clock. The SDK\'s verifyWebhook / verifyWebhookRequest({service: "loc"}) does this. Any 2xx within 10 s acknowledges; anything else is retried after about 1 s, 5 s, 25 s, 2 min, 10 min, 1 h and 6 h (8 attempts). Delivery is at least once and unordered: dedupe on the event id.';

/**
 * Each event type as an OpenAPI 3.1 webhook (what the receiver gets, with an example body), on the
 * service app itself: a sub-app's webhooks are re-registered under its mount path ("/loc.key…").
 */
export function documentLocEvents(service: Pick<typeof app, "openAPIRegistry">) {
	for (const type of LOC_EVENT_TYPES) documentEvent(service, type);
}

function documentEvent(service: Pick<typeof app, "openAPIRegistry">, type: (typeof LOC_EVENT_TYPES)[number]) {
	const { body, example, description } = eventPayload(type);
	service.openAPIRegistry.registerWebhook({
		method: "post",
		path: type,
		summary: type,
		description: `${description}.\n\n${SIGNING}`,
		request: {
			headers: z.object({
				"Loc-Signature": z.string().openapi({
					description: "t=<unix>,v1=<hex>[,v1=<hex>]",
					example: "t=1795940142,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd",
				}),
			}),
			body: { content: { "application/json": { schema: body, example } }, required: true },
		},
		responses: {
			200: { description: "Any 2xx acknowledges the delivery; anything else (or no answer in 10 s) is retried" },
		},
	});
}

export default app;
