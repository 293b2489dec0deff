import type { z } from "@hono/zod-openapi";
import { conflict, notFound, type PosCtx, type PosScope } from "../context";
import type { BulkCategory, PatchVariant, PutRecipe, VariantInput } from "./schemas";
import {
	countOwnedProducts,
	getProduct,
	getVariant,
	insertVariant,
	putRecipe,
	deleteVariant as remove,
	setCategory,
	variantsById,
	updateVariant as write,
} from "./store";
import { variantView } from "./view";
import { assertCategory, badRecipe, uniqueCodes, variantRow } from "./write-product";

/** POST /products/{id}/variants. */
export async function addVariant(ctx: PosCtx, s: PosScope, productId: string, b: z.infer<typeof VariantInput>) {
	if (!(await getProduct(ctx.env, s, productId))) throw notFound("product");
	const row = variantRow(s, productId, b, Date.now());
	await uniqueCodes(() => insertVariant(ctx.env, row));
	return variantView(row);
}

export async function updateVariant(
	ctx: PosCtx,
	s: PosScope,
	productId: string,
	id: string,
	b: z.infer<typeof PatchVariant>,
) {
	const row = await uniqueCodes(() => write(ctx.env, s, productId, id, { ...b, updatedAt: Date.now() }));
	if (!row) throw notFound("variant");
	return variantView(row);
}

/** DELETE …/variants/{vid}: a product keeps at least one variant (409 CONFLICT). */
export async function deleteVariant(ctx: PosCtx, s: PosScope, productId: string, id: string) {
	const gone = await remove(ctx.env, s, productId, id);
	if (gone === "last") throw conflict("A product keeps at least one variant; deactivate the product instead");
	if (!gone) throw notFound("variant");
}

/**
 * PUT …/variants/{vid}/recipe: replaces the recipe. Components are other variants of this
 * workspace that are not composite themselves (no recipe of recipes), else 400.
 */
export async function setRecipe(ctx: PosCtx, s: PosScope, productId: string, id: string, b: z.infer<typeof PutRecipe>) {
	if (!(await getVariant(ctx.env, s, productId, id))) throw notFound("variant");
	const ids = b.components.map((c) => c.variantId);
	if (ids.includes(id)) throw badRecipe("A variant cannot be a component of itself");
	if (new Set(ids).size !== ids.length) throw badRecipe("Each component variant appears once");
	const found = await variantsById(ctx.env, s, ids);
	if (found.length !== ids.length) throw notFound("component variant");
	if (found.some((v) => v.isComposite)) throw badRecipe("A composite variant cannot be a component");
	const recipe = { isComposite: b.isComposite, components: b.components };
	await putRecipe(ctx.env, {
		variantId: id,
		accountId: s.workspaceId,
		isComposite: b.isComposite ? 1 : 0,
		components: JSON.stringify(b.components),
		updatedAt: Date.now(),
	});
	return recipe;
}

/** POST /products/bulk-category: every product must be this workspace's (else 404, nothing changed). */
export async function bulkCategory(ctx: PosCtx, s: PosScope, b: z.infer<typeof BulkCategory>) {
	const ids = [...new Set(b.productIds)];
	await assertCategory(ctx, s, b.categoryId);
	if ((await countOwnedProducts(ctx.env, s, ids)) !== ids.length) throw notFound("product");
	await setCategory(ctx.env, s, ids, b.categoryId, Date.now());
	return { updated: ids.length };
}
