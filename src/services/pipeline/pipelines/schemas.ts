import { z } from "@hono/zod-openapi";

// Spec 002 "Pipeline service" Pipeline and Job (issue 21).
const VarName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,127}$/, "a variable name: letters, digits and _");

export const RunPipeline = z
	.strictObject({
		ref: z.string().min(1).max(255).openapi({ description: "A branch, tag or commit sha", example: "main" }),
		variables: z
			.record(VarName, z.string().max(10_000))
			.refine((v) => Object.keys(v).length <= 100, "at most 100 variables")
			.optional(),
	})
	.openapi("CiRunPipeline");
export type RunPipelineBody = z.infer<typeof RunPipeline>;

export const Job = z
	.object({
		id: z.string().openapi({ example: "job_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		pipelineId: z.string(),
		name: z.string(),
		stage: z.string(),
		status: z.string(),
		when: z.string(),
		allowFailure: z.boolean(),
		needs: z.array(z.string()).nullable(),
		tags: z.array(z.string()),
		attempt: z.number().int(),
		runnerId: z.string().nullable(),
		exitCode: z.number().int().nullable(),
		failureReason: z.string().nullable(),
		startedAt: z.string().nullable(),
		finishedAt: z.string().nullable(),
		artifacts: z.array(z.unknown()),
	})
	.openapi("CiJob");

export const Pipeline = z
	.object({
		id: z.string().openapi({ example: "pipe_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		iid: z.number().int().openapi({ description: "1, 2, 3… per project" }),
		projectId: z.string(),
		ref: z.string(),
		sha: z.string(),
		source: z.enum(["push", "pull_request", "manual", "schedule"]),
		status: z.string(),
		stages: z.array(z.string()),
		jobs: z.array(Job).openapi({ description: "The latest attempt of each job" }),
		configErrors: z.array(z.object({ message: z.string(), line: z.number().int(), column: z.number().int() })),
		variables: z.record(z.string(), z.string()),
		createdAt: z.string(),
		updatedAt: z.string(),
		finishedAt: z.string().nullable(),
	})
	.openapi("CiPipeline");
