import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { secretOnly, seesDrafts } from "../access/auth";
import { ctxOf, IdParam, notFound, scopeOf, stErrors, storeIdempotency } from "../context";
import { requestAiFill } from "./ai-fill";
import { productAnswer, productPage } from "./answer";
import { archiveProduct } from "./archive-product";
import { publicCatalogue } from "./catalogue-cache";
import { createProduct } from "./create-product";
import { CREATE_DOC, CreateProduct, ListQuery, PATCH_DOC, PatchProduct, Product, ProductPage } from "./schemas";
import { getProduct } from "./store";
import { updateProduct } from "./update-product";

// Spec 001 §4 "Storefront products" (secret keys write; publishable keys read published products).

const app = router();
const writes = () => [secretOnly(), storeIdempotency()];

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/storefront/products",
		summary: "Create a product (a draft)",
		description: CREATE_DOC,
		middleware: writes(),
		request: jsonBody(CreateProduct),
		responses: { 201: jsonResponse(Product, "The product"), ...stErrors([403, "FORBIDDEN, QUOTA_EXCEEDED"]) },
	}),
	async (c) => ok(c, await createProduct(ctxOf(c), scopeOf(c), c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/storefront/products",
		summary: "List non-archived products, newest first",
		description:
			"limit default 50, clamped 1-100; published and type filter. Publishable keys see published products only.",
		request: { query: ListQuery },
		responses: { 200: jsonResponse(ProductPage, "data.data, data.cursor, data.hasMore"), ...stErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const s = scopeOf(c);
		const base = ctxOf(c).pagesBase;
		if (seesDrafts(c)) return ok(c, await productPage(c.env, s, q, q.published, base));
		// Publishable keys: the public catalogue, a second stale at most (catalogue-cache.ts).
		const what = `products?${q.limit}&${q.type ?? ""}&${q.cursor ?? ""}@${base}`;
		return ok(c, await publicCatalogue.read(s.workspaceId, what, () => productPage(c.env, s, q, true, base)));
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/storefront/products/{id}",
		summary: "Retrieve a product with its files (archived ones too; drafts are 404 to publishable keys)",
		request: { params: IdParam },
		responses: { 200: jsonResponse(Product, "The product"), ...stErrors() },
	}),
	async (c) => {
		const s = scopeOf(c);
		const id = c.req.valid("param").id;
		const base = ctxOf(c).pagesBase;
		const load = async (drafts: boolean) => {
			const row = await getProduct(c.env, s, id);
			return row && (drafts || row.published) ? productAnswer(c.env, s, row, base) : null;
		};
		const answer = seesDrafts(c)
			? await load(true)
			: await publicCatalogue.read(s.workspaceId, `product/${id}@${base}`, () => load(false));
		if (!answer) throw notFound("product");
		return ok(c, answer);
	},
);

app.openapi(
	createRoute({
		method: "patch",
		path: "/api/v1/storefront/products/{id}",
		summary: "Update a product",
		description: PATCH_DOC,
		middleware: writes(),
		request: { params: IdParam, ...jsonBody(PatchProduct) },
		responses: { 200: jsonResponse(Product, "The full product"), ...stErrors() },
	}),
	async (c) => ok(c, await updateProduct(ctxOf(c), scopeOf(c), c.req.valid("param").id, c.req.valid("json"))),
);

app.openapi(
	createRoute({
		method: "delete",
		path: "/api/v1/storefront/products/{id}",
		summary: "Archive a product (204; again: 204)",
		middleware: writes(),
		request: { params: IdParam },
		responses: { 204: { description: "Archived" }, ...stErrors() },
	}),
	async (c) => {
		await archiveProduct(ctxOf(c), scopeOf(c), c.req.valid("param").id);
		return c.body(null, 204);
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/storefront/products/{id}/ai-generate",
		summary: "Fill description and tags with AI (202; poll aiStatus)",
		middleware: writes(),
		request: { params: IdParam },
		responses: {
			202: jsonResponse(
				z.object({
					message: z.string().openapi({
						description:
							"That the AI fill started, in words; poll GET /storefront/products/{id} until aiStatus is complete or failed",
					}),
				}),
				"Started",
			),
			...stErrors([403, "FORBIDDEN, QUOTA_EXCEEDED"]),
		},
	}),
	async (c) => ok(c, await requestAiFill(ctxOf(c), scopeOf(c), c.req.valid("param").id), 202),
);

export default app;
