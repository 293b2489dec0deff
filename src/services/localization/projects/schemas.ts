import { z } from "@hono/zod-openapi";
import { singleLine } from "../../../platform/text";
import { LocaleTag } from "./locale-tag";

// Spec 002 "Localization service" Project (issue 23): slug, name, sourceLocale, mode, siteUrl.

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
			.openapi({ example: "web-app" }),
		name: singleLine(120, { trim: true }),
		sourceLocale: LocaleTag.default("en"),
		mode: z.enum(["sdk", "proxy"]).default("sdk"),
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
		name: singleLine(120, { trim: true }).optional(),
		siteUrl: SiteUrl.nullable().optional().openapi({ description: "null clears it (sdk mode only)" }),
	})
	.openapi("LocPatchProject");
export type PatchProjectBody = z.infer<typeof PatchProject>;

export const Project = z
	.object({
		id: z.string().openapi({ example: "prj_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		slug: z.string(),
		name: z.string(),
		sourceLocale: z.string(),
		mode: z.enum(["sdk", "proxy"]),
		siteUrl: z.string().nullable(),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("LocProject");

export const LocaleStats = z
	.object({
		keyCount: z.number().int().openapi({ description: "Live (unarchived) keys of the project" }),
		approved: z.number().int(),
		machine: z.number().int(),
		needsReview: z.number().int(),
		missing: z.number().int().openapi({ description: "Live keys with no translation, or a rejected one" }),
	})
	.openapi("LocLocaleStats");

export const Locale = z
	.object({
		tag: z.string().openapi({ example: "id" }),
		fallback: z.string().openapi({ description: "The locale tried next: the source locale or another target" }),
		rtl: z.boolean(),
		enabled: z.boolean(),
		createdAt: z.string(),
		updatedAt: z.string(),
		stats: LocaleStats,
	})
	.openapi("LocLocale");

export const Namespace = z
	.object({
		name: z.string().openapi({ example: "default" }),
		reviewPolicy: z.enum(["standard", "gated"]),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("LocNamespace");

export const Release = z
	.object({
		id: z.string(),
		locale: z.string(),
		contentHash: z.string(),
		keyCount: z.number().int(),
		createdBy: z.string().nullable(),
		createdAt: z.string(),
	})
	.openapi("LocReleaseSummary");

export const ProjectDetail = Project.extend({
	locales: z.array(Locale).openapi({ description: "Target locales with their settings and stats" }),
	namespaces: z.array(Namespace),
	latestRelease: Release.nullable().openapi({ description: "The newest release of any locale, or null" }),
}).openapi("LocProjectDetail");
