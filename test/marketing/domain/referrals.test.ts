import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { billingCurrency, currentPlan, featuresOf } from "../../../src/services/marketing/billing/plans";
import { monthOf, nextMonthStart } from "../../../src/services/marketing/billing/store/usage";
import {
	discountAmount,
	randomCode,
	refereeCode,
	referrerCode,
	unusableReason,
} from "../../../src/services/marketing/discounts/domain";
import {
	decideFulfil,
	linkCode,
	mergeProgram,
	nextStatus,
	programProblem,
} from "../../../src/services/marketing/referrals/domain";

const pending = { status: "pending" as const, expiresAt: 2_000, reason: null };
const program = { currency: "IDR", minPurchaseAmount: null, maxRewardsPerReferrer: null };
const facts = {
	status: "completed",
	currency: "IDR",
	amount: 100,
	now: 1_000,
	attribution: pending,
	program,
	referrerRewards: 0,
};

describe("referral domain", () => {
	it("codes: link codes from the spec alphabet, reward codes in their shapes", () => {
		for (let i = 0; i < 200; i++) {
			expect(linkCode()).toMatch(/^[abcdefghjkmnpqrstuvwxyz23456789]{8}$/);
			expect(referrerCode()).toMatch(/^REF-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
			expect(refereeCode()).toMatch(/^WELCOME-[A-Z0-9]{6}$/);
		}
		expect(new Set(Array.from({ length: 500 }, () => randomCode("ab", 16))).size).toBeGreaterThan(490);
	});

	it("every move leaves only pending, and only stamp stays there (property)", () => {
		fc.assert(
			fc.property(
				fc.constantFrom("pending", "rewarded", "voided", "expired"),
				fc.constantFrom("stamp", "reward", "void", "expire"),
				(from, move) => {
					const to = nextStatus(from as never, move as never);
					if (from !== "pending") expect(to).toBeNull();
					else expect(to === "pending").toBe(move === "stamp");
				},
			),
		);
	});

	it("decideFulfil: each reason, in order", () => {
		expect(decideFulfil({ ...facts, status: "open" })).toMatchObject({ reason: "session_not_completed" });
		expect(decideFulfil({ ...facts, attribution: null })).toMatchObject({ reason: "no_attribution" });
		expect(decideFulfil({ ...facts, attribution: { ...pending, status: "rewarded" } })).toMatchObject({
			reason: "already_fulfilled",
			move: null,
		});
		expect(decideFulfil({ ...facts, attribution: { ...pending, status: "voided", reason: "refunded" } })).toMatchObject(
			{ reason: "refunded" },
		);
		expect(decideFulfil({ ...facts, now: 2_000 })).toMatchObject({ reason: "expired", move: "expire" });
		expect(decideFulfil({ ...facts, currency: "USD" })).toMatchObject({ reason: "currency_mismatch", move: "void" });
		expect(decideFulfil({ ...facts, program: { ...program, minPurchaseAmount: 101 } })).toMatchObject({
			reason: "below_minimum",
			move: null,
		});
		expect(
			decideFulfil({ ...facts, program: { ...program, maxRewardsPerReferrer: 2 }, referrerRewards: 2 }),
		).toMatchObject({ reason: "referrer_cap_reached", move: "void" });
		expect(decideFulfil({ ...facts, program: { ...program, maxRewardsPerReferrer: 2 }, referrerRewards: 1 })).toEqual({
			issue: true,
		});
	});

	it("program rules: ranges and merge semantics", () => {
		const base = { rewardType: "percent" as const, referrerValue: 10, refereeValue: 10, currency: "IDR" };
		expect(programProblem(base)).toBeNull();
		expect(programProblem({ ...base, referrerValue: 101 })?.[0]).toBe("referrerValue");
		expect(programProblem({ ...base, rewardType: "fixed", referrerValue: 150_000 })).toBeNull();
		expect(programProblem({ ...base, attributionWindowDays: 0 })?.[0]).toBe("attributionWindowDays");
		const made = mergeProgram(null, base);
		expect(made).toMatchObject({ enabled: false, rewardExpiryDays: 90, attributionWindowDays: 30, programTerms: null });
		const kept = mergeProgram(
			{ ...made, enabled: true, rewardExpiryDays: 10, programTerms: "t", minPurchaseAmount: 5 },
			base,
		);
		expect(kept).toMatchObject({ enabled: true, rewardExpiryDays: 10, programTerms: null, minPurchaseAmount: null });
	});
});

describe("discount money (property)", () => {
	it("never more than the amount, never negative; percent rounds down exactly", () => {
		fc.assert(
			fc.property(
				fc.constantFrom("percent", "fixed", "shipping_percent", "shipping_fixed"),
				fc.integer({ min: 1, max: 100 }),
				fc.integer({ min: 0, max: 10 ** 13 }),
				(type, value, amount) => {
					const off = discountAmount(type as never, value, amount);
					expect(Number.isInteger(off)).toBe(true);
					expect(off).toBeGreaterThanOrEqual(0);
					expect(off).toBeLessThanOrEqual(amount);
					if (type.endsWith("percent")) expect(BigInt(off)).toBe((BigInt(amount) * BigInt(value)) / 100n);
				},
			),
		);
		expect(discountAmount("percent", 15, 100_005)).toBe(15_000);
		expect(discountAmount("fixed", 5_000, 3_000)).toBe(3_000);
	});

	it("unusable reasons", () => {
		const code = {
			source: "manual" as const,
			rewardType: "fixed" as const,
			currency: "IDR",
			customerId: null,
			earnedSessionId: null,
			maxUsesTotal: 1,
			usedCount: 0,
			expiresAt: null,
		};
		const use = {
			customerId: "c",
			checkoutSessionId: "s",
			currency: "IDR",
			now: 5,
			customerUses: 0,
			maxUsesPerCustomer: 1,
		};
		expect(unusableReason(code, use)).toBeNull();
		expect(unusableReason({ ...code, usedCount: 1 }, use)).toContain("used up");
		expect(unusableReason({ ...code, expiresAt: 5 }, use)).toContain("expired");
		expect(unusableReason(code, { ...use, customerUses: 1 })).toContain("customer");
		expect(unusableReason({ ...code, customerId: "other" }, use)).toContain("another customer");
		expect(unusableReason({ ...code, source: "referral_referee", earnedSessionId: "s" }, use)).toContain("earned");
		expect(unusableReason(code, { ...use, currency: "USD" })).toContain("IDR");
		expect(unusableReason({ ...code, rewardType: "percent" }, { ...use, currency: "USD" })).toBeNull();
	});
});

describe("billing rules", () => {
	it("currency: explicit wins; ID, XX, T1 or none → IDR; any other country → USD", () => {
		expect(billingCurrency(undefined, undefined)).toBe("IDR");
		for (const c of ["ID", "id", "XX", "T1", ""]) expect(billingCurrency(undefined, c)).toBe("IDR");
		for (const c of ["SG", "US", "MY"]) expect(billingCurrency(undefined, c)).toBe("USD");
		expect(billingCurrency("IDR", "US")).toBe("IDR");
	});

	it("capabilities accumulate up the tiers, limits are stated once; forjio_internal lifts every limit; months are UTC", () => {
		const starter = featuresOf("starter");
		const growth = featuresOf("growth");
		// starter's capability lines (neither a limit figure nor the support line) carry up to growth.
		const starterCapabilities = starter.filter((l) => !/^(\d[\d,]*|Unlimited) /.test(l) && !/support/i.test(l));
		expect(growth).toEqual(expect.arrayContaining([...starterCapabilities, "Product feeds"]));
		expect(growth).not.toContain(starter.find((l) => l.endsWith(" contacts")));
		expect(currentPlan("forjio_internal", null)).toMatchObject({
			isForjioInternal: true,
			contactsLimit: -1,
			rateLimit: -1,
			discountCodesLimit: -1,
		});
		expect(currentPlan("scale", null)).toMatchObject({ contactsLimit: -1, referralProgramsLimit: -1 });
		expect(monthOf(Date.UTC(2026, 11, 31, 23, 59))).toBe("2026-12");
		expect(new Date(nextMonthStart(Date.UTC(2026, 11, 31, 23, 59))).toISOString()).toBe("2027-01-01T00:00:00.000Z");
	});
});
