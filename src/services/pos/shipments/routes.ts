// Shipments (spec 002 "Shipments" and "/delivery", issue 20): the same routes under /fulfillment and
// /delivery, registered once per prefix; rebook under /fulfillment, dispatch under /delivery, and the
// aggregator's status callback (shared secret, no POS credential).
import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { toleratesUnknownQuery } from "../../../platform/query-strictness";
import { ctxOf, IdParam, listAnswer, posErrors, posIdempotency, scopeOf } from "../context";
import { receiveCallback } from "./callback";
import { cancelShipment, shipmentNotFound } from "./cancel-shipment";
import { confirmPickup } from "./confirm-pickup";
import { createShipment } from "./create-shipment";
import { dispatchSale } from "./dispatch-sale";
import { rebookShipment } from "./rebook-shipment";
import { CancelShipment, CreateShipment, RebookShipment, Shipment, ShipmentQuery } from "./schemas";
import { getShipment, historyOf, listShipments } from "./store";
import { shipmentView } from "./view";

const app = router();
const one = (description: string, ...extra: Array<[number, string]>) => ({
	200: jsonResponse(Shipment, description),
	...posErrors([409, "CONFLICT"], ...extra),
});

function mount(base: "/api/v1/fulfillment" | "/api/v1/delivery") {
	const P = `${base}/shipments`;
	app.openapi(
		createRoute({
			method: "get",
			path: P,
			summary: "Shipments, newest first (status)",
			request: { query: ShipmentQuery },
			responses: { 200: jsonResponse(z.array(Shipment), "Shipments"), ...posErrors() },
		}),
		async (c) => {
			const q = c.req.valid("query");
			const key = q.status ?? "";
			const rows = await listShipments(c.env, scopeOf(c), { ...q, after: decodeCursor(q.cursor, key) });
			return listAnswer(c, rows, q.limit, (page) => page.map((r) => shipmentView(r)), key);
		},
	);
	app.openapi(
		createRoute({
			method: "post",
			path: P,
			summary: "Create a shipment (draft) at the saved origin, priced by the courier's quote",
			description:
				"courierCode/courierServiceCode from GET …/couriers (else 400); no saved origin → 409; a price that differs from the quote → 409; a sale (transactionId) that already has a shipment → 409. The sale shows shipmentId and shipmentStatus from then on.",
			middleware: [posIdempotency()],
			request: jsonBody(CreateShipment),
			responses: {
				201: jsonResponse(Shipment, "The draft shipment"),
				...posErrors([400, "VALIDATION_ERROR"], [409, "CONFLICT"], [502, "UPSTREAM_ERROR"]),
			},
		}),
		async (c) => ok(c, await createShipment(ctxOf(c), scopeOf(c), c.req.valid("json")), 201),
	);
	app.openapi(
		createRoute({
			method: "get",
			path: `${P}/{id}`,
			summary: "A shipment with its status history",
			request: { params: IdParam },
			responses: { 200: jsonResponse(Shipment, "The shipment"), ...posErrors() },
		}),
		async (c) => {
			const s = scopeOf(c);
			const id = c.req.valid("param").id;
			const [row, history] = await Promise.all([getShipment(c.env, s, id), historyOf(c.env, s, id)]);
			if (!row) throw shipmentNotFound();
			return ok(c, shipmentView(row, history));
		},
	);
	app.openapi(
		createRoute({
			method: "post",
			path: `${P}/{id}/confirm-pickup`,
			summary: "Book the courier (draft → confirmed) and debit the shipping credit",
			description:
				"Debits the shipment's price — the quote, which already holds the insurance premium when insured — from the shipping credit; too little credit → 409 and nothing booked; not a draft → 409; the aggregator refusing → 502 and the debit given back.",
			middleware: [posIdempotency()],
			request: { params: IdParam },
			responses: one("The booked shipment with its waybillId", [502, "UPSTREAM_ERROR"]),
		}),
		async (c) => ok(c, await confirmPickup(ctxOf(c), scopeOf(c), c.req.valid("param").id)),
	);
	app.openapi(
		createRoute({
			method: "post",
			path: `${P}/{id}/cancel`,
			summary: "Cancel a shipment the courier has not collected; its debit is refunded once",
			description: "Allowed while draft, confirmed, allocated or picking_up; otherwise 409.",
			middleware: [posIdempotency()],
			request: {
				params: IdParam,
				body: { content: { "application/json": { schema: CancelShipment } }, required: false },
			},
			responses: one("The cancelled shipment", [502, "UPSTREAM_ERROR"]),
		}),
		async (c) => {
			const b = (c.req.valid("json") ?? {}) as { reason?: string | null };
			return ok(c, await cancelShipment(ctxOf(c), scopeOf(c), c.req.valid("param").id, b.reason ?? null));
		},
	);
}

mount("/api/v1/fulfillment");
mount("/api/v1/delivery");

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/fulfillment/shipments/{id}/rebook",
		summary: "Rebook a cancelled shipment: back to draft, re-quoted, with the overrides sent",
		middleware: [posIdempotency()],
		request: { params: IdParam, ...jsonBody(RebookShipment) },
		responses: one("The draft shipment", [400, "VALIDATION_ERROR"], [502, "UPSTREAM_ERROR"]),
	}),
	async (c) => ok(c, await rebookShipment(ctxOf(c), scopeOf(c), c.req.valid("param").id, c.req.valid("json"))),
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/delivery/sales/{id}/dispatch",
		summary: "Ship a delivery sale from its stored draft (once: a repeat answers the same shipment)",
		description: "201 when made now, 200 when the sale already had it. No delivery draft, or not COMPLETED → 409.",
		middleware: [posIdempotency()],
		request: { params: IdParam },
		responses: {
			201: jsonResponse(Shipment, "The shipment, made now"),
			...one("The sale's shipment, made before", [502, "UPSTREAM_ERROR"]),
		},
	}),
	async (c) => {
		const r = await dispatchSale(ctxOf(c), scopeOf(c), c.req.valid("param").id);
		return ok(c, r.shipment, r.created ? 201 : 200);
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/fulfillment/shipping/callback",
		summary: "The courier aggregator's status callback (shared secret, not a POS credential)",
		description:
			"Send the secret COURIER_WEBHOOK_SECRET as X-Courier-Secret or ?token=. An order this platform does not know is acknowledged and ignored (so the aggregator stops retrying). Other query parameters the aggregator adds are ignored.",
		// The aggregator's dashboard owns the registered URL and may add parameters of its own.
		...toleratesUnknownQuery,
		request: {
			query: z.object({
				token: z.string().max(256).optional().openapi({
					description:
						"The shared secret COURIER_WEBHOOK_SECRET, for an aggregator that takes only a URL (else X-Courier-Secret)",
				}),
			}),
		},
		responses: {
			200: jsonResponse(
				z.object({
					received: z
						.boolean()
						.openapi({ description: "Always true: the callback was accepted (the aggregator stops retrying)" }),
					applied: z.boolean().openapi({
						description:
							"Whether it moved a shipment here; false for an unknown order, a ping, a repeat or a status older than the shipment's",
					}),
				}),
				"Acknowledged",
			),
			...posErrors([400, "VALIDATION_ERROR"]),
		},
	}),
	async (c) => ok(c, await receiveCallback(c)),
);

export default app;
