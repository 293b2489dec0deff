// Billing I/O shared by the subscription and invoice routes and the renewal engine: writing a
// subscription with its events, issuing invoices, charging them through the PaymentProvider and
// settling paid ones in the ledger. Every step is race-safe on its own:
//  - a subscription write is conditional on the op_id it read (a racing write makes it a no-op, and
//    its events, guarded on the new op_id, vanish with it);
//  - an invoice is unique per (subscription, dedupe key), so a period is invoiced once;
//  - a charge attempt is claimed by a conditional UPDATE of attempt_count, and the provider gets
//    idempotency key = invoice id + attempt number;
//  - a payment settles once (settlePayment is idempotent per pay_ id).
import type { Env } from "../../../env";
import { iso } from "../../../platform/encoding";
import { newId, randomHex } from "../../../platform/ids";
import { DAY_MS, invoiceDiscount, nextActionAt, SEND_INVOICE_DUE_DAYS } from "./domain/subscriptions";
import { type BillingEventType, billingEventStatement } from "./events";
import {
	type CouponRow,
	commit,
	commitAll,
	couponTerms,
	type InvoiceLine,
	type InvoiceRow,
	invoiceView,
	nextCounter,
	type Scope,
	type SubscriptionRow,
	subscriptionView,
} from "./store";
import { findInvoiceByKey, invoiceRowInsert } from "./store/invoices";
import { subscriptionUpdate } from "./store/subscriptions";

export const newOpId = () => randomHex(8);

// ---------------------------------------------------------------- subscriptions

/** The row's timed work, in the shape the pure schedule rules (domain/subscriptions.ts) read. */
export const timedWork = (r: SubscriptionRow) => ({
	status: r.status,
	currentPeriodEnd: r.current_period_end,
	trialEnd: r.trial_end,
	trialWillEndSentAt: r.trial_will_end_sent_at,
	firstInvoiceAt: r.first_invoice_at,
	cancelAt: r.cancel_at,
	resumeAt: r.resume_at,
});

/** Recomputes next_action_at from the row's timed work. */
export function withSchedule(r: SubscriptionRow): SubscriptionRow {
	return { ...r, next_action_at: nextActionAt(timedWork(r)) };
}

export interface PendingEvent {
	type: BillingEventType;
	data: unknown;
	/** Pre-minted id (to order an event before ones written earlier in time). */
	id?: string;
}

/**
 * Moves `cur` to `next` (a fresh op_id) with its events in one batch, conditional on nobody having
 * written `cur` meanwhile; events are guarded on the new op_id, so a lost race leaves no trace.
 * `extra` statements run in the same batch and must be harmless on their own. Null = lost the race.
 */
export async function writeSubscription(
	env: Env,
	s: Scope,
	cur: SubscriptionRow,
	nextIn: SubscriptionRow,
	events: (n: SubscriptionRow) => PendingEvent[],
	at: number,
	extra: D1PreparedStatement[] = [],
): Promise<SubscriptionRow | null> {
	const next = withSchedule({ ...nextIn, op_id: newOpId(), updated_at: at });
	const res = await commitAll(env, [
		subscriptionUpdate(env, s, cur, next),
		...events(next).map((e) =>
			billingEventStatement(env, s, {
				...e,
				occurredAt: at,
				guard: { table: "subscriptions", id: cur.id, column: "op_id", value: next.op_id },
			}),
		),
		...extra,
	]);
	return res[0].meta.changes ? next : null;
}

export const subEvent = (
	type: BillingEventType,
	row: SubscriptionRow,
	extra: Record<string, unknown> = {},
): PendingEvent => ({
	type,
	data: { ...subscriptionView(row), ...extra },
});

// ---------------------------------------------------------------- invoices

export interface NewInvoice {
	sub: SubscriptionRow;
	reason: InvoiceRow["billing_reason"];
	dedupeKey: string;
	periodStart: number;
	periodEnd: number;
	lines: InvoiceLine[];
	/** Apply the subscription's coupon and one-off credit (not on proration invoices). */
	discounts: boolean;
	coupon: CouponRow | null;
}

/**
 * The hosted invoice page's path under the service base. Stored without its token: the HMAC token
 * (hosted-invoice.ts) and the origin are added whenever the invoice is shown to a client.
 */
export const hostedInvoicePath = (id: string) => `/invoices/${id}/pay`;

export function buildInvoice(n: NewInvoice, number: string, at: number): InvoiceRow {
	const subtotal = n.lines.reduce((a, l) => a + l.amount, 0);
	const couponApplies =
		n.discounts &&
		n.sub.discount_coupon_id != null &&
		(n.sub.discount_ends_at == null || n.periodStart < n.sub.discount_ends_at);
	const { discount } = invoiceDiscount(
		subtotal,
		n.coupon ? couponTerms(n.coupon) : null,
		couponApplies,
		n.discounts ? n.sub.initial_discount : 0,
	);
	const total = subtotal - discount;
	const sendInvoice = n.sub.collection_method === "send_invoice";
	const paidNow = total === 0;
	const id = newId("inv_", at);
	const row: InvoiceRow = {
		id,
		customer_id: n.sub.customer_id,
		subscription_id: n.sub.id,
		dedupe_key: n.dedupeKey,
		billing_reason: n.reason,
		status: paidNow ? "paid" : "open",
		number,
		currency: n.sub.currency,
		lines: JSON.stringify(n.lines),
		subtotal,
		discount,
		total,
		amount_due: total,
		amount_paid: 0,
		collection_method: n.sub.collection_method,
		attempt_count: 0,
		next_payment_attempt_at: null,
		first_failed_at: null,
		auto_retries: 0,
		hard_declined: 0,
		last_failure_code: null,
		exhaust_at: null,
		due_date: sendInvoice && !paidNow ? at + SEND_INVOICE_DUE_DAYS * DAY_MS : null,
		overdue_at: null,
		period_start: n.periodStart,
		period_end: n.periodEnd,
		issued_at: at,
		paid_at: paidNow ? at : null,
		voided_at: null,
		payment_id: null,
		hosted_invoice_url: sendInvoice ? hostedInvoicePath(id) : null,
		next_action_at: null,
		created_at: at,
		updated_at: at,
	};
	return { ...row, next_action_at: invoiceNextAction(row) };
}

export function invoiceNextAction(
	r: Pick<InvoiceRow, "status" | "next_payment_attempt_at" | "exhaust_at" | "due_date" | "overdue_at">,
): number | null {
	if (r.status !== "open") return null;
	const times = [r.next_payment_attempt_at, r.exhaust_at, r.overdue_at == null ? r.due_date : null].filter(
		(t): t is number => t != null,
	);
	return times.length ? Math.min(...times) : null;
}

/** INSERT OR IGNORE (one invoice per subscription and dedupe key) plus its events, guarded on the row being ours. */
export function invoiceInsert(env: Env, s: Scope, inv: InvoiceRow, at: number): D1PreparedStatement[] {
	const stmts = [
		invoiceRowInsert(env, s, inv),
		billingEventStatement(env, s, {
			type: "invoice.created",
			data: invoiceView(inv),
			occurredAt: at,
			guard: { table: "invoices", id: inv.id },
		}),
	];
	if (inv.status === "paid")
		stmts.push(
			billingEventStatement(env, s, {
				type: "invoice.paid",
				data: invoiceView(inv),
				occurredAt: at,
				guard: { table: "invoices", id: inv.id },
			}),
		);
	return stmts;
}

export async function invoiceNumber(env: Env, s: Scope) {
	return `INV-${String(await nextCounter(env, s, "invoice")).padStart(6, "0")}`;
}

/** Issues (or finds, when a racing or earlier run already did) the invoice for this key. */
export async function ensureInvoice(env: Env, s: Scope, n: NewInvoice, at: number): Promise<InvoiceRow> {
	const existing = await findInvoiceByKey(env, s, n.sub.id, n.dedupeKey);
	if (existing) return existing;
	const inv = buildInvoice(n, await invoiceNumber(env, s), at);
	await commit(env, invoiceInsert(env, s, inv, at));
	return (await findInvoiceByKey(env, s, n.sub.id, n.dedupeKey)) as InvoiceRow;
}

export function subscriptionLine(
	amount: number,
	priceId: string | null,
	periodStart: number,
	periodEnd: number,
	planName: string,
): InvoiceLine {
	return {
		kind: "subscription",
		description: `${planName} (${iso(periodStart)} – ${iso(periodEnd)})`,
		priceId,
		quantity: 1,
		amount,
		periodStart: iso(periodStart) as string,
		periodEnd: iso(periodEnd) as string,
	};
}

// ---------------------------------------------------------------- charging

export { findInvoiceByKey, stopCollection, voidInvoice } from "./store/invoices";
