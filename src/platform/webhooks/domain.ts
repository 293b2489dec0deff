// Pure webhook rules (REFERENCE "Webhook delivery"): subscriptions, the retry schedule and when an
// endpoint is switched off. No I/O, so test/platform/webhooks/domain.test.ts checks them directly.

/** Seconds to wait after failed attempt n (1-based) before attempt n + 1. */
export const RETRY_SCHEDULE_SECONDS = [1, 5, 25, 120, 600, 3600, 21600] as const;
/** The first attempt plus one per scheduled retry. */
export const MAX_ATTEMPTS = RETRY_SCHEDULE_SECONDS.length + 1;
/** Consecutive failed deliveries that switch an endpoint off. */
export const AUTO_DISABLE_STREAK = 15;
/** An endpoint failing continuously this long is switched off too. */
export const AUTO_DISABLE_AFTER_MS = 3 * 24 * 3600 * 1000;
/** Entries an endpoint may subscribe to. */
export const MAX_SUBSCRIBED_EVENTS = 100;
export const MAX_DESCRIPTION_LENGTH = 500;
/** rotate-secret expiresInSeconds: the longest a rolled secret keeps signing (24 h). */
export const MAX_SECRET_ROLL_SECONDS = 86_400;

export type DeliveryStatus = "pending" | "succeeded" | "failed";
export const DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;

/** Why a delivery ended failed (shown as failureReason). */
export type DeliveryFailure = "attempts_exhausted" | "endpoint_disabled" | "endpoint_deleted" | "dead_lettered";

/** One attempt as the delivery's attemptLog shows it. */
export interface AttemptEntry {
	at: number;
	statusCode: number | null;
	durationMs: number;
	error: string | null;
}

/** Does a subscription list (exact types, prefixes ending in ".", or "*") cover `type`? */
export function matchesEvent(patterns: readonly string[], type: string): boolean {
	return patterns.some((p) => p === "*" || p === type || (p.endsWith(".") && type.startsWith(p)));
}

/**
 * How a service lets endpoints subscribe: "patterns" (exact types, prefixes ending in ".", or "*",
 * in any mix) or "exact" (exact known types only, or "*" as the single entry: spec 002).
 */
export type SubscriptionRule = "patterns" | "exact";

/**
 * Validates an endpoint's `events`: a non-empty list of known types, prefixes ending in "." that
 * cover at least one known type, or "*" (under the "exact" rule: known types, or "*" alone).
 * Returns the normalised list (deduplicated, order kept) or the reason it is refused.
 */
export function normaliseSubscriptions(
	patterns: readonly string[],
	catalogue: readonly string[],
	rule: SubscriptionRule = "patterns",
): { ok: true; events: string[] } | { ok: false; reason: string } {
	const exact = rule === "exact";
	if (patterns.length === 0)
		return {
			ok: false,
			reason: exact
				? 'events must list at least one event type, or "*" alone'
				: 'events must list at least one event type, a prefix ending in ".", or "*"',
		};
	if (patterns.length > MAX_SUBSCRIBED_EVENTS)
		return { ok: false, reason: `events lists at most ${MAX_SUBSCRIBED_EVENTS} entries` };
	if (exact && patterns.includes("*") && patterns.some((p) => p !== "*"))
		return { ok: false, reason: 'events: "*" (every event type) must be the only entry' };
	const out: string[] = [];
	for (const p of patterns) {
		const prefix = p.endsWith(".");
		const known = p === "*" || (prefix ? !exact && catalogue.some((t) => t.startsWith(p)) : catalogue.includes(p));
		if (!known) {
			return {
				ok: false,
				reason: !prefix
					? `events: unknown event type "${p}" (subscribe to a known type${exact ? ', or "*" alone' : ', a prefix ending in ".", or "*"'})`
					: exact
						? `events: prefixes such as "${p}" are not accepted; list exact event types, or "*" alone`
						: `events: no event type starts with "${p}"`,
			};
		}
		if (!out.includes(p)) out.push(p);
	}
	return { ok: true, events: out };
}

/** Does an event-list filter (`type=payout.paid` or `type=payout.`) select `type`? */
export const typeFilterMatches = (filter: string, type: string) =>
	filter.endsWith(".") ? type.startsWith(filter) : type === filter;

export type AfterAttempt =
	| { status: "succeeded" }
	| { status: "pending"; retryInSeconds: number }
	| { status: "failed"; reason: "attempts_exhausted" };

/**
 * What follows attempt number `attempts` (1-based, counting this one) of a delivery allowed
 * `maxAttempts`: success on 2xx; otherwise the next scheduled retry, or failed after the last.
 */
export function afterAttempt(ok: boolean, attempts: number, maxAttempts: number = MAX_ATTEMPTS): AfterAttempt {
	if (ok) return { status: "succeeded" };
	if (attempts >= maxAttempts || attempts > RETRY_SCHEDULE_SECONDS.length)
		return { status: "failed", reason: "attempts_exhausted" };
	return { status: "pending", retryInSeconds: RETRY_SCHEDULE_SECONDS[attempts - 1] };
}

export const isSuccessStatus = (status: number) => status >= 200 && status < 300;

/**
 * Should an endpoint be switched off? After `streak` consecutive failed deliveries, or when it has
 * been failing continuously since `firstFailureAt` for AUTO_DISABLE_AFTER_MS. Returns the reason.
 */
export function autoDisableReason(streak: number, firstFailureAt: number | null, now: number): string | null {
	if (streak >= AUTO_DISABLE_STREAK) return `Switched off after ${streak} consecutive failed deliveries`;
	if (firstFailureAt != null && now - firstFailureAt >= AUTO_DISABLE_AFTER_MS) {
		return `Switched off after failing continuously since ${new Date(firstFailureAt).toISOString()} (3 days)`;
	}
	return null;
}
