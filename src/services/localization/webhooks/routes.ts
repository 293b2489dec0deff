import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../../platform/context";
import { documentWebhookEvent } from "../../../platform/openapi-webhooks";
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
	for (const type of LOC_EVENT_TYPES)
		documentWebhookEvent(service, "Loc-Signature", SIGNING, { type, ...eventPayload(type) });
}

export default app;
