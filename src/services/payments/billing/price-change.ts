import type { Env } from "../../../env";
import { ApiError } from "../../../platform/errors";
import { chargeInvoice } from "./charge";
import { classifyChange, proration } from "./domain/subscriptions";
import { buildInvoice, invoiceInsert, invoiceNumber, newOpId, subscriptionLine, voidInvoice } from "./invoicing";
import { commit, findRow, type PlanRow, type PriceRow, type Scope, type SubscriptionRow } from "./store";

/**
 * The plan-change rules of spec 000 §4, shared by the API's PATCH and the customer portal so both
 * move money the same way. The caller has checked the subscription is active or trialing and the
 * price belongs to its plan and currency. `next` is updated in place; the returned cause and
 * previous attributes feed the one subscription.updated event the caller writes.
 *  - same price: clears a scheduled downgrade, if any;
 *  - trialing, or an equal amount: swaps at once (nothing was charged for the difference);
 *  - downgrade: the old price runs to currentPeriodEnd, then renews at the new one, no refund;
 *  - upgrade: the prorated difference is invoiced and charged at once, currentPeriodEnd kept;
 *    a declined charge is 402 payment_failed, an unreachable provider 503, and nothing changes.
 */
export async function changePrice(
	env: Env,
	s: Scope,
	cur: SubscriptionRow,
	next: SubscriptionRow,
	price: PriceRow,
	now: number,
): Promise<{ cause: "price_change" | "price_change_scheduled" | null; previous: Record<string, unknown> }> {
	const change = classifyChange(cur.price_id, cur.unit_amount, price.id, price.unit_amount);
	if (change.kind === "same") {
		if (!cur.pending_price_id) return { cause: null, previous: {} };
		next.pending_price_id = null;
		return { cause: "price_change_scheduled", previous: { pendingPriceId: cur.pending_price_id } };
	}
	if (cur.status === "trialing" || change.kind === "lateral") {
		Object.assign(next, { price_id: price.id, unit_amount: price.unit_amount, pending_price_id: null });
		return { cause: "price_change", previous: { priceId: cur.price_id } };
	}
	if (change.kind === "downgrade") {
		next.pending_price_id = price.id;
		return { cause: "price_change_scheduled", previous: { pendingPriceId: cur.pending_price_id } };
	}
	const amount =
		cur.first_invoice_at != null
			? 0
			: proration(cur.unit_amount, price.unit_amount, cur.current_period_start, cur.current_period_end, now);
	if (amount > 0) {
		const plan = await findRow<PlanRow>(env, s, "plans", cur.plan_id);
		const inv = buildInvoice(
			{
				sub: cur,
				reason: "subscription_update",
				dedupeKey: `update:${newOpId()}`,
				periodStart: now,
				periodEnd: cur.current_period_end,
				lines: [
					{
						...subscriptionLine(amount, price.id, now, cur.current_period_end, plan?.name ?? "Subscription"),
						kind: "proration",
						description: `Upgrade to ${price.id}: prorated difference for the rest of the period`,
					},
				],
				discounts: false,
				coupon: null,
			},
			await invoiceNumber(env, s),
			now,
		);
		await commit(env, invoiceInsert(env, s, inv, now));
		if (cur.collection_method === "charge_automatically") {
			const out = await chargeInvoice(env, s, inv, next.default_payment_token_id, now, { auto: false });
			if (out.kind !== "paid") {
				await voidInvoice(env, s, inv.id, now).run();
				if (out.kind === "failed")
					throw new ApiError(
						402,
						"payment_failed",
						`The proration charge was declined (${out.failureCode}); the subscription is unchanged`,
						"priceId",
					);
				throw new ApiError(
					503,
					"provider_unavailable",
					"The payment provider could not be reached; the subscription is unchanged. Retry later",
					"priceId",
				);
			}
		}
		next.latest_invoice_id = inv.id;
	}
	Object.assign(next, { price_id: price.id, unit_amount: price.unit_amount, pending_price_id: null });
	return { cause: "price_change", previous: { priceId: cur.price_id } };
}
