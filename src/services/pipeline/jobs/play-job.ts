import { ApiError } from "../../../platform/errors";
import type { CiCtx, CiScope } from "../context";
import { changePipeline, jobOf } from "../pipelines";

/** A waiting manual job → pending; any other status → 409 CONFLICT. */
export const playJob = async (ctx: CiCtx, s: CiScope, jobId: string) =>
	changePipeline(ctx, s, (await jobOf(ctx.env, s, jobId)).pipelineId, (snap, now) => {
		const job = latestAttempt(snap.jobs, jobId);
		if (job.status !== "manual")
			throw new ApiError(409, "conflict", `The job is ${job.status}; only a manual job can be played`);
		return {
			jobs: snap.jobs.map((j) => (j.id === jobId ? { ...j, status: "pending", updatedAt: now } : j)),
			answer: ({ jobs }) => jobs.get(jobId),
		};
	});

/** The job among the latest attempts; an older attempt takes no action (409). */
export function latestAttempt<J extends { id: string }>(jobs: J[], jobId: string): J {
	const job = jobs.find((j) => j.id === jobId);
	if (!job) throw new ApiError(409, "conflict", "The job was retried: act on its latest attempt");
	return job;
}
