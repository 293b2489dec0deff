// What the job and pipeline actions may do (issue 21), pure: which statuses cancel, retry and play
// take, and which jobs a retry re-opens. Callers apply the answers through one guarded change
// (pipelines/change.ts), then nextJobStates settles the rest.
import type { FlowJob, JobStatus, PipelineStatus } from "./status";

/** Cancel stops these; a finished job (success, failed, canceled, skipped) stays as it is. */
export const UNFINISHED: ReadonlySet<JobStatus> = new Set(["created", "pending", "running", "manual"]);
/** Retry makes a new attempt of these. */
export const RETRYABLE: ReadonlySet<JobStatus> = new Set(["success", "failed", "canceled"]);
/** A pipeline in one of these has finished (ci.pipeline.finished.v1, finishedAt). */
export const PIPELINE_FINISHED: ReadonlySet<PipelineStatus> = new Set(["success", "failed", "canceled", "skipped"]);
/** A job in one of these has finished (ci.job.finished.v1, finishedAt). */
export const JOB_FINISHED: ReadonlySet<JobStatus> = new Set(["success", "failed", "canceled", "skipped"]);

/**
 * Every job that waits on `names`, directly or through others (its needs, or without needs every
 * job of an earlier stage): the jobs a retry of `names` may un-skip.
 */
export function downstreamOf(
	names: readonly string[],
	jobs: readonly FlowJob[],
	stages: readonly string[],
): Set<string> {
	const order = (s: string) => stages.indexOf(s);
	const waitsOn = (j: FlowJob, on: FlowJob) =>
		j.needs === null ? order(on.stage) < order(j.stage) : j.needs.includes(on.name);
	const out = new Set<string>();
	const queue = jobs.filter((j) => names.includes(j.name));
	while (queue.length) {
		const on = queue.shift() as FlowJob;
		for (const j of jobs)
			if (!out.has(j.name) && !names.includes(j.name) && waitsOn(j, on)) {
				out.add(j.name);
				queue.push(j);
			}
	}
	return out;
}

/**
 * The status a retried attempt starts in: created while something it waits for is unfinished (it
 * then moves like any created job), else manual for when: manual jobs and pending for the others —
 * a retry is an explicit order, so it runs even when an upstream job failed.
 */
export function retriedStatus(job: FlowJob, jobs: readonly FlowJob[], stages: readonly string[]): JobStatus {
	const order = (s: string) => stages.indexOf(s);
	const before =
		job.needs === null
			? jobs.filter((o) => order(o.stage) < order(job.stage))
			: jobs.filter((o) => job.needs?.includes(o.name));
	if (before.some((o) => UNFINISHED.has(o.status) && !(o.status === "manual" && o.allowFailure))) return "created";
	return job.when === "manual" ? "manual" : "pending";
}
