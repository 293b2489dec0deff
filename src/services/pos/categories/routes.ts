import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor } from "../../../platform/cursor";
import { iso } from "../../../platform/encoding";
import { ok } from "../../../platform/envelope";
import { isUniqueViolation } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { singleLine } from "../../../platform/text";
import { ListQuery } from "../access/schemas";
import { conflict, IdParam, notFound, posErrors, posIdempotency, scopeOf, listAnswer } from "../context";
import { type CategoryRow, deleteCategory, insertCategory, listCategories, renameCategory } from "./store";

// Categories: a name unique per workspace (ignoring case); deleting one leaves its products uncategorised.

const Category = z
	.object({ id: z.string(), name: z.string(), createdAt: z.string(), updatedAt: z.string() })
	.openapi("PosCategory");
const CategoryBody = z.strictObject({ name: singleLine(100, { trim: true }) }).openapi("PosCategoryBody");
const view = (r: CategoryRow) => ({
	id: r.id,
	name: r.name,
	createdAt: iso(r.createdAt) as string,
	updatedAt: iso(r.updatedAt) as string,
});
const taken = (name: string) => conflict(`A category named "${name}" already exists`, "name");

async function unique<T>(name: string, write: () => Promise<T>) {
	try {
		return await write();
	} catch (err) {
		if (isUniqueViolation(err)) throw taken(name);
		throw err;
	}
}

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
		return listAnswer(c, rows, q.limit, (items) => items.map(view));
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
	async (c) => {
		const { name } = c.req.valid("json");
		const now = Date.now();
		const row = {
			id: newId("cat_", now),
			accountId: scopeOf(c).workspaceId,
			name,
			nameKey: name.toLowerCase(),
			createdAt: now,
			updatedAt: now,
		};
		await unique(name, () => insertCategory(c.env, row));
		return ok(c, view(row), 201);
	},
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
	async (c) => {
		const { name } = c.req.valid("json");
		const row = await unique(name, () => renameCategory(c.env, scopeOf(c), c.req.valid("param").id, name, Date.now()));
		if (!row) throw notFound("category");
		return ok(c, view(row));
	},
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
