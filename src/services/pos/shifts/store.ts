import { type AnyColumn, and, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import type { Cursor } from "../../../platform/cursor";
import { guardParam, insertWhere } from "../../../platform/d1";
import { newestFirst } from "../../../platform/keyset";
import type { PosScope } from "../context";
import { isoSql, posEventInsertSelect } from "../events";
import { cashMovements, shifts } from "../schema";
import { CASH_SIGNS, type CashParts } from "./drawer";

export type ShiftRow = typeof shifts.$inferSelect;
export type MovementRow = typeof cashMovements.$inferSelect;
const M = cashMovements;
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

// The drawer's parts as SQL and the cash movements (paid in, paid out, drops).

/**
 * Cash handed back from the drawer by returns: their CASH refunds written while this shift was the
 * outlet's open one (a cash refund's batch holds the shift OPEN, so a close counts it or refuses it).
 */
const cashRefunds = (shiftId: AnyColumn) =>
	sql`(SELECT COALESCE(SUM(amount), 0) FROM sale_refunds WHERE shift_id = ${shiftId} AND method = 'CASH')`;

// The type is one of three constants, inlined: the subquery binds nothing, so it sits anywhere in a
// statement (a SELECT list, an UPDATE's SET) without shifting the statement's own parameters.
const moved = (shiftId: AnyColumn, type: MovementRow["type"]) =>
	sql`(SELECT COALESCE(SUM(amount), 0) FROM cash_movements WHERE shift_id = ${shiftId} AND type = '${sql.raw(type)}')`;

/**
 * Each part of the drawer for the shift row being read or updated, as a correlated subquery: read
 * inside the closing UPDATE, so a sale or movement committed just before the close is counted and
 * one after it is refused by its own OPEN guard. Sales: the CASH amounts (not tendered) of the sales
 * rung in this shift, a voided one included (its cash came in); voids: cash of sales voided while
 * this shift was open (void_shift_id).
 */
export const cashPartsSql = (shift = shifts): Record<keyof CashParts, SQL> => ({
	openingFloat: sql`${shift.openingFloat}`,
	cashSales: sql`(SELECT COALESCE(SUM(cash_total), 0) FROM sales WHERE shift_id = ${shift.id} AND status IN ('COMPLETED', 'VOIDED'))`,
	cashVoids: sql`(SELECT COALESCE(SUM(cash_total), 0) FROM sales WHERE void_shift_id = ${shift.id})`,
	cashRefunds: cashRefunds(shift.id),
	paidIn: moved(shift.id, "paid_in"),
	paidOut: moved(shift.id, "paid_out"),
	drops: moved(shift.id, "drop"),
});

/** Σ sign × part in SQL, from the same sign table as drawer.ts expectedCashOf. */
export const expectedCashSql = (): SQL => {
	const parts = cashPartsSql();
	const terms = (Object.keys(CASH_SIGNS) as Array<keyof CashParts>).map(
		(k) => sql`${sql.raw(CASH_SIGNS[k] > 0 ? "+" : "-")} ${parts[k]}`,
	);
	return sql`(0 ${sql.join(terms, sql` `)})`;
};

/** Inserts the movement only while its shift is this workspace's and OPEN; false when refused. */
export async function insertMovement(env: Env, row: MovementRow) {
	const guard = `EXISTS (SELECT 1 FROM shifts WHERE id = ${guardParam(M)} AND account_id = ${guardParam(M, 1)} AND status = 'OPEN')`;
	const res = await insertWhere(env.DB_POS, M, row, guard, [row.shiftId, row.accountId]).run();
	return (res.meta.changes ?? 0) > 0;
}

export const listMovements = (env: Env, s: PosScope, shiftId: string, q: { limit: number; after: Cursor | null }) =>
	newestFirst(db(env), M, s.workspaceId, q, eq(M.shiftId, shiftId));

/**
 * Cash the drawer should hold, read inside the closing UPDATE (so a sale or cash movement committed
 * just before the close is counted): the formula is drawer.ts, its parts cashPartsSql below.
 */
const expectedCash = expectedCashSql();

/** The event id of a shift's close: a shift closes once, so a racing second close inserts nothing. */
export const closedEventId = (shiftId: string) => `evt_${shiftId}_closed`;

/**
 * OPEN → CLOSED, guarded on OPEN (a racing close loses); null when not open any more. Its
 * pos.shift.closed.v1 (the shift as the UPDATE left it) is written in the same batch.
 */
export async function closeShift(
	env: Env,
	s: PosScope,
	id: string,
	set: Pick<ShiftRow, "countedCash" | "notes" | "closedBy" | "closedByStaffId" | "closedAt">,
) {
	const q = db(env)
		.update(S)
		.set({
			...set,
			status: "CLOSED",
			expectedCash,
			difference: sql`${set.countedCash} - (${expectedCash})`,
		})
		.where(and(mine(s, id), eq(S.status, "OPEN")))
		.returning()
		.toSQL();
	const [closed] = await env.DB_POS.batch([
		env.DB_POS.prepare(q.sql).bind(...q.params),
		posEventInsertSelect(
			env,
			"pos.shift.closed.v1",
			`SELECT ? AS id, closed_at AS occurred_at, account_id,
			   json_object('id', id, 'outletId', outlet_id, 'status', status, 'openingFloat', opening_float,
			     'expectedCash', expected_cash, 'countedCash', counted_cash, 'difference', difference, 'notes', notes,
			     'staffId', staff_id, 'closedByStaffId', closed_by_staff_id,
			     'openedAt', ${isoSql("opened_at")}, 'closedAt', ${isoSql("closed_at")}) AS data
			 FROM shifts WHERE id = ? AND account_id = ? AND status = 'CLOSED'`,
			[closedEventId(id), id, s.workspaceId],
		),
	]);
	const raw = (closed.results as Record<string, unknown>[])[0];
	return raw ? fromColumns(raw) : null;
}

/** A raw RETURNING row (column names) as drizzle's row (property names). */
const fromColumns = (raw: Record<string, unknown>) =>
	Object.fromEntries(Object.entries(getTableColumns(S)).map(([k, c]) => [k, raw[c.name]])) as ShiftRow;
