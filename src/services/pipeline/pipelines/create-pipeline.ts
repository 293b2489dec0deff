// A pipeline run (issue 21): the ref's commit and its config from the code host, parsed and planned
// in the Worker, then the pipeline and its jobs in one batch. A config that does not parse still
// makes the pipeline (failed, no jobs, configErrors); a run the rules leave empty, or a commit
// without a config, is 422 PIPELINE_NOT_CREATED and writes nothing.
import { ApiError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import {
	type ConfigError,
	nextJobStates,
	type PlannedJob,
	parseConfig,
	pipelineStatus,
	planPipeline,
	predefinedVariables,
} from "../config";
import { type CiCtx, type CiScope, notFound } from "../context";
import { codeHost } from "../integrations/github";
import { type CodeHost, CodeHostError } from "../integrations/types";
import { getProject, openCloneToken, type ProjectRow } from "../projects/store";
import { insertPipeline, type JobRow, nextIid, type PipelineRow } from "./store";
import { pipelineView } from "./view";

export type Source = PipelineRow["source"];
const notCreated = (message: string) => new ApiError(422, "pipeline_not_created", message);
const upstream = (err: CodeHostError) => new ApiError(502, "upstream_error", err.message);

export async function runPipeline(
	ctx: CiCtx,
	s: CiScope,
	projectId: string,
	b: { ref: string; variables?: Record<string, string> },
	source: Source,
	actor: string | null,
) {
	const project = await getProject(ctx.env, s, projectId);
	if (!project) throw notFound("project");
	const host = codeHost(ctx.env, await openCloneToken(ctx.env, project));
	const ref = await resolve(host, project, b.ref);
	const text = await configAt(host, project, ref.sha);
	const iid = await nextIid(ctx.env, project.id);
	const facts = {
		source,
		ref: b.ref,
		isTag: ref.kind === "tag",
		sha: ref.sha,
		iid,
		defaultBranch: project.defaultBranch,
	};
	const parsed = text.tooLarge ? tooLarge() : parseConfig(text.body);
	const now = Date.now();
	const row = {
		id: newId("pipe_", now),
		accountId: s.workspaceId,
		projectId: project.id,
		ref: b.ref,
		sha: ref.sha,
		source,
		status: "failed",
		stages: "[]",
		configErrors: "[]",
		variables: JSON.stringify(b.variables ?? {}),
		createdBy: actor,
		createdAt: now,
		updatedAt: now,
		finishedAt: null as number | null,
	};
	if (!parsed.ok) {
		const failed = { ...row, configErrors: JSON.stringify(parsed.errors), finishedAt: now };
		return pipelineView({ ...failed, iid: await insertPipeline(ctx.env, failed, []) }, []);
	}
	const plan = planPipeline(parsed.config, {
		predefined: predefinedVariables({ ...facts, projectPath: project.repoFullName }),
		pipeline: b.variables,
	});
	if (!plan.created) throw notCreated(plan.reason);
	const jobRows = startJobs(plan.jobs, plan.stages, row.id, s, project.id, now);
	const made = { ...row, status: pipelineStatus(jobRows.map(flow)), stages: JSON.stringify(plan.stages) };
	return pipelineView({ ...made, iid: await insertPipeline(ctx.env, made, jobRows) }, jobRows);
}

async function resolve(host: CodeHost, project: ProjectRow, ref: string) {
	try {
		return await host.resolveRef(project.repoFullName, ref);
	} catch (err) {
		if (err instanceof CodeHostError && err.code === "ref_not_found")
			throw new ApiError(400, "validation_error", `No branch, tag or commit ${ref} in ${project.repoFullName}`, "ref");
		throw err instanceof CodeHostError ? upstream(err) : err;
	}
}

async function configAt(host: CodeHost, project: ProjectRow, sha: string) {
	try {
		const body = await host.fileAt(project.repoFullName, project.configPath, sha);
		if (body == null) throw notCreated(`No ${project.configPath} at ${sha.slice(0, 8)}`);
		return { body, tooLarge: false };
	} catch (err) {
		if (err instanceof CodeHostError && err.code === "file_too_large") return { body: "", tooLarge: true };
		throw err instanceof CodeHostError ? upstream(err) : err;
	}
}

const tooLarge = (): { ok: false; errors: ConfigError[] } => ({
	ok: false,
	errors: [{ message: "the config is over 256 KiB", line: 1, column: 1 }],
});

const flow = (j: JobRow) => ({
	name: j.name,
	stage: j.stage,
	status: j.status as "created",
	when: j.when as PlannedJob["when"],
	allowFailure: !!j.allowFailure,
	needs: j.needs == null ? null : (JSON.parse(j.needs) as string[]),
});

/** The planned jobs as rows: created, then whatever can start at once (no prerequisites) moves. */
function startJobs(
	planned: PlannedJob[],
	stages: string[],
	pipelineId: string,
	s: CiScope,
	projectId: string,
	now: number,
) {
	const rows: JobRow[] = planned.map((j) => ({
		id: newId("job_", now),
		accountId: s.workspaceId,
		pipelineId,
		projectId,
		name: j.name,
		stage: j.stage,
		status: "created",
		when: j.when,
		allowFailure: j.allowFailure ? 1 : 0,
		needs: j.needs == null ? null : JSON.stringify(j.needs),
		tags: JSON.stringify(j.tags),
		attempt: 1,
		latest: 1,
		definition: JSON.stringify({
			script: j.script,
			beforeScript: j.beforeScript,
			afterScript: j.afterScript,
			variables: j.variables,
			timeoutSeconds: j.timeoutSeconds,
			retry: j.retry,
			artifacts: j.artifacts,
		}),
		runnerId: null,
		exitCode: null,
		failureReason: null,
		startedAt: null,
		finishedAt: null,
		createdAt: now,
		updatedAt: now,
	}));
	const moves = new Map(nextJobStates(rows.map(flow), stages).map((m) => [m.name, m.status]));
	return rows.map((r) => ({ ...r, status: moves.get(r.name) ?? r.status }));
}
