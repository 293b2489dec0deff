// Courier status reports (the aggregator's callbacks, or a simulator step on the minute cron). They
// arrive late, twice and out of order, so a report moves a shipment only forward (domain
// courierMoves) and only from the state it was read in; a courier that cancels or rejects a booking
// it never collected gives the credit back, once.
import type { Env } from "../../../env";
import { failedCheck } from "../../../platform/d1";
import { newId } from "../../../platform/ids";
import { refundCredit } from "../credits/store";
import { dispatchPosEvents, posEventInsert } from "../events";
import { locateWaybill } from "../integrations/locate";
import type { CourierCallback } from "../integrations/types";
import { courierMoves, refundRef } from "./domain";
import { moveShipment, runBatch, shipmentByOrder } from "./store";
import { shipmentView } from "./view";

/**
 * true when the report moved its shipment. `env` holds the shipment (the located workspace's shard, or
 * a per-shard tick's); `workspaceId`, when the locator named one, must own it.
 */
export async function applyCourierStatus(env: Env, cb: CourierCallback, workspaceId?: string | null): Promise<boolean> {
	const cur = await shipmentByOrder(env, cb.orderId);
	if (!cur || (workspaceId && cur.accountId !== workspaceId) || !courierMoves(cur.status, cb.status)) return false;
	const s = { workspaceId: cur.accountId };
	const now = Date.now();
	const refunds = (cb.status === "cancelled" || cb.status === "rejected") && cur.charged > 0;
	const set = {
		status: cb.status,
		opId: crypto.randomUUID(),
		updatedAt: now,
		...(cb.waybillId && !cur.waybillId ? { waybillId: cb.waybillId } : {}),
		...(refunds ? { charged: 0 } : {}),
	};
	// A waybill first learned here: the public tracker finds its workspace from now on.
	if (cb.waybillId && !cur.waybillId) await locateWaybill(env, cur.accountId, cb.waybillId);
	// Its event, in the move's batch: the guard that makes a stale report roll back takes the event too.
	const eventId = newId("evt_", now);
	const data = { ...shipmentView({ ...cur, ...set }), previousStatus: cur.status };
	const event = {
		id: eventId,
		type: "pos.shipment.status_changed.v1" as const,
		accountId: cur.accountId,
		occurredAt: now,
	};
	try {
		await runBatch(env, [
			...moveShipment(env, s, cur, set, "courier"),
			posEventInsert(env, { ...event, data }),
			...(refunds
				? refundCredit(env, s.workspaceId, {
						amount: cur.charged,
						shipmentId: cur.id,
						ref: refundRef(cur.id, cur.booking),
						now,
					})
				: []),
		]);
		await dispatchPosEvents(env, null, [eventId]);
		return true;
	} catch (err) {
		// Moved meanwhile (a merchant cancel, or the same report twice at once): this report is stale.
		if (failedCheck(err) === "guard_state_changed") return false;
		throw err;
	}
}
