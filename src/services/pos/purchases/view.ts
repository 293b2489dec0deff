import { iso } from "../../../platform/encoding";
import type { LineRow, OrderRow } from "./store";

/** The answer of every purchase order route: the order with its lines and what each still awaits. */
export const orderView = (o: OrderRow, lines: LineRow[]) => ({
	id: o.id,
	supplierId: o.supplierId,
	outletId: o.outletId,
	status: o.status,
	note: o.note,
	total: o.total,
	lines: lines.map((l) => ({
		variantId: l.variantId,
		quantity: l.quantity,
		cost: l.cost,
		received: l.received,
		outstanding: l.quantity - l.received,
	})),
	orderedAt: iso(o.orderedAt),
	receivedAt: iso(o.receivedAt),
	cancelledAt: iso(o.cancelledAt),
	createdAt: iso(o.createdAt) as string,
	updatedAt: iso(o.updatedAt) as string,
});
