import { z } from "@hono/zod-openapi";
import { singleLine } from "../../../platform/text";

// Spec 002 "Pipeline service" Project (issue 21): repoFullName, name, defaultBranch, configPath, cloneToken.

/** GitHub's rules: owner 1–39 of letters, digits and single hyphens; repository 1–100 of letters, digits, . _ - */
const RepoFullName = z
	.string()
	.regex(
		/^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}\/(?!\.\.?$)[A-Za-z0-9._-]{1,100}$/,
		"owner/name, as the code host spells the repository",
	)
	.openapi({ example: "toko-maju/kasir" });
/** A branch name git accepts (no spaces, `..`, control characters, leading `-` or trailing `/`, `.lock`). */
const Branch = z
	.string()
	.min(1)
	.max(255)
	.regex(/^(?!-|\/)(?!.*\.\.)(?!.*\/\/)(?!.*[/.]$)(?!.*\.lock$)[^\s~^:?*[\\\p{Cc}]+$/u, "a branch name git accepts");
const ConfigPath = z
	.string()
	.min(1)
	.max(255)
	.regex(/^(?!\/)(?!.*(?:^|\/)\.\.(?:\/|$))[^\p{Cc}\\]+$/u, "a path inside the repository");

export const CreateProject = z
	.strictObject({
		repoFullName: RepoFullName,
		name: singleLine(100, { trim: true }),
		defaultBranch: Branch.default("main"),
		configPath: ConfigPath.default(".pasar-ci.yml"),
		cloneToken: z
			.string()
			.min(1)
			.max(500)
			.nullable()
			.optional()
			.openapi({ description: "For private repositories; sealed at rest and never returned" }),
	})
	.openapi("CiCreateProject");
export type CreateProjectBody = z.infer<typeof CreateProject>;

export const Project = z
	.object({
		id: z.string().openapi({ example: "proj_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		repoFullName: z.string(),
		name: z.string(),
		defaultBranch: z.string(),
		configPath: z.string(),
		hasCloneToken: z.boolean(),
		webhookRegistered: z.boolean(),
		webhookError: z.string().nullable().openapi({ description: "Why the code host refused the hook, or null" }),
		webhookUrl: z.string().openapi({ description: "The intake the code host posts push and pull_request events to" }),
		badgeToken: z.string(),
		badgeUrl: z.string(),
		latestPipeline: z
			.object({
				id: z.string(),
				iid: z.number().int(),
				ref: z.string(),
				sha: z.string(),
				source: z.string(),
				status: z.string(),
				createdAt: z.string(),
			})
			.nullable()
			.openapi({ description: "The newest pipeline (any ref), or null" }),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("CiProject");
export const NewProject = Project.extend({
	webhookSecret: z.string().openapi({ description: "Signs the code host's deliveries; shown only here" }),
}).openapi("CiNewProject");
