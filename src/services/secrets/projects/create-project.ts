import { ApiError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import type { SecretsCtx, SecretsScope } from "../context";
import { newProjectKey } from "./domain/envelope";
import { slugOf } from "./domain/names";
import { insertProject, projectSlugTaken, projectView } from "./store";

/** POST /api/v1/projects: a project with its own wrapped data key; the slug is unique in the workspace. */
export async function createProject(ctx: SecretsCtx, s: SecretsScope, input: { name: string }) {
	const slug = slugOf(input.name, "project");
	const conflict = () =>
		new ApiError(409, "conflict", `A project with slug "${slug}" already exists in this workspace`, "name");
	if (await projectSlugTaken(ctx.env, s.workspaceId, slug)) throw conflict();
	const now = Date.now();
	const id = newId("proj_", now);
	const { wrapped } = await newProjectKey(ctx.env, id);
	const row = {
		id,
		workspaceId: s.workspaceId,
		name: input.name,
		slug,
		wrappedKey: wrapped,
		createdAt: now,
		createdBy: s.actor,
	};
	const audit = {
		workspaceId: s.workspaceId,
		action: "project.create" as const,
		actorSub: s.actor,
		target: id,
		metadata: { name: input.name, slug },
		createdAt: now,
	};
	// The unique index decides a race the pre-check lost.
	if (!(await insertProject(ctx.env, row, audit))) throw conflict();
	return projectView(row);
}
