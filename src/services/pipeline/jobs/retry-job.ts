import { ApiError } from "../../../platform/errors";
import { RETRYABLE } from "../config";
import type { CiCtx, CiScope } from "../context";
import { changePipeline, flowOf, jobOf, retryAttempts } from "../pipelines";
import { latestAttempt } from "./play-job";

/** A finished job (success, failed, canceled) → a new attempt (attempt + 1; manual jobs come back manual). */
export const retryJob = async (ctx: CiCtx, s: CiScope, jobId: string) =>
	changePipeline(ctx, s, (await jobOf(ctx.env, s, jobId)).pipelineId, (snap, now) => {
		const job = latestAttempt(snap.jobs, jobId);
		if (!RETRYABLE.has(flowOf(job).status))
			throw new ApiError(
				409,
				"conflict",
				`The job is ${job.status}; only a success, failed or canceled job can be retried`,
			);
		const r = retryAttempts(snap, [job], now);
		return { ...r, answer: ({ jobs }) => jobs.get(r.added[0].id) };
	});
