import { iso } from "../../../platform/encoding";
import { SCHEDULE_TIMEZONE } from "./domain";
import type { ScheduleRow } from "./store";

/** A schedule as the API answers it. */
export const scheduleView = (r: ScheduleRow) => ({
	id: r.id,
	projectId: r.projectId,
	description: r.description,
	cron: r.cron,
	timezone: SCHEDULE_TIMEZONE as "Asia/Jakarta",
	ref: r.ref,
	active: !!r.active,
	variables: JSON.parse(r.variables) as Record<string, string>,
	nextRunAt: iso(r.nextRunAt),
	lastRunAt: iso(r.lastRunAt),
	lastPipelineId: r.lastPipelineId,
	createdAt: iso(r.createdAt) as string,
	updatedAt: iso(r.updatedAt) as string,
});
export type ScheduleView = ReturnType<typeof scheduleView>;
