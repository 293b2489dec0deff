import { sha256Hex } from "../../../platform/crypto";
import { ApiError } from "../../../platform/errors";
import { newId, randomHex } from "../../../platform/ids";
import { recordLocator } from "../../admin/public";
import { RUNNER_LOCATOR } from "../access/locate";
import type { CiCtx, CiScope } from "../context";
import { MAX_RUNNERS, normaliseTags } from "./domain";
import type { CreateRunnerBody } from "./schemas";
import { insertRunner } from "./store";
import { runnerView } from "./view";

/**
 * A runner and its `cirt_` token, shown only in this answer (only its SHA-256 is kept). `s` null
 * makes a shared runner: the operator's, offered to every workspace (admin maintenance task).
 */
export async function createRunner(ctx: CiCtx, s: CiScope | null, b: CreateRunnerBody) {
	const now = Date.now();
	const token = `cirt_${randomHex(24)}`;
	const row = {
		id: newId("runner_", now),
		accountId: s?.workspaceId ?? null,
		description: b.description,
		tags: JSON.stringify(normaliseTags(b.tags)),
		runUntagged: b.runUntagged ? 1 : 0,
		paused: 0,
		tokenHash: await sha256Hex(token),
		name: null,
		version: null,
		platform: null,
		contactedAt: null,
		createdAt: now,
		updatedAt: now,
	};
	// A workspace runner's token finds its shard through the locator (issue 38), written first; a
	// shared runner's row lives on shard 0, where a token without a locator row is looked up.
	if (s && !(await recordLocator(ctx.env, RUNNER_LOCATOR, row.tokenHash, s.workspaceId)))
		throw new Error("a new runner token collided with another workspace's");
	if (!(await insertRunner(ctx.env, row)))
		throw new ApiError(409, "conflict", `A workspace has at most ${MAX_RUNNERS} runners; delete one first`);
	return { ...runnerView(row, now), token };
}
