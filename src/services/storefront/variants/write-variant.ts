import type { z } from "@hono/zod-openapi";
import { ApiError, isUniqueViolation } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { notFound, type StoreCtx, type StoreScope } from "../context";
import { emitStoreEvent } from "../events";
import { purgeProductPage } from "../products/page-cache";
import { getProduct } from "../products/store";
import type { CreateVariant, PatchVariant } from "./schemas";
import { insertVariant, deleteVariant as remove, updateVariant as update } from "./store";
import { variantView } from "./view";

const skuTaken = (sku: string | null | undefined) =>
	new ApiError(409, "sku_taken", `Another variant in this workspace has SKU ${sku}`, "sku");

async function unique<T>(sku: string | null | undefined, write: () => Promise<T>): Promise<T> {
	try {
		return await write();
	} catch (err) {
		if (isUniqueViolation(err)) throw skuTaken(sku);
		throw err;
	}
}

/** The product page shows its variants (issue 39): a variant write purges the cached page. */
async function purgePageOf(ctx: StoreCtx, s: StoreScope, productId: string) {
	const product = await getProduct(ctx.env, s, productId);
	if (product) await purgeProductPage(ctx, s, product.slug);
}

/** POST /inventory/variants: a variant of a live product of this workspace. */
export async function createVariant(ctx: StoreCtx, s: StoreScope, b: z.infer<typeof CreateVariant>) {
	const product = await getProduct(ctx.env, s, b.productId);
	if (!product || product.archived) throw notFound("product");
	const now = Date.now();
	const row = {
		id: newId("var_", now),
		accountId: s.workspaceId,
		productId: b.productId,
		title: b.title,
		sku: b.sku ?? null,
		options: JSON.stringify(b.options ?? {}),
		priceCents: b.priceCents,
		createdAt: now,
		updatedAt: now,
	};
	await unique(row.sku, () => insertVariant(ctx.env, row));
	await purgeProductPage(ctx, s, product.slug);
	const view = variantView(row);
	await emitStoreEvent(ctx.env, ctx.exec, s.workspaceId, "store.variant.created.v1", view);
	return view;
}

/** PATCH /inventory/variants/{id}: the fields sent; the event carries the absolute priceCents. */
export async function updateVariant(ctx: StoreCtx, s: StoreScope, id: string, b: z.infer<typeof PatchVariant>) {
	const { options, ...rest } = b;
	const set = { ...rest, ...(options ? { options: JSON.stringify(options) } : {}), updatedAt: Date.now() };
	const row = await unique(b.sku, () => update(ctx.env, s, id, set));
	if (!row) throw notFound("variant");
	await purgePageOf(ctx, s, row.productId);
	const view = variantView(row);
	await emitStoreEvent(ctx.env, ctx.exec, s.workspaceId, "store.variant.updated.v1", view);
	return view;
}

/** DELETE /inventory/variants/{id}: gone (204); the event names it and its product. */
export async function deleteVariant(ctx: StoreCtx, s: StoreScope, id: string) {
	const row = await remove(ctx.env, s, id);
	if (!row) throw notFound("variant");
	await purgePageOf(ctx, s, row.productId);
	await emitStoreEvent(ctx.env, ctx.exec, s.workspaceId, "store.variant.archived.v1", {
		id: row.id,
		productId: row.productId,
	});
}
