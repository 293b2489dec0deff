// Placing a workspace on the shards of every service database (issue 38). At creation each database
// gets the least-filled of its declared shards (ties to the lowest number), so a new shard fills
// first and two shards stay within one workspace of each other while nothing is moved. The choice
// is recorded in workspace_shards with the workspace row in one batch, and shard_fill counts what
// each shard holds. Two creations racing may pick the same shard: placement balances, it does not
// cap, and the counts stay exact. A workspace without a row for a database is on shard 0 (created
// before sharding). Databases not yet spread (platform/shards.ts SPREAD) are always shard 0.
import type { Env } from "../../env";
import { type Placement, SHARDED_DBS, type ShardedDb, SPREAD, shardCount } from "../../platform/shards";
import { placementStatements, shardFillRows } from "./store";

/** The shard of each spread database with fewest workspaces (`fill`: db → shard → workspaces). */
export function leastFilled(env: object, fill: Map<string, number>): Placement {
	const out: Placement = {};
	for (const db of SHARDED_DBS) {
		if (!SPREAD.has(db)) continue;
		let best = 0;
		for (let i = 1; i < shardCount(env, db); i++)
			if ((fill.get(`${db}:${i}`) ?? 0) < (fill.get(`${db}:${best}`) ?? 0)) best = i;
		out[db] = best;
	}
	return out;
}

/** A placement for a new workspace and the statements recording it (run in the insert's batch). */
export async function choosePlacement(env: Env, workspaceId: string) {
	const fill = new Map((await shardFillRows(env)).map((r) => [`${r.db}:${r.shard}`, r.workspaces]));
	const placement = leastFilled(env, fill);
	return { placement, statements: placementStatements(env, workspaceId, placement) };
}

export const isShardedDb = (db: string): db is ShardedDb => (SHARDED_DBS as readonly string[]).includes(db);
