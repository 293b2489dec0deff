import { type CiCtx, type CiScope, notFound } from "../context";
import { deleteVariable as remove } from "./store";

/** DELETE /projects/{id}/variables/{varId}: pipelines and jobs planned from now on no longer see it. */
export async function deleteVariable(ctx: CiCtx, s: CiScope, projectId: string, id: string) {
	const gone = await remove(ctx.env, s, projectId, id);
	if (!gone) throw notFound("variable");
	return { id: gone.id, deleted: true as const };
}
