import { deliveryRoutes } from "./delivery-routes";
import { endpointRoutes } from "./endpoint-routes";
import type { WebhookService } from "./engine";
import { eventRoutes, eventTypeRoutes } from "./event-routes";
import { type WebhookRoutesOptions, webhookRouteContext } from "./route-context";

// A service's webhook routes, each group a function over the shared route context
// (route-context.ts): endpoint-routes.ts (endpoint CRUD and rotate-secret), delivery-routes.ts
// (deliveries: list, an endpoint's, retrieve, retry), event-routes.ts (event types and events).
// The order of registration is the order of the OpenAPI document and of Hono's matching.

export type { WebhookRoutesOptions } from "./route-context";

export function webhookRoutes(engine: WebhookService, opts: WebhookRoutesOptions) {
	const rc = webhookRouteContext(engine, opts);
	const deliveries = deliveryRoutes(rc);

	// Static paths first: under POS and CI they share a prefix with <endpoints>/{id}.
	eventTypeRoutes(rc);
	deliveries.list();

	endpointRoutes(rc);
	deliveries.rest();
	eventRoutes(rc);

	return rc.app;
}
