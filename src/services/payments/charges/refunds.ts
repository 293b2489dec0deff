// Refunds (docs/payments.md "Refunds"). The money moves in the PaymentsLedger object, in the same
// serialised step that checks the available balance, exactly as a payout does: accepted refunds
// plus accepted payouts can never exceed what was available, and a refund is never accepted and
// parked. As Stripe does, the debit is posted when the refund is accepted; a provider failure
// posts one refund_failure credit that returns the amount.
import type { Env } from "../../../env";
import { ApiError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { log } from "../../../platform/log";
import { gatewayAClientFor, gatewayBClientFor, gatewayCClientFor } from "../adapters/connect";
import { scopeNow } from "../ledger/clock";
import { refundAmount } from "./domain/refunds";
import { emitPaymentsEvent } from "../events/index";
import { postRefund, returnRefund } from "../ledger/client";
import type { PaymentProvider } from "../adapters/provider";
import { SimulatedProvider } from "../gateways/simulated";
import type { PayScope as Scope } from "../context";
import { NOT_SETTLED, type PaymentRow, type RefundRow, refundView } from "./rows";
import {
	finishRefund,
	getPayment,
	getRefund,
	insertRefund,
	releaseRefund,
	reserveRefund,
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

/**
 * Accepts a refund: reserves it on the payment (conditional UPDATE), debits it in the ledger
 * (409 insufficient_balance when it is above the available balance: the reservation is given
 * back and nothing else is written), records it, then asks the provider.
 */
export async function createRefund(env: Env, ctx: Ctx, s: Scope, n: NewRefund): Promise<RefundRow> {
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
	if (!(await reserveRefund(env, s, p.id, amt.amount, now)))
		throw new ApiError(400, "amount_exceeds_refundable", "A concurrent refund took what was left to refund", "amount");
	const id = newId("re_", now);
	let debit: { transactionId: string };
	try {
		debit = await postRefund(env, { ...s, refundId: id, paymentId: p.id, amount: amt.amount, currency: p.currency });
	} catch (err) {
		await releaseRefund(env, s, p.id, amt.amount, now);
		throw err;
	}
	const f: RefundRow = {
		id,
		account_id: s.workspaceId,
		environment: s.environment,
		payment_id: p.id,
		amount: amt.amount,
		currency: p.currency,
		reason: n.reason,
		status: "pending",
		failure_reason: null,
		provider_reference: null,
		ledger_transaction_id: debit.transactionId,
		created_at: now,
		updated_at: now,
	};
	try {
		await insertRefund(env, f);
	} catch (err) {
		// Nothing refers to the debit yet: return it and the reservation before failing.
		await returnRefund(env, { ...s, refundId: id });
		await releaseRefund(env, s, p.id, amt.amount, now);
		throw err;
	}
	return completeRefund(env, ctx, s, f, p, n.testOutcome);
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
	if (result.status === "failed") {
		// The ledger credit comes first: it is idempotent, so a crash after it is repaired by the next attempt.
		await returnRefund(env, { ...s, refundId: f.id });
		const failed = await finishRefund(
			env,
			f,
			{
				status: "failed",
				failureReason: result.failureCode ?? "refund_failed",
				providerReference: result.providerReference || null,
			},
			at,
		);
		if (!failed) return getRefund(env, s, f.id);
		await releaseRefund(env, s, f.payment_id, f.amount, at);
		await emitPaymentsEvent(env, ctx, {
			type: "refund.failed",
			accountId: s.workspaceId,
			environment: s.environment,
			occurredAt: at,
			data: refundView(failed),
		});
		return failed;
	}
	const done = await finishRefund(
		env,
		f,
		{ status: "succeeded", failureReason: null, providerReference: result.providerReference || null },
		at,
	);
	if (!done) return getRefund(env, s, f.id);
	await emitPaymentsEvent(env, ctx, {
		type: "refund.succeeded",
		accountId: s.workspaceId,
		environment: s.environment,
		occurredAt: at,
		data: refundView(done),
	});
	return done;
}

/** Due runner step: refunds left pending by a process that died are asked for again. Returns how many it saw. */
export async function retryStaleRefunds(env: Env, s: Scope, now: number, limit = 20): Promise<number> {
	const stale = await stalePendingRefunds(env, s, now - STALE_REFUND_MS, limit);
	for (const f of stale) {
		const p = await getPayment(env, s, f.payment_id);
		await completeRefund(env, null, s, f, p);
	}
	return stale.length;
}
