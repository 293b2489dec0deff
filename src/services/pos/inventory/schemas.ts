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
export const MOVEMENT_REASONS = [...ADJUST_REASONS, "sale", "sale_void", "sale_return", "purchase_receive"] as const;

const Id = z.string().min(1).max(64);
const Qty = z.number().int().min(-1_000_000).max(1_000_000);

const OUTLET = "The outlet whose stock this is (out_…)";
const VARIANT = "The variant counted (var_…)";
const QUANTITY = "Units in stock at the outlet now, never below 0";
const REORDER_POINT = "Level at or below which the variant shows in GET /reports/low-stock; 0 means it is not watched";
const REORDER_QTY = "How many units to order when it runs low (a suggestion for you); null when not set";
const ADJUST_REASON =
	"Why the stock moved: manual_adjust (a count correction), refund_restock (returned goods put back), transfer_in, transfer_out, damaged, returned_to_supplier, initial_stock or import";
const NOTE = "Free text about the move, at most 500 characters (may span lines)";

export const Adjust = z
	.strictObject({
		outletId: Id.openapi({ description: `${OUTLET}; one of the workspace's (else 404)` }),
		variantId: Id.openapi({ description: `${VARIANT}; one of the workspace's (else 404)` }),
		delta: Qty.refine((d) => d !== 0, "delta must not be 0").openapi({
			description:
				"Units to add (positive) or take (negative), not 0, −1,000,000 to 1,000,000; a level that would go below 0 is 409 CONFLICT and nothing is written",
		}),
		reason: z.enum(ADJUST_REASONS).openapi({ description: ADJUST_REASON }),
		note: multiLine(500, { min: 0 }).optional().openapi({ description: NOTE }),
	})
	.openapi("PosStockAdjust", { description: "A manual move of an outlet's stock level, written with its movement" });

export const Reorder = z
	.strictObject({
		outletId: Id.openapi({ description: OUTLET }),
		variantId: Id.openapi({ description: VARIANT }),
		reorderPoint: z
			.number()
			.int()
			.min(0)
			.max(1_000_000)
			.openapi({ description: `${REORDER_POINT}; 0–1,000,000` }),
		reorderQty: z
			.number()
			.int()
			.min(1)
			.max(1_000_000)
			.nullable()
			.optional()
			.openapi({ description: `${REORDER_QTY}, 1–1,000,000; null or omitted clears it` }),
	})
	.openapi("PosReorder", { description: "When to reorder a variant at an outlet" });

export const Level = z
	.object({
		outletId: z.string().openapi({ description: OUTLET }),
		variantId: z.string().openapi({ description: VARIANT }),
		quantity: z.number().int().openapi({ description: QUANTITY }),
		reorderPoint: z.number().int().openapi({ description: REORDER_POINT }),
		reorderQty: z.number().int().nullable().openapi({ description: REORDER_QTY }),
	})
	.openapi("PosStockLevel", { description: "How much of a variant an outlet holds, and when to reorder it" });

export const Movement = z
	.object({
		id: z.string(),
		outletId: z.string().openapi({ description: OUTLET }),
		variantId: z.string().openapi({ description: VARIANT }),
		delta: z.number().int().openapi({ description: "Signed change of the level: positive came in, negative went out" }),
		reason: z.enum(MOVEMENT_REASONS).openapi({
			description: `${ADJUST_REASON}; also sale (a completed sale took it), sale_void (a void gave it back), sale_return (a return put it back on the shelf) and purchase_receive (a purchase order received it)`,
		}),
		refId: z.string().nullable().openapi({
			description:
				"What caused the move: the sale (txn_…) for sale and sale_void, the return (ret_…) for sale_return, the transfer (trf_…) for transfer_in/out, the purchase order (pur_…) for purchase_receive; null for adjustments and batch stock-ins",
		}),
		note: z.string().nullable().openapi({
			description:
				"The note sent with the adjustment or transfer (batch <number> for a batch stock-in); null when none",
		}),
		balanceAfter: z.number().int().openapi({ description: "The outlet's level of the variant right after this move" }),
		createdAt: z.string(),
	})
	.openapi("PosStockMovement", { description: "One change of an outlet's stock level, newest first in lists" });

export const LevelQuery = ListQuery.extend({ outletId: Id.optional(), variantId: Id.optional() });
export const MovementQuery = LevelQuery.extend({ reason: z.enum(MOVEMENT_REASONS).optional() });

const Quantity = z.number().int().min(1).max(1_000_000);
export const TRANSFER_ITEMS_MAX = 100;

export const Transfer = z
	.strictObject({
		fromOutletId: Id.openapi({ description: "The active outlet the stock leaves (out_…)" }),
		toOutletId: Id.openapi({ description: "The active outlet the stock goes to (out_…), not fromOutletId" }),
		items: z
			.array(
				z.strictObject({
					variantId: Id.openapi({
						description: "A variant that tracks stock and is not composite (var_…), at most once per transfer",
					}),
					quantity: Quantity.openapi({ description: "Units moved, 1–1,000,000; more than the source holds is 409" }),
				}),
			)
			.min(1)
			.max(TRANSFER_ITEMS_MAX)
			.openapi({ description: "1–100 lines, moved all or nothing" }),
		note: multiLine(500, { min: 0 })
			.optional()
			.openapi({ description: "Free text kept on both movements, at most 500 characters" }),
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
	.openapi("PosStockTransfer", {
		description: "Stock to move between two outlets; lots of batch-tracked variants travel with their expiry",
	});

export const TransferResult = z
	.object({
		id: z.string(),
		fromOutletId: z.string().openapi({ description: "The outlet the stock left (out_…)" }),
		toOutletId: z.string().openapi({ description: "The outlet the stock went to (out_…)" }),
		items: z
			.array(
				z.object({
					variantId: z.string().openapi({ description: "The variant moved (var_…)" }),
					quantity: z.number().int().openapi({ description: "Units moved" }),
					fromQuantity: z.number().int().openapi({ description: "The source level after the transfer" }),
					toQuantity: z.number().int().openapi({ description: "The destination level after the transfer" }),
				}),
			)
			.openapi({ description: "Each line as sent, with both levels after it" }),
	})
	.openapi("PosStockTransferResult", {
		description: "A done transfer (ids trf_…): movements transfer_out and transfer_in carry its id as refId",
	});

const BATCH_NUMBER =
	"The lot's number as printed on the goods, one line of 1–64 characters; the same number again with the same expiry adds to the lot (another expiry: 409)";

export const CreateBatch = z
	.strictObject({
		outletId: Id.openapi({ description: OUTLET }),
		variantId: Id.openapi({
			description: "The variant stocked in (var_…), of a product that requires batches (else 400)",
		}),
		batchNumber: singleLine(64, { trim: true }).openapi({ description: BATCH_NUMBER }),
		expiresAt: z.union([z.iso.datetime({ offset: true }), z.iso.date()]).openapi({
			description: "ISO 8601 datetime, or a date alone (YYYY-MM-DD) meaning 00:00 UTC of that day",
			example: "2026-12-31",
		}),
		quantity: Quantity.openapi({ description: "Units received into the lot and the outlet's level, 1–1,000,000" }),
	})
	.openapi("PosCreateBatch", { description: "A lot stocked in at an outlet (products that require batches only)" });

export const Batch = z
	.object({
		id: z.string(),
		outletId: z.string().openapi({ description: "The outlet holding the lot (out_…)" }),
		variantId: z.string().openapi({ description: VARIANT }),
		batchNumber: z.string().openapi({ description: "The lot's number as printed on the goods" }),
		expiresAt: z
			.string()
			.openapi({ description: "When the lot expires (ISO 8601, UTC); from then on it is never sold or transferred" }),
		quantity: z.number().int().openapi({ description: "Units of the lot still in stock" }),
		receivedQuantity: z.number().int().openapi({ description: "Units stocked into the lot in all" }),
		expired: z.boolean().openapi({
			description: "Whether expiresAt has passed; an expired lot stays in stock until adjusted away (e.g. damaged)",
		}),
		createdAt: z.string(),
	})
	.openapi("PosInventoryBatch", { description: "A lot of a batch-tracked variant at an outlet, with its expiry" });

export const BatchQuery = LevelQuery;
export const ExpiringQuery = ListQuery.extend({
	days: z.coerce.number().int().min(1).max(365).default(30),
	outletId: Id.optional(),
});
