import { z } from "@hono/zod-openapi";
import { multiLine, singleLine } from "../../../platform/text";
import { ListQuery } from "../access/schemas";

// Spec 002 §2 "Product", "Variant", "Recipe"; §4 "Products".

const Money = z.number().int().min(0).max(1_000_000_000);
const Code = singleLine(64, { trim: true }).nullable();
export const VARIANTS_MAX = 100;

const V_NAME =
	"The variant's name (a size, flavour or colour), one line of 1–80 characters; Default for a product's only variant";
const SKU =
	"Your stock-keeping code, at most 64 characters; unique among the workspace's variants (else 409 CONFLICT); null when none";
const BARCODE =
	"The code printed on the item (EAN-13, UPC…), at most 64 characters; unique among the workspace's variants (else 409 CONFLICT) and found by GET /products/lookup?barcode=; null when none";
const PRICE =
	"Selling price of one unit in whole IDR (integer rupiah; IDR has no decimals), 0–1,000,000,000; whether it includes tax follows the outlet's taxInclusive";
const COST = "What one unit costs you, in whole IDR, 0–1,000,000,000";
const SORT = "Position among the product's variants, lowest first (ties: oldest first)";

const variantFields = {
	name: singleLine(80, { trim: true }).openapi({ description: V_NAME }),
	sku: Code.openapi({ description: SKU }),
	barcode: Code.openapi({ description: BARCODE, example: "8991234567906" }),
	price: Money.openapi({ description: PRICE, example: 8000 }),
	cost: Money.openapi({ description: COST }),
	sortOrder: z.number().int().min(0).max(1_000_000).openapi({ description: SORT }),
};
export const VariantInput = z
	.strictObject({
		name: variantFields.name.default("Default").openapi({
			description: "The variant's name (a size, flavour or colour), one line of 1–80 characters; default Default",
		}),
		sku: variantFields.sku.optional(),
		barcode: variantFields.barcode.optional(),
		price: variantFields.price,
		cost: variantFields.cost.default(0).openapi({ description: `${COST}; default 0` }),
		sortOrder: variantFields.sortOrder.default(0).openapi({ description: `${SORT}; default 0` }),
	})
	.openapi("PosVariantInput", { description: "A sellable version of a product with its own price, SKU and barcode" });
export const PatchVariant = z
	.strictObject(
		Object.fromEntries(Object.entries(variantFields).map(([k, v]) => [k, v.optional()])) as {
			[K in keyof typeof variantFields]: z.ZodOptional<(typeof variantFields)[K]>;
		},
	)
	.openapi("PosPatchVariant", { description: "Only the fields sent change; null clears sku or barcode" });

const P_NAME = "The product's name, one line of 1–160 characters; GET /products?q= and the lookup search it";
const DESCRIPTION = "Free text about the product, at most 2000 characters (may span lines); null when none";
const CATEGORY = "The product's category (cat_…, one of the workspace's, else 404); null when uncategorised";
const KIND = "GOODS: a physical item; SERVICE: work or time sold (a label only: stock follows trackStock)";
const TRACK_STOCK =
	"Whether POS keeps a stock level per outlet for its variants: completed sales take stock, voids give it back, and a sale beyond the level is 409";
const REQUIRES_BATCH =
	"Whether stock comes in lots with a batch number and expiry (pharmacy): stock-ins need them, sales take the unexpired lots earliest expiry first";
const IMAGE_URL = "Address of the product's picture, at most 600 characters (stored as given); null when none";
const IS_ACTIVE =
	"false: deactivated (DELETE), hidden from ?active=true and not counted against the plan's active products; true again within that limit";

const TAX_CATEGORY =
	"How the product is taxed: standard (the selling outlet's taxRateBps), exempt (no tax), or the id of a named tax rate of the workspace (taxr_…, unknown: 404), e.g. PB1 on food and drink";
/** standard, exempt or a named rate's id (taxr_ + its ULID). */
export const TaxCategory = z
	.string()
	.regex(/^(standard|exempt|taxr_[0-9A-Za-z]{1,60})$/, "must be standard, exempt or a tax rate id (taxr_…)");

const productFields = {
	name: singleLine(160, { trim: true }).openapi({ description: P_NAME }),
	description: multiLine(2000, { min: 0 }).nullable().openapi({ description: DESCRIPTION }),
	categoryId: z.string().min(1).max(64).nullable().openapi({ description: CATEGORY }),
	kind: z.enum(["GOODS", "SERVICE"]).openapi({ description: KIND }),
	trackStock: z.boolean().openapi({ description: TRACK_STOCK }),
	requiresBatch: z.boolean().openapi({ description: REQUIRES_BATCH }),
	imageUrl: z.string().max(600).nullable().openapi({ description: IMAGE_URL }),
	isActive: z.boolean().openapi({ description: IS_ACTIVE }),
	taxCategory: TaxCategory.openapi({ description: TAX_CATEGORY, example: "standard" }),
};
export const CreateProduct = z
	.strictObject({
		name: productFields.name,
		description: productFields.description.optional(),
		categoryId: productFields.categoryId.optional(),
		kind: productFields.kind.default("GOODS").openapi({ description: `${KIND}; default GOODS` }),
		trackStock: z
			.boolean()
			.default(false)
			.openapi({ description: `${TRACK_STOCK}; default false` }),
		requiresBatch: z
			.boolean()
			.default(false)
			.openapi({ description: `${REQUIRES_BATCH}; default false` }),
		imageUrl: productFields.imageUrl.optional(),
		isActive: z
			.boolean()
			.default(true)
			.openapi({ description: `${IS_ACTIVE}; default true` }),
		taxCategory: TaxCategory.default("standard").openapi({
			description: `${TAX_CATEGORY}; default standard`,
			example: "standard",
		}),
		variants: z.array(VariantInput).min(1, "a product needs at least one variant").max(VARIANTS_MAX).openapi({
			description:
				"1–100 variants, written with the product (a duplicate SKU or barcode rolls the whole create back); a product with one variant sends one named Default",
		}),
	})
	.openapi("PosCreateProduct", {
		description: "A new product with its variants; the free plan allows 50 active products",
	});
export const PatchProduct = z
	.strictObject(
		Object.fromEntries(Object.entries(productFields).map(([k, v]) => [k, v.optional()])) as {
			[K in keyof typeof productFields]: z.ZodOptional<(typeof productFields)[K]>;
		},
	)
	.openapi("PosPatchProduct", {
		description: "Only the fields sent change; null clears a nullable field; variants have their own routes",
	});

export const Variant = z
	.object({
		id: z.string(),
		productId: z.string().openapi({ description: "The product it belongs to (prd_…)" }),
		name: z.string().openapi({ description: V_NAME }),
		sku: z.string().nullable().openapi({ description: SKU }),
		barcode: z.string().nullable().openapi({ description: BARCODE }),
		price: z.number().int().openapi({ description: PRICE }),
		cost: z.number().int().openapi({ description: COST }),
		sortOrder: z.number().int().openapi({ description: SORT }),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("PosVariant", {
		description: "A sellable version of a product (ids var_…): what a sale line, a stock level and a barcode name",
	});
export const Product = z
	.object({
		id: z.string(),
		name: z.string().openapi({ description: P_NAME }),
		description: z.string().nullable().openapi({ description: DESCRIPTION }),
		categoryId: z.string().nullable().openapi({ description: CATEGORY }),
		kind: z.enum(["GOODS", "SERVICE"]).openapi({ description: KIND }),
		trackStock: z.boolean().openapi({ description: TRACK_STOCK }),
		requiresBatch: z.boolean().openapi({ description: REQUIRES_BATCH }),
		imageUrl: z.string().nullable().openapi({ description: IMAGE_URL }),
		isActive: z.boolean().openapi({ description: IS_ACTIVE }),
		taxCategory: z.string().openapi({ description: TAX_CATEGORY, example: "standard" }),
		variants: z.array(Variant).openapi({
			description: "Its variants in sortOrder (always at least one; a lookup answers only the variant matched)",
		}),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("PosProduct", { description: "A catalogue item (ids prd_…) with the variants that are sold" });

const Bool = z.enum(["true", "false"]).transform((v) => v === "true");
export const ProductQuery = ListQuery.extend({
	active: Bool.optional(),
	categoryId: z.string().max(64).optional(),
	q: z.string().max(100).optional(),
});

const COMPOSITE =
	"true: selling this variant takes its components' stock (each quantity × the quantity sold) instead of its own";
const COMPONENT_VARIANT =
	"A variant of the workspace (var_…; unknown: 404) that goes into this one: not the variant itself, not a composite one, and listed once";
const COMPONENT_QTY = "Units of that component in one unit of this variant, at least 1";

export const Recipe = z
	.object({
		isComposite: z.boolean().openapi({ description: COMPOSITE }),
		components: z
			.array(
				z.object({
					variantId: z.string().openapi({ description: COMPONENT_VARIANT }),
					quantity: z.number().int().openapi({ description: COMPONENT_QTY }),
				}),
			)
			.openapi({ description: "What one unit is made of; empty when the variant has no recipe" }),
	})
	.openapi("PosRecipe", {
		description: "What a variant is made of; a variant without one reads {isComposite: false, components: []}",
	});
export const PutRecipe = z
	.strictObject({
		isComposite: z.boolean().openapi({ description: COMPOSITE }),
		components: z
			.array(
				z.strictObject({
					variantId: z.string().min(1).max(64).openapi({ description: COMPONENT_VARIANT }),
					quantity: z
						.number()
						.int()
						.min(1)
						.max(1_000_000)
						.openapi({ description: `${COMPONENT_QTY}, at most 1,000,000` }),
				}),
			)
			.max(50)
			.default([])
			.openapi({ description: "At most 50 components; replaces every component the recipe had (default: none)" }),
	})
	.openapi("PosPutRecipe", { description: "The whole recipe: replaces what the variant had" });

export const BulkCategory = z
	.strictObject({
		productIds: z
			.array(z.string().min(1).max(64))
			.min(1)
			.max(100)
			.openapi({ description: "1–100 product ids (prd_…); one not in the workspace is 404 and nothing changes" }),
		categoryId: z
			.string()
			.min(1)
			.max(64)
			.nullable()
			.openapi({ description: "The category to give them all (cat_…), or null to leave them uncategorised; required" }),
	})
	.openapi("PosBulkCategory", { description: "One category for many products, all or nothing" });

export const LookupQuery = z.object({
	barcode: z.string().min(1).max(64).optional(),
	q: z.string().min(1).max(100).optional(),
});
export const Match = z.object({ product: Product, variant: Variant }).openapi("PosLookupMatch", {
	description: "A lookup hit: the variant matched and its product (whose variants list holds only that variant)",
});
