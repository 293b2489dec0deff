import { iso } from "../../../platform/encoding";
import { type ArtifactRow, artifactView } from "../artifacts";
import { commitStatusView } from "../statuses";
import type { JobRow, PipelineRow } from "./store";

/** Unexpired artifacts by job id (artifactsOfJobs); views without them show none. */
export type ArtifactsByJob = Map<string, ArtifactRow[]>;

export const jobView = (j: JobRow, artifacts: ArtifactsByJob = new Map()) => ({
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
	artifacts: (artifacts.get(j.id) ?? []).map(artifactView),
});

export const pipelineView = (p: PipelineRow, jobs: JobRow[], artifacts: ArtifactsByJob = new Map()) => ({
	id: p.id,
	iid: p.iid,
	projectId: p.projectId,
	ref: p.ref,
	sha: p.sha,
	source: p.source,
	status: p.status,
	stages: JSON.parse(p.stages) as string[],
	jobs: jobs.map((j) => jobView(j, artifacts)),
	configErrors: JSON.parse(p.configErrors) as Array<{ message: string; line: number; column: number }>,
	variables: JSON.parse(p.variables) as Record<string, string>,
	commitStatus: commitStatusView(p),
	createdAt: iso(p.createdAt) as string,
	updatedAt: iso(p.updatedAt) as string,
	finishedAt: iso(p.finishedAt),
});
export type PipelineView = ReturnType<typeof pipelineView>;
