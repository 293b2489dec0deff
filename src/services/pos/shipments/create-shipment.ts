import { isUniqueViolation } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { conflict, notFound, type PosCtx, type PosScope } from "../context";
import { getCustomer } from "../customers/store";
import { courierClient } from "../integrations/courier";
import type { Parcel } from "../integrations/types";
import { viaCourier } from "../shipping/rates";
import { insuredValue } from "./domain";
import { quote } from "./quote";
import type { CreateShipmentBody } from "./schemas";
import { insertShipment, originOf, runBatch, type ShipmentRow, saleForDispatch, shipmentOfSale } from "./store";
import { orderInput } from "./upstream";
import { shipmentView } from "./view";

export type ShipmentInput = Omit<CreateShipmentBody, "items"> & { items: Parcel[] };

/** POST /shipments: a draft at the saved origin, priced by today's quote; one per sale. */
export async function createShipment(ctx: PosCtx, s: PosScope, b: CreateShipmentBody) {
	const [sale, customer] = await Promise.all([
		b.transactionId ? saleForDispatch(ctx.env, s, b.transactionId) : null,
		b.customerId ? getCustomer(ctx.env, s, b.customerId) : null,
	]);
	if (b.transactionId && !sale) throw notFound("sale");
	if (b.customerId && !customer) throw notFound("customer");
	const made = await makeShipment(ctx, s, b);
	if (!made.created) throw conflict(`The sale already has shipment ${made.row.id}`, "transactionId");
	return made.view;
}

/**
 * The draft: a draft order at the aggregator, then its row written in one batch with the sale's
 * link. A sale that already has a shipment keeps it (the new upstream draft is deleted again).
 */
export async function makeShipment(ctx: PosCtx, s: PosScope, b: ShipmentInput) {
	const origin = await originOf(ctx.env, s);
	if (!origin) throw conflict("Save the shipping origin first (PATCH /fulfillment/shipping/origin)");
	const insurance = b.insurance ?? 0;
	// Quoted with the premium only when insured: that quote is what confirm-pickup charges.
	const q = await quote(ctx, {
		...b,
		insurance: insuredValue(b),
		originPostalCode: origin.postalCode,
		destinationPostalCode: b.destination.postalCode,
	});
	const now = Date.now();
	const row: ShipmentRow = {
		id: newId("shp_", now),
		accountId: s.workspaceId,
		transactionId: b.transactionId ?? null,
		customerId: b.customerId ?? null,
		customerEmail: b.customerEmail ?? b.destination.email ?? null,
		courierCode: b.courierCode,
		courierServiceCode: b.courierServiceCode,
		courierType: q.courierType,
		price: q.price,
		insured: b.insured ? 1 : 0,
		insurance,
		destination: JSON.stringify(b.destination),
		items: JSON.stringify(b.items),
		origin: JSON.stringify({
			contactName: origin.contactName,
			phone: origin.phone,
			address: origin.address,
			postalCode: origin.postalCode,
		}),
		status: "draft",
		waybillId: null,
		upstreamDraftId: null,
		upstreamOrderId: null,
		trackingUrl: null,
		duration: q.duration,
		booking: 0,
		checkedAt: null,
		charged: 0,
		cancelReason: null,
		opId: null,
		createdAt: now,
		updatedAt: now,
	};
	// Drafted at the aggregator first: a draft it refuses (or cannot take) is 502 with nothing kept here.
	const client = courierClient(ctx.env);
	row.upstreamDraftId = (await viaCourier(() => client.createDraftOrder(orderInput(row)))).id;
	try {
		await runBatch(ctx.env, insertShipment(ctx.env, s, row));
	} catch (err) {
		await client.deleteDraftOrder(row.upstreamDraftId).catch(() => null);
		if (!isUniqueViolation(err) || !row.transactionId) throw err;
		const existing = await shipmentOfSale(ctx.env, s, row.transactionId);
		if (existing) return { view: shipmentView(existing), row: existing, created: false };
		throw err;
	}
	return { view: shipmentView(row, [{ status: "draft", note: null, at: now }]), row, created: true };
}
