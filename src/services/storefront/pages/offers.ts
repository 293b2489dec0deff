// What a storefront page offers and what Buy may charge (issue 39), pure rules with unit tests
// (test/storefront/offers.test.ts). A product with variants is sold only as one of its variants,
// each at its own absolute price (spec 001: priceCents); one without variants at its own price. An
// offer can be bought when its price is positive (a checkout's amount must be: payments'
// resolveAmount); a product is buyable right now when it is published and live, a routed payment
// method takes its currency, and at least one of its offers can be bought. The index lists buyable
// products only, a product page of anything else answers the "not available" page (409), and Buy
// re-checks all of it on the server: the variant and quantity posted are looked up, never a price.
import type { ProductRow } from "../products/store";
import type { VariantRow } from "../variants/store";

/** Physical goods: at most this many of one offer per Buy (the quantity field's max). */
export const QUANTITY_MAX = 20;

export interface Offer {
	/** The variant (var_…), or null for a product without variants. */
	variantId: string | null;
	/** The variant's title ("Large / Red"); the product's name when there are no variants. */
	title: string;
	options: Record<string, string>;
	/** Minor units of the product's currency. */
	price: number;
	available: boolean;
}

type VariantLike = Pick<VariantRow, "id" | "title" | "options" | "priceCents">;
type ProductLike = Pick<ProductRow, "name" | "price" | "currency" | "type" | "published" | "archived">;

/** One offer per variant (in the order given: oldest first), or the product's own price when it has none. */
export function offersOf(p: ProductLike, variants: readonly VariantLike[]): Offer[] {
	if (!variants.length)
		return [{ variantId: null, title: p.name, options: {}, price: p.price, available: p.price > 0 }];
	return variants.map((v) => ({
		variantId: v.id,
		title: v.title,
		options: JSON.parse(v.options) as Record<string, string>,
		price: v.priceCents,
		available: v.priceCents > 0,
	}));
}

/** Whether the product can be bought right now in a shop whose checkout takes `currencies`. */
export const isBuyable = (p: ProductLike, offers: readonly Offer[], currencies: readonly string[]) =>
	!!p.published && !p.archived && currencies.includes(p.currency) && offers.some((o) => o.available);

/** The offer a page shows first: the first that can be bought (else the first). */
export const defaultOffer = (offers: readonly Offer[]) => offers.find((o) => o.available) ?? offers[0];

/** The lowest price that can be bought, and whether other offers cost more (the index writes "from"). */
export function priceFrom(offers: readonly Offer[]): { price: number; varies: boolean } | null {
	const prices = offers.filter((o) => o.available).map((o) => o.price);
	if (!prices.length) return null;
	const price = Math.min(...prices);
	return { price, varies: prices.some((x) => x !== price) };
}

/** Physical goods take a quantity; a download or licence is bought once per Buy. */
export const takesQuantity = (p: Pick<ProductRow, "type">) => p.type === "physical";

export type BuyChoice = { ok: true; offer: Offer; quantity: number } | { ok: false; reason: "variant" | "quantity" };

/**
 * What a Buy form posted, checked against the product's offers as the server knows them: the
 * variant must be one of the product's and buyable (none for a product without variants), the
 * quantity a whole number from 1 to QUANTITY_MAX for physical goods and 1 (or absent) otherwise.
 */
export function readBuy(
	p: Pick<ProductRow, "type">,
	offers: readonly Offer[],
	form: { variant?: string | null; quantity?: string | null },
): BuyChoice {
	const posted = form.variant?.trim() || null;
	const offer = offers.find((o) => o.variantId === posted);
	if (!offer?.available) return { ok: false, reason: "variant" };
	const raw = form.quantity?.trim() || "1";
	if (!/^\d{1,3}$/.test(raw)) return { ok: false, reason: "quantity" };
	const quantity = Number(raw);
	const max = takesQuantity(p) ? QUANTITY_MAX : 1;
	if (quantity < 1 || quantity > max) return { ok: false, reason: "quantity" };
	return { ok: true, offer, quantity };
}
