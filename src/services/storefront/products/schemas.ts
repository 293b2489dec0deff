import { z } from "@hono/zod-openapi";
import { clampedLimit } from "../../../platform/openapi";
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

const D = {
	name: `The product's name, one line of 1-${NAME_MAX} characters (trimmed)`,
	description:
		"The product description, Markdown of at most 10,000 characters (shown as text on the product page); null for none",
	price:
		"The price as an integer in the currency's smallest unit: whole rupiah for IDR (no decimals: 150000 is Rp 150.000), cents for USD and SGD",
	thumbnail: "URL (http or https, at most 2048 characters) of the main image; null for none",
	coverImages: "URLs (http or https) of the gallery images, in order; at most 20",
	tags: "Tags, at most 50 of 1-50 characters (trimmed); there is no tag search",
	published: "Whether the product is live: shown on the hosted shop pages and to publishable keys. false is a draft",
	licenseEnabled: "Whether a licence key is issued with each purchase (for license products)",
	maxActivations: "How many activations one licence key allows, 1-1,000,000 (default 1)",
	gtin: "Global Trade Item Number (the barcode: EAN, UPC, ISBN), 8-14 digits, for product feeds; null for none",
	googleProductCategory:
		"The Google product category (name or id in Google's taxonomy), at most 250 characters, for product feeds; null for none",
	brand: "The brand, at most 120 characters, for product feeds; null for none",
	feedExcluded: "Whether the product is left out of product feeds",
	metadata:
		"Your own string key-value pairs (at most 50 keys of 1-40 characters, values at most 500); stored and returned as given",
	currency: "The currency of price: IDR, USD or SGD (ISO 4217); fixed at creation",
	type: "physical (shipped goods), digital (files to download) or license (a licence key, possibly with files); fixed at creation. Only digital and license products take files",
	slug: "The product's address part in the shop (…/p/<slug>): 2-80 of a-z, 0-9 and -, unique in the workspace; fixed at creation",
	dimension: (what: string, unit: string) =>
		`The ${what} in ${unit} (an integer) for shipping rates; null when not set`,
	originAreaId:
		"The shipping origin area (where the product ships from), for shipping rates; at most 100 characters; null when not set",
	requiresInsurance: "Whether shipments of the product must be insured",
};
const unchanged = (d: string) => `${d}. Omitted: unchanged`;

/** Fields a PATCH may send (spec §4); the rest of the create body is fixed at creation. */
const patchable = {
	name: singleLine(NAME_MAX, { trim: true }).openapi({ description: D.name }),
	description: multiLine(DESCRIPTION_MAX, { min: 0 }).nullable().openapi({ description: D.description }),
	price: Money.openapi({ description: D.price }),
	thumbnail: Url.nullable().openapi({ description: D.thumbnail }),
	coverImages: CoverImages.openapi({ description: D.coverImages }),
	tags: Tags.openapi({ description: D.tags }),
	published: z.boolean().openapi({ description: D.published }),
	licenseEnabled: z.boolean().openapi({ description: D.licenseEnabled }),
	maxActivations: z.number().int().min(1).max(1_000_000).openapi({ description: D.maxActivations }),
	gtin: z
		.string()
		.regex(/^\d{8,14}$/, "gtin is 8-14 digits")
		.nullable()
		.openapi({ description: D.gtin }),
	googleProductCategory: singleLine(250).nullable().openapi({ description: D.googleProductCategory }),
	brand: singleLine(120).nullable().openapi({ description: D.brand }),
	feedExcluded: z.boolean().openapi({ description: D.feedExcluded }),
	metadata: Metadata,
};

export const CreateProduct = z
	.strictObject({
		...patchable,
		name: patchable.name.openapi({ description: `${D.name}. Required` }),
		price: Money.openapi({ description: `${D.price}; at least 0. Required` }),
		currency: z.enum(CURRENCIES).openapi({ description: `${D.currency}. Required` }),
		type: z.enum(TYPES).openapi({ description: `${D.type}. Required` }),
		slug: Slug.optional().openapi({
			description: `${D.slug}. Omitted: derived from the name (lowercase, hyphenated, other characters dropped); a taken slug gets a -<base-36 time> suffix`,
		}),
		description: patchable.description.optional().openapi({ description: D.description }),
		thumbnail: patchable.thumbnail.optional().openapi({ description: D.thumbnail }),
		coverImages: CoverImages.optional().openapi({ description: `${D.coverImages}. Omitted: none` }),
		tags: Tags.optional().openapi({ description: `${D.tags}. Omitted: none` }),
		aiGenerate: z.boolean().optional().openapi({
			description:
				"true: write description and tags with AI in the background (aiStatus generating, then complete or failed); counts one run of the monthly AI quota. Default false",
		}),
		published: z
			.boolean()
			.optional()
			.openapi({ description: `${D.published}. Default false (a draft)` }),
		licenseEnabled: z
			.boolean()
			.optional()
			.openapi({ description: `${D.licenseEnabled}. Default false` }),
		maxActivations: patchable.maxActivations.optional().openapi({ description: D.maxActivations }),
		weight: Dimension.optional().openapi({ description: D.dimension("weight", "grams") }),
		length: Dimension.optional().openapi({ description: D.dimension("length", "millimetres") }),
		width: Dimension.optional().openapi({ description: D.dimension("width", "millimetres") }),
		height: Dimension.optional().openapi({ description: D.dimension("height", "millimetres") }),
		originAreaId: singleLine(100).nullable().optional().openapi({ description: D.originAreaId }),
		requiresInsurance: z
			.boolean()
			.optional()
			.openapi({ description: `${D.requiresInsurance}. Default false` }),
		gtin: patchable.gtin.optional().openapi({ description: D.gtin }),
		googleProductCategory: patchable.googleProductCategory.optional().openapi({ description: D.googleProductCategory }),
		brand: patchable.brand.optional().openapi({ description: D.brand }),
		feedExcluded: z
			.boolean()
			.optional()
			.openapi({ description: `${D.feedExcluded}. Default false` }),
		metadata: Metadata.optional(),
	})
	.openapi("CreateProduct");

export const PatchProduct = z
	.strictObject({
		...(Object.fromEntries(
			Object.entries(patchable).map(([k, v]) => [
				k,
				k === "metadata"
					? v.optional()
					: v.optional().openapi({ description: unchanged(D[k as keyof typeof D] as string) }),
			]),
		) as {
			[K in keyof typeof patchable]: z.ZodOptional<(typeof patchable)[K]>;
		}),
		// Spec 001 §3 Product: restore is PATCH archived false; archiving stays DELETE's (true is 400).
		archived: z.literal(false).optional().openapi({
			description:
				"false restores an archived product: it is live again as a draft (published false unless sent), and takes a product slot of the plan (403 QUOTA_EXCEEDED when none is free). On a live product false changes nothing; true is 400 (archive with DELETE)",
		}),
	})
	.openapi("PatchProduct");

export const ProductFile = z
	.object({
		id: z.string(),
		name: z.string().openapi({
			description: "The file name as uploaded (at most 255 characters; control characters and / \\ become _)",
		}),
		size: z.number().int().openapi({ description: "Size in bytes (1 byte to 100 MB)" }),
		contentType: z
			.string()
			.openapi({ description: "The media type the upload declared (application/octet-stream when none)" }),
		sha256: z.string().openapi({ description: "Hex SHA-256 of the file's bytes, to check a download against" }),
		createdAt: z.string(),
	})
	.openapi("ProductFile");

export const Product = z
	.object({
		id: z.string(),
		accountId: z.string().openapi({ description: "The workspace (acc_…) whose catalogue holds the product" }),
		name: z.string().openapi({ description: "The product's name" }),
		slug: z
			.string()
			.openapi({ description: "The product's address part in the shop (…/p/<slug>), unique in the workspace" }),
		description: z.string().nullable().openapi({ description: "The description, Markdown; null for none" }),
		price: z.number().int().openapi({ description: D.price }),
		currency: z.enum(CURRENCIES).openapi({ description: "The currency of price: IDR, USD or SGD (ISO 4217)" }),
		type: z
			.enum(TYPES)
			.openapi({ description: "physical (shipped goods), digital (files to download) or license (a licence key)" }),
		thumbnail: z.string().nullable().openapi({ description: "URL of the main image; null for none" }),
		coverImages: z.array(z.string()).openapi({ description: "URLs of the gallery images, in order; empty for none" }),
		tags: z.array(z.string()).openapi({ description: "Tags; empty for none" }),
		aiGenerated: z.boolean().openapi({ description: "Whether an AI fill was ever started for the product" }),
		aiStatus: z.enum(["generating", "complete", "failed"]).nullable().openapi({
			description:
				"The latest AI fill: generating (in progress), complete (description and tags written) or failed (both left as they were); null if AI fill was never used",
		}),
		licenseEnabled: z.boolean().openapi({ description: D.licenseEnabled }),
		maxActivations: z
			.number()
			.int()
			.openapi({ description: "How many activations one licence key allows (default 1)" }),
		weight: z
			.number()
			.int()
			.nullable()
			.openapi({ description: D.dimension("weight", "grams") }),
		length: z
			.number()
			.int()
			.nullable()
			.openapi({ description: D.dimension("length", "millimetres") }),
		width: z
			.number()
			.int()
			.nullable()
			.openapi({ description: D.dimension("width", "millimetres") }),
		height: z
			.number()
			.int()
			.nullable()
			.openapi({ description: D.dimension("height", "millimetres") }),
		originAreaId: z.string().nullable().openapi({ description: "The shipping origin area; null when not set" }),
		requiresInsurance: z.boolean().openapi({ description: D.requiresInsurance }),
		gtin: z
			.string()
			.nullable()
			.openapi({ description: "Global Trade Item Number (8-14 digits) for product feeds; null for none" }),
		googleProductCategory: z
			.string()
			.nullable()
			.openapi({ description: "The Google product category for product feeds; null for none" }),
		brand: z.string().nullable().openapi({ description: "The brand for product feeds; null for none" }),
		feedExcluded: z.boolean().openapi({ description: D.feedExcluded }),
		published: z.boolean().openapi({ description: "Whether the product is live (true) or a draft (false)" }),
		archived: z.boolean().openapi({
			description:
				"Whether the product was deleted (archived): then it is unpublished, left out of lists and pages, still readable by id, and refuses writes",
		}),
		pageUrl: z.string().nullable().openapi({
			description:
				"The absolute address of the product's hosted page (…/<workspace slug>/p/<slug>); null when the workspace has no slug",
		}),
		files: z.array(ProductFile).openapi({
			description: "Files attached for buyers to download (POST …/files); always empty for physical products",
		}),
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
	"Any of name, description, price, thumbnail, coverImages, tags, published, licenseEnabled, maxActivations, gtin, googleProductCategory, brand, feedExcluded, metadata → 200 with the full product. archived false restores an archived product as a draft (it takes a product slot: 403 QUOTA_EXCEEDED on a full plan); archived true is 400 (archive with DELETE). Anything else (slug, currency, type, ids, timestamps) → 400 VALIDATION_ERROR. Any other patch of an archived product is 404. store.product.updated.v1 is sent on every successful patch, no-ops included.";
