import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	AUTO_DISABLE_AFTER_MS,
	AUTO_DISABLE_STREAK,
	afterAttempt,
	autoDisableReason,
	MAX_ATTEMPTS,
	matchesEvent,
	normaliseSubscriptions,
	RETRY_SCHEDULE_SECONDS,
	typeFilterMatches,
} from "../../../src/platform/webhooks/domain";

const CATALOGUE = [
	"payout.initiated",
	"payout.paid",
	"payout.failed",
	"subscription.created",
	"adapter.managed.kyb_changed",
];

describe("retry schedule (REFERENCE: 1 s, 5 s, 25 s, 2 min, 10 min, 1 h, 6 h)", () => {
	it("is exactly the reference schedule, eight attempts in all", () => {
		expect([...RETRY_SCHEDULE_SECONDS]).toEqual([1, 5, 25, 120, 600, 3600, 21600]);
		expect(MAX_ATTEMPTS).toBe(8);
	});

	it("failed attempt n waits schedule[n-1]; the eighth failure is final; any 2xx succeeds", () => {
		const delays: number[] = [];
		for (let n = 1; n <= 8; n++) {
			const next = afterAttempt(false, n);
			if (next.status === "pending") delays.push(next.retryInSeconds);
			else expect(n).toBe(8);
		}
		expect(delays).toEqual([1, 5, 25, 120, 600, 3600, 21600]);
		expect(afterAttempt(false, 8)).toEqual({ status: "failed", reason: "attempts_exhausted" });
		for (let n = 1; n <= 8; n++) expect(afterAttempt(true, n)).toEqual({ status: "succeeded" });
	});

	it("a manual retry (maxAttempts = attempts + 1) fails after its single attempt", () => {
		expect(afterAttempt(false, 9, 9)).toEqual({ status: "failed", reason: "attempts_exhausted" });
		expect(afterAttempt(false, 3, 3).status).toBe("failed");
	});
});

describe("auto-disable (15 consecutive failed deliveries or 3 days failing)", () => {
	it("switches off at the 15th failed delivery, not before", () => {
		expect(autoDisableReason(AUTO_DISABLE_STREAK - 1, Date.now(), Date.now())).toBeNull();
		expect(autoDisableReason(AUTO_DISABLE_STREAK, null, Date.now())).toMatch(/15 consecutive failed deliveries/);
	});
	it("switches off after failing continuously for 3 days", () => {
		const now = Date.UTC(2026, 0, 10);
		expect(autoDisableReason(1, now - AUTO_DISABLE_AFTER_MS + 1, now)).toBeNull();
		expect(autoDisableReason(1, now - AUTO_DISABLE_AFTER_MS, now)).toMatch(/3 days/);
		expect(autoDisableReason(0, null, now)).toBeNull();
	});
});

describe("subscriptions", () => {
	it("match exact types, dot-terminated prefixes and *", () => {
		expect(matchesEvent(["payout.paid"], "payout.paid")).toBe(true);
		expect(matchesEvent(["payout.paid"], "payout.failed")).toBe(false);
		expect(matchesEvent(["payout."], "payout.failed")).toBe(true);
		expect(matchesEvent(["payout"], "payout.failed")).toBe(false);
		expect(matchesEvent(["adapter.managed."], "adapter.managed.kyb_changed")).toBe(true);
		expect(matchesEvent(["*"], "anything.at.all")).toBe(true);
		expect(matchesEvent([], "payout.paid")).toBe(false);
	});

	it("property: a prefix ending in '.' matches exactly the types that start with it", () => {
		fc.assert(
			fc.property(
				fc.stringMatching(/^[a-z]{1,6}(\.[a-z]{1,6}){0,2}\.$/),
				fc.constantFrom(...CATALOGUE),
				(prefix, type) => {
					expect(matchesEvent([prefix], type)).toBe(type.startsWith(prefix));
					expect(typeFilterMatches(prefix, type)).toBe(type.startsWith(prefix));
				},
			),
		);
	});

	it("normalise: known types, prefixes covering a known type, *; deduplicated; bad entries named", () => {
		expect(normaliseSubscriptions(["payout.paid", "payout.", "payout.paid", "*"], CATALOGUE)).toEqual({
			ok: true,
			events: ["payout.paid", "payout.", "*"],
		});
		expect(normaliseSubscriptions([], CATALOGUE)).toMatchObject({ ok: false });
		expect(normaliseSubscriptions(["payout.created"], CATALOGUE)).toMatchObject({
			ok: false,
			reason: expect.stringContaining("payout.created"),
		});
		expect(normaliseSubscriptions(["invoice."], CATALOGUE)).toMatchObject({
			ok: false,
			reason: expect.stringContaining("invoice."),
		});
		expect(normaliseSubscriptions(["payout"], CATALOGUE)).toMatchObject({ ok: false });
		expect(normaliseSubscriptions(["api_key.created"], CATALOGUE)).toMatchObject({ ok: false });
		expect(
			normaliseSubscriptions(
				Array.from({ length: 101 }, () => "*"),
				CATALOGUE,
			),
		).toMatchObject({ ok: false, reason: expect.stringContaining("100") });
	});
});

describe('subscriptions under the "exact" rule (POS, spec 002: exact types or the single entry *)', () => {
	const exact = (events: string[]) => normaliseSubscriptions(events, CATALOGUE, "exact");
	it("takes known types (deduplicated, order kept) or * alone", () => {
		expect(exact(["payout.paid", "subscription.created", "payout.paid"])).toEqual({
			ok: true,
			events: ["payout.paid", "subscription.created"],
		});
		expect(exact(["*"])).toEqual({ ok: true, events: ["*"] });
		expect(exact(["*", "*"])).toEqual({ ok: true, events: ["*"] });
	});
	it("refuses prefixes (even ones covering known types), * with anything else, unknown types and nothing", () => {
		expect(exact(["payout."])).toMatchObject({ ok: false, reason: expect.stringContaining("prefixes") });
		expect(exact(["payout.paid", "payout."])).toMatchObject({ ok: false });
		expect(exact(["*", "payout.paid"])).toMatchObject({ ok: false, reason: expect.stringContaining("only entry") });
		expect(exact(["payout.paid", "*"])).toMatchObject({ ok: false });
		expect(exact(["payout.created"])).toMatchObject({ ok: false, reason: expect.stringContaining("payout.created") });
		expect(exact(["payout"])).toMatchObject({ ok: false });
		expect(exact([])).toMatchObject({ ok: false });
		expect(exact(Array.from({ length: 101 }, () => "payout.paid"))).toMatchObject({ ok: false });
	});
	it('the default ("patterns") rule is unchanged: prefixes and * mix', () => {
		expect(normaliseSubscriptions(["payout.", "*"], CATALOGUE)).toEqual({ ok: true, events: ["payout.", "*"] });
		expect(normaliseSubscriptions(["payout.", "*"], CATALOGUE, "patterns")).toEqual({
			ok: true,
			events: ["payout.", "*"],
		});
	});
});
