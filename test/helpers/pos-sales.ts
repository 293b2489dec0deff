// A shop ready to sell: a workspace, an outlet (tax as given), a stocked product and a helper to ring sales.
import { pos, posWorkspace } from "./pos";

export interface ShopOptions {
	taxRateBps?: number;
	taxInclusive?: boolean;
	price?: number;
	stock?: number;
	timezone?: string;
	receiptHeader?: string;
	receiptFooter?: string;
	/** A paid tier (growth: 5 outlets) where a test needs a second outlet. */
	plan?: string;
}

export async function posShop(o: ShopOptions = {}) {
	const { ws, key } = await posWorkspace(o.plan);
	const outlet = (
		await pos(key, "POST", "/outlets", {
			name: "Toko Maju",
			address: "Jl. Merdeka 1, Bandung",
			taxRateBps: o.taxRateBps ?? 0,
			taxInclusive: o.taxInclusive ?? false,
			...(o.timezone ? { timezone: o.timezone } : {}),
			...(o.receiptHeader ? { receiptHeader: o.receiptHeader } : {}),
			...(o.receiptFooter ? { receiptFooter: o.receiptFooter } : {}),
		})
	).body.data;
	const product = (
		await pos(key, "POST", "/products", {
			name: "Kopi Susu",
			trackStock: true,
			variants: [{ price: o.price ?? 10_000 }],
		})
	).body.data;
	const variantId = product.variants[0].id as string;
	if (o.stock)
		await pos(key, "POST", "/inventory/adjust", {
			outletId: outlet.id,
			variantId,
			delta: o.stock,
			reason: "initial_stock",
		});
	const outletId = outlet.id as string;
	/** POST /sales of one unit of the shop's variant, with what `over` adds (a COMPLETED sale needs its payments). */
	const sell = (over: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
		pos(key, "POST", "/sales", { outletId, items: [{ variantId, quantity: 1 }], ...over }, headers);
	const level = async (v = variantId) =>
		((await pos(key, "GET", `/inventory/levels?outletId=${outletId}&variantId=${v}`)).body.data[0]?.quantity ??
			0) as number;
	return { ws, key, outletId, productId: product.id as string, variantId, sell, level };
}
