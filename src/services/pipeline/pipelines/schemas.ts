import { z } from "@hono/zod-openapi";
import { CommitStatus } from "../statuses";

// Spec 002 "Pipeline service" Pipeline and Job (issue 21).
const VarName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,127}$/, "a variable name: letters, digits and _");

export const RunPipeline = z
	.strictObject({
		ref: z.string().min(1).max(255).openapi({ description: "A branch, tag or commit sha", example: "main" }),
		variables: z
			.record(VarName, z.string().max(10_000))
			.refine((v) => Object.keys(v).length <= 100, "at most 100 variables")
			.optional()
			.openapi({ description: "Up to 100 variables for this run's jobs; they win over project and config variables" }),
	})
	.openapi("CiRunPipeline");
export type RunPipelineBody = z.infer<typeof RunPipeline>;

export const Job = z
	.object({
		id: z.string().openapi({ example: "job_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		pipelineId: z.string().openapi({ description: "The pipeline the job belongs to" }),
		name: z.string().openapi({ description: "The job's name in the config" }),
		stage: z.string().openapi({ description: "The stage it runs in" }),
		status: z.string().openapi({
			description: "created, pending or manual, running, then success, failed or canceled; or skipped",
		}),
		when: z.string().openapi({ description: "The config's when: on_success, manual or always" }),
		allowFailure: z.boolean().openapi({ description: "A failure of this job does not fail the pipeline" }),
		needs: z
			.array(z.string())
			.nullable()
			.openapi({ description: "Jobs it waits for; null: every job of the earlier stages; []: none" }),
		tags: z.array(z.string()).openapi({ description: "A runner must have every one of these tags to take it" }),
		attempt: z.number().int().openapi({ description: "1 for the first run, +1 for each retry" }),
		runnerId: z.string().nullable().openapi({ description: "The runner that took it; null before" }),
		exitCode: z.number().int().nullable().openapi({ description: "The script's exit code; null until it finished" }),
		failureReason: z.string().nullable().openapi({
			description:
				"Why it failed: script_failure, job_execution_timeout, runner_system_failure, runner_lost or unknown_failure; null otherwise",
		}),
		startedAt: z.string().nullable().openapi({ description: "When a runner took it; null before" }),
		finishedAt: z.string().nullable().openapi({ description: "When it finished; null before" }),
		artifacts: z.array(z.unknown()).openapi({ description: "Its unexpired artifacts (CiArtifact)" }),
	})
	.openapi("CiJob");

export const Pipeline = z
	.object({
		id: z.string().openapi({ example: "pipe_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		iid: z.number().int().openapi({ description: "1, 2, 3… per project" }),
		projectId: z.string().openapi({ description: "The project" }),
		ref: z.string().openapi({ description: "The branch or tag the pipeline ran for (short name)" }),
		sha: z.string().openapi({ description: "The commit it ran" }),
		source: z
			.enum(["push", "pull_request", "manual", "schedule"])
			.openapi({ description: "What started it: a push, a pull request, a manual run or a schedule" }),
		status: z.string().openapi({
			description:
				"Derived from the latest job attempts: skipped, running, pending, manual, failed, canceled or success",
		}),
		stages: z.array(z.string()).openapi({ description: "The config's stages, in order" }),
		jobs: z.array(Job).openapi({ description: "The latest attempt of each job" }),
		configErrors: z
			.array(
				z.object({
					message: z.string().openapi({ description: "What is wrong with the config" }),
					line: z.number().int().openapi({ description: "1-based line in the config file" }),
					column: z.number().int().openapi({ description: "1-based column" }),
				}),
			)
			.openapi({ description: "Why the config did not parse (the pipeline is failed with no jobs); [] otherwise" }),
		variables: z.record(z.string(), z.string()).openapi({ description: "The variables the run or schedule was given" }),
		commitStatus: CommitStatus,
		createdAt: z.string(),
		updatedAt: z.string(),
		finishedAt: z.string().nullable().openapi({ description: "When it finished; null while unfinished" }),
	})
	.openapi("CiPipeline");
