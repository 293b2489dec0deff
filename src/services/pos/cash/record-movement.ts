import type { z } from "@hono/zod-openapi";
import { iso } from "../../../platform/encoding";
import { newId } from "../../../platform/ids";
import { assertOutlet } from "../access/guard";
import { conflict, notFound, type PosCtx, type PosScope } from "../context";
import { getShift, insertMovement, type MovementRow } from "../shifts/store";
import type { NewCashMovement } from "./schemas";

export const movementView = (r: MovementRow) => ({
	id: r.id,
	shiftId: r.shiftId,
	outletId: r.outletId,
	type: r.type,
	amount: r.amount,
	reason: r.reason,
	actor: r.actor,
	staffId: r.staffId,
	createdAt: iso(r.createdAt) as string,
});

/**
 * POST /shifts/{id}/cash-movements: only into an OPEN shift. The insert itself checks OPEN (store.ts),
 * so a movement racing the close either lands before it (and is counted) or is refused 409.
 */
export async function recordMovement(
	ctx: PosCtx,
	s: PosScope,
	actor: string,
	shiftId: string,
	b: z.infer<typeof NewCashMovement>,
) {
	const shift = await getShift(ctx.env, s, shiftId);
	if (!shift) throw notFound("shift");
	assertOutlet(s, shift.outletId);
	const closed = () => conflict("The shift is closed; cash moves only in an open shift", "id");
	if (shift.status !== "OPEN") throw closed();
	const now = Date.now();
	const row: MovementRow = {
		id: newId("cmv_", now),
		accountId: s.workspaceId,
		shiftId,
		outletId: shift.outletId,
		type: b.type,
		amount: b.amount,
		reason: b.reason,
		actor,
		staffId: s.staffId ?? null, // a key bound to a staff member records who moved the cash
		createdAt: now,
	};
	if (!(await insertMovement(ctx.env, row))) throw closed();
	return movementView(row);
}
