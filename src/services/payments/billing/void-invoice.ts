import { ApiError } from "../../../platform/errors";
import type { PayCtx, PayScope } from "../context";
import { scopeNow } from "../ledger/clock";
import { voidInvoice as voidStatement } from "./invoicing";
import { publishDue } from "./renewals";
import { commitAll, findRow, getRow, type InvoiceRow, type SubscriptionRow } from "./store";
import { closeInvoiceSessions } from "./store/invoices";

/**
 * POST /v1/invoices/{id}/void: an open or uncollectible invoice becomes void and its open checkout
 * sessions close with it (one batch); not the invoice a past_due subscription is waiting on.
 */
export async function voidInvoice(ctx: PayCtx, s: PayScope, id: string) {
	const env = ctx.env;
	const inv = await getRow<InvoiceRow>(env, s, "invoices", id);
	if (inv.status !== "open" && inv.status !== "uncollectible")
		throw new ApiError(409, "conflict", `Cannot void an invoice that is ${inv.status}`);
	const sub = inv.subscription_id ? await findRow<SubscriptionRow>(env, s, "subscriptions", inv.subscription_id) : null;
	if (sub && sub.status === "past_due" && sub.latest_invoice_id === inv.id)
		throw new ApiError(
			409,
			"conflict",
			`Subscription ${sub.id} is past_due on this invoice; pay it or cancel the subscription`,
		);
	const now = await scopeNow(env, s);
	const [r] = await commitAll(env, [voidStatement(env, s, inv.id, now), ...closeInvoiceSessions(env, s, inv.id, now)]);
	if (!r.meta.changes) throw new ApiError(409, "conflict", "The invoice changed while this request ran");
	await publishDue(env, s, now);
	return getRow<InvoiceRow>(env, s, "invoices", inv.id);
}
