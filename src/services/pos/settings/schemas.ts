import { z } from "@hono/zod-openapi";
import { singleLine } from "../../../platform/text";

// Spec 002 "Business profile".

export const BUSINESS_TYPES = ["retail", "fnb", "pharmacy", "service", "other"] as const;

const NAME = "The business name printed at the top of every receipt, one line of 1–120 characters";
const TYPE = "What the business does: retail (a shop), fnb (food and beverage), pharmacy, service or other";
const CURRENCY = "Always IDR: the only currency POS supports (every amount is whole rupiah)";

export const Settings = z
	.object({
		businessName: z.string().openapi({ description: `${NAME}; the workspace's name until set` }),
		businessType: z.enum(BUSINESS_TYPES).openapi({ description: `${TYPE}; retail until set` }),
		currency: z.literal("IDR").openapi({ description: CURRENCY }),
		updatedAt: z.string(),
	})
	.openapi("PosSettings", { description: "The workspace's business profile, created on the first GET /settings" });

export const PutSettings = z
	.strictObject({
		businessName: singleLine(120, { trim: true }).openapi({ description: NAME }),
		businessType: z.enum(BUSINESS_TYPES).openapi({ description: TYPE }),
		currency: z.literal("IDR", "currency is IDR (the only one POS supports)").openapi({ description: CURRENCY }),
	})
	.openapi("PosPutSettings", { description: "The whole profile: every field is required" });
