// The courier aggregator as POS sees it (issue 20): one client for a Biteship-style HTTP API
// (courier.ts) and the same API answered in process by the simulator (courier-simulator.ts).
// Shipments, shipping and labels use only these types.
import type { UpstreamErrorKind } from "../../../platform/http";

/** Our shipment statuses; the client maps the aggregator's (pickingUp, droppingOff, …) onto them. */
export type CourierStatus =
	| "confirmed"
	| "allocated"
	| "picking_up"
	| "picked"
	| "dropping_off"
	| "delivered"
	| "cancelled"
	| "rejected"
	| "returned";

export interface CourierService {
	courierCode: string;
	courierServiceCode: string;
	courierType: string;
	names: { courier: string; service: string };
	description: string | null;
}

export interface Parcel {
	name: string;
	/** declared value, whole IDR */
	value: number;
	/** grams */
	weight: number;
	quantity: number;
	description?: string | null;
	sku?: string | null;
}

export interface Address {
	name: string;
	phone: string;
	address: string;
	postalCode: string;
	email?: string | null;
	note?: string | null;
}

export interface RateInput {
	originPostalCode: string | null;
	destinationPostalCode: string | null;
	items: Parcel[];
	insurance: number;
}

export interface Rate {
	courierCode: string;
	courierServiceCode: string;
	courierType: string;
	price: number;
	/** as the aggregator words it, e.g. "1 - 2 days" */
	duration: string;
}

export interface OrderInput {
	/** our shipment id (the aggregator's reference_id) */
	reference: string;
	origin: { contactName: string; phone: string; address: string; postalCode: string };
	destination: Address;
	courierCode: string;
	courierServiceCode: string;
	courierType: string | null;
	insurance: number;
	items: Parcel[];
}

export interface UpstreamOrder {
	id: string;
	waybillId: string | null;
	status: CourierStatus;
	price: number;
	/** the public tracker page of the waybill, when the aggregator gives one */
	trackingUrl: string | null;
}

/** A draft order at the aggregator: the shipment's details held there until it is confirmed. */
export interface UpstreamDraft {
	id: string;
	/** the aggregator's price for it, when it quotes one */
	price: number | null;
}

/** What the aggregator's tracking says of a waybill: the current status and every step so far. */
export interface UpstreamTracking {
	status: CourierStatus;
	trackingUrl: string | null;
	history: Array<{ status: CourierStatus; note: string | null; at: number }>;
}

export interface CourierClient {
	provider: "biteship" | "simulated";
	couriers(): Promise<CourierService[]>;
	rates(input: RateInput): Promise<Rate[]>;
	/** POST /v1/draft_orders: a shipment drafted at the aggregator (nothing booked yet). */
	createDraftOrder(input: OrderInput): Promise<UpstreamDraft>;
	/** POST /v1/draft_orders/{id}/confirm: the draft becomes a booked order (waybill, courier allocation begins). */
	confirmDraftOrder(draftId: string): Promise<UpstreamOrder>;
	/** DELETE /v1/draft_orders/{id}: a draft cancelled before it was booked. */
	deleteDraftOrder(draftId: string): Promise<void>;
	createOrder(input: OrderInput): Promise<UpstreamOrder>;
	order(orderId: string): Promise<UpstreamOrder>;
	cancelOrder(orderId: string, reason: string): Promise<UpstreamOrder>;
	/** GET /v1/trackings/{waybillId}/couriers/{courierCode}: the public tracking of a waybill. */
	tracking(waybillId: string, courierCode: string): Promise<UpstreamTracking>;
}

/** A status callback from the aggregator (or one simulator step), parsed. */
export interface CourierCallback {
	orderId: string;
	waybillId: string | null;
	status: CourierStatus;
	at: number;
}

/** An upstream failure: kind says whether retrying can help (platform/http). */
export class CourierError extends Error {
	constructor(
		readonly kind: UpstreamErrorKind,
		message: string,
		readonly status: number | null = null,
	) {
		super(message);
		this.name = "CourierError";
	}
}
