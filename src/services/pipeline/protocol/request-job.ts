// POST /runner/jobs/request (issue 22): long-polls for `wait` seconds for a pending job this runner
// may take — its tags all the runner's (untagged ones need runUntagged), oldest first, a shared
// runner skipping workspaces whose minutes are spent — and claims it through the pipeline's
// compare-and-set (startJob), so two runners never get the same job: the loser tries the next.
import type { Env } from "../../../env";
import { sha256Hex } from "../../../platform/crypto";
import { ApiError } from "../../../platform/errors";
import { randomHex } from "../../../platform/ids";
import { pinnedEnv, shardCount } from "../../../platform/shards";
import { workspaceEnv } from "../../admin/public";
import { jobTokenFor } from "../access/locate";
import type { CiCtx } from "../context";
import { startJob } from "../jobs/finish-job";
import { runnerTakes } from "../runners/domain";
import { type RunnerRow, runnerByTokenHash } from "../runners/store";
import { exhaustedAccounts } from "../usage";
import { jobPayload } from "./payload";
import { pendingJobs } from "./store";

const CANDIDATES = 50;
/** Pages of spent workspaces' jobs a shared runner looks past in one poll. */
const SPENT_PAGES = 4;
const FIRST_DELAY_MS = 200;
const MAX_DELAY_MS = 2_000;

export async function requestJob(
	ctx: CiCtx,
	runner: RunnerRow,
	waitSeconds: number,
	base: string,
	signal?: AbortSignal,
) {
	if (runner.paused) return null;
	const deadline = Date.now() + waitSeconds * 1000;
	for (let delay = FIRST_DELAY_MS, first = true; ; delay = Math.min(delay * 2, MAX_DELAY_MS), first = false) {
		// A runner that hung up would never receive a job handed to it: stop before claiming.
		if (signal?.aborted) return null;
		const claimed = await claimOne(ctx, runner, base, !first);
		if (claimed === STOP) return null;
		if (claimed) return claimed;
		if (signal?.aborted || Date.now() + delay >= deadline) return null;
		await new Promise((r) => setTimeout(r, delay));
	}
}

/** The runner was paused or deleted while it long-polled: it must take nothing. */
const STOP = Symbol("stop");

/** Where a shared runner's next poll starts looking: the shards in turn, so none is starved. */
let rotation = 0;

/**
 * One look for a job. A workspace runner looks on its workspace's shard (the request's env). A shared
 * runner takes any workspace's jobs, on every shard of DB_CI (issue 38): it looks shard by shard,
 * starting from the next one in turn, each with the same bounded read, and claims on the first shard
 * offering a job, re-resolving DB_CI for each candidate's workspace.
 */
async function claimOne(ctx: CiCtx, runner: RunnerRow, base: string, recheck: boolean) {
	const shared = runner.accountId == null;
	const n = shared ? shardCount(ctx.env, "DB_CI") : 1;
	const from = shared ? rotation++ % n : 0;
	for (let k = 0; k < n; k++) {
		const env = shared ? pinnedEnv(ctx.env, "DB_CI", (from + k) % n) : ctx.env;
		const candidates = await candidatesOn(env, runner);
		if (!candidates.length) continue;
		// The row was read when the request came; a later poll reads it again before claiming (only
		// then: idle polls stay one read), so a pause or a delete meanwhile hands out no job.
		if (recheck) {
			const now = await runnerByTokenHash(ctx.env, runner.tokenHash);
			if (!now || now.paused) return STOP;
			recheck = false;
		}
		for (const c of candidates) {
			const jobCtx = shared ? { ...ctx, env: await workspaceEnv(ctx.env, c.accountId) } : ctx;
			const token = jobTokenFor(c.accountId, randomHex(24));
			try {
				const job = await startJob(
					jobCtx,
					{ workspaceId: c.accountId },
					c.id,
					runner.id,
					{ shared, tokenHash: await sha256Hex(token) },
					c.pipelineId,
				);
				if (job) return jobPayload(jobCtx.env, job, token, base);
			} catch (err) {
				// Another runner took it, or it was canceled meanwhile: the next candidate.
				if (!(err instanceof ApiError && (err.status === 409 || err.status === 404))) throw err;
			}
		}
	}
	return null;
}

/** Pending jobs on the shard `env` reads that the runner may take, oldest first. */
async function candidatesOn(env: Env, runner: RunnerRow) {
	const shared = runner.accountId == null;
	const takes = { tags: JSON.parse(runner.tags) as string[], runUntagged: !!runner.runUntagged };
	// A shared runner skips workspaces whose minutes are spent: when a whole page is theirs, the
	// next page leaves them out, so a spent workspace's backlog never starves the others.
	const skip: string[] = [];
	let candidates: Awaited<ReturnType<typeof pendingJobs>> = [];
	for (let page = 0; page < SPENT_PAGES && !candidates.length; page++) {
		const found = await pendingJobs(env, runner.accountId, CANDIDATES, { ...takes, skipAccounts: skip });
		const spent = shared ? await exhaustedAccounts(env, [...new Set(found.map((j) => j.accountId))]) : null;
		candidates = found.filter((j) => runnerTakes(takes, JSON.parse(j.tags) as string[]) && !spent?.has(j.accountId));
		if (!spent?.size || found.length < CANDIDATES) break;
		skip.push(...spent);
	}
	return candidates;
}
