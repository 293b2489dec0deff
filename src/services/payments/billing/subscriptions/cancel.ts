import { ApiError } from "../../../../platform/errors";
import type { PayCtx, PayScope } from "../../context";
import { type CANCEL_REASONS, transition } from "../domain/subscriptions";
import { subEvent, writeSubscription } from "../invoicing";
import { cancelSubscription as cancelRow, publishDue } from "../renewals";
import { getRow, type SubscriptionRow } from "../store";
import { conflict, lostRace, nowIn, subscriptionAnswer } from "./shared";

export interface CancelInput {
	at: "now" | "period_end";
	reason: (typeof CANCEL_REASONS)[number];
}

/**
 * Cancels now (→ canceled, subscription.deleted) or at the period end (cancelAt set,
 * subscription.updated; the renewal engine finalises it). The API and the customer portal both
 * cancel through here.
 */
export async function cancelSubscription(ctx: PayCtx, s: PayScope, id: string, input: CancelInput) {
	const cur = await getRow<SubscriptionRow>(ctx.env, s, "subscriptions", id);
	if (!transition(cur.status, "cancel_now")) throw conflict(cur, "cancel");
	const now = await nowIn(ctx, s);
	let done: SubscriptionRow | null;
	if (input.at === "now") {
		done = await cancelRow(ctx.env, s, cur, "cancel_now", input.reason, now);
	} else {
		if (cur.cancel_at != null)
			throw new ApiError(
				409,
				"conflict",
				`A cancellation is already scheduled for ${new Date(cur.cancel_at).toISOString()}`,
			);
		done = await writeSubscription(
			ctx.env,
			s,
			cur,
			{ ...cur, cancel_at: cur.current_period_end, canceled_reason: input.reason },
			(n) => [
				subEvent("subscription.updated", n, { causes: ["cancel_scheduled"], previousAttributes: { cancelAt: null } }),
			],
			now,
		);
	}
	if (!done) throw lostRace();
	await publishDue(ctx.env, s, now);
	return subscriptionAnswer(ctx, s, cur.id);
}
