// Billing rows (DB_PAY, schema/billing.ts) and the API objects built from them; pure, no I/O.
import { iso } from "../../../platform/encoding";
import type { PayEnvironment } from "../context";

const json = (s: unknown) => (s == null ? null : JSON.parse(String(s)));
const bool = (v: unknown) => v === 1 || v === true;

export interface CustomerRow {
	id: string;
	email: string | null;
	name: string | null;
	phone: string | null;
	external_id: string | null;
	metadata: string | null;
	created_at: number;
	updated_at: number;
}
export const customerView = (r: CustomerRow) => ({
	id: r.id,
	email: r.email,
	name: r.name,
	phone: r.phone,
	externalId: r.external_id,
	metadata: json(r.metadata) as Record<string, string> | null,
	createdAt: iso(r.created_at) as string,
	updatedAt: iso(r.updated_at) as string,
});

export interface PlanRow {
	id: string;
	name: string;
	currency: string;
	interval: "day" | "week" | "month" | "year";
	interval_count: number;
	trial_days: number;
	unit_amount: number;
	default_price_id: string;
	active: number;
	archived_at: number | null;
	created_at: number;
	updated_at: number;
}
export const planView = (r: PlanRow) => ({
	id: r.id,
	name: r.name,
	currency: r.currency,
	interval: r.interval,
	intervalCount: r.interval_count,
	trialDays: r.trial_days,
	unitAmount: r.unit_amount,
	defaultPriceId: r.default_price_id,
	active: bool(r.active),
	archivedAt: iso(r.archived_at),
	createdAt: iso(r.created_at) as string,
	updatedAt: iso(r.updated_at) as string,
});

export interface PriceRow {
	id: string;
	plan_id: string;
	currency: string;
	unit_amount: number;
	active: number;
	created_at: number;
	updated_at: number;
}
export const priceView = (r: PriceRow) => ({
	id: r.id,
	planId: r.plan_id,
	currency: r.currency,
	unitAmount: r.unit_amount,
	active: bool(r.active),
	createdAt: iso(r.created_at) as string,
	updatedAt: iso(r.updated_at) as string,
});

export interface TokenRow {
	id: string;
	customer_id: string;
	method: "card" | "ewallet" | "virtual_account" | "qris" | "wallet_network";
	brand: string | null;
	last4: string | null;
	exp_month: number | null;
	exp_year: number | null;
	account_label: string | null;
	provider_reference: string;
	test_outcome: string | null;
	status: "active" | "detached";
	detached_at: number | null;
	created_at: number;
	updated_at: number;
}
export const tokenView = (r: TokenRow, environment: PayEnvironment) => ({
	id: r.id,
	customerId: r.customer_id,
	method: r.method,
	brand: r.brand,
	last4: r.last4,
	expMonth: r.exp_month ?? null,
	expYear: r.exp_year ?? null,
	accountLabel: r.account_label,
	providerReference: r.provider_reference,
	...(environment === "test" ? { testOutcome: r.test_outcome } : {}),
	status: r.status,
	detachedAt: iso(r.detached_at),
	createdAt: iso(r.created_at) as string,
	updatedAt: iso(r.updated_at) as string,
});

export interface CouponRow {
	id: string;
	name: string | null;
	percent_off: number | null;
	amount_off: number | null;
	currency: string | null;
	duration: "once" | "repeating" | "forever";
	duration_in_months: number | null;
	max_redemptions: number | null;
	times_redeemed: number;
	redeem_by: number | null;
	metadata: string | null;
	created_at: number;
	updated_at: number;
}
export const couponValid = (r: CouponRow, now: number) =>
	(r.redeem_by == null || now < r.redeem_by) && (r.max_redemptions == null || r.times_redeemed < r.max_redemptions);
export const couponView = (r: CouponRow, now: number) => ({
	id: r.id,
	name: r.name,
	percentOff: r.percent_off,
	amountOff: r.amount_off,
	currency: r.currency,
	duration: r.duration,
	durationInMonths: r.duration_in_months,
	maxRedemptions: r.max_redemptions,
	timesRedeemed: r.times_redeemed,
	redeemBy: iso(r.redeem_by),
	valid: couponValid(r, now),
	metadata: json(r.metadata) as Record<string, string> | null,
	createdAt: iso(r.created_at) as string,
	updatedAt: iso(r.updated_at) as string,
});
export const couponTerms = (r: CouponRow) => ({
	percentOff: r.percent_off,
	amountOff: r.amount_off,
	currency: r.currency,
	duration: r.duration,
	durationInMonths: r.duration_in_months,
});

export interface SubscriptionRow {
	id: string;
	account_id: string;
	environment: PayEnvironment;
	customer_id: string;
	plan_id: string;
	price_id: string | null;
	pending_price_id: string | null;
	currency: string;
	unit_amount: number;
	interval: "day" | "week" | "month" | "year";
	interval_count: number;
	anchor_day: number;
	status: "trialing" | "active" | "past_due" | "paused" | "canceled" | "incomplete";
	current_period_start: number;
	current_period_end: number;
	trial_end: number | null;
	trial_will_end_sent_at: number | null;
	first_invoice_at: number | null;
	cancel_at: number | null;
	canceled_at: number | null;
	canceled_reason: string | null;
	paused_at: number | null;
	resume_at: number | null;
	default_payment_token_id: string | null;
	discount_coupon_id: string | null;
	discount_ends_at: number | null;
	initial_discount: number;
	collection_method: "charge_automatically" | "send_invoice";
	metadata: string | null;
	latest_invoice_id: string | null;
	next_action_at: number | null;
	op_id: string;
	created_at: number;
	updated_at: number;
}

export const subscriptionArn = (r: Pick<SubscriptionRow, "account_id" | "environment" | "id">) =>
	`arn:pasar:pay:${r.environment}:${r.account_id}:subscription/${r.id}`;

export const subscriptionView = (r: SubscriptionRow) => ({
	id: r.id,
	arn: subscriptionArn(r),
	accountId: r.account_id,
	customerId: r.customer_id,
	planId: r.plan_id,
	priceId: r.price_id,
	pendingPriceId: r.pending_price_id,
	status: r.status,
	currency: r.currency,
	unitAmount: r.unit_amount,
	currentPeriodStart: iso(r.current_period_start) as string,
	currentPeriodEnd: iso(r.current_period_end) as string,
	trialEnd: iso(r.trial_end),
	cancelAt: iso(r.cancel_at),
	canceledAt: iso(r.canceled_at),
	canceledReason: r.canceled_reason,
	pausedAt: iso(r.paused_at),
	resumeAt: iso(r.resume_at),
	defaultPaymentTokenId: r.default_payment_token_id,
	discountCouponId: r.discount_coupon_id,
	collectionMethod: r.collection_method,
	latestInvoiceId: r.latest_invoice_id,
	metadata: json(r.metadata) as Record<string, string> | null,
	createdAt: iso(r.created_at) as string,
	updatedAt: iso(r.updated_at) as string,
});
export type SubscriptionView = ReturnType<typeof subscriptionView>;

export interface InvoiceLine {
	kind: "subscription" | "proration";
	description: string;
	priceId: string | null;
	quantity: number;
	amount: number;
	periodStart: string;
	periodEnd: string;
}

export interface InvoiceRow {
	id: string;
	customer_id: string;
	subscription_id: string | null;
	dedupe_key: string;
	billing_reason: "subscription_create" | "subscription_cycle" | "subscription_update";
	status: "draft" | "open" | "paid" | "void" | "uncollectible";
	number: string;
	currency: string;
	lines: string;
	subtotal: number;
	discount: number;
	total: number;
	amount_due: number;
	amount_paid: number;
	collection_method: string;
	attempt_count: number;
	next_payment_attempt_at: number | null;
	first_failed_at: number | null;
	auto_retries: number;
	hard_declined: number;
	last_failure_code: string | null;
	exhaust_at: number | null;
	due_date: number | null;
	overdue_at: number | null;
	period_start: number;
	period_end: number;
	issued_at: number | null;
	paid_at: number | null;
	voided_at: number | null;
	payment_id: string | null;
	hosted_invoice_url: string | null;
	next_action_at: number | null;
	created_at: number;
	updated_at: number;
}
export const invoiceView = (r: InvoiceRow) => ({
	id: r.id,
	customerId: r.customer_id,
	subscriptionId: r.subscription_id,
	status: r.status,
	billingReason: r.billing_reason,
	number: r.number,
	currency: r.currency,
	lines: JSON.parse(r.lines) as InvoiceLine[],
	subtotal: r.subtotal,
	discount: r.discount,
	total: r.total,
	amountDue: r.amount_due,
	amountPaid: r.amount_paid,
	collectionMethod: r.collection_method,
	attemptCount: r.attempt_count,
	nextPaymentAttemptAt: iso(r.next_payment_attempt_at),
	lastPaymentError: r.last_failure_code ? { code: r.last_failure_code, hardDecline: bool(r.hard_declined) } : null,
	dueDate: iso(r.due_date),
	periodStart: iso(r.period_start) as string,
	periodEnd: iso(r.period_end) as string,
	issuedAt: iso(r.issued_at),
	paidAt: iso(r.paid_at),
	voidedAt: iso(r.voided_at),
	paymentId: r.payment_id,
	hostedInvoiceUrl: r.hosted_invoice_url,
	createdAt: iso(r.created_at) as string,
	updatedAt: iso(r.updated_at) as string,
});
export type InvoiceView = ReturnType<typeof invoiceView>;

export { type PaymentRow, pendingPayment } from "../charges/rows";
