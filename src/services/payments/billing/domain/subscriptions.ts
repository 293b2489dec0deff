// Subscription rules (spec 000 §3 "Subscription", §4 plan-change rules, REFERENCE "Subscriptions").
// Pure: no I/O, no clock. Times are epoch ms, money integer minor units.

export const SUBSCRIPTION_STATUSES = ["trialing", "active", "past_due", "paused", "canceled", "incomplete"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const TERMINAL: readonly SubscriptionStatus[] = ["canceled", "incomplete"];
export const isTerminal = (s: SubscriptionStatus) => TERMINAL.includes(s);

export const CANCEL_REASONS = ["customer_portal", "merchant", "failed_payment", "user_request"] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export const COLLECTION_METHODS = ["charge_automatically", "send_invoice"] as const;
export type CollectionMethod = (typeof COLLECTION_METHODS)[number];
export const INTERVALS = ["day", "week", "month", "year"] as const;
export type Interval = (typeof INTERVALS)[number];

/** Everything that moves a subscription's status, named after the spec table's "Moves it" column. */
export type Move =
	| "create_trial" // trialDays > 0
	| "create_paid" // trialDays = 0, unitAmount > 0, first charge succeeds (or pending / send_invoice)
	| "create_free" // unitAmount = 0
	| "create_declined" // provider declines the first charge
	| "trial_end_paid" // trial end, first charge succeeds (or free / send_invoice)
	| "trial_end_declined" // trial end, first charge declined (not in the spec table: dunning, as a renewal)
	| "renewal_declined"
	| "dunning_paid"
	| "dunning_exhausted"
	| "pause"
	| "resume"
	| "cancel_now"
	| "cancel_at_reached";

export interface TransitionRow {
	from: SubscriptionStatus | null;
	move: Move;
	to: SubscriptionStatus;
	/** True when the spec's table lists the row; false for the documented extensions. */
	inSpec: boolean;
}

const NON_TERMINAL: SubscriptionStatus[] = ["trialing", "active", "past_due", "paused"];

/** The spec's transition table as data. Anything not here is 409 conflict. */
export const TRANSITIONS: readonly TransitionRow[] = [
	{ from: null, move: "create_trial", to: "trialing", inSpec: true },
	{ from: null, move: "create_paid", to: "active", inSpec: true },
	{ from: null, move: "create_free", to: "active", inSpec: true },
	{ from: null, move: "create_declined", to: "incomplete", inSpec: true },
	// A future startAt without trial: the first charge happens at startAt, still "the first charge".
	{ from: "active", move: "create_declined", to: "incomplete", inSpec: true },
	{ from: "trialing", move: "trial_end_paid", to: "active", inSpec: true },
	{ from: "trialing", move: "trial_end_declined", to: "past_due", inSpec: false },
	{ from: "active", move: "renewal_declined", to: "past_due", inSpec: true },
	{ from: "past_due", move: "dunning_paid", to: "active", inSpec: true },
	{ from: "past_due", move: "dunning_exhausted", to: "canceled", inSpec: true },
	{ from: "active", move: "pause", to: "paused", inSpec: true },
	{ from: "paused", move: "resume", to: "active", inSpec: true },
	...NON_TERMINAL.map((from) => ({ from, move: "cancel_now" as const, to: "canceled" as const, inSpec: true })),
	// cancelAt reached: the spec lists active; a scheduled cancel on a trialing, past_due or paused
	// subscription also ends at its boundary (the table's "renewal cron finalises to canceled").
	...NON_TERMINAL.map((from) => ({
		from,
		move: "cancel_at_reached" as const,
		to: "canceled" as const,
		inSpec: from === "active",
	})),
];

export function transition(from: SubscriptionStatus | null, move: Move): SubscriptionStatus | null {
	return TRANSITIONS.find((t) => t.from === from && t.move === move)?.to ?? null;
}

/** States the spec's table can reach from "(none)" using its own rows. */
export function reachableStates(
	rows: readonly TransitionRow[] = TRANSITIONS.filter((t) => t.inSpec),
): Set<SubscriptionStatus> {
	const seen = new Set<SubscriptionStatus>();
	let frontier: (SubscriptionStatus | null)[] = [null];
	while (frontier.length) {
		const next: SubscriptionStatus[] = [];
		for (const f of frontier) {
			for (const r of rows) {
				if (r.from !== f || seen.has(r.to)) continue;
				seen.add(r.to);
				next.push(r.to);
			}
		}
		frontier = next;
	}
	return seen;
}

// ---------------------------------------------------------------- periods

export const DAY_MS = 86_400_000;
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();

/**
 * `from` plus `count` intervals. Months and years keep `anchorDay` (the start's day of month),
 * clamped to shorter months: Jan 31 → Feb 28 → Mar 31. Time of day is kept (UTC).
 */
export function addInterval(
	from: number,
	interval: Interval,
	count: number,
	anchorDay = new Date(from).getUTCDate(),
): number {
	if (interval === "day") return from + count * DAY_MS;
	if (interval === "week") return from + count * 7 * DAY_MS;
	const d = new Date(from);
	const months = interval === "month" ? count : count * 12;
	const total = d.getUTCFullYear() * 12 + d.getUTCMonth() + months;
	const y = Math.floor(total / 12);
	const m = total % 12;
	const day = Math.min(anchorDay, daysInMonth(y, m));
	return Date.UTC(y, m, day, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
}

/** Max intervalCount per interval: a period is at most three years. */
export const MAX_INTERVAL_COUNT: Record<Interval, number> = { day: 1095, week: 156, month: 36, year: 3 };

// ---------------------------------------------------------------- proration

/**
 * REFERENCE: proration on upgrade = (new − old) × remaining seconds / period seconds, rounded down
 * to the minor unit. Whole seconds (floored); BigInt so large amounts never lose precision.
 * 0 when the price does not rise or the period is over.
 */
export function proration(
	oldAmount: number,
	newAmount: number,
	periodStart: number,
	periodEnd: number,
	now: number,
): number {
	const periodS = Math.floor((periodEnd - periodStart) / 1000);
	const remainingS = Math.min(periodS, Math.max(0, Math.floor((periodEnd - now) / 1000)));
	if (newAmount <= oldAmount || periodS <= 0 || remainingS <= 0) return 0;
	return Number((BigInt(newAmount - oldAmount) * BigInt(remainingS)) / BigInt(periodS));
}

export type PlanChange = { kind: "same" } | { kind: "upgrade" } | { kind: "downgrade" } | { kind: "lateral" };
/** Upgrade = higher amount (charged now), downgrade = lower (at period end), lateral = equal amount (swap now). */
export function classifyChange(
	currentPriceId: string | null,
	currentAmount: number,
	newPriceId: string,
	newAmount: number,
): PlanChange {
	if (currentPriceId === newPriceId) return { kind: "same" };
	if (newAmount > currentAmount) return { kind: "upgrade" };
	if (newAmount < currentAmount) return { kind: "downgrade" };
	return { kind: "lateral" };
}

// ---------------------------------------------------------------- pause / resume

/** Resume keeps the days left when paused: the period is shifted by the time spent paused. */
export function resumedPeriod(
	p: { currentPeriodStart: number; currentPeriodEnd: number; pausedAt: number; cancelAt: number | null },
	now: number,
) {
	const shift = Math.max(0, now - p.pausedAt);
	return {
		currentPeriodStart: p.currentPeriodStart + shift,
		currentPeriodEnd: p.currentPeriodEnd + shift,
		// A cancellation scheduled for the period end follows the period end.
		cancelAt: p.cancelAt == null ? null : p.cancelAt === p.currentPeriodEnd ? p.currentPeriodEnd + shift : p.cancelAt,
	};
}

// ---------------------------------------------------------------- dunning

/** REFERENCE: retries 1, 3, 5 and 7 days after the (first) failure; then cancel with failed_payment. */
export const DUNNING_OFFSETS_DAYS = [1, 3, 5, 7] as const;
export const TRIAL_WILL_END_MS = 3 * DAY_MS;
/** A first charge the provider could not be asked (network, outage) is retried by the cron after this. */
export const PROVIDER_ERROR_RETRY_MS = 60_000;
/** send_invoice invoices are due this many days after issue. */
export const SEND_INVOICE_DUE_DAYS = 30;

export interface DunningState {
	firstFailedAt: number;
	/** Automatic retries already made (0-4). */
	autoRetries: number;
	/** A hard decline was seen: no more automatic retries. */
	hardDeclined: boolean;
}

/**
 * What dunning does next after a failure: another automatic retry at a time, or exhaustion. A hard
 * decline is never retried; the subscription stays past_due (a new token and POST
 * /v1/invoices/{id}/pay can still save it) until the window closes at the last retry's time.
 */
export function dunningNext(
	d: DunningState,
	now: number,
): { kind: "retry"; at: number } | { kind: "exhaust"; at: number } {
	const last = d.firstFailedAt + DUNNING_OFFSETS_DAYS[DUNNING_OFFSETS_DAYS.length - 1] * DAY_MS;
	if (d.hardDeclined) return { kind: "exhaust", at: Math.max(now, last) };
	if (d.autoRetries >= DUNNING_OFFSETS_DAYS.length) return { kind: "exhaust", at: now };
	return { kind: "retry", at: d.firstFailedAt + DUNNING_OFFSETS_DAYS[d.autoRetries] * DAY_MS };
}

// ---------------------------------------------------------------- discounts

export interface CouponTerms {
	percentOff: number | null;
	amountOff: number | null;
	currency: string | null;
	duration: "once" | "repeating" | "forever";
	durationInMonths: number | null;
}

/**
 * When a coupon stops applying, counted from the first paid period's start: once → only the
 * invoice whose period starts there; repeating → that many calendar months; forever → null.
 */
export function discountEndsAt(c: CouponTerms, firstPaidPeriodStart: number): number | null {
	if (c.duration === "forever") return null;
	if (c.duration === "once") return firstPaidPeriodStart + 1;
	return addInterval(firstPaidPeriodStart, "month", c.durationInMonths ?? 1);
}

/**
 * Discount on a subtotal: the coupon (percent rounded down, or a fixed amount in the same currency)
 * plus a one-off credit, never more than the subtotal.
 */
export function invoiceDiscount(
	subtotal: number,
	coupon: CouponTerms | null,
	couponApplies: boolean,
	credit: number,
): { discount: number; creditUsed: number } {
	let couponPart = 0;
	if (coupon && couponApplies) {
		if (coupon.percentOff != null) couponPart = Math.floor((subtotal * coupon.percentOff) / 100);
		else if (coupon.amountOff != null) couponPart = coupon.amountOff;
	}
	couponPart = Math.min(couponPart, subtotal);
	const creditUsed = Math.min(Math.max(0, credit), subtotal - couponPart);
	return { discount: couponPart + creditUsed, creditUsed };
}

// ---------------------------------------------------------------- what the engine owes a subscription

export interface EngineView {
	status: SubscriptionStatus;
	currentPeriodEnd: number;
	trialEnd: number | null;
	trialWillEndSentAt: number | null;
	firstInvoiceAt: number | null;
	cancelAt: number | null;
	resumeAt: number | null;
}

export type DueAction = "cancel_at" | "trial_will_end" | "trial_end" | "first_invoice" | "renew" | "auto_resume";

/** Every timed action of a subscription with its time, earliest first (ties in this order). */
export function scheduledActions(s: EngineView): { action: DueAction; at: number }[] {
	const out: { action: DueAction; at: number }[] = [];
	if (isTerminal(s.status)) return out;
	// A paused period does not run: its scheduled end (and a cancellation at it) moves on resume.
	if (s.cancelAt != null && s.status !== "paused") out.push({ action: "cancel_at", at: s.cancelAt });
	if (s.status === "trialing" && s.trialEnd != null) {
		if (s.trialWillEndSentAt == null) out.push({ action: "trial_will_end", at: s.trialEnd - TRIAL_WILL_END_MS });
		out.push({ action: "trial_end", at: s.trialEnd });
	}
	if (s.status === "active" && s.firstInvoiceAt != null) out.push({ action: "first_invoice", at: s.firstInvoiceAt });
	// past_due does not renew until dunning settles it; paused periods do not progress.
	if (s.status === "active" && s.firstInvoiceAt == null) out.push({ action: "renew", at: s.currentPeriodEnd });
	if (s.status === "paused" && s.resumeAt != null) out.push({ action: "auto_resume", at: s.resumeAt });
	const rank: DueAction[] = ["trial_will_end", "auto_resume", "first_invoice", "cancel_at", "trial_end", "renew"];
	return out.sort((a, b) => a.at - b.at || rank.indexOf(a.action) - rank.indexOf(b.action));
}

/** The action due at `now`, if any. A cancelAt on the same instant as a renewal wins (no charge). */
export function dueAction(s: EngineView, now: number): DueAction | null {
	return scheduledActions(s).find((a) => a.at <= now)?.action ?? null;
}

export const nextActionAt = (s: EngineView): number | null => scheduledActions(s)[0]?.at ?? null;

// ---------------------------------------------------------------- metadata

export const METADATA_MAX_KEYS = 50;
export const METADATA_KEY_MAX = 40;
export const METADATA_VALUE_MAX = 500;
