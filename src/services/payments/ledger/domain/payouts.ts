// Payout rules (spec 000 §2 "Payout object", §3 "Payout"): the state machine, the money checks
// and the destination bank account. Pure: no I/O, no clock — callers pass `now`.

import { MAX_AMOUNT, SUPPORTED_CURRENCIES } from "./money";

export const PAYOUT_STATUSES = ["pending", "in_transit", "paid", "failed", "cancelled"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_METHODS = ["manual", "gateway_a_disbursement"] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** pending → in_transit → paid | failed; pending → failed | cancelled. Nothing else. */
const MOVES: Record<PayoutStatus, readonly PayoutStatus[]> = {
	pending: ["in_transit", "failed", "cancelled"],
	in_transit: ["paid", "failed"],
	paid: [],
	failed: [],
	cancelled: [],
};

export const canTransition = (from: PayoutStatus, to: PayoutStatus) => MOVES[from].includes(to);

/** Why a move is refused, worded for the 409 invalid_transition message; null when allowed. */
export function transitionRefusal(id: string, from: PayoutStatus, to: PayoutStatus): string | null {
	if (canTransition(from, to)) return null;
	if (to === "cancelled") return `Payout ${id} is ${from}; only a pending payout can be cancelled`;
	return `Payout ${id} cannot move from ${from} to ${to}`;
}

/** Statuses whose amount counts as locked (spec: locked = sum of pending and in_transit). */
export const isLocking = (s: PayoutStatus) => s === "pending" || s === "in_transit";

/** The event a move fires (§6); cancellation and creation fire none (no payout.created). */
export function eventForMove(to: PayoutStatus): "payout.initiated" | "payout.paid" | "payout.failed" | null {
	if (to === "in_transit") return "payout.initiated";
	if (to === "paid") return "payout.paid";
	if (to === "failed") return "payout.failed";
	return null;
}

/** Timestamps a move sets: processedAt on in_transit; completedAt on paid or failed. */
export function stampsForMove(to: PayoutStatus, now: number): { processedAt?: number; completedAt?: number } {
	if (to === "in_transit") return { processedAt: now };
	if (to === "paid" || to === "failed") return { completedAt: now };
	return {};
}

// ---- money ----

/** Amounts are integers in minor units, positive, and at most the per-transaction ceiling (domain/money.ts). */
export const isPositiveAmount = (x: unknown): x is number =>
	typeof x === "number" && Number.isSafeInteger(x) && x > 0 && x <= MAX_AMOUNT;
export const INVALID_AMOUNT_MESSAGE = `amount must be a positive integer in minor units, at most ${MAX_AMOUNT}`;

export const CURRENCY_RE = /^[A-Z]{3}$/;
/** ISO 4217 alpha code; clients may send it in lower case. */
export function normalizeCurrency(x: string): string | null {
	const up = x.trim().toUpperCase();
	return CURRENCY_RE.test(up) ? up : null;
}

export interface Balance {
	currency: string;
	ledgerBalance: number;
	locked: number;
	available: number;
}

export const balanceOf = (currency: string, ledgerBalance: number, locked: number): Balance => ({
	ledgerBalance,
	locked,
	available: ledgerBalance - locked,
	currency,
});

/**
 * GET /v1/payouts/balance without ?currency= answers in rupiah: workspaces have no currency
 * setting, and IDR is what an Indonesian merchant settles in (spec 000 §1).
 */
export const DEFAULT_BALANCE_CURRENCY = "IDR";

/** What the service takes money in (spec 000 §1: rupiah, and US dollars through the wallet network). */
export const SETTLEMENT_CURRENCIES: readonly string[] = SUPPORTED_CURRENCIES;

/**
 * The one balance a caller asked for: the stored one; zeros for a settlement currency that has
 * seen no money yet; null (the caller answers 400) for any other code the workspace holds nothing
 * in. A stored balance always wins, so money in another currency (a plan priced in it) stays visible.
 */
export function balanceFor(currency: string, stored: Balance | undefined): Balance | null {
	if (stored) return stored;
	return SETTLEMENT_CURRENCIES.includes(currency) ? balanceOf(currency, 0, 0) : null;
}

/** null when `amount` fits in the available balance, else the insufficient_balance message. */
export function insufficientBalance(amount: number, b: Balance): string | null {
	if (amount <= b.available) return null;
	return (
		`Payout of ${amount} ${b.currency} exceeds the available balance of ${b.available} ${b.currency} ` +
		`(running balance ${b.ledgerBalance}, in-flight payouts ${b.locked})`
	);
}

// ---- destination bank account ----

export const BANK_LIMITS = { bankCode: 40, bankName: 60, bankAccountNumber: 40, bankAccountHolder: 80 } as const;
export const NOTE_MAX = 500;

export interface BankAccount {
	bankCode: string | null;
	bankName: string;
	bankAccountNumber: string;
	bankAccountHolder: string;
}
export type BankOverrides = Partial<{
	bankCode: string | null;
	bankName: string;
	bankAccountNumber: string;
	bankAccountHolder: string;
}>;

/**
 * Each bank field omitted from a create falls back to the workspace default on its own (§4
 * "Bank fields omitted from the create body fall back to the workspace default"). Returns the
 * missing required fields when neither side has them.
 */
export function resolveDestination(
	overrides: BankOverrides,
	fallback: BankAccount | null,
): { ok: true; bank: BankAccount } | { ok: false; missing: string[] } {
	const pick = <K extends keyof BankAccount>(k: K) => (overrides[k] !== undefined ? overrides[k] : fallback?.[k]);
	const bank = {
		bankCode: pick("bankCode") ?? null,
		bankName: pick("bankName"),
		bankAccountNumber: pick("bankAccountNumber"),
		bankAccountHolder: pick("bankAccountHolder"),
	};
	const missing = (["bankName", "bankAccountNumber", "bankAccountHolder"] as const).filter((k) => !bank[k]);
	if (missing.length) return { ok: false, missing };
	return { ok: true, bank: bank as BankAccount };
}

// ---- time filters (§2: "Time filters on payouts also accept Unix epoch seconds") ----

const ISO_8601 = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

/** ISO 8601 or epoch seconds (integer or decimal) → epoch ms; null when neither. */
export function parseTimeFilter(raw: string): number | null {
	const s = raw.trim();
	if (/^\d{1,12}(?:\.\d{1,3})?$/.test(s)) return Math.round(Number(s) * 1000);
	if (!ISO_8601.test(s)) return null;
	// A date or a local time without a zone is read as UTC, never as the server's zone.
	const withZone = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(s) || !s.includes(":") ? s : `${s}Z`;
	const ms = Date.parse(withZone.replace(" ", "T"));
	return Number.isFinite(ms) ? ms : null;
}
