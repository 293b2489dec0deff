import { z } from "@hono/zod-openapi";
import { singleLine } from "../../../platform/text";

// Spec 002 "Pipeline service" Project (issue 21): repoFullName, name, defaultBranch, configPath, cloneToken.

const REPO = "The repository at the code host, owner/name; unique among the workspace's projects";
const NAME = "Display name, one line of at most 100 characters";
const BRANCH = "The branch protected variables and the badge follow (default main)";
const CONFIG = "Path of the pipeline config inside the repository (default .pasar-ci.yml)";

/** GitHub's rules: owner 1–39 of letters, digits and single hyphens; repository 1–100 of letters, digits, . _ - */
const RepoFullName = z
	.string()
	.regex(
		/^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}\/(?!\.\.?$)[A-Za-z0-9._-]{1,100}$/,
		"owner/name, as the code host spells the repository",
	)
	.openapi({ description: REPO, example: "toko-maju/kasir" });
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

const VISIBILITY =
	"Who may open the pipeline and job pages: public (anyone, the badge's audience) or private (only holders of a view link, POST /pipelines/{id}/view-link)";
const Visibility = z.enum(["private", "public"]).openapi({ description: VISIBILITY });

export const CreateProject = z
	.strictObject({
		repoFullName: RepoFullName,
		name: singleLine(100, { trim: true }).openapi({ description: NAME }),
		defaultBranch: Branch.default("main").openapi({ description: BRANCH }),
		configPath: ConfigPath.default(".pasar-ci.yml").openapi({ description: CONFIG }),
		cloneToken: z
			.string()
			.min(1)
			.max(500)
			.nullable()
			.optional()
			.openapi({ description: "For private repositories; sealed at rest and never returned" }),
		visibility: Visibility.default("private"),
	})
	.openapi("CiCreateProject");

export const UpdateProject = z
	.strictObject({ visibility: Visibility.optional() })
	.openapi("CiUpdateProject", { description: "The fields to change; omitted ones keep their value" });
export type UpdateProjectBody = z.infer<typeof UpdateProject>;
export type CreateProjectBody = z.infer<typeof CreateProject>;

export const Project = z
	.object({
		id: z.string().openapi({ example: "proj_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		repoFullName: z.string().openapi({ description: REPO }),
		name: z.string().openapi({ description: NAME }),
		defaultBranch: z.string().openapi({ description: BRANCH }),
		configPath: z.string().openapi({ description: CONFIG }),
		hasCloneToken: z.boolean().openapi({ description: "Whether a clone token is stored (it is never returned)" }),
		webhookRegistered: z.boolean().openapi({
			description: "Whether the push + pull_request hook is registered at the code host (else see webhookError)",
		}),
		webhookError: z.string().nullable().openapi({ description: "Why the code host refused the hook, or null" }),
		webhookUrl: z.string().openapi({ description: "The intake the code host posts push and pull_request events to" }),
		badgeToken: z.string().openapi({ description: "The unguessable token in the public badge's URL" }),
		badgeUrl: z.string().openapi({ description: "The public SVG badge of the default branch's newest pipeline" }),
		badgeLinkUrl: z.string().openapi({
			description:
				"Where the badge links to: the page of the default branch's newest pipeline (302 from …/pipelines/latest)",
		}),
		badgeMarkdown: z.string().openapi({
			description: "A README snippet: the badge image linking to badgeLinkUrl",
			example:
				"[![pipeline](https://ci.example.com/api/v1/public/badges/Qm9rYVd4bEJhZGdlVG9rZW4x/pipeline.svg)](https://ci.example.com/p/proj_01JB4X6N0ZQ8K3C9W2T5V7R1MD/pipelines/latest)",
		}),
		visibility: Visibility,
		latestPipeline: z
			.object({
				id: z.string().openapi({ description: "The pipeline's id (pipe_…)" }),
				iid: z.number().int().openapi({ description: "Its number in the project (1, 2, 3…)" }),
				ref: z.string().openapi({ description: "The branch or tag it ran for" }),
				sha: z.string().openapi({ description: "The commit it ran" }),
				source: z.string().openapi({ description: "push, pull_request, manual or schedule" }),
				status: z.string().openapi({ description: "The pipeline's status" }),
				createdAt: z.string().openapi({ description: "When it was created (ISO 8601, UTC)" }),
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
