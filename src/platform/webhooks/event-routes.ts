import { createRoute, z } from "@hono/zod-openapi";
import { decodeCursor, page } from "../cursor";
import { ok } from "../envelope";
import { ApiError, notFound } from "../errors";
import { errors, jsonResponse, limitParam } from "../openapi";
import { parseTime, tenantOf, type WebhookRouteContext } from "./route-context";
import { eventView } from "./store";

/** GET <eventTypes>: the event types an endpoint can subscribe to (a static path). */
export function eventTypeRoutes(rc: WebhookRouteContext) {
	const { app, engine, opts, paths, auth, name } = rc;
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
}

/** GET <events> and GET <events>/{id}. */
export function eventRoutes(rc: WebhookRouteContext) {
	const { app, engine, paths, auth, listMeta, listDescription } = rc;
	const { Event, IdParam, Cursor } = rc.schemas;
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
}
