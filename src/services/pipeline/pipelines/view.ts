import { iso } from "../../../platform/encoding";
import type { JobRow, PipelineRow } from "./store";

export const jobView = (j: JobRow) => ({
	id: j.id,
	pipelineId: j.pipelineId,
	name: j.name,
	stage: j.stage,
	status: j.status,
	when: j.when,
	allowFailure: !!j.allowFailure,
	needs: j.needs == null ? null : (JSON.parse(j.needs) as string[]),
	tags: JSON.parse(j.tags) as string[],
	attempt: j.attempt,
	runnerId: j.runnerId,
	exitCode: j.exitCode,
	failureReason: j.failureReason,
	startedAt: iso(j.startedAt),
	finishedAt: iso(j.finishedAt),
	// Artifacts arrive with runners (the next issue); a job has none until then.
	artifacts: [] as unknown[],
});

export const pipelineView = (p: PipelineRow, jobs: JobRow[]) => ({
	id: p.id,
	iid: p.iid,
	projectId: p.projectId,
	ref: p.ref,
	sha: p.sha,
	source: p.source,
	status: p.status,
	stages: JSON.parse(p.stages) as string[],
	jobs: jobs.map(jobView),
	configErrors: JSON.parse(p.configErrors) as Array<{ message: string; line: number; column: number }>,
	variables: JSON.parse(p.variables) as Record<string, string>,
	createdAt: iso(p.createdAt) as string,
	updatedAt: iso(p.updatedAt) as string,
	finishedAt: iso(p.finishedAt),
});
export type PipelineView = ReturnType<typeof pipelineView>;
