import { clampedLimit } from "../../../platform/openapi";
import { z } from "@hono/zod-openapi";
import { REWARD_TYPES } from "./domain";

// Discount codes (extension of spec 001: the referral program mints them; merchants make their own).

export const CODE_MAX = 32;
const CodeText = z
	.string()
	.trim()
	.min(3, "code is 3-32 characters")
	.max(CODE_MAX, "code is 3-32 characters")
	.transform((c) => c.toUpperCase())
	.pipe(z.string().regex(/^[A-Z0-9][A-Z0-9_-]*$/, "code takes letters, digits, - and _"));
const Currency = z.string().regex(/^[A-Z]{3}$/, "currency is an ISO 4217 code (3 capital letters)");
const Amount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const CreateCode = z
	.strictObject({
		code: CodeText.optional(),
		rewardType: z.enum(REWARD_TYPES),
		value: z.number().int().min(1),
		currency: Currency,
		expiresAt: z.iso.datetime({ offset: true }).optional(),
		maxUsesTotal: z.number().int().min(1).nullable().optional(),
		maxUsesPerCustomer: z.number().int().min(1).nullable().optional(),
	})
	.openapi("CreateDiscountCode");

export const DiscountCode = z
	.object({
		id: z.string(),
		code: z.string(),
		source: z.enum(["manual", "referral_referrer", "referral_referee"]),
		rewardType: z.enum(REWARD_TYPES),
		value: z.number().int(),
		currency: z.string(),
		customerId: z.string().nullable(),
		maxUsesTotal: z.number().int().nullable(),
		maxUsesPerCustomer: z.number().int().nullable(),
		usedCount: z.number().int(),
		expiresAt: z.string().nullable(),
		createdAt: z.string(),
	})
	.openapi("DiscountCode");

export const CodePage = z
	.object({ data: z.array(DiscountCode), cursor: z.string().nullable(), hasMore: z.boolean() })
	.openapi("DiscountCodePage");

export const ListQuery = z.object({
	limit: clampedLimit(20),
	cursor: z.string().max(500).optional(),
});

export const Redeem = z
	.strictObject({
		code: z
			.string()
			.trim()
			.min(1)
			.max(CODE_MAX)
			.transform((c) => c.toUpperCase()),
		customerId: z.string().min(1).max(128),
		checkoutSessionId: z.string().min(1).max(128),
		amount: Amount,
		currency: Currency,
	})
	.openapi("RedeemDiscountCode");

export const Redeemed = z
	.object({ discountCodeId: z.string(), discountAmount: z.number().int() })
	.openapi("DiscountRedeemed");

export const CREATE_DOC =
	"A manual code (source manual). code defaults to 8 random capitals and digits and is stored uppercase; it is unique in the workspace (409 CODE_EXISTS). value: whole percent 1-100 for percent types (else 400 INVALID_VALUE), minor units for fixed types. Manual codes count against the plan's discountCodesLimit (403 QUOTA_EXCEEDED; referral codes are not counted). maxUsesTotal and maxUsesPerCustomer default to unlimited.";

export const REDEEM_DOC =
	"Applies a code to a purchase: percent types give that percent of amount rounded down, fixed types their value capped at amount (shipping types: the same on the shipping amount sent). One use is counted atomically (20 racing redemptions of a single-use code: one wins). 409 CODE_NOT_USABLE when expired, used up, for another customer, a fixed value in another currency, or a referral welcome code on the purchase that earned it; 404 NOT_FOUND for an unknown code. Repeating a redemption for the same session and customer returns the first one. Counts discountsRedeemed in usage.";
