// The hosted invoice page (issue 6 follow-up; Stripe's hosted invoice page is the model). A
// send_invoice invoice's hostedInvoiceUrl is <origin><base>/invoices/<inv_id>/pay?t=<token>, where
// the token is an HMAC (key derived from MASTER_KEY) over the invoice id, workspace and environment:
// an invoice id alone opens nothing, and a token opens only the invoice it was made for. The token
// is never stored (a database copy holds no links); the row keeps the path, and the absolute URL is
// rendered from the request's origin and local prefix whenever the invoice is shown to a client.
import type { Env } from "../../../env";
import { ApiError } from "../../../platform/errors";
import { hostedInvoiceUrl } from "../billing/invoice-link";
import { type CustomerRow, findRow, type InvoiceRow, type Scope } from "../billing/store";
import type { PayCtx } from "../context";
import { workspaceNow } from "../ledger/clock";
import { availableMethods, EXPIRES_DEFAULT_SEC } from "./domain";
import { createSession, loadSession } from "./sessions";
import { invoiceSessionId, routingOf, type SessionRow } from "./store";

export {
	clientInvoiceView,
	hostedInvoiceUrl,
	invoiceByLink,
	invoiceLinkToken,
	requestBase,
	verifyInvoiceLinkToken,
} from "../billing/invoice-link";
export { closeInvoiceSessions } from "../billing/store/invoices";

/** The invoice's latest session that may hold its payment (to reconcile it before rendering). */
export const latestInvoiceSession = (env: Env, s: Scope, invoiceId: string) =>
	invoiceSessionId(env, s, invoiceId, true);

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
	const open = await invoiceSessionId(env, s, inv.id, false);
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
 * The checkout that pays an open send_invoice invoice, for another service (marketing's plan
 * billing): the hosted page's session, returning to the invoice page. `base` is the origin and
 * local prefix payments is reached at.
 */
export async function openInvoiceCheckout(ctx: PayCtx, s: Scope, invoiceId: string, base: string) {
	const inv = await findRow<InvoiceRow>(ctx.env, s, "invoices", invoiceId);
	if (!inv) throw new ApiError(404, "resource_missing", `No invoice ${invoiceId}`);
	const pageUrl = await hostedInvoiceUrl(ctx.env, base, s, inv);
	if (!pageUrl) throw new ApiError(409, "invoice_not_open", "The invoice is charged automatically; it has no page");
	const now = await workspaceNow(ctx.env, s.workspaceId, s.environment);
	const session = await invoiceSession(
		ctx.env,
		{ waitUntil: (p) => ctx.exec?.waitUntil(p) },
		s,
		inv,
		pageUrl,
		base,
		now,
	);
	return { checkoutSessionId: session.id, checkoutUrl: session.hosted_url, invoiceUrl: pageUrl };
}

/** The invoice page's absolute URL (a receipt once paid), or null for an invoice without one. */
export async function invoicePageUrl(ctx: PayCtx, s: Scope, invoiceId: string, base: string) {
	const inv = await findRow<InvoiceRow>(ctx.env, s, "invoices", invoiceId);
	return inv ? hostedInvoiceUrl(ctx.env, base, s, inv) : null;
}
