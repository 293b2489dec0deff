import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { projects, scmDeliveries } from "../schema";

const db = (env: Env) => drizzle(env.DB_CI);

/** The project a delivery names: the intake is public, so this look-up is by id alone. */
export const projectForIntake = async (env: Env, id: string) =>
	(await db(env).select().from(projects).where(eq(projects.id, id)).limit(1))[0] ?? null;

/** Records a delivery id; false when it was recorded before (a redelivery makes nothing). */
export async function recordDelivery(env: Env, row: typeof scmDeliveries.$inferInsert) {
	const made = await db(env)
		.insert(scmDeliveries)
		.values(row)
		.onConflictDoNothing()
		.returning({ id: scmDeliveries.deliveryId });
	return made.length === 1;
}

/** Forgets a delivery whose run could not be queued, so the code host's redelivery is taken. */
export const forgetDelivery = (env: Env, projectId: string, deliveryId: string) =>
	db(env)
		.delete(scmDeliveries)
		.where(and(eq(scmDeliveries.projectId, projectId), eq(scmDeliveries.deliveryId, deliveryId)));

/** Delivery ids older than `before` (bounded per call). */
export async function pruneDeliveries(env: Env, before: number, limit: number) {
	const r = await env.DB_CI.prepare(
		"DELETE FROM scm_deliveries WHERE rowid IN (SELECT rowid FROM scm_deliveries WHERE received_at < ? LIMIT ?)",
	)
		.bind(before, limit)
		.run();
	return r.meta.changes;
}
