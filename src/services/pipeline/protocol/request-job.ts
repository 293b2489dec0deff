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
import type { RunnerRow } from "../runners/store";
import { exhaustedAccounts } from "../usage";
import { jobPayload } from "./payload";
import { pendingJobs } from "./store";

const CANDIDATES = 50;
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
	for (let delay = FIRST_DELAY_MS; ; delay = Math.min(delay * 2, MAX_DELAY_MS)) {
		// A runner that hung up would never receive a job handed to it: stop before claiming.
		if (signal?.aborted) return null;
		const claimed = await claimOne(ctx, runner, base);
		if (claimed) return claimed;
		if (signal?.aborted || Date.now() + delay >= deadline) return null;
		await new Promise((r) => setTimeout(r, delay));
	}
}

async function claimOne(ctx: CiCtx, runner: RunnerRow, base: string) {
	const shared = runner.accountId == null;
	const tags = JSON.parse(runner.tags) as string[];
	const candidates = (await pendingJobs(ctx.env, runner.accountId, CANDIDATES)).filter((j) =>
		runnerTakes({ tags, runUntagged: !!runner.runUntagged }, JSON.parse(j.tags) as string[]),
	);
	const spent = shared ? await exhaustedAccounts(ctx.env, [...new Set(candidates.map((j) => j.accountId))]) : null;
	for (const c of candidates) {
		if (spent?.has(c.accountId)) continue;
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
