// The simulated aggregator's orders in DB_POS (courier_sim_orders). Not per workspace: like the real
// aggregator it knows orders by its own id. Each status move is one conditional UPDATE, so a cancel
// racing a cron step, or two overlapping ticks, can never move an order twice or out of order.
import { and, eq, inArray, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { courierSimOrders } from "../schema";

export type SimOrderRow = typeof courierSimOrders.$inferSelect;

const T = courierSimOrders;
const db = (env: Env) => drizzle(env.DB_POS);

/** The order of the steps one cron tick takes; delivered and the other ends stay put. */
export const SIM_STEPS = ["confirmed", "allocated", "picking_up", "picked", "dropping_off", "delivered"] as const;
/** The aggregator lets an order go until the courier has the parcel. */
export const SIM_CANCELLABLE = ["confirmed", "allocated", "picking_up"] as const;
/** At most this many orders move per tick (one statement; the rest move on the next). */
const STEP_BATCH = 500;

/** false when the waybill (unique) was taken: the caller draws another. */
export async function insertSimOrder(env: Env, row: SimOrderRow): Promise<boolean> {
	const r = await db(env).insert(T).values(row).onConflictDoNothing({ target: T.waybillId }).run();
	return (r.meta.changes ?? 0) > 0;
}

export const getSimOrder = async (env: Env, id: string) =>
	(await db(env).select().from(T).where(eq(T.id, id)).get()) ?? null;

/** Cancels while the parcel is not collected; null when the order is missing or past that. */
export async function cancelSimOrder(env: Env, id: string, now: number): Promise<SimOrderRow | null> {
	const rows = await db(env)
		.update(T)
		.set({ status: "cancelled", updatedAt: now })
		.where(and(eq(T.id, id), inArray(T.status, [...SIM_CANCELLABLE])))
		.returning();
	return rows[0] ?? null;
}

/** Every order not yet at an end moves exactly one step, in one statement; answers what moved. */
export function stepSimOrders(env: Env, now: number): Promise<SimOrderRow[]> {
	const moving = SIM_STEPS.slice(0, -1);
	const next = sql.join(
		moving.map((s, i) => sql`WHEN ${s} THEN ${SIM_STEPS[i + 1]}`),
		sql` `,
	);
	return db(env)
		.update(T)
		.set({ status: sql`CASE ${T.status} ${next} END`, updatedAt: now })
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
