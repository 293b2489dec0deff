// The hosted invoice page (issue 6 follow-up; Stripe's hosted invoice page is the model). A
// send_invoice invoice's hostedInvoiceUrl is <origin><base>/invoices/<inv_id>/pay?t=<token>, where
// the token is an HMAC (key derived from MASTER_KEY) over the invoice id, workspace and environment:
// an invoice id alone opens nothing, and a token opens only the invoice it was made for. The token
// is never stored (a database copy holds no links); the row keeps the path, and the absolute URL is
// rendered from the request's origin and local prefix whenever the invoice is shown to a client.
import type { Context } from "hono";
import type { Env } from "../../../env";
import type { AppEnv } from "../../../platform/context";
import { hmacSha256, masterKeys, timingSafeEqual } from "../../../platform/crypto";
import { base64urlEncode } from "../../../platform/encoding";
import { ApiError } from "../../../platform/errors";
import { hostedInvoicePath } from "../billing/invoicing";
import { createSession, loadSession } from "./sessions";
import { availableMethods, EXPIRES_DEFAULT_SEC } from "./domain";
import { type CustomerRow, findRow, type InvoiceRow, invoiceView, type Scope } from "../billing/store";
import { routingOf, type SessionRow } from "./store";

const ID = /^inv_[0-9A-HJKMNP-TV-Z]{26}$/;

async function tokenWith(master: Uint8Array, s: Scope, invoiceId: string) {
	const key = await hmacSha256(master, "pay:invoice:link");
	return base64urlEncode(await hmacSha256(key, `${invoiceId}.${s.workspaceId}.${s.environment}`));
}

/** The link token of an invoice (always made with the current MASTER_KEY). */
export const invoiceLinkToken = (env: Env, s: Scope, invoiceId: string) => tokenWith(masterKeys(env)[0], s, invoiceId);

/** Checked against the current and, during a rotation, the previous MASTER_KEY, so links outlive a rotation window. */
export async function verifyInvoiceLinkToken(env: Env, s: Scope, invoiceId: string, token: string | undefined | null) {
	if (!token || token.length > 100) return false;
	for (const k of masterKeys(env)) if (timingSafeEqual(await tokenWith(k, s, invoiceId), token)) return true;
	return false;
}

/** Absolute base of the payments service as this request reached it (origin plus any local /pay prefix). */
export const requestBase = (c: Context<AppEnv>) => `${new URL(c.req.url).origin}${c.get("base") ?? ""}`;

/**
 * The absolute hosted page URL of an invoice, or null when it has none (charge_automatically).
 * Rows written before the page existed hold a placeholder path; the path is recomputed from the id.
 */
export async function hostedInvoiceUrl(
	env: Env,
	base: string,
	s: Scope,
	r: Pick<InvoiceRow, "id" | "hosted_invoice_url">,
) {
	if (r.hosted_invoice_url == null) return null;
	return `${base}${hostedInvoicePath(r.id)}?t=${await invoiceLinkToken(env, s, r.id)}`;
}

/** invoiceView with the absolute, tokenized hostedInvoiceUrl for the client of this request. */
export async function clientInvoiceView(c: Context<AppEnv>, s: Scope, r: InvoiceRow) {
	return { ...invoiceView(r), hostedInvoiceUrl: await hostedInvoiceUrl(c.env, requestBase(c), s, r) };
}

/** Finds an invoice that has a hosted page by id and token; anything else (unknown id, bad token) is null. */
export async function invoiceByLink(
	env: Env,
	id: string,
	token: string | undefined | null,
): Promise<{ s: Scope; inv: InvoiceRow } | null> {
	if (!ID.test(id)) return null;
	const row = await env.DB_PAY.prepare("SELECT * FROM invoices WHERE id = ?")
		.bind(id)
		.first<InvoiceRow & { account_id: string; environment: "test" | "live" }>();
	if (!row || row.hosted_invoice_url == null) return null;
	const s: Scope = { workspaceId: row.account_id, environment: row.environment };
	return (await verifyInvoiceLinkToken(env, s, id, token)) ? { s, inv: row } : null;
}

/** The invoice's latest session that may hold its payment (to reconcile it before rendering). */
export const latestInvoiceSession = (env: Env, s: Scope, invoiceId: string) =>
	env.DB_PAY.prepare(
		"SELECT id FROM checkout_sessions WHERE account_id = ? AND environment = ? AND invoice_id = ? AND payment_id IS NOT NULL AND status IN ('open', 'pending_review') ORDER BY created_at DESC LIMIT 1",
	)
		.bind(s.workspaceId, s.environment, invoiceId)
		.first<{ id: string }>();

/**
 * The checkout session that pays this open invoice: the invoice's open session when there is one
 * (same amount), else a new one for the amount due with every method routed for its currency,
 * returning to the invoice page on success or cancel.
 */
export async function invoiceSession(
	env: Env,
	ctx: Pick<ExecutionContext, "waitUntil">,
	s: Scope,
	inv: InvoiceRow,
	pageUrl: string,
	base: string,
	now: number,
): Promise<SessionRow> {
	if (inv.status !== "open") throw new ApiError(409, "invoice_not_open", `The invoice is ${inv.status}`);
	const open = await env.DB_PAY.prepare(
		"SELECT id FROM checkout_sessions WHERE account_id = ? AND environment = ? AND invoice_id = ? AND status IN ('open', 'pending_review') ORDER BY created_at DESC LIMIT 1",
	)
		.bind(s.workspaceId, s.environment, inv.id)
		.first<{ id: string }>();
	if (open) {
		const cur = await loadSession(env, ctx, s, open.id);
		if (
			(cur.status === "open" || cur.status === "pending_review") &&
			cur.amount === inv.amount_due &&
			cur.currency === inv.currency
		)
			return cur;
	}
	const methods = availableMethods((await routingOf(env, s)).routing, inv.currency);
	if (methods.length === 0)
		throw new ApiError(409, "method_not_available", `No payment method is routed for ${inv.currency}`);
	const customer = await findRow<CustomerRow>(env, s, "customers", inv.customer_id);
	return createSession(
		env,
		s,
		{
			customerId: inv.customer_id,
			customerEmail: customer?.email ?? null,
			amount: inv.amount_due,
			currency: inv.currency,
			lineItems: [{ name: `Invoice ${inv.number}`, quantity: 1, unitAmount: inv.amount_due }],
			methods,
			successUrl: pageUrl,
			cancelUrl: pageUrl,
			metadata: { invoiceId: inv.id },
			expiresInSec: EXPIRES_DEFAULT_SEC,
			invoiceId: inv.id,
		},
		base,
		now,
	);
}

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
