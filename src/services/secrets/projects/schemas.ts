import { z } from "@hono/zod-openapi";
import { singleLine } from "../../../platform/text";
import { MAX_NAME_LENGTH } from "./domain/names";

export const Project = z
	.object({
		id: z.string(),
		name: z.string().openapi({ description: "The project's name as given when it was created." }),
		slug: z.string().openapi({
			description: "URL-safe name derived from `name` (at most 60 characters), unique in the workspace.",
		}),
		createdAt: z.string(),
		createdBy: z.string().openapi({ description: "API key id or JWT sub" }),
	})
	.openapi("SecretsProject");
export const Environment = z
	.object({
		id: z.string(),
		projectId: z.string().openapi({ description: "The project this environment belongs to." }),
		name: z.string().openapi({ description: "The environment's name as given (e.g. Production)." }),
		slug: z.string().openapi({
			description: "URL-safe name derived from `name` (at most 60 characters), unique in the project.",
		}),
		createdAt: z.string(),
	})
	.openapi("SecretsEnvironment");

export const NameBody = z.strictObject({
	name: singleLine(MAX_NAME_LENGTH, { trim: true }).openapi({
		description: `Display name, one line of at most ${MAX_NAME_LENGTH} characters (trimmed); the slug is derived from it.`,
	}),
});
export const ProjectParam = z.object({
	projectId: z
		.string()
		.min(1)
		.openapi({ param: { name: "projectId", in: "path" }, example: "proj_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
});
