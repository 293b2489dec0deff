import type { z } from "@hono/zod-openapi";
import { notFound, type StoreCtx, type StoreScope } from "../context";
import { emitStoreEvent } from "../events";
import { productAnswer } from "./answer";
import { purgeProductPage } from "./page-cache";
import type { PatchProduct } from "./schemas";
import { type ProductRow, updateProduct as write } from "./store";

const JSON_FIELDS = new Set(["coverImages", "tags", "metadata"]);
const FLAGS = new Set(["published", "licenseEnabled", "feedExcluded"]);

/** PATCH /storefront/products/{id}: the fields sent; 404 when unknown or archived; the page cache purged. */
export async function updateProduct(ctx: StoreCtx, s: StoreScope, id: string, b: z.infer<typeof PatchProduct>) {
	const set: Record<string, unknown> = { updatedAt: Date.now() };
	for (const [k, v] of Object.entries(b)) {
		if (v === undefined) continue;
		set[k] = JSON_FIELDS.has(k) ? JSON.stringify(v) : FLAGS.has(k) ? (v ? 1 : 0) : v;
	}
	const row = await write(ctx.env, s, id, set as Partial<ProductRow>);
	if (!row) throw notFound("product");
	const view = await productAnswer(ctx.env, s, row, ctx.pagesBase);
	await Promise.all([
		purgeProductPage(ctx, s, row.slug),
		emitStoreEvent(ctx.env, ctx.exec, s.workspaceId, "store.product.updated.v1", view),
	]);
	return view;
}
