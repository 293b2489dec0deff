// Payment rows (the shared payments table: checkout sessions, invoice charges) and refund rows, and
// the API objects built from them. Pure, no I/O.
import { iso } from "../../../platform/encoding";

/** ledger_transaction_id of a payment that is never settled (an offline transfer went to the merchant directly). */
export const NOT_SETTLED = "not_settled:offline";

export interface PaymentRow {
	id: string;
	invoice_id: string | null;
	session_id: string | null;
	customer_id: string | null;
	payment_token_id: string | null;
	amount: number;
	currency: string;
	method: string;
	adapter: string;
	status: "pending" | "succeeded" | "failed" | "canceled";
	idempotency_key: string;
	provider_reference: string | null;
	fee: number;
	net: number;
	failure_code: string | null;
	hard_decline: number;
	refunded_amount: number;
	ledger_transaction_id: string | null;
	/** JSON of what the buyer does next (checkout/next-action.ts); absent or null when there is nothing to show. */
	next_action?: string | null;
	created_at: number;
	updated_at: number;
}

/** A charge attempt that has not been answered yet: nothing paid, refunded or settled. */
export function pendingPayment(
	p: Pick<
		PaymentRow,
		| "id"
		| "invoice_id"
		| "session_id"
		| "customer_id"
		| "payment_token_id"
		| "amount"
		| "currency"
		| "method"
		| "adapter"
		| "idempotency_key"
		| "created_at"
	>,
): PaymentRow {
	return {
		...p,
		status: "pending",
		provider_reference: null,
		fee: 0,
		net: 0,
		failure_code: null,
		hard_decline: 0,
		refunded_amount: 0,
		ledger_transaction_id: null,
		updated_at: p.created_at,
	};
}

export interface RefundRow {
	id: string;
	account_id: string;
	environment: "test" | "live";
	payment_id: string;
	amount: number;
	currency: string;
	reason: "duplicate" | "fraudulent" | "requested_by_customer" | "other";
	status: "pending" | "succeeded" | "failed";
	failure_reason: string | null;
	provider_reference: string | null;
	ledger_transaction_id: string | null;
	/** The Idempotency-Key of the request that made it and the SHA-256 of its body (null before they were kept). */
	idempotency_key: string | null;
	request_hash: string | null;
	created_at: number;
	updated_at: number;
}

export const paymentView = (r: PaymentRow) => ({
	id: r.id,
	object: "payment" as const,
	sessionId: r.session_id,
	invoiceId: r.invoice_id,
	customerId: r.customer_id,
	amount: r.amount,
	currency: r.currency,
	method: r.method,
	adapter: r.adapter,
	status: r.status,
	providerReference: r.provider_reference,
	fee: r.fee,
	net: r.net,
	failureCode: r.failure_code,
	refundedAmount: r.refunded_amount,
	ledgerTransactionId: r.ledger_transaction_id === NOT_SETTLED ? null : r.ledger_transaction_id,
	createdAt: iso(r.created_at) as string,
	updatedAt: iso(r.updated_at) as string,
});

export const refundView = (r: RefundRow) => ({
	id: r.id,
	object: "refund" as const,
	paymentId: r.payment_id,
	amount: r.amount,
	currency: r.currency,
	reason: r.reason,
	status: r.status,
	failureReason: r.failure_reason,
	providerReference: r.provider_reference,
	ledgerTransactionId: r.ledger_transaction_id,
	createdAt: iso(r.created_at) as string,
	updatedAt: iso(r.updated_at) as string,
});
