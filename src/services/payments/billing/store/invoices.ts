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
