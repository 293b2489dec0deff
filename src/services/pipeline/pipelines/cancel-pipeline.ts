import { ApiError } from "../../../platform/errors";
import { UNFINISHED } from "../config";
import type { CiCtx, CiScope } from "../context";
import { flowOf } from "./attempts";
import { changePipeline } from "./change";

/** Stops every unfinished job (created, pending, running, manual); nothing unfinished → 409 CONFLICT. */
export const cancelPipeline = (ctx: CiCtx, s: CiScope, pipelineId: string) =>
	changePipeline(ctx, s, pipelineId, (snap, now) => {
		if (!snap.jobs.some((j) => UNFINISHED.has(flowOf(j).status)))
			throw new ApiError(409, "conflict", `The pipeline is ${snap.pipeline.status}: nothing to cancel`);
		return {
			jobs: snap.jobs.map((j) =>
				UNFINISHED.has(flowOf(j).status) ? { ...j, status: "canceled", finishedAt: now, updatedAt: now } : j,
			),
			answer: ({ view }) => view,
		};
	});
