import { newId } from "../../../platform/ids";
import { conflict, type PosCtx, type PosScope } from "../context";
import { orderTotal } from "./domain";
import { checkParties, checkVariants } from "./references";
import type { CreateOrderBody } from "./schemas";
import { insertOrder, type NewLine, type OrderRow } from "./store";
import { orderView } from "./view";

/** Lines with their ids, in the order sent (their position). */
export const newLines = (lines: CreateOrderBody["lines"], now: number): NewLine[] =>
	lines.map((l) => ({ id: newId("pol_", now), variantId: l.variantId, quantity: l.quantity, cost: l.cost }));

/** POST /purchase-orders: a DRAFT for an active supplier and outlet of this workspace. */
export async function createOrder(ctx: PosCtx, s: PosScope, b: CreateOrderBody) {
	await Promise.all([checkParties(ctx, s, b), checkVariants(ctx, s, b.lines)]);
	const now = Date.now();
	const row: OrderRow = {
		id: newId("pur_", now),
		accountId: s.workspaceId,
		supplierId: b.supplierId,
		outletId: b.outletId,
		status: "DRAFT",
		note: b.note ?? null,
		total: orderTotal(b.lines),
		opId: null,
		orderedAt: null,
		receivedAt: null,
		cancelledAt: null,
		createdAt: now,
		updatedAt: now,
	};
	const lines = newLines(b.lines, now);
	// The insert re-checks both are active in the same statement: a deactivation racing this create wins.
	if (!(await insertOrder(ctx.env, s, row, lines))) throw conflict("The supplier or the outlet was just deactivated");
	return orderView(
		row,
		lines.map((l, position) => ({ ...l, accountId: s.workspaceId, purchaseOrderId: row.id, position, received: 0 })),
	);
}
