import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { ctxOf, IdParam, listAnswer, notFound, posErrors, posIdempotency, scopeOf } from "../context";
import { BulkCategory, CreateProduct, PatchProduct, Product, ProductQuery } from "./schemas";
import { getProduct, listProducts, variantsOf } from "./store";
import { productView } from "./view";
import { createProduct, updateProduct } from "./write-product";
import { bulkCategory } from "./write-variant";

const app = router();
const P = "/api/v1/products";
const writes = () => [posIdempotency()];

app.openapi(
	createRoute({
		method: "get",
		path: P,
		summary: "Products with their variants, newest first (active, categoryId, q over the name)",
		request: { query: ProductQuery },
		responses: { 200: jsonResponse(z.array(Product), "Products"), ...posErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const s = scopeOf(c);
		const key = `${q.active ?? ""}:${q.categoryId ?? ""}:${q.q ?? ""}`;
		const rows = await listProducts(c.env, s, { ...q, after: decodeCursor(q.cursor, key) });
		return listAnswer(
			c,
			rows,
			q.limit,
			async (items) => {
				const vs = await variantsOf(
					c.env,
					s,
					items.map((r) => r.id),
				);
				return items.map((r) => productView(r, vs.get(r.id) ?? []));
			},
			key,
		);
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: P,
		summary: "Create a product with its variants (free plan: 50 active products)",
		middleware: writes(),
		request: jsonBody(CreateProduct),
		responses: { 201: jsonResponse(Product, "The product"), ...posErrors([403, "LIMIT_REACHED"], [409, "CONFLICT"]) },
	}),
	async (c) => ok(c, await createProduct(ctxOf(c), scopeOf(c), c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "post",
		path: `${P}/bulk-category`,
		summary: "Set (or clear) the category of up to 100 products, all or nothing",
		middleware: writes(),
		request: jsonBody(BulkCategory),
		responses: {
			200: jsonResponse(
				z.object({
					updated: z
						.number()
						.int()
						.openapi({ description: "How many products were set (an id sent twice counts once)" }),
				}),
				"How many",
			),
			...posErrors(),
		},
	}),
	async (c) => ok(c, await bulkCategory(ctxOf(c), scopeOf(c), c.req.valid("json"))),
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/{id}`,
		summary: "Retrieve a product with its variants",
		request: { params: IdParam },
		responses: { 200: jsonResponse(Product, "The product"), ...posErrors() },
	}),
	async (c) => {
		const s = scopeOf(c);
		const id = c.req.valid("param").id;
		const [row, vs] = await Promise.all([getProduct(c.env, s, id), variantsOf(c.env, s, [id])]);
		if (!row) throw notFound("product");
		return ok(c, productView(row, vs.get(id) ?? []));
	},
);

app.openapi(
	createRoute({
		method: "patch",
		path: `${P}/{id}`,
		summary: "Update a product",
		middleware: writes(),
		request: { params: IdParam, ...jsonBody(PatchProduct) },
		responses: { 200: jsonResponse(Product, "The product"), ...posErrors([403, "LIMIT_REACHED"]) },
	}),
	async (c) => ok(c, await updateProduct(ctxOf(c), scopeOf(c), c.req.valid("param").id, c.req.valid("json"))),
);

app.openapi(
	createRoute({
		method: "delete",
		path: `${P}/{id}`,
		summary: "Deactivate a product (isActive false)",
		middleware: writes(),
		request: { params: IdParam },
		responses: { 200: jsonResponse(Product, "The product, inactive"), ...posErrors() },
	}),
	async (c) => ok(c, await updateProduct(ctxOf(c), scopeOf(c), c.req.valid("param").id, { isActive: false })),
);

export default app;
