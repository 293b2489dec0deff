// Service databases spread over D1 shards by workspace (issue 38). Each service database is a set of
// bindings — DB_POS is shard 0, DB_POS_1, DB_POS_2, … the others, declared in wrangler.toml — and a
// workspace's rows of that service live in exactly one of them, recorded in the platform directory
// (admin/placement.ts). Code keeps reading the binding DB_POS: the request's env resolves that name to the
// shard of the workspace the request works for (the route below, bound once the credential proved the
// workspace), to one pinned shard in a per-shard tick, and — for a service whose workspaces are spread —
// refuses to answer while no workspace is known, so a query that would read "the" database shows up
// as an error in a test instead of a wrong answer in production.
import { ApiError } from "./errors";
import { type BindingRoute, bindingNamed, reroutedEnv, resolvedName } from "./roundtrips";

export const SHARDED_DBS = ["DB_PAY", "DB_MKT", "DB_STORE", "DB_POS", "DB_CI", "DB_LOC", "DB_SECRETS"] as const;
export type ShardedDb = (typeof SHARDED_DBS)[number];
/** A workspace's shard per service database; a database it does not name is shard 0 (placed before sharding). */
export type Placement = Partial<Record<ShardedDb, number>>;

/** Each service's database (its module name → binding); admin's DB_PLATFORM is one database, never sharded. */
export const SERVICE_DB = {
	pay: "DB_PAY",
	mkt: "DB_MKT",
	store: "DB_STORE",
	pos: "DB_POS",
	ci: "DB_CI",
	loc: "DB_LOC",
	secrets: "DB_SECRETS",
} as const satisfies Record<string, ShardedDb>;

/** A service's database by its module name, or undefined (admin, pages). */
export const dbOfService = (service: string): ShardedDb | undefined =>
	(SERVICE_DB as Record<string, ShardedDb>)[service];

const SHARDED = new Set<string>(SHARDED_DBS);
const isSharded = (name: string): name is ShardedDb => SHARDED.has(name);

/**
 * The databases whose workspaces are placed over every declared shard: since issue 38, every service
 * database. A new service database joins once every entry point, tick and queue consumer of it
 * resolves its workspace first; until then its workspaces all stay on shard 0 and an unbound read
 * answers from shard 0, as before sharding.
 */
export const SPREAD: ReadonlySet<ShardedDb> = new Set<ShardedDb>(SHARDED_DBS);

/** The binding name of shard `i` of a service database. */
export const shardBinding = (db: ShardedDb, i: number) => (i === 0 ? db : `${db}_${i}`);

const counts = new WeakMap<object, Map<ShardedDb, number>>();
/** How many shards `env` declares for a service database (DB_X, DB_X_1, … without a gap). */
export function shardCount(env: object, db: ShardedDb): number {
	let known = counts.get(env);
	if (!known) counts.set(env, (known = new Map()));
	let n = known.get(db);
	if (n === undefined) {
		for (n = 1; bindingNamed(env, shardBinding(db, n)); n++);
		known.set(db, n);
	}
	return n;
}

/** Shard `i` of a service database as the env serves it (metered on a request's env). */
export const shardDb = (env: object, db: ShardedDb, i: number) =>
	bindingNamed<D1Database>(env, shardBinding(db, i)) as D1Database;

/** The shard `env` reads as `db` (0 on a raw env): what a queue message names so its consumer reads the same one. */
export function shardIndexOf(env: object, db: ShardedDb): number {
	const name = resolvedName(env, db);
	return name === db ? 0 : Number(name.slice(db.length + 1));
}

/** Every shard of a service database, shard 0 first (health checks, operator tasks). */
export const shardDbs = (env: object, db: ShardedDb) =>
	Array.from({ length: shardCount(env, db) }, (_, i) => shardDb(env, db, i));

export class UnplacedRead extends Error {
	constructor(db: string) {
		super(
			`${db} was read before the request's workspace was known: resolve the workspace first (issue 38, docs/architecture.md "Shards")`,
		);
		this.name = "UnplacedRead";
	}
}

/** A statement that only reads: SELECT, or a WITH that writes nothing (PRAGMA and EXPLAIN too). */
export const readsOnly = (sql: string) => {
	const first = sql.trimStart().slice(0, 8).toUpperCase();
	if (first.startsWith("SELECT") || first.startsWith("PRAGMA") || first.startsWith("EXPLAIN")) return true;
	return first.startsWith("WITH") && !/\b(INSERT|UPDATE|DELETE|REPLACE)\b/i.test(sql);
};

/** A write to a workspace held for a move (admin/moves): 503, retry shortly; nothing was written. */
export class WorkspaceMoving extends ApiError {
	constructor(db: string) {
		super(
			503,
			"workspace_moving",
			`This workspace's ${db.replace(/^DB_/, "").toLowerCase()} data is being moved between databases; writes resume within a minute — retry after the Retry-After delay`,
			undefined,
			{ "Retry-After": "10" },
		);
	}
}

const baseOf = (name: string) => name.replace(/_\d+$/, "");

class ShardRoute implements BindingRoute {
	constructor(
		readonly placement: Placement | null,
		readonly pinned: Placement | null,
		readonly held: ReadonlySet<string> = new Set(),
	) {}
	resolve(name: string): string {
		if (!isSharded(name)) return name;
		const i = this.pinned?.[name] ?? this.placement?.[name];
		if (i !== undefined) return shardBinding(name, i);
		if (this.placement === null && SPREAD.has(name)) throw new UnplacedRead(name);
		return name;
	}
	guard(name: string) {
		const db = baseOf(name);
		if (!this.held.has(db)) return undefined;
		return (sql: string) => {
			if (!readsOnly(sql)) throw new WorkspaceMoving(db);
		};
	}
}

/**
 * The same request's env working for a workspace placed at `placement` (another workspace, on-behalf-of,
 * a listener). `held`: databases whose rows are being moved — reads go on, writes are refused (503).
 */
export const placedEnv = <E extends object>(env: E, placement: Placement, held: readonly string[] = []): E =>
	reroutedEnv(env, new ShardRoute(placement, null, new Set(held)));

/** An env whose service database `db` is pinned to shard `i` (ticks and sweeps run once per shard). */
export const pinnedEnv = <E extends object>(env: E, db: ShardedDb, i: number): E =>
	reroutedEnv(env, new ShardRoute(null, { [db]: i }));

/** Runs `fn` once per shard of `db`, each with an env pinned to that shard, one after another. */
export async function forEachShard<E extends object>(
	env: E,
	db: ShardedDb,
	fn: (env: E, shard: number) => Promise<unknown>,
) {
	for (let i = 0; i < shardCount(env, db); i++) await fn(pinnedEnv(env, db, i), i);
}

/** A fresh route for a request's env: nothing placed yet. */
export const unplacedRoute = (): BindingRoute => new ShardRoute(null, null);
