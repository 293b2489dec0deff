import { z } from "@hono/zod-openapi";
import { Runner } from "../runners/schemas";

/** A JSON body the runner may leave out (the request is then as if `{}` was sent). */
const optionalJson = <T extends z.ZodType>(schema: T) => ({
	body: { content: { "application/json": { schema } }, required: false as const },
});

const About = z.string().trim().max(200).nullable().optional();
export const RegisterBody = optionalJson(
	z.strictObject({ name: About, version: About, platform: About }).openapi("CiRunnerRegister"),
);
export const RequestBody = optionalJson(
	z
		.strictObject({
			wait: z.number().int().min(0).max(30).default(30).openapi({ description: "Seconds to wait for a job (0–30)" }),
		})
		.openapi("CiJobRequest"),
);

export const UpdateBody = z
	.discriminatedUnion("state", [
		z.strictObject({ state: z.literal("running") }),
		z.strictObject({
			state: z.enum(["success", "failed"]),
			exitCode: z.number().int().min(-1).max(255).nullable().optional(),
			failureReason: z
				.enum(["script_failure", "job_execution_timeout", "runner_system_failure", "runner_lost", "unknown_failure"])
				.nullable()
				.optional(),
		}),
	])
	.openapi("CiJobUpdate");

export const RegisteredRunner = Runner.pick({
	id: true,
	description: true,
	tags: true,
	runUntagged: true,
	paused: true,
});

export const Artifact = z
	.object({
		id: z.string().openapi({ example: "art_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		fileName: z.string(),
		size: z.number().int(),
		sha256: z.string(),
		expireAt: z.string().nullable().openapi({ description: "null: kept (expire_in: never)" }),
		createdAt: z.string(),
	})
	.openapi("CiArtifact");

const Variable = z.object({ key: z.string(), value: z.string(), masked: z.boolean(), fileType: z.boolean() });
export const JobPayload = z
	.object({
		id: z.string(),
		token: z.string().openapi({ description: "cijt_…: this job's token for trace, state and artifacts" }),
		name: z.string(),
		stage: z.string(),
		pipelineId: z.string(),
		projectId: z.string(),
		git: z.object({ repoUrl: z.string(), ref: z.string(), sha: z.string() }),
		variables: z.array(Variable).openapi({ description: "predefined < config < project < pipeline, one per key" }),
		steps: z.array(
			z.object({
				name: z.enum(["script", "after_script"]),
				script: z.array(z.string()),
				timeoutSeconds: z.number().int(),
			}),
		),
		artifacts: z.object({ paths: z.array(z.string()), expireIn: z.string() }).nullable(),
		dependencies: z.array(
			z.object({ jobId: z.string(), name: z.string(), artifactId: z.string(), downloadUrl: z.string() }),
		),
	})
	.openapi("CiRunnerJob");
