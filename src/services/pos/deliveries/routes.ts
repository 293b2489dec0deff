// Deliveries (spec 002 "Deliveries", issue 20): one record per sale sent out, by a shipment
// (shipments writes it) or by licences issued for the sale (licenses writes it); a sale with both
// is a shipment delivery that also lists its licences. Read-only here.
import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { jsonResponse } from "../../../platform/openapi";
import { ListQuery } from "../access/schemas";
import { IdParam, listAnswer, notFound, posErrors, scopeOf } from "../context";
import { getDelivery, licensesOfSales, listDeliveries } from "./store";
import { deliveryViews } from "./view";

const app = router();
const P = "/api/v1/fulfillment/deliveries";

const Delivery = z
	.object({
		id: z.string().openapi({ example: "dlv_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		transactionId: z.string().openapi({ description: "The sale sent out (txn_…); one delivery per sale" }),
		kind: z.enum(["shipment", "licenses"]).openapi({
			description:
				"shipment: a parcel (dispatch, or POST /shipments with transactionId); licenses: licence keys issued for the sale (POST /fulfillment/licenses with transactionId)",
		}),
		status: z.string().openapi({ description: "The shipment's status; for licences issued, revoked or expired" }),
		shipment: z
			.object({
				id: z.string().openapi({ description: "The shipment (shp_…)" }),
				status: z
					.string()
					.nullable()
					.openapi({ description: "Its current status (draft, confirmed … delivered, cancelled)" }),
				courierCode: z.string().nullable().openapi({ description: "Its courier (e.g. jne)" }),
				courierServiceCode: z.string().nullable().openapi({ description: "Its courier service (e.g. reg)" }),
				waybillId: z.string().nullable().openapi({ description: "The courier's waybill once booked; null before" }),
			})
			.nullable()
			.openapi({ description: "The shipment of a shipment delivery; null for licences" }),
		licenses: z
			.array(
				z.object({
					id: z.string().openapi({ description: "The licence (lic_…)" }),
					productId: z.string().openapi({ description: "The product it licenses (prd_…)" }),
					keyPrefix: z.string().openapi({ description: "The key's first group (PASAR-XXXXX); never the key" }),
					status: z.string().openapi({ description: "active, revoked or expired, at the time of the request" }),
				}),
			)
			.openapi({
				description: "The licences issued for the sale (a shipment delivery lists them too); empty when none",
			}),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("PosDelivery", { description: "How a sale was sent out (ids dlv_…): by a shipment or by licences" });

app.openapi(
	createRoute({
		method: "get",
		path: P,
		summary: "Deliveries, newest first: one per sale sent out (a shipment or licences)",
		request: { query: ListQuery },
		responses: { 200: jsonResponse(z.array(Delivery), "Deliveries"), ...posErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const s = scopeOf(c);
		const rows = await listDeliveries(c.env, s, { ...q, after: decodeCursor(q.cursor, "deliveries") });
		return listAnswer(
			c,
			rows,
			q.limit,
			async (page) =>
				deliveryViews(
					page,
					await licensesOfSales(
						c.env,
						s,
						page.map((r) => r.transactionId),
					),
				),
			"deliveries",
		);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/{id}`,
		summary: "A delivery",
		request: { params: IdParam },
		responses: { 200: jsonResponse(Delivery, "The delivery"), ...posErrors() },
	}),
	async (c) => {
		const s = scopeOf(c);
		const row = await getDelivery(c.env, s, c.req.valid("param").id);
		if (!row) throw notFound("delivery");
		const ls = await licensesOfSales(c.env, s, [row.transactionId]);
		return ok(c, deliveryViews([row], ls)[0]);
	},
);

export default app;
