import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { router } from "../../../platform/app";
import type { AppEnv } from "../../../platform/context";
import { decodeCursor } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse, limitParam } from "../../../platform/openapi";
import { serviceBase } from "../../../platform/service-url";
import { purgeBadge } from "../badges/cache";
import { ciErrors, ciIdempotency, ctxOf, IdParam, listAnswer, notFound, scopeOf } from "../context";
import { attachWebhookSecret } from "./attach-secret";
import { createProject } from "./create-project";
import { reregisterHook } from "./register-webhook";
import { CreateProject, NewProject, Project, UpdateProject } from "./schemas";
import { deleteProject, getProject, latestPipelines, listProjects } from "./store";
import { updateProjectSettings } from "./update-project";
import { projectView } from "./view";

const app = router();
const P = "/api/v1/projects";
const base = (c: Context<AppEnv>) => serviceBase(c.env, c.req.url, "ci");

app.openapi(
	createRoute({
		method: "post",
		path: P,
		summary: "Create a project from a repository and register its hook at the code host",
		description:
			"201 with webhookSecret (only here). A hook the code host refuses leaves the project with webhookRegistered false and webhookError; POST /projects/{id}/webhook tries again. A repoFullName this workspace already has → 409.",
		middleware: [attachWebhookSecret, ciIdempotency()],
		request: jsonBody(CreateProject),
		responses: {
			201: jsonResponse(NewProject, "The project"),
			...ciErrors([400, "VALIDATION_ERROR"], [409, "CONFLICT"]),
		},
	}),
	async (c) => ok(c, await createProject(ctxOf(c), scopeOf(c), c.req.valid("json"), base(c)), 201),
);

app.openapi(
	createRoute({
		method: "get",
		path: P,
		summary: "Projects, newest first",
		request: { query: z.object({ limit: limitParam(20), cursor: z.string().max(500).optional() }) },
		responses: { 200: jsonResponse(z.array(Project), "Projects"), ...ciErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const rows = await listProjects(c.env, scopeOf(c), { limit: q.limit, after: decodeCursor(q.cursor) });
		return listAnswer(c, rows, q.limit, async (page) => {
			const latest = await latestPipelines(
				c.env,
				page.map((r) => r.id),
			);
			return page.map((r) => projectView(base(c), r, latest.get(r.id)));
		});
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/{id}`,
		summary: "A project",
		request: { params: IdParam },
		responses: { 200: jsonResponse(Project, "The project"), ...ciErrors() },
	}),
	async (c) => {
		const id = c.req.valid("param").id;
		const [row, latest] = await Promise.all([getProject(c.env, scopeOf(c), id), latestPipelines(c.env, [id])]);
		if (!row) throw notFound("project");
		return ok(c, projectView(base(c), row, latest.get(id)));
	},
);

app.openapi(
	createRoute({
		method: "patch",
		path: `${P}/{id}`,
		summary: "Change a project's settings (visibility of its pipeline and job pages)",
		middleware: [ciIdempotency()],
		request: { params: IdParam, ...jsonBody(UpdateProject) },
		responses: { 200: jsonResponse(Project, "The project"), ...ciErrors([400, "VALIDATION_ERROR"]) },
	}),
	async (c) => {
		const id = c.req.valid("param").id;
		const row = await updateProjectSettings(c.env, scopeOf(c), id, c.req.valid("json"));
		const latest = await latestPipelines(c.env, [id]);
		return ok(c, projectView(base(c), row, latest.get(id)));
	},
);

app.openapi(
	createRoute({
		method: "delete",
		path: `${P}/{id}`,
		summary: "Delete a project (its pipelines, jobs, schedules and badge go with it)",
		middleware: [ciIdempotency()],
		request: { params: IdParam },
		responses: {
			200: jsonResponse(z.object({ id: z.string(), deleted: z.literal(true) }), "Deleted"),
			...ciErrors(),
		},
	}),
	async (c) => {
		const id = c.req.valid("param").id;
		const gone = await deleteProject(c.env, scopeOf(c), id);
		if (!gone) throw notFound("project");
		await purgeBadge(gone.badgeToken);
		return ok(c, { id, deleted: true as const });
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: `${P}/{id}/webhook`,
		summary: "Register the project's hook again (idempotent: the existing hook is updated, never duplicated)",
		middleware: [ciIdempotency()],
		request: { params: IdParam },
		responses: { 200: jsonResponse(Project, "The project"), ...ciErrors([502, "UPSTREAM_ERROR"]) },
	}),
	async (c) =>
		ok(c, projectView(base(c), await reregisterHook(ctxOf(c), scopeOf(c), c.req.valid("param").id, base(c)))),
);

export default app;
