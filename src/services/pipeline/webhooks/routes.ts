import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../../platform/context";
import { webhookRoutes } from "../../../platform/webhooks/routes";
import { ciIdempotency } from "../context";
import { CI_EVENT_DESCRIPTIONS, ciWebhooks } from "../events";

// Outbound webhooks (spec 002 "Pipeline service", issue 21): the shared engine's routes under CI
// paths. Endpoints and deliveries are separate resources here (unlike POS, whose deliveries sit
// under its subscriptions). ciAuth is global (index.ts) and CI keys carry no scopes, so the
// route-level auth is a pass-through.
const pass = (): MiddlewareHandler<AppEnv> => (_c, next) => next();

export default webhookRoutes(ciWebhooks, {
	// The generic builder registers event-types (a static path) before <endpoints>/{id}.
	paths: {
		endpoints: "/api/v1/webhook-endpoints",
		deliveries: "/api/v1/webhook-deliveries",
		eventTypes: "/api/v1/webhook-endpoints/event-types",
	},
	deliveryList: { endpointParam: "endpointId" },
	auth: { endpointsRead: pass, endpointsWrite: pass, eventsRead: pass, eventsWrite: pass },
	listMeta: "cursor",
	idempotency: ciIdempotency,
	componentPrefix: "Ci",
	eventDescriptions: CI_EVENT_DESCRIPTIONS,
	// Issue 21: an endpoint created without events receives every event.
	defaultEvents: ["*"],
});
