// The job a runner is handed (issue 22; GitLab-like): git coordinates, variables by precedence,
// steps, artifacts to upload and the artifacts of the jobs it waits on to download.
import type { Env } from "../../../env";
import { artifactsOfJobs } from "../artifacts";
import { predefinedVariables } from "../config";
import { cloneUrl } from "../integrations/github";
import type { JobRow } from "../pipelines";
import { openCloneToken } from "../projects/store";
import { jobVariables } from "../variables";
import { payloadFacts } from "./store";

/** after_script's own limit, as GitLab's. */
const AFTER_SCRIPT_TIMEOUT_S = 300;

interface Definition {
	script: string[];
	beforeScript: string[];
	afterScript: string[];
	variables: Record<string, string>;
	timeoutSeconds: number;
	artifacts: { paths: string[]; expireIn: string } | null;
}

export async function jobPayload(env: Env, job: JobRow, token: string, base: string) {
	const facts = await payloadFacts(env, job.pipelineId);
	if (!facts) throw new Error(`pipeline ${job.pipelineId} of job ${job.id} is gone`);
	const { pipeline, project, siblings } = facts;
	const def = JSON.parse(job.definition) as Definition;
	const stages = JSON.parse(pipeline.stages) as string[];
	const needs = job.needs == null ? null : (JSON.parse(job.needs) as string[]);
	const upstream = siblings.filter((o) =>
		needs == null ? stages.indexOf(o.stage) < stages.indexOf(job.stage) : needs.includes(o.name),
	);
	const scope = { workspaceId: job.accountId };
	const [projectVars, arts, cloneToken] = await Promise.all([
		jobVariables(env, scope, project, { ref: pipeline.ref, refKind: pipeline.refKind, source: pipeline.source }),
		artifactsOfJobs(
			env,
			upstream.map((o) => o.id),
		),
		openCloneToken(env, project),
	]);
	const predefined = {
		...predefinedVariables({
			source: pipeline.source,
			ref: pipeline.ref,
			isTag: pipeline.refKind === "tag",
			sha: pipeline.sha,
			iid: pipeline.iid,
			defaultBranch: project.defaultBranch,
			projectPath: project.repoFullName,
		}),
		CI_JOB_ID: job.id,
		CI_JOB_NAME: job.name,
		CI_JOB_STAGE: job.stage,
		CI_PIPELINE_ID: pipeline.id,
		CI_PROJECT_ID: project.id,
	};
	const variables = byPrecedence([
		...plain(predefined),
		...plain(def.variables),
		...projectVars,
		...plain(JSON.parse(pipeline.variables) as Record<string, string>),
	]);
	return {
		id: job.id,
		token,
		name: job.name,
		stage: job.stage,
		pipelineId: pipeline.id,
		projectId: project.id,
		git: { repoUrl: cloneUrl(env, project.repoFullName, cloneToken), ref: pipeline.ref, sha: pipeline.sha },
		variables,
		steps: [
			{ name: "script", script: [...def.beforeScript, ...def.script], timeoutSeconds: def.timeoutSeconds },
			...(def.afterScript.length
				? [{ name: "after_script", script: def.afterScript, timeoutSeconds: AFTER_SCRIPT_TIMEOUT_S }]
				: []),
		],
		artifacts: def.artifacts ? { paths: def.artifacts.paths, expireIn: def.artifacts.expireIn } : null,
		dependencies: upstream.flatMap((o) =>
			(arts.get(o.id) ?? []).map((a) => ({
				jobId: o.id,
				name: o.name,
				artifactId: a.id,
				downloadUrl: `${base}/api/v1/runner/jobs/${job.id}/artifacts/${a.id}`,
			})),
		),
	};
}

const plain = (vars: Record<string, string>) =>
	Object.entries(vars).map(([key, value]) => ({ key, value, masked: false, fileType: false }));

/** One entry per key, the later source winning, in first-seen order. */
function byPrecedence<V extends { key: string }>(vars: V[]): V[] {
	const out = new Map<string, V>();
	for (const v of vars) out.set(v.key, v);
	return [...out.values()];
}
