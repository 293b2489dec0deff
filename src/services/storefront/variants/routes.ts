import { createRoute } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor, page } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { secretOnly, seesDrafts } from "../access/auth";
import { ctxOf, IdParam, notFound, scopeOf, stErrors, storeIdempotency } from "../context";
import { publicCatalogue } from "../products/catalogue-cache";
import { getProduct } from "../products/store";
import { CreateVariant, PatchVariant, VARIANTS_DOC, Variant, VariantPage, VariantQuery } from "./schemas";
import { getVariant, listVariants } from "./store";
import { variantView } from "./view";
import { createVariant, deleteVariant, updateVariant } from "./write-variant";

const app = router();
const writes = () => [secretOnly(), storeIdempotency()];
const P = "/api/v1/inventory/variants";

app.openapi(
	createRoute({
		method: "post",
		path: P,
		summary: "Create a variant",
		description: VARIANTS_DOC,
		middleware: writes(),
		request: jsonBody(CreateVariant),
		responses: { 201: jsonResponse(Variant, "The variant"), ...stErrors([409, "SKU_TAKEN"]) },
	}),
	async (c) => ok(c, await createVariant(ctxOf(c), scopeOf(c), c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "get",
		path: P,
		summary: "List variants, newest first (?productId= for one product's)",
		request: { query: VariantQuery },
		responses: { 200: jsonResponse(VariantPage, "data.data, data.cursor, data.hasMore"), ...stErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const s = scopeOf(c);
		const load = async (onlyPublished: boolean) => {
			const key = q.productId ?? "";
			const rows = await listVariants(c.env, s, { ...q, after: decodeCursor(q.cursor, key), onlyPublished });
			const p = page(rows, q.limit, (r) => ({ t: r.createdAt, id: r.id }), key);
			return { data: p.items.map(variantView), cursor: p.nextCursor, hasMore: p.hasMore };
		};
		if (seesDrafts(c)) return ok(c, await load(false));
		const what = `variants?${q.limit}&${q.productId ?? ""}&${q.cursor ?? ""}`;
		return ok(c, await publicCatalogue.read(s.workspaceId, what, () => load(true)));
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/{id}`,
		summary: "Retrieve a variant",
		request: { params: IdParam },
		responses: { 200: jsonResponse(Variant, "The variant"), ...stErrors() },
	}),
	async (c) => {
		const s = scopeOf(c);
		const id = c.req.valid("param").id;
		const answer = seesDrafts(c)
			? await getVariant(c.env, s, id).then((row) => row && variantView(row))
			: await publicCatalogue.read(s.workspaceId, `variant/${id}`, async () => {
					const row = await getVariant(c.env, s, id);
					const product = row ? await getProduct(c.env, s, row.productId) : null;
					return row && product?.published && !product.archived ? variantView(row) : null;
				});
		if (!answer) throw notFound("variant");
		return ok(c, answer);
	},
);

app.openapi(
	createRoute({
		method: "patch",
		path: `${P}/{id}`,
		summary: "Update a variant",
		middleware: writes(),
		request: { params: IdParam, ...jsonBody(PatchVariant) },
		responses: { 200: jsonResponse(Variant, "The variant"), ...stErrors([409, "SKU_TAKEN"]) },
	}),
	async (c) => ok(c, await updateVariant(ctxOf(c), scopeOf(c), c.req.valid("param").id, c.req.valid("json"))),
);

app.openapi(
	createRoute({
		method: "delete",
		path: `${P}/{id}`,
		summary: "Delete a variant (204)",
		middleware: writes(),
		request: { params: IdParam },
		responses: { 204: { description: "Deleted" }, ...stErrors() },
	}),
	async (c) => {
		await deleteVariant(ctxOf(c), scopeOf(c), c.req.valid("param").id);
		return c.body(null, 204);
	},
);

export default app;
