// Which jobs a run gets: workflow rules decide whether there is a pipeline, then each job's rules
// (first match wins) its `when` and allow_failure. Variable precedence, lowest first: predefined,
// config `variables`, project variables, pipeline variables.

import { globMatches } from "./glob";
import { evaluateRule, type Vars } from "./rules-eval";
import { RegexMeter } from "./rules-regex";
import type { Artifacts, CiConfig, ConfigError, JobConfig, JobWhen, Rule } from "./types";

export interface PlanInput {
	predefined?: Record<string, string>;
	project?: Record<string, string>;
	pipeline?: Record<string, string>;
	/** Files the push changed; null or absent (manual, schedule runs) makes every `changes:` true. */
	changedFiles?: string[] | null;
}

export interface PlannedJob {
	name: string;
	stage: string;
	when: JobWhen;
	allowFailure: boolean;
	/** null: the job waits for every earlier stage. */
	needs: string[] | null;
	tags: string[];
	script: string[];
	beforeScript: string[];
	afterScript: string[];
	/** The config's `variables` under the job's own. */
	variables: Record<string, string>;
	timeoutSeconds: number;
	retry: number;
	artifacts: Artifacts | null;
}

/**
 * `errors`: a rule could not be evaluated (a pattern RE2 refuses, or over the matching limits); the
 * run is a failed pipeline with these configErrors rather than no pipeline.
 */
export type Plan =
	| { created: false; reason: string; errors?: ConfigError[] }
	| { created: true; stages: string[]; jobs: PlannedJob[] };

export interface RunFacts {
	source: "push" | "pull_request" | "manual" | "schedule";
	/** Branch or tag name. */
	ref: string;
	isTag: boolean;
	sha: string;
	iid: number;
	defaultBranch: string;
	projectPath?: string;
}

/** The CI_* variables of a run. */
export function predefinedVariables(f: RunFacts): Record<string, string> {
	const out: Record<string, string> = {
		CI: "true",
		CI_PIPELINE_SOURCE: f.source,
		CI_COMMIT_REF_NAME: f.ref,
		CI_COMMIT_SHA: f.sha,
		CI_COMMIT_SHORT_SHA: f.sha.slice(0, 8),
		CI_PIPELINE_IID: String(f.iid),
		CI_DEFAULT_BRANCH: f.defaultBranch,
	};
	if (f.isTag) out.CI_COMMIT_TAG = f.ref;
	else out.CI_COMMIT_BRANCH = f.ref;
	if (f.projectPath) out.CI_PROJECT_PATH = f.projectPath;
	return out;
}

export function ruleVariables(config: CiConfig, input: PlanInput): Record<string, string> {
	return { ...input.predefined, ...config.variables, ...input.project, ...input.pipeline };
}

/** Thrown out of the planning walk by the first rule whose pattern could not run. */
class RuleFault {
	constructor(readonly error: ConfigError) {}
}

function matcher(vars: Vars, changed: string[] | null | undefined) {
	const meter = new RegexMeter();
	const check = (rule: Rule, key: "if" | "changes") => {
		if (!meter.fault) return;
		const { where, line, column } = rule.at;
		throw new RuleFault({ message: `${where}:${key}: ${meter.fault.message}`, line, column });
	};
	const changedMatch = (rule: Rule, globs: string[], files: string[]) => {
		const hit = files.some((f) => globs.some((g) => globMatches(g, f, meter)));
		check(rule, "changes");
		return hit;
	};
	return (rule: Rule): boolean => {
		const hit = rule.if === null || evaluateRule(rule.if, vars, meter);
		check(rule, "if");
		return hit && (rule.changes === null || changed == null || changedMatch(rule, rule.changes, changed));
	};
}

export function planPipeline(config: CiConfig, input: PlanInput = {}): Plan {
	try {
		return plan(config, input);
	} catch (e) {
		if (!(e instanceof RuleFault)) throw e;
		return { created: false, reason: e.error.message, errors: [e.error] };
	}
}

function plan(config: CiConfig, input: PlanInput): Plan {
	const vars = ruleVariables(config, input);
	const matches = matcher(vars, input.changedFiles);
	if (config.workflowRules) {
		const i = config.workflowRules.findIndex(matches);
		if (i < 0) return { created: false, reason: "no workflow rule matched this run" };
		if (config.workflowRules[i].when === "never")
			return { created: false, reason: `workflow:rules[${i}] excludes this run (when: never)` };
	}
	const kept: PlannedJob[] = [];
	for (const job of config.jobs) {
		const planned = planJob(job, config, matches);
		if (planned) kept.push(planned);
	}
	if (!kept.length) return { created: false, reason: "no job's rules matched this run" };
	const names = new Set(kept.map((j) => j.name));
	for (const job of kept) {
		const src = config.jobs.find((j) => j.name === job.name)!;
		if (!src.needs) continue;
		const missing = src.needs.find((n) => !n.optional && !names.has(n.job));
		if (missing)
			return { created: false, reason: `"${job.name}" needs "${missing.job}", which is not in this pipeline` };
		job.needs = src.needs.filter((n) => names.has(n.job)).map((n) => n.job);
	}
	const stages = config.stages.filter((s) => kept.some((j) => j.stage === s));
	return { created: true, stages, jobs: kept };
}

function planJob(job: JobConfig, config: CiConfig, matches: (rule: Rule) => boolean): PlannedJob | null {
	let when: JobWhen = job.when;
	// GitLab: a job-level `when: manual` may fail without blocking; a rule's `manual` blocks.
	let allowFailure = job.allowFailure ?? job.when === "manual";
	if (job.rules) {
		const rule = job.rules.find(matches);
		if (!rule || rule.when === "never") return null;
		if (rule.when) {
			when = rule.when;
			allowFailure = job.allowFailure ?? false;
		}
		if (rule.allowFailure !== null) allowFailure = rule.allowFailure;
	}
	return {
		name: job.name,
		stage: job.stage,
		when,
		allowFailure,
		needs: null,
		tags: job.tags,
		script: job.script,
		beforeScript: job.beforeScript,
		afterScript: job.afterScript,
		variables: { ...config.variables, ...job.variables },
		timeoutSeconds: job.timeoutSeconds,
		retry: job.retry,
		artifacts: job.artifacts,
	};
}
