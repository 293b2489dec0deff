import { type ProductRow, variantsById, variantsOf } from "../catalogue/store";
import { notFound, type PosCtx, type PosScope } from "../context";
import { stockOf } from "./store/stock";
import { stockView } from "./view";

/** GET /fulfillment/inventory/stock?variantId=: the variant's stock in every warehouse that has a row for it. */
export async function variantStock(ctx: PosCtx, s: PosScope, variantId: string) {
	const [rows, variant] = await Promise.all([stockOf(ctx.env, s, [variantId]), variantsById(ctx.env, s, [variantId])]);
	if (!variant.length) throw notFound("variant");
	return rows.map(stockView);
}

/** A page of products (GET /fulfillment/inventory/products) with each variant's stock per warehouse and its total. */
export async function productStockViews(ctx: PosCtx, s: PosScope, products: ProductRow[]) {
	const variants = await variantsOf(
		ctx.env,
		s,
		products.map((p) => p.id),
	);
	const stock = new Map<string, Array<{ warehouseId: string; quantity: number }>>();
	const ids = [...variants.values()].flat().map((v) => v.id);
	for (const r of await stockOf(ctx.env, s, ids))
		stock.set(r.variantId, [...(stock.get(r.variantId) ?? []), { warehouseId: r.warehouseId, quantity: r.quantity }]);
	return products.map((p) => ({
		id: p.id,
		name: p.name,
		isActive: p.isActive === 1,
		variants: (variants.get(p.id) ?? []).map((v) => {
			const at = stock.get(v.id) ?? [];
			return { id: v.id, name: v.name, sku: v.sku, stock: at, total: at.reduce((n, x) => n + x.quantity, 0) };
		}),
	}));
}
