import { z } from "@hono/zod-openapi";
import { LocaleTag } from "../projects";

// Issue 24: the public instant preview (spec 002: POST /public/preview, GET /public/preview/{id}).

export const PreviewBody = z
	.strictObject({
		url: z.string().min(1).max(2000).openapi({ example: "https://toko.example/" }),
		targetLocale: LocaleTag.openapi({ example: "id" }),
	})
	.openapi("LocPreviewRequest");

export const PreviewStarted = z
	.object({
		previewId: z.string().openapi({ example: "tj_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		url: z.string(),
		targetLocale: z.string(),
		stringsOnPage: z.number().int().openapi({ description: "Distinct strings found on the page" }),
		previewedWords: z.number().int().openapi({ description: "Words of the strings taken (≤ 40 strings, ≤ 500 words)" }),
	})
	.openapi("LocPreviewStarted");

export const PreviewState = z
	.object({
		status: z.enum(["running", "done", "failed"]),
		url: z.string().optional(),
		targetLocale: z.string().optional(),
		pairs: z.array(z.object({ original: z.string(), translated: z.string() })).optional(),
		error: z.string().optional(),
	})
	.openapi("LocPreview");
