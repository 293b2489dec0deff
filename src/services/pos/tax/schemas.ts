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

// What a sale stores of its tax (sales/schemas.ts uses these): per line, and one entry per rate.

/** A sale line's tax fields (PosSaleItem). */
export const LineTaxFields = {
	orderDiscountShare: z.number().int().openapi({
		description:
			"This line's share of the sale's orderDiscount, pro-rated by line total with cumulative half-up rounding (the shares sum to orderDiscount exactly); 0 on lines rung before line-level tax",
		example: 500,
	}),
	serviceCharge: z.number().int().openapi({
		description: "This line's service charge, whole IDR (0 when the outlet charges none)",
		example: 2500,
	}),
	taxable: z.number().int().openapi({
		description:
			"What this line's tax is computed on, without tax: the line after its discounts (ex-tax when inclusive), + its service charge when taxable",
		example: 52500,
	}),
	tax: z.number().int().openapi({
		description: "This line's tax at taxRateBps, rounded half up to whole IDR (included in the price when inclusive)",
		example: 5250,
	}),
	taxCategory: z.string().openapi({
		description: "The product's taxCategory when rung: standard, exempt or a tax rate id (taxr_…)",
		example: "standard",
	}),
	taxName: z.string().openapi({
		description: "The rate's name when rung: PPN for standard, Exempt, or the named rate's (e.g. PB1)",
		example: "PB1",
	}),
	taxRateBps: z.number().int().openapi({
		description: "The rate this line was taxed at, in basis points (0 when exempt)",
		example: 1000,
	}),
};

export const SaleTax = z
	.object({
		category: z.string().openapi({
			description: "standard (the outlet's rate), exempt or the named rate's id (taxr_…)",
			example: "standard",
		}),
		name: z.string().openapi({ description: "PPN, Exempt or the named rate's name when rung", example: "PB1" }),
		rateBps: z.number().int().openapi({ description: "The rate in basis points (1000 = 10 %)", example: 1000 }),
		taxable: z.number().int().openapi({
			description: "Σ taxable of the lines at this rate: the amount taxed, without tax, whole IDR",
			example: 52500,
		}),
		amount: z.number().int().openapi({ description: "Σ tax of the lines at this rate, whole IDR", example: 5250 }),
	})
	.openapi("PosSaleTax", {
		description: "One rate a sale used, with the amount taxed and the tax; exempt lines are listed at 0",
	});
