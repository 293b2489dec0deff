import { ApiError } from "../../../platform/errors";
import type { CiCtx } from "../context";
import { finishJob } from "../jobs/finish-job";
import type { JobRow } from "../pipelines";
import { jobFinished } from "./auth";
import { jobStatus } from "./store";

export type JobUpdate =
	| { state: "running" }
	| { state: "success" | "failed"; exitCode?: number | null; failureReason?: string | null };

/** PUT /runner/jobs/{id}: `running` is a keep-alive (the token check marked it heard from); else the result. */
export async function updateJob(ctx: CiCtx, job: JobRow, u: JobUpdate) {
	if (u.state === "running") return { id: job.id, status: "running" };
	try {
		await finishJob(
			ctx,
			{ workspaceId: job.accountId },
			job.id,
			{ status: u.state, exitCode: u.exitCode ?? null, failureReason: u.failureReason ?? null },
			job.pipelineId,
		);
		return { id: job.id, status: u.state };
	} catch (err) {
		// Canceled (or lost) between the token check and the result: the runner learns it now.
		if (err instanceof ApiError && err.status === 409) throw jobFinished(await currentStatus(ctx, job));
		throw err;
	}
}

const currentStatus = async (ctx: CiCtx, job: JobRow) => (await jobStatus(ctx.env, job.id)) ?? "canceled";
