// The runner protocol (issue 22) under /api/v1/runner: runner tokens register and take jobs; job
// tokens send the trace, the result and the artifacts. ciAuth lets these paths through (PUBLIC):
// they authenticate here.
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { router } from "../../../platform/app";
import type { AppEnv } from "../../../platform/context";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { serviceBase } from "../../../platform/service-url";
import { artifactDownload, pipelineArtifact, uploadArtifact } from "../artifacts";
import { ciErrors, ctxOf, IdParam, notFound } from "../context";
import { forgetTraceToken, runnerOf, runningJobOf, traceJobOf } from "./auth";
import { traceMasks } from "./masks";
import { registerRunner } from "./register";
import { requestJob } from "./request-job";
import { Artifact, JobPayload, RegisterBody, RegisteredRunner, RequestBody, UpdateBody } from "./schemas";
import { appendJobTrace } from "./trace";
import { updateJob } from "./update-job";

const app = router();
const R = "/api/v1/runner";
const base = (c: Context<AppEnv>) => serviceBase(c.env, c.req.url, "ci");
const errs = (...extra: Array<[number, string]>) => ciErrors([400, "VALIDATION_ERROR"], ...extra);
const jobErrs = (...extra: Array<[number, string]>) => errs([403, "FORBIDDEN"], [409, "CONFLICT"], ...extra);

app.openapi(
	createRoute({
		method: "post",
		path: `${R}/register`,
		summary: "Runner: say who it is (runner token)",
		request: RegisterBody,
		responses: { 200: jsonResponse(RegisteredRunner, "The runner"), ...errs() },
	}),
	async (c) => {
		// runnerOf first: it sets the env of the runner's workspace (issue 38), which ctxOf then carries.
		const runner = await runnerOf(c);
		return ok(c, await registerRunner(ctxOf(c), runner, c.req.valid("json") ?? {}));
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: `${R}/jobs/request`,
		summary: "Runner: long-poll for a job (201 with the job, 204 when none came within wait)",
		description:
			"Only jobs whose tags the runner all has (untagged ones need runUntagged), oldest first; racing requests never share a job; a paused runner gets 204 at once. The job becomes running (ci.job.started.v1).",
		request: RequestBody,
		responses: { 201: jsonResponse(JobPayload, "A job"), 204: { description: "No job" }, ...errs() },
	}),
	async (c) => {
		const runner = await runnerOf(c);
		const ctx = ctxOf(c);
		const wait = c.req.valid("json")?.wait ?? 30;
		await registerRunner(ctx, runner, null);
		const job = await requestJob(ctx, runner, wait, base(c), c.req.raw.signal);
		if (!job) return c.body(null, 204) as never;
		return ok(c, job, 201);
	},
);

app.openapi(
	createRoute({
		method: "patch",
		path: `${R}/jobs/{id}/trace`,
		summary: "Runner: append to the job's log (Content-Range: start-end, inclusive; job token)",
		description:
			"202 with Range: 0-<stored length> and Job-Status; a start other than the stored length → 416 with that Range, nothing appended.",
		request: { params: IdParam },
		responses: { 202: { description: "Appended" }, ...jobErrs([416, "RANGE_NOT_SATISFIABLE"]) },
	}),
	async (c) => {
		const { id } = c.req.valid("param");
		const token = await traceJobOf(c, id);
		const length = await appendJobTrace(
			ctxOf(c),
			id,
			c.req.header("Content-Range"),
			new Uint8Array(await c.req.arrayBuffer()),
			await traceMasks(c, id, token),
		);
		return c.body(null, 202, { Range: `0-${length}`, "Job-Status": "running" });
	},
);

app.openapi(
	createRoute({
		method: "put",
		path: `${R}/jobs/{id}`,
		summary: "Runner: keep-alive (state running) or the result (success, failed; job token)",
		request: { params: IdParam, ...jsonBody(UpdateBody) },
		responses: {
			200: jsonResponse(
				z.object({
					id: z.string(),
					status: z.string().openapi({ description: "The job's status after the update (also in Job-Status)" }),
				}),
				"The job's status",
			),
			...jobErrs(),
		},
	}),
	async (c) => {
		const job = await runningJobOf(c, c.req.valid("param").id);
		const body = c.req.valid("json");
		if (body.state !== "running") await forgetTraceToken(c);
		const r = await updateJob(ctxOf(c), job, body);
		c.header("Job-Status", r.status);
		return ok(c, r);
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: `${R}/jobs/{id}/artifacts`,
		summary: "Runner: upload the job's artifacts, one .tar.gz ≤ 100 MiB (job token)",
		request: { params: IdParam, query: z.object({ fileName: z.string().max(200).optional() }) },
		responses: { 201: jsonResponse(Artifact, "The artifact"), ...jobErrs([413, "PAYLOAD_TOO_LARGE"]) },
	}),
	async (c) => {
		const job = await runningJobOf(c, c.req.valid("param").id);
		const length = c.req.header("Content-Length");
		const upload = {
			body: c.req.raw.body,
			length: length == null ? null : Number(length),
			fileName: c.req.valid("query").fileName,
		};
		return ok(c, await uploadArtifact(ctxOf(c), job, upload), 201);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: `${R}/jobs/{id}/artifacts/{artId}`,
		summary: "Runner: download an artifact of the job's pipeline (its dependencies; job token)",
		request: { params: IdParam.extend({ artId: z.string().max(64) }) },
		responses: {
			200: { content: { "application/gzip": { schema: z.string() } }, description: "The archive" },
			...jobErrs(),
		},
	}),
	async (c) => {
		const { id, artId } = c.req.valid("param");
		const job = await runningJobOf(c, id);
		const a = await pipelineArtifact(c.env, job.pipelineId, artId);
		if (!a) throw notFound("artifact");
		return artifactDownload(c.env, a);
	},
);

export default app;
