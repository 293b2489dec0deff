// Charging an open invoice through the PaymentProvider, recording declines (dunning) and settling
// paid invoices in the ledger; split from invoicing.ts, whose header lists the race guards.
import type { Env } from "../../../env";
import { newId } from "../../../platform/ids";
import { log } from "../../../platform/log";
import { providerFor } from "../adapters/provider";
import { type CheckoutMethod, checkoutFee } from "../charges/domain/methods";
import { paymentView } from "../charges/rows";
import { stableEventId } from "../events/ids";
import { settlePayment } from "../ledger/client";
import { dunningNext, PROVIDER_ERROR_RETRY_MS } from "./domain/subscriptions";
import { billingEventStatement } from "./events";
import { invoiceNextAction } from "./invoicing";
import {
	commit,
	commitAll,
	findRow,
	type InvoiceRow,
	invoiceView,
	type PaymentRow,
	pendingPayment,
	type Scope,
	type TokenRow,
} from "./store";
import {
	claimAttempt,
	insertInvoicePayment,
	invoiceDeclineUpdate,
	invoicePaid,
	paymentFailed,
	paymentSucceeded,
	pendingDeclineConfirmed,
	pendingInvoicePayment,
	providerErrorStatements,
	recordSettlement,
} from "./store/charges";

export type ChargeOutcome =
	| { kind: "paid"; invoice: InvoiceRow }
	| { kind: "failed"; invoice: InvoiceRow; failureCode: string; hardDecline: boolean }
	/** The provider could not be asked; the engine retries after PROVIDER_ERROR_RETRY_MS. */
	| { kind: "error"; invoice: InvoiceRow }
	/** Another worker holds this attempt (or the invoice is no longer open). */
	| { kind: "skipped"; invoice: InvoiceRow | null };

/** A pending attempt older than this is presumed abandoned (its worker died) and resumed with the same key. */
export const STALE_ATTEMPT_MS = 2 * 60_000;

/**
 * Charges an open invoice once: claims attempt n+1, records a pending payment, asks the provider
 * with key `<invoice id>:<attempt>`, then records the outcome. `auto` marks a dunning retry.
 * Dunning fields are only kept for cycle invoices (create and update invoices are not retried).
 */
export async function chargeInvoice(
	env: Env,
	s: Scope,
	inv0: InvoiceRow,
	tokenId: string | null,
	at: number,
	opts: { auto: boolean },
): Promise<ChargeOutcome> {
	let inv = inv0;
	if (inv.status !== "open" || inv.amount_due <= 0) return { kind: "skipped", invoice: inv };
	const pending = await pendingInvoicePayment(env, s, inv.id);
	let payment: PaymentRow;
	if (pending) {
		if (Date.now() - pending.updated_at < STALE_ATTEMPT_MS && pending.updated_at <= Date.now())
			return { kind: "skipped", invoice: inv };
		payment = pending;
	} else {
		const attempt = inv.attempt_count + 1;
		if (!(await claimAttempt(env, s, inv, attempt, at + STALE_ATTEMPT_MS, at)))
			return { kind: "skipped", invoice: await findRow<InvoiceRow>(env, s, "invoices", inv.id) };
		inv = { ...inv, attempt_count: attempt, next_payment_attempt_at: null };
		const token = tokenId ? await findRow<TokenRow>(env, s, "payment_tokens", tokenId) : null;
		payment = {
			...pendingPayment({
				id: newId("pay_", at),
				invoice_id: inv.id,
				session_id: null,
				customer_id: inv.customer_id,
				payment_token_id: tokenId,
				amount: inv.amount_due,
				currency: inv.currency,
				method: token?.method ?? "card",
				adapter: (await providerFor(env, s.workspaceId, s.environment)).name,
				idempotency_key: `${inv.id}:${attempt}`,
				created_at: at,
			}),
			updated_at: Date.now(),
		};
		await insertInvoicePayment(env, s, payment, at);
	}

	const token = payment.payment_token_id
		? await findRow<TokenRow>(env, s, "payment_tokens", payment.payment_token_id)
		: null;
	let result: {
		status: "succeeded" | "failed";
		providerReference: string;
		failureCode?: string;
		hardDecline?: boolean;
	};
	if (!token || token.customer_id !== inv.customer_id) {
		result = { status: "failed", providerReference: "", failureCode: "payment_token_missing", hardDecline: false };
	} else {
		try {
			const provider = await providerFor(env, s.workspaceId, s.environment);
			result = await provider.charge({
				workspaceId: s.workspaceId,
				environment: s.environment,
				token: {
					id: token.id,
					method: token.method,
					providerReference: token.provider_reference,
					testOutcome: token.test_outcome,
					status: token.status,
				},
				amount: payment.amount,
				currency: payment.currency,
				idempotencyKey: payment.idempotency_key,
				description: `Invoice ${inv.number}`,
			});
		} catch (err) {
			log(env, "warn", {
				service: "pay",
				event: "provider_charge_error",
				invoice: inv.id,
				error: err instanceof Error ? err.message : String(err),
			});
			const retryAt = at + PROVIDER_ERROR_RETRY_MS;
			await commit(env, providerErrorStatements(env, payment.id, inv.id, retryAt, at));
			return { kind: "error", invoice: (await findRow<InvoiceRow>(env, s, "invoices", inv.id)) as InvoiceRow };
		}
	}

	if (result.status === "succeeded") {
		const fee = checkoutFee(payment.method as CheckoutMethod, payment.amount, payment.currency);
		const done: PaymentRow = {
			...payment,
			status: "succeeded",
			provider_reference: result.providerReference,
			fee,
			net: payment.amount - fee,
			updated_at: Date.now(),
		};
		const paid: InvoiceRow = {
			...inv,
			status: "paid",
			amount_paid: inv.amount_due,
			paid_at: at,
			payment_id: payment.id,
			next_payment_attempt_at: null,
			exhaust_at: null,
			next_action_at: null,
			updated_at: at,
		};
		await commit(env, [
			paymentSucceeded(env, done),
			await paymentEventStatement(env, s, "payment.succeeded", done, at),
			invoicePaid(env, inv.id, payment.id, at),
			billingEventStatement(env, s, {
				type: "invoice.paid",
				data: invoiceView(paid),
				occurredAt: at,
				guard: { table: "invoices", id: inv.id, column: "payment_id", value: payment.id },
			}),
		]);
		await settle(env, s, { ...payment, fee });
		return { kind: "paid", invoice: (await findRow<InvoiceRow>(env, s, "invoices", inv.id)) as InvoiceRow };
	}

	const failureCode = result.failureCode ?? "card_declined";
	const hard = result.hardDecline === true;
	const failed = await recordInvoiceDecline(
		env,
		s,
		inv,
		payment,
		{ failureCode, hardDecline: hard, providerReference: result.providerReference || null },
		at,
		opts,
	);
	return { kind: "failed", invoice: failed, failureCode, hardDecline: hard };
}

/**
 * payment.succeeded / payment.failed of a payment, as a statement for the batch that moves it. The
 * id is derived from the payment (event-ids.ts), so the checkout and callback paths, which emit
 * the same event for the same payment, never record it twice; guarded on the payment's status.
 */
export async function paymentEventStatement(
	env: Env,
	s: Scope,
	type: "payment.succeeded" | "payment.failed",
	p: PaymentRow,
	at: number,
) {
	return billingEventStatement(env, s, {
		type,
		data: paymentView(p),
		occurredAt: at,
		id: await stableEventId(type, p.id, p.created_at),
		guard: { table: "payments", id: p.id, column: "status", value: p.status },
	});
}

export interface Decline {
	failureCode: string;
	hardDecline: boolean;
	providerReference: string | null;
}

/** The invoice after a declined attempt: dunning (cycle invoices only) schedules the next retry or exhaustion. */
function declinedInvoice(inv: InvoiceRow, d: Decline, at: number, countsAsRetry: boolean): InvoiceRow {
	const firstFailedAt = inv.first_failed_at ?? at;
	const autoRetries = inv.auto_retries + (countsAsRetry ? 1 : 0);
	const hardDeclined = inv.hard_declined === 1 || d.hardDecline;
	let nextAttempt: number | null = null;
	let exhaustAt: number | null = null;
	if (inv.billing_reason === "subscription_cycle") {
		const n = dunningNext({ firstFailedAt, autoRetries, hardDeclined }, at);
		if (n.kind === "retry") nextAttempt = n.at;
		else exhaustAt = n.at;
	}
	const failed: InvoiceRow = {
		...inv,
		first_failed_at: firstFailedAt,
		auto_retries: autoRetries,
		hard_declined: hardDeclined ? 1 : 0,
		last_failure_code: d.failureCode,
		next_payment_attempt_at: nextAttempt,
		exhaust_at: exhaustAt,
		updated_at: at,
	};
	return { ...failed, next_action_at: invoiceNextAction(failed) };
}

/**
 * A pending invoice payment was declined (by the provider's answer or its callback): the payment
 * fails, dunning takes its step, invoice.payment_failed. payment.failed is held back while the
 * provider still reports the charge as in progress (payment_pending): the payment's real outcome
 * is reported once, when the provider's callback settles it.
 */
export async function recordInvoiceDecline(
	env: Env,
	s: Scope,
	inv: InvoiceRow,
	payment: PaymentRow,
	d: Decline,
	at: number,
	opts: { auto: boolean },
): Promise<InvoiceRow> {
	const failed = declinedInvoice(inv, d, at, opts.auto && inv.first_failed_at != null);
	const p: PaymentRow = {
		...payment,
		status: "failed",
		provider_reference: d.providerReference,
		failure_code: d.failureCode,
		hard_decline: d.hardDecline ? 1 : 0,
		updated_at: Date.now(),
	};
	await commit(env, [
		paymentFailed(env, p),
		...(d.failureCode === "payment_pending" ? [] : [await paymentEventStatement(env, s, "payment.failed", p, at)]),
		invoiceDeclineUpdate(env, failed, at),
		billingEventStatement(env, s, {
			type: "invoice.payment_failed",
			data: { ...invoiceView(failed), paymentId: payment.id },
			occurredAt: at,
		}),
	]);
	return (await findRow<InvoiceRow>(env, s, "invoices", inv.id)) as InvoiceRow;
}

/**
 * The provider's callback settles an invoice charge it had answered "pending" (failed with
 * payment_pending) as declined. Dunning already took this attempt's step when the charge was
 * answered, so no retry is counted again and no second invoice.payment_failed is sent: the payment
 * gets the real failure code and payment.failed, and the invoice's last error is corrected; a hard
 * decline also stops the automatic retries, as it would have at charge time (declinedInvoice).
 * Null when the payment is no longer pending at the provider.
 */
export async function confirmPendingDecline(
	env: Env,
	s: Scope,
	payment: PaymentRow,
	d: Decline,
	at: number,
): Promise<PaymentRow | null> {
	const p: PaymentRow = {
		...payment,
		provider_reference: d.providerReference ?? payment.provider_reference,
		failure_code: d.failureCode,
		hard_decline: d.hardDecline ? 1 : 0,
		updated_at: Date.now(),
	};
	const stmts = [pendingDeclineConfirmed(env, p), await paymentEventStatement(env, s, "payment.failed", p, at)];
	const inv = payment.invoice_id ? await findRow<InvoiceRow>(env, s, "invoices", payment.invoice_id) : null;
	// Only while this payment is still the invoice's latest attempt (a later one owns the invoice's state).
	if (inv && inv.status === "open" && payment.idempotency_key === `${inv.id}:${inv.attempt_count}`) {
		const rescheduled =
			d.hardDecline && inv.hard_declined === 0
				? declinedInvoice(inv, d, at, false)
				: { ...inv, last_failure_code: d.failureCode };
		stmts.push(invoiceDeclineUpdate(env, rescheduled, at));
	}
	const res = await commitAll(env, stmts);
	return res[0].meta.changes ? p : null;
}

/** Posts a succeeded payment to the ledger (credit + fee debit) once; a failure is retried by the engine. */
export async function settle(
	env: Env,
	s: Scope,
	p: Pick<PaymentRow, "id" | "amount" | "fee" | "currency" | "invoice_id">,
) {
	try {
		const r = await settlePayment(env, {
			...s,
			paymentId: p.id,
			amount: p.amount,
			fee: p.fee,
			currency: p.currency,
			description: p.invoice_id ? `Invoice ${p.invoice_id} paid (${p.id})` : undefined,
		});
		await recordSettlement(env, p.id, r.transactionId);
	} catch (err) {
		log(env, "warn", {
			service: "pay",
			event: "settlement_deferred",
			payment: p.id,
			error: err instanceof Error ? err.message : String(err),
		});
	}
}

/** Stops automatic collection on a subscription's open invoices (it was canceled). */
