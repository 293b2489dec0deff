import type { PosCtx, PosScope } from "../context";
import { MOVES_FROM } from "./domain";
import { answer } from "./outcome";
import { moveOrder } from "./store";

/** POST /purchase-orders/{id}/order: DRAFT → ORDERED. */
export async function placeOrder(ctx: PosCtx, s: PosScope, id: string) {
	const now = Date.now();
	const out = await moveOrder(ctx.env, s, id, MOVES_FROM.order, { status: "ORDERED", orderedAt: now, updatedAt: now });
	return answer(ctx, s, id, "order", out);
}

/** POST /purchase-orders/{id}/cancel: DRAFT or ORDERED → CANCELLED (nothing received yet, so no stock to undo). */
export async function cancelOrder(ctx: PosCtx, s: PosScope, id: string) {
	const now = Date.now();
	const out = await moveOrder(ctx.env, s, id, MOVES_FROM.cancel, {
		status: "CANCELLED",
		cancelledAt: now,
		updatedAt: now,
	});
	return answer(ctx, s, id, "cancel", out);
}
