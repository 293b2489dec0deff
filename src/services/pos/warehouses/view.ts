import { iso } from "../../../platform/encoding";
import type { Reason } from "./schemas";
import type { MovementRow, StockRow } from "./store/stock";
import type { WarehouseRow } from "./store/warehouses";

export const warehouseView = (w: WarehouseRow) => ({
	id: w.id,
	name: w.name,
	address: w.address,
	city: w.city,
	postal: w.postal,
	phone: w.phone,
	isDefault: w.isDefault === 1,
	createdAt: iso(w.createdAt) as string,
	updatedAt: iso(w.updatedAt) as string,
});

export const stockView = (r: Pick<StockRow, "warehouseId" | "variantId" | "quantity">) => ({
	warehouseId: r.warehouseId,
	variantId: r.variantId,
	quantity: r.quantity,
});

export const movementView = (m: MovementRow) => ({
	id: m.id,
	warehouseId: m.warehouseId,
	variantId: m.variantId,
	delta: m.delta,
	reason: m.reason as Reason,
	note: m.note,
	refId: m.refId,
	balanceAfter: m.balanceAfter,
	createdAt: iso(m.createdAt) as string,
});
