import { ApiError } from "../../../platform/errors";
import { log } from "../../../platform/log";
import { workspaceEnv } from "../../admin/public";
import {
	cancelSubscription,
	createCustomer,
	createSubscription,
	openInvoiceCheckout,
	type PayCtx,
	type PayScope,
} from "../../payments/public";
import type { MktCtx, MktScope } from "../context";
import { type BillingCurrency, billingCurrency, type PaidPlan } from "./plans";
import { claimCustomer, getConfig, getCustomer, getPrice, insertInvoice } from "./store";

export interface StartCheckout {
	plan: PaidPlan;
	email?: string;
	name?: string;
	currency?: BillingCurrency;
}

/** What the request adds: the client country header, the token's email, payments' absolute base. */
export interface CheckoutRequest {
	country: string | undefined;
	tokenEmail: string | null;
	payBase: string;
}

const checkoutFailed = () =>
	new ApiError(500, "checkout_failed", "The billing provider could not open the checkout; nothing was charged, retry");

/**
 * What a failed checkout answers (issue 37 item 6). A refusal by payments is not a fault of this
 * server: no method routed for the currency in the billing workspace is 503 CURRENCY_NOT_ROUTED (the
 * operator must route one), any other refusal 502 PAYMENTS_REFUSED; only an unexpected error stays
 * 500 CHECKOUT_FAILED. Payments' own message is not repeated: it speaks of the billing workspace.
 */
export function checkoutError(err: unknown, currency: BillingCurrency): ApiError {
	if (!(err instanceof ApiError)) return checkoutFailed();
	if (err.code === "method_not_available")
		return new ApiError(
			503,
			"currency_not_routed",
			`Plans cannot be paid in ${currency} yet: the billing workspace routes no payment method for ${currency}. Nothing was charged; retry later or pay in another currency`,
		);
	return new ApiError(
		502,
		"payments_refused",
		`The payments service refused to open the checkout (${err.code}); nothing was charged, retry later`,
	);
}

/**
 * POST /billing/checkout: in the payments workspace that bills plans — the workspace's customer
 * (made once), a send_invoice subscription on the plan's price, its first invoice (listed here
 * at once, open) and the hosted checkout that pays it. The plan changes only when payment is
 * confirmed (follow-payments.ts).
 */
export async function startCheckout(ctx: MktCtx, s: MktScope, b: StartCheckout, req: CheckoutRequest) {
	const email = b.email ?? req.tokenEmail;
	if (!email) throw new ApiError(400, "validation", "email is required (the access token carries none)", "email");
	const currency = billingCurrency(b.currency, req.country);
	const config = await getConfig(ctx.env);
	const price = config && (await getPrice(ctx.env, b.plan, currency));
	if (!config || !price)
		throw new ApiError(
			503,
			"plan_not_configured",
			`The ${b.plan} plan has no ${currency} price configured for billing`,
		);
	const pay: PayScope = { workspaceId: config.payAccountId, environment: config.environment };
	// Payments runs for the billing workspace, on its shards (issue 38); this workspace's rows stay on ctx.env.
	const payCtx: PayCtx = { env: await workspaceEnv(ctx.env, config.payAccountId), exec: ctx.exec };
	let subscriptionId: string | null = null;
	try {
		const customerId = await billingCustomer(ctx, s, payCtx, pay, email, b.name);
		const sub = await createSubscription(payCtx, pay, {
			customerId,
			planId: price.payPlanId,
			priceId: price.payPriceId,
			collectionMethod: "send_invoice",
			initialDiscount: 0,
			metadata: { mktAccountId: s.workspaceId, mktPlan: b.plan },
		});
		subscriptionId = sub.id;
		const invoiceId = sub.latestInvoiceId as string;
		const checkout = await openInvoiceCheckout(payCtx, pay, invoiceId, req.payBase);
		await insertInvoice(ctx.env, {
			id: invoiceId,
			accountId: s.workspaceId,
			plan: b.plan,
			paySubscriptionId: sub.id,
			amount: price.amount,
			currency,
			status: "open",
			paidAt: null,
			receiptUrl: null,
			payBase: req.payBase,
			createdAt: Date.now(),
		});
		return {
			subscriptionId: sub.id,
			invoiceId,
			checkoutSessionId: checkout.checkoutSessionId,
			checkoutUrl: checkout.checkoutUrl,
		};
	} catch (err) {
		log(ctx.env, "error", { service: "mkt", event: "billing_checkout_failed", error: (err as Error).message });
		// A subscription whose checkout could not open would bill a plan nobody chose: cancel it.
		if (subscriptionId)
			await cancelSubscription(payCtx, pay, subscriptionId, { at: "now", reason: "merchant" }).catch(() => undefined);
		throw checkoutError(err, currency);
	}
}

async function billingCustomer(ctx: MktCtx, s: MktScope, payCtx: PayCtx, pay: PayScope, email: string, name?: string) {
	const known = await getCustomer(ctx.env, s);
	if (known) return known.payCustomerId;
	const made = await createCustomer(payCtx, pay, {
		email,
		name: name ?? null,
		externalId: s.workspaceId,
		metadata: { mktAccountId: s.workspaceId },
	});
	return claimCustomer(ctx.env, s, made.id, Date.now());
}
