import type { Env } from "../../../../env";
import type { PayScope as Scope } from "../../context";
import type { InvoiceRow } from "../rows";

/** An invoice by id alone (the hosted invoice link names no workspace; the row does). */
export const invoiceById = (env: Env, id: string) =>
	env.DB_PAY.prepare("SELECT * FROM invoices WHERE id = ?")
		.bind(id)
		.first<InvoiceRow & { account_id: string; environment: "test" | "live" }>();

/**
 * After an invoice stops being open (void, or paid another way): its open checkout sessions are
 * canceled and their pending payments with them, so a customer mid-checkout cannot pay it twice.
 * Guarded on the invoice no longer being open; harmless when there is nothing to close.
 */
export function closeInvoiceSessions(env: Env, s: Scope, invoiceId: string, at: number): D1PreparedStatement[] {
	const closed = "NOT EXISTS (SELECT 1 FROM invoices WHERE id = ? AND status = 'open')";
	const bound = "SELECT id FROM checkout_sessions WHERE account_id = ? AND environment = ? AND invoice_id = ?";
	return [
		env.DB_PAY.prepare(
			`UPDATE payments SET status = 'canceled', failure_code = 'invoice_not_open', updated_at = ? WHERE status = 'pending' AND session_id IN (${bound} AND status = 'open') AND ${closed}`,
		).bind(at, s.workspaceId, s.environment, invoiceId, invoiceId),
		env.DB_PAY.prepare(
			`UPDATE checkout_sessions SET status = 'canceled', canceled_at = ?, updated_at = ? WHERE id IN (${bound} AND status = 'open') AND ${closed}`,
		).bind(at, at, s.workspaceId, s.environment, invoiceId, invoiceId),
	];
}

const INVOICE_COLS: (keyof InvoiceRow)[] = [
	"id",
	"customer_id",
	"subscription_id",
	"dedupe_key",
	"billing_reason",
	"status",
	"number",
	"currency",
	"lines",
	"subtotal",
	"discount",
	"total",
	"amount_due",
	"amount_paid",
	"collection_method",
	"attempt_count",
	"next_payment_attempt_at",
	"first_failed_at",
	"auto_retries",
	"hard_declined",
	"last_failure_code",
	"exhaust_at",
	"due_date",
	"overdue_at",
	"period_start",
	"period_end",
	"issued_at",
	"paid_at",
	"voided_at",
	"payment_id",
	"hosted_invoice_url",
	"next_action_at",
	"created_at",
	"updated_at",
];

/** INSERT OR IGNORE: one invoice per subscription and dedupe key (a racing run's insert loses quietly). */
export function invoiceRowInsert(env: Env, s: Scope, inv: InvoiceRow): D1PreparedStatement {
	const cols = ["account_id", "environment", ...INVOICE_COLS];
	return env.DB_PAY.prepare(
		`INSERT OR IGNORE INTO invoices (${cols.join(", ")}) VALUES (${cols.map(() => "?").join(", ")})`,
	).bind(s.workspaceId, s.environment, ...INVOICE_COLS.map((c) => inv[c]));
}

export async function findInvoiceByKey(env: Env, s: Scope, subscriptionId: string, dedupeKey: string) {
	return env.DB_PAY.prepare(
		"SELECT * FROM invoices WHERE subscription_id = ? AND dedupe_key = ? AND account_id = ? AND environment = ?",
	)
		.bind(subscriptionId, dedupeKey, s.workspaceId, s.environment)
		.first<InvoiceRow>();
}

export const stopCollection = (env: Env, s: Scope, subscriptionId: string, at: number) =>
	env.DB_PAY.prepare(
		"UPDATE invoices SET next_payment_attempt_at = NULL, exhaust_at = NULL, next_action_at = NULL, updated_at = ? WHERE subscription_id = ? AND account_id = ? AND environment = ? AND status = 'open'",
	).bind(at, subscriptionId, s.workspaceId, s.environment);

export const voidInvoice = (env: Env, s: Scope, id: string, at: number) =>
	env.DB_PAY.prepare(
		"UPDATE invoices SET status = 'void', voided_at = ?, next_payment_attempt_at = NULL, exhaust_at = NULL, next_action_at = NULL, updated_at = ? WHERE id = ? AND account_id = ? AND environment = ? AND status IN ('open', 'uncollectible')",
	).bind(at, at, id, s.workspaceId, s.environment);
