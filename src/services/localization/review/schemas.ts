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
	key: z.object({
		id: z.string(),
		namespace: z.string(),
		name: z.string(),
		sourceText: z.string(),
		placeholders: z.array(Placeholder),
	}),
}).openapi("LocReviewItem");
