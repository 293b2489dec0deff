// The statements of checkout's state moves (sessions.ts, start-payment.ts, payment-outcomes.ts).
// Raw SQL on purpose: every move is a conditional UPDATE … RETURNING (only from the states the move
// allows), so whoever gets the row does the follow-up and racing paths do it once.
import type { Env } from "../../../../env";
import type { PaymentRow } from "../../charges/rows";
import type { PayScope as Scope } from "../../context";
import type { SessionRow } from "./index";

export async function insertSession(env: Env, row: SessionRow) {
	const cols = Object.keys(row);
	await env.DB_PAY.prepare(
		`INSERT INTO checkout_sessions (${cols.join(", ")}) VALUES (${cols.map(() => "?").join(", ")})`,
	)
		.bind(...Object.values(row))
		.run();
}

/** `set` (with `binds`) on the session when it is in one of `from`; the moved row, or null. */
export const moveSessionRow = (
	env: Env,
	s: Scope,
	id: string,
	from: readonly string[],
	set: string,
	binds: unknown[],
) =>
	env.DB_PAY.prepare(
		`UPDATE checkout_sessions SET ${set} WHERE id = ? AND account_id = ? AND environment = ? AND status IN (${from.map(() => "?").join(", ")}) RETURNING *`,
	)
		.bind(...binds, id, s.workspaceId, s.environment, ...from)
		.first<SessionRow>();

export const cancelPendingPayments = (env: Env, s: Scope, sessionId: string, code: string, at: number) =>
	env.DB_PAY.prepare(
		"UPDATE payments SET status = 'canceled', failure_code = ?, updated_at = ? WHERE session_id = ? AND account_id = ? AND environment = ? AND status = 'pending'",
	)
		.bind(code, at, sessionId, s.workspaceId, s.environment)
		.run();

/** How many payments the session has had (the next attempt's idempotency key counts on). */
export async function sessionPaymentCount(env: Env, sessionId: string) {
	return (
		(
			await env.DB_PAY.prepare("SELECT COUNT(*) AS n FROM payments WHERE session_id = ?")
				.bind(sessionId)
				.first<{ n: number }>()
		)?.n ?? 0
	);
}

/** The attempt's payment and the session pointing at it (manual: into pending_review), in one batch. */
export async function recordAttempt(
	env: Env,
	s: Scope,
	p: PaymentRow,
	sessionId: string,
	now: number,
	manual: boolean,
) {
	const insert = { ...p, account_id: s.workspaceId, environment: s.environment };
	const cols = Object.keys(insert);
	const stmts = [
		env.DB_PAY.prepare(`INSERT INTO payments (${cols.join(", ")}) VALUES (${cols.map(() => "?").join(", ")})`).bind(
			...Object.values(insert),
		),
		env.DB_PAY.prepare(
			"UPDATE checkout_sessions SET payment_id = ?, updated_at = ? WHERE id = ? AND status = 'open'",
		).bind(p.id, now, sessionId),
	];
	if (manual)
		stmts.push(
			env.DB_PAY.prepare(
				"UPDATE checkout_sessions SET status = 'pending_review', updated_at = ? WHERE id = ? AND status = 'open'",
			).bind(now, sessionId),
		);
	await env.DB_PAY.batch(stmts);
}

/** pending → succeeded; the moved row, or null when it was not pending. */
export const succeedPendingPayment = (
	env: Env,
	p: PaymentRow,
	providerReference: string | null,
	fee: number,
	now: number,
) =>
	env.DB_PAY.prepare(
		"UPDATE payments SET status = 'succeeded', provider_reference = COALESCE(?, provider_reference), fee = ?, net = ?, failure_code = NULL, updated_at = ? WHERE id = ? AND status = 'pending' RETURNING *",
	)
		.bind(providerReference, fee, p.amount - fee, now, p.id)
		.first<PaymentRow>();

/** pending → failed; the moved row, or null. */
export const failPendingPayment = (env: Env, s: Scope, paymentId: string, code: string, now: number) =>
	env.DB_PAY.prepare(
		"UPDATE payments SET status = 'failed', failure_code = ?, updated_at = ? WHERE id = ? AND account_id = ? AND environment = ? AND status = 'pending' RETURNING *",
	)
		.bind(code, now, paymentId, s.workspaceId, s.environment)
		.first<PaymentRow>();

/** open or pending_review → completed by this payment; the moved row, or null. */
export const completeSession = (env: Env, s: Scope, sessionId: string, paymentId: string, now: number) =>
	env.DB_PAY.prepare(
		"UPDATE checkout_sessions SET status = 'completed', completed_at = ?, payment_id = ?, updated_at = ? WHERE id = ? AND account_id = ? AND environment = ? AND status IN ('open', 'pending_review') RETURNING *",
	)
		.bind(now, paymentId, now, sessionId, s.workspaceId, s.environment)
		.first<SessionRow>();

/**
 * The bound invoice paid by this payment, with its `event` statement second: the invoice open → paid,
 * the payment linked to it, and the invoice's other pending payments and open sessions canceled —
 * each guarded on the invoice having been paid by this payment.
 */
export async function payBoundInvoiceBatch(
	env: Env,
	s: Scope,
	invoiceId: string,
	p: PaymentRow,
	event: D1PreparedStatement,
	now: number,
) {
	const byThis = "EXISTS (SELECT 1 FROM invoices WHERE id = ? AND status = 'paid' AND payment_id = ?)";
	await env.DB_PAY.batch([
		env.DB_PAY.prepare(
			"UPDATE invoices SET status = 'paid', amount_paid = amount_due, paid_at = ?, payment_id = ?, next_payment_attempt_at = NULL, exhaust_at = NULL, next_action_at = NULL, updated_at = ? WHERE id = ? AND account_id = ? AND environment = ? AND status = 'open'",
		).bind(now, p.id, now, invoiceId, s.workspaceId, s.environment),
		event,
		env.DB_PAY.prepare(`UPDATE payments SET invoice_id = ? WHERE id = ? AND invoice_id IS NULL AND ${byThis}`).bind(
			invoiceId,
			p.id,
			invoiceId,
			p.id,
		),
		env.DB_PAY.prepare(
			`UPDATE payments SET status = 'canceled', failure_code = 'invoice_paid', updated_at = ? WHERE status = 'pending' AND id != ? AND session_id IN (SELECT id FROM checkout_sessions WHERE account_id = ? AND environment = ? AND invoice_id = ?) AND ${byThis}`,
		).bind(now, p.id, s.workspaceId, s.environment, invoiceId, invoiceId, p.id),
		env.DB_PAY.prepare(
			`UPDATE checkout_sessions SET status = 'canceled', canceled_at = ?, updated_at = ? WHERE account_id = ? AND environment = ? AND invoice_id = ? AND status = 'open' AND id != ? AND ${byThis}`,
		).bind(now, now, s.workspaceId, s.environment, invoiceId, p.session_id, invoiceId, p.id),
	]);
}

/** When this workspace's next open session expires (null: none open). */
export async function earliestExpiry(env: Env, s: Scope) {
	const r = await env.DB_PAY.prepare(
		"SELECT MIN(expires_at) AS t FROM checkout_sessions WHERE account_id = ? AND environment = ? AND status = 'open'",
	)
		.bind(s.workspaceId, s.environment)
		.first<{ t: number | null }>();
	return r?.t ?? null;
}

/** The workspace and mode of a session, by id alone (the hosted page's URL names no workspace). */
export const sessionOwner = (env: Env, id: string) =>
	env.DB_PAY.prepare("SELECT account_id, environment FROM checkout_sessions WHERE id = ?")
		.bind(id)
		.first<{ account_id: string; environment: "test" | "live" }>();
