// What follows a checkout payment's outcome (see sessions.ts for the race rules): success settles
// once, completes the session and pays a bound invoice exactly once; failure is recorded once.
import type { Env } from "../../../env";
import { log } from "../../../platform/log";
import { settle } from "../billing/charge";
import { billingEventStatement, dispatchBillingEvents } from "../billing/events";
import { applyInvoiceOutcome, publishDue } from "../billing/renewals";
import { findRow, type InvoiceRow, invoiceView } from "../billing/store";
import { type CheckoutMethod, checkoutFee } from "../charges/domain/methods";
import { stableEventId } from "../events/ids";
import { type Ctx, emit } from "./emit";
import { findIn, type PaymentRow, paymentView, type Scope, type SessionRow, sessionView } from "./store";
import { completeSession, failPendingPayment, payBoundInvoiceBatch, succeedPendingPayment } from "./store/sessions";

/**
 * pending → succeeded (fee from the checkout schedule), then the follow-ups: settle once, complete
 * the session, events. Also safe when another path already succeeded it (returns the row).
 */
export async function succeedPayment(
	env: Env,
	ctx: Ctx,
	s: Scope,
	paymentId: string,
	providerReference: string | null,
	now: number,
): Promise<PaymentRow | null> {
	const p = await findIn<PaymentRow>(env, s, "payments", paymentId);
	if (!p) return null;
	const fee = checkoutFee(p.method as CheckoutMethod, p.amount, p.currency);
	const moved = await succeedPendingPayment(env, p, providerReference, fee, now);
	const cur = moved ?? (await findIn<PaymentRow>(env, s, "payments", paymentId));
	if (cur?.status === "succeeded") await reconcileSucceeded(env, ctx, s, cur, now);
	return cur;
}

/** Everything that follows a succeeded payment; idempotent, so every path may call it. */
export async function reconcileSucceeded(env: Env, ctx: Ctx, s: Scope, p: PaymentRow, now: number) {
	if (p.ledger_transaction_id == null) await settle(env, s, p);
	await emit(
		env,
		ctx,
		s,
		"payment.succeeded",
		paymentView(p),
		now,
		await stableEventId("payment.succeeded", p.id, p.created_at),
	);
	if (!p.session_id) return;
	const session = await completeSession(env, s, p.session_id, p.id, now);
	const done = session ?? (await findIn<SessionRow>(env, s, "checkout_sessions", p.session_id));
	if (done?.invoice_id) await payBoundInvoice(env, ctx, s, done.invoice_id, p, now);
	if (done?.status === "completed" && done.payment_id === p.id)
		await emit(
			env,
			ctx,
			s,
			"checkout_session.completed",
			sessionView(done),
			done.completed_at ?? now,
			await stableEventId("checkout_session.completed", done.id, done.created_at),
		);
}

/**
 * A session the hosted invoice page opened pays its invoice exactly once: open → paid (amountPaid,
 * paidAt, paymentId), invoice.paid under an id fixed by the invoice, the payment linked to it, the
 * invoice's other open sessions canceled, and a past_due subscription back to active. Repeats
 * (page reloads, callbacks, the simulate button) find the invoice paid by this payment and only
 * redo the idempotent follow-ups. A payment that finds the invoice void or paid otherwise is logged
 * for the merchant to refund; it stays a plain, settled checkout payment.
 */
async function payBoundInvoice(env: Env, ctx: Ctx, s: Scope, invoiceId: string, p: PaymentRow, now: number) {
	const inv = await findRow<InvoiceRow>(env, s, "invoices", invoiceId);
	if (!inv) return;
	if (inv.status !== "open" && inv.payment_id !== p.id) {
		log(env, "warn", {
			service: "pay",
			event: "invoice_checkout_unapplied",
			invoice: inv.id,
			payment: p.id,
			status: inv.status,
		});
		return;
	}
	if (inv.status === "open") {
		if (p.amount !== inv.amount_due || p.currency !== inv.currency) {
			log(env, "warn", { service: "pay", event: "invoice_checkout_amount_mismatch", invoice: inv.id, payment: p.id });
			return;
		}
		const paid: InvoiceRow = {
			...inv,
			status: "paid",
			amount_paid: inv.amount_due,
			paid_at: now,
			payment_id: p.id,
			next_payment_attempt_at: null,
			exhaust_at: null,
			next_action_at: null,
			updated_at: now,
		};
		const event = billingEventStatement(env, s, {
			type: "invoice.paid",
			data: invoiceView(paid),
			occurredAt: now,
			id: await stableEventId("invoice.paid", inv.id, inv.created_at),
			guard: { table: "invoices", id: inv.id, column: "payment_id", value: p.id },
		});
		await payBoundInvoiceBatch(env, s, inv.id, p, event, now);
	}
	const after = await findRow<InvoiceRow>(env, s, "invoices", inv.id);
	if (after?.status !== "paid" || after.payment_id !== p.id) return;
	await applyInvoiceOutcome(env, s, after, now);
	await publishDue(env, s, now);
	await dispatchBillingEvents(env, ctx);
}

export async function failPayment(
	env: Env,
	ctx: Ctx,
	s: Scope,
	paymentId: string,
	code: string,
	now: number,
): Promise<PaymentRow | null> {
	const moved = await failPendingPayment(env, s, paymentId, code, now);
	if (moved)
		await emit(
			env,
			ctx,
			s,
			"payment.failed",
			paymentView(moved),
			now,
			await stableEventId("payment.failed", moved.id, moved.created_at),
		);
	return moved ?? (await findIn<PaymentRow>(env, s, "payments", paymentId));
}
