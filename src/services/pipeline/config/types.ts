// The parsed `.pasar-ci.yml` and what planning and status computation exchange. Pure data, no I/O.
import type { RuleExpr } from "./rules-ast";

export interface ConfigError {
	message: string;
	/** 1-based line in the config file. */
	line: number;
	/** 1-based column in the config file. */
	column: number;
}

export type JobWhen = "on_success" | "manual" | "always";
export type RuleWhen = JobWhen | "never";
export type WorkflowWhen = "always" | "never";

export interface Rule {
	/** The parsed `if:` (null when the rule has none). */
	if: RuleExpr | null;
	ifSource: string | null;
	/** Where the rule sits (`build:rules[0]`) and its line and column, for errors found while planning. */
	at: { where: string; line: number; column: number };
	/** `changes:` globs, kept as written (null when absent). */
	changes: string[] | null;
	when: RuleWhen | null;
	allowFailure: boolean | null;
}

export interface Need {
	job: string;
	optional: boolean;
}

export interface Artifacts {
	paths: string[];
	expireIn: string;
	expireInSeconds: number | null;
}

export interface JobConfig {
	name: string;
	stage: string;
	script: string[];
	beforeScript: string[];
	afterScript: string[];
	rules: Rule[] | null;
	when: JobWhen;
	/** null: not written, so the GitLab default applies (true for a job-level `when: manual`). */
	allowFailure: boolean | null;
	/** null: no `needs`, the job waits for every earlier stage. */
	needs: Need[] | null;
	artifacts: Artifacts | null;
	timeoutSeconds: number;
	retry: number;
	tags: string[];
	variables: Record<string, string>;
	line: number;
}

export interface CiConfig {
	stages: string[];
	variables: Record<string, string>;
	workflowRules: Rule[] | null;
	jobs: JobConfig[];
}

export type ParseResult = { ok: true; config: CiConfig } | { ok: false; errors: ConfigError[] };

export const MAX_CONFIG_BYTES = 256 * 1024;
export const MAX_JOBS = 200;
export const MAX_RETRY = 2;
export const DEFAULT_STAGES = ["build", "test", "deploy"];
export const DEFAULT_TIMEOUT_SECONDS = 3600;
export const MIN_TIMEOUT_SECONDS = 60;
export const MAX_TIMEOUT_SECONDS = 24 * 3600;
export const DEFAULT_EXPIRE_IN = "30 days";
export const MAX_EXTENDS_DEPTH = 11;
