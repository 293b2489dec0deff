// DB_POS for shipments (issue 20). Every state move is a compare-and-set on op_id (as sales do): the
// UPDATE claims the row with a fresh token and a guard aborts the batch when the claim did not land,
// so the credit, history and sale statements in the same batch happen only for the move that won.
import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import type { Cursor } from "../../../platform/cursor";
import { abortIf, inJson, insertWhere } from "../../../platform/d1";
import { newId } from "../../../platform/ids";
import { newestFirst } from "../../../platform/keyset";
import type { PosScope } from "../context";
import { GUARDS } from "../inventory/store/moves";
import { saleItems, sales, shipmentEvents, shipments, shippingOrigins } from "../schema";
import type { ShipmentStatus } from "./domain";

export type ShipmentRow = typeof shipments.$inferSelect;
const T = shipments;
const db = (env: Env) => drizzle(env.DB_POS);
const mine = (s: PosScope, id: string) => and(eq(T.accountId, s.workspaceId), eq(T.id, id));

export const getShipment = async (env: Env, s: PosScope, id: string) =>
	(await db(env).select().from(T).where(mine(s, id)).limit(1))[0] ?? null;

export const shipmentOfSale = async (env: Env, s: PosScope, saleId: string) =>
	(
		await db(env)
			.select()
			.from(T)
			.where(and(eq(T.accountId, s.workspaceId), eq(T.transactionId, saleId)))
			.limit(1)
	)[0] ?? null;

/** The shipment a courier order belongs to (callbacks carry only the aggregator's id). */
export const shipmentByOrder = async (env: Env, orderId: string) =>
	(await db(env).select().from(T).where(eq(T.upstreamOrderId, orderId)).limit(1))[0] ?? null;

export const historyOf = (env: Env, s: PosScope, id: string) =>
	db(env)
		.select({ status: shipmentEvents.status, note: shipmentEvents.note, at: shipmentEvents.createdAt })
		.from(shipmentEvents)
		.where(and(eq(shipmentEvents.accountId, s.workspaceId), eq(shipmentEvents.shipmentId, id)))
		.orderBy(asc(shipmentEvents.createdAt), asc(shipmentEvents.id));

export const listShipments = (
	env: Env,
	s: PosScope,
	q: { limit: number; after: Cursor | null; status?: ShipmentStatus },
) => newestFirst(db(env), T, s.workspaceId, q, q.status ? eq(T.status, q.status) : undefined);

export const originOf = async (env: Env, s: PosScope) =>
	(await db(env).select().from(shippingOrigins).where(eq(shippingOrigins.accountId, s.workspaceId)).limit(1))[0] ??
	null;

/** A sale as dispatch needs it: status, delivery draft, current shipment and its lines. */
export async function saleForDispatch(env: Env, s: PosScope, saleId: string) {
	const d = db(env);
	const [sale, items] = await d.batch([
		d
			.select({ id: sales.id, status: sales.status, delivery: sales.delivery, customerId: sales.customerId })
			.from(sales)
			.where(and(eq(sales.accountId, s.workspaceId), eq(sales.id, saleId)))
			.limit(1),
		d
			.select({ name: saleItems.name, sku: saleItems.sku, quantity: saleItems.quantity, total: saleItems.total })
			.from(saleItems)
			.where(and(eq(saleItems.accountId, s.workspaceId), eq(saleItems.saleId, saleId)))
			.orderBy(asc(saleItems.position)),
	]);
	return sale[0] ? { ...sale[0], items } : null;
}

const historyRow = (env: Env, s: PosScope, id: string, status: string, note: string | null, now: number) =>
	insertWhere(
		env.DB_POS,
		shipmentEvents,
		{ id: newId("she_", now), accountId: s.workspaceId, shipmentId: id, status, note, createdAt: now },
		"1",
	);

/** The sale follows its shipment (spec 002: "the shipment id and status are written to the transaction"). */
const saleFollows = (env: Env, s: PosScope, saleId: string | null, id: string, status: string, now: number) =>
	saleId
		? [
				env.DB_POS.prepare(
					"UPDATE sales SET shipment_id = ?, shipment_status = ?, updated_at = ? WHERE account_id = ? AND id = ?",
				).bind(id, status, now, s.workspaceId, saleId),
			]
		: [];

/** A new shipment: its row, its first history entry and, for a sale, the sale's link and delivery record. */
export function insertShipment(env: Env, s: PosScope, row: ShipmentRow) {
	const out = [
		insertWhere(env.DB_POS, T, row, "1"),
		historyRow(env, s, row.id, row.status, null, row.createdAt),
		...saleFollows(env, s, row.transactionId, row.id, row.status, row.createdAt),
	];
	if (row.transactionId)
		out.push(
			env.DB_POS.prepare(
				`INSERT INTO deliveries (id, account_id, transaction_id, kind, shipment_id, created_at, updated_at)
				 VALUES (?, ?, ?, 'shipment', ?, ?, ?)
				 ON CONFLICT (account_id, transaction_id) DO UPDATE SET kind = 'shipment', shipment_id = excluded.shipment_id, updated_at = excluded.updated_at`,
			).bind(newId("dlv_", row.createdAt), s.workspaceId, row.transactionId, row.id, row.createdAt, row.createdAt),
		);
	return out;
}

/**
 * A state move as statements: the row moves only from `from` (status and booking as read), with a
 * fresh op_id; the guard aborts the batch otherwise. History and the sale follow when status changes.
 */
export function moveShipment(
	env: Env,
	s: PosScope,
	cur: Pick<ShipmentRow, "id" | "status" | "booking" | "transactionId">,
	set: Partial<ShipmentRow> & { opId: string; updatedAt: number },
	note: string | null = null,
) {
	const q = db(env)
		.update(T)
		.set(set)
		.where(and(mine(s, cur.id), eq(T.status, cur.status), eq(T.booking, cur.booking)))
		.toSQL();
	const status = set.status ?? cur.status;
	return [
		env.DB_POS.prepare(q.sql).bind(...q.params),
		abortIf(env.DB_POS, GUARDS, "state_changed", "NOT EXISTS (SELECT 1 FROM shipments WHERE id = ? AND op_id = ?)", [
			cur.id,
			set.opId,
		]),
		...(set.status && set.status !== cur.status
			? [
					historyRow(env, s, cur.id, status, note, set.updatedAt),
					...saleFollows(env, s, cur.transactionId, cur.id, status, set.updatedAt),
				]
			: []),
	];
}

/** After a booking: the courier's ids, only if this booking's claim (op_id) still holds. */
export function recordBooking(
	env: Env,
	s: PosScope,
	cur: Pick<ShipmentRow, "id" | "transactionId">,
	opId: string,
	set: Pick<ShipmentRow, "waybillId" | "upstreamOrderId" | "trackingUrl" | "status" | "updatedAt">,
) {
	const q = db(env)
		.update(T)
		.set(set)
		.where(and(mine(s, cur.id), eq(T.opId, opId)))
		.toSQL();
	return [
		env.DB_POS.prepare(q.sql).bind(...q.params),
		abortIf(env.DB_POS, GUARDS, "state_changed", "NOT EXISTS (SELECT 1 FROM shipments WHERE id = ? AND op_id = ?)", [
			cur.id,
			opId,
		]),
		...(set.status !== "confirmed"
			? [
					historyRow(env, s, cur.id, set.status, "courier", set.updatedAt),
					...saleFollows(env, s, cur.transactionId, cur.id, set.status, set.updatedAt),
				]
			: []),
	];
}

const BOOKED = ["confirmed", "allocated", "picking_up", "picked", "dropping_off"] as const;

/** Booked shipments quiet since `before` (no move, no tracking asked), longest unchecked first. */
export const staleBookings = (env: Env, before: number, limit: number) =>
	db(env)
		.select()
		.from(T)
		.where(
			and(
				inArray(T.status, [...BOOKED]),
				isNotNull(T.upstreamOrderId),
				isNotNull(T.waybillId),
				lt(T.updatedAt, before),
				or(isNull(T.checkedAt), lt(T.checkedAt, before)),
			),
		)
		.orderBy(sql`coalesce(${T.checkedAt}, 0)`, asc(T.id))
		.limit(limit);

export const markChecked = (env: Env, ids: string[], now: number) =>
	db(env).update(T).set({ checkedAt: now }).where(inJson(T.id, ids)).run();

export const runBatch = (env: Env, statements: D1PreparedStatement[]) => env.DB_POS.batch(statements);
