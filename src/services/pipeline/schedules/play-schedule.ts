import { type CiCtx, type CiScope, notFound } from "../context";
import { runPipeline } from "../pipelines/create-pipeline";
import { getSchedule, recordRun } from "./store";

/**
 * POST /projects/{id}/schedules/{schedId}/play: runs the schedule now (source schedule, its ref and
 * variables), whether active or not. nextRunAt is left as it is: playing is an extra run, not the
 * scheduled one. No trigger key: every play is its own run (the Idempotency-Key guards retries). A
 * refused run answers its error (400, 422, 502) and records nothing.
 */
export async function playSchedule(ctx: CiCtx, s: CiScope, projectId: string, id: string, actor: string | null) {
	const row = await getSchedule(ctx.env, s, projectId, id);
	if (!row) throw notFound("schedule");
	const { pipeline } = await runPipeline(ctx, s, projectId, {
		ref: row.ref,
		variables: JSON.parse(row.variables) as Record<string, string>,
		source: "schedule",
		actor,
	});
	await recordRun(ctx.env, row.id, { lastRunAt: Date.now(), lastPipelineId: pipeline.id });
	return pipeline;
}
