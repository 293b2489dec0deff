// Tests reach a workspace's rows on the shard it was placed on (issue 38): `await dbOf("DB_POS", ws)`
// instead of env.DB_POS (shard 0), and `await envOf(ws)` to hand src code an env working for `ws`.
import { env } from "cloudflare:test";
import type { Env } from "../../src/env";
import { type Placement, placedEnv, type ShardedDb, shardBinding } from "../../src/platform/shards";

/** The workspace's placement as the platform directory records it (none = shard 0 everywhere). */
export async function placementOf(ws: string): Promise<Placement> {
	const rows = await env.DB_PLATFORM.prepare("SELECT db, shard FROM workspace_shards WHERE workspace_id = ?")
		.bind(ws)
		.all<{ db: ShardedDb; shard: number }>();
	return Object.fromEntries(rows.results.map((r) => [r.db, r.shard]));
}

/** The shard of `db` holding the workspace. */
export const shardOf = async (db: ShardedDb, ws: string) => (await placementOf(ws))[db] ?? 0;

/** The D1 database holding the workspace's rows of `db`. */
export const dbOf = async (db: ShardedDb, ws: string): Promise<D1Database> =>
	(env as unknown as Record<string, D1Database>)[shardBinding(db, await shardOf(db, ws))];

/** An env working for the workspace (`e` defaults to the test env): `e.DB_<svc>` is its shard. */
export const envOf = async <E extends object = Env>(ws: string, e: E = env as unknown as E): Promise<E> =>
	placedEnv(e, await placementOf(ws));
