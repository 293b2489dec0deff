// Sales of DB_POS. A sale's every write is one D1 batch (one transaction): the sale with its items
// and payments, the stock it takes, its loyalty and its event, with guards (abortIf) that roll the
// whole batch back when stock runs short, the shift closed or another request moved the sale first.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import type { Cursor } from "../../../platform/cursor";
import { abortIf, inJson, insertWhere } from "../../../platform/d1";
import { groupBy } from "../../../platform/encoding";
import { newestFirst } from "../../../platform/keyset";
import { stockInfoRows, toStockInfo } from "../catalogue/store";
import type { PosScope } from "../context";
import { customerIdOf } from "../customers/store";
import { GUARDS } from "../inventory/store/moves";
import { outletById } from "../outlets/store";
import { customers, RETURN_GUARDS, saleItems, salePayments, sales } from "../schema";
import { openShiftAt, shiftById } from "../shifts/store";

export type SaleRow = typeof sales.$inferSelect;
export type ItemRow = typeof saleItems.$inferSelect;
export type PaymentRow = typeof salePayments.$inferSelect;
const S = sales;
const db = (env: Env) => drizzle(env.DB_POS);
const mine = (s: PosScope, id: string) => and(eq(S.accountId, s.workspaceId), eq(S.id, id));

/** The sale, its items and payments as inserts for the sale's batch. */
export const insertSale = (env: Env, sale: SaleRow, items: ItemRow[], payments: PaymentRow[]) => [
	insertWhere(env.DB_POS, S, sale, "1"),
	...items.map((i) => insertWhere(env.DB_POS, saleItems, i, "1")),
	...insertPayments(env, payments),
];
export const insertPayments = (env: Env, payments: PaymentRow[]) =>
	payments.map((p) => insertWhere(env.DB_POS, salePayments, p, "1"));

/**
 * PARKED → COMPLETED or COMPLETED/PARKED → VOIDED: the UPDATE only matches a sale still in `from`,
 * stamps it with this write's op token, and the guard aborts the batch unless the token is there.
 */
export function moveSale(
	env: Env,
	s: PosScope,
	id: string,
	from: SaleRow["status"][],
	set: Partial<SaleRow> & { opId: string },
) {
	const d = db(env);
	const update = d
		.update(S)
		.set(set)
		.where(and(mine(s, id), inArray(S.status, from)))
		.toSQL();
	return [
		env.DB_POS.prepare(update.sql).bind(...update.params),
		abortIf(env.DB_POS, GUARDS, "state_changed", "NOT EXISTS (SELECT 1 FROM sales WHERE id = ? AND op_id = ?)", [
			id,
			set.opId,
		]),
	];
}

/** Aborts a void when a return of the sale committed first (a return and a void racing: one wins). */
export const noReturns = (env: Env, id: string) =>
	abortIf(env.DB_POS, RETURN_GUARDS, "has_returns", "EXISTS (SELECT 1 FROM sales WHERE id = ? AND return_count > 0)", [
		id,
	]);

/** Voiding sets the void's shift to the outlet's open shift at that moment, read inside the batch. */
export const voidShiftOf = (env: Env, id: string) =>
	env.DB_POS.prepare(
		"UPDATE sales SET void_shift_id = (SELECT sh.id FROM shifts sh WHERE sh.outlet_id = sales.outlet_id AND sh.status = 'OPEN') WHERE id = ?",
	).bind(id);

/** Aborts the batch unless the shift is still OPEN when it commits (a racing close wins or loses whole). */
export const shiftStillOpen = (env: Env, shiftId: string) =>
	abortIf(env.DB_POS, GUARDS, "shift_closed", "NOT EXISTS (SELECT 1 FROM shifts WHERE id = ? AND status = 'OPEN')", [
		shiftId,
	]);

export const saleByKey = async (env: Env, s: PosScope, key: string) =>
	(await db(env)
		.select()
		.from(S)
		.where(and(eq(S.accountId, s.workspaceId), eq(S.idempotencyKey, key)))
		.get()) ?? null;

const itemJson = sql<string>`(SELECT json_group_array(json_object('id', i.id, 'accountId', i.account_id,
	'saleId', i.sale_id, 'position', i.position, 'productId', i.product_id, 'variantId', i.variant_id, 'name', i.name,
	'sku', i.sku, 'quantity', i.quantity, 'unitPrice', i.unit_price, 'modifiers', i.modifiers, 'unit', i.unit,
	'discount', i.discount, 'total', i.total, 'orderDiscountShare', i.order_discount_share,
	'serviceCharge', i.service_charge, 'taxable', i.taxable, 'tax', i.tax, 'taxCategory', i.tax_category,
	'taxName', i.tax_name, 'taxRateBps', i.tax_rate_bps, 'returnedQuantity', i.returned_quantity))
	FROM sale_items i WHERE i.sale_id = ${S.id})`;
const paymentJson = sql<string>`(SELECT json_group_array(json_object('id', p.id, 'accountId', p.account_id,
	'saleId', p.sale_id, 'position', p.position, 'method', p.method, 'amount', p.amount, 'tendered', p.tendered,
	'paymentId', p.payment_id))
	FROM sale_payments p WHERE p.sale_id = ${S.id})`;
const byPosition = <T extends { position: number }>(rows: T[]) => rows.sort((a, b) => a.position - b.position);

/**
 * A sale with its items, payments and customer in one statement (items and payments as JSON
 * subqueries): the receipt read is the hottest GET of a till, and each D1 statement costs more than
 * the rows it returns. null when not this workspace's.
 */
export async function getSale(env: Env, s: PosScope, id: string) {
	const row = await db(env)
		.select({
			sale: S,
			items: itemJson,
			payments: paymentJson,
			customer: { id: customers.id, name: customers.name, phone: customers.phone, email: customers.email },
		})
		.from(S)
		.leftJoin(customers, and(eq(customers.id, S.customerId), eq(customers.accountId, S.accountId)))
		.where(mine(s, id))
		.get();
	if (!row) return null;
	return {
		sale: row.sale,
		items: byPosition(JSON.parse(row.items) as ItemRow[]),
		payments: byPosition(JSON.parse(row.payments) as PaymentRow[]),
		customer: row.customer?.id ? row.customer : null,
	};
}

/**
 * GET /sales/{id}'s answer built by SQLite as one JSON document, in saleView's shape but for its
 * epoch-ms timestamps (receiptAnswer turns them into ISO strings): on the hottest read of a till,
 * one text column crosses from D1 instead of ~40 columns and two JSON strings that drizzle maps and
 * the view copies again (bench pos-sales: 0.49 → 0.54 × /ping; a bare one-column read is 0.56).
 * Items and payments carry `position` for their order (json_group_array keeps no order of its own).
 */
const RECEIPT = `SELECT json_object('id', s.id, 'outletId', s.outlet_id, 'shiftId', s.shift_id,
	'customerId', s.customer_id, 'customer', CASE WHEN c.id IS NULL THEN NULL
		ELSE json_object('id', c.id, 'name', c.name, 'phone', c.phone, 'email', c.email) END,
	'status', s.status, 'note', s.note,
	'items', (SELECT json_group_array(json_object('position', i.position, 'id', i.id, 'productId', i.product_id,
		'variantId', i.variant_id, 'name', i.name, 'sku', i.sku, 'quantity', i.quantity, 'unitPrice', i.unit_price,
		'modifiers', json(i.modifiers), 'unit', i.unit, 'discount', i.discount, 'total', i.total,
		'orderDiscountShare', i.order_discount_share, 'serviceCharge', i.service_charge, 'taxable', i.taxable,
		'tax', i.tax, 'taxCategory', i.tax_category, 'taxName', i.tax_name, 'taxRateBps', i.tax_rate_bps,
		'returnedQuantity', i.returned_quantity))
		FROM sale_items i WHERE i.sale_id = s.id),
	'payments', (SELECT json_group_array(json_object('position', p.position, 'method', p.method, 'amount', p.amount,
		'tendered', p.tendered, 'change', p.tendered - p.amount, 'paymentId', p.payment_id))
		FROM sale_payments p WHERE p.sale_id = s.id),
	'subtotal', s.subtotal, 'orderDiscount', s.order_discount, 'discountTotal', s.discount_total,
	'serviceChargeTotal', s.service_charge_total, 'taxTotal', s.tax_total, 'total', s.total,
	'changeTotal', s.change_total, 'taxRateBps', s.tax_rate_bps,
	'taxInclusive', json(CASE WHEN s.tax_inclusive THEN 'true' ELSE 'false' END),
	'serviceChargeBps', s.service_charge_bps,
	'serviceChargeTaxable', json(CASE WHEN s.service_charge_taxable THEN 'true' ELSE 'false' END),
	'serviceChargeBase', s.service_charge_base, 'taxes', json(s.taxes), 'pointsEarned', s.points_earned,
	'soldAt', s.sold_at, 'completedAt', s.completed_at, 'voidedAt', s.voided_at, 'voidReason', s.void_reason,
	'staffId', s.staff_id, 'voidedByStaffId', s.voided_by_staff_id, 'approvedBy', s.approved_by,
	'returnedTotal', s.returned_total, 'netTotal', s.total - s.returned_total,
	'returns', (SELECT json_group_array(json_object('id', r.id, 'total', r.total, 'returnedAt', r.created_at))
		FROM (SELECT id, total, created_at FROM sale_returns WHERE sale_id = s.id ORDER BY created_at, id) r),
	'delivery', json(s.delivery), 'shipmentId', s.shipment_id, 'shipmentStatus', s.shipment_status,
	'createdAt', s.created_at, 'updatedAt', s.updated_at) AS receipt
	FROM sales s LEFT JOIN customers c ON c.id = s.customer_id AND c.account_id = s.account_id
	WHERE s.account_id = ? AND s.id = ?`;

/** The receipt JSON of a sale of this workspace (see RECEIPT), or null. */
export const receiptOf = (env: Env, s: PosScope, id: string) =>
	env.DB_POS.prepare(RECEIPT).bind(s.workspaceId, id).first<string>("receipt");

export const listSales = (
	env: Env,
	s: PosScope,
	q: { limit: number; after: Cursor | null; outletId?: string; status?: SaleRow["status"]; shiftId?: string },
) =>
	newestFirst(
		db(env),
		S,
		s.workspaceId,
		q,
		q.outletId ? eq(S.outletId, q.outletId) : undefined,
		q.status ? eq(S.status, q.status) : undefined,
		q.shiftId ? eq(S.shiftId, q.shiftId) : undefined,
	);

/** Items and payments of a page of sales, grouped by sale (one round trip). */
export async function childrenOf(env: Env, s: PosScope, saleIds: string[]) {
	if (!saleIds.length) return { items: new Map<string, ItemRow[]>(), payments: new Map<string, PaymentRow[]>() };
	const d = db(env);
	const [items, payments] = await d.batch([
		d
			.select()
			.from(saleItems)
			.where(and(eq(saleItems.accountId, s.workspaceId), inJson(saleItems.saleId, saleIds)))
			.orderBy(asc(saleItems.position)),
		d
			.select()
			.from(salePayments)
			.where(and(eq(salePayments.accountId, s.workspaceId), inJson(salePayments.saleId, saleIds)))
			.orderBy(asc(salePayments.position)),
	]);
	return { items: groupBy(items, (r) => r.saleId), payments: groupBy(payments, (r) => r.saleId) };
}

/**
 * What ringing or completing a sale reads, in one round trip: the outlet, the items' variants, the
 * shift it joins (the named one, else the outlet's open one) and whether the customer is this
 * workspace's (no customerId finds none: the batch keeps one shape).
 */
export async function saleInputs(
	env: Env,
	s: PosScope,
	q: { outletId: string; variantIds: string[]; shiftId?: string | null; customerId?: string | null },
) {
	const [outlet, variants, shift, customer] = await db(env).batch([
		outletById(env, s, q.outletId),
		stockInfoRows(env, s, q.variantIds),
		q.shiftId ? shiftById(env, s, q.shiftId) : openShiftAt(env, s, q.outletId),
		customerIdOf(env, s, q.customerId ?? ""),
	]);
	return { outlet: outlet[0] ?? null, info: toStockInfo(variants), shift: shift[0] ?? null, customer: !!customer[0] };
}

/** Runs a sale's batch. */
export const runBatch = (env: Env, statements: D1PreparedStatement[]) => env.DB_POS.batch(statements);
