// Refund rows and the payment's refunded_amount reservation. Raw statements on purpose: every move
// is a conditional UPDATE (the race guard), which is what makes a refund's steps exactly-once.
import type { Env } from "../../../env";
import { notFound } from "../../../platform/errors";
import type { PayScope as Scope } from "../context";
import type { PaymentRow, RefundRow } from "./rows";

/** Reserves `amount` on a succeeded payment unless that would refund more than it took; false when it would. */
export async function reserveRefund(
	env: Env,
	s: Scope,
	paymentId: string,
	amount: number,
	now: number,
): Promise<boolean> {
	const r = await env.DB_PAY.prepare(
		"UPDATE payments SET refunded_amount = refunded_amount + ?, updated_at = ? WHERE id = ? AND account_id = ? AND environment = ? AND status = 'succeeded' AND refunded_amount + ? <= amount RETURNING id",
	)
		.bind(amount, now, paymentId, s.workspaceId, s.environment, amount)
		.first();
	return !!r;
}

/** Gives a reservation back (the refund was refused or failed). */
export async function releaseRefund(env: Env, s: Scope, paymentId: string, amount: number, now: number): Promise<void> {
	await env.DB_PAY.prepare(
		"UPDATE payments SET refunded_amount = refunded_amount - ?, updated_at = ? WHERE id = ? AND account_id = ? AND environment = ?",
	)
		.bind(amount, now, paymentId, s.workspaceId, s.environment)
		.run();
}

export async function insertRefund(env: Env, f: RefundRow): Promise<void> {
	const cols = Object.keys(f) as (keyof RefundRow)[];
	await env.DB_PAY.prepare(`INSERT INTO refunds (${cols.join(", ")}) VALUES (${cols.map(() => "?").join(", ")})`)
		.bind(...cols.map((k) => f[k]))
		.run();
}

/** Moves a pending refund to its outcome; null when another caller already did (only one wins). */
export async function finishRefund(
	env: Env,
	f: RefundRow,
	outcome: { status: "succeeded" | "failed"; failureReason: string | null; providerReference: string | null },
	now: number,
): Promise<RefundRow | null> {
	return (
		(await env.DB_PAY.prepare(
			"UPDATE refunds SET status = ?, failure_reason = ?, provider_reference = ?, updated_at = ? WHERE id = ? AND account_id = ? AND environment = ? AND status = 'pending' RETURNING *",
		)
			.bind(outcome.status, outcome.failureReason, outcome.providerReference, now, f.id, f.account_id, f.environment)
			.first<RefundRow>()) ?? null
	);
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
