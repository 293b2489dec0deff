// Processing fees per payment method: basis points of the amount plus a fixed part per currency.
// fee = round_half_up(amount × bps / 10000) + fixed, capped at the amount (a payment never settles
// negative). Integer math only (BigInt for the product, so no amount loses precision).

import { PAYMENT_METHODS, type PaymentMethod } from "../../gateways/methods";

export { PAYMENT_METHODS, type PaymentMethod };

export interface FeeRule {
	bps: number;
	/** Fixed part in minor units per currency; a currency not listed has no fixed part. */
	fixed: Record<string, number>;
}

/** The managed-mode schedule (own-account gateways charge the merchant directly; same table for now). */
export const FEE_SCHEDULE: Record<PaymentMethod, FeeRule> = {
	card: { bps: 290, fixed: { IDR: 2000, USD: 30 } },
	ewallet: { bps: 150, fixed: {} },
	virtual_account: { bps: 0, fixed: { IDR: 4000 } },
	qris: { bps: 70, fixed: {} },
	wallet_network: { bps: 349, fixed: { USD: 49, IDR: 5000 } },
};

export function feeFor(
	method: PaymentMethod,
	amount: number,
	currency: string,
	schedule: Record<PaymentMethod, FeeRule> = FEE_SCHEDULE,
): number {
	if (!Number.isSafeInteger(amount) || amount <= 0) return 0;
	const rule = schedule[method];
	const pct = Number((BigInt(amount) * BigInt(rule.bps) + 5000n) / 10000n);
	return Math.min(amount, pct + (rule.fixed[currency.toUpperCase()] ?? 0));
}
