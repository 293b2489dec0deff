import { z } from "@hono/zod-openapi";
import { limitParam } from "../../../platform/openapi";
import { multiLine } from "../../../platform/text";
import { Placeholder, Translation } from "../keys";
import { LocaleTag } from "../projects";

// Review (issue 23): the queue's items (a translation with what a reviewer needs of its key) and the
// reject body.

export const Reject = z
	.strictObject({
		reason: multiLine(500, { trim: true }).openapi({
			description: "Why (1–500 characters): kept on the translation for whoever sends the next value",
			example: "Too formal for a button",
		}),
	})
	.openapi("LocRejectTranslation");

export const QueueQuery = z.object({
	locale: LocaleTag.openapi({ description: "A target locale of the project (required)", example: "fr" }),
	limit: limitParam(20),
	cursor: z.string().max(500).optional(),
});

export const QueueItem = Translation.extend({
	key: z
		.object({
			id: z.string().openapi({ description: "The key's id (str_…)" }),
			namespace: z.string().openapi({ description: "The key's namespace" }),
			name: z.string().openapi({ description: "The key's name in its namespace" }),
			sourceText: z.string().openapi({ description: "The source-locale text the value translates (ICU)" }),
			placeholders: z.array(Placeholder).openapi({ description: "Placeholders the value must keep" }),
		})
		.openapi({ description: "What a reviewer needs of the translated key" }),
}).openapi("LocReviewItem");
