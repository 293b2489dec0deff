import type { MiddlewareHandler } from "hono";
import { router } from "../../../platform/app";
import type { AppEnv } from "../../../platform/context";
import { webhookRoutes } from "../../../platform/webhooks/routes";
import { posIdempotency } from "../context";
import { POS_EVENT_DESCRIPTIONS, posWebhooks } from "../events";

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

export default app;
