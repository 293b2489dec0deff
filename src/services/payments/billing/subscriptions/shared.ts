import { ApiError } from "../../../../platform/errors";
import type { PayCtx, PayScope } from "../../context";
import { scopeNow } from "../../ledger/clock";
import { dispatchBillingEvents } from "../events";
import { findRow, getRow, type SubscriptionRow, subscriptionView, type TokenRow } from "../store";

// What every subscription verb shares: its refusals, the token check, the clock and the answer.

export const conflict = (sub: SubscriptionRow, what: string) =>
	new ApiError(409, "conflict", `Cannot ${what} a subscription that is ${sub.status}`);
export const bad = (message: string, param: string) => new ApiError(400, "validation_error", message, param);
export const lostRace = () => new ApiError(409, "conflict", "The subscription changed while this request ran; retry");

export const nowIn = (ctx: PayCtx, s: PayScope) => scopeNow(ctx.env, s);

/** An active token of `customerId` in this workspace (404 when missing, 400 when it is another customer's or detached). */
export async function tokenFor(ctx: PayCtx, s: PayScope, tokenId: string, customerId: string, param: string) {
	const t = await findRow<TokenRow>(ctx.env, s, "payment_tokens", tokenId);
	if (!t) throw new ApiError(404, "not_found", "No such payment token", param);
	if (t.customer_id !== customerId) throw bad(`Payment token ${tokenId} belongs to another customer`, param);
	if (t.status !== "active") throw bad(`Payment token ${tokenId} is detached`, param);
	return t;
}

/** Delivers the events the write minted and answers with the subscription as it is now. */
export async function subscriptionAnswer(ctx: PayCtx, s: PayScope, id: string) {
	await dispatchBillingEvents(ctx.env, ctx.exec);
	return subscriptionView(await getRow<SubscriptionRow>(ctx.env, s, "subscriptions", id));
}
