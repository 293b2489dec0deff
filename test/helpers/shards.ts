// Tests reach a workspace's rows on the shard it was placed on (issue 38): `await dbOf("DB_POS", ws)`
// instead of env.DB_POS (shard 0), and `await envOf(ws)` to hand src code an env working for `ws`.
import { createExecutionContext, env } from "cloudflare:test";
import type { Env } from "../../src/env";
import {
	type Placement,
	pinnedEnv,
	placedEnv,
	type ShardedDb,
	shardBinding,
	shardCount,
} from "../../src/platform/shards";

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

/**
 * Runs a tick as the minute cron does (src/index.ts handleScheduled): once per shard of `db`, each
 * run seeing that shard as `env.<db>`. Tests call ticks through this, never with the raw env.
 */
export async function runTick<E extends object = Env>(
	tick: (now: number, env: E, ctx: ExecutionContext) => unknown,
	db: ShardedDb,
	now = Date.now(),
	e: E = env as unknown as E,
) {
	for (let i = 0; i < shardCount(e, db); i++) await tick(now, pinnedEnv(e, db, i), createExecutionContext());
}

/**
 * Makes workspaces (`make` answers one with its id as `ws`) until two sit on different shards of
 * `db`: the first two usually do, placement taking the least-filled shard. [on shard A, on shard B].
 */
export async function onBothShards<T extends { ws: string }>(db: ShardedDb, make: () => Promise<T>): Promise<[T, T]> {
	const first = await make();
	const at = await shardOf(db, first.ws);
	for (let i = 0; i < 8; i++) {
		const other = await make();
		if ((await shardOf(db, other.ws)) !== at) return [first, other];
	}
	throw new Error(`eight workspaces in a row landed on shard ${at} of ${db}: is ${db} in SPREAD?`);
}

/** Rows a query finds on every shard of `db`, shard 0's first (a read by id or by project, whatever the workspace). */
export async function rowsOnShards<T>(db: ShardedDb, sql: string, ...binds: unknown[]): Promise<T[]> {
	const out: T[] = [];
	for (let i = 0; i < shardCount(env, db); i++) {
		const d1 = (env as unknown as Record<string, D1Database>)[shardBinding(db, i)];
		out.push(
			...(
				await d1
					.prepare(sql)
					.bind(...binds)
					.all<T>()
			).results,
		);
	}
	return out;
}

/** The one row a query by a unique id finds on whichever shard holds it, or null. */
export const rowOnShards = async <T>(db: ShardedDb, sql: string, ...binds: unknown[]) =>
	(await rowsOnShards<T>(db, sql, ...binds))[0] ?? null;

/** A `COUNT(*) AS n` query summed over every shard. */
export const countOnShards = async (db: ShardedDb, sql: string, ...binds: unknown[]) =>
	(await rowsOnShards<{ n: number }>(db, sql, ...binds)).reduce((sum, r) => sum + r.n, 0);
