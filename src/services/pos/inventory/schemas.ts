import { z } from "@hono/zod-openapi";
import { multiLine } from "../../../platform/text";
import { ListQuery } from "../access/schemas";

// Spec 002 "Inventory" (issue 19): levels, manual adjustments, reorder points, movements.

export const ADJUST_REASONS = [
	"manual_adjust",
	"refund_restock",
	"transfer_in",
	"transfer_out",
	"damaged",
	"returned_to_supplier",
	"initial_stock",
	"import",
] as const;
/** Reasons a movement can carry: the adjustment ones and those sales and purchase orders write. */
export const MOVEMENT_REASONS = [...ADJUST_REASONS, "sale", "sale_void", "purchase_receive"] as const;

const Id = z.string().min(1).max(64);
const Qty = z.number().int().min(-1_000_000).max(1_000_000);

export const Adjust = z
	.strictObject({
		outletId: Id,
		variantId: Id,
		delta: Qty.refine((d) => d !== 0, "delta must not be 0"),
		reason: z.enum(ADJUST_REASONS),
		note: multiLine(500, { min: 0 }).optional(),
	})
	.openapi("PosStockAdjust");

export const Reorder = z
	.strictObject({
		outletId: Id,
		variantId: Id,
		reorderPoint: z.number().int().min(0).max(1_000_000),
		reorderQty: z.number().int().min(1).max(1_000_000).nullable().optional(),
	})
	.openapi("PosReorder");

export const Level = z
	.object({
		outletId: z.string(),
		variantId: z.string(),
		quantity: z.number().int(),
		reorderPoint: z.number().int(),
		reorderQty: z.number().int().nullable(),
	})
	.openapi("PosStockLevel");

export const Movement = z
	.object({
		id: z.string(),
		outletId: z.string(),
		variantId: z.string(),
		delta: z.number().int(),
		reason: z.enum(MOVEMENT_REASONS),
		refId: z.string().nullable(),
		note: z.string().nullable(),
		balanceAfter: z.number().int(),
		createdAt: z.string(),
	})
	.openapi("PosStockMovement");

export const LevelQuery = ListQuery.extend({ outletId: Id.optional(), variantId: Id.optional() });
export const MovementQuery = LevelQuery.extend({ reason: z.enum(MOVEMENT_REASONS).optional() });
