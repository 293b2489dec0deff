import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse, limitParam } from "../../../platform/openapi";
import { artifactsOfJobs } from "../artifacts";
import { ciErrors, ciIdempotency, ctxOf, IdParam, listAnswer, notFound, scopeOf } from "../context";
import { getProject } from "../projects/store";
import { cancelPipeline } from "./cancel-pipeline";
import { runPipeline } from "./create-pipeline";
import { retryPipeline } from "./retry-pipeline";
import { Pipeline, RunPipeline } from "./schemas";
import { latestJobs, listPipelines, pipelineById, pipelineByIid } from "./store";
import { pipelineView } from "./view";

const app = router();
const P = "/api/v1/projects/{id}/pipelines";
const pipelineNotFound = () => notFound("pipeline");
const IidParams = z.object({ id: z.string().max(64), iid: z.coerce.number().int().min(1).max(2_147_483_647) });

app.openapi(
	createRoute({
		method: "post",
		path: P,
		summary: "Run a pipeline for a ref (source manual)",
		description:
			"Unknown ref → 400; no config at the ref, workflow rules excluding the run or rules leaving no job → 422 PIPELINE_NOT_CREATED; code host down or repository unknown → 502. A config that does not parse still makes the pipeline: failed, no jobs, configErrors.",
		middleware: [ciIdempotency()],
		request: { params: IdParam, ...jsonBody(RunPipeline) },
		responses: {
			201: jsonResponse(Pipeline, "The pipeline"),
			...ciErrors([400, "VALIDATION_ERROR"], [422, "PIPELINE_NOT_CREATED"], [502, "UPSTREAM_ERROR"]),
		},
	}),
	async (c) => {
		const { ref, variables } = c.req.valid("json");
		const actor = (c.get("actor") as string | undefined) ?? null;
		const r = await runPipeline(ctxOf(c), scopeOf(c), c.req.valid("param").id, {
			ref,
			variables,
			source: "manual",
			actor,
		});
		return ok(c, r.pipeline, 201);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: P,
		summary: "A project's pipelines, newest first",
		request: { params: IdParam, query: z.object({ limit: limitParam(20), cursor: z.string().max(500).optional() }) },
		responses: { 200: jsonResponse(z.array(Pipeline), "Pipelines"), ...ciErrors() },
	}),
	async (c) => {
		const s = scopeOf(c);
		const { id } = c.req.valid("param");
		const q = c.req.valid("query");
		if (!(await getProject(c.env, s, id))) throw notFound("project");
		const rows = await listPipelines(c.env, s, id, { limit: q.limit, after: decodeCursor(q.cursor, id) });
		return listAnswer(
			c,
			rows,
			q.limit,
			async (page) => {
				const jobs = await latestJobs(
					c.env,
					page.map((p) => p.id),
				);
				const arts = await artifactsOfJobs(
					c.env,
					[...jobs.values()].flat().map((j) => j.id),
				);
				return page.map((p) => pipelineView(p, jobs.get(p.id) ?? [], arts));
			},
			id,
		);
	},
);

const one = async (env: Parameters<typeof latestJobs>[0], p: Awaited<ReturnType<typeof pipelineById>>) => {
	if (!p) throw pipelineNotFound();
	const jobs = (await latestJobs(env, [p.id])).get(p.id) ?? [];
	return pipelineView(
		p,
		jobs,
		await artifactsOfJobs(
			env,
			jobs.map((j) => j.id),
		),
	);
};

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/{iid}`,
		summary: "A pipeline by its project-local number",
		request: { params: IidParams },
		responses: { 200: jsonResponse(Pipeline, "The pipeline"), ...ciErrors() },
	}),
	async (c) => {
		const { id, iid } = c.req.valid("param");
		return ok(c, await one(c.env, await pipelineByIid(c.env, scopeOf(c), id, iid)));
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/pipelines/{id}",
		summary: "A pipeline by id",
		request: { params: IdParam },
		responses: { 200: jsonResponse(Pipeline, "The pipeline"), ...ciErrors() },
	}),
	async (c) => ok(c, await one(c.env, await pipelineById(c.env, scopeOf(c), c.req.valid("param").id))),
);

// Cancel and retry, by id and by the project-local number.
const ACTIONS = {
	cancel: {
		run: cancelPipeline,
		status: 200 as const,
		summary: "Cancel a pipeline: its unfinished jobs become canceled (nothing unfinished → 409)",
	},
	retry: {
		run: retryPipeline,
		status: 201 as const,
		summary: "Retry a pipeline: new attempts of its failed and canceled jobs (none → 409)",
	},
};
for (const [action, a] of Object.entries(ACTIONS)) {
	const responses = { [a.status]: jsonResponse(Pipeline, "The pipeline"), ...ciErrors([409, "CONFLICT"]) };
	app.openapi(
		createRoute({
			method: "post",
			path: `/api/v1/pipelines/{id}/${action}`,
			summary: a.summary,
			middleware: [ciIdempotency()],
			request: { params: IdParam },
			responses,
		}),
		async (c) => ok(c, await a.run(ctxOf(c), scopeOf(c), c.req.valid("param").id), a.status),
	);
	app.openapi(
		createRoute({
			method: "post",
			path: `${P}/{iid}/${action}`,
			summary: `${a.summary}; by the project-local number`,
			middleware: [ciIdempotency()],
			request: { params: IidParams },
			responses,
		}),
		async (c) => {
			const { id, iid } = c.req.valid("param");
			const p = await pipelineByIid(c.env, scopeOf(c), id, iid);
			if (!p) throw pipelineNotFound();
			return ok(c, await a.run(ctxOf(c), scopeOf(c), p.id), a.status);
		},
	);
}

export default app;
