import { z } from "@hono/zod-openapi";
import { multiLine, singleLine } from "../../../platform/text";
import { ListQuery } from "../access/schemas";

const NAME = "The customer's name, one line of 1–160 characters; GET /customers?q= searches it";
const PHONE = "Phone number, at most 30 characters (searched by ?q=); null when none";
const EMAIL = "Email address, at most 254 characters (searched by ?q=); null when none";
const NOTE = "Your own notes about the customer, at most 1000 characters (may span lines); null when none";

const fields = {
	name: singleLine(160, { trim: true }).openapi({ description: NAME }),
	phone: singleLine(30, { min: 0 }).nullable().openapi({ description: PHONE }),
	email: z.email().max(254).nullable().openapi({ description: EMAIL }),
	note: multiLine(1000, { min: 0 }).nullable().openapi({ description: NOTE }),
};
export const CreateCustomer = z
	.strictObject({
		name: fields.name,
		phone: fields.phone.optional(),
		email: fields.email.optional(),
		note: fields.note.optional(),
	})
	.openapi("PosCreateCustomer", { description: "A new customer; only name is required" });
export const PatchCustomer = z
	.strictObject({
		name: fields.name.optional(),
		phone: fields.phone.optional(),
		email: fields.email.optional(),
		note: fields.note.optional(),
	})
	.openapi("PosPatchCustomer", { description: "Only the fields sent change; null clears a nullable field" });
export const CustomerQuery = ListQuery.extend({ q: z.string().max(100).optional() });

export const Customer = z
	.object({
		id: z.string(),
		name: z.string().openapi({ description: NAME }),
		phone: z.string().nullable().openapi({ description: PHONE }),
		email: z.string().nullable().openapi({ description: EMAIL }),
		note: z.string().nullable().openapi({ description: NOTE }),
		loyaltyBalance: z.number().int().openapi({
			description:
				"Loyalty points held, never below 0: a completed sale earns one per whole 1,000 IDR of its total; see GET /customers/{id}/loyalty",
		}),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("PosCustomer", { description: "A buyer you keep on file (ids cus_…), with a loyalty points balance" });

const Points = z.number().int().min(-1_000_000_000).max(1_000_000_000);
export const Adjust = z
	.strictObject({
		points: Points.refine((p) => p !== 0, "points must not be 0").openapi({
			description:
				"Points to add (positive) or take (negative), not 0, −1,000,000,000 to 1,000,000,000; taking more than the balance is 409 CONFLICT",
		}),
		reason: singleLine(200, { trim: true }).openapi({
			description: "Why, one line of 1–200 characters; kept on the loyalty entry",
		}),
	})
	.openapi("PosLoyaltyAdjust", { description: "A manual change of a customer's points (kind adjust)" });
export const Redeem = z
	.strictObject({
		points: Points.min(1).openapi({
			description: "Points the customer spends, at least 1; more than the balance is 409 CONFLICT and nothing is taken",
		}),
		note: singleLine(200, { trim: true })
			.optional()
			.openapi({ description: "What they were redeemed for, one line of 1–200 characters; kept on the loyalty entry" }),
	})
	.openapi("PosLoyaltyRedeem", { description: "Points a customer spends (kind redeem)" });

export const LoyaltyEntry = z
	.object({
		id: z.string(),
		kind: z.enum(["adjust", "redeem", "earn"]).openapi({
			description:
				"earn: a completed sale's points; redeem: points spent (POST …/loyalty/redeem); adjust: a manual change (POST …/loyalty/adjust) or a voided sale taking its points back",
		}),
		points: z.number().int().openapi({ description: "Signed change of the balance: positive adds, negative takes" }),
		balanceAfter: z.number().int().openapi({ description: "The customer's balance right after this entry" }),
		reason: z.string().nullable().openapi({
			description:
				"The adjustment's reason or the redemption's note; for sales, sale <id> (earn) or void of sale <id> (adjust); null when a redemption had no note",
		}),
		createdAt: z.string(),
	})
	.openapi("PosLoyaltyEntry", { description: "One move of a customer's loyalty balance" });
export const Loyalty = z
	.object({
		balance: z.number().int().openapi({ description: "Points held now, never below 0" }),
		entries: z.array(LoyaltyEntry).openapi({ description: "The latest 50 entries, newest first" }),
	})
	.openapi("PosLoyalty", { description: "A customer's loyalty balance and recent history" });
