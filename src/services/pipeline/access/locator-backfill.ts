// The locator rows of CI values minted before sharding (issue 38): API keys (ci.key), projects'
// badge tokens (ci.badge) and ids (ci.project), workspace runners' token hashes (ci.runner). Values
// without a row are looked for on shard 0, where every workspace lived before sharding; before a
// workspace leaves shard 0 they need rows. This operator task writes them, shard by shard, table by
// table, in bounded steps. Job tokens need none: they die with their jobs.
import { z } from "zod";
import type { Env } from "../../../env";
import { ApiError } from "../../../platform/errors";
import type { MaintenanceTask } from "../../../platform/service-module";
import { pinnedEnv, shardCount } from "../../../platform/shards";
import { zodToApiError } from "../../../platform/validation";
import { type LocatorKind, locate, recordLocator } from "../../admin/public";
import { BADGE_LOCATOR, PROJECT_LOCATOR, RUNNER_LOCATOR } from "./locate";
import { KEY_LOCATOR, type LocatedTable, locatedRowsAfter } from "./store";

const TABLES: LocatedTable[] = ["keys", "projects", "runners"];
/** The locator kinds of a row's two values (a, b) per table. */
const KINDS: Record<LocatedTable, [LocatorKind, LocatorKind | null]> = {
	keys: [KEY_LOCATOR, null],
	projects: [BADGE_LOCATOR, PROJECT_LOCATOR],
	runners: [RUNNER_LOCATOR, null],
};

export const BackfillInput = z.strictObject({
	/** "<shard>:<table>:<last row id>" from the previous step; none starts at shard 0's keys. */
	cursor: z.string().min(1).max(200).optional(),
	limit: z.number().int().min(1).max(500).default(200),
});

export interface BackfillReport {
	scanned: number;
	/** Values whose locator row names their workspace (written now, or already there). */
	located: number;
	/** Values whose locator row names another workspace (kind, the row's id and both workspaces). */
	conflicts: { kind: string; id: string; workspaceId: string; owner: string | null }[];
	nextCursor: string | null;
	[k: string]: unknown;
}

/** One bounded step in (shard, table, id) order. Safe to run twice or concurrently: each row is written once. */
export async function backfillCiLocators(env: Env, input: z.input<typeof BackfillInput> = {}): Promise<BackfillReport> {
	const { cursor, limit } = BackfillInput.parse(input);
	const at = cursor === undefined ? ["", "0", "keys", ""] : cursor.match(/^(\d+):(keys|projects|runners):(.*)$/);
	const shard = Number(at?.[1]);
	if (!at || shard >= shardCount(env, "DB_CI"))
		throw new ApiError(400, "validation_error", "cursor is not one this task handed out", "cursor");
	const table = at[2] as LocatedTable;
	const rows = await locatedRowsAfter(pinnedEnv(env, "DB_CI", shard), table, at[3], limit + 1);
	const page = rows.slice(0, limit);
	const report: BackfillReport = { scanned: page.length, located: 0, conflicts: [], nextCursor: null };
	for (const r of page) {
		const [kindA, kindB] = KINDS[table];
		for (const [kind, value] of [[kindA, r.a] as const, ...(kindB && r.b ? [[kindB, r.b] as const] : [])]) {
			if (await recordLocator(env, kind, value, r.accountId)) report.located++;
			else report.conflicts.push({ kind, id: r.id, workspaceId: r.accountId, owner: await locate(env, kind, value) });
		}
	}
	const next = TABLES.indexOf(table) + 1;
	if (rows.length > limit) report.nextCursor = `${shard}:${table}:${page[page.length - 1].id}`;
	else if (next < TABLES.length) report.nextCursor = `${shard}:${TABLES[next]}:`;
	else if (shard + 1 < shardCount(env, "DB_CI")) report.nextCursor = `${shard + 1}:keys:`;
	return report;
}

export const backfillCiLocatorsTask: MaintenanceTask = {
	summary:
		"Issue 38: records the platform locator rows of CI values minted before sharding — API keys, projects' badge tokens and ids, workspace runners' tokens — shard by shard. Input {cursor?, limit? 1-500}; repeat with nextCursor until it is null.",
	run: async (env, input) => {
		const parsed = BackfillInput.safeParse(input);
		if (!parsed.success) throw zodToApiError(parsed.error, { input });
		return backfillCiLocators(env, parsed.data);
	},
};
