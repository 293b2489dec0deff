// Ledger rules (spec 000 §2 "Ledger linkage"; REFERENCE "Ledger"): entries are immutable and a
// correction is a new entry. Balance per currency = credits - debits. Pure.
import { MAX_AMOUNT } from "./money";

export const SOURCE_TYPES = ["payment", "refund", "fee", "payout"] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

/**
 * Entry codes. One (code, sourceType, sourceId) posts at most once — that is what makes
 * settlement, refunds, payouts and reversals idempotent.
 */
export const ENTRY_CODES = {
	payment: { direction: "credit", sourceType: "payment" },
	fee: { direction: "debit", sourceType: "fee" },
	refund: { direction: "debit", sourceType: "refund" },
	payout: { direction: "debit", sourceType: "payout" },
	/** The rail reversed a paid payout: the money came back (never an edit of the payout entry). */
	payout_reversal: { direction: "credit", sourceType: "payout" },
	/** The provider failed a refund already debited: the amount returns (Stripe's refund_failure). */
	refund_failure: { direction: "credit", sourceType: "refund" },
} as const satisfies Record<string, { direction: Direction; sourceType: SourceType }>;
export type EntryCode = keyof typeof ENTRY_CODES;
export type Direction = "credit" | "debit";

export const signed = (direction: Direction, amount: number) => (direction === "credit" ? amount : -amount);

export interface EntryLike {
	direction: Direction;
	amount: number;
	currency: string;
}

/** credits − debits per currency: the definition every materialised balance is checked against. */
export function sumEntries(entries: Iterable<EntryLike>): Map<string, number> {
	const out = new Map<string, number>();
	for (const e of entries) out.set(e.currency, (out.get(e.currency) ?? 0) + signed(e.direction, e.amount));
	return out;
}

export interface SettlementInput {
	paymentId: string;
	amount: number;
	fee: number;
	currency: string;
}

/** Why a settlement is malformed, or null. The fee never exceeds the payment, so a settlement never lowers the balance. */
export function settlementProblem(s: SettlementInput): { param: string; message: string } | null {
	if (!s.paymentId || s.paymentId.length > 255) return { param: "paymentId", message: "paymentId is 1-255 characters" };
	if (!Number.isSafeInteger(s.amount) || s.amount <= 0 || s.amount > MAX_AMOUNT)
		return { param: "amount", message: `amount must be a positive integer in minor units, at most ${MAX_AMOUNT}` };
	if (!Number.isSafeInteger(s.fee) || s.fee < 0 || s.fee > MAX_AMOUNT)
		return { param: "fee", message: `fee must be a non-negative integer in minor units, at most ${MAX_AMOUNT}` };
	if (s.fee > s.amount) return { param: "fee", message: "fee cannot exceed amount" };
	return null;
}
