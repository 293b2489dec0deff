// The operator's hold on shared runners (issue 37 item 5): a workspace cannot pause or delete one, so
// a leaked cirt_ token of a shared runner is stopped here, through the admin API (admin-routes.ts).
import { ApiError } from "../../../platform/errors";
import { forEachShard } from "../../../platform/shards";
import type { CiCtx } from "../context";
import { notFound } from "../context";
import { finishJob } from "../jobs/finish-job";
import { runningJobsOf } from "../jobs/store";
import { deleteSharedRunner, setSharedPaused } from "./store";
import { runnerView } from "./view";

export async function pauseSharedRunner(ctx: CiCtx, id: string, paused: boolean) {
	const now = Date.now();
	const row = await setSharedPaused(ctx.env, id, paused, now);
	if (!row) throw notFound("shared runner");
	return runnerView(row, now);
}

/**
 * Revokes a shared runner: the row and its token hash go, so its next protocol request is 401; the
 * jobs it is running fail now as runner_lost (not after 5 silent minutes), retries and the jobs
 * behind them following as for any lost runner. Its job tokens die with their jobs (409 Job-Status).
 */
export async function revokeSharedRunner(ctx: CiCtx, id: string) {
	const row = await deleteSharedRunner(ctx.env, id);
	if (!row) throw notFound("shared runner");
	const lost: string[] = [];
	// Its jobs are any workspace's, on every shard of DB_CI: each shard's in turn (issue 38).
	await forEachShard(ctx.env, "DB_CI", async (env) => {
		for (const j of await runningJobsOf(env, id)) {
			try {
				const outcome = { status: "failed" as const, exitCode: null, failureReason: "runner_lost" as const };
				await finishJob({ ...ctx, env }, { workspaceId: j.accountId }, j.id, outcome, j.pipelineId);
				lost.push(j.id);
			} catch (err) {
				// It finished or was canceled meanwhile: nothing left to fail.
				if (!(err instanceof ApiError && err.status === 409)) throw err;
			}
		}
	});
	return { id, revoked: true as const, lostJobs: lost };
}
