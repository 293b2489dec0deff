import { z } from "@hono/zod-openapi";
import { multiLine, singleLine } from "../../../platform/text";
import { EMAIL_MAX } from "../contacts/domain/identity";
import { REWARD_TYPES } from "../discounts/domain";
import { LINK_CODE_LENGTH, TERMS_MAX } from "./domain";

// Spec 001 §2 "Referral program", "Referral link", §4 "Referrals", §8.

const Id = z.string().min(1).max(128);
/** A partner body may repeat its workspace; a different one is 403 ACCOUNT_MISMATCH (partnerOnly). */
const AccountId = z.string().max(64).nullable().optional();
const Code = z.string().min(1).max(64);
const Email = z
	.string()
	.trim()
	.min(3)
	.max(EMAIL_MAX)
	.regex(/^[^\s@]+@[^\s@]+$/, "must be an email address");

export const ProgramBody = z
	.strictObject({
		rewardType: z.enum(REWARD_TYPES),
		referrerValue: z.number().int(),
		refereeValue: z.number().int(),
		currency: z
			.string()
			.regex(/^[A-Za-z]{3}$/, "currency is an ISO 4217 code of 3 letters")
			.transform((c) => c.toUpperCase()),
		enabled: z.boolean().optional(),
		rewardExpiryDays: z.number().int().optional(),
		attributionWindowDays: z.number().int().optional(),
		marketingCampaignId: z.string().max(64).nullable().optional(),
		minPurchaseAmount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable().optional(),
		maxRewardsPerReferrer: z.number().int().min(1).nullable().optional(),
		programTerms: multiLine(TERMS_MAX, { min: 0 }).nullable().optional(),
	})
	.openapi("ReferralProgramInput");

export const Program = z
	.object({
		id: z.string(),
		accountId: z.string(),
		enabled: z.boolean(),
		rewardType: z.enum(REWARD_TYPES),
		referrerValue: z.number().int(),
		refereeValue: z.number().int(),
		currency: z.string(),
		minPurchaseAmount: z.number().int().nullable(),
		rewardExpiryDays: z.number().int(),
		attributionWindowDays: z.number().int(),
		maxRewardsPerReferrer: z.number().int().nullable(),
		programTerms: z.string().nullable(),
		marketingCampaignId: z.string().nullable(),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("ReferralProgram");

export const Link = z
	.object({
		id: z.string(),
		programId: z.string(),
		accountId: z.string(),
		customerId: z.string(),
		code: z.string().length(LINK_CODE_LENGTH),
		clicks: z.number().int(),
		signups: z.number().int(),
		rewards: z.number().int(),
		revenue: z.number().int(),
		createdAt: z.string(),
	})
	.openapi("ReferralLink");

export const Stats = z
	.object({
		totalLinks: z.number().int(),
		totalClicks: z.number().int(),
		totalSignups: z.number().int(),
		totalRewards: z.number().int(),
		attributedRevenue: z.number().int(),
		conversionRate: z.number(),
	})
	.openapi("ReferralStats");

export const IssueBody = z.strictObject({ accountId: AccountId, customerId: Id }).openapi("IssueReferralLink");
export const ClickBody = z.strictObject({ accountId: AccountId, code: Code }).openapi("ReferralClick");
export const Clicked = z.object({ linkId: z.string(), programId: z.string() }).nullable().openapi("ReferralClicked");

export const SignupBody = z
	.strictObject({
		accountId: AccountId,
		refereeCustomerId: Id,
		refereeEmail: Email,
		referrerEmail: Email.nullable().optional(),
		linkCode: Code,
		externalSource: singleLine(100).nullable().optional(),
		externalRef: singleLine(200).nullable().optional(),
	})
	.openapi("ReferralSignup");

export const Attribution = z
	.object({
		id: z.string(),
		accountId: z.string(),
		programId: z.string(),
		linkId: z.string(),
		referrerCustomerId: z.string(),
		refereeCustomerId: z.string(),
		refereeEmail: z.string(),
		referrerEmail: z.string().nullable(),
		externalSource: z.string().nullable(),
		externalRef: z.string(),
		status: z.enum(["pending", "rewarded", "voided", "expired"]),
		checkoutSessionId: z.string().nullable(),
		expiresAt: z.string(),
		createdAt: z.string(),
		updatedAt: z.string().nullable(),
	})
	.openapi("ReferralAttribution");

export const CheckoutStartBody = z
	.strictObject({ accountId: AccountId, customerId: Id, checkoutSessionId: Id })
	.openapi("ReferralCheckoutStart");
export const Stamped = z
	.object({ stamped: z.boolean(), attributionId: z.string().optional() })
	.openapi("ReferralStamped");

export const FulfilBody = z
	.strictObject({
		accountId: AccountId,
		checkoutSessionId: Id,
		status: z.string().min(1).max(40),
		currency: z
			.string()
			.regex(/^[A-Za-z]{3}$/, "currency is 3 letters")
			.transform((c) => c.toUpperCase()),
		amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
	})
	.openapi("ReferralFulfil");
export const Fulfilled = z
	.object({
		issued: z.boolean(),
		referrerCodeId: z.string().optional(),
		refereeCodeId: z.string().optional(),
		reason: z.string().optional(),
	})
	.openapi("ReferralFulfilled");

export const VoidBody = z
	.strictObject({ accountId: AccountId, checkoutSessionId: Id.optional(), attributionId: Id.optional() })
	.refine((b) => (b.checkoutSessionId === undefined) !== (b.attributionId === undefined), {
		message: "send exactly one of checkoutSessionId and attributionId",
		path: ["checkoutSessionId"],
	})
	.openapi("ReferralVoid");
export const Voided = z
	.object({ voided: z.boolean(), attributionId: z.string().optional(), reason: z.string().optional() })
	.openapi("ReferralVoided");

export const Reward = z
	.object({
		id: z.string(),
		code: z.string(),
		role: z.enum(["referrer", "referee"]),
		rewardType: z.enum(REWARD_TYPES),
		value: z.number().int(),
		currency: z.string(),
		expiresAt: z.string().nullable(),
		usedCount: z.number().int(),
	})
	.openapi("ReferralReward");

const pathParam = (name: string) => ({ param: { name, in: "path" as const } });
export const LinkParams = z.object({
	accountId: z.string().min(1).max(64).openapi(pathParam("accountId")),
	code: Code.openapi(pathParam("code")),
});
export const RewardParams = z.object({
	accountId: z.string().min(1).max(64).openapi(pathParam("accountId")),
	customerId: Id.openapi(pathParam("customerId")),
});

export const PROGRAM_DOC =
	"Creates or replaces the workspace's one program. Always required: rewardType, referrerValue, refereeValue, currency. Patch-style (omitted keeps the stored value): enabled (false on create), rewardExpiryDays (1-365, default 90), attributionWindowDays (1-180, default 30), marketingCampaignId. Reset-style (omitted → null): minPurchaseAmount, maxRewardsPerReferrer, programTerms (≤ 5000). Percent values outside 1-100 and day counts out of range → 400 INVALID_VALUE. Disabling always succeeds and never blocks pending attributions.";
export const FULFIL_DOC =
	"A paid checkout's outcome. issued true with the two new dc_ codes (REF-XXXX-YYYY for the referrer, WELCOME-XXXXXX for the referee; the program's type, values and rewardExpiryDays; single use) — once, however many fulfils race. Otherwise issued false with reason: session_not_completed, no_attribution, already_fulfilled (a retry; no ids), currency_mismatch (voids it), below_minimum (stays pending), referrer_cap_reached (voids it), expired (window over; expires it); an attribution voided or expired earlier repeats its reason (refunded for a void).";
