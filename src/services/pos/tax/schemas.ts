import { z } from "@hono/zod-openapi";
import { singleLine } from "../../../platform/text";

// Named tax rates (issue 43, an extension: spec 002 is silent). A product's taxCategory may name one.

const NAME =
	"The rate's name as printed on receipts and reports (e.g. PB1), one line of 1–60 characters; unique in the workspace ignoring case (else 409 CONFLICT)";
const RATE =
	"The rate in basis points of 10,000 (PB1 10 % is 1000, PPN 11 % is 1100), 0–10000; a change applies to sales rung after it (a sale keeps the rate it was rung at)";

const fields = {
	name: singleLine(60, { trim: true }).openapi({ description: NAME, example: "PB1" }),
	rateBps: z.number().int().min(0).max(10_000).openapi({ description: RATE, example: 1000 }),
};

export const CreateTaxRate = z
	.strictObject(fields)
	.openapi("PosCreateTaxRate", { description: "A named tax rate products can be taxed at" });
export const PatchTaxRate = z
	.strictObject({ name: fields.name.optional(), rateBps: fields.rateBps.optional() })
	.openapi("PosPatchTaxRate", { description: "Only the fields sent change" });

export const TaxRate = z
	.object({
		id: z.string(),
		name: z.string().openapi({ description: NAME, example: "PB1" }),
		rateBps: z.number().int().openapi({ description: RATE, example: 1000 }),
		productsCount: z.number().int().openapi({
			description: "Products taxed at this rate (taxCategory is its id); while any are, it cannot be deleted",
			example: 12,
		}),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("PosTaxRate", {
		description:
			"A named tax rate of the workspace (ids taxr_…), e.g. PB1 10 % on food and drink; products name it in taxCategory",
	});
