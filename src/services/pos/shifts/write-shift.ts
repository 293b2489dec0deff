import type { z } from "@hono/zod-openapi";
import { iso } from "../../../platform/encoding";
import { isUniqueViolation } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { assertOutlet } from "../access/guard";
import { conflict, notFound, type PosCtx, type PosScope } from "../context";
import { dispatchPosEvents } from "../events";
import { getOutlet } from "../outlets/store";
import type { CloseShift, OpenShift } from "./schemas";
import { closeShift as close, closedEventId, getShift, insertShift, type ShiftRow } from "./store";

export const shiftView = (r: ShiftRow) => ({
	id: r.id,
	outletId: r.outletId,
	status: r.status,
	openingFloat: r.openingFloat,
	expectedCash: r.expectedCash,
	countedCash: r.countedCash,
	difference: r.difference,
	notes: r.notes,
	openedAt: iso(r.openedAt) as string,
	closedAt: iso(r.closedAt),
	staffId: r.staffId,
	closedByStaffId: r.closedByStaffId,
});

/** POST /shifts/open: one OPEN shift per active outlet (409 CONFLICT, held by a partial UNIQUE index). */
export async function openShift(ctx: PosCtx, s: PosScope, actor: string, b: z.infer<typeof OpenShift>) {
	const outlet = await getOutlet(ctx.env, s, b.outletId);
	if (!outlet) throw notFound("outlet");
	assertOutlet(s, outlet.id);
	if (!outlet.isActive) throw conflict("The outlet is inactive", "outletId");
	const now = Date.now();
	const row: ShiftRow = {
		id: newId("shf_", now),
		accountId: s.workspaceId,
		outletId: b.outletId,
		status: "OPEN",
		openingFloat: b.openingFloat,
		expectedCash: null,
		countedCash: null,
		difference: null,
		notes: null,
		openedBy: actor,
		closedBy: null,
		staffId: s.staffId ?? null,
		closedByStaffId: null,
		openedAt: now,
		closedAt: null,
		createdAt: now,
	};
	try {
		await insertShift(ctx.env, row);
	} catch (err) {
		if (isUniqueViolation(err)) throw conflict("This outlet already has an open shift", "outletId");
		throw err;
	}
	return shiftView(row);
}

/**
 * POST /shifts/{id}/close: expected cash (drawer.ts: float + cash sales − voids − refunds + paid in −
 * paid out − drops), counted, difference = counted − expected (computed by the closing UPDATE itself, store.ts).
 */
export async function closeShift(ctx: PosCtx, s: PosScope, actor: string, id: string, b: z.infer<typeof CloseShift>) {
	const shift = await getShift(ctx.env, s, id);
	if (!shift) throw notFound("shift");
	assertOutlet(s, shift.outletId);
	const row = await close(ctx.env, s, id, {
		countedCash: b.countedCash,
		notes: b.notes ?? null,
		closedBy: actor,
		closedByStaffId: s.staffId ?? null,
		closedAt: Date.now(),
	});
	if (!row) throw conflict("The shift is already closed");
	await dispatchPosEvents(ctx.env, ctx.exec, [closedEventId(id)]);
	return shiftView(row);
}
