// Returns of DB_POS (issue 43). A return is one D1 batch like a sale: the sale row moves first (its
// returned total and return count, only from the count the return was priced at, so two racing
// returns cannot both price from the same state), then the lines, the return's rows, stock, loyalty
// and its event, with guards that roll the whole batch back when a line would be returned beyond
// what was sold, a payment refunded beyond what it paid or the drawer's shift closed meanwhile.
import { type AnyColumn, and, asc, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import { type DrizzleD1Database, drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import type { Cursor } from "../../../platform/cursor";
import { abortIf, insertWhere } from "../../../platform/d1";
import { newestFirst } from "../../../platform/keyset";
import { stockInfoRows, toStockInfo } from "../catalogue/store";
import type { PosScope } from "../context";
import { GUARDS } from "../inventory/store/moves";
import { outletById } from "../outlets/store";
import { RETURN_GUARDS, saleRefunds, saleReturnItems, saleReturns, settings } from "../schema";
import { openShiftAt } from "../shifts/store";

export type ReturnRow = typeof saleReturns.$inferSelect;
export type ReturnItemRow = typeof saleReturnItems.$inferSelect;
export type RefundRow = typeof saleRefunds.$inferSelect;
const R = saleReturns;
const db = (env: Env) => drizzle(env.DB_POS);

/**
 * What pricing a return reads besides the sale, in one round trip: the outlet (window, zone), its
 * open shift (the drawer cash refunds leave), what earlier returns refunded per payment, the
 * workspace's return threshold and the stock rules of the lines' variants.
 */
export async function returnInputs(
	env: Env,
	s: PosScope,
	q: { saleId: string; outletId: string; variantIds: string[] },
) {
	const d = db(env);
	const [outlet, shift, refunded, thresholds, variants] = await d.batch([
		outletById(env, s, q.outletId),
		openShiftAt(env, s, q.outletId),
		d
			.select({ position: saleRefunds.paymentPosition, amount: sql<number>`coalesce(sum(${saleRefunds.amount}), 0)` })
			.from(saleRefunds)
			.where(and(eq(saleRefunds.accountId, s.workspaceId), eq(saleRefunds.saleId, q.saleId)))
			.groupBy(saleRefunds.paymentPosition),
		d
			.select({ threshold: settings.returnApprovalThreshold })
			.from(settings)
			.where(eq(settings.accountId, s.workspaceId)),
		stockInfoRows(env, s, q.variantIds),
	]);
	return {
		outlet: outlet[0] ?? null,
		shift: shift[0] ?? null,
		refunded: new Map(refunded.map((r) => [r.position, Number(r.amount)])),
		threshold: thresholds[0]?.threshold ?? null,
		info: toStockInfo(variants),
	};
}

/**
 * The sale's move: its returned total and return count, from the count the return was priced at
 * and while it is COMPLETED; the guard aborts the batch unless this write's token is on the row.
 */
export function moveSaleForReturn(
	env: Env,
	s: PosScope,
	q: { saleId: string; count: number; total: number; now: number; opId: string },
) {
	return [
		env.DB_POS.prepare(
			`UPDATE sales SET returned_total = returned_total + ?1, return_count = return_count + 1, op_id = ?2, updated_at = ?3
			 WHERE id = ?4 AND account_id = ?5 AND status = 'COMPLETED' AND return_count = ?6 AND returned_total + ?1 <= total`,
		).bind(q.total, q.opId, q.now, q.saleId, s.workspaceId, q.count),
		abortIf(env.DB_POS, GUARDS, "state_changed", "NOT EXISTS (SELECT 1 FROM sales WHERE id = ? AND op_id = ?)", [
			q.saleId,
			q.opId,
		]),
	];
}

/** Each line's returned quantity moved; the guard refuses any line of the sale returned beyond what was sold. */
export function returnLines(env: Env, saleId: string, lines: Array<{ saleItemId: string; quantity: number }>) {
	return [
		...lines.map((l) =>
			env.DB_POS.prepare(
				"UPDATE sale_items SET returned_quantity = returned_quantity + ? WHERE id = ? AND sale_id = ?",
			).bind(l.quantity, l.saleItemId, saleId),
		),
		abortIf(
			env.DB_POS,
			RETURN_GUARDS,
			"over_returned",
			"EXISTS (SELECT 1 FROM sale_items WHERE sale_id = ? AND returned_quantity > quantity)",
			[saleId],
		),
	];
}

/** The return, its lines and refunds; the guard refuses a payment refunded beyond what it paid. */
export function insertReturn(env: Env, ret: ReturnRow, items: ReturnItemRow[], refunds: RefundRow[]) {
	return [
		insertWhere(env.DB_POS, R, ret, "1"),
		...items.map((i) => insertWhere(env.DB_POS, saleReturnItems, i, "1")),
		...refunds.map((r) => insertWhere(env.DB_POS, saleRefunds, r, "1")),
		abortIf(
			env.DB_POS,
			RETURN_GUARDS,
			"over_refunded",
			`EXISTS (SELECT 1 FROM sale_payments p WHERE p.sale_id = ? AND p.amount <
			   (SELECT COALESCE(SUM(r.amount), 0) FROM sale_refunds r WHERE r.sale_id = p.sale_id AND r.payment_position = p.position))`,
			[ret.saleId],
		),
	];
}

export const returnByKey = async (env: Env, s: PosScope, key: string) =>
	(await db(env)
		.select()
		.from(R)
		.where(and(eq(R.accountId, s.workspaceId), eq(R.idempotencyKey, key)))
		.get()) ?? null;

/** These returns with their lines and refunds (two statements, one round trip). */
export async function returnsWithChildren(env: Env, s: PosScope, rows: ReturnRow[]) {
	const ids = rows.map((r) => r.id);
	if (!ids.length) return [];
	const d = db(env);
	const [items, refunds] = await d.batch([
		d
			.select()
			.from(saleReturnItems)
			.where(and(eq(saleReturnItems.accountId, s.workspaceId), inArray(saleReturnItems.returnId, ids)))
			.orderBy(asc(saleReturnItems.position)),
		d
			.select()
			.from(saleRefunds)
			.where(and(eq(saleRefunds.accountId, s.workspaceId), inArray(saleRefunds.returnId, ids)))
			.orderBy(asc(saleRefunds.position)),
	]);
	return rows.map((r) => ({
		ret: r,
		items: items.filter((i) => i.returnId === r.id),
		refunds: refunds.filter((f) => f.returnId === r.id),
	}));
}

/** One return of this workspace's sale, or null. */
export async function getReturn(env: Env, s: PosScope, saleId: string, returnId: string) {
	const row = await db(env)
		.select()
		.from(R)
		.where(and(eq(R.accountId, s.workspaceId), eq(R.saleId, saleId), eq(R.id, returnId)))
		.get();
	return row ? ((await returnsWithChildren(env, s, [row]))[0] ?? null) : null;
}

/** Whether the sale is this workspace's (a list of no returns still 404s another's). */
export const saleExists = async (env: Env, s: PosScope, saleId: string) =>
	!!(await env.DB_POS.prepare("SELECT 1 AS x FROM sales WHERE account_id = ? AND id = ?")
		.bind(s.workspaceId, saleId)
		.first("x"));

/** A page of a sale's returns, newest first. */
export const listReturns = (env: Env, s: PosScope, saleId: string, q: { limit: number; after: Cursor | null }) =>
	newestFirst(db(env), R, s.workspaceId, q, eq(R.saleId, saleId));

/** A refund's answer from Pasar payments. */
export const settleRefund = (
	env: Env,
	id: string,
	set: Pick<RefundRow, "status" | "paymentsRefundId" | "failureReason" | "updatedAt">,
) => db(env).update(saleRefunds).set(set).where(eq(saleRefunds.id, id)).run();

/** Refunds still pending since before `before`, oldest first, a bounded batch per tick. */
export const pendingRefunds = (env: Env, before: number) =>
	db(env)
		.select()
		.from(saleRefunds)
		.where(and(eq(saleRefunds.status, "pending"), lt(saleRefunds.updatedAt, before)))
		.orderBy(asc(saleRefunds.updatedAt))
		.limit(50)
		.all();

const sum = (col: AnyColumn) => sql<number>`coalesce(sum(${col}), 0)`.mapWith(Number);

/** The sums of the returns matching `where` (a report's window, a shift), for a report's batch. */
export const returnSums = (d: DrizzleD1Database, where: SQL | undefined) =>
	d
		.select({
			count: sql<number>`count(*)`.mapWith(Number),
			subtotal: sum(R.subtotal),
			serviceChargeTotal: sum(R.serviceCharge),
			taxTotal: sum(R.taxTotal),
			total: sum(R.total),
		})
		.from(R)
		.where(where);

/** What those returns refunded per method, for a report's batch. */
export const refundSums = (d: DrizzleD1Database, where: SQL | undefined) =>
	d
		.select({ method: saleRefunds.method, amount: sum(saleRefunds.amount) })
		.from(R)
		.innerJoin(saleRefunds, eq(saleRefunds.returnId, R.id))
		.where(where)
		.groupBy(saleRefunds.method);

/** Runs a return's batch. */
export const runReturnBatch = (env: Env, statements: D1PreparedStatement[]) => env.DB_POS.batch(statements);
