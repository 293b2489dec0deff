// Courier status reports (the aggregator's callbacks, or a simulator step on the minute cron). They
// arrive late, twice and out of order, so a report moves a shipment only forward (domain
// courierMoves) and only from the state it was read in; a courier that cancels or rejects a booking
// it never collected gives the credit back, once.
import type { Env } from "../../../env";
import { failedCheck } from "../../../platform/d1";
import { refundCredit } from "../credits/store";
import type { CourierCallback } from "../integrations/types";
import { courierMoves, refundRef } from "./domain";
import { moveShipment, runBatch, shipmentByOrder } from "./store";

/** true when the report moved its shipment. */
export async function applyCourierStatus(env: Env, cb: CourierCallback): Promise<boolean> {
	const cur = await shipmentByOrder(env, cb.orderId);
	if (!cur || !courierMoves(cur.status, cb.status)) return false;
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
	try {
		await runBatch(env, [
			...moveShipment(env, s, cur, set, "courier"),
			...(refunds
				? refundCredit(env, s.workspaceId, {
						amount: cur.charged,
						shipmentId: cur.id,
						ref: refundRef(cur.id, cur.booking),
						now,
					})
				: []),
		]);
		return true;
	} catch (err) {
		// Moved meanwhile (a merchant cancel, or the same report twice at once): this report is stale.
		if (failedCheck(err) === "guard_state_changed") return false;
		throw err;
	}
}
