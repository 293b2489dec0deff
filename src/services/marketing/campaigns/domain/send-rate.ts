// The send throttle's arithmetic (issue 40), pure: a token bucket kept as a virtual clock. `nextFree`
// is the moment the bucket has paid back every reservation made so far; a full bucket is
// `nextFree ≤ now − BURST_MS` (an idle channel banks at most one second's worth of messages). A
// reservation of n messages at perSecond pays n·1000/perSecond of that clock and the caller waits
// until the clock has caught up with it, so over any interval of T ms, messages started through
// the bucket stay ≤ perSecond·(T + BURST_MS)/1000.

/** The burst an idle channel may send at once: one second's worth of its rate. */
export const BURST_MS = 1_000;
/** The longest pause a 429 may impose (a larger Retry-After is capped: a bad header cannot park a channel). */
export const MAX_PENALTY_MS = 15 * 60_000;

export interface Reservation {
	/** The bucket's clock after the reservation. */
	nextFree: number;
	/** Milliseconds the caller waits before starting its messages (0: at once). */
	waitMs: number;
}

/** Reserves n starts at perSecond on a bucket whose clock is `nextFree`; n = 0 only reads the wait. */
export function reserve(nextFree: number, now: number, n: number, perSecond: number): Reservation {
	const paidBy = Math.max(nextFree, now - BURST_MS) + (n * 1000) / perSecond;
	return { nextFree: n > 0 ? paidBy : nextFree, waitMs: Math.max(0, Math.ceil(paidBy - now)) };
}

/**
 * A provider's 429: nothing starts before now + ms, and the bucket is empty then (sending resumes at
 * the rate, without a burst). A shorter pause never pulls the clock back.
 */
export const penalize = (nextFree: number, now: number, ms: number): number =>
	Math.max(nextFree, now + Math.min(ms, MAX_PENALTY_MS));

/** Why an argument is refused, or null. */
export function badReservation(n: number, perSecond: number): string | null {
	if (!Number.isInteger(n) || n < 0) return "n must be a whole number ≥ 0";
	if (!Number.isFinite(perSecond) || perSecond <= 0) return "perSecond must be a number > 0";
	return null;
}

export const badPenalty = (ms: number): string | null =>
	!Number.isFinite(ms) || ms < 0 ? "ms must be a number ≥ 0" : null;
