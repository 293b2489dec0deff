import { and, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { insertWhere } from "../../../platform/d1";
import { underCap } from "../access/plans";
import type { LocaleRow } from "../projects";
import { locales as L } from "../schema";

const db = (env: Env) => drizzle(env.DB_LOC);

/** A project's target locales (fallback null = the source locale), in the order they were added. */
export const targetLocales = (env: Env, projectId: string): Promise<LocaleRow[]> =>
	db(env).select().from(L).where(eq(L.projectId, projectId)).orderBy(L.createdAt, L.tag).all();

/**
 * A new target under the plan's cap on targets per project, counted by the INSERT itself; false at
 * the cap. A tag the project already has throws the primary-key violation.
 */
export async function insertLocale(env: Env, row: LocaleRow, cap: number | null) {
	const guard = underCap("SELECT COUNT(*) FROM locales WHERE project_id = ?1", cap);
	return (await insertWhere(env.DB_LOC, L, row, guard).run()).meta.changes === 1;
}

/**
 * Changes a target; a new fallback is written only if following it does not lead back to the tag
 * (a recursive walk in the same statement, so two racing PATCHes cannot close a loop). null when
 * the row is gone or the walk found a cycle.
 */
export async function updateLocale(
	env: Env,
	projectId: string,
	tag: string,
	set: Partial<Pick<LocaleRow, "fallback" | "rtl" | "enabled">> & { updatedAt: number },
) {
	const noCycle = set.fallback
		? sql`NOT EXISTS (WITH RECURSIVE chain(t) AS (SELECT ${set.fallback} UNION SELECT l.fallback FROM locales l JOIN chain ON l.tag = chain.t WHERE l.project_id = ${projectId} AND l.fallback IS NOT NULL) SELECT 1 FROM chain WHERE t = ${tag})`
		: undefined;
	const rows = await db(env)
		.update(L)
		.set(set)
		.where(and(eq(L.projectId, projectId), eq(L.tag, tag), noCycle))
		.returning();
	return rows[0] ?? null;
}
