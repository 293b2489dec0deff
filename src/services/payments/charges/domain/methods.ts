// How a payment is made (a checkout session offers these; a payment row records one), which
// capability-matrix row each is charged under, and what each costs. Pure.
import type { CapabilityMethod } from "../../adapters/domain/capabilities";
import { FEE_SCHEDULE, type FeeRule, feeFor, type PaymentMethod } from "./fees";

export const CHECKOUT_METHODS = [
	"qris",
	"virtual_account",
	"ewallet",
	"card",
	"retail_outlet",
	"wallet_network",
	"static_qr",
	"bank_transfer_offline",
] as const;
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

/** The capability-matrix row (spec §4) each checkout method is charged under. */
export const CAPABILITY_OF: Record<CheckoutMethod, CapabilityMethod> = {
	qris: "dynamic_qr",
	virtual_account: "virtual_account",
	ewallet: "ewallet",
	card: "card_visa_mastercard",
	retail_outlet: "retail_outlet",
	wallet_network: "wallet_network",
	static_qr: "static_qr",
	bank_transfer_offline: "offline_bank_transfer",
};

/** Offline methods: the customer pays the merchant directly; the merchant confirms (pending_review). */
export const OFFLINE_METHODS: ReadonlySet<CheckoutMethod> = new Set(["static_qr", "bank_transfer_offline"]);
export const isOffline = (m: CheckoutMethod) => OFFLINE_METHODS.has(m);

/**
 * Checkout fees. Methods shared with stored tokens use FEE_SCHEDULE (domain/fees.ts); retail
 * outlets have their own fixed fee; offline methods cost nothing (the money never passes through
 * the service, so nothing is settled or charged).
 */
export const CHECKOUT_EXTRA_FEES: Record<"retail_outlet", FeeRule> = {
	retail_outlet: { bps: 0, fixed: { IDR: 5000 } },
};

export function checkoutFee(method: CheckoutMethod, amount: number, currency: string): number {
	if (isOffline(method)) return 0;
	if (method === "retail_outlet")
		return feeFor("card", amount, currency, { ...FEE_SCHEDULE, card: CHECKOUT_EXTRA_FEES.retail_outlet });
	return feeFor(method as PaymentMethod, amount, currency);
}
