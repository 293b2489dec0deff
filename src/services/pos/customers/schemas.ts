import { z } from "@hono/zod-openapi";
import { multiLine, singleLine } from "../../../platform/text";
import { ListQuery } from "../access/schemas";

const fields = {
	name: singleLine(160, { trim: true }),
	phone: singleLine(30, { min: 0 }).nullable(),
	email: z.email().max(254).nullable(),
	note: multiLine(1000, { min: 0 }).nullable(),
};
export const CreateCustomer = z
	.strictObject({
		name: fields.name,
		phone: fields.phone.optional(),
		email: fields.email.optional(),
		note: fields.note.optional(),
	})
	.openapi("PosCreateCustomer");
export const PatchCustomer = z
	.strictObject({
		name: fields.name.optional(),
		phone: fields.phone.optional(),
		email: fields.email.optional(),
		note: fields.note.optional(),
	})
	.openapi("PosPatchCustomer");
export const CustomerQuery = ListQuery.extend({ q: z.string().max(100).optional() });

export const Customer = z
	.object({
		id: z.string(),
		name: z.string(),
		phone: z.string().nullable(),
		email: z.string().nullable(),
		note: z.string().nullable(),
		loyaltyBalance: z.number().int(),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("PosCustomer");

const Points = z.number().int().min(-1_000_000_000).max(1_000_000_000);
export const Adjust = z
	.strictObject({
		points: Points.refine((p) => p !== 0, "points must not be 0"),
		reason: singleLine(200, { trim: true }),
	})
	.openapi("PosLoyaltyAdjust");
export const Redeem = z
	.strictObject({ points: Points.min(1), note: singleLine(200, { trim: true }).optional() })
	.openapi("PosLoyaltyRedeem");

export const LoyaltyEntry = z
	.object({
		id: z.string(),
		kind: z.enum(["adjust", "redeem", "earn"]),
		points: z.number().int(),
		balanceAfter: z.number().int(),
		reason: z.string().nullable(),
		createdAt: z.string(),
	})
	.openapi("PosLoyaltyEntry");
export const Loyalty = z.object({ balance: z.number().int(), entries: z.array(LoyaltyEntry) }).openapi("PosLoyalty");
