import { z } from "@hono/zod-openapi";
import { Money } from "../../ledger/money";
import { CANCEL_REASONS, COLLECTION_METHODS, SUBSCRIPTION_STATUSES } from "../domain/subscriptions";
import { IsoTime, idParam, Metadata } from "../routes/common";

// Spec 000 §2 "Subscription object", §4 "Subscriptions": the request and response schemas, and
// the reference prose of each endpoint (kept here so routes.ts stays a list of thin handlers).

const STATUS =
	"trialing, active, past_due (a charge failed, dunning retries), paused, canceled or incomplete (the first charge was declined); the last two are final";
const COLLECTION =
	"charge_automatically: invoices are charged to the payment token; send_invoice: the customer pays a hosted invoice within 30 days";
const CANCEL_REASON =
	"Why it was canceled: customer_portal, merchant, failed_payment (dunning ran out) or user_request";

export const Subscription = z
	.object({
		id: z.string().openapi({ example: "sub_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		arn: z.string().openapi({
			description: "The subscription's resource name: arn:pasar:pay:<environment>:<accountId>:subscription/<id>",
			example: "arn:pasar:pay:test:acc_01JB4X6N0ZQ8K3C9W2T5V7R1ME:subscription/sub_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
		}),
		accountId: z.string().openapi({ description: "The workspace (acc_…)" }),
		customerId: z.string().openapi({ description: "The customer billed" }),
		planId: z.string().openapi({ description: "The plan subscribed to" }),
		priceId: z.string().nullable().openapi({ description: "The plan price billed now" }),
		pendingPriceId: z.string().nullable().openapi({ description: "A downgrade that takes effect at currentPeriodEnd" }),
		status: z.enum(SUBSCRIPTION_STATUSES).openapi({ description: STATUS }),
		currency: z.string(),
		unitAmount: z
			.number()
			.int()
			.openapi({ description: "Amount billed per period now (the price's amount when applied)" }),
		currentPeriodStart: z.string().openapi({ description: "Start of the period (or trial) in progress" }),
		currentPeriodEnd: z.string().openapi({ description: "Its end: the next renewal (or the trial's end)" }),
		trialEnd: z.string().nullable().openapi({ description: "When the trial ends or ended; null without a trial" }),
		cancelAt: z
			.string()
			.nullable()
			.openapi({ description: "A cancellation scheduled for the period end; null if none" }),
		canceledAt: z.string().nullable().openapi({ description: "When it was canceled; null otherwise" }),
		canceledReason: z
			.enum(CANCEL_REASONS)
			.nullable()
			.openapi({ description: `${CANCEL_REASON}; null otherwise` }),
		pausedAt: z.string().nullable().openapi({ description: "When it was paused; null unless paused" }),
		resumeAt: z
			.string()
			.nullable()
			.openapi({ description: "When a paused subscription resumes by itself; null if not set" }),
		defaultPaymentTokenId: z
			.string()
			.nullable()
			.openapi({ description: "The payment token charged for charge_automatically; null for send_invoice" }),
		discountCouponId: z.string().nullable().openapi({ description: "The coupon applied; null if none" }),
		collectionMethod: z.enum(COLLECTION_METHODS).openapi({ description: COLLECTION }),
		latestInvoiceId: z.string().nullable().openapi({ description: "The newest invoice; null before the first" }),
		metadata: z.record(z.string(), z.string()).nullable(),
		customer: z.unknown().optional().openapi({ description: "The customer object, with ?expand=customer" }),
		plan: z.unknown().optional().openapi({ description: "The plan object, with ?expand=plan" }),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("Subscription");

export const CreateSubscription = z
	.strictObject({
		customerId: z.string().min(1).max(64).openapi({ description: "The customer to bill (cus_…)" }),
		planId: z.string().min(1).max(64).openapi({ description: "The plan (pln_…); an archived one is 422" }),
		priceId: z.string().min(1).max(64).openapi({ description: "A price of that plan (pr_…)" }),
		paymentTokenId: z
			.string()
			.min(1)
			.max(64)
			.optional()
			.openapi({ description: "The customer's payment token; required for charge_automatically" }),
		collectionMethod: z
			.enum(COLLECTION_METHODS)
			.default("charge_automatically")
			.openapi({ description: `${COLLECTION}; default charge_automatically` }),
		trialDays: z
			.number()
			.int()
			.min(0)
			.max(730)
			.optional()
			.openapi({ description: "Trial days, 0-730 (default: the plan's; a free price ignores it)" }),
		couponId: z.string().min(1).max(64).nullable().optional().openapi({ description: "A redeemable coupon to apply" }),
		startAt: IsoTime.optional().openapi({ description: "A future start (ISO 8601); default now" }),
		initialDiscount: Money.default(0).openapi({
			description: "Minor units off the first invoice (e.g. the credit of a canceled subscription); default 0",
		}),
		metadata: Metadata.nullable().optional(),
	})
	.openapi("CreateSubscription");

/** A startAt this close to now (client clock skew) counts as now, not as the past. */
export const START_SKEW_MS = 60_000;

export const SubId = idParam("sub_01JB4X6N0ZQ8K3C9W2T5V7R1MD");
export const ExpandQuery = z.object({
	expand: z
		.string()
		.max(40)
		.optional()
		.openapi({ description: "Comma list: customer, plan", example: "customer,plan" }),
});

export const PatchSubscription = z
	.strictObject({
		priceId: z.string().min(1).max(64).optional().openapi({
			description:
				"Another price of the same plan and currency: an upgrade prorates at once, a downgrade waits for the period end",
		}),
		defaultPaymentTokenId: z
			.string()
			.min(1)
			.max(64)
			.optional()
			.openapi({ description: "Another active payment token of the customer, charged from now on" }),
		metadata: Metadata.nullable().optional(),
	})
	.openapi("UpdateSubscription");

export const PauseBody = z
	.strictObject({
		resumeAt: IsoTime.optional().openapi({
			description: "A future time to resume by itself; omitted: paused until resumed",
		}),
	})
	.openapi("PauseSubscription");

export const CancelBody = z
	.strictObject({
		at: z
			.enum(["now", "period_end"])
			.openapi({ description: "now: canceled at once; period_end: at currentPeriodEnd, with no renewal invoice" }),
		reason: z
			.enum(CANCEL_REASONS)
			.default("user_request")
			.openapi({ description: `${CANCEL_REASON}; default user_request` }),
	})
	.openapi("CancelSubscription");

export const DESCRIPTIONS = {
	create: `Initial state: trialDays > 0 (default: the plan's trialDays) → trialing, first invoice at trial end; price unitAmount 0 → active with no invoice (a free plan ignores trialDays); otherwise active with the first-period invoice issued and, for charge_automatically, charged at once — a declined first charge leaves the subscription incomplete (terminal, the invoice void). A provider outage leaves it active with the invoice retried by the renewal cron. A future startAt starts the trial or the first period then. send_invoice leaves the invoice open, due in 30 days.
400 validation_error: priceId of another plan, payment token of another customer (or detached), paymentTokenId missing for charge_automatically, startAt in the past, coupon no longer redeemable or in another currency, metadata over 50 keys. 422 validation_error: plan archived. 404: customer, plan, price, token or coupon not in this workspace.`,
	update: `priceId must be a price of the same plan (400 otherwise) in the same currency (a currency switch is 400: cancel with at=now and create a new subscription with initialDiscount). Active: upgrade (higher amount) charges the prorated difference at once — (new − old) × remaining seconds / period seconds, rounded down — and keeps currentPeriodEnd (a declined proration charge is 402 payment_failed and changes nothing); downgrade sets pendingPriceId and takes effect at currentPeriodEnd with no refund; equal amount swaps at once. Trialing: any price swaps at once (nothing was charged). past_due, paused: price changes are 409 conflict. metadata: null clears, omitted leaves unchanged. Canceled or incomplete: 409 conflict. One subscription.updated event with data.causes (price_change, price_change_scheduled, payment_token, metadata) and data.previousAttributes.`,
	pause:
		"Only from active (409 conflict otherwise). pausedAt is set; while paused there are no invoices, charges or period progression, and a cancellation scheduled for the period end waits too. Optional resumeAt (future ISO 8601) resumes it automatically; omitted means indefinite. Event subscription.updated (causes [pause]).",
	resume:
		"Only from paused (409 conflict otherwise). Back to active; pausedAt and resumeAt cleared; the period is shifted by the time spent paused, so the days that were left remain. Event subscription.updated (causes [resume]).",
	cancel:
		"at=now: any non-terminal status → canceled, canceledAt and canceledReason set, automatic collection of its open invoices stops; event subscription.deleted. at=period_end: status unchanged, cancelAt = currentPeriodEnd and canceledReason recorded; event subscription.updated (causes [cancel_scheduled]); the renewal cron finalises it to canceled at the boundary with subscription.deleted, and no renewal invoice is issued. Already canceled or incomplete, or a second period_end request: 409 conflict. reason defaults to user_request.",
};
