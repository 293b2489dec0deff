import { z } from "@hono/zod-openapi";
import { LocaleTag } from "../projects";

// Spec 002 "Localization service" Release (issue 23): id, locale, contentHash, keyCount, createdBy,
// createdAt, frozen catalog; plus pull and check.

export const Catalog = z
	.record(z.string(), z.record(z.string(), z.string()))
	.openapi("LocCatalog", { description: "{namespace: {name: ICU message}}", example: { default: { hello: "Halo" } } });

export const CreateRelease = z
	.strictObject({
		locale: LocaleTag.openapi({ description: "The source locale or an enabled target (422 otherwise)" }),
	})
	.openapi("LocCreateRelease");

export const Release = z
	.object({
		id: z.string().openapi({ example: "rel_01JABCDEF0123456789ABCDEFG" }),
		projectId: z.string(),
		locale: z.string(),
		contentHash: z.string().openapi({ description: "hex SHA-256 of the catalogue's canonical JSON" }),
		keyCount: z.number().int(),
		createdBy: z.string().nullable(),
		createdAt: z.string(),
	})
	.openapi("LocRelease");

export const CreatedRelease = Release.extend({
	unchanged: z.boolean().openapi({ description: "true: the content equals the locale's latest release, answered" }),
}).openapi("LocCreatedRelease");

export const ReleaseDetail = Release.extend({ catalog: Catalog }).openapi("LocReleaseDetail");

const Ref = z.object({ id: z.string(), contentHash: z.string() });
export const ReleaseDiff = z
	.object({
		a: Ref,
		b: Ref,
		added: z.array(z.object({ key: z.string(), value: z.string() })),
		removed: z.array(z.object({ key: z.string(), value: z.string() })),
		changed: z.array(z.object({ key: z.string(), from: z.string(), to: z.string() })),
	})
	.openapi("LocReleaseDiff", { description: "From a to b; keys as namespace:name, sorted" });

export const ReleasesQuery = z.object({
	locale: LocaleTag.optional(),
	limit: z.coerce.number().int().min(1).max(100).default(20),
	cursor: z.string().max(500).optional(),
});

const PulledLocale = z.object({
	releaseId: z.string().nullable(),
	contentHash: z.string().nullable(),
	catalog: Catalog.nullable(),
});
export const Pull = z
	.object({
		sourceLocale: z.string(),
		source: Catalog.openapi({ description: "The source text of every live key" }),
		locales: z.record(z.string(), PulledLocale).openapi({
			description:
				"Every enabled target: its latest release; unreleased ones are null, or with draft=true built now (releaseId null)",
		}),
		fallbacks: z.record(z.string(), z.string()).openapi({
			description: "Each enabled target's effective fallback (a disabled fallback is skipped to its own)",
		}),
		pseudo: z.object({ locale: z.literal("en-XA"), catalog: Catalog }).nullable(),
	})
	.openapi("LocPull");

const CheckEntry = z.object({
	type: z.string(),
	key: z.string().openapi({ description: "namespace:name" }),
	locale: z.string(),
	message: z.string(),
});
export const CheckReport = z
	.object({
		ok: z.boolean().openapi({ description: "No errors (warnings allowed)" }),
		errors: z.array(CheckEntry).openapi({ description: "missing_key, placeholder_mismatch" }),
		warnings: z.array(CheckEntry).openapi({ description: "length_overflow, glossary_violation, unreviewed" }),
		stats: z.object({
			keys: z.number().int(),
			locales: z.number().int(),
			errors: z.number().int(),
			warnings: z.number().int(),
			byType: z.record(z.string(), z.number().int()),
		}),
	})
	.openapi("LocCheckReport");
