import { z } from "@hono/zod-openapi";
import { singleLine } from "../../../platform/text";

// Spec 002 "Modifier group": name, minSelect, maxSelect; modifiers have name and price.

const M_NAME =
	'The option as the till shows it and the receipt prints it ("Extra shot", "Less sugar"), one line of 1–80 characters';
const M_PRICE = "What the option adds to the unit price, in whole IDR (0 for a free option), 0–1,000,000,000";
const G_NAME = 'The group\'s name ("Size", "Toppings"), one line of 1–100 characters';
const MIN_SELECT =
	"Fewest options of this group the till should have the cashier pick (0: optional), 0–100; kept for the till, sales are not checked against it";
const MAX_SELECT =
	"Most options of this group the till should let the cashier pick, 0–100 and at least max(1, minSelect); kept for the till, sales are not checked against it";

const Price = z.number().int().min(0).max(1_000_000_000).openapi({ description: M_PRICE, example: 5000 });
const ModName = singleLine(80, { trim: true }).openapi({ description: M_NAME });
export const ModifierInput = z
	.strictObject({ name: ModName, price: Price })
	.openapi("PosModifierInput", { description: "An option of a modifier group, with the price it adds" });
export const PatchModifier = z
	.strictObject({ name: ModName.optional(), price: Price.optional() })
	.openapi("PosPatchModifier", { description: "Only the fields sent change" });

const Select = z.number().int().min(0).max(100);
const selectRule = (b: { minSelect?: number; maxSelect?: number }, ctx: z.RefinementCtx) => {
	if (b.minSelect !== undefined && b.maxSelect !== undefined && b.maxSelect < Math.max(1, b.minSelect))
		ctx.addIssue({ code: "custom", path: ["maxSelect"], message: "maxSelect is at least 1 and at least minSelect" });
};
export const CreateGroup = z
	.strictObject({
		name: singleLine(100, { trim: true }).openapi({ description: G_NAME }),
		minSelect: Select.default(0).openapi({ description: `${MIN_SELECT}; default 0` }),
		maxSelect: Select.default(1).openapi({ description: `${MAX_SELECT}; default 1` }),
		modifiers: z.array(ModifierInput).max(50).default([]).openapi({
			description: "Its options, at most 50, in this order (default none; more with POST /modifiers/{id}/items)",
		}),
	})
	.superRefine(selectRule)
	.openapi("PosCreateModifierGroup", { description: "A new modifier group, optionally with its options" });
export const PatchGroup = z
	.strictObject({
		name: singleLine(100, { trim: true }).optional().openapi({ description: G_NAME }),
		minSelect: Select.optional().openapi({ description: MIN_SELECT }),
		maxSelect: Select.optional().openapi({ description: MAX_SELECT }),
	})
	.superRefine(selectRule)
	.openapi("PosPatchModifierGroup", {
		description: "Only the fields sent change; minSelect and maxSelect are checked against the stored values",
	});
export const AttachGroups = z
	.strictObject({
		groupIds: z.array(z.string().min(1).max(64)).max(20).openapi({
			description:
				"The product's modifier groups (mdg_…), at most 20, in the order the till shows them; replaces the ones attached (empty detaches all)",
		}),
	})
	.openapi("PosAttachModifierGroups", { description: "The modifier groups a product offers, in order" });

export const Modifier = z
	.object({
		id: z.string(),
		groupId: z.string().openapi({ description: "The modifier group it belongs to (mdg_…)" }),
		name: z.string().openapi({ description: M_NAME }),
		price: z.number().int().openapi({ description: M_PRICE }),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("PosModifier", { description: "An option of a modifier group (ids mod_…)" });
export const Group = z
	.object({
		id: z.string(),
		name: z.string().openapi({ description: G_NAME }),
		minSelect: z.number().int().openapi({ description: MIN_SELECT }),
		maxSelect: z.number().int().openapi({ description: MAX_SELECT }),
		modifiers: z.array(Modifier).openapi({ description: "Its options, in the order they were added" }),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("PosModifierGroup", {
		description:
			"A set of options a product's lines can carry (size, toppings; ids mdg_…), attached to products in order",
	});
