// The minute tick that ends what runners cannot (issue 22): a job whose runner has been silent for
// 5 minutes fails with runner_lost; one past its `timeout` fails with job_execution_timeout. Each
// goes through finishJob, so the retry budget, the jobs behind it, events and logs follow as for a
// runner's own result.
import { ApiError } from "../../../platform/errors";
import { log } from "../../../platform/log";
import type { TickHandler } from "../../../platform/service-module";
import { finishJob } from "./finish-job";
import { stuckJobs } from "./store";

export const RUNNER_LOST_MS = 5 * 60_000;
const BATCH = 100;

export const jobsTick: TickHandler = async (now, env, exec) => {
	const ctx = { env, exec: typeof exec?.waitUntil === "function" ? exec : null };
	for (const j of await stuckJobs(env, now, now - RUNNER_LOST_MS, BATCH)) {
		try {
			await finishJob(
				ctx,
				{ workspaceId: j.accountId },
				j.id,
				{ status: "failed", exitCode: null, failureReason: j.reason },
				j.pipelineId,
			);
			log(env, "info", { service: "ci", event: "job_failed_by_tick", jobId: j.id, reason: j.reason });
		} catch (err) {
			// It finished or was canceled meanwhile: nothing left to do.
			if (!(err instanceof ApiError && err.status === 409)) throw err;
		}
	}
};
