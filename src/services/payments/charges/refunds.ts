// Refunds (docs/payments.md "Refunds"). The money moves in the PaymentsLedger object, in the same
// serialised step that checks the available balance, exactly as a payout does: accepted refunds
// plus accepted payouts can never exceed what was available, and a refund is never accepted and
// parked. As Stripe does, the debit is posted when the refund is accepted; a provider failure
// posts one refund_failure credit that returns the amount.
import type { Env } from "../../../env";
import { ApiError, isUniqueViolation } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { log } from "../../../platform/log";
import { gatewayAClientFor, gatewayBClientFor, gatewayCClientFor } from "../adapters/connect";
import type { PaymentProvider } from "../adapters/provider";
import type { PayScope as Scope } from "../context";
import { stableEventId } from "../events/ids";
import { dispatchPaymentsEvents } from "../events/index";
import { SimulatedProvider } from "../gateways/simulated";
import { postRefund, returnRefund } from "../ledger/client";
import { scopeNow } from "../ledger/clock";
import { refundAmount } from "./domain/refunds";
import { NOT_SETTLED, type PaymentRow, type RefundRow, refundView } from "./rows";
import {
	dropUndebitedRefund,
	finishRefund,
	getPayment,
	getRefund,
	insertReservedRefund,
	refundByKey,
	setRefundDebit,
	stalePendingRefunds,
} from "./store";

type Ctx = Pick<ExecutionContext, "waitUntil"> | null | undefined;

export interface NewRefund {
	paymentId: string;
	amount?: number;
	reason: RefundRow["reason"];
	testOutcome?: "succeed" | "fail";
}

/** A refund pending this long was sent by a process that died; the due runner asks the provider again. */
export const STALE_REFUND_MS = 10 * 60_000;

const nowIn = scopeNow;

/** The refund goes back through the adapter that took the payment (managed: the simulated provider). */
async function refundProviderFor(env: Env, s: Scope, adapter: string): Promise<PaymentProvider> {
	const client =
		adapter === "gateway_a"
			? await gatewayAClientFor(env, s)
			: adapter === "gateway_b"
				? await gatewayBClientFor(env, s)
				: adapter === "gateway_c"
					? await gatewayCClientFor(env, s)
					: null;
	if (adapter.startsWith("gateway_") && !client) throw new Error(`${adapter} is no longer connected`);
	return client ?? new SimulatedProvider();
}

/** The request's Idempotency-Key and the SHA-256 of its body, kept on the refund it makes. */
export interface RefundKey {
	key: string;
	hash: string;
}

/**
 * Accepts a refund. The refund row (pending, with the request's Idempotency-Key) and its reservation
 * on the payment are written first, together; then the ledger debits it (409 insufficient_balance
 * when it is above the available balance: the row and the reservation go again, nothing else is
 * written); then the provider is asked. Every step after the first is idempotent per refund id, so a
 * retry whose first answer was lost — the process died anywhere on the way — finds the row by its key
 * and finishes that refund: one key never refunds twice.
 */
export async function createRefund(
	env: Env,
	ctx: Ctx,
	s: Scope,
	n: NewRefund,
	idem: RefundKey | null = null,
): Promise<RefundRow> {
	if (idem) {
		const prior = await refundByKey(env, s, idem.key);
		if (prior) return resumeRefund(env, ctx, s, prior, idem, n);
	}
	const p = await getPayment(env, s, n.paymentId);
	if (p.status !== "succeeded")
		throw new ApiError(
			409,
			"payment_not_refundable",
			`Only succeeded payments can be refunded (this one is ${p.status})`,
			"paymentId",
		);
	if (p.ledger_transaction_id === NOT_SETTLED)
		throw new ApiError(
			409,
			"payment_not_refundable",
			"An offline transfer was paid to the merchant directly; refund it the same way",
			"paymentId",
		);
	const amt = refundAmount(p, n.amount);
	if (!amt.ok) throw new ApiError(400, "amount_exceeds_refundable", amt.message, "amount");
	const now = await nowIn(env, s);
	const f: RefundRow = {
		id: newId("re_", now),
		account_id: s.workspaceId,
		environment: s.environment,
		payment_id: p.id,
		amount: amt.amount,
		currency: p.currency,
		reason: n.reason,
		status: "pending",
		failure_reason: null,
		provider_reference: null,
		ledger_transaction_id: null,
		idempotency_key: idem?.key ?? null,
		request_hash: idem?.hash ?? null,
		created_at: now,
		updated_at: now,
	};
	let reserved: boolean;
	try {
		reserved = await insertReservedRefund(env, f);
	} catch (err) {
		// The same key raced in: the first request's refund is the answer.
		const prior = idem && isUniqueViolation(err) ? await refundByKey(env, s, idem.key) : null;
		if (prior) return resumeRefund(env, ctx, s, prior, idem as RefundKey, n);
		throw err;
	}
	if (!reserved)
		throw new ApiError(400, "amount_exceeds_refundable", "A concurrent refund took what was left to refund", "amount");
	return debitAndComplete(env, ctx, s, f, p, n.testOutcome);
}

/** A retry of a request whose refund exists: the same body finishes it; another body is a key conflict. */
async function resumeRefund(env: Env, ctx: Ctx, s: Scope, f: RefundRow, idem: RefundKey, n: NewRefund) {
	if (f.request_hash !== idem.hash)
		throw new ApiError(
			409,
			"idempotency_key_conflict",
			"This Idempotency-Key was already used with a different request body or query",
		);
	if (f.status !== "pending") return f;
	const p = await getPayment(env, s, f.payment_id);
	if (f.ledger_transaction_id) return completeRefund(env, ctx, s, f, p, n.testOutcome);
	return debitAndComplete(env, ctx, s, f, p, n.testOutcome);
}

/** Debits a recorded refund (idempotent per refund id), then asks the provider. A refusal undoes the refund. */
async function debitAndComplete(
	env: Env,
	ctx: Ctx,
	s: Scope,
	f: RefundRow,
	p: PaymentRow,
	testOutcome?: NewRefund["testOutcome"],
): Promise<RefundRow> {
	let debit: { transactionId: string };
	try {
		debit = await postRefund(env, { ...s, refundId: f.id, paymentId: p.id, amount: f.amount, currency: f.currency });
	} catch (err) {
		// Refused (insufficient_balance): never debited, so the refund and its reservation go. Anything
		// else (the ledger unreachable) leaves it pending for a retry or the due runner.
		if (err instanceof ApiError) await dropUndebitedRefund(env, f, await nowIn(env, s));
		throw err;
	}
	await setRefundDebit(env, f, debit.transactionId);
	return completeRefund(env, ctx, s, { ...f, ledger_transaction_id: debit.transactionId }, p, testOutcome);
}

/** Asks the provider (idempotency key = the refund id, so asking again never refunds twice) and applies the outcome once. */
async function completeRefund(
	env: Env,
	ctx: Ctx,
	s: Scope,
	f: RefundRow,
	p: PaymentRow,
	testOutcome?: NewRefund["testOutcome"],
): Promise<RefundRow> {
	let result: { status: "succeeded" | "failed"; providerReference: string; failureCode?: string };
	try {
		if (s.environment === "test" && testOutcome === "fail")
			result = { status: "failed", providerReference: "", failureCode: "provider_declined" };
		else {
			const provider = await refundProviderFor(env, s, p.adapter);
			result = await provider.refund({
				...s,
				providerReference: p.provider_reference ?? "",
				amount: f.amount,
				currency: f.currency,
				idempotencyKey: f.id,
			});
		}
	} catch (err) {
		result = { status: "failed", providerReference: "", failureCode: "provider_unavailable" };
		log(env, "warn", {
			service: "pay",
			event: "refund_provider_failed",
			refund: f.id,
			error: err instanceof Error ? err.message : String(err),
		});
	}
	const at = await nowIn(env, s);
	const outcome =
		result.status === "failed"
			? {
					status: "failed" as const,
					failureReason: result.failureCode ?? "refund_failed",
					providerReference: result.providerReference || null,
				}
			: { status: "succeeded" as const, failureReason: null, providerReference: result.providerReference || null };
	// A failed refund's ledger credit comes first: it is idempotent, so a crash after it is repaired by the next attempt.
	if (outcome.status === "failed") await returnRefund(env, { ...s, refundId: f.id });
	const type = outcome.status === "failed" ? "refund.failed" : "refund.succeeded";
	const eventId = await stableEventId(type, f.id, f.created_at);
	const moved = await finishRefund(env, f, outcome, at, { id: eventId, type, occurredAt: at, data: refundView });
	if (!moved) return getRefund(env, s, f.id);
	await dispatchPaymentsEvents(env, ctx, [eventId]);
	return moved;
}

/**
 * Due runner step: refunds left pending by a process that died are finished — debited first when the
 * process died before the ledger step (a refusal then removes the refund), and asked for again.
 * Returns how many it saw.
 */
export async function retryStaleRefunds(env: Env, s: Scope, now: number, limit = 20): Promise<number> {
	const stale = await stalePendingRefunds(env, s, now - STALE_REFUND_MS, limit);
	for (const f of stale) {
		const p = await getPayment(env, s, f.payment_id);
		if (f.ledger_transaction_id) await completeRefund(env, null, s, f, p);
		else
			await debitAndComplete(env, null, s, f, p).catch((err) => {
				if (!(err instanceof ApiError)) throw err;
			});
	}
	return stale.length;
}
