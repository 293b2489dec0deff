import { clampedLimit } from "../../../platform/openapi";
import { z } from "@hono/zod-openapi";
import { multiLine, singleLine } from "../../../platform/text";

// Spec 001 §2 "Storefront product", §4 "Storefront products", §8.

export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 10_000;
const Url = z.url({ protocol: /^https?$/ }).max(2048);
const Money = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const Dimension = z.number().int().min(0).max(10_000_000).nullable();
const Metadata = z
	.record(z.string().min(1).max(40), z.string().max(500))
	.refine((m) => Object.keys(m).length <= 50, "metadata holds at most 50 keys");
const Tags = z.array(singleLine(50, { trim: true })).max(50);
const CoverImages = z.array(Url).max(20);
export const Slug = z
	.string()
	.min(2)
	.max(80)
	.regex(/^[a-z0-9-]+$/, "slug takes lowercase letters, digits and -");
export const CURRENCIES = ["IDR", "USD", "SGD"] as const;
export const TYPES = ["physical", "digital", "license"] as const;

/** Fields a PATCH may send (spec §4); the rest of the create body is fixed at creation. */
const patchable = {
	name: singleLine(NAME_MAX, { trim: true }),
	description: multiLine(DESCRIPTION_MAX, { min: 0 }).nullable(),
	price: Money,
	thumbnail: Url.nullable(),
	coverImages: CoverImages,
	tags: Tags,
	published: z.boolean(),
	licenseEnabled: z.boolean(),
	maxActivations: z.number().int().min(1).max(1_000_000),
	gtin: z
		.string()
		.regex(/^\d{8,14}$/, "gtin is 8-14 digits")
		.nullable(),
	googleProductCategory: singleLine(250).nullable(),
	brand: singleLine(120).nullable(),
	feedExcluded: z.boolean(),
	metadata: Metadata,
};

export const CreateProduct = z
	.strictObject({
		...patchable,
		name: patchable.name,
		price: Money,
		currency: z.enum(CURRENCIES),
		type: z.enum(TYPES),
		slug: Slug.optional(),
		description: patchable.description.optional(),
		thumbnail: patchable.thumbnail.optional(),
		coverImages: CoverImages.optional(),
		tags: Tags.optional(),
		aiGenerate: z.boolean().optional(),
		published: z.boolean().optional(),
		licenseEnabled: z.boolean().optional(),
		maxActivations: patchable.maxActivations.optional(),
		weight: Dimension.optional(),
		length: Dimension.optional(),
		width: Dimension.optional(),
		height: Dimension.optional(),
		originAreaId: singleLine(100).nullable().optional(),
		requiresInsurance: z.boolean().optional(),
		gtin: patchable.gtin.optional(),
		googleProductCategory: patchable.googleProductCategory.optional(),
		brand: patchable.brand.optional(),
		feedExcluded: z.boolean().optional(),
		metadata: Metadata.optional(),
	})
	.openapi("CreateProduct");

export const PatchProduct = z
	.strictObject(
		Object.fromEntries(Object.entries(patchable).map(([k, v]) => [k, v.optional()])) as {
			[K in keyof typeof patchable]: z.ZodOptional<(typeof patchable)[K]>;
		},
	)
	.openapi("PatchProduct");

export const ProductFile = z
	.object({
		id: z.string(),
		name: z.string(),
		size: z.number().int(),
		contentType: z.string(),
		sha256: z.string(),
		createdAt: z.string(),
	})
	.openapi("ProductFile");

export const Product = z
	.object({
		id: z.string(),
		accountId: z.string(),
		name: z.string(),
		slug: z.string(),
		description: z.string().nullable(),
		price: z.number().int(),
		currency: z.enum(CURRENCIES),
		type: z.enum(TYPES),
		thumbnail: z.string().nullable(),
		coverImages: z.array(z.string()),
		tags: z.array(z.string()),
		aiGenerated: z.boolean(),
		aiStatus: z.enum(["generating", "complete", "failed"]).nullable(),
		licenseEnabled: z.boolean(),
		maxActivations: z.number().int(),
		weight: z.number().int().nullable(),
		length: z.number().int().nullable(),
		width: z.number().int().nullable(),
		height: z.number().int().nullable(),
		originAreaId: z.string().nullable(),
		requiresInsurance: z.boolean(),
		gtin: z.string().nullable(),
		googleProductCategory: z.string().nullable(),
		brand: z.string().nullable(),
		feedExcluded: z.boolean(),
		published: z.boolean(),
		archived: z.boolean(),
		pageUrl: z.string().nullable(),
		files: z.array(ProductFile),
		metadata: z.record(z.string(), z.string()),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("Product");

export const ProductPage = z
	.object({ data: z.array(Product), cursor: z.string().nullable(), hasMore: z.boolean() })
	.openapi("ProductPage");

const Bool = z.enum(["true", "false"]).transform((v) => v === "true");
export const ListQuery = z.object({
	limit: clampedLimit(50),
	cursor: z.string().max(500).optional(),
	published: Bool.optional().openapi({ param: { name: "published", in: "query" }, type: "string" }),
	type: z.enum(TYPES).optional(),
});

export const CREATE_DOC =
	"A draft (published false unless sent). slug (2-80, ^[a-z0-9-]+$) defaults to the name (lowercase, hyphenated, other characters dropped); a taken slug gets a base-36 timestamp suffix. price is in the currency's smallest unit (IDR whole rupiah, USD and SGD cents). Unknown or server-managed fields → 400 VALIDATION_ERROR. Beyond the plan's product cap (free 10, starter 100 non-archived) → 403 QUOTA_EXCEEDED. aiGenerate true starts an AI fill (aiStatus generating; counts against the monthly AI quota).";
export const PATCH_DOC =
	"Any of name, description, price, thumbnail, coverImages, tags, published, licenseEnabled, maxActivations, gtin, googleProductCategory, brand, feedExcluded, metadata → 200 with the full product. Anything else (slug, currency, type, archived, ids, timestamps) → 400 VALIDATION_ERROR. An archived product is 404. store.product.updated.v1 is sent on every successful patch, no-ops included.";
