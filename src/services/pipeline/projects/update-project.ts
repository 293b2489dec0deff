import type { Env } from "../../../env";
import { type CiScope, notFound } from "../context";
import type { UpdateProjectBody } from "./schemas";
import { getProject, updateProject } from "./store";

/** PATCH /projects/{id}: today only `visibility` (issue 41); an empty body changes nothing. */
export async function updateProjectSettings(env: Env, s: CiScope, id: string, b: UpdateProjectBody) {
	const row =
		b.visibility === undefined
			? await getProject(env, s, id)
			: await updateProject(env, s, id, { visibility: b.visibility, updatedAt: Date.now() });
	if (!row) throw notFound("project");
	return row;
}
