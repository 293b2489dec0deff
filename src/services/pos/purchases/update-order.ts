import type { PosCtx, PosScope } from "../context";
import { newLines } from "./create-order";
import { orderTotal } from "./domain";
import { answer } from "./outcome";
import { checkParties, checkVariants } from "./references";
import type { PatchOrderBody } from "./schemas";
import { patchOrder } from "./store";

/**
 * PATCH /purchase-orders/{id}: only a DRAFT changes, and the DRAFT check is the write's own guard
 * (a racing order or cancel makes this 409 and writes nothing). `lines` replaces every line.
 */
export async function updateOrder(ctx: PosCtx, s: PosScope, id: string, b: PatchOrderBody) {
	await Promise.all([checkParties(ctx, s, b), b.lines ? checkVariants(ctx, s, b.lines) : null]);
	const now = Date.now();
	const set = {
		...(b.supplierId === undefined ? {} : { supplierId: b.supplierId }),
		...(b.outletId === undefined ? {} : { outletId: b.outletId }),
		...(b.note === undefined ? {} : { note: b.note }),
		...(b.lines ? { total: orderTotal(b.lines) } : {}),
		updatedAt: now,
	};
	const out = await patchOrder(ctx.env, s, id, set, b.lines ? newLines(b.lines, now) : undefined);
	return answer(ctx, s, id, "update", out);
}
