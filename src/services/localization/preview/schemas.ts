import { z } from "@hono/zod-openapi";
import { LocaleTag } from "../projects";

// Issue 24: the public instant preview (spec 002: POST /public/preview, GET /public/preview/{id}).

export const PreviewBody = z
	.strictObject({
		url: z.string().min(1).max(2000).openapi({
			description: "Any public http(s) page (not private or loopback hosts; redirects are checked too)",
			example: "https://toko.example/",
		}),
		targetLocale: LocaleTag.openapi({ example: "id" }),
	})
	.openapi("LocPreviewRequest");

export const PreviewStarted = z
	.object({
		previewId: z.string().openapi({
			description: "Poll GET /public/preview/{previewId} with it",
			example: "tj_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
		}),
		url: z.string().openapi({ description: "The page previewed, as sent" }),
		targetLocale: z.string().openapi({ description: "The locale translated into, canonicalised" }),
		stringsOnPage: z.number().int().openapi({ description: "Distinct strings found on the page" }),
		previewedWords: z.number().int().openapi({ description: "Words of the strings taken (≤ 40 strings, ≤ 500 words)" }),
	})
	.openapi("LocPreviewStarted");

export const PreviewState = z
	.object({
		status: z
			.enum(["running", "done", "failed"])
			.openapi({ description: "running (poll again after Retry-After: 3), done with pairs, or failed with error" }),
		url: z.string().optional().openapi({ description: "Done: the page previewed" }),
		targetLocale: z.string().optional().openapi({ description: "Done: the locale translated into" }),
		pairs: z
			.array(
				z.object({
					original: z.string().openapi({ description: "A string of the page, in page order" }),
					translated: z.string().openapi({ description: "Its translation (the original when it failed the ICU gate)" }),
				}),
			)
			.optional()
			.openapi({ description: "Done: up to 40 strings (500 words) with their translations" }),
		error: z.string().optional().openapi({ description: "Failed: why the translation provider refused" }),
	})
	.openapi("LocPreview");
