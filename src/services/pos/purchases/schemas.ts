import { z } from "@hono/zod-openapi";
import { multiLine } from "../../../platform/text";
import { ListQuery } from "../access/schemas";
import { CreateBatch } from "../inventory/schemas";
import { orderTotal } from "./domain";

// Spec 002 "Purchase orders" (issue 19); the body and view shapes are ours (the spec names only the actions).

export const PO_STATUSES = ["DRAFT", "ORDERED", "PARTIALLY_RECEIVED", "RECEIVED", "CANCELLED"] as const;
export const MAX_LINES = 200;

const Id = z.string().min(1).max(64);

/** A variant at most once per list (key picks what "once" means); the repeat is named by its index. */
const onceEach =
	<T>(key: (x: T) => string, what: string) =>
	(items: T[], ctx: z.RefinementCtx) => {
		const seen = new Set<string>();
		items.forEach((x, i) => {
			const k = key(x);
			if (seen.has(k)) ctx.addIssue({ code: "custom", path: [i, "variantId"], message: `${what} is listed twice` });
			seen.add(k);
		});
	};

const LINE_VARIANT = "The variant ordered (var_…), one of the workspace's and not composite; once per order";
const LINE_QTY = "Units ordered, 1–1,000,000";
const SUPPLIER = "The supplier ordered from (sup_…); must be active (else 409)";
const OUTLET = "The outlet the goods are received into (out_…); must be active (else 409)";
const NOTE = "Free text about the order, at most 1000 characters (may span lines)";

const Line = z.strictObject({
	variantId: Id.openapi({ description: LINE_VARIANT }),
	quantity: z.number().int().min(1).max(1_000_000).openapi({ description: LINE_QTY }),
	cost: z.number().int().min(0).max(1_000_000_000).openapi({ description: "Unit cost, whole IDR" }),
});
// 200 lines of 1,000,000 × Rp 1,000,000,000 would pass 2^53; the total must stay an exact integer.
const Lines = z
	.array(Line)
	.min(1)
	.max(MAX_LINES)
	.superRefine(onceEach((l) => l.variantId, "a variant"))
	.refine((ls) => Number.isSafeInteger(orderTotal(ls)), "the order total is too large");

const fields = {
	supplierId: Id.openapi({ description: SUPPLIER }),
	outletId: Id.openapi({ description: OUTLET }),
	lines: Lines.openapi({ description: "1–200 lines, a variant at most once" }),
	note: multiLine(1000, { min: 0 })
		.nullable()
		.optional()
		.openapi({ description: `${NOTE}; null or omitted: none` }),
};

export const CreateOrder = z
	.strictObject(fields)
	.openapi("PosCreatePurchaseOrder", { description: "A new purchase order, created as a DRAFT" });
export const PatchOrder = z
	.strictObject({
		supplierId: fields.supplierId.optional(),
		outletId: fields.outletId.optional(),
		lines: fields.lines.optional().openapi({ description: "Replaces every line" }),
		note: fields.note.openapi({ description: `${NOTE}; null clears it` }),
	})
	.openapi("PosPatchPurchaseOrder", {
		description: "Only the fields sent change; only a DRAFT can be edited (else 409)",
	});

const ReceiveLine = z.strictObject({
	variantId: Id.openapi({ description: "A variant on the order (var_…; else 400)" }),
	quantity: z
		.number()
		.int()
		.min(1)
		.max(1_000_000)
		.openapi({ description: "Units that arrived, at least 1; more than outstanding (summed over the request) is 409" }),
	// The inventory's own batch fields (POST /inventory/batches): one rule for a lot wherever it comes in.
	batchNumber: CreateBatch.shape.batchNumber
		.optional()
		.openapi({ description: "Required for requiresBatch products, refused for others" }),
	expiresAt: CreateBatch.shape.expiresAt
		.optional()
		.openapi({ description: "ISO 8601 (or YYYY-MM-DD, 00:00 UTC), in the future; required with batchNumber" }),
});
// A variant may arrive in several batches, so "once" is per variant and batch number.
export const Receive = z
	.strictObject({
		lines: z
			.array(ReceiveLine)
			.min(1)
			.max(MAX_LINES)
			.superRefine(onceEach((l) => `${l.variantId}\n${l.batchNumber ?? ""}`, "a variant (and batch)"))
			.openapi({
				description:
					"1–200 lines; a variant may come more than once with different batch numbers; all or nothing with the status move",
			}),
	})
	.openapi("PosReceivePurchaseOrder", {
		description:
			"Goods that arrived for an ORDERED or PARTIALLY_RECEIVED order: tracked variants are stocked in at its outlet (movement purchase_receive)",
	});

export const OrderQuery = ListQuery.extend({
	status: z.enum(PO_STATUSES).optional(),
	supplierId: Id.optional(),
	outletId: Id.optional(),
});

export const PurchaseOrder = z
	.object({
		id: z.string(),
		supplierId: z.string().openapi({ description: "The supplier ordered from (sup_…)" }),
		outletId: z.string().openapi({ description: "The outlet the goods are received into (out_…)" }),
		status: z.enum(PO_STATUSES).openapi({
			description:
				"DRAFT (editable) → ORDERED (sent to the supplier) → PARTIALLY_RECEIVED → RECEIVED (nothing outstanding); DRAFT or ORDERED → CANCELLED. RECEIVED and CANCELLED are final",
		}),
		note: z
			.string()
			.nullable()
			.openapi({ description: `${NOTE}; null when none` }),
		total: z.number().int().openapi({ description: "Σ quantity × cost, whole IDR" }),
		lines: z
			.array(
				z.object({
					variantId: z.string().openapi({ description: "The variant ordered (var_…)" }),
					quantity: z.number().int().openapi({ description: "Units ordered" }),
					cost: z.number().int().openapi({ description: "Unit cost, whole IDR" }),
					received: z.number().int().openapi({ description: "Units received so far, never above quantity" }),
					outstanding: z.number().int().openapi({ description: "Units still to come: quantity − received" }),
				}),
			)
			.openapi({ description: "What is ordered, one line per variant" }),
		orderedAt: z.string().nullable().openapi({ description: "When it was ordered (ISO 8601, UTC); null while DRAFT" }),
		receivedAt: z
			.string()
			.nullable()
			.openapi({ description: "When the last outstanding unit arrived (RECEIVED; ISO 8601, UTC); null before" }),
		cancelledAt: z
			.string()
			.nullable()
			.openapi({ description: "When it was cancelled (ISO 8601, UTC); null otherwise" }),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("PosPurchaseOrder", { description: "An order of stock from a supplier (ids pur_…)" });

export type CreateOrderBody = z.infer<typeof CreateOrder>;
export type PatchOrderBody = z.infer<typeof PatchOrder>;
export type ReceiveBody = z.infer<typeof Receive>;
export type OrderQueryIn = z.infer<typeof OrderQuery>;
