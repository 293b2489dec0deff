// The `.pasar-ci.yml` subset: parsing, rules expressions, planning a run, job and pipeline status.
export { downstreamOf, JOB_FINISHED, PIPELINE_FINISHED, RETRYABLE, retriedStatus, UNFINISHED } from "./actions";
export { type ParseOptions, parseConfig } from "./parse";
export {
	type Plan,
	type PlanInput,
	type PlannedJob,
	planPipeline,
	predefinedVariables,
	type RunFacts,
	ruleVariables,
} from "./plan";
export type { Operand, Pattern, RuleExpr, RuleSyntaxError } from "./rules-ast";
export { evaluateRule, printRule, type Vars } from "./rules-eval";
export { parseRule, type RuleParse } from "./rules-parser";
export {
	type FlowJob,
	type JobMove,
	type JobStatus,
	nextJobStates,
	type PipelineStatus,
	pipelineStatus,
	type StatusJob,
} from "./status";
export * from "./types";
