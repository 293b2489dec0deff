import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../../platform/context";
import { webhookRoutes } from "../../../platform/webhooks/routes";
import { mktIdempotency } from "../context";
import { MKT_EVENT_DESCRIPTIONS, mktWebhooks } from "../events";

// Webhook endpoints, deliveries and events of marketing (campaign events, issue 40): the shared
// engine's routes. mktAuth is global (index.ts) and admits merchant principals only, which may all
// manage endpoints, so the route-level auth is a pass-through.
const pass = (): MiddlewareHandler<AppEnv> => (_c, next) => next();

export default webhookRoutes(mktWebhooks, {
	paths: {
		endpoints: "/api/v1/webhook-endpoints",
		deliveries: "/api/v1/webhook-deliveries",
		events: "/api/v1/events",
		eventTypes: "/api/v1/event-types",
	},
	deliveryList: { endpointParam: "endpointId" },
	auth: { endpointsRead: pass, endpointsWrite: pass, eventsRead: pass, eventsWrite: pass },
	listMeta: "cursor",
	idempotency: mktIdempotency,
	componentPrefix: "Mkt",
	eventDescriptions: MKT_EVENT_DESCRIPTIONS,
});
