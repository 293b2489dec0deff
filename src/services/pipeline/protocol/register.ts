import type { CiCtx } from "../context";
import { CONTACT_WRITE_MS } from "../runners/domain";
import type { RunnerRow } from "../runners/store";
import { touchRunner } from "../runners/store";

/**
 * POST /runner/register records what the runner says about itself; every protocol call marks it
 * contacted (`about` null), written at most every CONTACT_WRITE_MS so long-polls stay read-only.
 */
export async function registerRunner(
	ctx: CiCtx,
	runner: RunnerRow,
	about: { name?: string | null; version?: string | null; platform?: string | null } | null,
) {
	const now = Date.now();
	if (about) await touchRunner(ctx.env, runner, now, about);
	else if (runner.contactedAt == null || now - runner.contactedAt > CONTACT_WRITE_MS)
		await touchRunner(ctx.env, runner, now);
	return {
		id: runner.id,
		description: runner.description,
		tags: JSON.parse(runner.tags) as string[],
		runUntagged: !!runner.runUntagged,
		paused: !!runner.paused,
	};
}
