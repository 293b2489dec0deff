import { z } from "@hono/zod-openapi";
import { singleLine } from "../../../platform/text";
import { LocaleTag } from "./locale-tag";

// Spec 002 "Localization service" Project (issue 23): slug, name, sourceLocale, mode, siteUrl.

const SLUG = "The project's handle, unique in the account: 2–63 of a-z, 0-9 and -, not starting with -.";
const NAME = "Display name, one line of at most 120 characters.";
const SOURCE_LOCALE = "BCP 47 tag of the language the keys' source texts are written in.";
const MODE =
	"sdk: the app fetches released catalogues; proxy: Pasar crawls siteUrl and serves its pages translated under /loc/proxy/.";

const SiteUrl = z
	.string()
	.max(2000)
	.url()
	.refine((u) => /^https?:\/\//i.test(u), "must be an http or https URL")
	.openapi({ example: "https://toko.example" });

export const CreateProject = z
	.strictObject({
		slug: z
			.string()
			.regex(/^[a-z0-9][a-z0-9-]{1,62}$/, "2–63 of a-z, 0-9 and -, not starting with -")
			.openapi({ description: SLUG, example: "web-app" }),
		name: singleLine(120, { trim: true }).openapi({ description: NAME }),
		sourceLocale: LocaleTag.default("en").openapi({ description: SOURCE_LOCALE }),
		mode: z.enum(["sdk", "proxy"]).default("sdk").openapi({ description: MODE }),
		siteUrl: SiteUrl.nullable().optional().openapi({ description: "Required in proxy mode" }),
	})
	.superRefine((b, ctx) => {
		if (b.mode === "proxy" && !b.siteUrl)
			ctx.addIssue({ code: "custom", path: ["siteUrl"], message: "is required in proxy mode" });
	})
	.openapi("LocCreateProject");
export type CreateProjectBody = z.infer<typeof CreateProject>;

export const PatchProject = z
	.strictObject({
		name: singleLine(120, { trim: true }).optional().openapi({ description: NAME }),
		siteUrl: SiteUrl.nullable().optional().openapi({ description: "null clears it (sdk mode only)" }),
	})
	.openapi("LocPatchProject");
export type PatchProjectBody = z.infer<typeof PatchProject>;

export const Project = z
	.object({
		id: z.string().openapi({ example: "prj_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		slug: z.string().openapi({ description: SLUG }),
		name: z.string().openapi({ description: NAME }),
		sourceLocale: z.string().openapi({ description: SOURCE_LOCALE }),
		mode: z.enum(["sdk", "proxy"]).openapi({ description: MODE }),
		siteUrl: z
			.string()
			.nullable()
			.openapi({ description: "The website crawled in proxy mode (a public http or https URL); null if none." }),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("LocProject");

export const LocaleStats = z
	.object({
		keyCount: z.number().int().openapi({ description: "Live (unarchived) keys of the project" }),
		approved: z.number().int().openapi({ description: "Live keys whose translation is approved" }),
		machine: z.number().int().openapi({ description: "Live keys whose translation is machine-made and not reviewed" }),
		needsReview: z.number().int().openapi({ description: "Live keys whose translation waits for review" }),
		missing: z.number().int().openapi({ description: "Live keys with no translation, or a rejected one" }),
	})
	.openapi("LocLocaleStats");

export const Locale = z
	.object({
		tag: z.string().openapi({ description: "The locale's BCP 47 tag, canonical form", example: "id" }),
		fallback: z.string().openapi({ description: "The locale tried next: the source locale or another target" }),
		rtl: z.boolean().openapi({ description: "Written right to left; the proxy sets dir=rtl on its pages" }),
		enabled: z.boolean().openapi({
			description:
				"Whether the target is being translated: a disabled one keeps its values but refuses new translations, jobs and releases (422)",
		}),
		createdAt: z.string(),
		updatedAt: z.string(),
		stats: LocaleStats.openapi({ description: "Translation progress of the locale's live keys" }),
	})
	.openapi("LocLocale");

export const Namespace = z
	.object({
		name: z.string().openapi({ description: "The namespace's name, unique in the project", example: "default" }),
		reviewPolicy: z.enum(["standard", "gated"]).openapi({
			description:
				"standard: machine and needs_review values ship in releases too; gated: machine translations are stored as needs_review and only approved values ship",
		}),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("LocNamespace");

export const Release = z
	.object({
		id: z.string(),
		locale: z.string().openapi({ description: "The locale released" }),
		contentHash: z.string().openapi({ description: "Hex SHA-256 of the released catalogue's canonical JSON" }),
		keyCount: z.number().int().openapi({ description: "Keys in the released catalogue" }),
		createdBy: z.string().nullable().openapi({ description: "The API key id that made the release; null if unknown" }),
		createdAt: z.string(),
	})
	.openapi("LocReleaseSummary");

export const ProjectDetail = Project.extend({
	locales: z.array(Locale).openapi({ description: "Target locales with their settings and stats" }),
	namespaces: z.array(Namespace).openapi({ description: "The project's namespaces with their review policy" }),
	latestRelease: Release.nullable().openapi({ description: "The newest release of any locale, or null" }),
}).openapi("LocProjectDetail");
