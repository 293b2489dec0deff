import { newId } from "../../../platform/ids";
import type { PosCtx, PosScope } from "../context";
import type { CreateWarehouseBody } from "./schemas";
import { insertWarehouse } from "./store/warehouses";
import { warehouseView } from "./view";

/** POST /fulfillment/warehouses: the first one is the default; `isDefault: true` takes it over. */
export async function createWarehouse(ctx: PosCtx, s: PosScope, b: CreateWarehouseBody) {
	const now = Date.now();
	const row = {
		id: newId("wh_", now),
		accountId: s.workspaceId,
		name: b.name,
		address: b.address ?? null,
		city: b.city ?? null,
		postal: b.postal ?? null,
		phone: b.phone ?? null,
		createdAt: now,
		updatedAt: now,
	};
	return warehouseView(await insertWarehouse(ctx.env, s, row, b.isDefault === true));
}
