import type { z } from "@hono/zod-openapi";
import { validationError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { assertOutlet } from "../access/guard";
import { type StockInfo, stockInfo } from "../catalogue/store";
import { conflict, notFound, type PosCtx, type PosScope } from "../context";
import { dispatchPosEvents } from "../events";
import { getOutlet } from "../outlets/store";
import type { Transfer } from "./schemas";
import { firstShort } from "./store/moves";
import { runTransfer } from "./store/transfers";

/** stockInfo in slices: it binds one parameter per id plus the workspace, and D1 allows 100 per statement. */
async function stockInfoOf(ctx: PosCtx, s: PosScope, ids: string[]) {
	const slices = [];
	for (let i = 0; i < ids.length; i += 50) slices.push(stockInfo(ctx.env, s, ids.slice(i, i + 50)));
	return new Map((await Promise.all(slices)).flatMap((m) => [...m]));
}

/** A variant moves between outlets only when it keeps a level of its own (tracked, not a recipe). */
function movable(v: StockInfo | undefined, at: string): StockInfo {
	if (!v) throw notFound("variant");
	if (v.isComposite) throw validationError("A composite variant has no stock of its own: transfer its components", at);
	if (!v.trackStock) throw validationError("This product does not track stock", at);
	return v;
}

/**
 * POST /inventory/transfer: every item leaves the source (transfer_out, unexpired batches earliest
 * expiring first) and arrives at the destination (transfer_in, the same lots and expiries) in one
 * D1 batch under a trf_ id; any item short → 409 CONFLICT naming it, nothing written.
 */
export async function transferStock(ctx: PosCtx, s: PosScope, b: z.infer<typeof Transfer>) {
	const [from, to, info] = await Promise.all([
		getOutlet(ctx.env, s, b.fromOutletId),
		getOutlet(ctx.env, s, b.toOutletId),
		stockInfoOf(
			ctx,
			s,
			b.items.map((i) => i.variantId),
		),
	]);
	if (!from || !to) throw notFound("outlet");
	// Stock leaves one outlet and arrives at the other: a member restricted to outlets must work at both.
	assertOutlet(s, from.id);
	assertOutlet(s, to.id);
	const items = b.items.map((i, k) => ({
		...i,
		batched: movable(info.get(i.variantId), `items.${k}.variantId`).requiresBatch,
	}));
	if (!from.isActive) throw conflict("The source outlet is inactive", "fromOutletId");
	if (!to.isActive) throw conflict("The destination outlet is inactive", "toOutletId");
	const now = Date.now();
	const plan = { id: newId("trf_", now), fromOutletId: from.id, toOutletId: to.id, items, note: b.note ?? null, now };
	const result = await runTransfer(ctx.env, s, plan, newId("evt_", now));
	if ("guard" in result) throw await refused(ctx, result.guard, plan);
	await dispatchPosEvents(ctx.env, ctx.exec, result.eventIds);
	const level = (o: string, v: string) =>
		result.levels.find((l) => l.outletId === o && l.variantId === v)?.quantity ?? 0;
	return {
		id: plan.id,
		fromOutletId: from.id,
		toOutletId: to.id,
		items: items.map((i) => ({
			variantId: i.variantId,
			quantity: i.quantity,
			fromQuantity: level(from.id, i.variantId),
			toQuantity: level(to.id, i.variantId),
		})),
	};
}

/** The 409 for a refused batch. The short item is found by a read after the rollback (the batch says only which guard). */
async function refused(ctx: PosCtx, guard: string, plan: Parameters<typeof runTransfer>[2]) {
	if (guard === "guard_batch_expiry")
		return conflict("The destination holds a batch with the same number and another expiry", "toOutletId");
	if (guard !== "guard_insufficient_stock") return new Error(`transfer refused by ${guard}`);
	const short = await firstShort(ctx.env, plan.fromOutletId, plan.items, plan.now);
	if (!short) return conflict("Not enough stock at the source outlet", "items");
	const k = short.k;
	const v = plan.items[k];
	return conflict(
		`Not enough stock of variant ${v.variantId} at the source outlet (unexpired stock counts)`,
		`items.${k}.quantity`,
	);
}
