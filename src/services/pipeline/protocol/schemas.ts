import { z } from "@hono/zod-openapi";
import { Runner } from "../runners/schemas";

/** A JSON body the runner may leave out (the request is then as if `{}` was sent). */
const optionalJson = <T extends z.ZodType>(schema: T) => ({
	body: { content: { "application/json": { schema } }, required: false as const },
});

const About = (what: string) =>
	z
		.string()
		.trim()
		.max(200)
		.nullable()
		.optional()
		.openapi({ description: `The runner's ${what}, shown on GET /runners (at most 200 characters)` });
export const RegisterBody = optionalJson(
	z
		.strictObject({ name: About("name"), version: About("version"), platform: About("platform (OS and architecture)") })
		.openapi("CiRunnerRegister"),
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
		z.strictObject({ state: z.literal("running").openapi({ description: "A keep-alive: the job is still running" }) }),
		z.strictObject({
			state: z.enum(["success", "failed"]).openapi({ description: "The attempt's result; it finishes the job" }),
			exitCode: z
				.number()
				.int()
				.min(-1)
				.max(255)
				.nullable()
				.optional()
				.openapi({ description: "The script's exit code (-1 when it did not run to an exit)" }),
			failureReason: z
				.enum(["script_failure", "job_execution_timeout", "runner_system_failure", "runner_lost", "unknown_failure"])
				.nullable()
				.optional()
				.openapi({ description: "Why it failed (default script_failure for failed)" }),
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
		fileName: z.string().openapi({ description: "The .tar.gz's file name as uploaded" }),
		size: z.number().int().openapi({ description: "Size in bytes" }),
		sha256: z.string().openapi({ description: "Hex SHA-256 of the file" }),
		expireAt: z.string().nullable().openapi({ description: "null: kept (expire_in: never)" }),
		createdAt: z.string(),
	})
	.openapi("CiArtifact");

const Variable = z.object({
	key: z.string().openapi({ description: "The variable's name" }),
	value: z.string().openapi({ description: "Its value, in clear for the runner" }),
	masked: z.boolean().openapi({ description: "Replace the value with [MASKED] in the log" }),
	fileType: z.boolean().openapi({ description: "Write the value to a file and set the variable to its path" }),
});
export const JobPayload = z
	.object({
		id: z.string(),
		token: z.string().openapi({ description: "cijt_…: this job's token for trace, state and artifacts" }),
		name: z.string().openapi({ description: "The job's name" }),
		stage: z.string().openapi({ description: "Its stage" }),
		pipelineId: z.string().openapi({ description: "Its pipeline" }),
		projectId: z.string().openapi({ description: "Its project" }),
		git: z
			.object({
				repoUrl: z.string().openapi({ description: "Clone URL, with the project's clone token when it has one" }),
				ref: z.string().openapi({ description: "The branch or tag" }),
				sha: z.string().openapi({ description: "The commit to check out" }),
			})
			.openapi({ description: "What to fetch and check out" }),
		variables: z.array(Variable).openapi({ description: "predefined < config < project < pipeline, one per key" }),
		steps: z
			.array(
				z.object({
					name: z
						.enum(["script", "after_script"])
						.openapi({ description: "script: before_script + script in one shell; after_script runs apart" }),
					script: z.array(z.string()).openapi({ description: "Shell lines, run in order" }),
					timeoutSeconds: z.number().int().openapi({ description: "The step's time limit in seconds" }),
				}),
			)
			.openapi({ description: "What to run, in order" }),
		artifacts: z
			.object({
				paths: z.array(z.string()).openapi({ description: "Globs of the files to upload after success" }),
				expireIn: z.string().openapi({ description: "The config's expire_in (e.g. 30 days, never)" }),
			})
			.nullable()
			.openapi({ description: "What to upload when the job succeeds; null: nothing" }),
		dependencies: z
			.array(
				z.object({
					jobId: z.string().openapi({ description: "The job that made the artifact" }),
					name: z.string().openapi({ description: "That job's name" }),
					artifactId: z.string().openapi({ description: "The artifact (art_…)" }),
					downloadUrl: z.string().openapi({ description: "GET it with this job's token" }),
				}),
			)
			.openapi({ description: "Artifacts of the jobs this one waits on, to unpack before the script" }),
	})
	.openapi("CiRunnerJob");
