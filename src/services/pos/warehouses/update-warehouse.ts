import { conflict, notFound, type PosCtx, type PosScope } from "../context";
import type { PatchWarehouseBody } from "./schemas";
import { getWarehouse, patchWarehouse } from "./store/warehouses";
import { warehouseView } from "./view";

/**
 * PATCH /fulfillment/warehouses/{id}: the fields sent (null clears); `isDefault: true` moves the
 * default here, `isDefault: false` on the default is 409 (a workspace always has one: make another
 * the default instead), on any other warehouse it changes nothing.
 */
export async function updateWarehouse(ctx: PosCtx, s: PosScope, id: string, b: PatchWarehouseBody) {
	const { isDefault, ...fields } = b;
	const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
	const row = await patchWarehouse(ctx.env, s, id, set, isDefault, Date.now());
	if (row) return warehouseView(row);
	// Refused: tell an unknown id from the default that may not stop being one.
	if (!(await getWarehouse(ctx.env, s, id))) throw notFound("warehouse");
	throw conflict("This is the default warehouse; make another one the default instead", "isDefault");
}
