import { conflict, notFound, type PosCtx, type PosScope } from "../context";
import type { DeliveryDraftBody } from "../sales/schemas";
import { makeShipment } from "./create-shipment";
import { parcelsOfSale } from "./domain";
import { saleForDispatch, shipmentOfSale } from "./store";
import { shipmentView } from "./view";

const GRAMS_PER_UNIT = 1_000;

/**
 * POST /delivery/sales/{id}/dispatch: the shipment of a COMPLETED sale that carries a delivery
 * draft, made once. A repeat (or a racing twin, held by the one-shipment-per-sale index) answers
 * the same shipment with created false.
 */
export async function dispatchSale(ctx: PosCtx, s: PosScope, saleId: string) {
	const sale = await saleForDispatch(ctx.env, s, saleId);
	if (!sale) throw notFound("sale");
	// No draft → 409 first, even when POST /delivery/shipments made the sale a shipment: that one was
	// not dispatched from a draft, and answering it (cancelled or not) as the dispatch misleads.
	if (!sale.delivery) throw conflict("The sale has no delivery draft to dispatch (POST /sales with delivery)");
	const existing = await shipmentOfSale(ctx.env, s, saleId);
	if (existing) return { shipment: shipmentView(existing), created: false };
	if (sale.status !== "COMPLETED") throw conflict(`The sale is ${sale.status}; only a COMPLETED sale is dispatched`);
	const d = JSON.parse(sale.delivery) as DeliveryDraftBody;
	const made = await makeShipment(ctx, s, {
		transactionId: saleId,
		customerId: sale.customerId,
		customerEmail: d.destination.email ?? null,
		destination: d.destination,
		courierCode: d.courierCode,
		courierServiceCode: d.courierServiceCode,
		courierType: d.courierType,
		insured: d.insured,
		insurance: d.insurance,
		items: parcelsOfSale(sale.items, d.itemWeight ?? GRAMS_PER_UNIT),
	});
	return { shipment: made.view, created: made.created };
}
