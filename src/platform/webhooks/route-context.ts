import type { Context, MiddlewareHandler } from "hono";
import { router } from "../app";
import type { AppEnv } from "../context";
import { ApiError } from "../errors";
import { idempotency } from "../idempotency/index";
import type { WebhookService } from "./engine";
import { webhookSchemas } from "./schemas";
import type { Tenant } from "./store";

// What every group of a service's webhook routes shares (routes.ts composes the groups): the
// router they register on, the engine, the options, the Idempotency-Key middleware, the list
// meta and the named schemas.

export type Mw = MiddlewareHandler<AppEnv>;

export interface WebhookRoutesOptions {
	paths: {
		/** "/v1/webhook-endpoints" */
		endpoints: string;
		/** "/v1/webhook-deliveries": GET {id} and POST {id}/retry live here. */
		deliveries: string;
		/** "/v1/events": list and retrieve events. */
		events?: string;
		/** GET: the event types an endpoint can subscribe to (POS, CI). */
		eventTypes?: string;
	};
	/** GET <endpoints>/{id}/deliveries (payments). */
	endpointDeliveries?: boolean;
	/** GET <deliveries> with an endpoint filter named `endpointParam` (POS "subscriptionId", CI "endpointId"). */
	deliveryList?: { endpointParam: string };
	/**
	 * Middleware factories, each the FIRST middleware of its routes (a service's auth may read it as
	 * the route's declaration). `eventsWrite` guards manual retries (resending an event).
	 */
	auth: { endpointsRead: () => Mw; endpointsWrite: () => Mw; eventsRead: () => Mw; eventsWrite: () => Mw };
	/** payments: meta.page {limit, hasMore, nextCursor}; POS/CI/localization: meta.cursor, meta.hasMore. */
	listMeta: "page" | "cursor";
	/** Idempotency-Key handling for mutations (default: optional, service-wide codes). */
	idempotency?: () => Mw;
	/** Names the OpenAPI components ("PayWebhookEndpoint"). */
	componentPrefix?: string;
	/**
	 * What each event type means: GET <eventTypes> then answers [{type, description}] (POS) instead
	 * of the bare type names. Every type the engine emits must have one.
	 */
	eventDescriptions?: Readonly<Record<string, string>>;
	/** Makes `events` optional on create, defaulting to this list (CI: ["*"]); otherwise it is required. */
	defaultEvents?: readonly string[];
}

export const tenantOf = (c: Context<AppEnv>): Tenant => ({
	accountId: c.get("workspaceId") as string,
	environment: c.get("environment") ?? "",
});

/** ISO 8601 or Unix epoch seconds → epoch ms; anything else is a 400 naming the parameter. */
export function parseTime(v: string | undefined, param: string): number | undefined {
	if (v === undefined) return undefined;
	if (/^\d{1,12}$/.test(v)) return Number(v) * 1000;
	const ms = /^\d{4}-\d{2}-\d{2}/.test(v) ? Date.parse(v) : Number.NaN;
	if (Number.isNaN(ms))
		throw new ApiError(400, "validation_error", `${param} must be an ISO 8601 time or Unix epoch seconds`, param);
	return ms;
}

export function webhookRouteContext(engine: WebhookService, opts: WebhookRoutesOptions) {
	const app = router();
	const { paths, auth } = opts;
	const idem = opts.idempotency ?? (() => idempotency({ mode: "optional" }));
	const name = (n: string) => `${opts.componentPrefix ?? ""}${n}`;
	const listMeta = (limit: number, p: { hasMore: boolean; nextCursor: string | null }) =>
		opts.listMeta === "page"
			? { page: { limit, hasMore: p.hasMore, nextCursor: p.nextCursor } }
			: { cursor: p.nextCursor, hasMore: p.hasMore };
	const listDescription =
		opts.listMeta === "page" ? "with meta.page {limit, hasMore, nextCursor}" : "with meta.cursor and meta.hasMore";

	const schemas = webhookSchemas({ name, subscriptions: engine.cfg.subscriptions, defaultEvents: opts.defaultEvents });

	return { app, engine, opts, paths, auth, idem, name, listMeta, listDescription, schemas };
}

export type WebhookRouteContext = ReturnType<typeof webhookRouteContext>;
