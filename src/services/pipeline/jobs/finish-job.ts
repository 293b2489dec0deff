// A runner's moves of a job (the runner protocol calls these):
// pending → running when a runner takes it, running → success or failed when it reports. A failed
// attempt within the job's `retry` budget gets its next attempt at once, as in GitLab.
import { ApiError } from "../../../platform/errors";
import type { CiCtx, CiScope } from "../context";
import { changePipeline, jobOf, retryAttempts } from "../pipelines";
import { latestAttempt } from "./play-job";

/** What a runner's claim writes with the move: shared runners' minutes count; the job token's hash. */
export interface Claim {
	shared: boolean;
	tokenHash: string | null;
}

export const startJob = async (
	ctx: CiCtx,
	s: CiScope,
	jobId: string,
	runnerId: string,
	claim: Claim = { shared: false, tokenHash: null },
	pipelineId?: string,
) =>
	changePipeline(ctx, s, pipelineId ?? (await jobOf(ctx.env, s, jobId)).pipelineId, (snap, now) => {
		const job = latestAttempt(snap.jobs, jobId);
		if (job.status !== "pending") throw new ApiError(409, "conflict", `The job is ${job.status}, not pending`);
		const running = {
			...job,
			status: "running",
			runnerId,
			runnerShared: claim.shared ? 1 : 0,
			tokenHash: claim.tokenHash,
			startedAt: now,
			lastSeenAt: now,
			updatedAt: now,
		};
		return { jobs: snap.jobs.map((j) => (j.id === jobId ? running : j)), answer: ({ jobs }) => jobs.get(jobId) };
	});

export interface JobOutcome {
	status: "success" | "failed";
	exitCode: number | null;
	/** GitLab's failure reasons: script_failure, runner_system_failure, job_execution_timeout, … */
	failureReason?: string | null;
}

export const finishJob = async (ctx: CiCtx, s: CiScope, jobId: string, o: JobOutcome, pipelineId?: string) =>
	changePipeline(ctx, s, pipelineId ?? (await jobOf(ctx.env, s, jobId)).pipelineId, (snap, now) => {
		const job = latestAttempt(snap.jobs, jobId);
		if (job.status !== "running") throw new ApiError(409, "conflict", `The job is ${job.status}, not running`);
		const done = {
			...job,
			status: o.status,
			exitCode: o.exitCode,
			failureReason: o.status === "failed" ? (o.failureReason ?? "script_failure") : null,
			finishedAt: now,
			updatedAt: now,
		};
		const jobs = snap.jobs.map((j) => (j.id === jobId ? done : j));
		const budget = (JSON.parse(job.definition) as { retry?: number }).retry ?? 0;
		if (o.status === "failed" && job.attempt <= budget) {
			const r = retryAttempts({ ...snap, jobs }, [done], now);
			// The failed attempt is kept as written (finished, its event sent); the new one replaces it.
			return { jobs: [...r.jobs], added: r.added, answer: ({ jobs: w }) => w.get(r.added[0].id) };
		}
		return { jobs, answer: ({ jobs: w }) => w.get(jobId) };
	});
