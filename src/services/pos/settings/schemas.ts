import { z } from "@hono/zod-openapi";
import { singleLine } from "../../../platform/text";

// Spec 002 "Business profile".

export const BUSINESS_TYPES = ["retail", "fnb", "pharmacy", "service", "other"] as const;

export const Settings = z
	.object({
		businessName: z.string(),
		businessType: z.enum(BUSINESS_TYPES),
		currency: z.literal("IDR"),
		updatedAt: z.string(),
	})
	.openapi("PosSettings");

export const PutSettings = z
	.strictObject({
		businessName: singleLine(120, { trim: true }),
		businessType: z.enum(BUSINESS_TYPES),
		currency: z.literal("IDR", "currency is IDR (the only one POS supports)"),
	})
	.openapi("PosPutSettings");
