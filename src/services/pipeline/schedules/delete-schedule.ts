import { type CiCtx, type CiScope, notFound } from "../context";
import { deleteSchedule as remove } from "./store";

/** DELETE /projects/{id}/schedules/{schedId}: its pipelines stay (they are the project's history). */
export async function deleteSchedule(ctx: CiCtx, s: CiScope, projectId: string, id: string) {
	const gone = await remove(ctx.env, s, projectId, id);
	if (!gone) throw notFound("schedule");
	return { id: gone.id, deleted: true as const };
}
