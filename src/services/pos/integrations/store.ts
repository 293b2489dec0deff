// The simulated aggregator's orders and draft orders in DB_POS (courier_sim_orders, courier_sim_drafts).
// Not per workspace: like the real aggregator it knows them by its own ids. Each status move is one
// conditional UPDATE, so a cancel racing a cron step, two overlapping ticks or two confirms of one
// draft can never move anything twice or out of order. An order's body keeps, under `history`, the
// statuses it passed with their times (its public tracking); every move appends to it in the same UPDATE.
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { guardParam, insertWhere } from "../../../platform/d1";
import { courierSimDrafts, courierSimOrders } from "../schema";

export type SimOrderRow = typeof courierSimOrders.$inferSelect;
export type SimDraftRow = typeof courierSimDrafts.$inferSelect;

const T = courierSimOrders;
const D = courierSimDrafts;
const db = (env: Env) => drizzle(env.DB_POS);

/** The order of the steps one cron tick takes; delivered and the other ends stay put. */
export const SIM_STEPS = ["confirmed", "allocated", "picking_up", "picked", "dropping_off", "delivered"] as const;
/** The aggregator lets an order go until the courier has the parcel. */
export const SIM_CANCELLABLE = ["confirmed", "allocated", "picking_up"] as const;
/** At most this many orders move per tick (one statement; the rest move on the next). */
const STEP_BATCH = 500;

/** The order's body with one more history entry: `status` (SQL) reached at `now`. */
const withStep = (status: SQL, now: number) =>
	sql`json_insert(${T.body}, '$.history[#]', json_object('status', ${status}, 'at', ${now}))`;

/** false when the waybill (unique) was taken: the caller draws another. */
export async function insertSimOrder(env: Env, row: SimOrderRow): Promise<boolean> {
	const r = await db(env).insert(T).values(row).onConflictDoNothing({ target: T.waybillId }).run();
	return (r.meta.changes ?? 0) > 0;
}

export const getSimOrder = async (env: Env, id: string) =>
	(await db(env).select().from(T).where(eq(T.id, id)).get()) ?? null;

/** The order a waybill of a courier belongs to (the public tracking's key). */
export const simOrderByWaybill = async (env: Env, waybillId: string, courierCode: string) =>
	(await db(env)
		.select()
		.from(T)
		.where(and(eq(T.waybillId, waybillId), eq(T.courierCode, courierCode)))
		.get()) ?? null;

/** Cancels while the parcel is not collected; null when the order is missing or past that. */
export async function cancelSimOrder(env: Env, id: string, now: number): Promise<SimOrderRow | null> {
	const rows = await db(env)
		.update(T)
		.set({ status: "cancelled", body: withStep(sql`'cancelled'`, now), updatedAt: now })
		.where(and(eq(T.id, id), inArray(T.status, [...SIM_CANCELLABLE])))
		.returning();
	return rows[0] ?? null;
}

/** Every order not yet at an end moves exactly one step, in one statement; answers what moved. */
export function stepSimOrders(env: Env, now: number): Promise<SimOrderRow[]> {
	const moving = SIM_STEPS.slice(0, -1);
	const next = sql`CASE ${T.status} ${sql.join(
		moving.map((s, i) => sql`WHEN ${s} THEN ${SIM_STEPS[i + 1]}`),
		sql` `,
	)} END`;
	return db(env)
		.update(T)
		.set({ status: next, body: withStep(next, now), updatedAt: now })
		.where(
			inArray(
				T.id,
				db(env)
					.select({ id: T.id })
					.from(T)
					.where(inArray(T.status, [...moving]))
					.orderBy(T.updatedAt)
					.limit(STEP_BATCH),
			),
		)
		.returning();
}

export async function insertSimDraft(env: Env, row: SimDraftRow): Promise<void> {
	await db(env).insert(D).values(row).run();
}

export const getSimDraft = async (env: Env, id: string) =>
	(await db(env).select().from(D).where(eq(D.id, id)).get()) ?? null;

/**
 * A placed draft becomes `order` in one batch: the draft is claimed (placed → confirmed, with the
 * order's id) and the order is inserted only if that claim is the one that landed, so racing
 * confirms book exactly one order. "taken": the order's waybill was in use, and the whole batch
 * rolled back (the caller draws another); "refused": the draft was not placed (missing, confirmed
 * or deleted).
 */
export async function confirmSimDraft(
	env: Env,
	draftId: string,
	order: SimOrderRow,
	now: number,
): Promise<"confirmed" | "taken" | "refused"> {
	const { sql: claimSql, params } = db(env)
		.update(D)
		.set({ status: "confirmed", orderId: order.id, updatedAt: now })
		.where(and(eq(D.id, draftId), eq(D.status, "placed")))
		.toSQL();
	const claimed = `EXISTS (SELECT 1 FROM courier_sim_drafts WHERE id = ${guardParam(T)} AND order_id = ${guardParam(T, 1)})`;
	try {
		const [claim] = await env.DB_POS.batch([
			env.DB_POS.prepare(claimSql).bind(...params),
			insertWhere(env.DB_POS, T, order, claimed, [draftId, order.id]),
		]);
		return claim.meta.changes === 1 ? "confirmed" : "refused";
	} catch (err) {
		// D1 wraps SQLite's message; it may sit in `cause`.
		const text = `${(err as Error)?.message} ${(err as { cause?: Error })?.cause?.message}`;
		if (text.includes("UNIQUE constraint failed: courier_sim_orders.waybill_id")) return "taken";
		throw err;
	}
}

/** Deletes a draft only while it is placed; false when it is missing, confirmed or already deleted. */
export async function deleteSimDraft(env: Env, id: string, now: number): Promise<boolean> {
	const r = await db(env)
		.update(D)
		.set({ status: "deleted", updatedAt: now })
		.where(and(eq(D.id, id), eq(D.status, "placed")))
		.run();
	return (r.meta.changes ?? 0) > 0;
}
