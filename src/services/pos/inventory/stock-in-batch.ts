import type { z } from "@hono/zod-openapi";
import { iso } from "../../../platform/encoding";
import { validationError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { assertOutlet } from "../access/guard";
import { stockInfo } from "../catalogue/store";
import { conflict, notFound, type PosCtx, type PosScope } from "../context";
import { dispatchPosEvents } from "../events";
import { getOutlet } from "../outlets/store";
import type { CreateBatch } from "./schemas";
import { type BatchRow, receiveBatch } from "./store/batches";
import { stockAdjustedEvent } from "./store/stock-events";

/**
 * POST /inventory/batches: a batch stocked in at an outlet (level + initial_stock movement + batch,
 * one D1 batch). Only for products that require batches; the same number again with the same expiry
 * tops the batch up, with another expiry → 409 CONFLICT.
 */
export async function stockInBatch(ctx: PosCtx, s: PosScope, b: z.infer<typeof CreateBatch>) {
	const [outlet, info] = await Promise.all([getOutlet(ctx.env, s, b.outletId), stockInfo(ctx.env, s, [b.variantId])]);
	if (!outlet) throw notFound("outlet");
	assertOutlet(s, outlet.id);
	const v = info.get(b.variantId);
	if (!v) throw notFound("variant");
	if (!v.requiresBatch || v.isComposite) throw validationError("This product keeps no batches", "variantId");
	if (!v.trackStock) throw validationError("This product does not track stock", "variantId");
	const now = Date.now();
	const expiresAt = Date.parse(b.expiresAt);
	// As purchase receiving does: an expired lot could never be sold or transferred, only counted.
	if (!(expiresAt > now)) throw validationError("The batch has already expired", "expiresAt");
	const movementId = newId("mov_", now);
	const event = { id: newId("evt_", now), kind: "stock_in" as const, refId: null, now };
	const row = await receiveBatch(
		ctx.env,
		s,
		{ outletId: b.outletId, variantId: b.variantId, quantity: b.quantity, batch: { number: b.batchNumber, expiresAt } },
		{ refId: null, reason: "initial_stock", note: `batch ${b.batchNumber}`, now, movementId },
		[stockAdjustedEvent(ctx.env, s, event, { movementId })],
	);
	if (row === "batch_expiry")
		throw conflict(`Batch ${b.batchNumber} is already held here with another expiry`, "expiresAt");
	await dispatchPosEvents(ctx.env, ctx.exec, [event.id]);
	return batchView(row, now);
}

export const batchView = (r: BatchRow, now = Date.now()) => ({
	id: r.id,
	outletId: r.outletId,
	variantId: r.variantId,
	batchNumber: r.batchNumber,
	expiresAt: iso(r.expiresAt) as string,
	quantity: r.quantity,
	receivedQuantity: r.receivedQuantity,
	expired: r.expiresAt <= now,
	createdAt: iso(r.createdAt) as string,
});
