// POST /projects/{id}/lint (issue 41): a `.pasar-ci.yml` checked without running it, by the parser and
// limits a run uses (parseConfig: the 256 KiB cap, 200 jobs, extends, rules, needs), then planned as a
// push to `ref` (default: the project's default branch) would be, with the project's variables. The
// config has no `include:` (the parser names it unsupported), so nothing is read from the code host.
import { consumeRate, rateLimited } from "../../../platform/ratelimit";
import { parseConfig, planPipeline, predefinedVariables } from "../config";
import { type CiCtx, type CiScope, notFound } from "../context";
import { getProject } from "../projects/store";
import { projectRuleVariables } from "../variables";
import { invalidAnswer, type LintAnswer, parsedAnswer } from "./summary";

/** Lints per workspace per minute: parsing is bounded, but a loop of 256 KiB files is not free. */
export const LINT_RATE_PER_MINUTE = 60;
/** The dry run's commit: a lint has none; rules on CI_COMMIT_SHA see this. */
const NO_SHA = "0".repeat(40);

export interface LintRequest {
	content: string;
	ref?: string;
}

export async function lintConfig(ctx: CiCtx, s: CiScope, projectId: string, req: LintRequest): Promise<LintAnswer> {
	const project = await getProject(ctx.env, s, projectId);
	if (!project) throw notFound("project");
	const rate = await consumeRate(ctx.env, `ci-lint:${s.workspaceId}`, LINT_RATE_PER_MINUTE);
	if (rate && !rate.allowed) throw rateLimited(rate, `At most ${LINT_RATE_PER_MINUTE} lints a minute per workspace`);
	const parsed = parseConfig(req.content);
	if (!parsed.ok) return invalidAnswer(parsed.errors);
	const ref = req.ref ?? project.defaultBranch;
	const facts = { ref, refKind: "branch", source: "push" as const };
	const projectVars = await projectRuleVariables(ctx.env, s, project, facts);
	const predefined = predefinedVariables({
		source: "push",
		ref,
		isTag: false,
		sha: NO_SHA,
		iid: 0,
		defaultBranch: project.defaultBranch,
		projectPath: project.repoFullName,
	});
	// No changed files are known: every `changes:` is true, as for a manual run.
	const plan = planPipeline(parsed.config, { predefined, project: projectVars, changedFiles: null });
	return parsedAnswer(parsed.config, ref, plan);
}
