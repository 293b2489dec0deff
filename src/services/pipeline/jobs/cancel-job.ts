import { ApiError } from "../../../platform/errors";
import { UNFINISHED } from "../config";
import type { CiCtx, CiScope } from "../context";
import { changePipeline, flowOf, jobOf } from "../pipelines";
import { latestAttempt } from "./play-job";

/** An unfinished job (created, pending, running, manual) → canceled; the jobs behind it are skipped. */
export const cancelJob = async (ctx: CiCtx, s: CiScope, jobId: string) =>
	changePipeline(ctx, s, (await jobOf(ctx.env, s, jobId)).pipelineId, (snap, now) => {
		const job = latestAttempt(snap.jobs, jobId);
		if (!UNFINISHED.has(flowOf(job).status))
			throw new ApiError(409, "conflict", `The job is ${job.status}; only an unfinished job can be canceled`);
		return {
			jobs: snap.jobs.map((j) => (j.id === jobId ? { ...j, status: "canceled", finishedAt: now, updatedAt: now } : j)),
			answer: ({ jobs }) => jobs.get(jobId),
		};
	});
