// What the subscription engine (billing/renewals.ts) reads and writes besides the guarded
// subscription and invoice moves: due rows, owing checks, schedule fix-ups. Raw SQL: the next-due
// scan and the earliest-due aggregate span tables, and each write is a conditional UPDATE.
import type { Env } from "../../../../env";
import type { PayScope as Scope } from "../../context";
import type { InvoiceRow, PaymentRow, SubscriptionRow } from "../rows";

/** Whether the subscription still owes a failed or overdue invoice. */
export async function subscriptionOwes(env: Env, s: Scope, subscriptionId: string) {
	const r = await env.DB_PAY.prepare(
		"SELECT 1 FROM invoices WHERE subscription_id = ? AND account_id = ? AND environment = ? AND status = 'open' AND (first_failed_at IS NOT NULL OR overdue_at IS NOT NULL) LIMIT 1",
	)
		.bind(subscriptionId, s.workspaceId, s.environment)
		.first();
	return r != null;
}

/** Reschedules an invoice's next step (`onlyOpen`: unless it stopped being open meanwhile). */
export const setInvoiceNextAction = (env: Env, invoiceId: string, at: number | null, onlyOpen = false) =>
	env.DB_PAY.prepare(`UPDATE invoices SET next_action_at = ? WHERE id = ?${onlyOpen ? " AND status = 'open'" : ""}`)
		.bind(at, invoiceId)
		.run();

export async function hasPendingPayment(env: Env, invoiceId: string) {
	return (
		(await env.DB_PAY.prepare("SELECT id FROM payments WHERE invoice_id = ? AND status = 'pending' LIMIT 1")
			.bind(invoiceId)
			.first()) != null
	);
}

/** Dunning exhausted: the open invoice is written off (a statement, to batch with the subscription's end). */
export const writeOffInvoice = (env: Env, invoiceId: string, at: number) =>
	env.DB_PAY.prepare(
		"UPDATE invoices SET status = 'uncollectible', next_payment_attempt_at = NULL, exhaust_at = NULL, next_action_at = NULL, updated_at = ? WHERE id = ? AND status = 'open'",
	).bind(at, invoiceId);

/** Marks an open invoice overdue once; false when another run already did. */
export async function claimOverdue(env: Env, invoiceId: string, at: number, nextAction: number | null) {
	const r = await env.DB_PAY.prepare(
		"UPDATE invoices SET overdue_at = ?, next_action_at = ?, updated_at = ? WHERE id = ? AND status = 'open' AND overdue_at IS NULL",
	)
		.bind(at, nextAction, at, invoiceId)
		.run();
	return (r.meta.changes ?? 0) > 0;
}

/** The earliest due subscription and invoice of a workspace and mode (one round trip). */
export async function nextDue(env: Env, s: Scope, now: number) {
	const [sub, inv] = await env.DB_PAY.batch([
		env.DB_PAY.prepare(
			"SELECT * FROM subscriptions WHERE account_id = ? AND environment = ? AND next_action_at <= ? ORDER BY next_action_at, id LIMIT 1",
		).bind(s.workspaceId, s.environment, now),
		env.DB_PAY.prepare(
			"SELECT * FROM invoices WHERE account_id = ? AND environment = ? AND next_action_at <= ? ORDER BY next_action_at, id LIMIT 1",
		).bind(s.workspaceId, s.environment, now),
	]);
	return {
		sub: (sub.results[0] as SubscriptionRow | undefined) ?? null,
		inv: (inv.results[0] as InvoiceRow | undefined) ?? null,
	};
}

/** Reschedules a subscription unless it was written since (op_id). */
export const setSubscriptionNextAction = (env: Env, sub: Pick<SubscriptionRow, "id" | "op_id">, at: number | null) =>
	env.DB_PAY.prepare("UPDATE subscriptions SET next_action_at = ? WHERE id = ? AND op_id = ?")
		.bind(at, sub.id, sub.op_id)
		.run();

/** Succeeded payments whose ledger settlement failed earlier (the ledger object was unreachable). */
export async function unsettledPayments(env: Env, s: Scope) {
	const r = await env.DB_PAY.prepare(
		"SELECT * FROM payments WHERE account_id = ? AND environment = ? AND status = 'succeeded' AND ledger_transaction_id IS NULL LIMIT 50",
	)
		.bind(s.workspaceId, s.environment)
		.all<PaymentRow>();
	return r.results;
}

/** The earliest pending step of the workspace (an unsettled payment counts as due at `now`). */
export async function earliestDue(env: Env, s: Scope, now: number) {
	const r = await env.DB_PAY.prepare(
		`SELECT MIN(t) AS t FROM (
		   SELECT MIN(next_action_at) AS t FROM subscriptions WHERE account_id = ?1 AND environment = ?2
		   UNION ALL SELECT MIN(next_action_at) FROM invoices WHERE account_id = ?1 AND environment = ?2
		   UNION ALL SELECT ?3 FROM payments WHERE account_id = ?1 AND environment = ?2 AND status = 'succeeded' AND ledger_transaction_id IS NULL)`,
	)
		.bind(s.workspaceId, s.environment, now)
		.first<{ t: number | null }>();
	return r?.t ?? null;
}
