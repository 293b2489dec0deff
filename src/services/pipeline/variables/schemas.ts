import { z } from "@hono/zod-openapi";
import { KEY_PATTERN, MAX_KEY_LENGTH, MAX_VALUE_LENGTH } from "./domain";

// Spec 002 "Pipeline service" Variable (issue 22): key, value, masked, protected, fileType. The masked
// rule needs both value and masked (and, on PATCH, the stored ones), so the verbs check it.

const Key = z
	.string()
	.min(1)
	.max(MAX_KEY_LENGTH)
	.regex(KEY_PATTERN, "a letter or _, then letters, digits or _")
	.openapi({
		description: "The variable's name, unique in the project: a letter or _, then letters, digits or _",
		example: "DEPLOY_TOKEN",
	});
// Multi-line values are fine (a certificate as a fileType variable); NUL cannot live in an environment.
const Value = z
	.string()
	.max(MAX_VALUE_LENGTH)
	.refine((v) => !v.includes("\u0000"), "must not contain NUL (U+0000)")
	.openapi({
		description: `At most ${MAX_VALUE_LENGTH} characters; sealed at rest and never returned (answers show valuePreview)`,
	});
const MASKED_NOTE =
	"The runner replaces the value with [MASKED] in the log. A masked value is at least 8 characters, one line, of the base64 alphabet (A-Z a-z 0-9 + / = - _) plus @ : . ~";
const PROTECTED_NOTE =
	"Only pipelines of the project's default branch get it (never pull_request pipelines), in rules and in jobs";
const FILE_NOTE = "The runner writes the value to a file and sets the variable to that file's path";

export const CreateVariable = z
	.strictObject({
		key: Key,
		value: Value,
		masked: z.boolean().default(false).openapi({ description: MASKED_NOTE }),
		protected: z.boolean().default(false).openapi({ description: PROTECTED_NOTE }),
		fileType: z.boolean().default(false).openapi({ description: FILE_NOTE }),
	})
	.openapi("CiCreateVariable");
export type CreateVariableBody = z.infer<typeof CreateVariable>;

export const UpdateVariable = z
	.strictObject({
		key: Key.optional(),
		value: Value.optional(),
		masked: z.boolean().optional().openapi({ description: MASKED_NOTE }),
		protected: z.boolean().optional().openapi({ description: PROTECTED_NOTE }),
		fileType: z.boolean().optional().openapi({ description: FILE_NOTE }),
	})
	.refine((b) => Object.values(b).some((v) => v !== undefined), "send at least one field")
	.openapi("CiUpdateVariable");
export type UpdateVariableBody = z.infer<typeof UpdateVariable>;

export const Variable = z
	.object({
		id: z.string().openapi({ example: "var_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		projectId: z.string().openapi({ description: "The project the variable belongs to" }),
		key: z.string().openapi({ description: "The variable's name" }),
		valuePreview: z.string().openapi({
			description: "**** and the value's last 4 characters (**** alone for a value of 4 characters or fewer)",
			example: "****a9Xz",
		}),
		masked: z.boolean().openapi({ description: MASKED_NOTE }),
		protected: z.boolean().openapi({ description: PROTECTED_NOTE }),
		fileType: z.boolean().openapi({ description: FILE_NOTE }),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("CiVariable");

export const VariablePath = z.object({
	id: z
		.string()
		.min(1)
		.max(64)
		.openapi({ param: { name: "id", in: "path" } }),
	varId: z
		.string()
		.min(1)
		.max(64)
		.openapi({ param: { name: "varId", in: "path" } }),
});
