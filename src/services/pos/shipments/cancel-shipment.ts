import { failedCheck } from "../../../platform/d1";
import { conflict, notFound, type PosCtx, type PosScope } from "../context";
import { refundCredit } from "../credits/store";
import { courierClient } from "../integrations/courier";
import { CourierError } from "../integrations/types";
import { courierFailure } from "../shipping/rates";
import { CANCELLABLE, refundRef } from "./domain";
import { getShipment, moveShipment, runBatch, type ShipmentRow } from "./store";
import { shipmentView } from "./view";

export const shipmentNotFound = () => notFound("shipment");

/**
 * POST /shipments/{id}/cancel: while the courier has not collected it. The courier order is cancelled
 * first (a courier that refuses → 409); then one batch moves the shipment and refunds what this
 * booking debited, once (the refund's reference is the booking's).
 */
export async function cancelShipment(ctx: PosCtx, s: PosScope, id: string, reason: string | null) {
	const cur = await getShipment(ctx.env, s, id);
	if (!cur) throw shipmentNotFound();
	if (!CANCELLABLE.includes(cur.status))
		throw conflict(`The shipment is ${cur.status}; cancel works while draft, confirmed, allocated or picking_up`);
	await cancelUpstream(ctx, cur, reason);
	const now = Date.now();
	const set = {
		status: "cancelled" as const,
		cancelReason: reason,
		charged: 0,
		upstreamDraftId: null,
		opId: crypto.randomUUID(),
		updatedAt: now,
	};
	try {
		await runBatch(ctx.env, [
			...moveShipment(ctx.env, s, cur, set, reason),
			...refundCredit(ctx.env, s.workspaceId, {
				amount: cur.charged,
				shipmentId: cur.id,
				ref: refundRef(cur.id, cur.booking),
				now,
			}),
		]);
	} catch (err) {
		if (failedCheck(err) === "guard_state_changed")
			throw conflict("The shipment was changed by another request; read it again");
		throw err;
	}
	return shipmentView({ ...cur, ...set });
}

/** A booked order is cancelled at the aggregator, a draft order deleted (one already gone is fine). */
async function cancelUpstream(ctx: PosCtx, cur: ShipmentRow, reason: string | null) {
	const client = courierClient(ctx.env);
	try {
		if (cur.upstreamOrderId) await client.cancelOrder(cur.upstreamOrderId, reason ?? "Cancelled by the merchant");
		else if (cur.status === "draft" && cur.upstreamDraftId) await client.deleteDraftOrder(cur.upstreamDraftId);
	} catch (err) {
		// A draft order already gone (deleted by an earlier try: a refusal or not found) is cancelled enough.
		if (err instanceof CourierError && !cur.upstreamOrderId && (err.kind === "not_found" || err.kind === "rejected"))
			return;
		if (err instanceof CourierError && err.kind === "rejected")
			throw conflict(`The courier refused to cancel: ${err.message}`);
		throw err instanceof CourierError ? courierFailure(err) : err;
	}
}
