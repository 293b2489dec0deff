import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor, page } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { ApiError, notFound } from "../../../platform/errors";
import { newId, randomHex } from "../../../platform/ids";
import { errors, jsonBody, jsonResponse } from "../../../platform/openapi";
import { singleLine } from "../../../platform/text";
import { newProjectKey } from "../values/domain/envelope";
import { MAX_NAME_LENGTH, slugify } from "../values/domain/names";
import {
	environmentSlugTaken,
	environmentView,
	getProject,
	insertEnvironment,
	insertProject,
	listEnvironments,
	listProjects,
	projectSlugTaken,
	projectView,
} from "./store";
import { idem, ListQuery, listMeta, who } from "../context";

export const Project = z
	.object({
		id: z.string(),
		name: z.string(),
		slug: z.string(),
		createdAt: z.string(),
		createdBy: z.string().openapi({ description: "API key id or JWT sub" }),
	})
	.openapi("SecretsProject");
export const Environment = z
	.object({ id: z.string(), projectId: z.string(), name: z.string(), slug: z.string(), createdAt: z.string() })
	.openapi("SecretsEnvironment");

const NameBody = z.strictObject({ name: singleLine(MAX_NAME_LENGTH, { trim: true }) });
const ProjectParam = z.object({
	projectId: z
		.string()
		.min(1)
		.openapi({ param: { name: "projectId", in: "path" }, example: "proj_01J..." }),
});

/** The slug is derived from the name; a name with nothing sluggable (another script) gets a random one. */
const slugOf = (name: string, fallback: string) => slugify(name) ?? `${fallback}-${randomHex(3)}`;

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
			...errors([403, "Not on the private-beta allowlist"], [409, "Slug already taken"]),
		},
	}),
	async (c) => {
		const { workspaceId, actor } = who(c);
		const { name } = c.req.valid("json");
		const slug = slugOf(name, "project");
		const conflict = () =>
			new ApiError(409, "conflict", `A project with slug "${slug}" already exists in this workspace`, "name");
		if (await projectSlugTaken(c.env, workspaceId, slug)) throw conflict();
		const now = Date.now();
		const id = newId("proj_", now);
		const { wrapped } = await newProjectKey(c.env, id);
		const row = { id, workspaceId, name, slug, wrappedKey: wrapped, createdAt: now, createdBy: actor };
		const audit = {
			workspaceId,
			action: "project.create" as const,
			actorSub: actor,
			target: id,
			metadata: { name, slug },
			createdAt: now,
		};
		if (!(await insertProject(c.env, row, audit))) throw conflict();
		return ok(c, projectView(row), 201);
	},
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
		const rows = await listProjects(c.env, workspaceId, q.limit, decodeCursor(q.cursor, "projects"));
		const p = page(rows, q.limit, (r) => ({ t: r.createdAt, id: r.id }), "projects");
		return ok(c, p.items.map(projectView), 200, listMeta(p));
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
			...errors([403, "Not on the private-beta allowlist"], [409, "Slug already taken"]),
		},
	}),
	async (c) => {
		const { workspaceId, actor } = who(c);
		const { projectId } = c.req.valid("param");
		const { name } = c.req.valid("json");
		const project = await getProject(c.env, workspaceId, projectId);
		if (!project) throw notFound("project");
		const slug = slugOf(name, "environment");
		const conflict = () =>
			new ApiError(409, "conflict", `Project ${project.slug} already has an environment with slug "${slug}"`, "name");
		if (await environmentSlugTaken(c.env, project.id, slug)) throw conflict();
		const now = Date.now();
		const id = newId("env_", now);
		const row = { id, workspaceId, projectId: project.id, name, slug, createdAt: now };
		const audit = {
			workspaceId,
			action: "environment.create" as const,
			actorSub: actor,
			target: id,
			metadata: { projectId: project.id, name, slug },
			createdAt: now,
		};
		if (!(await insertEnvironment(c.env, row, audit))) throw conflict();
		return ok(c, environmentView(row), 201);
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
		const project = await getProject(c.env, workspaceId, projectId);
		if (!project) throw notFound("project");
		const rows = await listEnvironments(c.env, workspaceId, project.id, q.limit, decodeCursor(q.cursor, project.id));
		const p = page(rows, q.limit, (r) => ({ t: r.createdAt, id: r.id }), project.id);
		return ok(c, p.items.map(environmentView), 200, listMeta(p));
	},
);

export default app;
