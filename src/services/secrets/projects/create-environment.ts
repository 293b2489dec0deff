import { ApiError, notFound } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import type { SecretsCtx, SecretsScope } from "../context";
import { slugOf } from "./domain/names";
import { environmentSlugTaken, environmentView, getProject, insertEnvironment } from "./store";

/** POST /api/v1/projects/{projectId}/environments: the slug is unique in the project. */
export async function createEnvironment(ctx: SecretsCtx, s: SecretsScope, projectId: string, input: { name: string }) {
	const project = await getProject(ctx.env, s.workspaceId, projectId);
	if (!project) throw notFound("project");
	const slug = slugOf(input.name, "environment");
	const conflict = () =>
		new ApiError(409, "conflict", `Project ${project.slug} already has an environment with slug "${slug}"`, "name");
	if (await environmentSlugTaken(ctx.env, project.id, slug)) throw conflict();
	const now = Date.now();
	const id = newId("env_", now);
	const row = { id, workspaceId: s.workspaceId, projectId: project.id, name: input.name, slug, createdAt: now };
	const audit = {
		workspaceId: s.workspaceId,
		action: "environment.create" as const,
		actorSub: s.actor,
		target: id,
		metadata: { projectId: project.id, name: input.name, slug },
		createdAt: now,
	};
	if (!(await insertEnvironment(ctx.env, row, audit))) throw conflict();
	return environmentView(row);
}
