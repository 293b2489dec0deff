import { z } from "@hono/zod-openapi";
import { MAX_TAGS } from "./domain";

const Tag = z
	.string()
	.trim()
	.min(1)
	.max(100)
	.regex(/^[^,\p{Cc}]+$/u, "a tag: no commas or control characters");

const DESCRIPTION = "What the runner is, for people";
const TAGS = "The runner takes jobs whose tags are all among these";
const RUN_UNTAGGED = "Take jobs without tags";

export const CreateRunner = z
	.strictObject({
		description: z.string().trim().min(1).max(200).openapi({ description: DESCRIPTION, example: "build box 1" }),
		tags: z
			.array(Tag)
			.max(MAX_TAGS)
			.default([])
			.openapi({ description: TAGS, example: ["linux", "docker"] }),
		runUntagged: z.boolean().default(true).openapi({ description: RUN_UNTAGGED }),
	})
	.openapi("CiCreateRunner");
export type CreateRunnerBody = z.infer<typeof CreateRunner>;

export const Runner = z
	.object({
		id: z.string().openapi({ example: "runner_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		description: z.string().openapi({ description: DESCRIPTION }),
		shared: z.boolean().openapi({ description: "The operator's, offered to every workspace; usage is counted" }),
		tags: z.array(z.string()).openapi({ description: TAGS }),
		runUntagged: z.boolean().openapi({ description: RUN_UNTAGGED }),
		paused: z.boolean().openapi({ description: "A paused runner takes no jobs" }),
		status: z.enum(["online", "offline", "paused"]).openapi({ description: "online: contacted within 2 minutes" }),
		contactedAt: z
			.string()
			.nullable()
			.openapi({ description: "When the runner last called the protocol; null if never" }),
		name: z.string().nullable().openapi({ description: "The name the runner registered with; null before" }),
		version: z.string().nullable().openapi({ description: "The runner's version as it registered; null before" }),
		platform: z.string().nullable().openapi({ description: "The runner's platform as it registered; null before" }),
		createdAt: z.string(),
	})
	.openapi("CiRunner");

export const NewRunner = Runner.extend({
	token: z.string().openapi({ description: "cirt_…: the runner's token, shown only here" }),
}).openapi("CiNewRunner");
