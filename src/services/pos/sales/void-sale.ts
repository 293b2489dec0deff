import type { z } from "@hono/zod-openapi";
import { conflict, type PosCtx, type PosScope } from "../context";
import { takeBackPoints } from "../customers/store";
import { dispatchPosEvents } from "../events";
import { returnStock, takesOf } from "../inventory/store/moves";
import type { VoidSale } from "./schemas";
import { commit, newEventId, saleEvent, saleNotFound } from "./settle";
import { getSale, moveSale, noReturns, type SaleRow, voidShiftOf } from "./store";
import { saleView } from "./view";

/**
 * POST /sales/{id}/void: a COMPLETED sale gives back exactly the stock it took (its stock_takes,
 * batches included) and the points it earned; its cash leaves the outlet's open shift. A PARKED
 * bill is discarded (it took nothing). A VOIDED sale → 409.
 */
export async function voidSale(ctx: PosCtx, s: PosScope, id: string, b: z.infer<typeof VoidSale>) {
	const cur = await getSale(ctx.env, s, id);
	if (!cur) throw saleNotFound();
	const from = cur.sale.status;
	if (from === "VOIDED") throw conflict("The sale is already VOIDED");
	if (cur.sale.returnCount > 0)
		throw conflict("The sale has returns: return what is left of it instead (POST /sales/{id}/returns)");
	const taken = from === "COMPLETED" ? await takesOf(ctx.env, s, id) : [];
	const now = Date.now();
	const set = {
		status: "VOIDED" as const,
		voidedAt: now,
		voidReason: b.reason ?? null,
		voidedByStaffId: s.staffId ?? null,
		// The void's approver, else whoever approved the sale when it was rung.
		approvedBy: s.approvedBy ?? cur.sale.approvedBy,
		updatedAt: now,
		opId: crypto.randomUUID(),
	};
	const sale: SaleRow = { ...cur.sale, ...set };
	// As GET /sales/{id} answers it: a sale that can be voided has no returns.
	const view = saleView(sale, cur.items, cur.payments, cur.customer, []);
	const eventId = newEventId(now);
	const earned = from === "COMPLETED" && sale.customerId && sale.pointsEarned > 0;
	await commit(
		ctx,
		[
			...moveSale(ctx.env, s, id, [from], set),
			noReturns(ctx.env, id),
			...(from === "COMPLETED" ? [voidShiftOf(ctx.env, id)] : []),
			...returnStock(ctx.env, s, id, taken, { refId: id, reason: "sale_void", now }),
			...(earned
				? takeBackPoints(
						ctx.env,
						s,
						sale.customerId as string,
						sale.pointsEarned,
						{ id: `loy_${id}_void`, reason: `void of sale ${id}` },
						now,
					)
				: []),
			saleEvent(ctx, s, "pos.sale.voided.v1", eventId, view, now),
		],
		{ outletId: sale.outletId, takes: [] },
	);
	await dispatchPosEvents(ctx.env, ctx.exec, [eventId]);
	return view;
}
