import { newId } from "../../../platform/ids";
import { stockInfo } from "../catalogue/store";
import { notFound, type PosCtx, type PosScope } from "../context";
import { dispatchPosEvents } from "../events";
import { assertOutstanding, MOVES_FROM, planReceive, wrongState } from "./domain";
import { answer } from "./outcome";
import type { ReceiveBody } from "./schemas";
import { getOrder, linesOf, receiveOrder as receive } from "./store";

/**
 * POST /purchase-orders/{id}/receive: checks the lines against the order as read (clear 400s and
 * 409s), then writes everything in one batch that checks the state and the outstanding counts again
 * itself, so a receive racing another, or an order cancelled meanwhile, is 409 and writes nothing.
 */
export async function receiveOrder(ctx: PosCtx, s: PosScope, id: string, b: ReceiveBody) {
	const order = await getOrder(ctx.env, s, id);
	if (!order) throw notFound("purchase order");
	const variantIds = b.lines.map((l) => l.variantId);
	const [lines, rules] = await Promise.all([linesOf(ctx.env, s, [id]), stockInfo(ctx.env, s, variantIds)]);
	const now = Date.now();
	const arrivals = planReceive(lines, b.lines, rules, now);
	if (!MOVES_FROM.receive.includes(order.status)) throw wrongState(order.status, "receive");
	assertOutstanding(lines, arrivals);
	const eventId = newId("evt_", now);
	const view = await answer(ctx, s, id, "receive", await receive(ctx.env, s, order, arrivals, now, eventId));
	await dispatchPosEvents(ctx.env, ctx.exec, [eventId]);
	return view;
}
