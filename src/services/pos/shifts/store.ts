import { and, eq, getTableColumns, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import type { Cursor } from "../../../platform/cursor";
import { newestFirst } from "../../../platform/keyset";
import type { PosScope } from "../context";
import { isoSql, posEventInsertSelect } from "../events";
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
	set: Pick<ShiftRow, "countedCash" | "notes" | "closedBy" | "closedAt">,
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
