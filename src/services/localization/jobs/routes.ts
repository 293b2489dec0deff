// Machine-translation jobs (issue 24): translate, list, one job.
import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse, pathId } from "../../../platform/openapi";
import { IdParam, listAnswer, locErrors, locIdempotency, scopeOf } from "../context";
import { projectOf } from "../projects";
import { Job, ListJobsQuery, QueuedJob, TranslateBody } from "./schemas";
import { getJob, listJobs, startTranslate } from "./translate";
import { jobView } from "./view";

const app = router();
const P = "/api/v1/projects";

app.openapi(
	createRoute({
		method: "post",
		path: `${P}/{id}/translate`,
		summary: "Queue a machine-translation job for one target locale",
		description:
			"Takes the project's live keys with no translation in the locale or a rejected one. Exact approved memory hits (same normalised source, same target) are stored at once (machine; needs_review in gated namespaces) and left out of estimatedWords. The rest is translated on the tasks queue in chunks. A queued or running job for the project and locale → 200 with that job and `alreadyQueued: true`. Words over what is left of the plan's budget → 403 UPGRADE_REQUIRED, nothing queued. Not an enabled target → 422 VALIDATION_ERROR (param locale).",
		middleware: [locIdempotency()],
		request: { params: IdParam, ...jsonBody(TranslateBody) },
		responses: {
			202: jsonResponse(QueuedJob, "Queued"),
			200: jsonResponse(QueuedJob, "The job already queued or running"),
			...locErrors([403, "UPGRADE_REQUIRED"], [422, "VALIDATION_ERROR"]),
		},
	}),
	async (c) => {
		const r = await startTranslate(c.env, scopeOf(c), c.req.valid("param").id, c.req.valid("json").locale);
		return ok(c, { ...jobView(r.job), alreadyQueued: r.alreadyQueued }, r.alreadyQueued ? 200 : 202);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/{id}/jobs`,
		summary: "The project's jobs, newest first",
		request: { params: IdParam, query: ListJobsQuery },
		responses: { 200: jsonResponse(z.array(Job), "Jobs"), ...locErrors() },
	}),
	async (c) => {
		const s = scopeOf(c);
		const project = await projectOf(c.env, s, c.req.valid("param").id);
		const q = c.req.valid("query");
		const rows = await listJobs(c.env, s, project.id, { limit: q.limit, after: decodeCursor(q.cursor, project.id) });
		return listAnswer(c, rows, q.limit, (page) => page.map(jobView), project.id);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/jobs/{jobId}`,
		summary: "One job: status and stats (doneKeys rises while it runs)",
		request: { params: pathId("jobId") },
		responses: { 200: jsonResponse(Job, "The job"), ...locErrors() },
	}),
	async (c) => ok(c, jobView(await getJob(c.env, scopeOf(c), c.req.valid("param").jobId))),
);

export default app;
