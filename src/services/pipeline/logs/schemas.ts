import { z } from "@hono/zod-openapi";
import { READ_LIMIT } from "./contract";

// GET /jobs/{id}/log and /log/stream (issue 22).
const Seq = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const LogQuery = z.object({
	from: Seq.default(0).openapi({
		param: { name: "from", in: "query" },
		description: "Chunks after this seq",
		example: 0,
	}),
	limit: z.coerce
		.number()
		.int()
		.min(1)
		.max(READ_LIMIT)
		.default(READ_LIMIT)
		.openapi({ param: { name: "limit", in: "query" }, example: READ_LIMIT }),
});

export const StreamQuery = z.object({
	from: Seq.default(0).openapi({ param: { name: "from", in: "query" }, description: "Replay chunks after this seq" }),
});

export const StreamHeaders = z.object({
	"last-event-id": z
		.string()
		.regex(/^\d{1,15}$/, "a chunk seq")
		.optional()
		.openapi({ description: "Last-Event-ID: resume after this seq (wins over from)" }),
});

const Chunk = z
	.object({
		seq: z.number().int().openapi({ description: "The chunk's number, 1, 2, 3… in order", example: 1 }),
		content: z.string().openapi({ description: "Log text as the runner sent it", example: "$ make test\n" }),
		at: z
			.string()
			.openapi({ description: "When it was appended (ISO 8601, UTC)", example: "2026-11-20T03:04:05.000Z" }),
	})
	.openapi("CiLogChunk");

export const JobLogPage = z
	.object({
		chunks: z.array(Chunk).openapi({ description: "Chunks after from, oldest first, at most limit" }),
		complete: z.boolean().openapi({ description: "The job has finished and no chunk follows these" }),
		lastSeq: z.number().int().openapi({ description: "The last returned seq (or from): the next from" }),
	})
	.openapi("CiJobLog");

export const SSE_DESCRIPTION =
	"text/event-stream: `event: chunk` (id = seq, data {seq, content}) for each chunk after from, live ones as they come, `: ping` every 10 s, then `event: done` (data {status}) when the job ends, and close.";
