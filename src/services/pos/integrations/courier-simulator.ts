// The simulated courier aggregator (issue 20): an in-process fetch handler answering Biteship's wire
// protocol, so that without COURIER_API_KEY (local development, tests) the client's code path is the
// same one production takes; only the fetch differs. Orders live in courier_sim_orders and move one
// step per minute-cron tick (advanceSimulatedOrders), the way a courier's status webhooks would.
import { Hono } from "hono";
import type { Env } from "../../../env";
import { randomHex } from "../../../platform/ids";
import { num, obj, str } from "./courier-wire";
import { SIM_SERVICES, type SimParcel, simPrice, simService, zone } from "./simulator-catalogue";
import { cancelSimOrder, getSimOrder, insertSimOrder, type SimOrderRow, stepSimOrders } from "./store";
import type { CourierCallback, CourierStatus } from "./types";

/** Never resolved: requests to it are answered by simulatorFetch, in process. */
export const SIMULATOR_URL = "https://courier-simulator.invalid";

/** One cron tick: every open simulated order moves one step; what moved, as status callbacks. */
export async function advanceSimulatedOrders(env: Env): Promise<CourierCallback[]> {
	const now = Date.now();
	const moved = await stepSimOrders(env, now);
	return moved.map((o) => ({ orderId: o.id, waybillId: o.waybillId, status: o.status as CourierStatus, at: now }));
}

const refuse = (message: string, status: 400 | 401 | 404 = 400) =>
	Response.json({ success: false, error: message, code: status * 100_000 + 1 }, { status });

function parcels(v: unknown): SimParcel[] | null {
	if (!Array.isArray(v) || v.length === 0) return null;
	const items = v.map(obj).map((i) => ({ weight: num(i.weight) ?? -1, quantity: num(i.quantity) ?? -1 }));
	return items.every((i) => i.weight >= 0 && i.quantity >= 1) ? items : null;
}

const postalOf = (v: unknown) => (typeof v === "number" && Number.isInteger(v) ? String(v).padStart(5, "0") : null);

function orderWire(o: SimOrderRow) {
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

async function createOrder(env: Env, b: Record<string, unknown>): Promise<Response> {
	const missing = REQUIRED_ORDER_FIELDS.find((f) => !str(b[f]));
	if (missing) return refuse(`${missing} is required`);
	const origin = postalOf(b.origin_postal_code);
	const destination = postalOf(b.destination_postal_code);
	if (!origin || !destination) return refuse("origin_postal_code and destination_postal_code are required");
	const items = parcels(b.items);
	if (!items) return refuse("items must be a non-empty list with weight and quantity");
	const s = simService(String(b.courier_company), String(b.courier_type));
	if (!s) return refuse(`No courier service ${b.courier_company}/${b.courier_type}`);
	const price = simPrice(s, zone(origin, destination), items, num(b.courier_insurance) ?? 0);
	if (price === null) return refuse(`${s.courierName} ${s.serviceName} does not serve this route`);
	const now = Date.now();
	for (let attempt = 0; attempt < 3; attempt++) {
		const row: SimOrderRow = {
			id: randomHex(12),
			waybillId: `${s.waybill}${digits(10)}`,
			courierCode: s.courierCode,
			courierServiceCode: s.courierServiceCode,
			price,
			status: "confirmed",
			body: JSON.stringify(b),
			createdAt: now,
			updatedAt: now,
		};
		if (await insertSimOrder(env, row)) return Response.json(orderWire(row));
	}
	return refuse("Could not allocate a waybill", 400);
}

function digits(n: number): string {
	return [...crypto.getRandomValues(new Uint8Array(n))].map((x) => String(x % 10)).join("");
}

function rates(b: Record<string, unknown>): Response {
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

const couriersWire = () => ({
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

type SimEnv = { Bindings: Env };
const sim = new Hono<SimEnv>();
sim.use("*", async (c, next) => {
	if (!c.req.header("Authorization")) return refuse("Authorization header is required", 401);
	await next();
});
const body = async (req: Request) => obj(await req.json().catch(() => null));
sim.get("/v1/couriers", () => Response.json(couriersWire()));
sim.post("/v1/rates/couriers", async (c) => rates(await body(c.req.raw)));
sim.post("/v1/orders", async (c) => createOrder(c.env, await body(c.req.raw)));
sim.get("/v1/orders/:id", async (c) => {
	const o = await getSimOrder(c.env, c.req.param("id"));
	return o ? Response.json(orderWire(o)) : refuse("Order not found", 404);
});
sim.post("/v1/orders/:id/cancel", async (c) => {
	const id = c.req.param("id");
	if (!str((await body(c.req.raw)).cancellation_reason)) return refuse("cancellation_reason is required");
	const o = await cancelSimOrder(c.env, id, Date.now());
	if (o) return Response.json({ ...orderWire(o), message: "Order successfully cancelled" });
	const found = await getSimOrder(c.env, id);
	return found ? refuse(`Order is ${found.status} and can no longer be cancelled`) : refuse("Order not found", 404);
});
sim.notFound(() => refuse("Not found", 404));

/** A fetch that answers SIMULATOR_URL's Biteship protocol from DB_POS. */
export const simulatorFetch =
	(env: Env): typeof fetch =>
	async (input, init) =>
		sim.fetch(new Request(input, init), env);
