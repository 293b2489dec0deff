// The schedules tick (issue 21), once a minute from the Worker's cron. Every due schedule makes one
// pipeline per due time, however many ticks (overlapping or repeated) see it due:
// 1. the pipeline runs first, keyed `sched:<id>:<due ms>`: a second run with that key answers the
//    first pipeline and writes nothing (runPipeline);
// 2. then the schedule moves from that due time to its next one after `now`, compare-and-set on the
//    due time, so a tick that lost the race changes nothing.
// A crash between 1 and 2 leaves the schedule due; the next tick's run answers the pipeline already
// made and advances it. Hours of missed slots make one catch-up run: the next time is computed from now.
import { ApiError } from "../../../platform/errors";
import { log } from "../../../platform/log";
import type { TickHandler } from "../../../platform/service-module";
import type { CiCtx } from "../context";
import { runPipeline } from "../pipelines/create-pipeline";
import { nextRunAt, TICK_BATCH } from "./domain";
import { advanceSchedule, dueSchedules, type ScheduleRow } from "./store";

/** Schedules run side by side per tick: each run makes a few code-host calls (Workers allow 6 open). */
const PARALLEL = 4;

export const schedulesTick: TickHandler = async (now, env, exec) => {
	const ctx: CiCtx = { env, exec: typeof exec?.waitUntil === "function" ? exec : null };
	const due = await dueSchedules(env, now, TICK_BATCH);
	let next = 0;
	const worker = async () => {
		while (next < due.length) await fire(ctx, due[next++], now);
	};
	await Promise.all(Array.from({ length: Math.min(PARALLEL, due.length) }, worker));
};

/** One due schedule; never throws, so one schedule's failure cannot hold up the others. */
async function fire(ctx: CiCtx, row: ScheduleRow, now: number) {
	const due = row.nextRunAt as number;
	const base = { service: "ci", event: "schedule.run", scheduleId: row.id, projectId: row.projectId, due };
	let pipelineId: string | null = null;
	try {
		const r = await runPipeline(ctx, { workspaceId: row.accountId }, row.projectId, {
			ref: row.ref,
			variables: JSON.parse(row.variables) as Record<string, string>,
			source: "schedule",
			actor: null,
			triggerKey: `sched:${row.id}:${due}`,
		});
		pipelineId = r.pipeline.id;
		log(ctx.env, "info", { ...base, pipelineId, created: r.created });
	} catch (err) {
		const error = err instanceof Error ? err.message : String(err);
		// Anything but a refusal (a D1 error, a bug) leaves the schedule due: the next tick tries the
		// same slot again, and its trigger key keeps that to one pipeline.
		if (!(err instanceof ApiError)) return log(ctx.env, "error", { ...base, error });
		// A refusal (no config, rules excluding the run, ref gone, code host down) is this slot's
		// outcome: the schedule moves on, or it would be refused again every minute until fixed.
		log(ctx.env, "warn", { ...base, status: err.status, code: err.code, error });
	}
	const after = nextRunAt(row.cron, true, now);
	// Only a cron stored before its rules tightened can fail here; it stops rather than run every minute.
	if (after == null) log(ctx.env, "error", { ...base, event: "schedule.cron", error: "cron no longer accepted" });
	try {
		await advanceSchedule(ctx.env, row.id, due, {
			nextRunAt: after,
			lastRunAt: now,
			lastPipelineId: pipelineId,
		});
	} catch (err) {
		log(ctx.env, "error", { ...base, event: "schedule.advance", error: (err as Error)?.message ?? String(err) });
	}
}
