import { newId } from "../../../platform/ids";
import { variantsById } from "../catalogue/store";
import { conflict, notFound, type PosCtx, type PosScope } from "../context";
import { dispatchPosEvents } from "../events";
import { stockAdjustedEvent } from "../inventory/store/stock-events";
import type { WarehouseAdjustBody } from "./schemas";
import { moveStock } from "./store/stock";
import { getWarehouse } from "./store/warehouses";
import { movementView, stockView } from "./view";

/**
 * POST /fulfillment/inventory/adjust: the warehouse's stock of the variant moves by delta, never
 * below zero (409, nothing written); the answer is the stock after the move and its movement.
 */
export async function adjustWarehouseStock(ctx: PosCtx, s: PosScope, b: WarehouseAdjustBody) {
	const [warehouse, variant] = await Promise.all([
		getWarehouse(ctx.env, s, b.warehouseId),
		variantsById(ctx.env, s, [b.variantId]),
	]);
	if (!warehouse) throw notFound("warehouse");
	if (!variant.length) throw notFound("variant");
	const now = Date.now();
	const ids = { stock: newId("whs_", now), movement: newId("whm_", now) };
	const event = { id: newId("evt_", now), kind: "warehouse_adjustment" as const, refId: null, now };
	const adjusted = stockAdjustedEvent(ctx.env, s, event, { movementId: ids.movement });
	const out = await moveStock(ctx.env, s, { ...b, note: b.note ?? null, refId: null }, ids, now, [adjusted]);
	if (out.ok) {
		await dispatchPosEvents(ctx.env, ctx.exec, [event.id]);
		return { stock: stockView(out.stock), movement: movementView(out.movement) };
	}
	if (out.refused === "warehouse_gone") throw notFound("warehouse");
	throw conflict("Not enough stock: the warehouse's quantity cannot go below zero", "delta");
}
