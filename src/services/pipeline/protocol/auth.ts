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
	const job = token ? await jobByToken(c.env, await sha256Hex(token), Date.now()) : null;
	if (!job) throw authRequired();
	if (job.id !== jobId) throw new ApiError(403, "forbidden", "This job token belongs to another job");
	if (job.status !== "running") throw jobFinished(job.status);
	return job;
}

export const jobFinished = (status: string) =>
	new ApiError(409, "conflict", `The job is ${status}: stop working on it`, undefined, { "Job-Status": status });
