import { z } from "@hono/zod-openapi";
import { singleLine } from "../../../platform/text";
import { MAX_NAME_LENGTH } from "./domain/names";

export const Project = z
	.object({
		id: z.string(),
		name: z.string(),
		slug: z.string(),
		createdAt: z.string(),
		createdBy: z.string().openapi({ description: "API key id or JWT sub" }),
	})
	.openapi("SecretsProject");
export const Environment = z
	.object({ id: z.string(), projectId: z.string(), name: z.string(), slug: z.string(), createdAt: z.string() })
	.openapi("SecretsEnvironment");

export const NameBody = z.strictObject({ name: singleLine(MAX_NAME_LENGTH, { trim: true }) });
export const ProjectParam = z.object({
	projectId: z
		.string()
		.min(1)
		.openapi({ param: { name: "projectId", in: "path" }, example: "proj_01J..." }),
});
