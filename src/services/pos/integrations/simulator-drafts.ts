// The simulated aggregator's draft orders and public tracking, in Biteship's wire shapes. A draft is
// checked and priced like an order but books nothing; confirming it makes the order through
// placeOrder, the one path POST /v1/orders takes. The draft table's `placed` is what Biteship calls
// `ready` (the courier is set, so it can be confirmed): the simulator takes no draft without one.
import type { Env } from "../../../env";
import { obj, str } from "./courier-wire";
import { historyWire, orderWire, placeOrder, priced, refuse } from "./simulator-orders";
import {
	confirmSimDraft,
	deleteSimDraft,
	getSimDraft,
	insertSimDraft,
	type SimDraftRow,
	type SimOrderRow,
	simOrderByWaybill,
} from "./store";

const WIRE_STATUS: Record<SimDraftRow["status"], string> = {
	placed: "ready",
	confirmed: "confirmed",
	deleted: "deleted",
};

const notFound = (id: string) => refuse(`Draft order with 'id=${id}' is not found.`, 404);
/** Biteship answers 422 for a draft past the state a move needs. */
const notPlaced = (d: SimDraftRow) => refuse(`Draft order with 'id=${d.id}' has been ${d.status}.`, 422);

function draftWire(d: SimDraftRow, price: number | null) {
	const b = obj(JSON.parse(d.body));
	return {
		success: true,
		object: "draft_order",
		id: d.id,
		order_id: d.orderId,
		status: WIRE_STATUS[d.status],
		price,
		reference_id: str(b.reference_id),
		courier: { company: str(b.courier_company), type: str(b.courier_type), waybill_id: null, tracking_id: null },
		items: b.items,
		created_at: new Date(d.createdAt).toISOString(),
		updated_at: new Date(d.updatedAt).toISOString(),
	};
}

export async function createDraft(env: Env, b: Record<string, unknown>): Promise<Response> {
	const checked = priced(b);
	if (checked instanceof Response) return checked;
	const now = Date.now();
	const row: SimDraftRow = {
		id: crypto.randomUUID(),
		status: "placed",
		orderId: null,
		body: JSON.stringify(b),
		createdAt: now,
		updatedAt: now,
	};
	await insertSimDraft(env, row);
	return Response.json({ ...draftWire(row, checked.price), message: "Draft order successfully created" });
}

/** The draft's order, booked once: a confirm that loses the claim (or comes again) is refused, never a second order. */
export async function confirmDraft(env: Env, id: string): Promise<Response> {
	const draft = await getSimDraft(env, id);
	if (!draft) return notFound(id);
	const now = Date.now();
	const placed = await placeOrder(obj(JSON.parse(draft.body)), async (row) => {
		const r = await confirmSimDraft(env, id, row, now);
		if (r === "refused") {
			const latest = await getSimDraft(env, id);
			return latest ? notPlaced(latest) : notFound(id);
		}
		return r === "confirmed";
	});
	if (placed instanceof Response) return placed;
	return Response.json({ ...orderWire(placed), draft_order_id: id, message: "Order successfully created" });
}

export async function deleteDraft(env: Env, id: string): Promise<Response> {
	if (await deleteSimDraft(env, id, Date.now()))
		return Response.json({ success: true, message: "Draft order successfully deleted", object: "draft_order", id });
	const draft = await getSimDraft(env, id);
	return draft ? notPlaced(draft) : notFound(id);
}

function trackingWire(o: SimOrderRow) {
	const b = obj(JSON.parse(o.body));
	return {
		success: true,
		message: "Successfully get tracking info",
		object: "tracking",
		id: o.id,
		waybill_id: o.waybillId,
		courier: { company: o.courierCode },
		origin: { contact_name: str(b.origin_contact_name), address: str(b.origin_address) },
		destination: { contact_name: str(b.destination_contact_name), address: str(b.destination_address) },
		history: historyWire(o),
		// No public tracker for the simulated couriers (see orderWire).
		link: null,
		order_id: o.id,
		status: o.status,
	};
}

export async function tracking(env: Env, waybillId: string, courierCode: string): Promise<Response> {
	const o = await simOrderByWaybill(env, waybillId, courierCode);
	return o ? Response.json(trackingWire(o)) : refuse(`No tracking for waybill ${waybillId} of ${courierCode}`, 404);
}
