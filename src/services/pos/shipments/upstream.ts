// What a shipment is at the aggregator: its order input (drafted at create, confirmed at
// confirm-pickup) and the fallback for lost callbacks (tracking asked on the minute cron).
import type { Env } from "../../../env";
import { log } from "../../../platform/log";
import { courierClient } from "../integrations/courier";
import type { OrderInput } from "../integrations/types";
import { applyCourierStatus } from "./apply-status";
import { insuredValue } from "./domain";
import { markChecked, type ShipmentRow, staleBookings } from "./store";

export const orderInput = (r: ShipmentRow): OrderInput => ({
	reference: r.id,
	origin: JSON.parse(r.origin),
	destination: JSON.parse(r.destination),
	courierCode: r.courierCode,
	courierServiceCode: r.courierServiceCode,
	courierType: r.courierType,
	insurance: insuredValue({ insured: !!r.insured, insurance: r.insurance }),
	items: JSON.parse(r.items),
});

/** A booked shipment not heard of for this long has its tracking asked. */
export const QUIET_MS = 15 * 60_000;
const PER_TICK = 10;

/**
 * With a real aggregator, callbacks move shipments; one that went quiet (a callback lost, or the
 * callback URL misconfigured) is caught up from the aggregator's tracking, a few per minute, the
 * longest unchecked first. Each is marked checked first so a failing one does not block the rest.
 */
export async function catchUpTracking(env: Env, now: number) {
	const rows = await staleBookings(env, now - QUIET_MS, PER_TICK);
	if (!rows.length) return;
	await markChecked(
		env,
		rows.map((r) => r.id),
		now,
	);
	const client = courierClient(env);
	for (const r of rows) {
		try {
			const t = await client.tracking(r.waybillId as string, r.courierCode);
			await applyCourierStatus(env, {
				orderId: r.upstreamOrderId as string,
				waybillId: r.waybillId,
				status: t.status,
				at: now,
			});
		} catch (err) {
			log(env, "warn", { service: "pos", event: "shipping.tracking_failed", shipmentId: r.id, error: String(err) });
		}
	}
}
