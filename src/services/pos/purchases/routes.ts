import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor } from "../../../platform/cursor";
import { groupBy } from "../../../platform/encoding";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { ctxOf, IdParam, listAnswer, notFound, posErrors, posIdempotency, scopeOf } from "../context";
import { createOrder } from "./create-order";
import { cancelOrder, placeOrder } from "./order-actions";
import { receiveOrder } from "./receive-order";
import { CreateOrder, OrderQuery, PatchOrder, PurchaseOrder, Receive } from "./schemas";
import { getOrder, linesOf, listOrders } from "./store";
import { updateOrder } from "./update-order";
import { orderView } from "./view";

const app = router();
const P = "/api/v1/purchase-orders";
const answer = (description: string) => ({
	200: jsonResponse(PurchaseOrder, description),
	...posErrors([409, "CONFLICT"]),
});

app.openapi(
	createRoute({
		method: "get",
		path: P,
		summary: "Purchase orders, newest first (status, supplierId, outletId), with their lines",
		request: { query: OrderQuery },
		responses: { 200: jsonResponse(z.array(PurchaseOrder), "Purchase orders"), ...posErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const s = scopeOf(c);
		const key = `${q.status ?? ""}:${q.supplierId ?? ""}:${q.outletId ?? ""}`;
		const rows = await listOrders(c.env, s, { ...q, after: decodeCursor(q.cursor, key) });
		return listAnswer(
			c,
			rows,
			q.limit,
			async (items) => {
				const lines = groupBy(
					await linesOf(
						c.env,
						s,
						items.map((o) => o.id),
					),
					(l) => l.purchaseOrderId,
				);
				return items.map((o) => orderView(o, lines.get(o.id) ?? []));
			},
			key,
		);
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: P,
		summary: "Create a DRAFT purchase order (supplier and outlet active; no composite variants)",
		middleware: [posIdempotency()],
		request: jsonBody(CreateOrder),
		responses: { 201: jsonResponse(PurchaseOrder, "The purchase order"), ...posErrors([409, "CONFLICT"]) },
	}),
	async (c) => ok(c, await createOrder(ctxOf(c), scopeOf(c), c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/{id}`,
		summary: "Retrieve a purchase order with its lines (received and outstanding)",
		request: { params: IdParam },
		responses: { 200: jsonResponse(PurchaseOrder, "The purchase order"), ...posErrors() },
	}),
	async (c) => {
		const s = scopeOf(c);
		const id = c.req.valid("param").id;
		const [row, lines] = await Promise.all([getOrder(c.env, s, id), linesOf(c.env, s, [id])]);
		if (!row) throw notFound("purchase order");
		return ok(c, orderView(row, lines));
	},
);

app.openapi(
	createRoute({
		method: "patch",
		path: `${P}/{id}`,
		summary: "Change a DRAFT (lines replace every line); any other status is 409 CONFLICT",
		middleware: [posIdempotency()],
		request: { params: IdParam, ...jsonBody(PatchOrder) },
		responses: answer("The purchase order"),
	}),
	async (c) => ok(c, await updateOrder(ctxOf(c), scopeOf(c), c.req.valid("param").id, c.req.valid("json"))),
);

app.openapi(
	createRoute({
		method: "post",
		path: `${P}/{id}/order`,
		summary: "Place the order: DRAFT → ORDERED",
		middleware: [posIdempotency()],
		request: { params: IdParam },
		responses: answer("The ordered purchase order"),
	}),
	async (c) => ok(c, await placeOrder(ctxOf(c), scopeOf(c), c.req.valid("param").id)),
);

app.openapi(
	createRoute({
		method: "post",
		path: `${P}/{id}/receive`,
		summary:
			"Receive goods (stocks them in): ORDERED or PARTIALLY_RECEIVED → PARTIALLY_RECEIVED or RECEIVED; more than outstanding is 409",
		middleware: [posIdempotency()],
		request: { params: IdParam, ...jsonBody(Receive) },
		responses: answer("The purchase order after the receive"),
	}),
	async (c) => ok(c, await receiveOrder(ctxOf(c), scopeOf(c), c.req.valid("param").id, c.req.valid("json"))),
);

app.openapi(
	createRoute({
		method: "post",
		path: `${P}/{id}/cancel`,
		summary: "Cancel: DRAFT or ORDERED → CANCELLED",
		middleware: [posIdempotency()],
		request: { params: IdParam },
		responses: answer("The cancelled purchase order"),
	}),
	async (c) => ok(c, await cancelOrder(ctxOf(c), scopeOf(c), c.req.valid("param").id)),
);

export default app;
