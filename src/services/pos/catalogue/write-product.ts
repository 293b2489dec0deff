import type { z } from "@hono/zod-openapi";
import { ApiError, isUniqueViolation } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { planOf } from "../../admin/public";
import { limitsOf } from "../access/plans";
import { getCategory } from "../categories/store";
import { conflict, limitReached, notFound, type PosCtx, type PosScope } from "../context";
import { getTaxRate } from "../tax/store";
import type { CreateProduct, PatchProduct, VariantInput } from "./schemas";
import {
	insertProduct,
	isNamedRate,
	type ProductRow,
	type VariantRow,
	variantsOf,
	updateProduct as write,
} from "./store";
import { productView } from "./view";

/** A taken SKU or barcode (UNIQUE per workspace) is 409 CONFLICT; nothing of the write remains. */
export async function uniqueCodes<T>(write: () => Promise<T>): Promise<T> {
	try {
		return await write();
	} catch (err) {
		if (isUniqueViolation(err)) throw conflict("Another variant in this workspace has this SKU or barcode", "sku");
		throw err;
	}
}

export async function assertCategory(ctx: PosCtx, s: PosScope, categoryId: string | null | undefined) {
	if (categoryId && !(await getCategory(ctx.env, s, categoryId))) throw notFound("category");
}

/** A taxCategory naming a rate must name one of this workspace's (else 404, as categoryId). */
export async function assertTaxCategory(ctx: PosCtx, s: PosScope, taxCategory: string | undefined) {
	if (taxCategory && isNamedRate(taxCategory) && !(await getTaxRate(ctx.env, s, taxCategory))) throw taxRateNotFound();
}
const taxRateNotFound = () => new ApiError(404, "not_found", "No such tax rate", "taxCategory");

export const variantRow = (
	s: PosScope,
	productId: string,
	v: z.infer<typeof VariantInput>,
	now: number,
): VariantRow => ({
	id: newId("var_", now),
	accountId: s.workspaceId,
	productId,
	name: v.name,
	sku: v.sku ?? null,
	barcode: v.barcode ?? null,
	price: v.price,
	cost: v.cost,
	sortOrder: v.sortOrder,
	createdAt: now,
	updatedAt: now,
});

/** POST /products: the product and its variants at once, under the free plan's product cap. */
export async function createProduct(ctx: PosCtx, s: PosScope, b: z.infer<typeof CreateProduct>) {
	await assertCategory(ctx, s, b.categoryId);
	await assertTaxCategory(ctx, s, b.taxCategory);
	const now = Date.now();
	const p: ProductRow = {
		id: newId("prd_", now),
		accountId: s.workspaceId,
		name: b.name,
		description: b.description ?? null,
		categoryId: b.categoryId ?? null,
		kind: b.kind,
		trackStock: b.trackStock ? 1 : 0,
		requiresBatch: b.requiresBatch ? 1 : 0,
		imageUrl: b.imageUrl ?? null,
		isActive: b.isActive ? 1 : 0,
		taxCategory: b.taxCategory,
		createdAt: now,
		updatedAt: now,
	};
	const vs = b.variants.map((v, i) => variantRow(s, p.id, v, now + i));
	const cap = limitsOf(await planOf(ctx.env, s.workspaceId, "pos")).products;
	if (!(await uniqueCodes(() => insertProduct(ctx.env, p, vs, p.isActive ? cap : null)))) {
		await assertTaxCategory(ctx, s, b.taxCategory); // deleted meanwhile: 404, not the cap
		throw limitReached("active products", cap ?? 0);
	}
	return productView(p, vs);
}

/** PATCH /products/{id} (DELETE: isActive false). Reactivating on the free plan counts against its cap. */
export async function updateProduct(ctx: PosCtx, s: PosScope, id: string, b: z.infer<typeof PatchProduct>) {
	await assertCategory(ctx, s, b.categoryId);
	await assertTaxCategory(ctx, s, b.taxCategory);
	const set: Partial<ProductRow> = { updatedAt: Date.now() };
	for (const [k, v] of Object.entries(b))
		if (v !== undefined) (set as Record<string, unknown>)[k] = typeof v === "boolean" ? (v ? 1 : 0) : v;
	const cap = b.isActive ? limitsOf(await planOf(ctx.env, s.workspaceId, "pos")).products : null;
	const row = await write(ctx.env, s, id, set, cap);
	if (row === "limit") throw limitReached("active products", cap ?? 0);
	if (row === "rate") throw taxRateNotFound();
	if (!row) throw notFound("product");
	return productView(row, (await variantsOf(ctx.env, s, [id])).get(id) ?? []);
}

export const badRecipe = (m: string) => new ApiError(400, "validation_error", m, "components");
