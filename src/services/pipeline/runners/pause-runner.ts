import { ApiError } from "../../../platform/errors";
import { type CiCtx, type CiScope, notFound } from "../context";
import { setPaused, visibleRunner } from "./store";
import { runnerView } from "./view";

/** Pauses or resumes one of the workspace's runners; a shared runner is the operator's (403). */
export async function setRunnerPaused(ctx: CiCtx, s: CiScope, id: string, paused: boolean) {
	const now = Date.now();
	const row = await setPaused(ctx.env, s, id, paused, now);
	if (row) return runnerView(row, now);
	const seen = await visibleRunner(ctx.env, s, id);
	if (seen?.accountId == null && seen) throw new ApiError(403, "forbidden", "Shared runners are the operator's");
	throw notFound("runner");
}
