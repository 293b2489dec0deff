import { z } from "@hono/zod-openapi";
import { MAX_TAGS } from "./domain";

const Tag = z
	.string()
	.trim()
	.min(1)
	.max(100)
	.regex(/^[^,\p{Cc}]+$/u, "a tag: no commas or control characters");

export const CreateRunner = z
	.strictObject({
		description: z.string().trim().min(1).max(200).openapi({ example: "build box 1" }),
		tags: z
			.array(Tag)
			.max(MAX_TAGS)
			.default([])
			.openapi({ example: ["linux", "docker"] }),
		runUntagged: z.boolean().default(true).openapi({ description: "Take jobs without tags" }),
	})
	.openapi("CiCreateRunner");
export type CreateRunnerBody = z.infer<typeof CreateRunner>;

export const Runner = z
	.object({
		id: z.string().openapi({ example: "runner_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		description: z.string(),
		shared: z.boolean().openapi({ description: "The operator's, offered to every workspace; usage is counted" }),
		tags: z.array(z.string()),
		runUntagged: z.boolean(),
		paused: z.boolean(),
		status: z.enum(["online", "offline", "paused"]).openapi({ description: "online: contacted within 2 minutes" }),
		contactedAt: z.string().nullable(),
		name: z.string().nullable(),
		version: z.string().nullable(),
		platform: z.string().nullable(),
		createdAt: z.string(),
	})
	.openapi("CiRunner");

export const NewRunner = Runner.extend({
	token: z.string().openapi({ description: "cirt_…: the runner's token, shown only here" }),
}).openapi("CiNewRunner");
