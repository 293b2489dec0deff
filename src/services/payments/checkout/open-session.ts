import { ApiError } from "../../../platform/errors";
import { assertRedirectUrls } from "../../../platform/redirect-url";
import { getRow } from "../billing/store";
import type { PayCtx, PayScope } from "../context";
import { workspaceNow } from "../ledger/clock";
import { availableMethods, CHECKOUT_CURRENCIES, type CheckoutMethod, type LineItem, resolveAmount } from "./domain";
import { createSession } from "./sessions";
import { routingOf, sessionView } from "./store";

export interface OpenSession {
	amount?: number;
	currency: string;
	lineItems?: LineItem[];
	methods?: CheckoutMethod[];
	customerId?: string;
	customerEmail?: string;
	successUrl: string;
	cancelUrl?: string;
	metadata?: Record<string, string>;
	expiresInSec: number;
}

/**
 * The currencies a hosted checkout can open in for this workspace: those at least one routed method
 * takes (USD only through the wallet network, so only once that is routed). What a shop may sell.
 */
export async function checkoutCurrencies(env: PayCtx["env"], s: PayScope): Promise<string[]> {
	const { routing } = await routingOf(env, s);
	return CHECKOUT_CURRENCIES.filter((c) => availableMethods(routing, c).length > 0);
}

/**
 * Opens a hosted checkout session for an amount (or line items adding up to it) with the methods
 * routed for the currency. The API and other services (public.ts) open sessions through here.
 * `hostedBase` is the origin + base path the hosted page is served from.
 */
export async function openCheckoutSession(ctx: PayCtx, s: PayScope, b: OpenSession, hostedBase: string) {
	assertRedirectUrls(ctx.env, { successUrl: b.successUrl, cancelUrl: b.cancelUrl });
	const amount = resolveAmount(b.amount, b.lineItems);
	if (!amount.ok) throw new ApiError(400, amount.code, amount.message, amount.param);
	if (b.customerId) await getRow(ctx.env, s, "customers", b.customerId);
	const offered = availableMethods((await routingOf(ctx.env, s)).routing, b.currency);
	const methods = b.methods ?? offered;
	const missing = methods.find((m) => !offered.includes(m));
	if (missing)
		throw new ApiError(
			400,
			"method_not_available",
			`${missing} is not routed in checkout settings or does not take ${b.currency}`,
			"methods",
		);
	if (methods.length === 0)
		throw new ApiError(
			400,
			"method_not_available",
			`No method is routed for ${b.currency} (see checkout settings)`,
			"methods",
		);
	const row = await createSession(
		ctx.env,
		s,
		{
			customerId: b.customerId ?? null,
			customerEmail: b.customerEmail ?? null,
			amount: amount.amount,
			currency: b.currency,
			lineItems: b.lineItems ?? null,
			methods,
			successUrl: b.successUrl,
			cancelUrl: b.cancelUrl ?? null,
			metadata: b.metadata ?? null,
			expiresInSec: b.expiresInSec,
		},
		hostedBase,
		await workspaceNow(ctx.env, s.workspaceId, s.environment),
	);
	return sessionView(row);
}
