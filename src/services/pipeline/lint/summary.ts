// What a lint answers about a config that parsed: its stages in order and each job's stage, needs,
// when and rules, as written (extends and default merged in), plus the dry run at a ref. Pure.
import { type CiConfig, type ConfigError, type JobConfig, type Plan, printRule, type Rule } from "../config";

export interface LintRule {
	if: string | null;
	changes: string[] | null;
	when: string | null;
	allowFailure: boolean | null;
}

export interface LintJob {
	name: string;
	stage: string;
	when: string;
	allowFailure: boolean;
	needs: Array<{ job: string; optional: boolean }> | null;
	rules: LintRule[] | null;
	tags: string[];
	line: number;
}

export interface DryRun {
	ref: string;
	created: boolean;
	reason: string | null;
	jobs: Array<{ name: string; stage: string; when: string; allowFailure: boolean; needs: string[] | null }>;
}

export interface LintAnswer {
	valid: boolean;
	errors: ConfigError[];
	stages: string[];
	jobs: LintJob[];
	dryRun: DryRun | null;
}

/** A config that did not parse: its errors only (nothing else is known for certain). */
export const invalidAnswer = (errors: ConfigError[]): LintAnswer => ({
	valid: false,
	errors,
	stages: [],
	jobs: [],
	dryRun: null,
});

// The expression as parsed (normalised), so a reader sees how the parser grouped it.
const ruleOf = (r: Rule): LintRule => ({
	if: r.if ? printRule(r.if) : r.ifSource,
	changes: r.changes,
	when: r.when,
	allowFailure: r.allowFailure,
});

export const jobOf = (j: JobConfig): LintJob => ({
	name: j.name,
	stage: j.stage,
	when: j.when,
	// The GitLab default the run applies when the job does not say: a job-level manual may fail.
	allowFailure: j.allowFailure ?? j.when === "manual",
	needs: j.needs?.map((n) => ({ job: n.job, optional: n.optional })) ?? null,
	rules: j.rules?.map(ruleOf) ?? null,
	tags: j.tags,
	line: j.line,
});

/**
 * The answer for a parsed config and its plan at `ref`. A rule the run could not evaluate (a pattern
 * over the RE2 limits) fails the run with configErrors, so it makes the lint invalid too.
 */
export function parsedAnswer(config: CiConfig, ref: string, plan: Plan): LintAnswer {
	const errors = !plan.created && plan.errors ? plan.errors : [];
	const dryRun: DryRun = plan.created
		? {
				ref,
				created: true,
				reason: null,
				jobs: plan.jobs.map((j) => ({
					name: j.name,
					stage: j.stage,
					when: j.when,
					allowFailure: j.allowFailure,
					needs: j.needs,
				})),
			}
		: { ref, created: false, reason: plan.reason, jobs: [] };
	return { valid: errors.length === 0, errors, stages: config.stages, jobs: config.jobs.map(jobOf), dryRun };
}
