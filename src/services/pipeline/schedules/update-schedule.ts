import { type CiCtx, type CiScope, notFound } from "../context";
import { checkCron } from "./create-schedule";
import { nextRunAt } from "./domain";
import type { UpdateScheduleBody } from "./schemas";
import { getSchedule, type ScheduleChange, type ScheduleRow, updateScheduleIf } from "./store";
import { scheduleView } from "./view";

/**
 * PATCH /projects/{id}/schedules/{schedId}: the fields sent. nextRunAt is computed again from now when
 * cron or active changes (null when inactive). The write compares the cron and active it read, so an
 * edit racing another never stores a nextRunAt of a cron (or state) that is no longer there.
 */
export async function updateSchedule(ctx: CiCtx, s: CiScope, projectId: string, id: string, b: UpdateScheduleBody) {
	if (b.cron !== undefined) checkCron(b.cron);
	for (let attempt = 0; attempt < 10; attempt++) {
		const row = await getSchedule(ctx.env, s, projectId, id);
		if (!row) throw notFound("schedule");
		const updated = await updateScheduleIf(ctx.env, s, row, change(row, b, Date.now()));
		if (updated) return scheduleView(updated);
	}
	throw new Error("schedule edit kept racing other edits");
}

function change(row: ScheduleRow, b: UpdateScheduleBody, now: number): ScheduleChange {
	const set: ScheduleChange = { updatedAt: now };
	if (b.ref !== undefined) set.ref = b.ref;
	if (b.description !== undefined) set.description = b.description;
	if (b.variables !== undefined) set.variables = JSON.stringify(b.variables);
	const cron = b.cron?.trim() ?? row.cron;
	const active = b.active ?? !!row.active;
	if (cron !== row.cron || active !== !!row.active) {
		set.cron = cron;
		set.active = active ? 1 : 0;
		set.nextRunAt = nextRunAt(cron, active, now);
	}
	return set;
}
