// What a customer may do from the portal. Each action first narrows to the session's own customer
// (anything else is "not found", never another customer's data) and to what the portal offers,
// then calls the API's own verb, so the portal and the API share one set of rules and events.
import { ApiError } from "../../../platform/errors";
import { findRow, type PriceRow, type SubscriptionRow, type TokenRow } from "../billing/store";
import { cancelSubscription } from "../billing/subscriptions/cancel";
import { updateSubscription } from "../billing/subscriptions/update";
import type { PayCtx } from "../context";
import { sessionScope } from "./sessions";
import type { PortalSessionRow } from "./store";

const live = (sub: SubscriptionRow) => sub.status !== "canceled" && sub.status !== "incomplete";
const notLive = (sub: SubscriptionRow) => new ApiError(409, "conflict", `The subscription is ${sub.status}`);

async function ownSubscription(ctx: PayCtx, row: PortalSessionRow, subId: string) {
	const s = sessionScope(row);
	const sub = await findRow<SubscriptionRow>(ctx.env, s, "subscriptions", subId);
	if (!sub || sub.customer_id !== row.customer_id) throw new ApiError(404, "not_found", "No such subscription");
	return { s, sub };
}

/** Cancel at the period end: the API's cancel {at: period_end, reason: user_request}. */
export async function portalCancel(ctx: PayCtx, row: PortalSessionRow, subId: string) {
	const { s, sub } = await ownSubscription(ctx, row, subId);
	if (!live(sub)) throw notLive(sub);
	await cancelSubscription(ctx, s, sub.id, { at: "period_end", reason: "user_request" });
}

/** Another active token of the same customer as the subscription's default: the API's update. */
export async function portalPaymentMethod(ctx: PayCtx, row: PortalSessionRow, subId: string, tokenId: string) {
	const { s, sub } = await ownSubscription(ctx, row, subId);
	if (!live(sub)) throw notLive(sub);
	const t = await findRow<TokenRow>(ctx.env, s, "payment_tokens", tokenId);
	if (!t || t.customer_id !== row.customer_id || t.status !== "active")
		throw new ApiError(404, "not_found", "No such payment method");
	await updateSubscription(ctx, s, sub.id, { defaultPaymentTokenId: t.id });
}

/**
 * Another active price of the subscription's plan and currency, with exactly the API's plan-change
 * rules (during a trial or at an equal amount at once, a downgrade at the period end, an upgrade
 * charged its prorated difference at once); the portal offers it only to active or trialing ones.
 */
export async function portalChangePlan(ctx: PayCtx, row: PortalSessionRow, subId: string, priceId: string) {
	const { s, sub } = await ownSubscription(ctx, row, subId);
	if (sub.status !== "active" && sub.status !== "trialing")
		throw new ApiError(409, "conflict", `The plan of a ${sub.status} subscription cannot change`);
	const price = await findRow<PriceRow>(ctx.env, s, "prices", priceId);
	if (!price || price.plan_id !== sub.plan_id || price.currency !== sub.currency || !price.active)
		throw new ApiError(404, "not_found", "No such price");
	await updateSubscription(ctx, s, sub.id, { priceId: price.id });
}
