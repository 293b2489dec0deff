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

const Line = z.strictObject({
	variantId: Id,
	quantity: z.number().int().min(1).max(1_000_000),
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
	supplierId: Id,
	outletId: Id,
	lines: Lines,
	note: multiLine(1000, { min: 0 }).nullable().optional(),
};

export const CreateOrder = z.strictObject(fields).openapi("PosCreatePurchaseOrder");
export const PatchOrder = z
	.strictObject({
		supplierId: fields.supplierId.optional(),
		outletId: fields.outletId.optional(),
		lines: fields.lines.optional().openapi({ description: "Replaces every line" }),
		note: fields.note,
	})
	.openapi("PosPatchPurchaseOrder");

const ReceiveLine = z.strictObject({
	variantId: Id,
	quantity: z.number().int().min(1).max(1_000_000),
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
			.superRefine(onceEach((l) => `${l.variantId}\n${l.batchNumber ?? ""}`, "a variant (and batch)")),
	})
	.openapi("PosReceivePurchaseOrder");

export const OrderQuery = ListQuery.extend({
	status: z.enum(PO_STATUSES).optional(),
	supplierId: Id.optional(),
	outletId: Id.optional(),
});

export const PurchaseOrder = z
	.object({
		id: z.string(),
		supplierId: z.string(),
		outletId: z.string(),
		status: z.enum(PO_STATUSES),
		note: z.string().nullable(),
		total: z.number().int().openapi({ description: "Σ quantity × cost, whole IDR" }),
		lines: z.array(
			z.object({
				variantId: z.string(),
				quantity: z.number().int(),
				cost: z.number().int(),
				received: z.number().int(),
				outstanding: z.number().int(),
			}),
		),
		orderedAt: z.string().nullable(),
		receivedAt: z.string().nullable(),
		cancelledAt: z.string().nullable(),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("PosPurchaseOrder");

export type CreateOrderBody = z.infer<typeof CreateOrder>;
export type PatchOrderBody = z.infer<typeof PatchOrder>;
export type ReceiveBody = z.infer<typeof Receive>;
export type OrderQueryIn = z.infer<typeof OrderQuery>;
