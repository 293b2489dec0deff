// Reading Biteship's JSON: its order statuses onto ours, and its order.status webhook.
import type { CourierCallback, CourierStatus } from "./types";

export const str = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);
export const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? Math.round(v) : null);
export const obj = (v: unknown): Record<string, unknown> =>
	v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * Biteship's statuses (its docs spell them picking_up; its webhooks have sent pickingUp) onto ours.
 * scheduled is a confirmed order with a later pickup; return_in_transit already means the parcel
 * goes back; courier_not_found and disposed end the delivery as rejected. on_hold is left out: it
 * is a pause, and the shipment keeps the status it had.
 */
const STATUSES: Record<string, CourierStatus> = {
	confirmed: "confirmed",
	scheduled: "confirmed",
	allocated: "allocated",
	picking_up: "picking_up",
	picked: "picked",
	dropping_off: "dropping_off",
	delivered: "delivered",
	cancelled: "cancelled",
	canceled: "cancelled",
	rejected: "rejected",
	courier_not_found: "rejected",
	disposed: "rejected",
	return_in_transit: "returned",
	returned: "returned",
};

export function courierStatus(raw: string): CourierStatus | null {
	const snake = raw
		.trim()
		.replace(/([a-z])([A-Z])/g, "$1_$2")
		.replace(/[\s-]+/g, "_")
		.toLowerCase();
	return STATUSES[snake] ?? null;
}

/** A time as Biteship sends it (ISO text, or epoch seconds or milliseconds) in epoch ms; null when unreadable. */
export function epochMs(v: unknown): number | null {
	if (typeof v === "number" && Number.isFinite(v)) return v < 1e12 ? Math.round(v * 1000) : Math.round(v);
	const s = str(v);
	if (!s) return null;
	const t = Date.parse(s);
	return Number.isNaN(t) ? null : t;
}

/**
 * Biteship's order.status webhook: {event: "order.status", order_id, courier_waybill_id, status,
 * updated_at?, …}. Anything else (another event, no order id, a status we do not follow) is null,
 * for the caller to acknowledge and drop.
 */
export function parseCourierCallback(body: unknown): CourierCallback | null {
	const b = obj(body);
	if (b.event !== undefined && b.event !== "order.status") return null;
	const orderId = str(b.order_id);
	const raw = str(b.status);
	const status = raw ? courierStatus(raw) : null;
	if (!orderId || !status) return null;
	return {
		orderId,
		waybillId: str(b.courier_waybill_id) ?? str(b.waybill_id),
		status,
		at: epochMs(b.updated_at) ?? Date.now(),
	};
}
