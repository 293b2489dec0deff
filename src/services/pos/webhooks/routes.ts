import { z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { router } from "../../../platform/app";
import type { AppEnv } from "../../../platform/context";
import { webhookRoutes } from "../../../platform/webhooks/routes";
import { posIdempotency } from "../context";
import { POS_EVENT_DESCRIPTIONS, POS_EVENT_TYPES, posWebhooks } from "../events";
import { eventPayload } from "./payloads";

// Webhook subscriptions (spec 002): the shared engine's routes under POS paths. posAuth is global
// (index.ts), so the route-level auth is a pass-through; every key may manage subscriptions.
const pass = (): MiddlewareHandler<AppEnv> => (_c, next) => next();

const subscriptions = webhookRoutes(posWebhooks, {
	// The generic builder registers the static paths (deliveries, event-types) before {id}.
	paths: {
		endpoints: "/api/v1/webhook-subscriptions",
		deliveries: "/api/v1/webhook-subscriptions/deliveries",
		eventTypes: "/api/v1/webhook-subscriptions/event-types",
	},
	deliveryList: { endpointParam: "subscriptionId" },
	auth: { endpointsRead: pass, endpointsWrite: pass, eventsRead: pass, eventsWrite: pass },
	listMeta: "cursor",
	idempotency: posIdempotency,
	componentPrefix: "Pos",
	eventDescriptions: POS_EVENT_DESCRIPTIONS,
});

const app = router();
app.route("/", subscriptions);

const SIGNING =
	'Signed `Pos-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`, keyed with the subscription\'s whole `whsec_…` secret (one v1 per secret while a rotated secret still signs); refuse a t more than 300 s from your clock. Any 2xx within 10 s acknowledges; anything else is retried, 8 attempts over about 7.2 hours. Delivery is at least once and unordered: dedupe on the event id.';

/**
 * Each event type as an OpenAPI 3.1 webhook (what the receiver gets, with an example body), on the
 * service app itself: a sub-app's webhooks would not reach /pos/openapi.json.
 */
export function documentPosEvents(service: Pick<typeof app, "openAPIRegistry">) {
	for (const type of POS_EVENT_TYPES) {
		const { body, example, description } = eventPayload(type);
		service.openAPIRegistry.registerWebhook({
			method: "post",
			path: type,
			summary: type,
			description: `${description}.\n\n${SIGNING}`,
			request: {
				headers: z.object({
					"Pos-Signature": z.string().openapi({
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
}

export default app;
