import { z } from "@hono/zod-openapi";
import { limitParam } from "../../../platform/openapi";

// Issue 24: translate and crawl jobs.

export const TranslateBody = z
	.strictObject({
		locale: z.string().min(1).max(35).openapi({
			description: "An enabled target locale of the project (any case or form of the tag); anything else → 422",
			example: "id",
		}),
	})
	.openapi("LocTranslateRequest");

export const JobStats = z
	.object({
		estimatedKeys: z.number().int().openapi({ description: "Every key selected: no translation, or a rejected one" }),
		estimatedWords: z
			.number()
			.int()
			.openapi({ description: "Word-like segments of the literal text of the keys memory did not fill" }),
		memoryHits: z.number().int().openapi({ description: "Keys filled at once from approved translation memory" }),
		doneKeys: z
			.number()
			.int()
			.openapi({ description: "translate: keys stored so far; crawl: keys created or revived" }),
		failedKeys: z
			.number()
			.int()
			.openapi({ description: "Keys whose machine value failed the ICU gate (left untranslated)" }),
		pagesCrawled: z.number().int().openapi({ description: "A crawl: pages fetched and extracted (0 for translate)" }),
		pagesFailed: z.number().int().openapi({ description: "A crawl: pages that ended in error (0 for translate)" }),
	})
	.openapi({
		description:
			"translate: estimatedKeys/estimatedWords are the keys selected and their words, doneKeys rises as chunks are stored. crawl: estimatedKeys and estimatedWords count the strings found on the pages crawled so far (a string on two pages counts twice), doneKeys the keys the crawl created or brought back from the archive.",
	});

export const Job = z
	.object({
		id: z.string().openapi({ example: "tj_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		type: z.enum(["translate", "crawl"]).openapi({
			description: "translate: machine translation of missing values; crawl: a proxy project's site crawl",
		}),
		projectId: z.string().openapi({ description: "The project the job works on" }),
		locale: z.string().openapi({ description: "translate: the target locale; crawl: the source locale" }),
		status: z
			.enum(["queued", "running", "done", "failed"])
			.openapi({ description: "queued, then running on the tasks queue, then done or failed (see error)" }),
		stats: JobStats,
		error: z.string().nullable().openapi({ description: "Why a failed job failed" }),
		createdAt: z.string(),
		updatedAt: z.string(),
		finishedAt: z.string().nullable().openapi({ description: "When it ended done or failed; null before" }),
	})
	.openapi("LocJob");

export const QueuedJob = Job.extend({
	alreadyQueued: z.boolean().openapi({
		description: "true: the project's queued or running job for this locale, answered instead of a new one",
	}),
}).openapi("LocQueuedJob");

export const ListJobsQuery = z.object({
	limit: limitParam(20),
	cursor: z.string().max(500).optional(),
});
