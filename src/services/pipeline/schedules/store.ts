// DB_CI schedules (issue 21). Writes that can race are single conditional statements: the per-project
// cap and the project's existence are checked by the INSERT itself, edits compare what they read, and
// the tick advances a schedule only from the due time it ran.
import { and, asc, eq, lte } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import type { Cursor } from "../../../platform/cursor";
import { guardParam, insertWhere } from "../../../platform/d1";
import { newestFirst } from "../../../platform/keyset";
import type { CiScope } from "../context";
import { schedules } from "../schema";

export type ScheduleRow = typeof schedules.$inferSelect;
const S = schedules;
const db = (env: Env) => drizzle(env.DB_CI);
const mine = (s: CiScope, projectId: string, id: string) =>
	and(eq(S.accountId, s.workspaceId), eq(S.projectId, projectId), eq(S.id, id));

/**
 * Inserts when the project (this workspace's) still exists and holds fewer than `cap` schedules, in
 * one statement, so parallel creates cannot pass the cap together; false when refused.
 */
export async function insertScheduleUnderCap(env: Env, row: ScheduleRow, cap: number) {
	const [project, max, account] = [guardParam(S), guardParam(S, 1), guardParam(S, 2)];
	const guard = `(SELECT COUNT(*) FROM schedules WHERE project_id = ${project}) < ${max} AND EXISTS (SELECT 1 FROM projects WHERE id = ${project} AND account_id = ${account})`;
	const r = await insertWhere(env.DB_CI, S, row, guard, [row.projectId, cap, row.accountId]).run();
	return r.meta.changes === 1;
}

export const getSchedule = async (env: Env, s: CiScope, projectId: string, id: string) =>
	(
		await db(env)
			.select()
			.from(S)
			.where(mine(s, projectId, id))
			.limit(1)
	)[0] ?? null;

/** One page newest first: a project's schedules, or the workspace's when projectId is null. */
export const listSchedules = (
	env: Env,
	s: CiScope,
	projectId: string | null,
	q: { limit: number; after: Cursor | null },
) => newestFirst(db(env), S, s.workspaceId, q, projectId == null ? undefined : eq(S.projectId, projectId));

export type ScheduleChange = Partial<
	Pick<ScheduleRow, "cron" | "ref" | "active" | "variables" | "description" | "nextRunAt">
> & { updatedAt: number };

/**
 * Applies an edit only if cron and active are still what the caller read (nextRunAt is derived from
 * them); null when they moved on (read again) or the schedule is gone.
 */
export const updateScheduleIf = async (
	env: Env,
	s: CiScope,
	read: Pick<ScheduleRow, "projectId" | "id" | "cron" | "active">,
	set: ScheduleChange,
) =>
	(
		await db(env)
			.update(S)
			.set(set)
			.where(and(mine(s, read.projectId, read.id), eq(S.cron, read.cron), eq(S.active, read.active)))
			.returning()
	)[0] ?? null;

export const deleteSchedule = async (env: Env, s: CiScope, projectId: string, id: string) =>
	(
		await db(env)
			.delete(S)
			.where(mine(s, projectId, id))
			.returning({ id: S.id })
	)[0] ?? null;

/** What a firing left: when, and the pipeline it made (null when refused). nextRunAt is not touched. */
export const recordRun = (env: Env, id: string, run: { lastRunAt: number; lastPipelineId: string | null }) =>
	db(env).update(S).set(run).where(eq(S.id, id)).run();

/** Active schedules due at `now`, oldest due first (the schedules_due index), at most `limit`. */
export const dueSchedules = (env: Env, now: number, limit: number) =>
	db(env)
		.select()
		.from(S)
		.where(and(lte(S.nextRunAt, now), eq(S.active, 1)))
		.orderBy(asc(S.nextRunAt))
		.limit(limit)
		.all();

/**
 * Moves a schedule from the due time it ran to its next one, only if no other tick (or edit) moved it
 * first: `WHERE next_run_at = due`. true when this call moved it.
 */
export async function advanceSchedule(
	env: Env,
	id: string,
	due: number,
	set: { nextRunAt: number | null; lastRunAt: number; lastPipelineId: string | null },
) {
	const r = await db(env)
		.update(S)
		.set(set)
		.where(and(eq(S.id, id), eq(S.nextRunAt, due), eq(S.active, 1)))
		.run();
	return r.meta.changes === 1;
}
