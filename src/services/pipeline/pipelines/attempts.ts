// New attempts for retries (issue 21), without I/O: the attempts replaced (latest 0), the new ones
// (attempt + 1, same definition) and the skipped jobs behind them opened again (created), so
// nextJobStates moves them once the new attempts finish.
import { newId } from "../../../platform/ids";
import { downstreamOf, type FlowJob, type JobStatus, retriedStatus } from "../config";
import type { JobRow, PipelineSnapshot } from "./store";

export const flowOf = (j: JobRow): FlowJob => ({
	name: j.name,
	stage: j.stage,
	status: j.status as JobStatus,
	when: j.when as FlowJob["when"],
	allowFailure: !!j.allowFailure,
	needs: j.needs == null ? null : (JSON.parse(j.needs) as string[]),
});

/** What an attempt that no runner has taken yet holds. */
export const NOT_RUN = {
	runnerId: null,
	runnerShared: 0,
	tokenHash: null,
	lastSeenAt: null,
	exitCode: null,
	failureReason: null,
	startedAt: null,
	finishedAt: null,
} as const;

export function retryAttempts(snap: PipelineSnapshot, targets: readonly JobRow[], now: number) {
	const stages = JSON.parse(snap.pipeline.stages) as string[];
	const reopen = downstreamOf(
		targets.map((t) => t.name),
		snap.jobs.map(flowOf),
		stages,
	);
	const jobs = snap.jobs.map((j) =>
		reopen.has(j.name) && j.status === "skipped" ? { ...j, status: "created", finishedAt: null, updatedAt: now } : j,
	);
	// Later targets see earlier ones as retried: a retried build makes the retried test wait for it.
	const current = new Map(jobs.map((j) => [j.name, flowOf(j)]));
	const added: JobRow[] = [];
	for (const t of [...targets].sort((a, b) => stages.indexOf(a.stage) - stages.indexOf(b.stage))) {
		const next: JobRow = {
			...t,
			id: newId("job_", now),
			status: retriedStatus(flowOf(t), [...current.values()], stages),
			attempt: t.attempt + 1,
			latest: 1,
			...NOT_RUN,
			createdAt: now,
			updatedAt: now,
		};
		added.push(next);
		current.set(t.name, flowOf(next));
	}
	const replaced = new Set(targets.map((t) => t.id));
	return { jobs: jobs.map((j) => (replaced.has(j.id) ? { ...j, latest: 0, updatedAt: now } : j)), added };
}
