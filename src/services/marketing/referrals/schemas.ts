import { z } from "@hono/zod-openapi";
import { multiLine, singleLine } from "../../../platform/text";
import { EMAIL_MAX } from "../contacts/domain/identity";
import { REWARD_TYPES } from "../discounts/domain";
import { LINK_CODE_LENGTH, TERMS_MAX } from "./domain";

// Spec 001 §2 "Referral program", "Referral link", §4 "Referrals", §8.

const Id = z.string().min(1).max(128);
/** A partner body may repeat its workspace; a different one is 403 ACCOUNT_MISMATCH (partnerOnly). */
const AccountId = z.string().max(64).nullable().optional().openapi({
	description:
		"Optional: the workspace (acc_…). The signed key's workspace is always the one used; a different value is 403 ACCOUNT_MISMATCH",
});
const Code = z.string().min(1).max(64);
const Email = z
	.string()
	.trim()
	.min(3)
	.max(EMAIL_MAX)
	.regex(/^[^\s@]+@[^\s@]+$/, "must be an email address");

const REWARD_TYPE =
	"What the two discount codes take off: percent (a whole percent of the purchase), fixed (an amount in minor units), shipping_percent or shipping_fixed (the same, off the shipping cost)";
const VALUE = (who: string) =>
	`The ${who}'s reward: a whole percent 1-100 for the percent types, or an amount in the program currency's minor units (at least 1; IDR has no decimals) for the fixed types`;
const ENABLED =
	"Whether new links are issued and new referees attributed. Disabling never blocks attributions already pending: they still stamp, fulfil and void";
const EXPIRY_DAYS = "Days a minted reward code stays valid, 1-365 (default 90)";
const WINDOW_DAYS = "Days after a referee's signup within which a paid purchase earns the rewards, 1-180 (default 30)";
const MIN_PURCHASE =
	"The smallest purchase amount (minor units of the program currency) that earns rewards; a smaller one leaves the attribution pending. null: any amount";
const MAX_REWARDS = "How many rewarded referrals one referrer may earn; the next is voided. null: unlimited";
const TERMS = `The program's terms for customers, Markdown of at most ${TERMS_MAX} characters; null for none`;
const CAMPAIGN = "A marketing campaign of the workspace the program belongs to; null for none";

export const ProgramBody = z
	.strictObject({
		rewardType: z.enum(REWARD_TYPES).openapi({ description: `${REWARD_TYPE}. Required` }),
		referrerValue: z
			.number()
			.int()
			.openapi({ description: `${VALUE("referrer")}. Required` }),
		refereeValue: z
			.number()
			.int()
			.openapi({ description: `${VALUE("referee")}. Required` }),
		currency: z
			.string()
			.regex(/^[A-Za-z]{3}$/, "currency is an ISO 4217 code of 3 letters")
			.transform((c) => c.toUpperCase())
			.openapi({
				description:
					"The program currency, an ISO 4217 code of 3 letters (stored upper case, e.g. IDR): fixed values and minPurchaseAmount are in it, and only purchases in it earn rewards. Required",
			}),
		enabled: z
			.boolean()
			.optional()
			.openapi({ description: `${ENABLED}. Omitted: unchanged (false on create)` }),
		rewardExpiryDays: z
			.number()
			.int()
			.optional()
			.openapi({ description: `${EXPIRY_DAYS}; outside the range is 400 INVALID_VALUE. Omitted: unchanged` }),
		attributionWindowDays: z
			.number()
			.int()
			.optional()
			.openapi({ description: `${WINDOW_DAYS}; outside the range is 400 INVALID_VALUE. Omitted: unchanged` }),
		marketingCampaignId: z
			.string()
			.max(64)
			.nullable()
			.optional()
			.openapi({
				description: `${CAMPAIGN}: the id (cmp_…) of one of the workspace's campaigns, else 400 VALIDATION naming this field; null clears it. Omitted: unchanged`,
			}),
		minPurchaseAmount: z
			.number()
			.int()
			.min(0)
			.max(Number.MAX_SAFE_INTEGER)
			.nullable()
			.optional()
			.openapi({ description: `${MIN_PURCHASE}. Omitted: reset to null` }),
		maxRewardsPerReferrer: z
			.number()
			.int()
			.min(1)
			.nullable()
			.optional()
			.openapi({ description: `${MAX_REWARDS} (at least 1 when set). Omitted: reset to null` }),
		programTerms: multiLine(TERMS_MAX, { min: 0 })
			.nullable()
			.optional()
			.openapi({ description: `${TERMS}. Omitted: reset to null` }),
	})
	.openapi("ReferralProgramInput");

export const Program = z
	.object({
		id: z.string(),
		accountId: z
			.string()
			.openapi({ description: "The workspace (acc_…) running the program; one program per workspace" }),
		enabled: z.boolean().openapi({ description: ENABLED }),
		rewardType: z.enum(REWARD_TYPES).openapi({ description: REWARD_TYPE }),
		referrerValue: z
			.number()
			.int()
			.openapi({ description: VALUE("referrer") }),
		refereeValue: z
			.number()
			.int()
			.openapi({ description: VALUE("referee") }),
		currency: z.string().openapi({
			description:
				"The program currency (ISO 4217, upper case): fixed values and minPurchaseAmount are in it, and only purchases in it earn rewards",
		}),
		minPurchaseAmount: z.number().int().nullable().openapi({ description: MIN_PURCHASE }),
		rewardExpiryDays: z.number().int().openapi({ description: EXPIRY_DAYS }),
		attributionWindowDays: z.number().int().openapi({ description: WINDOW_DAYS }),
		maxRewardsPerReferrer: z.number().int().nullable().openapi({ description: MAX_REWARDS }),
		programTerms: z.string().nullable().openapi({ description: TERMS }),
		marketingCampaignId: z.string().nullable().openapi({ description: CAMPAIGN }),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("ReferralProgram");

export const Link = z
	.object({
		id: z.string(),
		programId: z.string().openapi({ description: "The workspace's referral program the link belongs to" }),
		accountId: z.string().openapi({ description: "The workspace (acc_…)" }),
		customerId: z
			.string()
			.openapi({ description: "The referrer: your customer the link was issued for (one link per customer)" }),
		code: z
			.string()
			.length(LINK_CODE_LENGTH)
			.openapi({
				description: `The share code: ${LINK_CODE_LENGTH} characters of abcdefghjkmnpqrstuvwxyz23456789, unique in the workspace. There is no URL field: share <storefront>/r/<code>`,
			}),
		clicks: z.number().int().openapi({ description: "Clicks counted by POST /referrals/links/click" }),
		signups: z.number().int().openapi({ description: "Referees attributed to the link (attributions/signup)" }),
		rewards: z.number().int().openapi({ description: "Referrals that earned the rewards (fulfilled)" }),
		revenue: z.number().int().openapi({
			description: "Sum of the rewarded purchases' amounts, in minor units of the program currency",
		}),
		createdAt: z.string(),
	})
	.openapi("ReferralLink", {
		description:
			"A customer's referral link: the code they share and its counters. One link per customer, issued by POST /referrals/links/issue",
	});

export const Stats = z
	.object({
		totalLinks: z.number().int().openapi({ description: "Links issued in the workspace" }),
		totalClicks: z.number().int().openapi({ description: "Clicks over all links" }),
		totalSignups: z.number().int().openapi({ description: "Referees attributed over all links" }),
		totalRewards: z.number().int().openapi({ description: "Referrals rewarded over all links" }),
		attributedRevenue: z.number().int().openapi({
			description: "Sum of the rewarded purchases' amounts, in minor units of the program currency",
		}),
		conversionRate: z
			.number()
			.openapi({ description: "totalRewards / totalClicks, a fraction from 0 (0 when there are no clicks)" }),
	})
	.openapi("ReferralStats");

export const IssueBody = z
	.strictObject({
		accountId: AccountId,
		customerId: Id.openapi({
			description: "The referrer: your customer id (1-128 characters); issuing again returns the same link",
		}),
	})
	.openapi("IssueReferralLink");
export const ClickBody = z
	.strictObject({
		accountId: AccountId,
		code: Code.openapi({ description: "The link code from the shared URL" }),
	})
	.openapi("ReferralClick");
export const Clicked = z
	.object({
		linkId: z.string().openapi({ description: "The link whose clicks were counted" }),
		programId: z.string().openapi({ description: "The program of the link" }),
	})
	.nullable()
	.openapi("ReferralClicked");

export const SignupBody = z
	.strictObject({
		accountId: AccountId,
		refereeCustomerId: Id.openapi({
			description: "The new customer who followed the link (your id, 1-128 characters); attributed at most once, ever",
		}),
		refereeEmail: Email.openapi({
			description: "The referee's email address (compared with referrerEmail to refuse self-referrals)",
		}),
		referrerEmail: Email.nullable().optional().openapi({
			description:
				"The referrer's email address, when known: equal to refereeEmail (ignoring case and spaces) means a self-referral, answered null",
		}),
		linkCode: Code.openapi({ description: "The code of the link the referee came through" }),
		externalSource: singleLine(100)
			.nullable()
			.optional()
			.openapi({ description: "Where the signup happened in your system (free text, at most 100 characters)" }),
		externalRef: singleLine(200)
			.nullable()
			.optional()
			.openapi({ description: "Your reference for the signup, at most 200 characters; defaults to refereeCustomerId" }),
	})
	.openapi("ReferralSignup");

export const Attribution = z
	.object({
		id: z.string(),
		accountId: z.string().openapi({ description: "The workspace (acc_…)" }),
		programId: z.string().openapi({ description: "The referral program" }),
		linkId: z.string().openapi({ description: "The referrer's link the referee came through" }),
		referrerCustomerId: z.string().openapi({ description: "The referrer: the customer the link belongs to" }),
		refereeCustomerId: z.string().openapi({ description: "The referee: the new customer" }),
		refereeEmail: z.string().openapi({ description: "The referee's email address, as sent at signup" }),
		referrerEmail: z
			.string()
			.nullable()
			.openapi({ description: "The referrer's email address as sent at signup; null when not sent" }),
		externalSource: z
			.string()
			.nullable()
			.openapi({ description: "Where the signup happened, as sent; null when not sent" }),
		externalRef: z
			.string()
			.openapi({ description: "Your reference for the signup (refereeCustomerId when none was sent)" }),
		status: z.enum(["pending", "rewarded", "voided", "expired"]).openapi({
			description:
				"pending: waiting for a paid purchase within the window; rewarded: both codes minted; voided: refunded, another currency or the referrer's cap reached; expired: the window passed without a reward",
		}),
		checkoutSessionId: z
			.string()
			.nullable()
			.openapi({ description: "The checkout session stamped by checkout-start (the latest one); null until one is" }),
		expiresAt: z.string().openapi({
			description:
				"End of the attribution window (ISO 8601, UTC): signup time plus the program's attributionWindowDays",
		}),
		createdAt: z.string(),
		updatedAt: z.string().nullable(),
	})
	.openapi("ReferralAttribution");

export const CheckoutStartBody = z
	.strictObject({
		accountId: AccountId,
		customerId: Id.openapi({ description: "The referee customer starting a checkout" }),
		checkoutSessionId: Id.openapi({
			description:
				"The payments checkout session to stamp on the customer's pending attribution (replaces an earlier one)",
		}),
	})
	.openapi("ReferralCheckoutStart");
export const Stamped = z
	.object({
		stamped: z.boolean().openapi({
			description:
				"true: the session is stamped on the customer's pending attribution. false: no pending attribution in its window, or the session is already stamped on another attribution",
		}),
		attributionId: z.string().optional().openapi({
			description:
				"The attribution (rat_…) holding the session: this customer's when stamped, the other one when already stamped elsewhere; absent otherwise",
		}),
	})
	.openapi("ReferralStamped");

export const FulfilBody = z
	.strictObject({
		accountId: AccountId,
		checkoutSessionId: Id.openapi({ description: "The checkout session stamped by checkout-start" }),
		status: z.string().min(1).max(40).openapi({
			description:
				"The checkout session's status; only completed can issue the rewards (anything else: session_not_completed)",
		}),
		currency: z
			.string()
			.regex(/^[A-Za-z]{3}$/, "currency is 3 letters")
			.transform((c) => c.toUpperCase())
			.openapi({
				description:
					"The purchase currency, 3 letters (any case); another currency than the program's voids the attribution (currency_mismatch)",
			}),
		amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).openapi({
			description:
				"The cart subtotal in minor units of currency (IDR has no decimals), compared with minPurchaseAmount and added to the link's revenue",
		}),
	})
	.openapi("ReferralFulfil");
export const Fulfilled = z
	.object({
		issued: z.boolean().openapi({ description: "Whether this call minted the two reward codes" }),
		referrerCodeId: z
			.string()
			.optional()
			.openapi({ description: "The referrer's new discount code (dc_…, REF-XXXX-YYYY); only when issued" }),
		refereeCodeId: z
			.string()
			.optional()
			.openapi({ description: "The referee's new welcome code (dc_…, WELCOME-XXXXXX); only when issued" }),
		reason: z.string().optional().openapi({
			description:
				"Why nothing was issued, only when issued is false: session_not_completed, no_attribution, already_fulfilled (a retry), currency_mismatch, below_minimum (stays pending), referrer_cap_reached, expired, or the stored reason of an attribution closed earlier (refunded after a void)",
		}),
	})
	.openapi("ReferralFulfilled");

export const VoidBody = z
	.strictObject({
		accountId: AccountId,
		checkoutSessionId: Id.optional().openapi({
			description: "The refunded checkout session stamped on the attribution; send this or attributionId, not both",
		}),
		attributionId: Id.optional().openapi({
			description: "The attribution (rat_…) to void; send this or checkoutSessionId, not both",
		}),
	})
	.refine((b) => (b.checkoutSessionId === undefined) !== (b.attributionId === undefined), {
		message: "send exactly one of checkoutSessionId and attributionId",
		path: ["checkoutSessionId"],
	})
	.openapi("ReferralVoid");
export const Voided = z
	.object({
		voided: z.boolean().openapi({ description: "Whether this call voided a pending attribution" }),
		attributionId: z.string().optional().openapi({ description: "The attribution voided; only when voided" }),
		reason: z.string().optional().openapi({
			description:
				"Why nothing was voided, only when voided is false: no_attribution or not_pending (a rewarded attribution is not clawed back)",
		}),
	})
	.openapi("ReferralVoided");

export const Reward = z
	.object({
		id: z.string(),
		code: z
			.string()
			.openapi({ description: "The discount code to enter at checkout (REF-XXXX-YYYY or WELCOME-XXXXXX)" }),
		role: z.enum(["referrer", "referee"]).openapi({
			description: "referrer: earned by referring someone; referee: the welcome code for being referred",
		}),
		rewardType: z.enum(REWARD_TYPES).openapi({ description: REWARD_TYPE }),
		value: z.number().int().openapi({
			description: "A whole percent for the percent types, an amount in minor units of currency for the fixed types",
		}),
		currency: z.string().openapi({ description: "The currency of a fixed value: the program currency (ISO 4217)" }),
		expiresAt: z
			.string()
			.nullable()
			.openapi({ description: "When the code stops being usable (ISO 8601, UTC); null: never" }),
		usedCount: z
			.number()
			.int()
			.openapi({ description: "Times the code has been redeemed (reward codes are single use)" }),
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
