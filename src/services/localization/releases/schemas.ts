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
		projectId: z.string().openapi({ description: "The released project" }),
		locale: z.string().openapi({ description: "The locale released (the source locale or a target)" }),
		contentHash: z.string().openapi({ description: "hex SHA-256 of the catalogue's canonical JSON" }),
		keyCount: z.number().int().openapi({ description: "Messages in the frozen catalogue" }),
		createdBy: z.string().nullable().openapi({ description: "The API key that made the release; null if unknown" }),
		createdAt: z.string(),
	})
	.openapi("LocRelease");

export const CreatedRelease = Release.extend({
	unchanged: z.boolean().openapi({ description: "true: the content equals the locale's latest release, answered" }),
}).openapi("LocCreatedRelease");

export const ReleaseDetail = Release.extend({ catalog: Catalog }).openapi("LocReleaseDetail");

// Spec 002 names the pair "(id, hash)"; contentHash is the same value under the Release's own name.
const Ref = z.object({
	id: z.string().openapi({ description: "The release's id" }),
	hash: z.string().openapi({
		description: "Its catalogue's hash: hex SHA-256 of the catalogue as canonical JSON (keys sorted, no whitespace)",
	}),
	contentHash: z.string().openapi({ description: "The same hash under the Release's field name" }),
});
const DIFF_KEY = "namespace:name of the message";
const Entry = z.object({
	key: z.string().openapi({ description: DIFF_KEY }),
	value: z.string().openapi({ description: "The message" }),
});
export const ReleaseDiff = z
	.object({
		a: Ref.openapi({ description: "The release compared from" }),
		b: Ref.openapi({ description: "The release compared to" }),
		added: z.array(Entry).openapi({ description: "Messages in b only" }),
		removed: z.array(Entry).openapi({ description: "Messages in a only" }),
		changed: z
			.array(
				z.object({
					key: z.string().openapi({ description: DIFF_KEY }),
					from: z.string().openapi({ description: "The message in a" }),
					to: z.string().openapi({ description: "The message in b" }),
				}),
			)
			.openapi({ description: "Messages in both with another text" }),
	})
	.openapi("LocReleaseDiff", { description: "From a to b; keys as namespace:name, sorted" });

export const ReleasesQuery = z.object({
	locale: LocaleTag.optional(),
	limit: z.coerce.number().int().min(1).max(100).default(20),
	cursor: z.string().max(500).optional(),
});

const PulledLocale = z.object({
	releaseId: z.string().nullable().openapi({ description: "The latest release; null when unreleased (or a draft)" }),
	contentHash: z.string().nullable().openapi({ description: "Its catalogue's hash; null when there is no catalogue" }),
	catalog: Catalog.nullable(),
});
export const Pull = z
	.object({
		sourceLocale: z.string().openapi({ description: "The project's source locale" }),
		source: Catalog.openapi({ description: "The source text of every live key" }),
		locales: z.record(z.string(), PulledLocale).openapi({
			description:
				"Every enabled target: its latest release; unreleased ones are null, or with draft=true built now (releaseId null)",
		}),
		fallbacks: z.record(z.string(), z.string()).openapi({
			description: "Each enabled target's effective fallback (a disabled fallback is skipped to its own)",
		}),
		pseudo: z
			.object({
				locale: z.literal("en-XA").openapi({ description: "The pseudo-locale's tag" }),
				catalog: Catalog,
			})
			.nullable()
			.openapi({ description: "With pseudo=true the source pseudo-localized (literal text only); else null" }),
	})
	.openapi("LocPull");

const CheckEntry = z.object({
	type: z.string().openapi({ description: "The finding's kind, e.g. missing_key or length_overflow" }),
	key: z.string().openapi({ description: "namespace:name" }),
	locale: z
		.string()
		.openapi({ description: "The locale it is about: a target, or the source for a source text over maxLength" }),
	message: z.string().openapi({ description: "What is wrong, for people" }),
});
export const CheckReport = z
	.object({
		ok: z.boolean().openapi({ description: "No errors (warnings allowed)" }),
		errors: z.array(CheckEntry).openapi({ description: "missing_key, placeholder_mismatch" }),
		warnings: z.array(CheckEntry).openapi({ description: "length_overflow, glossary_violation, unreviewed" }),
		stats: z
			.object({
				keys: z.number().int().openapi({ description: "Live keys checked" }),
				locales: z.number().int().openapi({ description: "Enabled target locales checked" }),
				errors: z.number().int().openapi({ description: "Number of errors" }),
				warnings: z.number().int().openapi({ description: "Number of warnings" }),
				byType: z.record(z.string(), z.number().int()).openapi({ description: "Findings per type" }),
			})
			.openapi({ description: "Counts of the check" }),
	})
	.openapi("LocCheckReport");
