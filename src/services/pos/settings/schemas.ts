import { z } from "@hono/zod-openapi";
import { singleLine } from "../../../platform/text";

// Spec 002 "Business profile".

export const BUSINESS_TYPES = ["retail", "fnb", "pharmacy", "service", "other"] as const;

const NAME = "The business name printed at the top of every receipt, one line of 1–120 characters";
const TYPE = "What the business does: retail (a shop), fnb (food and beverage), pharmacy, service or other";
const CURRENCY = "Always IDR: the only currency POS supports (every amount is whole rupiah)";
const DISCOUNT_T =
	"Above this many whole IDR of discount on a sale (item discounts + order discount), ringing it needs sales.discount_over_threshold (or a manager's X-Pos-Approval for it); null: no threshold";
const RETURN_T =
	"Above this many whole IDR refunded by one return, the return needs returns.over_threshold (or a manager's X-Pos-Approval for it); null: no threshold";
const Threshold = z.number().int().min(0).max(1_000_000_000).nullable();

export const Settings = z
	.object({
		businessName: z.string().openapi({ description: `${NAME}; the workspace's name until set` }),
		businessType: z.enum(BUSINESS_TYPES).openapi({ description: `${TYPE}; retail until set` }),
		currency: z.literal("IDR").openapi({ description: CURRENCY }),
		discountApprovalThreshold: z.number().int().nullable().openapi({ description: DISCOUNT_T, example: 50000 }),
		returnApprovalThreshold: z.number().int().nullable().openapi({ description: RETURN_T, example: 100000 }),
		updatedAt: z.string(),
	})
	.openapi("PosSettings", { description: "The workspace's business profile, created on the first GET /settings" });

export const PutSettings = z
	.strictObject({
		businessName: singleLine(120, { trim: true }).openapi({ description: NAME }),
		businessType: z.enum(BUSINESS_TYPES).openapi({ description: TYPE }),
		currency: z.literal("IDR", "currency is IDR (the only one POS supports)").openapi({ description: CURRENCY }),
		discountApprovalThreshold: Threshold.optional().openapi({
			description: `${DISCOUNT_T}. 0–1,000,000,000; left out: unchanged`,
		}),
		returnApprovalThreshold: Threshold.optional().openapi({
			description: `${RETURN_T}. 0–1,000,000,000; left out: unchanged`,
		}),
	})
	.openapi("PosPutSettings", {
		description:
			"The whole profile: businessName, businessType and currency are required; a threshold left out keeps its value",
	});
