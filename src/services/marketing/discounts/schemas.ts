import { z } from "@hono/zod-openapi";
import { clampedLimit } from "../../../platform/openapi";
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

const REWARD_TYPE =
	"What the code takes off: percent (a whole percent of the amount), fixed (an amount in minor units, at most the amount), shipping_percent or shipping_fixed (the same, off the shipping cost)";
const VALUE =
	"A whole percent 1-100 for the percent types, or an amount in minor units of currency for the fixed types (IDR has no decimals)";
const MAX_TOTAL = "How many redemptions the code allows in all; null: unlimited";
const MAX_PER_CUSTOMER = "How many redemptions one customer may make; null: unlimited";

export const CreateCode = z
	.strictObject({
		code: CodeText.optional().openapi({
			description:
				"The code customers enter: 3-32 letters, digits, - and _, stored and matched upper case; unique in the workspace (409 CODE_EXISTS). Omitted: 8 random capitals and digits",
		}),
		rewardType: z.enum(REWARD_TYPES).openapi({ description: REWARD_TYPE }),
		value: z
			.number()
			.int()
			.min(1)
			.openapi({ description: `${VALUE}; a percent outside 1-100 is 400 INVALID_VALUE` }),
		currency: Currency.openapi({
			description:
				"The currency of a fixed value, an ISO 4217 code in capitals (e.g. IDR); a fixed code is only usable on purchases in it. Required",
		}),
		expiresAt: z.iso.datetime({ offset: true }).optional().openapi({
			description:
				"When the code stops being usable: an ISO 8601 date-time in the future (offsets honoured). Omitted: never",
		}),
		maxUsesTotal: z
			.number()
			.int()
			.min(1)
			.nullable()
			.optional()
			.openapi({ description: `${MAX_TOTAL} (at least 1 when set). Omitted: unlimited` }),
		maxUsesPerCustomer: z
			.number()
			.int()
			.min(1)
			.nullable()
			.optional()
			.openapi({ description: `${MAX_PER_CUSTOMER} (at least 1 when set). Omitted: unlimited` }),
	})
	.openapi("CreateDiscountCode");

export const DiscountCode = z
	.object({
		id: z.string(),
		code: z.string().openapi({ description: "The code customers enter, upper case" }),
		source: z.enum(["manual", "referral_referrer", "referral_referee"]).openapi({
			description:
				"manual: made with POST /discount-codes (counts against discountCodesLimit); referral_referrer: a referrer's reward (REF-XXXX-YYYY); referral_referee: a referee's welcome code (WELCOME-XXXXXX)",
		}),
		rewardType: z.enum(REWARD_TYPES).openapi({ description: REWARD_TYPE }),
		value: z.number().int().openapi({ description: VALUE }),
		currency: z.string().openapi({
			description: "The currency of a fixed value (ISO 4217); a fixed code is only usable on purchases in it",
		}),
		customerId: z.string().nullable().openapi({
			description: "The only customer who may redeem it (referral codes); null: any customer (manual codes)",
		}),
		maxUsesTotal: z.number().int().nullable().openapi({ description: MAX_TOTAL }),
		maxUsesPerCustomer: z.number().int().nullable().openapi({ description: MAX_PER_CUSTOMER }),
		usedCount: z.number().int().openapi({ description: "Redemptions so far" }),
		expiresAt: z
			.string()
			.nullable()
			.openapi({ description: "When the code stops being usable (ISO 8601, UTC); null: never" }),
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
			.transform((c) => c.toUpperCase())
			.openapi({ description: "The code the customer entered (any case; at most 32 characters)" }),
		customerId: z.string().min(1).max(128).openapi({
			description:
				"The customer redeeming it (your id, 1-128 characters); checked against the code's customer and per-customer limit",
		}),
		checkoutSessionId: z.string().min(1).max(128).openapi({
			description:
				"The purchase the code is applied to (1-128 characters); repeating a redemption for the same code, customer and session returns the first answer",
		}),
		amount: Amount.openapi({
			description:
				"The amount the discount applies to, in minor units of currency: the order subtotal, or the shipping cost for the shipping types",
		}),
		currency: Currency.openapi({
			description:
				"The purchase currency, an ISO 4217 code in capitals; a fixed-value code in another currency is not usable (409 CODE_NOT_USABLE)",
		}),
	})
	.openapi("RedeemDiscountCode");

export const Redeemed = z
	.object({
		discountCodeId: z.string().openapi({ description: "The code redeemed (dc_…)" }),
		discountAmount: z.number().int().openapi({
			description:
				"The discount to take off, in minor units of currency: the percent of amount rounded down, or the fixed value capped at amount",
		}),
	})
	.openapi("DiscountRedeemed");

export const CREATE_DOC =
	"A manual code (source manual). code defaults to 8 random capitals and digits and is stored uppercase; it is unique in the workspace (409 CODE_EXISTS). value: whole percent 1-100 for percent types (else 400 INVALID_VALUE), minor units for fixed types. Manual codes count against the plan's discountCodesLimit (403 QUOTA_EXCEEDED; referral codes are not counted). maxUsesTotal and maxUsesPerCustomer default to unlimited.";

export const REDEEM_DOC =
	"Applies a code to a purchase: percent types give that percent of amount rounded down, fixed types their value capped at amount (shipping types: the same on the shipping amount sent). One use is counted atomically (20 racing redemptions of a single-use code: one wins). 409 CODE_NOT_USABLE when expired, used up, for another customer, a fixed value in another currency, or a referral welcome code on the purchase that earned it; 404 NOT_FOUND for an unknown code. Repeating a redemption for the same session and customer returns the first one. Counts discountsRedeemed in usage.";
