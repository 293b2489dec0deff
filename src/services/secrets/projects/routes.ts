import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor, page } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { notFound } from "../../../platform/errors";
import { errors, jsonBody, jsonResponse } from "../../../platform/openapi";
import { ctxOf, idem, ListQuery, listMeta, who } from "../context";
import { createEnvironment } from "./create-environment";
import { createProject } from "./create-project";
import { Environment, NameBody, Project, ProjectParam } from "./schemas";
import { environmentView, getProject, listEnvironments, listProjects, projectTree, projectView } from "./store";

const app = router();

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/projects",
		summary: "Create a project (slug derived from the name, unique in the workspace)",
		middleware: [idem] as const,
		request: jsonBody(NameBody),
		responses: {
			201: jsonResponse(Project, "The project"),
			...errors([403, "FORBIDDEN: not on the private-beta allowlist"], [409, "CONFLICT: the slug is already taken"]),
		},
	}),
	async (c) => ok(c, await createProject(ctxOf(c), who(c), c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/projects",
		summary: "List projects, newest first",
		request: { query: ListQuery },
		responses: {
			200: jsonResponse(z.array(Project), "Projects; meta.cursor and meta.hasMore"),
			...errors([403, "Not on the private-beta allowlist"]),
		},
	}),
	async (c) => {
		const { workspaceId } = who(c);
		const q = c.req.valid("query");
		const { items, meta } = await projectTree.read(workspaceId, `projects?${q.limit}&${q.cursor ?? ""}`, async () => {
			const rows = await listProjects(c.env, workspaceId, q.limit, decodeCursor(q.cursor, "projects"));
			const p = page(rows, q.limit, (r) => ({ t: r.createdAt, id: r.id }), "projects");
			return { items: p.items.map(projectView), meta: listMeta(p) };
		});
		return ok(c, items, 200, meta);
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/projects/{projectId}/environments",
		summary: "Create an environment in a project (slug unique in the project)",
		middleware: [idem] as const,
		request: { params: ProjectParam, ...jsonBody(NameBody) },
		responses: {
			201: jsonResponse(Environment, "The environment"),
			...errors([403, "FORBIDDEN: not on the private-beta allowlist"], [409, "CONFLICT: the slug is already taken"]),
		},
	}),
	async (c) => {
		const { projectId } = c.req.valid("param");
		return ok(c, await createEnvironment(ctxOf(c), who(c), projectId, c.req.valid("json")), 201);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/projects/{projectId}/environments",
		summary: "List a project's environments, newest first",
		request: { params: ProjectParam, query: ListQuery },
		responses: {
			200: jsonResponse(z.array(Environment), "Environments; meta.cursor and meta.hasMore"),
			...errors([403, "Not on the private-beta allowlist"]),
		},
	}),
	async (c) => {
		const { workspaceId } = who(c);
		const { projectId } = c.req.valid("param");
		const q = c.req.valid("query");
		const what = `environments/${projectId}?${q.limit}&${q.cursor ?? ""}`;
		const answer = await projectTree.read(workspaceId, what, async () => {
			const project = await getProject(c.env, workspaceId, projectId);
			if (!project) return null;
			const rows = await listEnvironments(c.env, workspaceId, project.id, q.limit, decodeCursor(q.cursor, project.id));
			const p = page(rows, q.limit, (r) => ({ t: r.createdAt, id: r.id }), project.id);
			return { items: p.items.map(environmentView), meta: listMeta(p) };
		});
		if (!answer) throw notFound("project");
		return ok(c, answer.items, 200, answer.meta);
	},
);

export default app;
