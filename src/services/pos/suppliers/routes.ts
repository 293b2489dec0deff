import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { ListQuery } from "../access/schemas";
import { ctxOf, IdParam, listAnswer, notFound, posErrors, posIdempotency, scopeOf } from "../context";
import { CreateSupplier, PatchSupplier, Supplier } from "./schemas";
import { getSupplier, listSuppliers, supplierView } from "./store";
import { createSupplier, updateSupplier } from "./write-supplier";

const app = router();
const P = "/api/v1/suppliers";

app.openapi(
	createRoute({
		method: "get",
		path: P,
		summary: "Suppliers, newest first",
		request: { query: ListQuery },
		responses: { 200: jsonResponse(z.array(Supplier), "Suppliers"), ...posErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const rows = await listSuppliers(c.env, scopeOf(c), q.limit, decodeCursor(q.cursor));
		return listAnswer(c, rows, q.limit, (items) => items.map(supplierView));
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: P,
		summary: "Create a supplier",
		middleware: [posIdempotency()],
		request: jsonBody(CreateSupplier),
		responses: { 201: jsonResponse(Supplier, "The supplier"), ...posErrors() },
	}),
	async (c) => ok(c, await createSupplier(ctxOf(c), scopeOf(c), c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/{id}`,
		summary: "Retrieve a supplier",
		request: { params: IdParam },
		responses: { 200: jsonResponse(Supplier, "The supplier"), ...posErrors() },
	}),
	async (c) => {
		const row = await getSupplier(c.env, scopeOf(c), c.req.valid("param").id);
		if (!row) throw notFound("supplier");
		return ok(c, supplierView(row));
	},
);

app.openapi(
	createRoute({
		method: "patch",
		path: `${P}/{id}`,
		summary: "Update a supplier",
		middleware: [posIdempotency()],
		request: { params: IdParam, ...jsonBody(PatchSupplier) },
		responses: { 200: jsonResponse(Supplier, "The supplier"), ...posErrors() },
	}),
	async (c) => ok(c, await updateSupplier(ctxOf(c), scopeOf(c), c.req.valid("param").id, c.req.valid("json"))),
);

app.openapi(
	createRoute({
		method: "delete",
		path: `${P}/{id}`,
		summary: "Deactivate a supplier (isActive false)",
		middleware: [posIdempotency()],
		request: { params: IdParam },
		responses: { 200: jsonResponse(Supplier, "The supplier, inactive"), ...posErrors() },
	}),
	async (c) => ok(c, await updateSupplier(ctxOf(c), scopeOf(c), c.req.valid("param").id, { isActive: false })),
);

export default app;
