// Refund rows and the payment's refunded_amount reservation. Raw statements on purpose: every move
// is a conditional UPDATE (the race guard), which is what makes a refund's steps exactly-once.
import type { Env } from "../../../env";
import { notFound } from "../../../platform/errors";
import type { PayScope as Scope } from "../context";
import type { PaymentRow, RefundRow } from "./rows";

/**
 * Records a pending refund and reserves its amount on the payment, together (one batch): the row is
 * written only while the succeeded payment still has `amount` left to refund, and the reservation only
 * if the row was. False when nothing was left. A second row with the refund's Idempotency-Key fails the
 * batch on the UNIQUE index (the caller finds the first one).
 */
export async function insertReservedRefund(env: Env, f: RefundRow): Promise<boolean> {
	const cols = Object.keys(f) as (keyof RefundRow)[];
	const [inserted] = await env.DB_PAY.batch([
		env.DB_PAY.prepare(
			`INSERT INTO refunds (${cols.join(", ")}) SELECT ${cols.map(() => "?").join(", ")}
			WHERE EXISTS (SELECT 1 FROM payments WHERE id = ? AND account_id = ? AND environment = ? AND status = 'succeeded' AND refunded_amount + ? <= amount)`,
		).bind(...cols.map((k) => f[k]), f.payment_id, f.account_id, f.environment, f.amount),
		env.DB_PAY.prepare(
			"UPDATE payments SET refunded_amount = refunded_amount + ?, updated_at = ? WHERE id = ? AND account_id = ? AND environment = ? AND EXISTS (SELECT 1 FROM refunds WHERE id = ?)",
		).bind(f.amount, f.created_at, f.payment_id, f.account_id, f.environment, f.id),
	]);
	return (inserted.meta.changes ?? 0) > 0;
}

/** The refund a request with this Idempotency-Key made, if any. */
export async function refundByKey(env: Env, s: Scope, key: string): Promise<RefundRow | null> {
	return env.DB_PAY.prepare("SELECT * FROM refunds WHERE account_id = ? AND environment = ? AND idempotency_key = ?")
		.bind(s.workspaceId, s.environment, key)
		.first<RefundRow>();
}

/** Notes the posted debit on the refund (the same transaction however often it is posted). */
export async function setRefundDebit(env: Env, f: RefundRow, transactionId: string): Promise<void> {
	await env.DB_PAY.prepare(
		"UPDATE refunds SET ledger_transaction_id = ? WHERE id = ? AND account_id = ? AND environment = ? AND ledger_transaction_id IS NULL",
	)
		.bind(transactionId, f.id, f.account_id, f.environment)
		.run();
}

/**
 * The ledger refused a refund that was never debited: the row goes and its reservation is given back,
 * together (one batch; the release only while the undebited row is still there, so it happens once).
 */
export async function dropUndebitedRefund(env: Env, f: RefundRow, now: number): Promise<void> {
	const undebited =
		"id = ? AND account_id = ? AND environment = ? AND status = 'pending' AND ledger_transaction_id IS NULL";
	await env.DB_PAY.batch([
		env.DB_PAY.prepare(
			`UPDATE payments SET refunded_amount = refunded_amount - ?, updated_at = ? WHERE id = ? AND account_id = ? AND environment = ? AND EXISTS (SELECT 1 FROM refunds WHERE ${undebited})`,
		).bind(f.amount, now, f.payment_id, f.account_id, f.environment, f.id, f.account_id, f.environment),
		env.DB_PAY.prepare(`DELETE FROM refunds WHERE ${undebited}`).bind(f.id, f.account_id, f.environment),
	]);
}

/**
 * Moves a pending refund to its outcome, with what goes with it, in one batch: a failed refund's
 * reservation is given back, and its event (`refund.succeeded` / `refund.failed`, a stable id) is
 * recorded — so a process dying after the move can leave neither a reservation nor an event behind.
 * Null when another caller already moved it (only one wins; its batch wrote the rest).
 */
export async function finishRefund(
	env: Env,
	f: RefundRow,
	outcome: { status: "succeeded" | "failed"; failureReason: string | null; providerReference: string | null },
	now: number,
	event: { id: string; type: string; occurredAt: number; data: (row: RefundRow) => unknown },
): Promise<RefundRow | null> {
	const db = env.DB_PAY;
	const mine = "id = ? AND account_id = ? AND environment = ?";
	const who = [f.id, f.account_id, f.environment];
	const after: RefundRow = {
		...f,
		status: outcome.status,
		failure_reason: outcome.failureReason,
		provider_reference: outcome.providerReference,
		updated_at: now,
	};
	const results = await db.batch([
		...(outcome.status === "failed"
			? [
					db
						.prepare(
							`UPDATE payments SET refunded_amount = refunded_amount - ?, updated_at = ? WHERE id = ? AND account_id = ? AND environment = ? AND EXISTS (SELECT 1 FROM refunds WHERE ${mine} AND status = 'pending')`,
						)
						.bind(f.amount, now, f.payment_id, f.account_id, f.environment, ...who),
				]
			: []),
		db
			.prepare(
				`UPDATE refunds SET status = ?, failure_reason = ?, provider_reference = ?, updated_at = ? WHERE ${mine} AND status = 'pending' RETURNING *`,
			)
			.bind(outcome.status, outcome.failureReason, outcome.providerReference, now, ...who),
		// Only with the move this batch made (same outcome, same time): a loser's event never lands.
		db
			.prepare(
				`INSERT OR IGNORE INTO events (id, type, occurred_at, account_id, environment, data) SELECT ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM refunds WHERE ${mine} AND status = ? AND updated_at = ?)`,
			)
			.bind(
				event.id,
				event.type,
				event.occurredAt,
				f.account_id,
				f.environment,
				JSON.stringify(event.data(after)),
				...who,
				outcome.status,
				now,
			),
	]);
	const moved = results[outcome.status === "failed" ? 1 : 0].results as RefundRow[];
	return moved[0] ?? null;
}

/** Refunds still pending since before `before` (the process that sent them died): the due runner asks again. */
export async function stalePendingRefunds(env: Env, s: Scope, before: number, limit: number): Promise<RefundRow[]> {
	const r = await env.DB_PAY.prepare(
		"SELECT * FROM refunds WHERE account_id = ? AND environment = ? AND status = 'pending' AND updated_at < ? ORDER BY updated_at LIMIT ?",
	)
		.bind(s.workspaceId, s.environment, before, limit)
		.all<RefundRow>();
	return r.results;
}

/** A payment or refund of this workspace and mode (404 otherwise). */
async function getIn<T>(env: Env, s: Scope, table: "payments" | "refunds", id: string): Promise<T> {
	const r = await env.DB_PAY.prepare(`SELECT * FROM ${table} WHERE id = ? AND account_id = ? AND environment = ?`)
		.bind(id, s.workspaceId, s.environment)
		.first<T>();
	if (!r) throw notFound(table === "payments" ? "payment" : "refund");
	return r;
}

export const getPayment = (env: Env, s: Scope, id: string) => getIn<PaymentRow>(env, s, "payments", id);
export const getRefund = (env: Env, s: Scope, id: string) => getIn<RefundRow>(env, s, "refunds", id);

/** A payment of the workspace in either environment (POS links a till's payment by id alone), or null. */
export const paymentOfWorkspace = (env: Env, workspaceId: string, id: string) =>
	env.DB_PAY.prepare("SELECT * FROM payments WHERE id = ? AND account_id = ?")
		.bind(id, workspaceId)
		.first<PaymentRow & { environment: Scope["environment"] }>();
