// Refund rules of a payment: how much is left to refund and what a request may take. Pure.

export const REFUND_REASONS = ["duplicate", "fraudulent", "requested_by_customer", "other"] as const;
export const refundable = (p: { amount: number; refunded_amount: number }) => Math.max(0, p.amount - p.refunded_amount);

/** A refund request against a payment: the amount it will refund, or why not. Default: all that is left. */
export function refundAmount(
	p: { amount: number; refunded_amount: number },
	requested: number | undefined,
): { ok: true; amount: number } | { ok: false; message: string } {
	const left = refundable(p);
	const amount = requested ?? left;
	if (left <= 0) return { ok: false, message: "This payment is fully refunded" };
	if (!Number.isSafeInteger(amount) || amount <= 0) return { ok: false, message: "amount must be a positive integer" };
	if (amount > left) return { ok: false, message: `amount ${amount} is above what is left to refund (${left})` };
	return { ok: true, amount };
}
