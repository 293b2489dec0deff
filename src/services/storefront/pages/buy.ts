// Buy (issue 39): the chosen offer (a variant, or the product itself) times the quantity, at the
// price the server knows (offers.ts checked the form first), as one line of a payments hosted
// checkout that returns to the product page.
import type { Context } from "hono";
import type { AppEnv } from "../../../platform/context";
import { serviceBase } from "../../../platform/service-url";
import { createCheckoutSession, type PayScope } from "../../payments/public";
import type { ProductRow } from "../products/store";
import type { Offer } from "./offers";

/** A hosted checkout for the chosen offer × quantity, at the price the server knows; its address. */
export async function openCheckout(
	c: Context<AppEnv>,
	scope: PayScope,
	p: ProductRow,
	choice: { offer: Offer; quantity: number },
	pageUrl: string,
) {
	const { offer, quantity } = choice;
	const name = offer.variantId ? `${p.name} — ${offer.title}` : p.name;
	const session = await createCheckoutSession(
		{ env: c.env, exec: c.executionCtx },
		scope,
		{
			currency: p.currency,
			lineItems: [{ name: name.slice(0, 200), quantity, unitAmount: offer.price }],
			successUrl: `${pageUrl}?paid=1`,
			cancelUrl: pageUrl,
			metadata: { productId: p.id, ...(offer.variantId ? { variantId: offer.variantId } : {}), source: "storefront" },
			expiresInSec: 3600,
		},
		serviceBase(c.env, c.req.url, "pay"),
	);
	return session.hostedUrl;
}
