import { ApiError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { type CiCtx, type CiScope, notFound } from "../context";
import { getProject } from "../projects/store";
import { compileCron, MAX_SCHEDULES_PER_PROJECT, nextRunAt, SCHEDULE_TIMEZONE } from "./domain";
import type { CreateScheduleBody } from "./schemas";
import { insertScheduleUnderCap, type ScheduleRow } from "./store";
import { scheduleView } from "./view";

/** A refused cron: 400 naming the field, before anything is written. */
export function checkCron(cron: string) {
	const c = compileCron(cron);
	if (!c.ok) throw new ApiError(400, "validation_error", `cron: ${c.message}`, "cron");
}

/**
 * POST /projects/{id}/schedules. The next run is computed now (null when created inactive); the
 * insert itself checks the project and the per-project cap, so racing creates cannot pass it.
 */
export async function createSchedule(ctx: CiCtx, s: CiScope, projectId: string, b: CreateScheduleBody) {
	checkCron(b.cron);
	if (!(await getProject(ctx.env, s, projectId))) throw notFound("project");
	const now = Date.now();
	const row: ScheduleRow = {
		id: newId("sched_", now),
		accountId: s.workspaceId,
		projectId,
		description: b.description,
		cron: b.cron.trim(),
		timezone: SCHEDULE_TIMEZONE,
		ref: b.ref,
		active: b.active ? 1 : 0,
		variables: JSON.stringify(b.variables),
		nextRunAt: nextRunAt(b.cron, b.active, now),
		lastRunAt: null,
		lastPipelineId: null,
		createdAt: now,
		updatedAt: now,
	};
	if (await insertScheduleUnderCap(ctx.env, row, MAX_SCHEDULES_PER_PROJECT)) return scheduleView(row);
	// Refused: the project went away meanwhile (404), or it is full.
	if (!(await getProject(ctx.env, s, projectId))) throw notFound("project");
	throw new ApiError(409, "conflict", `A project holds at most ${MAX_SCHEDULES_PER_PROJECT} schedules`);
}
