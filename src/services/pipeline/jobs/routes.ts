// GET /jobs/{id} and the job actions (issue 21): play (manual → pending), cancel (unfinished →
// canceled), retry (success, failed, canceled → a new attempt, 201). Other statuses → 409 CONFLICT.
import { createRoute } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { ok } from "../../../platform/envelope";
import { jsonResponse } from "../../../platform/openapi";
import { artifactsOfJobs } from "../artifacts";
import { ciErrors, ciIdempotency, ctxOf, IdParam, scopeOf } from "../context";
import { jobOf, jobView } from "../pipelines";
import { Job } from "../pipelines/schemas";
import { cancelJob } from "./cancel-job";
import { playJob } from "./play-job";
import { retryJob } from "./retry-job";

const app = router();

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/jobs/{id}",
		summary: "A job (any attempt), with its artifacts",
		request: { params: IdParam },
		responses: { 200: jsonResponse(Job, "The job"), ...ciErrors() },
	}),
	async (c) => {
		const job = await jobOf(c.env, scopeOf(c), c.req.valid("param").id);
		return ok(c, jobView(job, await artifactsOfJobs(c.env, [job.id])));
	},
);

const ACTIONS = {
	play: { run: playJob, status: 200 as const, summary: "Play a manual job: it becomes pending (other statuses → 409)" },
	cancel: {
		run: cancelJob,
		status: 200 as const,
		summary: "Cancel an unfinished job (created, pending, running, manual); the jobs waiting on it are skipped",
	},
	retry: {
		run: retryJob,
		status: 201 as const,
		summary: "Retry a success, failed or canceled job: 201 with the new attempt (attempt + 1)",
	},
};
for (const [action, a] of Object.entries(ACTIONS))
	app.openapi(
		createRoute({
			method: "post",
			path: `/api/v1/jobs/{id}/${action}`,
			summary: a.summary,
			middleware: [ciIdempotency()],
			request: { params: IdParam },
			responses: { [a.status]: jsonResponse(Job, "The job"), ...ciErrors([409, "CONFLICT"]) },
		}),
		async (c) => {
			const job = await a.run(ctxOf(c), scopeOf(c), c.req.valid("param").id);
			return ok(c, jobView(job as NonNullable<typeof job>), a.status);
		},
	);

export default app;
