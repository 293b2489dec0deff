// POST /runner/jobs/request (issue 22): long-polls for `wait` seconds for a pending job this runner
// may take — its tags all the runner's (untagged ones need runUntagged), oldest first, a shared
// runner skipping workspaces whose minutes are spent — and claims it through the pipeline's
// compare-and-set (startJob), so two runners never get the same job: the loser tries the next.
import { sha256Hex } from "../../../platform/crypto";
import { ApiError } from "../../../platform/errors";
import { randomHex } from "../../../platform/ids";
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

async function claimOne(ctx: CiCtx, runner: RunnerRow, base: string, recheck: boolean) {
	const shared = runner.accountId == null;
	const takes = { tags: JSON.parse(runner.tags) as string[], runUntagged: !!runner.runUntagged };
	// A shared runner skips workspaces whose minutes are spent: when a whole page is theirs, the
	// next page leaves them out, so a spent workspace's backlog never starves the others.
	const skip: string[] = [];
	let candidates: Awaited<ReturnType<typeof pendingJobs>> = [];
	for (let page = 0; page < SPENT_PAGES && !candidates.length; page++) {
		const found = await pendingJobs(ctx.env, runner.accountId, CANDIDATES, { ...takes, skipAccounts: skip });
		const spent = shared ? await exhaustedAccounts(ctx.env, [...new Set(found.map((j) => j.accountId))]) : null;
		candidates = found.filter((j) => runnerTakes(takes, JSON.parse(j.tags) as string[]) && !spent?.has(j.accountId));
		if (!spent?.size || found.length < CANDIDATES) break;
		skip.push(...spent);
	}
	if (!candidates.length) return null;
	// The row was read when the request came; a later poll reads it again before claiming (only
	// then: idle polls stay one read), so a pause or a delete meanwhile hands out no job.
	if (recheck) {
		const now = await runnerByTokenHash(ctx.env, runner.tokenHash);
		if (!now || now.paused) return STOP;
	}
	for (const c of candidates) {
		const token = `cijt_${randomHex(24)}`;
		try {
			const job = await startJob(
				ctx,
				{ workspaceId: c.accountId },
				c.id,
				runner.id,
				{ shared, tokenHash: await sha256Hex(token) },
				c.pipelineId,
			);
			if (job) return jobPayload(ctx.env, job, token, base);
		} catch (err) {
			// Another runner took it, or it was canceled meanwhile: the next candidate.
			if (!(err instanceof ApiError && (err.status === 409 || err.status === 404))) throw err;
		}
	}
	return null;
}
