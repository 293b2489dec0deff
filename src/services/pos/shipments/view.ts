import { iso } from "../../../platform/encoding";
import type { ShipmentRow } from "./store";

/** A shipment as the API answers it; `history` only when read one by one. */
export const shipmentView = (r: ShipmentRow, history?: Array<{ status: string; note: string | null; at: number }>) => ({
	id: r.id,
	transactionId: r.transactionId,
	customerId: r.customerId,
	customerEmail: r.customerEmail,
	courierCode: r.courierCode,
	courierServiceCode: r.courierServiceCode,
	courierType: r.courierType,
	price: r.price,
	insured: !!r.insured,
	insurance: r.insurance,
	charged: r.charged,
	destination: JSON.parse(r.destination),
	items: JSON.parse(r.items),
	origin: JSON.parse(r.origin),
	status: r.status,
	waybillId: r.waybillId,
	trackingUrl: r.trackingUrl,
	cancelReason: r.cancelReason,
	...(history ? { history: history.map((h) => ({ status: h.status, note: h.note, at: iso(h.at) as string })) } : {}),
	createdAt: iso(r.createdAt) as string,
	updatedAt: iso(r.updatedAt) as string,
});
export type ShipmentView = ReturnType<typeof shipmentView>;
