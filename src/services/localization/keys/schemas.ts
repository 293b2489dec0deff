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
const FILE = "Source file that uses the key (a path as your code base names it)";
const LINE = "Line in that file";
const Usage = z.strictObject({
	file: z.string().min(1).max(500).openapi({ description: FILE }),
	line: z.number().int().min(0).max(10_000_000).openapi({ description: LINE }),
});
const KEY_NAME = "The key's name, unique in its namespace (e.g. cart.items)";
const SOURCE = "The source-locale text, an ICU MessageFormat message";

export const KeyInput = z
	.strictObject({
		namespace: z
			.string()
			.min(1)
			.max(100)
			.refine((v) => ![...v].some((ch) => ch.charCodeAt(0) < 32), "must not contain control characters")
			.default("default")
			.openapi({ description: "An existing namespace of the project (422 otherwise)" }),
		name: z.string().min(1).max(MAX_KEY_NAME).openapi({ description: KEY_NAME, example: "cart.items" }),
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
		keys: z
			.array(KeyInput)
			.max(MAX_KEYS_PER_PUT)
			.openapi({
				description: `Keys to create or update by (namespace, name), at most ${MAX_KEYS_PER_PUT}; a key left out is kept unless prune`,
			}),
		prune: z
			.boolean()
			.default(false)
			.openapi({ description: "Archive the live keys of the payload's namespaces that the payload does not name" }),
	})
	.openapi("LocPutKeys");
export type PutKeysBody = z.infer<typeof PutKeys>;

export const PutKeysResult = z
	.object({
		created: z.number().int().openapi({ description: "Keys that did not exist" }),
		updated: z.number().int().openapi({ description: "Changed or un-archived keys" }),
		unchanged: z.number().int().openapi({ description: "Keys sent exactly as stored" }),
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
			.optional()
			.openapi({
				description: "A screenshot showing the key in use for translators (http(s), ≤ 2,000); null clears it",
			}),
	})
	.openapi("LocPatchKey");
export type PatchKeyBody = z.infer<typeof PatchKey>;

export const Placeholder = z
	.object({
		name: z.string().openapi({ description: "The argument or tag name as written in the source ({count} → count)" }),
		type: z.enum(["argument", "number", "date", "time", "select", "tag"]).openapi({
			description:
				"argument: {x}; number: {x, number} or a plural; date, time: {x, date|time}; select: {x, select, …}; tag: <x>…</x>",
		}),
	})
	.openapi("LocPlaceholder", { description: "A placeholder the source text holds; translations must keep them all" });

export const LengthWarning = z
	.object({
		maxLength: z.number().int().openapi({ description: "The key's maxLength when the value was saved" }),
		length: z.number().int().openapi({ description: "The value's display length in graphemes (longest branch)" }),
	})
	.openapi("LocLengthWarning", { description: "The value's display length is over the key's maxLength" });

export const Translation = z
	.object({
		id: z.string().openapi({ example: "tr_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		keyId: z.string().openapi({ description: "The key translated" }),
		projectId: z.string().openapi({ description: "The key's project" }),
		locale: z.string().openapi({ description: "The target locale of the value" }),
		value: z.string().openapi({ description: "The translation, an ICU message with the source's placeholders" }),
		status: z.enum(["needs_review", "machine", "approved", "rejected"]).openapi({
			description:
				"needs_review: written, waiting for review; machine: machine-translated; approved: reviewed and accepted; rejected: sent back (not shipped)",
		}),
		lengthWarning: LengthWarning.nullable(),
		reviewer: z
			.object({
				by: z.string().openapi({ description: "The API key id that approved or rejected it" }),
				at: z.string().openapi({ description: "When (ISO 8601, UTC)" }),
			})
			.nullable()
			.openapi({ description: "Who reviewed the value and when; null until reviewed" }),
		rejectReason: z.string().nullable().openapi({ description: "Why it was rejected; null unless rejected" }),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("LocTranslation");

export const Key = z
	.object({
		id: z.string().openapi({ example: "str_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		projectId: z.string().openapi({ description: "The key's project" }),
		namespace: z.string().openapi({ description: "The namespace the key belongs to" }),
		name: z.string().openapi({ description: KEY_NAME }),
		sourceText: z.string().openapi({ description: SOURCE }),
		placeholders: z.array(Placeholder).openapi({ description: "Derived from sourceText on the server" }),
		description: z.string().nullable().openapi({ description: "A note for translators; null if none" }),
		maxLength: z.number().int().nullable().openapi({ description: "Display length limit in graphemes; null if none" }),
		context: z
			.array(
				z.object({
					file: z.string().openapi({ description: FILE }),
					line: z.number().int().openapi({ description: LINE }),
				}),
			)
			.openapi({ description: "Where the key is used ([] when unknown)" }),
		screenshotUrl: z.string().nullable().openapi({ description: "A screenshot of the key in use; null if none" }),
		archived: z.boolean().openapi({
			description: "Archived keys are left out of releases and stats; a PUT naming the key again revives it",
		}),
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
