import type { z } from "@hono/zod-openapi";
import { iso } from "../../../platform/encoding";
import { ApiError, isUniqueViolation } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { assertOutlet } from "../access/guard";
import { variantsById } from "../catalogue/store";
import { conflict, notFound, type PosCtx, type PosScope } from "../context";
import { dispatchPosEvents } from "../events";
import { getOutlet } from "../outlets/store";
import type { Adjust, Reorder } from "./schemas";
import { applyMove, type LevelRow, type MovementRow, movementByKey, setReorder } from "./store/levels";
import { lowStockChecks, stockAdjustedEvent } from "./store/stock-events";

/** The outlet and the variant must both be this workspace's (else 404). */
async function assertStockable(ctx: PosCtx, s: PosScope, outletId: string, variantId: string) {
	const [outlet, variant] = await Promise.all([getOutlet(ctx.env, s, outletId), variantsById(ctx.env, s, [variantId])]);
	if (!outlet) throw notFound("outlet");
	if (!variant.length) throw notFound("variant");
	assertOutlet(s, outletId);
}

/**
 * POST /inventory/adjust: the level moves by delta, never below zero (409 CONFLICT, nothing written).
 * With an Idempotency-Key the movement keeps it: a retry whose answer was lost (the process died after
 * the move) answers the first move again instead of moving stock twice; another body is 409
 * IDEMPOTENCY_KEY_IN_USE.
 */
export async function adjustStock(
	ctx: PosCtx,
	s: PosScope,
	b: z.infer<typeof Adjust>,
	key: { key: string; hash: string } | null = null,
) {
	const prior = key ? await movementByKey(ctx.env, s, key.key) : null;
	if (prior && key) return keyedAnswer(prior, key);
	await assertStockable(ctx, s, b.outletId, b.variantId);
	const now = Date.now();
	const move = {
		outletId: b.outletId,
		variantId: b.variantId,
		delta: b.delta,
		reason: b.reason,
		refId: null,
		note: b.note ?? null,
	};
	const ids = { level: newId("lvl_", now), movement: newId("mov_", now) };
	// Its events: the adjustment (only when its movement was written) and the level's low-stock check.
	const adjusted = { id: newId("evt_", now), kind: "adjustment" as const, refId: null, now };
	const low = lowStockChecks(ctx.env, s, [move], now);
	const events = [stockAdjustedEvent(ctx.env, s, adjusted, { movementId: ids.movement }), ...low.statements];
	let after: number | null;
	try {
		after = await applyMove(ctx.env, s, move, ids, now, key, events);
	} catch (err) {
		const raced = key && isUniqueViolation(err) ? await movementByKey(ctx.env, s, key.key) : null;
		if (raced && key) return keyedAnswer(raced, key);
		throw err;
	}
	if (after == null) {
		const raced = key ? await movementByKey(ctx.env, s, key.key) : null;
		if (raced && key) return keyedAnswer(raced, key);
		throw conflict("Not enough stock: the level cannot go below zero", "delta");
	}
	await dispatchPosEvents(ctx.env, ctx.exec, [adjusted.id, ...low.eventIds]);
	return { outletId: b.outletId, variantId: b.variantId, quantity: after };
}

/** The answer of the move a key already made (as it answered then), or 409 for another body. */
function keyedAnswer(m: MovementRow, key: { key: string; hash: string }) {
	if (m.requestHash !== key.hash)
		throw new ApiError(
			409,
			"idempotency_key_in_use",
			"This Idempotency-Key was already used with a different adjustment",
		);
	return { outletId: m.outletId, variantId: m.variantId, quantity: m.balanceAfter };
}

/** PUT /inventory/reorder. */
export async function setReorderPoint(ctx: PosCtx, s: PosScope, b: z.infer<typeof Reorder>) {
	await assertStockable(ctx, s, b.outletId, b.variantId);
	const now = Date.now();
	// A point raised to or over the level reports it low now (once, as a move down would).
	const low = lowStockChecks(ctx.env, s, [b], now);
	const r = { ...b, reorderQty: b.reorderQty ?? null };
	const row = await setReorder(ctx.env, s, r, newId("lvl_", now), now, low.statements);
	await dispatchPosEvents(ctx.env, ctx.exec, low.eventIds);
	return levelView(row);
}

export const levelView = (r: LevelRow) => ({
	outletId: r.outletId,
	variantId: r.variantId,
	quantity: r.quantity,
	reorderPoint: r.reorderPoint,
	reorderQty: r.reorderQty,
});

export const movementView = (m: MovementRow) => ({
	id: m.id,
	outletId: m.outletId,
	variantId: m.variantId,
	delta: m.delta,
	reason: m.reason as z.infer<typeof Adjust>["reason"],
	refId: m.refId,
	note: m.note,
	balanceAfter: m.balanceAfter,
	createdAt: iso(m.createdAt) as string,
});
