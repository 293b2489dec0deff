// Runner protocol credentials (issue 22): a runner token (cirt_) for register and job requests, a
// job token (cijt_, handed out with the job) for that job's trace, state and artifacts. Only their
// SHA-256 is stored. Another job's token is 403; a finished job's token is 409 with Job-Status,
// which is how a runner learns its job was canceled.
import type { Context } from "hono";
import type { AppEnv } from "../../../platform/context";
import { sha256Hex } from "../../../platform/crypto";
import { ApiError } from "../../../platform/errors";
import { authRequired } from "../access/auth";
import { runnerByTokenHash } from "../runners/store";
import { jobByToken } from "./store";

const bearer = (c: Context<AppEnv>, prefix: string) => {
	const m = c.req.header("Authorization")?.match(/^Bearer\s+(\S+)\s*$/i);
	return m?.[1].startsWith(prefix) ? m[1] : null;
};

export async function runnerOf(c: Context<AppEnv>) {
	const token = bearer(c, "cirt_");
	const runner = token ? await runnerByTokenHash(c.env, await sha256Hex(token)) : null;
	if (!runner) throw authRequired();
	return runner;
}

/** The job of the job token, which must be `jobId` and still running (else 409 with its Job-Status). */
export async function runningJobOf(c: Context<AppEnv>, jobId: string) {
	const token = bearer(c, "cijt_");
	return checkedJob(c, token ? await sha256Hex(token) : null, jobId);
}

async function checkedJob(c: Context<AppEnv>, tokenHash: string | null, jobId: string) {
	const job = tokenHash ? await jobByToken(c.env, tokenHash, Date.now()) : null;
	if (!job) throw authRequired();
	if (job.id !== jobId) throw anotherJob();
	if (job.status !== "running") throw jobFinished(job.status);
	return job;
}

const anotherJob = () => new ApiError(403, "forbidden", "This job token belongs to another job");

/**
 * Trace appends come several a second per job, and the job-token check (a D1 round trip that also
 * marks the job heard from) cost as much as the append itself. So for the trace only, a token this
 * isolate found running is trusted for TRACE_TRUST_MS without asking D1 again. A finished job is
 * still refused at once: its JobLog refuses appends once finished (409 with Job-Status, see
 * appendJobTrace), and the runner's own final PUT forgets the token here. Only a log whose finish
 * was lost waits for the next check. Silence is unaffected: each check marks the job heard from,
 * and the runner's keep-alive (every 3 s) goes through runningJobOf.
 */
const TRACE_TRUST_MS = 5_000;
const TRACE_TRUST_MAX = 1_000;
const traceTrust = new Map<string, { jobId: string; until: number }>();

/** runningJobOf for the trace PATCH: the job token is checked in D1 at most every TRACE_TRUST_MS. */
export async function traceJobOf(c: Context<AppEnv>, jobId: string): Promise<void> {
	const token = bearer(c, "cijt_");
	if (!token) throw authRequired();
	const hash = await sha256Hex(token);
	const now = Date.now();
	const hit = traceTrust.get(hash);
	if (hit && hit.until > now) {
		if (hit.jobId !== jobId) throw anotherJob();
		return;
	}
	traceTrust.delete(hash);
	const job = await checkedJob(c, hash, jobId);
	if (traceTrust.size >= TRACE_TRUST_MAX) traceTrust.delete(traceTrust.keys().next().value as string);
	traceTrust.set(hash, { jobId: job.id, until: now + TRACE_TRUST_MS });
}

/** The job has ended for its runner (its final PUT): its token is no longer trusted for the trace. */
export async function forgetTraceToken(c: Context<AppEnv>) {
	const token = bearer(c, "cijt_");
	if (token) traceTrust.delete(await sha256Hex(token));
}

export const jobFinished = (status: string) =>
	new ApiError(409, "conflict", `The job is ${status}: stop working on it`, undefined, { "Job-Status": status });
