import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse, limitParam } from "../../../platform/openapi";
import { IdParam, listAnswer, locErrors, locIdempotency, scopeOf } from "../context";
import { createProject, patchProject, projectDetail } from "./projects";
import { CreateProject, PatchProject, Project, ProjectDetail } from "./schemas";
import { listProjects } from "./store";
import { projectView } from "./view";

const app = router();
const P = "/api/v1/projects";

app.openapi(
	createRoute({
		method: "post",
		path: P,
		summary: "Create a project (it starts with the `default` namespace)",
		description:
			"Slug unique in the account (409 CONFLICT); sourceLocale canonicalised (default en); proxy mode needs siteUrl, which must be a fetchable public http(s) page (credentials, private, loopback or link-local hosts → 422 INVALID_URL; loopback is accepted in local development). Over the plan's project limit → 403 UPGRADE_REQUIRED.",
		middleware: [locIdempotency()],
		request: jsonBody(CreateProject),
		responses: {
			201: jsonResponse(Project, "The project"),
			...locErrors([403, "UPGRADE_REQUIRED"], [409, "CONFLICT"], [422, "INVALID_URL"]),
		},
	}),
	async (c) => ok(c, await createProject(c.env, scopeOf(c), c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "get",
		path: P,
		summary: "Projects, newest first",
		request: { query: z.object({ limit: limitParam(20), cursor: z.string().max(500).optional() }) },
		responses: { 200: jsonResponse(z.array(Project), "Projects"), ...locErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const rows = await listProjects(c.env, scopeOf(c), { limit: q.limit, after: decodeCursor(q.cursor) });
		return listAnswer(c, rows, q.limit, (page) => page.map(projectView));
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/{id}`,
		summary: "A project with its target locales (settings and stats), namespaces and latest release",
		request: { params: IdParam },
		responses: { 200: jsonResponse(ProjectDetail, "The project"), ...locErrors() },
	}),
	async (c) => ok(c, await projectDetail(c.env, scopeOf(c), c.req.valid("param").id)),
);

app.openapi(
	createRoute({
		method: "patch",
		path: `${P}/{id}`,
		summary: "Rename a project or change its siteUrl (a proxy project keeps one: 422)",
		middleware: [locIdempotency()],
		request: { params: IdParam, ...jsonBody(PatchProject) },
		responses: {
			200: jsonResponse(Project, "The project"),
			...locErrors([422, "VALIDATION_ERROR"], [422, "INVALID_URL"]),
		},
	}),
	async (c) => ok(c, await patchProject(c.env, scopeOf(c), c.req.valid("param").id, c.req.valid("json"))),
);

export default app;
