// How the rest of the CI service reaches a job's log: one JobLog object per job id.
import type { Env } from "../../../env";
import { log } from "../../../platform/log";
import type { CiCtx } from "../context";
import { LOG_FINISHED, type LogStatus } from "./contract";

export const jobLog = (env: Env, jobId: string) => env.JOB_LOG.get(env.JOB_LOG.idFromName(jobId));

/**
 * The runner's trace PATCH (Content-Range start-end): `ok: false` when `start` is not the stored
 * length (416 with `Range: 0-<length>`) or the log is finished (`finished`: its status, 409),
 * nothing appended; else the new length. `masked` values are stored as [MASKED] (JobLog.append).
 */
export async function appendTrace(
	env: Env,
	jobId: string,
	start: number,
	bytes: Uint8Array | string,
	masked: readonly string[] = [],
): Promise<{ ok: boolean; length: number; finished?: LogStatus }> {
	const r = await jobLog(env, jobId).append(start, bytes, masked);
	return r.ok ? { ok: true, length: r.length } : { ok: false, length: r.length, finished: r.finished };
}

/** Bytes of the trace so far (kept or past the 4 MiB cut): the runner's next start. */
export const traceLength = (env: Env, jobId: string): Promise<number> => jobLog(env, jobId).length();

/**
 * Finishes the logs of the jobs a status change finished (pipelines/change.ts), so their live
 * readers get `event: done`. In the background when the request has a waitUntil; a failure is
 * logged and never fails the change (the stream route finishes a log from D1 anyway).
 */
export async function finishLogs(ctx: CiCtx, jobs: ReadonlyArray<{ id: string; status: string }>) {
	const done = jobs.filter((j) => LOG_FINISHED.has(j.status));
	if (!done.length) return;
	const work = Promise.all(
		done.map((j) =>
			jobLog(ctx.env, j.id)
				.finish(j.status as LogStatus)
				.catch((e: unknown) => log(ctx.env, "error", { msg: "ci.log.finish_failed", jobId: j.id, error: String(e) })),
		),
	);
	if (ctx.exec) ctx.exec.waitUntil(work);
	else await work;
}
