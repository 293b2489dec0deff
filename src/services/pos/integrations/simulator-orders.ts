// The simulated aggregator's answers for couriers, rates and orders, in Biteship's wire shapes.
// placeOrder is the one way an order is made, whether by POST /v1/orders or by confirming a draft:
// the same checks, the same price, the same waybill rules.
import type { Env } from "../../../env";
import { randomHex } from "../../../platform/ids";
import { num, obj, str } from "./courier-wire";
import { SIM_SERVICES, type SimParcel, type SimService, simPrice, simService, zone } from "./simulator-catalogue";
import { cancelSimOrder, getSimOrder, insertSimOrder, type SimOrderRow } from "./store";

/** Biteship's error body; code is shaped like its own (HTTP status, then a number). */
export const refuse = (message: string, status: 400 | 401 | 404 | 422 = 400) =>
	Response.json({ success: false, error: message, code: status * 100_000 + 1 }, { status });

function parcels(v: unknown): SimParcel[] | null {
	if (!Array.isArray(v) || v.length === 0) return null;
	const items = v.map(obj).map((i) => ({ weight: num(i.weight) ?? -1, quantity: num(i.quantity) ?? -1 }));
	return items.every((i) => i.weight >= 0 && i.quantity >= 1) ? items : null;
}

const postalOf = (v: unknown) => (typeof v === "number" && Number.isInteger(v) ? String(v).padStart(5, "0") : null);

interface SimStep {
	status: string;
	/** epoch ms */
	at: number;
}

/** The statuses an order passed, oldest first (an order stored before history was kept: its two ends). */
function historyOf(o: SimOrderRow): SimStep[] {
	const kept = obj(JSON.parse(o.body)).history;
	if (Array.isArray(kept))
		return kept.map(obj).flatMap((h) => {
			const status = str(h.status);
			const at = num(h.at);
			return status && at !== null ? [{ status, at }] : [];
		});
	const first = { status: "confirmed", at: o.createdAt };
	return o.status === "confirmed" ? [first] : [first, { status: o.status, at: o.updatedAt }];
}

/** What the simulated courier says at each step, the way Biteship's tracking notes read. */
const SIM_NOTES: Record<string, string> = {
	confirmed: "Order confirmed, looking for a courier to pick it up.",
	allocated: "Courier allocated, on the pickup schedule.",
	picking_up: "Courier on the way to pick the parcel up.",
	picked: "Parcel picked up by the courier.",
	dropping_off: "Parcel on the way to the receiver.",
	delivered: "Parcel delivered to the receiver.",
	cancelled: "Order cancelled.",
};

/** The history as Biteship's tracking (and an order's courier.history) words it. */
export const historyWire = (o: SimOrderRow) =>
	historyOf(o).map((h) => ({
		note: SIM_NOTES[h.status] ?? h.status,
		updated_at: new Date(h.at).toISOString(),
		status: h.status,
	}));

export function orderWire(o: SimOrderRow) {
	const b = obj(JSON.parse(o.body));
	return {
		success: true,
		object: "order",
		id: o.id,
		reference_id: str(b.reference_id),
		status: o.status,
		price: o.price,
		courier: {
			company: o.courierCode,
			type: o.courierServiceCode,
			tracking_id: o.id,
			waybill_id: o.waybillId,
			// The simulated couriers have no public tracker: POS serves its own page instead.
			link: null,
			insurance: { amount: num(b.courier_insurance) ?? 0 },
			history: historyWire(o),
		},
		origin: { contact_name: b.origin_contact_name, address: b.origin_address, postal_code: b.origin_postal_code },
		destination: {
			contact_name: b.destination_contact_name,
			address: b.destination_address,
			postal_code: b.destination_postal_code,
		},
		items: b.items,
		updated_at: new Date(o.updatedAt).toISOString(),
	};
}

const REQUIRED_ORDER_FIELDS = [
	"origin_contact_name",
	"origin_contact_phone",
	"origin_address",
	"destination_contact_name",
	"destination_contact_phone",
	"destination_address",
	"courier_company",
	"courier_type",
] as const;

/** An order request checked as the aggregator would, with its service and price; else the refusal. */
export function priced(b: Record<string, unknown>): { service: SimService; price: number } | Response {
	const missing = REQUIRED_ORDER_FIELDS.find((f) => !str(b[f]));
	if (missing) return refuse(`${missing} is required`);
	const origin = postalOf(b.origin_postal_code);
	const destination = postalOf(b.destination_postal_code);
	if (!origin || !destination) return refuse("origin_postal_code and destination_postal_code are required");
	const items = parcels(b.items);
	if (!items) return refuse("items must be a non-empty list with weight and quantity");
	const service = simService(String(b.courier_company), String(b.courier_type));
	if (!service) return refuse(`No courier service ${b.courier_company}/${b.courier_type}`);
	const price = simPrice(service, zone(origin, destination), items, num(b.courier_insurance) ?? 0);
	if (price === null) return refuse(`${service.courierName} ${service.serviceName} does not serve this route`);
	return { service, price };
}

/**
 * Makes an order of request `b`: checks and prices it, then hands `store` a row with a fresh
 * waybill until one is free (store answers false when the waybill was taken, or a refusal).
 */
export async function placeOrder(
	b: Record<string, unknown>,
	store: (row: SimOrderRow) => Promise<boolean | Response>,
): Promise<SimOrderRow | Response> {
	const checked = priced(b);
	if (checked instanceof Response) return checked;
	const s = checked.service;
	const now = Date.now();
	const id = randomHex(12);
	for (let attempt = 0; attempt < 3; attempt++) {
		const row: SimOrderRow = {
			id,
			waybillId: `${s.waybill}${digits(10)}`,
			courierCode: s.courierCode,
			courierServiceCode: s.courierServiceCode,
			price: checked.price,
			status: "confirmed",
			body: JSON.stringify({ ...b, history: [{ status: "confirmed", at: now }] }),
			createdAt: now,
			updatedAt: now,
		};
		const stored = await store(row);
		if (stored instanceof Response) return stored;
		if (stored) return row;
	}
	return refuse("Could not allocate a waybill");
}

function digits(n: number): string {
	return [...crypto.getRandomValues(new Uint8Array(n))].map((x) => String(x % 10)).join("");
}

export async function createOrder(env: Env, b: Record<string, unknown>): Promise<Response> {
	const placed = await placeOrder(b, (row) => insertSimOrder(env, row));
	return placed instanceof Response ? placed : Response.json(orderWire(placed));
}

export async function getOrder(env: Env, id: string): Promise<Response> {
	const o = await getSimOrder(env, id);
	return o ? Response.json(orderWire(o)) : refuse("Order not found", 404);
}

export async function cancelOrder(env: Env, id: string, b: Record<string, unknown>): Promise<Response> {
	if (!str(b.cancellation_reason)) return refuse("cancellation_reason is required");
	const o = await cancelSimOrder(env, id, Date.now());
	if (o) return Response.json({ ...orderWire(o), message: "Order successfully cancelled" });
	const found = await getSimOrder(env, id);
	return found ? refuse(`Order is ${found.status} and can no longer be cancelled`) : refuse("Order not found", 404);
}

export function rates(b: Record<string, unknown>): Response {
	const origin = postalOf(b.origin_postal_code);
	const destination = postalOf(b.destination_postal_code);
	if (!origin || !destination) return refuse("origin_postal_code and destination_postal_code are required");
	const items = parcels(b.items);
	if (!items) return refuse("items must be a non-empty list with weight and quantity");
	const wanted = new Set((str(b.couriers) ?? "").split(",").map((c) => c.trim()));
	const z = zone(origin, destination);
	const insurance = num(b.courier_insurance) ?? 0;
	const pricing = SIM_SERVICES.filter((s) => wanted.has(s.courierCode)).flatMap((s) => {
		const price = simPrice(s, z, items, insurance);
		if (price === null) return [];
		return [
			{
				courier_name: s.courierName,
				courier_code: s.courierCode,
				courier_service_name: s.serviceName,
				courier_service_code: s.courierServiceCode,
				description: s.description,
				duration: s.durations[z],
				service_type: s.serviceType,
				type: s.courierServiceCode,
				price,
			},
		];
	});
	if (wanted.size === 0 || !pricing.length) return refuse("No courier serves this route for the couriers asked");
	return Response.json({ success: true, object: "courier_pricing", pricing });
}

export const couriersWire = () => ({
	success: true,
	object: "courier",
	couriers: SIM_SERVICES.map((s) => ({
		courier_name: s.courierName,
		courier_code: s.courierCode,
		courier_service_name: s.serviceName,
		courier_service_code: s.courierServiceCode,
		description: s.description,
		service_type: s.serviceType,
		shipping_type: "parcel",
	})),
});
