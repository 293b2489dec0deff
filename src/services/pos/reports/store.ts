// Report reads of DB_POS (issue 19): each report is aggregates computed by SQLite (GROUP BY), never
// rows summed in the Worker. Every query starts from the sales_report (account, status, sold_at) or
// sales_report_day (account, status, sold_date) index, so its cost is the window's sales, not the
// workspace's history; items and payments are reached by their sale_id indexes.
import { type AnyColumn, and, asc, desc, eq, gte, isNotNull, lt, lte, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import type { PosScope } from "../context";
import { refundSums, returnSums } from "../returns/store";
import { saleItems, salePayments, saleReturns, sales, stockLevels } from "../schema";
import { salesTaxes } from "../tax/store";
import type { ReportWindow } from "./window";

const S = sales;
const db = (env: Env) => drizzle(env.DB_POS);
/** SUM of an integer column, 0 over no rows (SQL SUM is NULL then). */
const total = (col: AnyColumn) => sql<number>`coalesce(sum(${col}), 0)`.mapWith(Number);
const count = sql<number>`count(*)`.mapWith(Number);

/**
 * A shift to report on (summary ?shiftId): its sales only; `bySoldAt` false counts every sale of the
 * shift whatever its soldAt (an offline till's sale may be rung before the shift opened).
 */
export interface ShiftFilter {
	shiftId: string;
	bySoldAt: boolean;
}

/** This workspace's sales in `status` rung inside the window (and at the outlet, in the shift, when given). */
const inWindow = (
	s: PosScope,
	status: (typeof S.status.enumValues)[number],
	w: ReportWindow,
	outletId?: string,
	shift?: ShiftFilter,
) =>
	and(
		eq(S.accountId, s.workspaceId),
		eq(S.status, status),
		shift ? eq(S.shiftId, shift.shiftId) : undefined,
		shift?.bySoldAt === false ? undefined : gte(S.soldAt, w.start),
		shift?.bySoldAt === false ? undefined : lt(S.soldAt, w.end),
		outletId ? eq(S.outletId, outletId) : undefined,
	);

/**
 * The returns made in the window (by created_at: a return counts when it happens, whatever day its
 * sale was), at the outlet or in the shift when given: the sale_returns_report index. No window (null):
 * a shift's returns are the ones made while it was open, whenever that was.
 */
const returnsIn = (s: PosScope, w: ReportWindow | null, outletId?: string, shift?: ShiftFilter) =>
	and(
		eq(saleReturns.accountId, s.workspaceId),
		w ? gte(saleReturns.createdAt, w.start) : undefined,
		w ? lt(saleReturns.createdAt, w.end) : undefined,
		outletId ? eq(saleReturns.outletId, outletId) : undefined,
		shift ? eq(saleReturns.shiftId, shift.shiftId) : undefined,
	);

/** Totals of the COMPLETED sales, the voided count, payments by method and the window's returns: one round trip. */
export async function summaryOf(env: Env, s: PosScope, w: ReportWindow, outletId?: string, shift?: ShiftFilter) {
	const d = db(env);
	const completed = inWindow(s, "COMPLETED", w, outletId, shift);
	const returned = returnsIn(s, shift && !shift.bySoldAt ? null : w, outletId, shift);
	const [totals, voided, methods, taxes, returns, refunds] = await d.batch([
		d
			.select({
				salesCount: count,
				subtotal: total(S.subtotal),
				discountTotal: total(S.discountTotal),
				serviceChargeTotal: total(S.serviceChargeTotal),
				taxTotal: total(S.taxTotal),
				total: total(S.total),
			})
			.from(S)
			.where(completed),
		// A voided sale that was never completed is a discarded parked bill, not a sale.
		d
			.select({ n: count })
			.from(S)
			.where(and(inWindow(s, "VOIDED", w, outletId, shift), isNotNull(S.completedAt))),
		d
			.select({ method: salePayments.method, count, amount: total(salePayments.amount) })
			.from(S)
			.innerJoin(salePayments, eq(salePayments.saleId, S.id))
			.where(completed)
			.groupBy(salePayments.method),
		salesTaxes(d, completed),
		returnSums(d, returned),
		refundSums(d, returned),
	]);
	return { ...totals[0], voidedCount: voided[0]?.n ?? 0, methods, taxes, returns: returns[0], refunds };
}

/**
 * Variants of the window's COMPLETED sales by quantity sold (ties: by takings, then id). The bare
 * `name` takes the row of max(sold_at) — SQLite's rule for a bare column beside one max() — so a
 * renamed product shows its latest name.
 */
export function topProducts(env: Env, s: PosScope, w: ReportWindow, limit: number, outletId?: string) {
	const quantity = total(saleItems.quantity);
	const takings = total(saleItems.total);
	// What came back of the variant in the window, read per listed row (the report index of return lines).
	const returned = (col: "quantity" | "total") =>
		sql<number>`(SELECT coalesce(sum(ri.${sql.raw(col)}), 0) FROM sale_return_items ri
			JOIN sale_returns r ON r.id = ri.return_id
			WHERE ri.account_id = ${s.workspaceId} AND ri.variant_id = ${saleItems.variantId}
			AND r.created_at >= ${w.start} AND r.created_at < ${w.end}
			${outletId ? sql`AND r.outlet_id = ${outletId}` : sql``})`.mapWith(Number);
	return db(env)
		.select({
			productId: saleItems.productId,
			variantId: saleItems.variantId,
			name: saleItems.name,
			quantity,
			total: takings,
			returnedQuantity: returned("quantity"),
			returnedTotal: returned("total"),
			lastSoldAt: sql<number>`max(${S.soldAt})`,
		})
		.from(S)
		.innerJoin(saleItems, eq(saleItems.saleId, S.id))
		.where(inWindow(s, "COMPLETED", w, outletId))
		.groupBy(saleItems.variantId, saleItems.productId)
		.orderBy(desc(quantity), desc(takings), asc(saleItems.variantId))
		.limit(limit)
		.all();
}

/**
 * COMPLETED sales per outlet-local day (soldDate, stamped at sale time in the outlet's zone), the
 * days with sales only; soldAt still bounds a window given to the minute.
 */
const salesByDay = (env: Env, s: PosScope, w: ReportWindow, outletId?: string) =>
	db(env)
		.select({ date: S.soldDate, salesCount: count, total: total(S.total) })
		.from(S)
		.where(
			and(
				eq(S.accountId, s.workspaceId),
				eq(S.status, "COMPLETED"),
				gte(S.soldDate, w.fromDate),
				lte(S.soldDate, w.toDate),
				gte(S.soldAt, w.start),
				lt(S.soldAt, w.end),
				outletId ? eq(S.outletId, outletId) : undefined,
			),
		)
		.groupBy(S.soldDate);

/** What the window's returns refunded per outlet-local day they were made (return_date). */
const returnsByDay = (env: Env, s: PosScope, w: ReportWindow, outletId?: string) =>
	db(env)
		.select({ date: saleReturns.returnDate, total: total(saleReturns.total) })
		.from(saleReturns)
		.where(
			and(returnsIn(s, w, outletId), gte(saleReturns.returnDate, w.fromDate), lte(saleReturns.returnDate, w.toDate)),
		)
		.groupBy(saleReturns.returnDate);

/** Sales and returns per local day of the window: one round trip. */
export async function byDay(env: Env, s: PosScope, w: ReportWindow, outletId?: string) {
	const [sold, back] = await db(env).batch([salesByDay(env, s, w, outletId), returnsByDay(env, s, w, outletId)]);
	return { sold, back };
}

/** Watched levels (reorderPoint > 0) at or under their reorder point, shortest first. */
export const lowStock = (env: Env, s: PosScope, limit: number, outletId?: string) =>
	db(env)
		.select()
		.from(stockLevels)
		.where(
			and(
				eq(stockLevels.accountId, s.workspaceId),
				outletId ? eq(stockLevels.outletId, outletId) : undefined,
				sql`${stockLevels.reorderPoint} > 0`,
				lte(stockLevels.quantity, stockLevels.reorderPoint),
			),
		)
		.orderBy(
			sql`${stockLevels.quantity} - ${stockLevels.reorderPoint}`,
			asc(stockLevels.outletId),
			asc(stockLevels.variantId),
		)
		.limit(limit)
		.all();
