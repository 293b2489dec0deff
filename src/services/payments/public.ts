// What other services may call of payments (DESIGN §2: services meet only through public.ts).
// Marketing's own plan billing and the storefront's Buy button open hosted checkouts and charge
// invoices through these, with the same rules as the API.
//
// Shards (issue 38): every function here works for the workspace of the scope it is given, which is
// often not the one the caller's env works for (marketing and POS bill their merchants in the
// platform billing workspace), so each runs on an env placed for that workspace.
import type { Env } from "../../env";
import { sha256Hex } from "../../platform/crypto";
import type { EventListener } from "../../platform/webhooks/engine";
import { workspaceEnv } from "../admin/public";
import { chargeInvoice as charge } from "./billing/charge";
import { createPlan as newPlan } from "./billing/create-plan";
import { createCustomer as newCustomer } from "./billing/customers";
import { getRow, type SubscriptionRow, subscriptionView } from "./billing/store";
import { cancelSubscription as cancel } from "./billing/subscriptions/cancel";
import { createSubscription as newSubscription } from "./billing/subscriptions/create";
import { createRefund } from "./charges/refunds";
import { paymentOfWorkspace } from "./charges/store";
import { hostedBrand as brand } from "./checkout/brand";
import { openInvoiceCheckout as invoiceCheckout, invoicePageUrl as invoicePage } from "./checkout/hosted-invoice";
import { checkoutCurrencies as currencies, openCheckoutSession } from "./checkout/open-session";
import type { PayCtx, PayScope } from "./context";
import { paymentsWebhooks } from "./events/index";

export type { SubscriptionView } from "./billing/rows";
export type { OpenSession as CheckoutSessionInput } from "./checkout/open-session";
export type { PayCtx, PayScope };

/** The caller's ctx working for the scope's workspace. */
const placed = async (ctx: PayCtx, s: PayScope): Promise<PayCtx> => ({
	...ctx,
	env: await workspaceEnv(ctx.env, s.workspaceId),
});

/** Binds a verb `(ctx, scope, ...rest)` to the scope's workspace. */
const forScope =
	<A extends unknown[], R>(fn: (ctx: PayCtx, s: PayScope, ...rest: A) => Promise<R>) =>
	async (ctx: PayCtx, s: PayScope, ...rest: A): Promise<R> =>
		fn(await placed(ctx, s), s, ...rest);

export const chargeInvoice = async (env: Env, s: PayScope, ...rest: ChargeRest) =>
	charge(await workspaceEnv(env, s.workspaceId), s, ...rest);
export const createPlan = forScope(newPlan);
export const createCustomer = forScope(newCustomer);
export const cancelSubscription = forScope(cancel);
export const createSubscription = forScope(newSubscription);
export const openInvoiceCheckout = forScope(invoiceCheckout);
export const invoicePageUrl = forScope(invoicePage);
export const createCheckoutSession = forScope(openCheckoutSession);

/** The brand a workspace's hosted pages carry (checkout settings; the storefront's pages show it too). */
export const hostedBrand = async (env: Env, s: PayScope) => brand(await workspaceEnv(env, s.workspaceId), s);

/** The currencies a hosted checkout can open in for this workspace (checkout/open-session.ts). */
export const checkoutCurrencies = async (env: Env, s: PayScope) =>
	currencies(await workspaceEnv(env, s.workspaceId), s);

/** A subscription as the API shows it (404 resource_missing when not in the scope). */
export const getSubscription = async (ctx: PayCtx, s: PayScope, id: string) =>
	subscriptionView(await getRow<SubscriptionRow>((await placed(ctx, s)).env, s, "subscriptions", id));

/**
 * Follows payments events in process (registered by another service's index.ts): each recorded
 * event is handed to the listener once at fan-out, at least once overall (a throw retries). The
 * listener gets the fan-out's env, placed on the shard of the event's workspace (DB_PAY) only: a
 * listener that touches another workspace or another service resolves its own (workspaceEnv).
 */
export const onPaymentsEvent = (listener: EventListener) => paymentsWebhooks.listen(listener);

/**
 * A payment of the workspace (test or live) as a POS till links a QRIS or card payment to a sale:
 * null when it is not the workspace's.
 */
export async function paymentForPos(env: Env, workspaceId: string, paymentId: string) {
	const p = await paymentOfWorkspace(await workspaceEnv(env, workspaceId), workspaceId, paymentId);
	if (!p) return null;
	return { id: p.id, environment: p.environment, amount: p.amount, currency: p.currency, status: p.status };
}

/**
 * Refunds `amount` of a payment for a POS return, under a key the return's refund row names: asking
 * again (a retry after a lost answer) finishes the same refund and never refunds twice. Throws the
 * payments ApiError (insufficient_balance, payment_not_refundable, amount_exceeds_refundable).
 */
export async function refundForPos(
	ctx: PayCtx,
	workspaceId: string,
	r: { paymentId: string; amount: number; key: string },
) {
	const env = await workspaceEnv(ctx.env, workspaceId);
	const p = await paymentOfWorkspace(env, workspaceId, r.paymentId);
	if (!p) throw new Error(`payment ${r.paymentId} is not workspace ${workspaceId}'s`);
	const s: PayScope = { workspaceId, environment: p.environment };
	const hash = await sha256Hex(new TextEncoder().encode(`${r.paymentId}:${r.amount}`));
	const refund = await createRefund(
		env,
		ctx.exec,
		s,
		{ paymentId: r.paymentId, amount: r.amount, reason: "requested_by_customer" },
		{ key: r.key, hash },
	);
	return { id: refund.id, status: refund.status, failureReason: refund.failure_reason };
}

type ChargeRest = Parameters<typeof charge> extends [unknown, unknown, ...infer R] ? R : never;
