import { z } from "@hono/zod-openapi";
import { singleLine } from "../../../platform/text";

// Spec 002 "Modifier group": name, minSelect, maxSelect; modifiers have name and price.

const Price = z.number().int().min(0).max(1_000_000_000);
export const ModifierInput = z
	.strictObject({ name: singleLine(80, { trim: true }), price: Price })
	.openapi("PosModifierInput");
export const PatchModifier = z
	.strictObject({ name: singleLine(80, { trim: true }).optional(), price: Price.optional() })
	.openapi("PosPatchModifier");

const Select = z.number().int().min(0).max(100);
const selectRule = (b: { minSelect?: number; maxSelect?: number }, ctx: z.RefinementCtx) => {
	if (b.minSelect !== undefined && b.maxSelect !== undefined && b.maxSelect < Math.max(1, b.minSelect))
		ctx.addIssue({ code: "custom", path: ["maxSelect"], message: "maxSelect is at least 1 and at least minSelect" });
};
export const CreateGroup = z
	.strictObject({
		name: singleLine(100, { trim: true }),
		minSelect: Select.default(0),
		maxSelect: Select.default(1),
		modifiers: z.array(ModifierInput).max(50).default([]),
	})
	.superRefine(selectRule)
	.openapi("PosCreateModifierGroup");
export const PatchGroup = z
	.strictObject({
		name: singleLine(100, { trim: true }).optional(),
		minSelect: Select.optional(),
		maxSelect: Select.optional(),
	})
	.superRefine(selectRule)
	.openapi("PosPatchModifierGroup");
export const AttachGroups = z
	.strictObject({ groupIds: z.array(z.string().min(1).max(64)).max(20) })
	.openapi("PosAttachModifierGroups");

export const Modifier = z
	.object({
		id: z.string(),
		groupId: z.string(),
		name: z.string(),
		price: z.number().int(),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("PosModifier");
export const Group = z
	.object({
		id: z.string(),
		name: z.string(),
		minSelect: z.number().int(),
		maxSelect: z.number().int(),
		modifiers: z.array(Modifier),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("PosModifierGroup");
