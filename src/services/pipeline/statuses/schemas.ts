import { z } from "@hono/zod-openapi";

// The pipeline view's commitStatus (issue 41): what the code host was last told about the pipeline.
export const CommitStatus = z
	.object({
		state: z.enum(["pending", "success", "failure", "error"]).nullable().openapi({
			description:
				"The last commit status the code host accepted for this pipeline: pending (created, pending, running or waiting for a manual job), success (also a skipped pipeline), failure, or error (canceled; GitHub has no canceled state). null before any was accepted",
			example: "success",
		}),
		error: z.string().nullable().openapi({
			description:
				"Why the last report was not accepted: the code host's refusal (its status and message), the code host unreachable after every retry, or the project having no clone token; null when the last report was accepted. A refusal never fails the pipeline",
			example: null,
		}),
		reportedAt: z.string().nullable().openapi({
			description: "When the code host last answered a report (accepted or refused); null before the first",
			example: "2026-11-29T08:15:02.000Z",
		}),
	})
	.openapi("CiCommitStatus", {
		description:
			"The pipeline's commit status on the code host, context pasar-ci/<project name>, target_url the pipeline's page",
	});
