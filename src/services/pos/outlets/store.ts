import { and, desc, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { type Cursor, olderThan } from "../../../platform/cursor";
import { insertWhere } from "../../../platform/d1";
import type { PosScope } from "../context";
import { outlets } from "../schema";

export type OutletRow = typeof outlets.$inferSelect;
const O = outlets;
const db = (env: Env) => drizzle(env.DB_POS);
const activeUnder = (cap: number | null, at: string) =>
	cap == null ? "1" : `(SELECT COUNT(*) FROM outlets WHERE account_id = ${at} AND is_active = 1) < ${cap}`;

/** Inserts while the workspace has fewer than `cap` active outlets (null: no cap); false when held back. */
export async function insertOutlet(env: Env, row: OutletRow, cap: number | null) {
	return (await insertWhere(env.DB_POS, O, row, activeUnder(cap, "?2")).run()).meta.changes === 1;
}

/** The outlet as a query (a caller may run it in its own read batch); getOutlet runs it alone. */
export const outletById = (env: Env, s: PosScope, id: string) =>
	db(env)
		.select()
		.from(O)
		.where(and(eq(O.accountId, s.workspaceId), eq(O.id, id)))
		.limit(1);

export const getOutlet = async (env: Env, s: PosScope, id: string) => (await outletById(env, s, id))[0] ?? null;

export const listOutlets = (env: Env, s: PosScope, limit: number, after: Cursor | null) =>
	db(env)
		.select()
		.from(O)
		.where(and(eq(O.accountId, s.workspaceId), olderThan(O.createdAt, O.id, after)))
		.orderBy(desc(O.createdAt), desc(O.id))
		.limit(limit + 1)
		.all();

/**
 * A PATCH; reactivating (isActive true on an inactive outlet) counts against `cap` in the same
 * statement. null when the outlet is not this workspace's; "limit" when the cap held it back.
 */
export async function updateOutlet(env: Env, s: PosScope, id: string, set: Partial<OutletRow>, cap: number | null) {
	const underCap =
		set.isActive === 1 && cap != null
			? sql`(${O.isActive} = 1 OR (SELECT COUNT(*) FROM outlets WHERE account_id = ${s.workspaceId} AND is_active = 1) < ${cap})`
			: undefined;
	const rows = await db(env)
		.update(O)
		.set(set)
		.where(and(eq(O.accountId, s.workspaceId), eq(O.id, id), underCap))
		.returning();
	if (rows[0]) return rows[0];
	return (await getOutlet(env, s, id)) ? ("limit" as const) : null;
}
