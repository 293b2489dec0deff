import { z } from "@hono/zod-openapi";
import { FORMATS } from "./formats";

// Files (issue 24, extension): export and import of translation files.

/** The service's request-body cap (index.ts maxBodyBytes): a file can be no larger. */
export const MAX_CONTENT = 8 * 1024 * 1024;

const Format = z.enum(FORMATS).default("json-nested").openapi({
	description: "json-nested (dots in key names nest; default), json-flat, or xliff (1.2, source and target)",
});
const Namespace = z
	.string()
	.min(1)
	.max(100)
	.default("default")
	.openapi({ description: "A namespace of the project (default: default)" });

export const ExportQuery = z.object({
	locale: z
		.string()
		.min(1)
		.max(35)
		.openapi({ description: "The source locale (source texts) or a target (its current non-rejected values)" }),
	namespace: Namespace,
	format: Format,
});
export type ExportQueryT = z.infer<typeof ExportQuery>;

export const ImportFile = z
	.strictObject({
		locale: z.string().min(1).max(35).openapi({
			description: "The source locale (creates and updates keys) or an enabled target (writes translations)",
			example: "id",
		}),
		namespace: Namespace,
		format: Format,
		content: z.string().max(MAX_CONTENT).openapi({ description: "The file itself, as text" }),
		status: z.enum(["needs_review", "machine", "approved"]).default("needs_review").openapi({
			description: "Status of imported translations (a target locale); gated namespaces store machine as needs_review",
		}),
	})
	.openapi("LocImportFile");
export type ImportFileBody = z.infer<typeof ImportFile>;

export const ImportResult = z
	.object({
		created: z.number().int().openapi({ description: "Keys created (source locale)" }),
		updated: z
			.number()
			.int()
			.openapi({ description: "Keys whose source text changed or came back from the archive (source locale)" }),
		translations: z
			.number()
			.int()
			.openapi({ description: "Translations written (a target locale); unchanged ones are not" }),
		skipped: z
			.array(z.string())
			.openapi({ description: "Names in the file the project has no key for (a target locale)" }),
	})
	.openapi("LocImportResult");

export const FileDocument = {
	"application/json": {
		schema: z.record(z.string(), z.unknown()).openapi({ description: "json-nested or json-flat" }),
	},
	"application/x-xliff+xml": { schema: z.string().openapi({ description: "XLIFF 1.2" }) },
};
