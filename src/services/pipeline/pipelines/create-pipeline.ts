// A pipeline run (issue 21): the ref's commit and its config from the code host, parsed and planned
// in the Worker, then the pipeline, its jobs and its events in one batch. A config that does not parse still
// makes the pipeline (failed, no jobs, configErrors); a run the rules leave empty, or a commit
// without a config, is 422 PIPELINE_NOT_CREATED and writes nothing.
import { ApiError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { purgeBadge } from "../badges/cache";
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
import { ciEvent, dispatchCiEvents } from "../events";
import { codeHost } from "../integrations/github";
import { type CodeHost, CodeHostError } from "../integrations/types";
import { getProject, openCloneToken, type ProjectRow } from "../projects/store";
import { queueStatusReport } from "../statuses";
import { projectRuleVariables } from "../variables";
import { flowOf, NOT_RUN } from "./attempts";
import {
	insertPipeline,
	isIidTaken,
	type JobRow,
	nextIid,
	type PipelineRow,
	pipelineByTrigger,
	pipelineWithJobs,
} from "./store";
import { pipelineView } from "./view";

export type Source = PipelineRow["source"];
const notCreated = (message: string) => new ApiError(422, "pipeline_not_created", message);
const upstream = (err: CodeHostError) => new ApiError(502, "upstream_error", err.message);

export interface RunRequest {
	/** A branch, tag (short or refs/…) or commit sha; for push and pull_request the branch or tag name. */
	ref: string;
	variables?: Record<string, string>;
	source: Source;
	actor: string | null;
	/** The commit a push or pull_request event names: the ref is not resolved again at the code host. */
	commit?: { sha: string; kind: "branch" | "tag" };
	/** Files a push changed (`changes:` rules); absent or null: unknown, every `changes:` is true. */
	changedFiles?: string[] | null;
	/**
	 * What made the run when it may be made twice (`scm:<delivery>`, `sched:<id>:<minute>`): a second
	 * run with the same key answers the first pipeline (`created: false`) and writes nothing.
	 */
	triggerKey?: string | null;
}

/** Runs a pipeline; `created` is false when the trigger key had already made one (that one is answered). */
export async function runPipeline(ctx: CiCtx, s: CiScope, projectId: string, req: RunRequest) {
	const project = await getProject(ctx.env, s, projectId);
	if (!project) throw notFound("project");
	if (req.triggerKey) {
		const made = await pipelineByTrigger(ctx.env, project.id, req.triggerKey);
		if (made) return { created: false, pipeline: await pipelineWithJobs(ctx.env, made) };
	}
	const host = codeHost(ctx.env, await openCloneToken(ctx.env, project));
	const ref = req.commit ?? (await resolve(host, project, req.ref));
	const text = await configAt(host, project, ref.sha);
	const parsed = text.tooLarge ? tooLarge() : parseConfig(text.body);
	// Rules see the project's variables (protected ones on the default branch only); never stored on the pipeline.
	const facts = { ref: req.ref, refKind: ref.kind, source: req.source };
	const projectVars = parsed.ok ? await projectRuleVariables(ctx.env, s, project, facts) : {};
	// The iid is read, planned with (CI_PIPELINE_IID) and written; a racing run that took it first
	// makes the insert fail on the unique (project, iid) and the run is planned again with the next.
	for (let attempt = 0; ; attempt++) {
		const iid = await nextIid(ctx.env, project.id);
		const run = planRun(parsed, project, s, req, ref, iid, projectVars);
		const view = pipelineView(run.pipeline, run.jobs);
		const events = [ciEvent("ci.pipeline.created.v1", s.workspaceId, view, run.pipeline.createdAt)];
		if (run.pipeline.finishedAt != null)
			events.push(ciEvent("ci.pipeline.finished.v1", s.workspaceId, view, run.pipeline.createdAt));
		const result = await insertPipeline(ctx.env, run.pipeline, run.jobs, events).catch((err) => {
			if (isIidTaken(err) && attempt < 50) return "iid_taken" as const;
			throw err;
		});
		if (result === "iid_taken") continue;
		if (!result.inserted) {
			// Another delivery of the same trigger won the race: answer its pipeline.
			const other = await pipelineByTrigger(ctx.env, project.id, req.triggerKey as string);
			if (!other) throw new Error("a pipeline insert was refused without a pipeline for its trigger key");
			return { created: false, pipeline: await pipelineWithJobs(ctx.env, other) };
		}
		await dispatchCiEvents(
			ctx.env,
			ctx.exec,
			events.map((e) => e.id),
		);
		if (project.defaultBranch === req.ref && ref.kind === "branch") await purgeBadge(project.badgeToken);
		await queueStatusReport(ctx, run.pipeline);
		return { created: true, pipeline: view };
	}
}

type Parsed = ReturnType<typeof parseConfig> | ReturnType<typeof tooLarge>;

/** The pipeline row and its jobs for one iid; throws 422 when the rules leave no pipeline. */
function planRun(
	parsed: Parsed,
	project: ProjectRow,
	s: CiScope,
	req: RunRequest,
	ref: { sha: string; kind: string },
	iid: number,
	projectVars: Record<string, string>,
): { pipeline: PipelineRow; jobs: JobRow[] } {
	const now = Date.now();
	const row: PipelineRow = {
		id: newId("pipe_", now),
		accountId: s.workspaceId,
		projectId: project.id,
		iid,
		ref: req.ref,
		sha: ref.sha,
		refKind: ref.kind,
		source: req.source,
		status: "failed",
		stages: "[]",
		configErrors: "[]",
		variables: JSON.stringify(req.variables ?? {}),
		createdBy: req.actor,
		triggerKey: req.triggerKey ?? null,
		opId: newId("op_", now),
		commitStatusState: null,
		commitStatusError: null,
		commitStatusAt: null,
		createdAt: now,
		updatedAt: now,
		finishedAt: null,
	};
	if (!parsed.ok)
		return { pipeline: { ...row, configErrors: JSON.stringify(parsed.errors), finishedAt: now }, jobs: [] };
	const facts = {
		source: req.source,
		ref: req.ref,
		isTag: ref.kind === "tag",
		sha: ref.sha,
		iid,
		defaultBranch: project.defaultBranch,
		projectPath: project.repoFullName,
	};
	const plan = planPipeline(parsed.config, {
		predefined: predefinedVariables(facts),
		project: projectVars,
		pipeline: req.variables,
		changedFiles: req.changedFiles ?? null,
	});
	// A rule that could not be evaluated (a pattern over the RE2 limits) fails the run like a config error.
	if (!plan.created && plan.errors)
		return { pipeline: { ...row, configErrors: JSON.stringify(plan.errors), finishedAt: now }, jobs: [] };
	if (!plan.created) throw notCreated(plan.reason);
	const jobs = startJobs(plan.jobs, plan.stages, row.id, s, project.id, now);
	const status = pipelineStatus(jobs.map(flowOf));
	const finishedAt = status === "skipped" ? now : null;
	return { pipeline: { ...row, status, stages: JSON.stringify(plan.stages), finishedAt }, jobs };
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
		...NOT_RUN,
		createdAt: now,
		updatedAt: now,
	}));
	const moves = new Map(nextJobStates(rows.map(flowOf), stages).map((m) => [m.name, m.status]));
	return rows.map((r) => ({ ...r, status: moves.get(r.name) ?? r.status }));
}
