import type { Env } from "../../../env";
import { ApiError } from "../../../platform/errors";
import type { EntryView, LedgerFailure, LedgerScope } from "./ledger.do";

/**
 * The payments money API other payments code calls (routes, subscriptions, checkout). The money
 * itself lives only in the PaymentsLedger Durable Object of each workspace and environment.
 */

export type { LedgerScope } from "./ledger.do";

export const ledgerName = (s: LedgerScope) => `${s.workspaceId}:${s.environment}`;
export const ledgerStub = (env: Env, s: LedgerScope) =>
	env.PAYMENTS_LEDGER.get(env.PAYMENTS_LEDGER.idFromName(ledgerName(s)));

/** Turns a refused ledger operation into the API error it stands for. */
export function unwrap<R extends { ok: boolean }>(r: R): Extract<R, { ok: true }> {
	if (!r.ok) {
		const e = (r as unknown as LedgerFailure).error;
		throw new ApiError(e.status, e.code, e.message, e.param);
	}
	return r as Extract<R, { ok: true }>;
}

export interface SettlePaymentInput extends LedgerScope {
	/** The cleared payment; one settlement per id, ever. */
	paymentId: string;
	amount: number;
	/** Processing fee, debited as its own entry (sourceType fee); 0 ≤ fee ≤ amount. */
	fee?: number;
	currency: string;
	description?: string;
}

/**
 * Settles a cleared payment into the balance: a credit (sourceType payment) and its fee as a debit
 * (sourceType fee), in one ledger transaction. Idempotent per paymentId: settling the same payment
 * again posts nothing and returns the first transaction (`posted: false`); the same id with other
 * figures throws 409 conflict. Invalid figures throw 400 validation_error.
 */
export async function settlePayment(
	env: Env,
	input: SettlePaymentInput,
): Promise<{ posted: boolean; transactionId: string; entries: EntryView[] }> {
	const { workspaceId, environment, ...p } = input;
	return unwrap(await ledgerStub(env, { workspaceId, environment }).settle({ workspaceId, environment }, p));
}

export interface PostRefundInput extends LedgerScope {
	/** One debit per refund id, ever. */
	refundId: string;
	paymentId?: string;
	amount: number;
	currency: string;
}

/**
 * Debits a refund (sourceType refund). Idempotent per refundId; refused with 409
 * insufficient_balance when it would dig into money locked by payouts (available never goes negative).
 */
export async function postRefund(
	env: Env,
	input: PostRefundInput,
): Promise<{ posted: boolean; transactionId: string; entry: EntryView }> {
	const { workspaceId, environment, ...p } = input;
	return unwrap(await ledgerStub(env, { workspaceId, environment }).refund({ workspaceId, environment }, p));
}

/** Returns a failed refund's debited amount (one refund_failure credit per refund id, ever). */
export async function returnRefund(
	env: Env,
	input: LedgerScope & { refundId: string },
): Promise<{ posted: boolean; transactionId: string | null }> {
	const { workspaceId, environment, refundId } = input;
	return unwrap(
		await ledgerStub(env, { workspaceId, environment }).refundFailure({ workspaceId, environment }, { refundId }),
	);
}
