// Money rules every payments amount and currency follows (docs/payments.md "Amounts and
// currencies"). Pure.

/**
 * The ISO 4217 codes payments takes money in (spec 000 §1: rupiah, and US dollars through the
 * wallet network). Plans, prices, coupons, checkout, settlements, payouts and schedules accept
 * only these; anything else (XXX, BTC) is 400 validation_error.
 */
export const SUPPORTED_CURRENCIES = ["IDR", "USD"] as const;
export const isSupportedCurrency = (c: string) => (SUPPORTED_CURRENCIES as readonly string[]).includes(c);

/**
 * The largest amount one transaction may carry, in minor units (10^12: a trillion rupiah, far
 * above any single payment, and a thousand times below 2^53 so sums of many stay exact).
 */
export const MAX_AMOUNT = 1_000_000_000_000;

/** Whether adding `delta` to `balance` stays an exact integer (a balance never passes 2^53 − 1). */
export const fitsBalance = (balance: number, delta: number) => Number.isSafeInteger(balance + delta);
