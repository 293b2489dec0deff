import type { z } from "@hono/zod-openapi";
import { ApiError } from "../../../../platform/errors";
import { newId } from "../../../../platform/ids";
import type { PayCtx, PayScope } from "../../context";
import { chargeInvoice } from "../charge";
import { addInterval, DAY_MS, discountEndsAt, transition } from "../domain/subscriptions";
import { billingEventStatement } from "../events";
import {
	buildInvoice,
	invoiceInsert,
	invoiceNumber,
	newOpId,
	subscriptionLine,
	voidInvoice,
	withSchedule,
} from "../invoicing";
import { publishDue } from "../renewals";
import { metadataText } from "../routes/common";
import {
	type CouponRow,
	type CustomerRow,
	commit,
	couponTerms,
	couponValid,
	getRow,
	type InvoiceRow,
	insertSubscription,
	type PlanRow,
	type PriceRow,
	redeemCoupon,
	type SubscriptionRow,
	subscriptionView,
} from "../store";
import { type CreateSubscription, START_SKEW_MS } from "./schemas";
import { bad, nowIn, subscriptionAnswer, tokenFor } from "./shared";

/**
 * Creates a subscription in its initial state (spec §3): trialing, active with the first invoice
 * charged (incomplete when that charge is declined), or active and free. The coupon's redemption
 * is counted with a conditional UPDATE so maxRedemptions holds under racing creates.
 */
export async function createSubscription(ctx: PayCtx, s: PayScope, b: z.infer<typeof CreateSubscription>) {
	const env = ctx.env;
	const now = await nowIn(ctx, s);
	const customer = await getRow<CustomerRow>(env, s, "customers", b.customerId);
	const plan = await getRow<PlanRow>(env, s, "plans", b.planId);
	if (!plan.active)
		throw new ApiError(422, "validation_error", `Plan ${plan.id} is archived; subscribe to an active plan`, "planId");
	const price = await getRow<PriceRow>(env, s, "prices", b.priceId);
	if (price.plan_id !== plan.id) throw bad(`Price ${price.id} belongs to another plan`, "priceId");
	if (!price.active) throw new ApiError(422, "validation_error", `Price ${price.id} is inactive`, "priceId");
	if (b.collectionMethod === "charge_automatically" && !b.paymentTokenId)
		throw bad("paymentTokenId is required when collectionMethod is charge_automatically", "paymentTokenId");
	if (b.paymentTokenId) await tokenFor(ctx, s, b.paymentTokenId, customer.id, "paymentTokenId");
	let start = now;
	if (b.startAt !== undefined) {
		const t = Date.parse(b.startAt);
		if (t < now - START_SKEW_MS) throw bad("startAt is in the past", "startAt");
		start = Math.max(t, now);
	}
	let coupon: CouponRow | null = null;
	if (b.couponId) {
		coupon = await getRow<CouponRow>(env, s, "coupons", b.couponId);
		if (!couponValid(coupon, now)) throw bad(`Coupon ${coupon.id} can no longer be redeemed`, "couponId");
		if (coupon.amount_off != null && coupon.currency !== price.currency)
			throw bad(
				`Coupon ${coupon.id} is in ${coupon.currency}; this subscription bills in ${price.currency}`,
				"couponId",
			);
	}

	const free = price.unit_amount === 0;
	const trialDays = free ? 0 : (b.trialDays ?? plan.trial_days);
	const trialEnd = trialDays > 0 ? start + trialDays * DAY_MS : null;
	const anchorDay = new Date(trialEnd ?? start).getUTCDate();
	const periodEnd = trialEnd ?? addInterval(start, plan.interval, plan.interval_count, anchorDay);
	const deferred = start > now;
	const firstPaidStart = trialEnd ?? start;
	const sub: SubscriptionRow = withSchedule({
		id: newId("sub_", now),
		account_id: s.workspaceId,
		environment: s.environment,
		customer_id: customer.id,
		plan_id: plan.id,
		price_id: price.id,
		pending_price_id: null,
		currency: price.currency,
		unit_amount: price.unit_amount,
		interval: plan.interval,
		interval_count: plan.interval_count,
		anchor_day: anchorDay,
		status: (transition(null, trialEnd ? "create_trial" : free ? "create_free" : "create_paid") ??
			"active") as SubscriptionRow["status"],
		current_period_start: start,
		current_period_end: periodEnd,
		trial_end: trialEnd,
		trial_will_end_sent_at: null,
		first_invoice_at: !trialEnd && !free && deferred ? start : null,
		cancel_at: null,
		canceled_at: null,
		canceled_reason: null,
		paused_at: null,
		resume_at: null,
		default_payment_token_id: b.paymentTokenId ?? null,
		discount_coupon_id: coupon?.id ?? null,
		discount_ends_at: coupon ? discountEndsAt(couponTerms(coupon), firstPaidStart) : null,
		initial_discount: b.initialDiscount,
		collection_method: b.collectionMethod,
		metadata: metadataText(b.metadata),
		latest_invoice_id: null,
		next_action_at: null,
		op_id: newOpId(),
		created_at: now,
		updated_at: now,
	});

	if (coupon) {
		if (!(await redeemCoupon(env, s, coupon.id, now)))
			throw bad(`Coupon ${coupon.id} can no longer be redeemed`, "couponId");
	}

	// subscription.created is minted first so it sorts before the first invoice's events.
	const createdEventId = newId("evt_", now);
	let row = sub;
	const stmts: D1PreparedStatement[] = [];
	const immediate = !trialEnd && !free && !deferred;
	let inv: InvoiceRow | null = null;
	if (immediate) {
		inv = buildInvoice(
			{
				sub,
				reason: "subscription_create",
				dedupeKey: "create",
				periodStart: start,
				periodEnd,
				lines: [subscriptionLine(sub.unit_amount, price.id, start, periodEnd, plan.name)],
				discounts: true,
				coupon,
			},
			await invoiceNumber(env, s),
			now,
		);
		row = { ...row, latest_invoice_id: inv.id, initial_discount: 0 };
		await commit(env, invoiceInsert(env, s, inv, now));
		if (inv.status === "open" && sub.collection_method === "charge_automatically") {
			const out = await chargeInvoice(env, s, inv, sub.default_payment_token_id, now, { auto: false });
			if (out.kind === "failed") {
				row = { ...row, status: transition(null, "create_declined") as "incomplete" };
				stmts.push(voidInvoice(env, s, inv.id, now));
			}
		}
	}
	row = withSchedule(row);
	await commit(env, [
		insertSubscription(env, row),
		billingEventStatement(env, s, {
			id: createdEventId,
			type: "subscription.created",
			data: subscriptionView(row),
			occurredAt: now,
		}),
		...stmts,
	]);
	await publishDue(env, s, now);
	return subscriptionAnswer(ctx, s, row.id);
}
