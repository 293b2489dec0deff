import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { ListQuery } from "../access/schemas";
import { ctxOf, IdParam, listAnswer, notFound, posErrors, posIdempotency, scopeOf } from "../context";
import { Category, CategoryBody } from "./schemas";
import { deleteCategory, listCategories } from "./store";
import { categoryView, createCategory, renameCategory } from "./write-category";

// Categories: a name unique per workspace (ignoring case); deleting one leaves its products uncategorised.

const app = router();
const P = "/api/v1/categories";

app.openapi(
	createRoute({
		method: "get",
		path: P,
		summary: "Categories, newest first",
		request: { query: ListQuery },
		responses: { 200: jsonResponse(z.array(Category), "Categories"), ...posErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const rows = await listCategories(c.env, scopeOf(c), q.limit, decodeCursor(q.cursor));
		return listAnswer(c, rows, q.limit, (items) => items.map(categoryView));
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: P,
		summary: "Create a category (409 CONFLICT when the name is taken)",
		middleware: [posIdempotency()],
		request: jsonBody(CategoryBody),
		responses: { 201: jsonResponse(Category, "The category"), ...posErrors([409, "CONFLICT"]) },
	}),
	async (c) => ok(c, await createCategory(ctxOf(c), scopeOf(c), c.req.valid("json").name), 201),
);

app.openapi(
	createRoute({
		method: "patch",
		path: `${P}/{id}`,
		summary: "Rename a category",
		middleware: [posIdempotency()],
		request: { params: IdParam, ...jsonBody(CategoryBody) },
		responses: { 200: jsonResponse(Category, "The category"), ...posErrors([409, "CONFLICT"]) },
	}),
	async (c) => ok(c, await renameCategory(ctxOf(c), scopeOf(c), c.req.valid("param").id, c.req.valid("json").name)),
);

app.openapi(
	createRoute({
		method: "delete",
		path: `${P}/{id}`,
		summary: "Delete a category (its products become uncategorised)",
		middleware: [posIdempotency()],
		request: { params: IdParam },
		responses: { 204: { description: "Deleted" }, ...posErrors() },
	}),
	async (c) => {
		if (!(await deleteCategory(c.env, scopeOf(c), c.req.valid("param").id, Date.now()))) throw notFound("category");
		return c.body(null, 204);
	},
);

export default app;
