import { ApiError } from "../../../platform/errors";
import { type CiCtx, type CiScope, notFound } from "../context";
import { deleteOwnRunner, visibleRunner } from "./store";

/** Deletes one of the workspace's runners: its token is dead at once. Its running jobs are lost after 5 minutes. */
export async function deleteRunner(ctx: CiCtx, s: CiScope, id: string) {
	if (await deleteOwnRunner(ctx.env, s, id)) return { id, deleted: true as const };
	if (await visibleRunner(ctx.env, s, id)) throw new ApiError(403, "forbidden", "Shared runners are the operator's");
	throw notFound("runner");
}
