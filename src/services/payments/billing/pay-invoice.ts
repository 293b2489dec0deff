import type { z } from "@hono/zod-openapi";
import { ApiError } from "../../../platform/errors";
import type { PayCtx, PayScope } from "../context";
import { workspaceNow } from "../ledger/clock";
import { chargeInvoice } from "./charge";
import { billingEventStatement, dispatchBillingEvents } from "./events";
import { applyInvoiceOutcome, publishDue } from "./renewals";
import type { PayBody } from "./routes/invoices";
import {
	commit,
	findRow,
	getRow,
	type InvoiceRow,
	invoiceView,
	markPaidOutOfBand,
	type SubscriptionRow,
	type TokenRow,
} from "./store";
import { closeInvoiceSessions } from "./store/invoices";

/**
 * Pays an open invoice now: charged to a token (the body's, else the subscription's default), or
 * recorded as paid out of band. A decline is 402 payment_failed with the dunning state recorded.
 */
export async function payInvoice(
	ctx: PayCtx,
	s: PayScope,
	id: string,
	body: z.infer<typeof PayBody>,
): Promise<InvoiceRow> {
	const inv = await getRow<InvoiceRow>(ctx.env, s, "invoices", id);
	if (inv.status !== "open") throw new ApiError(409, "conflict", `Cannot pay an invoice that is ${inv.status}`);
	const now = await workspaceNow(ctx.env, s.workspaceId, s.environment);
	const sub = inv.subscription_id
		? await findRow<SubscriptionRow>(ctx.env, s, "subscriptions", inv.subscription_id)
		: null;
	if (body.paidOutOfBand) {
		if (body.paymentTokenId)
			throw new ApiError(400, "validation_error", "paidOutOfBand takes no paymentTokenId", "paymentTokenId");
		const paid = { ...inv, status: "paid" as const, amount_paid: inv.amount_due, paid_at: now, updated_at: now };
		if (!(await markPaidOutOfBand(ctx.env, s, inv.id, now)))
			throw new ApiError(409, "conflict", "The invoice changed while this request ran");
		await billingEventStatement(ctx.env, s, {
			type: "invoice.paid",
			data: { ...invoiceView(paid), paidOutOfBand: true },
			occurredAt: now,
		}).run();
		await applyInvoiceOutcome(ctx.env, s, paid, now);
	} else {
		const tokenId = body.paymentTokenId ?? sub?.default_payment_token_id ?? null;
		if (!tokenId)
			throw new ApiError(
				400,
				"validation_error",
				"No payment token: pass paymentTokenId or set the subscription's defaultPaymentTokenId",
				"paymentTokenId",
			);
		const token = await findRow<TokenRow>(ctx.env, s, "payment_tokens", tokenId);
		if (!token) throw new ApiError(404, "not_found", "No such payment token", "paymentTokenId");
		if (token.customer_id !== inv.customer_id)
			throw new ApiError(400, "validation_error", "The payment token belongs to another customer", "paymentTokenId");
		if (token.status !== "active")
			throw new ApiError(400, "validation_error", "The payment token is detached", "paymentTokenId");
		const out = await chargeInvoice(ctx.env, s, inv, tokenId, now, { auto: false });
		if (out.kind === "skipped") throw new ApiError(409, "conflict", "A charge for this invoice is already in progress");
		if (out.kind === "error")
			throw new ApiError(503, "provider_unavailable", "The payment provider could not be reached; retry later");
		await applyInvoiceOutcome(ctx.env, s, out.invoice, now);
		if (out.kind === "failed") await publishDue(ctx.env, s, now);
		if (out.kind === "failed") await dispatchBillingEvents(ctx.env, ctx.exec);
		if (out.kind === "failed")
			throw new ApiError(402, "payment_failed", `The charge was declined (${out.failureCode})`);
	}
	await commit(ctx.env, closeInvoiceSessions(ctx.env, s, inv.id, now));
	await publishDue(ctx.env, s, now);
	await dispatchBillingEvents(ctx.env, ctx.exec);
	return getRow<InvoiceRow>(ctx.env, s, "invoices", inv.id);
}
