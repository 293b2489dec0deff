import { z } from "@hono/zod-openapi";
import { clampedLimit } from "../../../platform/openapi";
import { singleLine } from "../../../platform/text";

// Variants (spec: "behind /v1/inventory/variants; payloads not shown"): served at /api/v1/inventory/variants.

const Options = z
	.record(z.string().min(1).max(40), z.string().max(100))
	.refine((m) => Object.keys(m).length <= 20, "options hold at most 20 keys");
const Sku = singleLine(64, { trim: true }).nullable();
const PriceCents = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

const TITLE = "The variant's name, one line of 1-200 characters (trimmed), for example Large / Red";
const SKU =
	"Stock keeping unit, at most 64 characters (trimmed), unique in the workspace (409 SKU_TAKEN); null for none";
const OPTIONS =
	"The option values that set this variant apart, as a string map (for example {size: L, colour: red}): at most 20 keys of 1-40 characters, values at most 100";
const PRICE =
	"The variant's own absolute price (not a difference from the product's), in the product currency's smallest unit: whole rupiah for IDR (no decimals), cents for USD and SGD";

export const CreateVariant = z
	.strictObject({
		productId: z.string().min(1).max(64).openapi({
			description: "The product (prod_…) the variant belongs to; it must be a non-archived product of this workspace",
		}),
		title: singleLine(200, { trim: true }).openapi({ description: TITLE }),
		sku: Sku.optional().openapi({ description: `${SKU}. Omitted: none` }),
		options: Options.optional().openapi({ description: `${OPTIONS}. Omitted: empty` }),
		priceCents: PriceCents.openapi({ description: `${PRICE}; at least 0. Required` }),
	})
	.openapi("CreateVariant");

export const PatchVariant = z
	.strictObject({
		title: singleLine(200, { trim: true })
			.optional()
			.openapi({ description: `${TITLE}. Omitted: unchanged` }),
		sku: Sku.optional().openapi({ description: `${SKU}. Omitted: unchanged` }),
		options: Options.optional().openapi({ description: `${OPTIONS}; replaces the stored map. Omitted: unchanged` }),
		priceCents: PriceCents.optional().openapi({ description: `${PRICE}. Omitted: unchanged` }),
	})
	.openapi("PatchVariant");

export const Variant = z
	.object({
		id: z.string(),
		productId: z.string().openapi({ description: "The product (prod_…) the variant belongs to" }),
		title: z.string().openapi({ description: "The variant's name" }),
		sku: z.string().nullable().openapi({ description: "Stock keeping unit, unique in the workspace; null for none" }),
		options: z
			.record(z.string(), z.string())
			.openapi({ description: "The option values that set this variant apart; empty for none" }),
		priceCents: z.number().int().openapi({ description: PRICE }),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("Variant");

export const VariantPage = z
	.object({ data: z.array(Variant), cursor: z.string().nullable(), hasMore: z.boolean() })
	.openapi("VariantPage");

export const VariantQuery = z.object({
	productId: z.string().min(1).max(64).optional(),
	limit: clampedLimit(50),
	cursor: z.string().max(500).optional(),
});

export const VARIANTS_DOC =
	"A variant of a live product in this workspace (else 404 RESOURCE_NOT_FOUND): title 1-200, sku at most 64 and unique in the workspace (409 SKU_TAKEN), options a string map, priceCents the variant's absolute price in the product currency's smallest unit. Events store.variant.created.v1 / updated.v1 (the variant) and archived.v1 ({id, productId}) on delete.";
