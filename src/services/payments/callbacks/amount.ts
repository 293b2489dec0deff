// Pure rules: what a provider's success callback says was paid, and whether that is the payment it
// names (issue 37 item 4d). A provider's word settles a payment only for its own amount and currency;
// a callback that states another — or none we can read — moves no money and is held for review.
import { minorAmount, str } from "../gateways/common";

/** What the callback says was paid, in minor units and upper-case ISO currency; null where unreadable. */
export interface Stated {
	amount: number | null;
	currency: string | null;
}

/** failure_code of a payment held for review after such a callback (docs/payments.md). */
export const AMOUNT_MISMATCH_CODE = "amount_mismatch";

const upper = (v: unknown) => str(v)?.trim().toUpperCase() || null;

/** An integer amount in minor units, as our gateway A client sends them (number or numeric string). */
const integerAmount = (v: unknown): number | null => {
	const n = typeof v === "number" ? v : typeof v === "string" && /^\d{1,15}$/.test(v.trim()) ? Number(v) : Number.NaN;
	return Number.isSafeInteger(n) && n >= 0 ? n : null;
};

/** Gateway A (Xendit-like): data.amount (payment requests) or paid_amount (hosted invoices), data.currency. */
export function statedByA(data: Record<string, unknown>): Stated {
	return { amount: integerAmount(data.amount ?? data.paid_amount), currency: upper(data.currency) };
}

/**
 * Gateway B (Midtrans-like): the status API's gross_amount, a decimal string ("150000.00"). Midtrans
 * settles in IDR only and its status answer may omit the currency, so none stated means IDR.
 */
export function statedByB(st: { grossAmount: string; currency: string | null }): Stated {
	const currency = upper(st.currency) ?? "IDR";
	return { amount: st.grossAmount ? minorAmount(st.grossAmount, currency) : null, currency };
}

/** Gateway C (PayPal-like): the capture's amount {currency_code, value: "10.00"}. */
export function statedByC(resource: Record<string, unknown>): Stated {
	const a = (resource.amount ?? {}) as Record<string, unknown>;
	const currency = upper(a.currency_code);
	const value = str(a.value);
	return { amount: currency && value ? minorAmount(value, currency) : null, currency };
}

/** Why the callback cannot settle this payment (null: it states exactly the payment's amount and currency). */
export function amountMismatch(p: { amount: number; currency: string }, s: Stated): string | null {
	if (s.amount === null || s.currency === null) return "the callback states no readable amount and currency";
	if (s.currency !== p.currency.toUpperCase()) return `currency ${s.currency}, the payment is in ${p.currency}`;
	if (s.amount !== p.amount) return `amount ${s.amount}, the payment is ${p.amount}`;
	return null;
}

/** A success callback as the check sees it: which provider, its event id, and what it says was paid. */
export interface Said {
	kind: string;
	eventId: string;
	stated: Stated;
}
