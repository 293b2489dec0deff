import { z } from "@hono/zod-openapi";
import {
	MAX_CONTEXT,
	MAX_DESCRIPTION,
	MAX_KEY_NAME,
	MAX_KEYS_PER_PUT,
	MAX_LENGTH_LIMIT,
	MAX_SOURCE_TEXT,
} from "./domain";

// Spec 002 "Localization service" Key (issue 23): namespace, name, sourceText (ICU), description,
// maxLength, context (usages of file and line), screenshotUrl; placeholders derived on the server.

const MaxLength = z.number().int().min(1).max(MAX_LENGTH_LIMIT).openapi({
	description: "Display length limit in graphemes (longest branch); over it a translation is saved with lengthWarning",
});
const Description = z.string().max(MAX_DESCRIPTION).openapi({ description: "A note for translators" });
const Usage = z.strictObject({ file: z.string().min(1).max(500), line: z.number().int().min(0).max(10_000_000) });

export const KeyInput = z
	.strictObject({
		namespace: z
			.string()
			.min(1)
			.max(100)
			.refine((v) => ![...v].some((ch) => ch.charCodeAt(0) < 32), "must not contain control characters")
			.default("default")
			.openapi({ description: "An existing namespace of the project (422 otherwise)" }),
		name: z.string().min(1).max(MAX_KEY_NAME).openapi({ example: "cart.items" }),
		sourceText: z
			.string()
			.max(MAX_SOURCE_TEXT)
			.openapi({ example: "{count, plural, one {# item} other {# items}}", description: "ICU MessageFormat" }),
		description: Description.nullable().optional(),
		maxLength: MaxLength.nullable().optional(),
		context: z
			.array(Usage)
			.max(MAX_CONTEXT)
			.nullable()
			.optional()
			.openapi({ description: "Where the key is used: [{file, line}]" }),
	})
	.openapi("LocKeyInput");
export type KeyInputBody = z.infer<typeof KeyInput>;

export const PutKeys = z
	.strictObject({
		keys: z.array(KeyInput).max(MAX_KEYS_PER_PUT),
		prune: z
			.boolean()
			.default(false)
			.openapi({ description: "Archive the live keys of the payload's namespaces that the payload does not name" }),
	})
	.openapi("LocPutKeys");
export type PutKeysBody = z.infer<typeof PutKeys>;

export const PutKeysResult = z
	.object({
		created: z.number().int(),
		updated: z.number().int().openapi({ description: "Changed or un-archived keys" }),
		unchanged: z.number().int(),
		archived: z.number().int().openapi({ description: "Keys archived by prune" }),
	})
	.openapi("LocPutKeysResult");

export const PatchKey = z
	.strictObject({
		description: Description.nullable().optional(),
		maxLength: MaxLength.nullable().optional(),
		screenshotUrl: z
			.string()
			.max(2000)
			.url()
			.refine((u) => /^https?:\/\//i.test(u), "must be an http or https URL")
			.nullable()
			.optional(),
	})
	.openapi("LocPatchKey");
export type PatchKeyBody = z.infer<typeof PatchKey>;

export const Placeholder = z
	.object({ name: z.string(), type: z.enum(["argument", "number", "date", "time", "select", "tag"]) })
	.openapi("LocPlaceholder");

export const LengthWarning = z
	.object({ maxLength: z.number().int(), length: z.number().int() })
	.openapi("LocLengthWarning", { description: "The value's display length is over the key's maxLength" });

export const Translation = z
	.object({
		id: z.string().openapi({ example: "tr_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		keyId: z.string(),
		projectId: z.string(),
		locale: z.string(),
		value: z.string(),
		status: z.enum(["needs_review", "machine", "approved", "rejected"]),
		lengthWarning: LengthWarning.nullable(),
		reviewer: z.object({ by: z.string(), at: z.string() }).nullable(),
		rejectReason: z.string().nullable(),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("LocTranslation");

export const Key = z
	.object({
		id: z.string().openapi({ example: "str_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		projectId: z.string(),
		namespace: z.string(),
		name: z.string(),
		sourceText: z.string(),
		placeholders: z.array(Placeholder),
		description: z.string().nullable(),
		maxLength: z.number().int().nullable(),
		context: z.array(z.object({ file: z.string(), line: z.number().int() })),
		screenshotUrl: z.string().nullable(),
		archived: z.boolean(),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("LocKey");

export const KeyWithTranslation = Key.extend({
	translation: Translation.nullable()
		.optional()
		.openapi({ description: "With ?locale: that locale's translation or null" }),
}).openapi("LocKeyListEntry");

const bool = z
	.enum(["true", "false", "1", "0"])
	.transform((v) => v === "true" || v === "1")
	.default(false);

export const ListKeysQuery = z.object({
	limit: z.coerce
		.number()
		.int()
		.min(1)
		.max(100)
		.default(20)
		.openapi({ param: { name: "limit", in: "query" } }),
	cursor: z.string().max(500).optional(),
	namespace: z.string().min(1).max(100).optional(),
	q: z
		.string()
		.min(1)
		.max(200)
		.optional()
		.openapi({ description: "Name or source text contains (ASCII case-insensitive)" }),
	archived: bool.openapi({ description: "true lists archived keys only; false (default) live keys only" }),
	locale: z.string().max(35).optional().openapi({ description: "A target locale: rows carry its translation" }),
	status: z
		.enum(["missing", "needs_review", "machine", "approved", "rejected"])
		.optional()
		.openapi({ description: "Needs locale; missing = no translation or a rejected one" }),
});
export type ListKeysQueryT = z.infer<typeof ListKeysQuery>;

export const KeyIdParam = z.object({
	keyId: z
		.string()
		.min(1)
		.max(64)
		.openapi({ param: { name: "keyId", in: "path" } }),
});
