import { and, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import type { Cursor } from "../../../platform/cursor";
import { newestFirst } from "../../../platform/keyset";
import type { PosScope } from "../context";
import { shifts } from "../schema";

export type ShiftRow = typeof shifts.$inferSelect;
const S = shifts;
const db = (env: Env) => drizzle(env.DB_POS);
const mine = (s: PosScope, id: string) => and(eq(S.accountId, s.workspaceId), eq(S.id, id));

/** A second OPEN shift for the outlet throws the partial UNIQUE index's error. */
export const insertShift = (env: Env, row: ShiftRow) => db(env).insert(S).values(row).run();

/** A shift by id, or the outlet's OPEN one, as queries for a caller's read batch. */
export const shiftById = (env: Env, s: PosScope, id: string) => db(env).select().from(S).where(mine(s, id)).limit(1);

export const openShiftAt = (env: Env, s: PosScope, outletId: string) =>
	db(env)
		.select()
		.from(S)
		.where(and(eq(S.accountId, s.workspaceId), eq(S.outletId, outletId), eq(S.status, "OPEN")))
		.limit(1);

export const getShift = async (env: Env, s: PosScope, id: string) => (await shiftById(env, s, id))[0] ?? null;

export const openShiftOf = async (env: Env, s: PosScope, outletId: string) =>
	(await openShiftAt(env, s, outletId))[0] ?? null;

export const listShifts = (
	env: Env,
	s: PosScope,
	q: { limit: number; after: Cursor | null; outletId?: string; status?: "OPEN" | "CLOSED" },
) =>
	newestFirst(
		db(env),
		S,
		s.workspaceId,
		q,
		q.outletId ? eq(S.outletId, q.outletId) : undefined,
		q.status ? eq(S.status, q.status) : undefined,
	);

/**
 * Cash the drawer should hold, read inside the closing UPDATE (so a sale committed just before the
 * close is counted): the float, plus cash of the sales rung in this shift (a voided one included:
 * its cash came in), minus cash of sales voided while this shift was open.
 */
const expectedCash = sql`${S.openingFloat}
	+ (SELECT COALESCE(SUM(cash_total), 0) FROM sales WHERE shift_id = ${S.id} AND status IN ('COMPLETED', 'VOIDED'))
	- (SELECT COALESCE(SUM(cash_total), 0) FROM sales WHERE void_shift_id = ${S.id})`;

/** OPEN → CLOSED, guarded on OPEN (a racing close loses); null when not open any more. */
export async function closeShift(
	env: Env,
	s: PosScope,
	id: string,
	set: Pick<ShiftRow, "countedCash" | "notes" | "closedBy" | "closedByStaffId" | "closedAt">,
) {
	const rows = await db(env)
		.update(S)
		.set({
			...set,
			status: "CLOSED",
			expectedCash,
			difference: sql`${set.countedCash} - (${expectedCash})`,
		})
		.where(and(mine(s, id), eq(S.status, "OPEN")))
		.returning();
	return rows[0] ?? null;
}
