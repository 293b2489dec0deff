import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FEE_SCHEDULE, feeFor, PAYMENT_METHODS } from "../../../src/services/payments/charges/domain/fees";
import {
	addInterval,
	classifyChange,
	DAY_MS,
	discountEndsAt,
	dueAction,
	dunningNext,
	invoiceDiscount,
	type Move,
	nextActionAt,
	proration,
	reachableStates,
	resumedPeriod,
	SUBSCRIPTION_STATUSES,
	type SubscriptionStatus,
	TRANSITIONS,
	transition,
} from "../../../src/services/payments/billing/domain/subscriptions";

const MOVES: Move[] = [...new Set(TRANSITIONS.map((t) => t.move))];

describe("subscription state machine (spec §3 table)", () => {
	it("encodes every row of the spec's table", () => {
		const rows: Array<[SubscriptionStatus | null, Move, SubscriptionStatus]> = [
			[null, "create_trial", "trialing"],
			[null, "create_paid", "active"],
			[null, "create_free", "active"],
			[null, "create_declined", "incomplete"],
			["trialing", "trial_end_paid", "active"],
			["active", "renewal_declined", "past_due"],
			["past_due", "dunning_paid", "active"],
			["past_due", "dunning_exhausted", "canceled"],
			["active", "pause", "paused"],
			["paused", "resume", "active"],
			["trialing", "cancel_now", "canceled"],
			["active", "cancel_now", "canceled"],
			["past_due", "cancel_now", "canceled"],
			["paused", "cancel_now", "canceled"],
			["active", "cancel_at_reached", "canceled"],
		];
		for (const [from, move, to] of rows) expect(transition(from, move), `${from} ${move}`).toBe(to);
	});

	it("refuses wrong-state moves (409 conflict in the API)", () => {
		expect(transition("trialing", "pause")).toBeNull();
		expect(transition("past_due", "pause")).toBeNull();
		expect(transition("paused", "pause")).toBeNull();
		expect(transition("active", "resume")).toBeNull();
		expect(transition("trialing", "resume")).toBeNull();
		for (const t of ["canceled", "incomplete"] as const)
			for (const m of MOVES) expect(transition(t, m), `${t} ${m}`).toBeNull();
	});

	it("the spec's own rows reach every status; canceled and incomplete are terminal", () => {
		expect([...reachableStates()].sort()).toEqual([...SUBSCRIPTION_STATUSES].sort());
		for (const r of TRANSITIONS) expect(["canceled", "incomplete"]).not.toContain(r.from);
	});

	it("extensions beyond the table only lead to states the table reaches from the same origin", () => {
		const spec = reachableStates();
		for (const r of TRANSITIONS.filter((t) => !t.inSpec)) expect(spec.has(r.to)).toBe(true);
	});

	it("property: no sequence of API and engine moves leaves a subscription in a state the spec's table cannot reach", () => {
		const spec = reachableStates();
		fc.assert(
			fc.property(fc.array(fc.constantFrom<Move>(...MOVES), { maxLength: 40 }), (moves) => {
				let state: SubscriptionStatus | null = null;
				for (const m of moves) {
					const next = transition(state, m);
					if (next === null) continue; // refused: unchanged (409 conflict)
					// each applied move is a row of the table
					expect(TRANSITIONS.some((t) => t.from === state && t.move === m && t.to === next)).toBe(true);
					if (state === "canceled" || state === "incomplete") throw new Error("left a terminal state");
					state = next;
					expect(spec.has(state)).toBe(true);
				}
			}),
			{ numRuns: 2000 },
		);
	});
});

describe("periods", () => {
	it("months keep the anchor day, clamped to short months", () => {
		const jan31 = Date.UTC(2026, 0, 31, 10, 0);
		expect(new Date(addInterval(jan31, "month", 1)).toISOString()).toBe("2026-02-28T10:00:00.000Z");
		const feb28 = addInterval(jan31, "month", 1);
		expect(new Date(addInterval(feb28, "month", 1, 31)).toISOString()).toBe("2026-03-31T10:00:00.000Z");
		expect(new Date(addInterval(Date.UTC(2024, 1, 29), "year", 1)).toISOString()).toBe("2025-02-28T00:00:00.000Z");
		expect(addInterval(0, "day", 3)).toBe(3 * DAY_MS);
		expect(addInterval(0, "week", 2)).toBe(14 * DAY_MS);
		expect(new Date(addInterval(Date.UTC(2026, 10, 15), "month", 3)).toISOString()).toBe("2027-02-15T00:00:00.000Z");
	});
	it("property: a period always ends after it starts", () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 0, max: 4_000_000_000_000 }),
				fc.constantFrom("day", "week", "month", "year" as const),
				fc.integer({ min: 1, max: 36 }),
				(t, i, n) => {
					expect(addInterval(t, i, n)).toBeGreaterThan(t);
				},
			),
		);
	});
});

describe("proration (REFERENCE: (new − old) × remaining s / period s, rounded down)", () => {
	const start = Date.UTC(2026, 0, 1);
	const end = start + 30 * DAY_MS;
	it("charges the difference for the rest of the period", () => {
		expect(proration(100_000, 250_000, start, end, start)).toBe(150_000);
		expect(proration(100_000, 250_000, start, end, start + 15 * DAY_MS)).toBe(75_000);
		// 1/3 of 100 = 33.33 → 33 (rounded down)
		expect(proration(0, 100, start, start + 3000, start + 2000)).toBe(33);
		expect(proration(100_000, 250_000, start, end, end)).toBe(0);
		expect(proration(250_000, 100_000, start, end, start)).toBe(0);
	});
	it("uses whole seconds", () => {
		// 29 999 ms left of 30 000 → 29 s of 30 s
		expect(proration(0, 3000, 0, 30_000, 1)).toBe(2900);
	});
	it("never overflows or goes negative, never exceeds the difference", () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 0, max: 2 ** 50 }),
				fc.integer({ min: 0, max: 2 ** 50 }),
				fc.integer({ min: 1, max: 400 * 86400 }),
				fc.double({ min: 0, max: 1, noNaN: true }),
				(a, b, ps, f) => {
					const now = Math.floor(ps * 1000 * f);
					const p = proration(a, b, 0, ps * 1000, now);
					expect(Number.isSafeInteger(p)).toBe(true);
					expect(p).toBeGreaterThanOrEqual(0);
					expect(p).toBeLessThanOrEqual(Math.max(0, b - a));
				},
			),
		);
	});
	it("classifies changes", () => {
		expect(classifyChange("pr_a", 100, "pr_a", 100).kind).toBe("same");
		expect(classifyChange("pr_a", 100, "pr_b", 200).kind).toBe("upgrade");
		expect(classifyChange("pr_a", 100, "pr_b", 50).kind).toBe("downgrade");
		expect(classifyChange("pr_a", 100, "pr_b", 100).kind).toBe("lateral");
	});
});

describe("pause / resume", () => {
	it("resume preserves the remaining days and moves a period-end cancellation with it", () => {
		const r = resumedPeriod(
			{ currentPeriodStart: 0, currentPeriodEnd: 30 * DAY_MS, pausedAt: 10 * DAY_MS, cancelAt: 30 * DAY_MS },
			25 * DAY_MS,
		);
		expect(r.currentPeriodEnd - 25 * DAY_MS).toBe(20 * DAY_MS);
		expect(r.cancelAt).toBe(r.currentPeriodEnd);
		expect(r.currentPeriodEnd - r.currentPeriodStart).toBe(30 * DAY_MS);
	});
});

describe("dunning (REFERENCE: retries 1, 3, 5, 7 days after the failure; hard declines not retried)", () => {
	it("schedules the four retries, then exhausts", () => {
		const f = 1_000_000;
		expect([0, 1, 2, 3].map((n) => dunningNext({ firstFailedAt: f, autoRetries: n, hardDeclined: false }, f))).toEqual(
			[1, 3, 5, 7].map((d) => ({ kind: "retry", at: f + d * DAY_MS })),
		);
		expect(dunningNext({ firstFailedAt: f, autoRetries: 4, hardDeclined: false }, f + 7 * DAY_MS)).toEqual({
			kind: "exhaust",
			at: f + 7 * DAY_MS,
		});
	});
	it("a hard decline gets no retry; the window closes at the last retry time", () => {
		const f = 5_000;
		expect(dunningNext({ firstFailedAt: f, autoRetries: 0, hardDeclined: true }, f)).toEqual({
			kind: "exhaust",
			at: f + 7 * DAY_MS,
		});
		expect(dunningNext({ firstFailedAt: f, autoRetries: 2, hardDeclined: true }, f + 9 * DAY_MS)).toEqual({
			kind: "exhaust",
			at: f + 9 * DAY_MS,
		});
	});
});

describe("discounts", () => {
	const pct = { percentOff: 25, amountOff: null, currency: null, duration: "forever" as const, durationInMonths: null };
	it("percent rounds down; amount is capped; credit fills what is left", () => {
		expect(invoiceDiscount(999, pct, true, 0)).toEqual({ discount: 249, creditUsed: 0 });
		expect(invoiceDiscount(1000, { ...pct, percentOff: null, amountOff: 5000 }, true, 100)).toEqual({
			discount: 1000,
			creditUsed: 0,
		});
		expect(invoiceDiscount(1000, pct, true, 100)).toEqual({ discount: 350, creditUsed: 100 });
		expect(invoiceDiscount(1000, pct, false, 2000)).toEqual({ discount: 1000, creditUsed: 1000 });
	});
	it("durations", () => {
		const t = Date.UTC(2026, 0, 15);
		expect(discountEndsAt(pct, t)).toBeNull();
		expect(discountEndsAt({ ...pct, duration: "once" }, t)).toBe(t + 1);
		expect(
			new Date(discountEndsAt({ ...pct, duration: "repeating", durationInMonths: 3 }, t) as number).toISOString(),
		).toBe("2026-04-15T00:00:00.000Z");
	});
});

describe("engine schedule", () => {
	const base = {
		status: "trialing" as const,
		currentPeriodEnd: 10 * DAY_MS,
		trialEnd: 10 * DAY_MS,
		trialWillEndSentAt: null,
		firstInvoiceAt: null,
		cancelAt: null,
		resumeAt: null,
	};
	it("trial_will_end three days before the trial ends, then the trial end", () => {
		expect(nextActionAt(base)).toBe(7 * DAY_MS);
		expect(dueAction(base, 7 * DAY_MS - 1)).toBeNull();
		expect(dueAction(base, 7 * DAY_MS)).toBe("trial_will_end");
		expect(dueAction({ ...base, trialWillEndSentAt: 1 }, 10 * DAY_MS)).toBe("trial_end");
	});
	it("a cancelAt at the period end wins over the renewal; paused and terminal rows do not renew", () => {
		const a = { ...base, status: "active" as const, trialEnd: null };
		expect(dueAction(a, 10 * DAY_MS)).toBe("renew");
		expect(dueAction({ ...a, cancelAt: 10 * DAY_MS }, 10 * DAY_MS)).toBe("cancel_at");
		expect(dueAction({ ...a, status: "paused" }, 99 * DAY_MS)).toBeNull();
		expect(dueAction({ ...a, status: "paused", resumeAt: 20 * DAY_MS }, 20 * DAY_MS)).toBe("auto_resume");
		expect(dueAction({ ...a, status: "past_due" }, 99 * DAY_MS)).toBeNull();
		expect(nextActionAt({ ...a, status: "canceled" })).toBeNull();
	});
});

describe("fees (bps + fixed, rounded half up, capped at the amount)", () => {
	it("per method", () => {
		expect(feeFor("card", 100_000, "IDR")).toBe(2900 + 2000);
		expect(feeFor("ewallet", 100_000, "IDR")).toBe(1500);
		expect(feeFor("virtual_account", 100_000, "IDR")).toBe(4000);
		expect(feeFor("qris", 1000, "IDR")).toBe(7);
		expect(feeFor("wallet_network", 1000, "USD")).toBe(35 + 49);
	});
	it("rounds half up: 0.5 → 1, 0.49 → 0", () => {
		const s = { ...FEE_SCHEDULE, qris: { bps: 50, fixed: {} } };
		expect(feeFor("qris", 100, "IDR", s)).toBe(1); // 0.5
		expect(feeFor("qris", 99, "IDR", s)).toBe(0); // 0.495
		expect(feeFor("qris", 300, "IDR", s)).toBe(2); // 1.5
	});
	it("never exceeds the amount, never negative, integer", () => {
		fc.assert(
			fc.property(
				fc.constantFrom(...PAYMENT_METHODS),
				fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
				fc.constantFrom("IDR", "USD"),
				(m, a, c) => {
					const f = feeFor(m, a, c);
					expect(Number.isSafeInteger(f)).toBe(true);
					expect(f).toBeGreaterThanOrEqual(0);
					expect(f).toBeLessThanOrEqual(a);
				},
			),
		);
		expect(feeFor("card", 1000, "IDR")).toBe(1000);
	});
});
