import { iso } from "../../../platform/encoding";
import type { VariantRow } from "./store";

export const variantView = (r: VariantRow) => ({
	id: r.id,
	productId: r.productId,
	title: r.title,
	sku: r.sku,
	options: JSON.parse(r.options) as Record<string, string>,
	priceCents: r.priceCents,
	createdAt: iso(r.createdAt) as string,
	updatedAt: iso(r.updatedAt) as string,
});
