// Shipment rules (issue 20), pure: which moves each status allows, what a booking charges, and
// which courier reports may move a shipment (they arrive out of order and more than once).
import type { SHIPMENT_STATUSES } from "../schema";

export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** Cancelling is allowed while the courier has not collected the parcel (spec 002 §3). */
export const CANCELLABLE: readonly ShipmentStatus[] = ["draft", "confirmed", "allocated", "picking_up"];
/** Nothing moves a shipment out of these but rebook (cancelled only). */
export const FINAL: readonly ShipmentStatus[] = ["delivered", "cancelled", "rejected", "returned"];

/** The courier's progress order: a report that would move a shipment backwards is stale. */
const PROGRESS: Record<ShipmentStatus, number> = {
	draft: 0,
	confirmed: 1,
	allocated: 2,
	picking_up: 3,
	picked: 4,
	dropping_off: 5,
	delivered: 6,
	returned: 6,
	rejected: 6,
	cancelled: 6,
};

/**
 * Does a courier report of `next` move a shipment now in `current`? Only forward, never out of a
 * final status, never into draft; a booked shipment only (a draft has no courier order yet).
 */
export function courierMoves(current: ShipmentStatus, next: ShipmentStatus): boolean {
	if (current === "draft" || FINAL.includes(current) || next === "draft") return false;
	return PROGRESS[next] > PROGRESS[current];
}

/**
 * What confirm-pickup debits: the quoted price, nothing more. An insured parcel's quote already holds
 * the aggregator's premium; `insurance` is the insured value (what the courier pays out), never a
 * charge (issue 37 item 8: adding it charged Rp 1.032.000 for a Rp 32.000 quote).
 */
export const bookingCharge = (s: { price: number }) => s.price;

/** The insured value a shipment is quoted and booked with: none unless insured. */
export const insuredValue = (s: { insured?: boolean | null; insurance?: number | null }) =>
	s.insured ? (s.insurance ?? 0) : 0;

/** The credit references of a booking: each debit and its refund happen once. */
export const debitRef = (shipmentId: string, booking: number) => `debit:${shipmentId}:${booking}`;
export const refundRef = (shipmentId: string, booking: number) => `refund:${shipmentId}:${booking}`;

/** A sale's lines as parcels: the line total is the declared value; the weight is per unit. */
export function parcelsOfSale(
	items: Array<{ name: string; sku: string | null; quantity: number; total: number }>,
	gramsPerUnit: number,
) {
	return items.map((i) => ({
		name: i.name.slice(0, 200),
		value: i.total,
		weight: gramsPerUnit,
		quantity: i.quantity,
		sku: i.sku,
	}));
}
