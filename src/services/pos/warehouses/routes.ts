import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { ListQuery } from "../access/schemas";
import { ctxOf, IdParam, listAnswer, posErrors, posIdempotency, scopeOf } from "../context";
import { createWarehouse } from "./create-warehouse";
import { deleteWarehouse } from "./delete-warehouse";
import { CreateWarehouse, PatchWarehouse, Warehouse } from "./schemas";
import stock from "./stock-routes";
import { listWarehouses } from "./store/warehouses";
import { updateWarehouse } from "./update-warehouse";
import { warehouseView } from "./view";

const app = router();
const P = "/api/v1/fulfillment/warehouses";

app.openapi(
	createRoute({
		method: "get",
		path: P,
		summary: "Warehouses, newest first",
		request: { query: ListQuery },
		responses: { 200: jsonResponse(z.array(Warehouse), "Warehouses"), ...posErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const rows = await listWarehouses(c.env, scopeOf(c), { ...q, after: decodeCursor(q.cursor) });
		return listAnswer(c, rows, q.limit, (items) => items.map(warehouseView));
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: P,
		summary: "Create a warehouse (the first is the default; isDefault: true takes the default over)",
		middleware: [posIdempotency()],
		request: jsonBody(CreateWarehouse),
		responses: { 201: jsonResponse(Warehouse, "The warehouse"), ...posErrors() },
	}),
	async (c) => ok(c, await createWarehouse(ctxOf(c), scopeOf(c), c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "patch",
		path: `${P}/{id}`,
		summary: "Change a warehouse; isDefault: true moves the default here, false on the default is 409",
		middleware: [posIdempotency()],
		request: { params: IdParam, ...jsonBody(PatchWarehouse) },
		responses: { 200: jsonResponse(Warehouse, "The warehouse"), ...posErrors([409, "CONFLICT"]) },
	}),
	async (c) => ok(c, await updateWarehouse(ctxOf(c), scopeOf(c), c.req.valid("param").id, c.req.valid("json"))),
);

app.openapi(
	createRoute({
		method: "delete",
		path: `${P}/{id}`,
		summary: "Delete a warehouse holding no stock (else 409); the oldest remaining becomes default",
		middleware: [posIdempotency()],
		request: { params: IdParam },
		responses: { 204: { description: "Deleted" }, ...posErrors([409, "CONFLICT"]) },
	}),
	async (c) => {
		await deleteWarehouse(ctxOf(c), scopeOf(c), c.req.valid("param").id);
		return c.body(null, 204);
	},
);

app.route("/", stock);

export default app;
