import { ApiError } from "../../../platform/errors";
import type { CiCtx, CiScope } from "../context";
import { retryAttempts } from "./attempts";
import { changePipeline } from "./change";

/** New attempts of the failed and canceled jobs (the skipped ones behind them open again); none → 409 CONFLICT. */
export const retryPipeline = (ctx: CiCtx, s: CiScope, pipelineId: string) =>
	changePipeline(ctx, s, pipelineId, (snap, now) => {
		const targets = snap.jobs.filter((j) => j.status === "failed" || j.status === "canceled");
		if (!targets.length) throw new ApiError(409, "conflict", "No failed or canceled job to retry");
		return { ...retryAttempts(snap, targets, now), answer: ({ view }) => view };
	});
