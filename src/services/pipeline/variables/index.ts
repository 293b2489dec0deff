// The variables feature's face for the rest of the service: what a pipeline's rules see (pipelines)
// and what a job is handed (the runner protocol). Both apply the same protected rule (domain.ts).
import type { Env } from "../../../env";
import type { CiScope } from "../context";
import { type PipelineFacts, visibleTo } from "./domain";
import { openValue, projectVariables } from "./store";

export { MAX_VARIABLES_PER_PROJECT, maskedValueError, seesProtected, valuePreview } from "./domain";

export interface JobVariable {
	key: string;
	value: string;
	masked: boolean;
	fileType: boolean;
}

/**
 * A project's variables as a pipeline of `pipeline.ref` from `pipeline.source` may see them,
 * decrypted, by key: protected ones only on the default branch (a branch, not a tag of that name) and
 * never for pull_request. One query.
 */
export async function jobVariables(
	env: Env,
	scope: CiScope,
	project: { id: string; defaultBranch: string },
	pipeline: PipelineFacts,
): Promise<JobVariable[]> {
	const rows = visibleTo(await projectVariables(env, scope, project.id), project.defaultBranch, pipeline);
	return Promise.all(
		rows.map(async (r) => ({ key: r.key, value: await openValue(env, r), masked: !!r.masked, fileType: !!r.fileType })),
	);
}

/** The same variables as the key → value map planPipeline's `project` layer takes (rules see them). */
export async function projectRuleVariables(
	env: Env,
	scope: CiScope,
	project: { id: string; defaultBranch: string },
	pipeline: PipelineFacts,
): Promise<Record<string, string>> {
	const vars = await jobVariables(env, scope, project, pipeline);
	return Object.fromEntries(vars.map((v) => [v.key, v.value]));
}

/**
 * The values of every masked variable of the project, protected or not (masking more than a job saw
 * is harmless): what the trace path replaces with [MASKED] before the log stores it (issue 41).
 */
export async function maskedValues(env: Env, scope: CiScope, projectId: string): Promise<string[]> {
	const rows = (await projectVariables(env, scope, projectId)).filter((r) => r.masked);
	return Promise.all(rows.map((r) => openValue(env, r)));
}
