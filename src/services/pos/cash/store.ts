// DB_POS reads of a shift's report; the drawer's parts and the movements are shifts/store.ts. Every sum is SQLite's (SUM / GROUP BY over the sale_id,
// shift_id and void_shift_id indexes), one D1 batch per report: never rows added up in the Worker.
import { type AnyColumn, and, asc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import type { PosScope } from "../context";
import { refundSums, returnSums } from "../returns/store";
import { apiKeys, cashMovements, salePayments, saleReturns, sales, shifts, staff } from "../schema";
import type { CashParts } from "../shifts/drawer";
import { cashPartsSql } from "../shifts/store";
import { salesTaxes } from "../tax/store";

const M = cashMovements;
const S = sales;
const db = (env: Env) => drizzle(env.DB_POS);
const int = (q: SQL) => sql<number>`coalesce(${q}, 0)`.mapWith(Number);
const total = (col: AnyColumn) => int(sql`sum(${col})`);
const count = sql<number>`count(*)`.mapWith(Number);

const partColumns = () =>
	Object.fromEntries(Object.entries(cashPartsSql()).map(([k, v]) => [k, int(v)])) as Record<
		keyof CashParts,
		SQL<number>
	>;

/**
 * The shift with its drawer parts, its sales by method, voids, taxes, movements and per-person sums: one
 * batch. A person is the staff member when one was recorded, else the key or user: sales by who rang
 * them, voids by the member who voided them (a void records its member only, not the key).
 */
export async function shiftReportRows(env: Env, s: PosScope, shiftId: string) {
	const d = db(env);
	// Sales that took payment in this shift: completed here, voided later or not (a parked bill discarded unpaid never was).
	const taken = and(
		eq(S.accountId, s.workspaceId),
		eq(S.shiftId, shiftId),
		isNotNull(S.completedAt),
		sql`${S.status} IN ('COMPLETED', 'VOIDED')`,
	);
	const sums = {
		count,
		subtotal: total(S.subtotal),
		discountTotal: total(S.discountTotal),
		taxTotal: total(S.taxTotal),
		serviceChargeTotal: total(S.serviceChargeTotal),
		total: total(S.total),
		cash: total(S.cashTotal),
	};
	const seller = sql<string>`coalesce(${S.staffId}, ${S.createdBy})`;
	const returner = sql<string>`coalesce(${saleReturns.staffId}, ${saleReturns.createdBy})`;
	const inShift = and(eq(saleReturns.accountId, s.workspaceId), eq(saleReturns.shiftId, shiftId));
	const voided = and(eq(S.accountId, s.workspaceId), eq(S.voidShiftId, shiftId), isNotNull(S.completedAt));
	// Everyone with a part in the shift, to print their names (a member's, a key's) instead of ids.
	const people = sql`(SELECT coalesce(${S.staffId}, ${S.createdBy}) FROM ${S} WHERE ${S.accountId} = ${s.workspaceId} AND ${S.shiftId} = ${shiftId}
		UNION SELECT ${S.voidedByStaffId} FROM ${S} WHERE ${S.accountId} = ${s.workspaceId} AND ${S.voidShiftId} = ${shiftId}
		UNION SELECT coalesce(${M.staffId}, ${M.actor}) FROM ${M} WHERE ${M.accountId} = ${s.workspaceId} AND ${M.shiftId} = ${shiftId}
		UNION SELECT ${returner} FROM ${saleReturns} WHERE ${saleReturns.accountId} = ${s.workspaceId} AND ${saleReturns.shiftId} = ${shiftId})`;
	const [shift, sold, methods, voids, taxes, moves, bySeller, byVoider, members, keys, returned, refunds, byReturner] =
		await d.batch([
			d
				.select({ shift: shifts, ...partColumns() })
				.from(shifts)
				.where(and(eq(shifts.accountId, s.workspaceId), eq(shifts.id, shiftId)))
				.limit(1),
			d.select(sums).from(S).where(taken),
			d
				.select({ method: salePayments.method, count, amount: total(salePayments.amount) })
				.from(S)
				.innerJoin(salePayments, eq(salePayments.saleId, S.id))
				.where(taken)
				.groupBy(salePayments.method),
			d.select(sums).from(S).where(voided),
			salesTaxes(d, taken),
			d
				.select()
				.from(M)
				.where(and(eq(M.accountId, s.workspaceId), eq(M.shiftId, shiftId)))
				.orderBy(asc(M.createdAt), asc(M.id)),
			d
				.select({ who: seller, count, total: total(S.total), cash: total(S.cashTotal) })
				.from(S)
				.where(taken)
				.groupBy(seller),
			d
				.select({ who: sql<string>`${S.voidedByStaffId}`, count, total: total(S.total) })
				.from(S)
				.where(and(voided, isNotNull(S.voidedByStaffId)))
				.groupBy(S.voidedByStaffId),
			d
				.select({ id: staff.id, name: staff.name })
				.from(staff)
				.where(and(eq(staff.accountId, s.workspaceId), sql`${staff.id} IN ${people}`)),
			d
				.select({ id: apiKeys.id, name: apiKeys.name })
				.from(apiKeys)
				.where(and(eq(apiKeys.accountId, s.workspaceId), sql`${apiKeys.id} IN ${people}`)),
			// Returns made while this shift was the outlet's open one, and how they were refunded.
			returnSums(d, inShift),
			refundSums(d, inShift),
			d
				.select({ who: returner, count, total: total(saleReturns.total) })
				.from(saleReturns)
				.where(inShift)
				.groupBy(returner),
		]);
	const names = new Map([...members, ...keys].map((p) => [p.id, p.name]));
	return {
		shift: shift[0] ?? null,
		sold: sold[0],
		methods,
		voids: voids[0],
		taxes,
		moves,
		bySeller,
		byVoider,
		names,
		returned: returned[0],
		refunds,
		byReturner,
	};
}
