import { createRoute, z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { router } from "../app";
import type { AppEnv } from "../context";
import { decodeCursor, page } from "../cursor";
import { ok } from "../envelope";
import { ApiError, notFound } from "../errors";
import { idempotency } from "../idempotency/index";
import { errors, jsonBody, jsonResponse, limitParam } from "../openapi";
import { DELIVERY_STATUSES } from "./domain";
import type { WebhookService } from "./engine";
import { webhookSchemas } from "./schemas";
import { deliveryView, endpointView, eventView, type Tenant } from "./store";

type Mw = MiddlewareHandler<AppEnv>;

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

const tenantOf = (c: Context<AppEnv>): Tenant => ({
	accountId: c.get("workspaceId") as string,
	environment: c.get("environment") ?? "",
});

/** ISO 8601 or Unix epoch seconds → epoch ms; anything else is a 400 naming the parameter. */
function parseTime(v: string | undefined, param: string): number | undefined {
	if (v === undefined) return undefined;
	if (/^\d{1,12}$/.test(v)) return Number(v) * 1000;
	const ms = /^\d{4}-\d{2}-\d{2}/.test(v) ? Date.parse(v) : Number.NaN;
	if (Number.isNaN(ms))
		throw new ApiError(400, "validation_error", `${param} must be an ISO 8601 time or Unix epoch seconds`, param);
	return ms;
}

export function webhookRoutes(engine: WebhookService, opts: WebhookRoutesOptions) {
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

	const { Endpoint, EndpointWithSecret, Delivery, Event, CreateBody, PatchBody, RotateBody, IdParam, Cursor } =
		webhookSchemas({ name, subscriptions: engine.cfg.subscriptions, defaultEvents: opts.defaultEvents });

	/**
	 * The signing secret is added on the way out and never stored with an Idempotency-Key replay:
	 * handlers answer without it, and a replay re-derives the endpoint's current secret.
	 */
	const attachSecret: Mw = async (c, next) => {
		await next();
		if (c.res.status !== 200 && c.res.status !== 201) return;
		const body = (await c.res.clone().json()) as { data: { id: string; secret?: string } };
		let secret = c.get("webhookSecret") as string | undefined;
		if (!secret) {
			const row = await engine.queries(c.env).endpoints.get(tenantOf(c), body.data.id);
			secret = row ? ((await engine.resolveSecret(c.env, row)) ?? undefined) : undefined;
			if (!secret) return;
		}
		body.data.secret = secret;
		const headers = new Headers(c.res.headers);
		headers.delete("Content-Length");
		c.res = new Response(JSON.stringify(body), { status: c.res.status, headers });
	};

	// ------------------------------------------------------------------ deliveries
	const DeliveryQuery = {
		limit: limitParam(20),
		cursor: Cursor,
		status: z
			.enum(DELIVERY_STATUSES)
			.optional()
			.openapi({ param: { name: "status", in: "query" } }),
		type: z
			.string()
			.max(200)
			.optional()
			.openapi({ param: { name: "type", in: "query" }, description: 'Event type, or a prefix ending in "."' }),
	};
	async function listDeliveries(
		c: Context<AppEnv>,
		endpointId: string | undefined,
		q: { limit: number; cursor?: string; status?: (typeof DELIVERY_STATUSES)[number]; type?: string },
	) {
		const filterKey = `deliveries:${endpointId ?? ""}:${q.status ?? ""}:${q.type ?? ""}`;
		const rows = await engine
			.queries(c.env)
			.deliveries.list(
				tenantOf(c),
				{ endpointId, status: q.status, type: q.type },
				q.limit,
				decodeCursor(q.cursor, filterKey),
			);
		const p = page(rows, q.limit, (r) => ({ t: r.createdAt, id: r.id }), filterKey);
		return ok(c, p.items.map(deliveryView), 200, listMeta(q.limit, p));
	}

	// Static paths first: under POS and CI they share a prefix with <endpoints>/{id}.
	if (paths.eventTypes) {
		const described = opts.eventDescriptions;
		const undescribed = described && engine.cfg.eventTypes.filter((t) => !described[t]);
		if (undescribed?.length) throw new Error(`${engine.cfg.service}: no description for ${undescribed.join(", ")}`);
		const EventType = z
			.object({
				type: z.string().openapi({ description: "The event type", example: engine.cfg.eventTypes[0] }),
				description: z.string().openapi({ description: "When it is emitted and what its data holds" }),
			})
			.openapi(name("EventType"));
		app.openapi(
			createRoute({
				method: "get",
				path: paths.eventTypes,
				summary: "Event types an endpoint can subscribe to",
				middleware: [auth.endpointsRead()] as const,
				responses: {
					200: described
						? jsonResponse(z.array(EventType), "Every event type with what it means")
						: jsonResponse(z.array(z.string()), "Every event type"),
					...errors([403, "Scope missing"]),
				},
			}),
			(c) =>
				described
					? ok(
							c,
							engine.cfg.eventTypes.map((type) => ({ type, description: described[type] })),
						)
					: ok(c, [...engine.cfg.eventTypes]),
		);
	}

	if (opts.deliveryList) {
		const param = opts.deliveryList.endpointParam;
		app.openapi(
			createRoute({
				method: "get",
				path: paths.deliveries,
				summary: "List deliveries, newest first",
				middleware: [auth.endpointsRead()] as const,
				request: {
					query: z.object({
						...DeliveryQuery,
						[param]: z
							.string()
							.max(64)
							.optional()
							.openapi({ param: { name: param, in: "query" } }),
					}),
				},
				responses: {
					200: jsonResponse(z.array(Delivery), `Deliveries, ${listDescription}`),
					...errors([403, "Scope missing"], [429, "Rate limited"]),
				},
			}),
			async (c) => {
				const q = c.req.valid("query") as Parameters<typeof listDeliveries>[2] & Record<string, string | undefined>;
				return listDeliveries(c, q[param], q);
			},
		);
	}

	// ------------------------------------------------------------------ endpoints
	app.openapi(
		createRoute({
			method: "post",
			path: paths.endpoints,
			summary: "Create a webhook endpoint (signing secret shown once)",
			description: "The only response, with rotate-secret, that carries the signing secret. Idempotency-Key optional.",
			middleware: [auth.endpointsWrite(), attachSecret, idem()] as const,
			request: jsonBody(CreateBody),
			responses: {
				201: jsonResponse(EndpointWithSecret, "The endpoint plus its signing secret"),
				...errors(
					[403, "Scope missing"],
					[409, `${engine.codes.limitReached}: too many endpoints`],
					[429, "Rate limited"],
				),
			},
		}),
		async (c) => {
			const b = c.req.valid("json");
			const { row, secret } = await engine.createEndpoint(c.env, tenantOf(c), {
				url: b.url,
				events: b.events ?? [...(opts.defaultEvents ?? [])],
				description: b.description ?? null,
			});
			c.set("webhookSecret", secret);
			return ok(c, endpointView(row), 201);
		},
	);

	app.openapi(
		createRoute({
			method: "get",
			path: paths.endpoints,
			summary: "List webhook endpoints, newest first",
			middleware: [auth.endpointsRead()] as const,
			request: { query: z.object({ limit: limitParam(20), cursor: Cursor }) },
			responses: {
				200: jsonResponse(z.array(Endpoint), `Endpoints, ${listDescription}`),
				...errors([403, "Scope missing"], [429, "Rate limited"]),
			},
		}),
		async (c) => {
			const { limit, cursor } = c.req.valid("query");
			const rows = await engine.queries(c.env).endpoints.list(tenantOf(c), limit, decodeCursor(cursor, "endpoints"));
			const p = page(rows, limit, (r) => ({ t: r.createdAt, id: r.id }), "endpoints");
			return ok(c, p.items.map(endpointView), 200, listMeta(limit, p));
		},
	);

	app.openapi(
		createRoute({
			method: "get",
			path: `${paths.endpoints}/{id}`,
			summary: "Retrieve a webhook endpoint (never its secret)",
			middleware: [auth.endpointsRead()] as const,
			request: { params: IdParam },
			responses: {
				200: jsonResponse(Endpoint, "The endpoint"),
				...errors([403, "Scope missing"], [429, "Rate limited"]),
			},
		}),
		async (c) => {
			const row = await engine.queries(c.env).endpoints.get(tenantOf(c), c.req.valid("param").id);
			if (!row) throw notFound("webhook endpoint");
			return ok(c, endpointView(row));
		},
	);

	app.openapi(
		createRoute({
			method: "patch",
			path: `${paths.endpoints}/{id}`,
			summary: "Update a webhook endpoint",
			description:
				"url is checked as on create; the secret is unchanged. active=false pauses the endpoint and its queued deliveries become failed; active=true re-enables it (also after the service switched it off for failing) and clears the failure streak. Idempotency-Key optional.",
			middleware: [auth.endpointsWrite(), idem()] as const,
			request: { params: IdParam, ...jsonBody(PatchBody) },
			responses: {
				200: jsonResponse(Endpoint, "The updated endpoint"),
				...errors([403, "Scope missing"], [429, "Rate limited"]),
			},
		}),
		async (c) => {
			const row = await engine.updateEndpoint(c.env, tenantOf(c), c.req.valid("param").id, c.req.valid("json"));
			return ok(c, endpointView(row));
		},
	);

	app.openapi(
		createRoute({
			method: "delete",
			path: `${paths.endpoints}/{id}`,
			summary: "Delete a webhook endpoint",
			description: engine.cfg.deleteRemovesDeliveries
				? "Also removes its delivery log. 204 with no body (HTTP forbids one; the request id is in X-Request-Id)."
				: "Its queued deliveries become failed (failureReason endpoint_deleted). 204 with no body (HTTP forbids one; the request id is in X-Request-Id).",
			middleware: [auth.endpointsWrite(), idem()] as const,
			request: { params: IdParam },
			responses: { 204: { description: "Deleted" }, ...errors([403, "Scope missing"], [429, "Rate limited"]) },
		}),
		async (c: Context<AppEnv>) => {
			await engine.deleteEndpoint(c.env, tenantOf(c), c.req.param("id") as string);
			return c.body(null, 204);
		},
	);

	app.openapi(
		createRoute({
			method: "post",
			path: `${paths.endpoints}/{id}/rotate-secret`,
			summary: "Rotate the signing secret (new secret shown once)",
			description:
				"With no body (or expiresInSeconds 0) the old secret stops signing at once: the next attempt of every queued delivery uses the new one. With expiresInSeconds > 0 every attempt until then carries two signatures (t=...,v1=<new>,v1=<old>), so receivers can deploy the new secret first; after that only the new one. Idempotency-Key optional.",
			middleware: [auth.endpointsWrite(), attachSecret, idem()] as const,
			request: { params: IdParam, body: { content: { "application/json": { schema: RotateBody } }, required: false } },
			responses: {
				200: jsonResponse(EndpointWithSecret, "The endpoint plus its new signing secret"),
				...errors([403, "Scope missing"], [429, "Rate limited"]),
			},
		}),
		async (c) => {
			const { expiresInSeconds } = (c.req.valid("json") ?? {}) as { expiresInSeconds?: number };
			const { row, secret } = await engine.rotateSecret(
				c.env,
				tenantOf(c),
				c.req.valid("param").id,
				expiresInSeconds ?? 0,
			);
			c.set("webhookSecret", secret);
			return ok(c, endpointView(row));
		},
	);

	if (opts.endpointDeliveries) {
		app.openapi(
			createRoute({
				method: "get",
				path: `${paths.endpoints}/{id}/deliveries`,
				summary: "List an endpoint's deliveries, newest first",
				middleware: [auth.endpointsRead()] as const,
				request: { params: IdParam, query: z.object(DeliveryQuery) },
				responses: {
					200: jsonResponse(z.array(Delivery), `Deliveries, ${listDescription}`),
					...errors([403, "Scope missing"], [429, "Rate limited"]),
				},
			}),
			async (c) => {
				const { id } = c.req.valid("param");
				if (!(await engine.queries(c.env).endpoints.get(tenantOf(c), id))) throw notFound("webhook endpoint");
				return listDeliveries(c, id, c.req.valid("query"));
			},
		);
	}

	app.openapi(
		createRoute({
			method: "get",
			path: `${paths.deliveries}/{id}`,
			summary: "Retrieve a delivery with every attempt",
			middleware: [auth.endpointsRead()] as const,
			request: { params: IdParam },
			responses: {
				200: jsonResponse(Delivery, "The delivery"),
				...errors([403, "Scope missing"], [429, "Rate limited"]),
			},
		}),
		async (c) => {
			const row = await engine.queries(c.env).deliveries.get(tenantOf(c), c.req.valid("param").id);
			if (!row) throw notFound("webhook delivery");
			return ok(c, deliveryView(row));
		},
	);

	app.openapi(
		createRoute({
			method: "post",
			path: `${paths.deliveries}/{id}/retry`,
			summary: "Retry a delivery now",
			description: `One more attempt, queued at once: 202 with the delivery pending. 409 ${engine.codes.alreadyQueued} while it is pending; 409 ${engine.codes.endpointDisabled} when its endpoint is switched off or deleted. Idempotency-Key optional.`,
			middleware: [auth.eventsWrite(), idem()] as const,
			request: { params: IdParam },
			responses: {
				202: jsonResponse(Delivery, "The delivery, pending"),
				...errors(
					[403, "Scope missing"],
					[409, `${engine.codes.alreadyQueued} or ${engine.codes.endpointDisabled}`],
					[429, "Rate limited"],
				),
			},
		}),
		async (c) => {
			const row = await engine.retryDelivery(c.env, tenantOf(c), c.req.valid("param").id);
			return ok(c, deliveryView(row), 202);
		},
	);

	// ------------------------------------------------------------------ events
	if (paths.events) {
		app.openapi(
			createRoute({
				method: "get",
				path: paths.events,
				summary: "List events, newest first",
				middleware: [auth.eventsRead()] as const,
				request: {
					query: z.object({
						type: z
							.string()
							.max(200)
							.optional()
							.openapi({
								param: { name: "type", in: "query" },
								description: 'Exact type, or a prefix ending in "." (payout.)',
							}),
						createdSince: z
							.string()
							.max(40)
							.optional()
							.openapi({
								param: { name: "createdSince", in: "query" },
								description: "Inclusive; ISO 8601 or Unix epoch seconds",
							}),
						createdUntil: z
							.string()
							.max(40)
							.optional()
							.openapi({
								param: { name: "createdUntil", in: "query" },
								description: "Inclusive; ISO 8601 or Unix epoch seconds",
							}),
						limit: limitParam(20),
						cursor: Cursor,
					}),
				},
				responses: {
					200: jsonResponse(z.array(Event), `Events, ${listDescription}`),
					...errors([403, "Scope missing"], [429, "Rate limited"]),
				},
			}),
			async (c) => {
				const q = c.req.valid("query");
				const since = parseTime(q.createdSince, "createdSince");
				const until = parseTime(q.createdUntil, "createdUntil");
				if (since != null && until != null && since > until)
					throw new ApiError(400, "validation_error", "createdSince is after createdUntil", "createdSince");
				const filterKey = `events:${q.type ?? ""}:${since ?? ""}:${until ?? ""}`;
				const rows = await engine
					.queries(c.env)
					.events.list(tenantOf(c), { type: q.type, since, until }, q.limit, decodeCursor(q.cursor, filterKey));
				const p = page(rows, q.limit, (r) => ({ t: r.occurredAt, id: r.id }), filterKey);
				return ok(c, p.items.map(eventView), 200, listMeta(q.limit, p));
			},
		);

		app.openapi(
			createRoute({
				method: "get",
				path: `${paths.events}/{id}`,
				summary: "Retrieve an event",
				middleware: [auth.eventsRead()] as const,
				request: { params: IdParam },
				responses: { 200: jsonResponse(Event, "The event"), ...errors([403, "Scope missing"], [429, "Rate limited"]) },
			}),
			async (c) => {
				const row = await engine.queries(c.env).events.get(tenantOf(c), c.req.valid("param").id);
				if (!row) throw notFound("event");
				return ok(c, eventView(row));
			},
		);
	}

	return app;
}
