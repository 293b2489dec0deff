import type { z } from "@hono/zod-openapi";
import { ApiError } from "../../../platform/errors";
import { planOf } from "../../admin/public";
import { storeLimitsOf } from "../access/plans";
import { notFound, type StoreCtx, type StoreScope } from "../context";
import { emitStoreEvent } from "../events";
import { productAnswer } from "./answer";
import { purgeProductPage } from "./page-cache";
import type { PatchProduct } from "./schemas";
import { getProduct, type ProductRow, restoreProduct, updateProduct as write } from "./store";

const JSON_FIELDS = new Set(["coverImages", "tags", "metadata"]);
const FLAGS = new Set(["published", "licenseEnabled", "feedExcluded"]);

/**
 * PATCH /storefront/products/{id}: the fields sent; 404 when unknown, or archived unless the patch
 * restores it (archived false); the page cache purged.
 */
export async function updateProduct(ctx: StoreCtx, s: StoreScope, id: string, b: z.infer<typeof PatchProduct>) {
	const { archived, ...fields } = b;
	const set: Record<string, unknown> = { updatedAt: Date.now() };
	for (const [k, v] of Object.entries(fields)) {
		if (v === undefined) continue;
		set[k] = JSON_FIELDS.has(k) ? JSON.stringify(v) : FLAGS.has(k) ? (v ? 1 : 0) : v;
	}
	const row =
		(archived === false ? await restore(ctx, s, id, set as Partial<ProductRow>) : null) ??
		(await write(ctx.env, s, id, set as Partial<ProductRow>));
	if (!row) throw notFound("product");
	const view = await productAnswer(ctx.env, s, row, ctx.pagesBase);
	await Promise.all([
		purgeProductPage(ctx, s, row.slug),
		emitStoreEvent(ctx.env, ctx.exec, s.workspaceId, "store.product.updated.v1", view),
	]);
	return view;
}

/** The restored row; null when the product is not archived (a plain patch follows); 403 on a full plan. */
async function restore(ctx: StoreCtx, s: StoreScope, id: string, set: Partial<ProductRow>) {
	const cap = storeLimitsOf(await planOf(ctx.env, s.workspaceId, "store")).products;
	const row = await restoreProduct(ctx.env, s, id, set, cap);
	if (row || !(await getProduct(ctx.env, s, id))?.archived) return row;
	throw new ApiError(403, "quota_exceeded", `The plan allows ${cap} products; archive some or upgrade`);
}
