import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../context";
import { decodeCursor, page } from "../cursor";
import { ok } from "../envelope";
import { notFound } from "../errors";
import { errors, jsonResponse, limitParam } from "../openapi";
import { DELIVERY_STATUSES } from "./domain";
import { tenantOf, type WebhookRouteContext } from "./route-context";
import { deliveryView } from "./store";

/**
 * Delivery routes in two parts, for routes.ts to register in order: `list` (GET <deliveries> with
 * an endpoint filter; a static path, so before the endpoint routes) and `rest` (an endpoint's
 * deliveries, GET <deliveries>/{id}, POST <deliveries>/{id}/retry).
 */
export function deliveryRoutes(rc: WebhookRouteContext) {
	const { app, engine, opts, paths, auth, idem, listMeta, listDescription } = rc;
	const { Delivery, IdParam, Cursor } = rc.schemas;

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

	function list() {
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
	}

	function rest() {
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
	}

	return { list, rest };
}
