// D1 of a workspace move: the move's own row and the placement flip in DB_PLATFORM, and the paged
// reads, copies and deletes of one workspace's rows on the source and target shards.
import { and, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { type ShardedDb, shardDb } from "../../../platform/shards";
import { workspaceMoves, workspaceShards } from "../schema";
import { isInternalTable, parentsFirst, type TableRule, tableRule } from "./domain";

export type MoveRow = typeof workspaceMoves.$inferSelect;
const platform = (env: Env) => drizzle(env.DB_PLATFORM);
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export const moveById = async (env: Env, id: string) =>
	(await platform(env).select().from(workspaceMoves).where(eq(workspaceMoves.id, id)).get()) ?? null;

export const movesOf = (env: Env, workspaceId: string) =>
	platform(env)
		.select()
		.from(workspaceMoves)
		.where(eq(workspaceMoves.workspaceId, workspaceId))
		.orderBy(sql`created_at DESC`)
		.limit(50)
		.all();

/**
 * Opens a move and holds the workspace's writes to `db` in one batch; false when another move of
 * the same workspace and database is unfinished (the partial unique index) — nothing written then.
 */
export async function openMove(env: Env, row: MoveRow): Promise<boolean> {
	const d1 = env.DB_PLATFORM;
	const insert = platform(env).insert(workspaceMoves).values(row).onConflictDoNothing().toSQL();
	const [inserted] = await d1.batch([
		d1.prepare(`${insert.sql} RETURNING id`).bind(...insert.params),
		d1
			.prepare(
				`INSERT INTO workspace_shards (workspace_id, db, shard, held)
				SELECT ?1, ?2, ?3, 1 WHERE EXISTS (SELECT 1 FROM workspace_moves WHERE id = ?4)
				ON CONFLICT (workspace_id, db) DO UPDATE SET held = 1`,
			)
			.bind(row.workspaceId, row.db, row.fromShard, row.id),
	]);
	return inserted.results.length > 0;
}

/** Saves a step's progress, only if the move is still in the phase the step read (two steppers never both advance). */
export async function saveMove(env: Env, id: string, from: MoveRow["phase"], set: Partial<MoveRow>) {
	const res = await platform(env)
		.update(workspaceMoves)
		.set({ ...set, updatedAt: Date.now() })
		.where(and(eq(workspaceMoves.id, id), eq(workspaceMoves.phase, from)))
		.returning({ id: workspaceMoves.id });
	return res.length > 0;
}

/** The flip: the workspace's rows of `db` are on `to` from now on, writes allowed again, fill counts moved. */
export async function flipPlacement(env: Env, m: MoveRow, now: number) {
	const d1 = env.DB_PLATFORM;
	// Each statement stands only if this step moved the phase (flipped_at = now): two steppers never flip twice.
	const flipped = "EXISTS (SELECT 1 FROM workspace_moves WHERE id = ?1 AND flipped_at = ?2)";
	await d1.batch([
		d1
			.prepare(
				"UPDATE workspace_moves SET phase = 'cleaning', flipped_at = ?2, cursor = ?3, updated_at = ?2 WHERE id = ?1 AND phase = 'verifying'",
			)
			.bind(m.id, now, JSON.stringify({ table: 0 })),
		d1
			.prepare(`UPDATE workspace_shards SET shard = ?5, held = 0 WHERE workspace_id = ?3 AND db = ?4 AND ${flipped}`)
			.bind(m.id, now, m.workspaceId, m.db, m.toShard),
		d1
			.prepare(
				`INSERT INTO shard_fill (db, shard, workspaces)
				SELECT ?3, column1, column2 FROM (VALUES (?4, 1), (?5, 0)) WHERE ${flipped}
				ON CONFLICT (db, shard) DO UPDATE SET workspaces = MAX(0, workspaces + (CASE shard WHEN ?4 THEN 1 ELSE -1 END))`,
			)
			.bind(m.id, now, m.db, m.toShard, m.fromShard),
	]);
}

/** A failed move lets the workspace write again where it always was. */
export async function releaseHold(env: Env, m: MoveRow, error: string) {
	const d = platform(env);
	await d.batch([
		d.update(workspaceMoves).set({ phase: "failed", error, updatedAt: Date.now() }).where(eq(workspaceMoves.id, m.id)),
		d
			.update(workspaceShards)
			.set({ held: 0 })
			.where(and(eq(workspaceShards.workspaceId, m.workspaceId), eq(workspaceShards.db, m.db))),
	]);
}

// ------------------------------------------------------------------------------ the shards

/**
 * The tables of a service database holding a workspace's rows and how each finds them, parents
 * before the tables whose foreign keys point at them (copies go in this order, deletes in reverse).
 */
export async function movableTables(env: Env, db: ShardedDb, shard: number): Promise<TableRule[]> {
	const d1 = shardDb(env, db, shard);
	const tables = await d1
		.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
		.all<{ name: string }>();
	const names = tables.results.map((t) => t.name).filter((n) => !isInternalTable(n));
	const infos = await d1.batch<{ name: string; table: string }>(
		names.flatMap((n) => [
			d1.prepare(`PRAGMA table_info(${ident(n)})`),
			d1.prepare(`PRAGMA foreign_key_list(${ident(n)})`),
		]),
	);
	const rules = new Map<string, TableRule>();
	const parents = new Map<string, string[]>();
	names.forEach((n, i) => {
		const rule = tableRule(
			n,
			infos[2 * i].results.map((c) => c.name),
		);
		if (rule) rules.set(n, rule);
		parents.set(
			n,
			infos[2 * i + 1].results.map((f) => f.table),
		);
	});
	return parentsFirst([...rules.keys()], parents).map((n) => rules.get(n) as TableRule);
}

export type PageRow = { rowid: number; values: unknown[]; columns: string[] };

/** Up to `limit` of the workspace's rows of a table after `after` (rowid order), with their columns. */
export async function rowsPage(d1: D1Database, rule: TableRule, ws: string, after: number, limit: number) {
	const [columns, ...rows] = await d1
		.prepare(
			`SELECT rowid AS __rowid, * FROM ${ident(rule.table)} WHERE (${rule.where}) AND rowid > ?2 ORDER BY rowid LIMIT ?3`,
		)
		.bind(ws, after, limit)
		.raw({ columnNames: true });
	const names = (columns ?? []).slice(1) as string[];
	return rows.map((r): PageRow => ({ rowid: r[0] as number, values: r.slice(1), columns: names }));
}

/** Writes rows into the target shard (insert or replace: a resumed copy may write a row twice). */
export async function writeRows(d1: D1Database, table: string, rows: PageRow[]) {
	if (!rows.length) return;
	const cols = rows[0].columns;
	const sqlText = `INSERT OR REPLACE INTO ${ident(table)} (${cols.map(ident).join(", ")}) VALUES (${cols.map(() => "?").join(", ")})`;
	// Foreign keys are checked at the batch's commit: a row may point at one later in the same page.
	await d1.batch([
		d1.prepare("PRAGMA defer_foreign_keys = ON"),
		...rows.map((r) => d1.prepare(sqlText).bind(...r.values)),
	]);
}

/** Deletes up to `limit` of the workspace's rows of a table; answers how many went. */
export async function deleteRows(d1: D1Database, rule: TableRule, ws: string, limit: number) {
	const res = await d1
		.prepare(
			`DELETE FROM ${ident(rule.table)} WHERE rowid IN (SELECT rowid FROM ${ident(rule.table)} WHERE ${rule.where} LIMIT ?2)`,
		)
		.bind(ws, limit)
		.run();
	return res.meta.changes ?? 0;
}

/** How many of the workspace's rows each shard of `db` holds (one batch of counts per shard). */
export async function rowsPerShard(env: Env, db: ShardedDb, ws: string, shards: number, rules: TableRule[]) {
	const out: number[] = [];
	for (let i = 0; i < shards; i++) {
		const d1 = shardDb(env, db, i);
		const counts = rules.length
			? await d1.batch<{ n: number }>(
					rules.map((r) => d1.prepare(`SELECT COUNT(*) AS n FROM ${ident(r.table)} WHERE ${r.where}`).bind(ws)),
				)
			: [];
		out.push(counts.reduce((sum, c) => sum + (c.results[0]?.n ?? 0), 0));
	}
	return out;
}
