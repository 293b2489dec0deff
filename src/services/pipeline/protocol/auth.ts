// Runner protocol credentials (issue 22): a runner token (cirt_) for register and job requests, a
// job token (cijt_, handed out with the job) for that job's trace, state and artifacts. Only their
// SHA-256 is stored. Another job's token is 403; a finished job's token is 409 with Job-Status,
// which is how a runner learns its job was canceled.
import type { Context } from "hono";
import type { AppEnv } from "../../../platform/context";
import { sha256Hex } from "../../../platform/crypto";
import { ApiError } from "../../../platform/errors";
import { locatedEnv } from "../../admin/public";
import { authRequired } from "../access/auth";
import { jobTokenEnv, RUNNER_LOCATOR } from "../access/locate";
import { runnerByTokenHash } from "../runners/store";
import { jobByToken } from "./store";

const bearer = (c: Context<AppEnv>, prefix: string) => {
	const m = c.req.header("Authorization")?.match(/^Bearer\s+(\S+)\s*$/i);
	return m?.[1].startsWith(prefix) ? m[1] : null;
};

/**
 * The runner of the runner token. Its workspace comes from the locator (issue 38): a workspace
 * runner's row is on that workspace's shard and must be that workspace's; a token without a locator
 * row is a shared runner's or a runner made before sharding, both on shard 0. The request's env
 * becomes the located one (a shared runner resolves each job's workspace as it claims it).
 */
export async function runnerOf(c: Context<AppEnv>) {
	const token = bearer(c, "cirt_");
	if (!token) throw authRequired();
	const hash = await sha256Hex(token);
	const at = await locatedEnv(c.env, RUNNER_LOCATOR, hash);
	const runner = await runnerByTokenHash(at.env, hash);
	if (!runner || (at.workspaceId !== null && runner.accountId !== at.workspaceId)) throw authRequired();
	c.env = at.env;
	return runner;
}

/** The job of the job token, which must be `jobId` and still running (else 409 with its Job-Status). */
export async function runningJobOf(c: Context<AppEnv>, jobId: string) {
	const token = bearer(c, "cijt_");
	return checkedJob(c, token, token ? await sha256Hex(token) : null, jobId);
}

/**
 * The job token carries its workspace (access/locate.ts): its job row is read on that workspace's
 * shard and must be that workspace's; a plain token (minted before sharding) is read on shard 0.
 */
async function checkedJob(c: Context<AppEnv>, token: string | null, tokenHash: string | null, jobId: string) {
	if (!token || !tokenHash) throw authRequired();
	const at = await jobTokenEnv(c.env, token);
	const job = await jobByToken(at.env, tokenHash, Date.now());
	if (!job || (at.workspaceId !== null && job.accountId !== at.workspaceId)) throw authRequired();
	c.env = at.env;
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
/** Checks the trace's job token (see traceTrust) and answers it (masks.ts looks the job's values up by it). */
export async function traceJobOf(c: Context<AppEnv>, jobId: string): Promise<string> {
	const token = bearer(c, "cijt_");
	if (!token) throw authRequired();
	const hash = await sha256Hex(token);
	const now = Date.now();
	const hit = traceTrust.get(hash);
	if (hit && hit.until > now) {
		if (hit.jobId !== jobId) throw anotherJob();
		return token;
	}
	traceTrust.delete(hash);
	const job = await checkedJob(c, token, hash, jobId);
	if (traceTrust.size >= TRACE_TRUST_MAX) traceTrust.delete(traceTrust.keys().next().value as string);
	traceTrust.set(hash, { jobId: job.id, until: now + TRACE_TRUST_MS });
	return token;
}

/** The job has ended for its runner (its final PUT): its token is no longer trusted for the trace. */
export async function forgetTraceToken(c: Context<AppEnv>) {
	const token = bearer(c, "cijt_");
	if (token) traceTrust.delete(await sha256Hex(token));
}

export const jobFinished = (status: string) =>
	new ApiError(409, "conflict", `The job is ${status}: stop working on it`, undefined, { "Job-Status": status });
