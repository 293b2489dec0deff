import { z } from "@hono/zod-openapi";
import { multiLine, singleLine } from "../../../platform/text";
import { ListQuery } from "../access/schemas";

// Spec 002 "Inventory" (issue 19): levels, manual adjustments, reorder points, movements, transfers,
// batches with expiry.

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

const Quantity = z.number().int().min(1).max(1_000_000);
export const TRANSFER_ITEMS_MAX = 100;

export const Transfer = z
	.strictObject({
		fromOutletId: Id,
		toOutletId: Id,
		items: z
			.array(z.strictObject({ variantId: Id, quantity: Quantity }))
			.min(1)
			.max(TRANSFER_ITEMS_MAX),
		note: multiLine(500, { min: 0 }).optional(),
	})
	.superRefine((b, ctx) => {
		if (b.fromOutletId === b.toOutletId)
			ctx.addIssue({ code: "custom", path: ["toOutletId"], message: "must differ from fromOutletId" });
		// One item per variant: the stock moves and takes are keyed by variant within a transfer.
		const seen = new Set<string>();
		b.items.forEach((it, i) => {
			if (seen.has(it.variantId))
				ctx.addIssue({ code: "custom", path: ["items", i, "variantId"], message: "a variant may appear only once" });
			seen.add(it.variantId);
		});
	})
	.openapi("PosStockTransfer");

export const TransferResult = z
	.object({
		id: z.string(),
		fromOutletId: z.string(),
		toOutletId: z.string(),
		items: z.array(
			z.object({
				variantId: z.string(),
				quantity: z.number().int(),
				fromQuantity: z.number().int().openapi({ description: "The source level after the transfer" }),
				toQuantity: z.number().int().openapi({ description: "The destination level after the transfer" }),
			}),
		),
	})
	.openapi("PosStockTransferResult");

export const CreateBatch = z
	.strictObject({
		outletId: Id,
		variantId: Id,
		batchNumber: singleLine(64, { trim: true }),
		expiresAt: z.union([z.iso.datetime({ offset: true }), z.iso.date()]).openapi({
			description: "ISO 8601 datetime, or a date alone (YYYY-MM-DD) meaning 00:00 UTC of that day",
			example: "2026-12-31",
		}),
		quantity: Quantity,
	})
	.openapi("PosCreateBatch");

export const Batch = z
	.object({
		id: z.string(),
		outletId: z.string(),
		variantId: z.string(),
		batchNumber: z.string(),
		expiresAt: z.string(),
		quantity: z.number().int(),
		receivedQuantity: z.number().int(),
		expired: z.boolean(),
		createdAt: z.string(),
	})
	.openapi("PosInventoryBatch");

export const BatchQuery = LevelQuery;
export const ExpiringQuery = ListQuery.extend({
	days: z.coerce.number().int().min(1).max(365).default(30),
	outletId: Id.optional(),
});
