import { notFound, type StoreCtx, type StoreScope } from "../context";
import { emitStoreEvent } from "../events";
import { purgeProductPage } from "./page-cache";
import { getProduct, updateProduct } from "./store";

/** DELETE /storefront/products/{id}: archived, unpublished; again is 204 too (nothing sent twice). */
export async function archiveProduct(ctx: StoreCtx, s: StoreScope, id: string) {
	const row = await updateProduct(ctx.env, s, id, { archived: 1, published: 0, updatedAt: Date.now() });
	if (!row) {
		if ((await getProduct(ctx.env, s, id))?.archived) return;
		throw notFound("product");
	}
	await Promise.all([
		purgeProductPage(ctx, s, row.slug),
		emitStoreEvent(ctx.env, ctx.exec, s.workspaceId, "store.product.archived.v1", {
			id: row.id,
			accountId: s.workspaceId,
		}),
	]);
}
