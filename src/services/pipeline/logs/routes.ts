// GET /jobs/{id}/log (a page of chunks) and /jobs/{id}/log/stream (SSE) (issue 22). The job's
// status comes from D1 (tenancy: another workspace's job is 404); the chunks from its JobLog.
import { createRoute, z } from "@hono/zod-openapi";
import type { Env } from "../../../env";
import { router } from "../../../platform/app";
import { ok } from "../../../platform/envelope";
import { jsonResponse } from "../../../platform/openapi";
import { type CiScope, ciErrors, IdParam, notFound, scopeOf } from "../context";
import { jobLog } from "./client";
import { LOG_FINISHED, type LogStatus } from "./contract";
import { JobLogPage, LogQuery, SSE_DESCRIPTION, StreamHeaders, StreamQuery } from "./schemas";
import { jobStatus } from "./store";

const app = router();

async function statusOf(env: Env, s: CiScope, jobId: string) {
	const status = await jobStatus(env, s, jobId);
	if (!status) throw notFound("job");
	return status;
}

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/jobs/{id}/log",
		summary: "The job's log: up to 500 chunks after from; complete once the job has finished and none is left",
		request: { params: IdParam, query: LogQuery },
		responses: { 200: jsonResponse(JobLogPage, "Chunks after from"), ...ciErrors() },
	}),
	async (c) => {
		const id = c.req.valid("param").id;
		const { from, limit } = c.req.valid("query");
		// D1 first: once it says finished, every chunk the runner sent is already in the log.
		const status = await statusOf(c.env, scopeOf(c), id);
		const page = await jobLog(c.env, id).read(from, limit);
		const complete = LOG_FINISHED.has(status) && !page.more;
		return ok(c, { chunks: page.chunks, complete, lastSeq: page.lastSeq });
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/jobs/{id}/log/stream",
		summary: "The job's log as server-sent events: replay after from (or Last-Event-ID), live chunks, done",
		request: { params: IdParam, query: StreamQuery, headers: StreamHeaders },
		responses: {
			200: { content: { "text/event-stream": { schema: z.string() } }, description: SSE_DESCRIPTION },
			...ciErrors(),
		},
	}),
	async (c) => {
		const id = c.req.valid("param").id;
		const resume = c.req.valid("header")["last-event-id"];
		const from = resume !== undefined ? Number(resume) : c.req.valid("query").from;
		const status = await statusOf(c.env, scopeOf(c), id);
		const stub = jobLog(c.env, id);
		// A job finished without its log being told (canceled before it ran, a lost finish): tell it now.
		if (LOG_FINISHED.has(status)) await stub.finish(status as LogStatus);
		const res = await stub.stream(from);
		return new Response(res.body, { status: 200, headers: res.headers });
	},
);

export default app;
