// The locator rows of payments keys minted before sharding (issue 38). A signed request names only
// its keyId; createApiKey records every new keyId's workspace in the platform locator, and a keyId
// without a row is looked for on shard 0, where every workspace lived before sharding. Before a
// workspace leaves shard 0 its older keys need rows, and a row also keeps a new key from taking a
// pre-sharding key's keyId on another shard: this operator task writes them, shard by shard.
import { z } from "zod";
import type { Env } from "../../../env";
import { ApiError } from "../../../platform/errors";
import type { MaintenanceTask } from "../../../platform/service-module";
import { pinnedEnv, shardCount } from "../../../platform/shards";
import { zodToApiError } from "../../../platform/validation";
import { locate, recordLocator } from "../../admin/public";
import { KEY_LOCATOR } from "./credentials";
import { keyIdsAfter } from "./store/index";

export const BackfillInput = z.strictObject({
	/** "<shard>:<last key row id>" from the previous step ("1:" starts shard 1); none starts at shard 0. */
	cursor: z.string().min(1).max(100).optional(),
	limit: z.number().int().min(1).max(500).default(200),
});

export interface BackfillReport {
	scanned: number;
	/** Keys whose locator row names their workspace (written now, or already there). */
	located: number;
	/** keyIds whose locator row names another workspace (a new key's mint that met a pre-sharding keyId). */
	conflicts: { keyId: string; workspaceId: string; owner: string | null }[];
	nextCursor: string | null;
	[k: string]: unknown;
}

/** One bounded step in (shard, key id) order. Safe to run twice or concurrently: each row is written once. */
export async function backfillKeyLocators(
	env: Env,
	input: z.input<typeof BackfillInput> = {},
): Promise<BackfillReport> {
	const { cursor, limit } = BackfillInput.parse(input);
	const at = cursor === undefined ? ["", "0", ""] : cursor.match(/^(\d+):(.*)$/);
	const shard = Number(at?.[1]);
	if (!at || shard >= shardCount(env, "DB_PAY"))
		throw new ApiError(400, "validation_error", "cursor is not one this task handed out", "cursor");
	const rows = await keyIdsAfter(pinnedEnv(env, "DB_PAY", shard), at[2] || null, limit + 1);
	const page = rows.slice(0, limit);
	const report: BackfillReport = { scanned: page.length, located: 0, conflicts: [], nextCursor: null };
	for (const r of page) {
		if (await recordLocator(env, KEY_LOCATOR, r.keyId, r.accountId)) report.located++;
		else
			report.conflicts.push({
				keyId: r.keyId,
				workspaceId: r.accountId,
				owner: await locate(env, KEY_LOCATOR, r.keyId),
			});
	}
	if (rows.length > limit) report.nextCursor = `${shard}:${page[page.length - 1].id}`;
	else if (shard + 1 < shardCount(env, "DB_PAY")) report.nextCursor = `${shard + 1}:`;
	return report;
}

export const backfillKeyLocatorsTask: MaintenanceTask = {
	summary:
		"Issue 38: records the platform locator row of every payments key (those minted before sharding have none), shard by shard. Input {cursor?, limit? 1-500}; repeat with nextCursor until it is null.",
	run: async (env, input) => {
		const parsed = BackfillInput.safeParse(input);
		if (!parsed.success) throw zodToApiError(parsed.error, { input });
		return backfillKeyLocators(env, parsed.data);
	},
};
