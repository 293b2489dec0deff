import { iso } from "../../../platform/encoding";
import type { ProductRow, VariantRow } from "./store";

export const variantView = (v: VariantRow) => ({
	id: v.id,
	productId: v.productId,
	name: v.name,
	sku: v.sku,
	barcode: v.barcode,
	price: v.price,
	cost: v.cost,
	sortOrder: v.sortOrder,
	createdAt: iso(v.createdAt) as string,
	updatedAt: iso(v.updatedAt) as string,
});

export const productView = (p: ProductRow, vs: VariantRow[]) => ({
	id: p.id,
	name: p.name,
	description: p.description,
	categoryId: p.categoryId,
	kind: p.kind,
	trackStock: !!p.trackStock,
	requiresBatch: !!p.requiresBatch,
	imageUrl: p.imageUrl,
	isActive: !!p.isActive,
	taxCategory: p.taxCategory,
	variants: vs.map(variantView),
	createdAt: iso(p.createdAt) as string,
	updatedAt: iso(p.updatedAt) as string,
});
