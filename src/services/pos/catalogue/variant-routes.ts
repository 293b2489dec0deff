import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { ok } from "../../../platform/envelope";
import { ApiError } from "../../../platform/errors";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { ctxOf, notFound, posErrors, posIdempotency, scopeOf } from "../context";
import { LookupQuery, Match, PatchVariant, PutRecipe, Recipe, Variant, VariantInput } from "./schemas";
import { byBarcode, getRecipe, getVariant, search } from "./store";
import { productView, variantView } from "./view";
import { addVariant, deleteVariant, setRecipe, updateVariant } from "./write-variant";

const app = router();
const P = "/api/v1/products";
const pid = { param: { name: "id", in: "path" as const } };
const ProductParam = z.object({ id: z.string().min(1).max(64).openapi(pid) });
const VariantParams = ProductParam.extend({
	vid: z
		.string()
		.min(1)
		.max(64)
		.openapi({ param: { name: "vid", in: "path" } }),
});
const LOOKUP_MAX = 20;

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/lookup`,
		summary:
			"Scan or search: ?barcode= → {product, variant} (404 if none); ?q= → matches by name or SKU, an exact barcode first",
		request: { query: LookupQuery },
		responses: { 200: jsonResponse(z.union([Match, z.array(Match)]), "The match(es)"), ...posErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const s = scopeOf(c);
		if (q.barcode !== undefined) {
			const hit = await byBarcode(c.env, s, q.barcode);
			if (!hit) throw notFound("variant with that barcode");
			return ok(c, { product: productView(hit.p, [hit.v]), variant: variantView(hit.v) });
		}
		if (q.q === undefined) throw new ApiError(400, "validation_error", "Send barcode or q", "barcode");
		const rows = await search(c.env, s, q.q, LOOKUP_MAX);
		return ok(
			c,
			rows.map((r) => ({ product: productView(r.p, [r.v]), variant: variantView(r.v) })),
		);
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: `${P}/{id}/variants`,
		summary: "Add a variant (price required)",
		middleware: [posIdempotency()],
		request: { params: ProductParam, ...jsonBody(VariantInput) },
		responses: { 201: jsonResponse(Variant, "The variant"), ...posErrors([409, "CONFLICT"]) },
	}),
	async (c) => ok(c, await addVariant(ctxOf(c), scopeOf(c), c.req.valid("param").id, c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "patch",
		path: `${P}/{id}/variants/{vid}`,
		summary: "Update a variant",
		middleware: [posIdempotency()],
		request: { params: VariantParams, ...jsonBody(PatchVariant) },
		responses: { 200: jsonResponse(Variant, "The variant"), ...posErrors([409, "CONFLICT"]) },
	}),
	async (c) => {
		const { id, vid } = c.req.valid("param");
		return ok(c, await updateVariant(ctxOf(c), scopeOf(c), id, vid, c.req.valid("json")));
	},
);

app.openapi(
	createRoute({
		method: "delete",
		path: `${P}/{id}/variants/{vid}`,
		summary: "Delete a variant (not the last one: 409 CONFLICT)",
		middleware: [posIdempotency()],
		request: { params: VariantParams },
		responses: { 204: { description: "Deleted" }, ...posErrors([409, "CONFLICT"]) },
	}),
	async (c) => {
		const { id, vid } = c.req.valid("param");
		await deleteVariant(ctxOf(c), scopeOf(c), id, vid);
		return c.body(null, 204);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/{id}/variants/{vid}/recipe`,
		summary: "A variant's recipe (default {isComposite: false, components: []})",
		request: { params: VariantParams },
		responses: { 200: jsonResponse(Recipe, "The recipe"), ...posErrors() },
	}),
	async (c) => {
		const { id, vid } = c.req.valid("param");
		if (!(await getVariant(c.env, scopeOf(c), id, vid))) throw notFound("variant");
		const r = await getRecipe(c.env, vid);
		return ok(
			c,
			r
				? { isComposite: !!r.isComposite, components: JSON.parse(r.components) }
				: { isComposite: false, components: [] },
		);
	},
);

app.openapi(
	createRoute({
		method: "put",
		path: `${P}/{id}/variants/{vid}/recipe`,
		summary: "Replace a variant's recipe",
		middleware: [posIdempotency()],
		request: { params: VariantParams, ...jsonBody(PutRecipe) },
		responses: { 200: jsonResponse(Recipe, "The recipe"), ...posErrors() },
	}),
	async (c) => {
		const { id, vid } = c.req.valid("param");
		return ok(c, await setRecipe(ctxOf(c), scopeOf(c), id, vid, c.req.valid("json")));
	},
);

export default app;
