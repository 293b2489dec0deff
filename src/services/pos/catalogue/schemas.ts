import { z } from "@hono/zod-openapi";
import { multiLine, singleLine } from "../../../platform/text";
import { ListQuery } from "../access/schemas";

// Spec 002 §2 "Product", "Variant", "Recipe"; §4 "Products".

const Money = z.number().int().min(0).max(1_000_000_000);
const Code = singleLine(64, { trim: true }).nullable();
export const VARIANTS_MAX = 100;

const variantFields = {
	name: singleLine(80, { trim: true }),
	sku: Code,
	barcode: Code,
	price: Money,
	cost: Money,
	sortOrder: z.number().int().min(0).max(1_000_000),
};
export const VariantInput = z
	.strictObject({
		name: variantFields.name.default("Default"),
		sku: Code.optional(),
		barcode: Code.optional(),
		price: Money,
		cost: Money.default(0),
		sortOrder: variantFields.sortOrder.default(0),
	})
	.openapi("PosVariantInput");
export const PatchVariant = z
	.strictObject(
		Object.fromEntries(Object.entries(variantFields).map(([k, v]) => [k, v.optional()])) as {
			[K in keyof typeof variantFields]: z.ZodOptional<(typeof variantFields)[K]>;
		},
	)
	.openapi("PosPatchVariant");

const productFields = {
	name: singleLine(160, { trim: true }),
	description: multiLine(2000, { min: 0 }).nullable(),
	categoryId: z.string().min(1).max(64).nullable(),
	kind: z.enum(["GOODS", "SERVICE"]),
	trackStock: z.boolean(),
	requiresBatch: z.boolean(),
	imageUrl: z.string().max(600).nullable(),
	isActive: z.boolean(),
};
export const CreateProduct = z
	.strictObject({
		name: productFields.name,
		description: productFields.description.optional(),
		categoryId: productFields.categoryId.optional(),
		kind: productFields.kind.default("GOODS"),
		trackStock: z.boolean().default(false),
		requiresBatch: z.boolean().default(false),
		imageUrl: productFields.imageUrl.optional(),
		isActive: z.boolean().default(true),
		variants: z.array(VariantInput).min(1, "a product needs at least one variant").max(VARIANTS_MAX),
	})
	.openapi("PosCreateProduct");
export const PatchProduct = z
	.strictObject(
		Object.fromEntries(Object.entries(productFields).map(([k, v]) => [k, v.optional()])) as {
			[K in keyof typeof productFields]: z.ZodOptional<(typeof productFields)[K]>;
		},
	)
	.openapi("PosPatchProduct");

export const Variant = z
	.object({
		id: z.string(),
		productId: z.string(),
		name: z.string(),
		sku: z.string().nullable(),
		barcode: z.string().nullable(),
		price: z.number().int(),
		cost: z.number().int(),
		sortOrder: z.number().int(),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("PosVariant");
export const Product = z
	.object({
		id: z.string(),
		name: z.string(),
		description: z.string().nullable(),
		categoryId: z.string().nullable(),
		kind: z.enum(["GOODS", "SERVICE"]),
		trackStock: z.boolean(),
		requiresBatch: z.boolean(),
		imageUrl: z.string().nullable(),
		isActive: z.boolean(),
		variants: z.array(Variant),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("PosProduct");

const Bool = z.enum(["true", "false"]).transform((v) => v === "true");
export const ProductQuery = ListQuery.extend({
	active: Bool.optional(),
	categoryId: z.string().max(64).optional(),
	q: z.string().max(100).optional(),
});

export const Recipe = z
	.object({
		isComposite: z.boolean(),
		components: z.array(z.object({ variantId: z.string(), quantity: z.number().int() })),
	})
	.openapi("PosRecipe");
export const PutRecipe = z
	.strictObject({
		isComposite: z.boolean(),
		components: z
			.array(z.strictObject({ variantId: z.string().min(1).max(64), quantity: z.number().int().min(1).max(1_000_000) }))
			.max(50)
			.default([]),
	})
	.openapi("PosPutRecipe");

export const BulkCategory = z
	.strictObject({
		productIds: z.array(z.string().min(1).max(64)).min(1).max(100),
		categoryId: z.string().min(1).max(64).nullable(),
	})
	.openapi("PosBulkCategory");

export const LookupQuery = z.object({
	barcode: z.string().min(1).max(64).optional(),
	q: z.string().min(1).max(100).optional(),
});
export const Match = z.object({ product: Product, variant: Variant }).openapi("PosLookupMatch");
