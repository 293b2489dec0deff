import { clampedLimit } from "../../../platform/openapi";
import { z } from "@hono/zod-openapi";
import { singleLine } from "../../../platform/text";

// Variants (spec: "behind /v1/inventory/variants; payloads not shown"): served at /api/v1/inventory/variants.

const Options = z
	.record(z.string().min(1).max(40), z.string().max(100))
	.refine((m) => Object.keys(m).length <= 20, "options hold at most 20 keys");
const Sku = singleLine(64, { trim: true }).nullable();
const PriceCents = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const CreateVariant = z
	.strictObject({
		productId: z.string().min(1).max(64),
		title: singleLine(200, { trim: true }),
		sku: Sku.optional(),
		options: Options.optional(),
		priceCents: PriceCents,
	})
	.openapi("CreateVariant");

export const PatchVariant = z
	.strictObject({
		title: singleLine(200, { trim: true }).optional(),
		sku: Sku.optional(),
		options: Options.optional(),
		priceCents: PriceCents.optional(),
	})
	.openapi("PatchVariant");

export const Variant = z
	.object({
		id: z.string(),
		productId: z.string(),
		title: z.string(),
		sku: z.string().nullable(),
		options: z.record(z.string(), z.string()),
		priceCents: z.number().int(),
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
