// The statements of charging an invoice (billing/charge.ts). Raw SQL on purpose: each move is a
// conditional UPDATE whose changes() is the race verdict (an attempt is claimed by its count, a
// payment moves only out of pending), and they are batched with their events.
import type { Env } from "../../../../env";
import type { PayScope as Scope } from "../../context";
import type { InvoiceRow, PaymentRow } from "../rows";

/** The invoice's pending payment (an attempt in flight, or one a dead worker left), newest first. */
export const pendingInvoicePayment = (env: Env, s: Scope, invoiceId: string) =>
	env.DB_PAY.prepare(
		"SELECT * FROM payments WHERE invoice_id = ? AND account_id = ? AND environment = ? AND status = 'pending' ORDER BY created_at DESC LIMIT 1",
	)
		.bind(invoiceId, s.workspaceId, s.environment)
		.first<PaymentRow>();

/**
 * Claims attempt `attempt` of an open invoice (only from attempt - 1: two workers cannot both).
 * next_action_at is a lease: if this worker dies mid-charge the engine resumes the attempt.
 */
export async function claimAttempt(
	env: Env,
	s: Scope,
	inv: InvoiceRow,
	attempt: number,
	leaseUntil: number,
	at: number,
) {
	const r = await env.DB_PAY.prepare(
		"UPDATE invoices SET attempt_count = ?, next_payment_attempt_at = NULL, next_action_at = ?, updated_at = ? WHERE id = ? AND account_id = ? AND environment = ? AND status = 'open' AND attempt_count = ?",
	)
		.bind(attempt, leaseUntil, at, inv.id, s.workspaceId, s.environment, inv.attempt_count)
		.run();
	return (r.meta.changes ?? 0) > 0;
}

/** The attempt's pending payment (INSERT OR IGNORE: a resumed attempt keeps the first row). */
export async function insertInvoicePayment(env: Env, s: Scope, p: PaymentRow, at: number) {
	await env.DB_PAY.prepare(
		`INSERT OR IGNORE INTO payments (id, account_id, environment, invoice_id, session_id, customer_id, payment_token_id, amount, currency, method, adapter, status, idempotency_key, fee, net, hard_decline, refunded_amount, created_at, updated_at)
		 VALUES (?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, 'pending', ?, 0, 0, 0, 0, ?, ?)`,
	)
		.bind(
			p.id,
			s.workspaceId,
			s.environment,
			p.invoice_id,
			p.customer_id,
			p.payment_token_id,
			p.amount,
			p.currency,
			p.method,
			p.adapter,
			p.idempotency_key,
			at,
			p.updated_at,
		)
		.run();
}

/** The provider could not be asked: the attempt's payment is canceled and the invoice retried at `retryAt`. */
export const providerErrorStatements = (
	env: Env,
	paymentId: string,
	invoiceId: string,
	retryAt: number,
	at: number,
) => [
	env.DB_PAY.prepare(
		"UPDATE payments SET status = 'canceled', failure_code = 'provider_unavailable', updated_at = ? WHERE id = ? AND status = 'pending'",
	).bind(Date.now(), paymentId),
	env.DB_PAY.prepare(
		"UPDATE invoices SET next_payment_attempt_at = ?, next_action_at = ?, updated_at = ? WHERE id = ? AND status = 'open'",
	).bind(retryAt, retryAt, at, invoiceId),
];

export const paymentSucceeded = (env: Env, p: PaymentRow) =>
	env.DB_PAY.prepare(
		"UPDATE payments SET status = 'succeeded', provider_reference = ?, fee = ?, net = ?, updated_at = ? WHERE id = ? AND status = 'pending'",
	).bind(p.provider_reference, p.fee, p.net, p.updated_at, p.id);

export const invoicePaid = (env: Env, invoiceId: string, paymentId: string, at: number) =>
	env.DB_PAY.prepare(
		"UPDATE invoices SET status = 'paid', amount_paid = amount_due, paid_at = ?, payment_id = ?, next_payment_attempt_at = NULL, exhaust_at = NULL, next_action_at = NULL, updated_at = ? WHERE id = ? AND status = 'open'",
	).bind(at, paymentId, at, invoiceId);

export const paymentFailed = (env: Env, p: PaymentRow) =>
	env.DB_PAY.prepare(
		"UPDATE payments SET status = 'failed', provider_reference = ?, failure_code = ?, hard_decline = ?, updated_at = ? WHERE id = ? AND status = 'pending'",
	).bind(p.provider_reference, p.failure_code, p.hard_decline, p.updated_at, p.id);

/** A payment answered "pending" and failed with payment_pending gets its real failure (once). */
export const pendingDeclineConfirmed = (env: Env, p: PaymentRow) =>
	env.DB_PAY.prepare(
		"UPDATE payments SET provider_reference = ?, failure_code = ?, hard_decline = ?, updated_at = ? WHERE id = ? AND status = 'failed' AND failure_code = 'payment_pending'",
	).bind(p.provider_reference, p.failure_code, p.hard_decline, p.updated_at, p.id);

export const invoiceDeclineUpdate = (env: Env, f: InvoiceRow, at: number) =>
	env.DB_PAY.prepare(
		"UPDATE invoices SET first_failed_at = ?, auto_retries = ?, hard_declined = ?, last_failure_code = ?, next_payment_attempt_at = ?, exhaust_at = ?, next_action_at = ?, updated_at = ? WHERE id = ? AND status = 'open'",
	).bind(
		f.first_failed_at,
		f.auto_retries,
		f.hard_declined,
		f.last_failure_code,
		f.next_payment_attempt_at,
		f.exhaust_at,
		f.next_action_at,
		at,
		f.id,
	);

/** Records the ledger transaction of a settled payment once. */
export async function recordSettlement(env: Env, paymentId: string, transactionId: string) {
	await env.DB_PAY.prepare(
		"UPDATE payments SET ledger_transaction_id = ? WHERE id = ? AND ledger_transaction_id IS NULL",
	)
		.bind(transactionId, paymentId)
		.run();
}
