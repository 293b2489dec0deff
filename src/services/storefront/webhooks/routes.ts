import { router } from "../../../platform/app";
import { webhookRoutes } from "../../../platform/webhooks/routes";
import { secretOnly } from "../access/auth";
import { storeIdempotency } from "../context";
import { storeWebhooks } from "../events";

// Webhook endpoints, deliveries and events of the catalogue (docs/webhooks.md), secret keys only.
const webhooks = webhookRoutes(storeWebhooks, {
	paths: {
		endpoints: "/api/v1/storefront/webhook-endpoints",
		deliveries: "/api/v1/storefront/webhook-deliveries",
		events: "/api/v1/storefront/events",
		eventTypes: "/api/v1/storefront/event-types",
	},
	deliveryList: { endpointParam: "endpointId" },
	auth: { endpointsRead: secretOnly, endpointsWrite: secretOnly, eventsRead: secretOnly, eventsWrite: secretOnly },
	listMeta: "cursor",
	idempotency: storeIdempotency,
	componentPrefix: "Store",
});

const app = router();
app.route("/", webhooks);
export default app;
