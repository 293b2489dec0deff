// Moving a workspace's rows of one service database to another shard (issue 38), one bounded step per
// call so an operator script (scripts/move-workspace.mjs) drives it and a crash resumes where the move
// row says. holding: the workspace's writes to that database are refused (503 WORKSPACE_MOVING) and
// the step waits until every isolate's directory entry has seen the hold; copying: its rows, table by
// table in rowid pages, into the target (insert or replace, after clearing what an earlier attempt
// left there); verifying: row count and checksum of every table on both sides — a table that differs
// (a tick wrote meanwhile) is copied again, three attempts at most; then the flip: the directory
// places the workspace on the target and writes resume there; cleaning: once every isolate has seen
// the flip, its rows leave the source.
import type { Env } from "../../../env";
import { ApiError, notFound } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { dbOfService, SERVICE_DB, type ShardedDb, SPREAD, shardCount, shardDb } from "../../../platform/shards";
import { DIRECTORY_TTL_MS, directoryChanged } from "../directory";
import { directoryRow, insertLocators } from "../store";
import { addDigest, checksAgree, emptyCheck, locatorsOf, rowDigest, type TableCheck, type TableRule } from "./domain";
import {
	deleteRows,
	flipPlacement,
	type MoveRow,
	movableTables,
	moveById,
	openMove,
	releaseHold,
	rowsPage,
	rowsPerShard,
	saveMove,
	writeRows,
} from "./store";

/** Every isolate re-reads a directory entry within DIRECTORY_TTL_MS: a hold or flip is seen by all after this. */
export const SETTLE_MS = DIRECTORY_TTL_MS + 1_000;
/** Rows read, written or deleted per step (and per page). */
export const STEP_ROWS = 1_000;
export const PAGE_ROWS = 200;
export const MAX_COPY_ATTEMPTS = 3;

type Cursor = { tables: number[]; i: number; after: number; cleared?: boolean; side?: "source" | "target" };

export async function startMove(env: Env, workspaceId: string, service: string, toShard: number): Promise<MoveRow> {
	const db = dbOfService(service);
	if (!db) throw new ApiError(400, "validation_error", `No sharded database for service "${service}"`, "service");
	if (!SPREAD.has(db))
		throw new ApiError(
			409,
			"conflict",
			`${service}'s workspaces are not spread over shards yet: nothing to move`,
			"service",
		);
	if (toShard >= shardCount(env, db))
		throw new ApiError(
			400,
			"validation_error",
			`${db} has ${shardCount(env, db)} shards; no shard ${toShard}`,
			"toShard",
		);
	const entry = await directoryRow(env, workspaceId);
	if (!entry) throw notFound("workspace");
	const fromShard = entry.shards[db] ?? 0;
	if (fromShard === toShard)
		throw new ApiError(409, "conflict", `The workspace's ${service} data is on shard ${toShard} already`, "toShard");
	const now = Date.now();
	const tables = await movableTables(env, db, fromShard);
	const row: MoveRow = {
		id: newId("mv_", now),
		workspaceId,
		db,
		fromShard,
		toShard,
		phase: "holding",
		tables: JSON.stringify(tables),
		cursor: JSON.stringify(allTables(tables.length)),
		checks: "{}",
		copied: 0,
		attempts: 1,
		heldAt: now,
		flippedAt: null,
		error: null,
		createdAt: now,
		updatedAt: now,
	};
	if (!(await openMove(env, row)))
		throw new ApiError(
			409,
			"conflict",
			`A move of this workspace's ${service} data is under way; step it to its end first`,
		);
	await directoryChanged(env, workspaceId);
	return row;
}

const allTables = (n: number): Cursor => ({ tables: Array.from({ length: n }, (_, i) => i), i: 0, after: 0 });

/** Runs one bounded step; answers the move and, while it waits on isolates, how long to wait. */
export async function stepMove(env: Env, id: string, now = Date.now()) {
	const m = await moveById(env, id);
	if (!m) throw notFound("move");
	const wait = (since: number | null) => Math.max(0, (since ?? 0) + SETTLE_MS - now);
	if (m.phase === "holding") {
		if (wait(m.heldAt) > 0) return { move: m, retryAfterMs: wait(m.heldAt) };
		await saveMove(env, m.id, "holding", { phase: "copying" });
	} else if (m.phase === "copying") await copyStep(env, m);
	else if (m.phase === "verifying") await verifyStep(env, m, now);
	else if (m.phase === "cleaning") {
		if (wait(m.flippedAt) > 0) return { move: m, retryAfterMs: wait(m.flippedAt) };
		await cleanStep(env, m);
	}
	return { move: (await moveById(env, id)) as MoveRow, retryAfterMs: 0 };
}

const rulesOf = (m: MoveRow) => JSON.parse(m.tables) as TableRule[];
const shardOf = (env: Env, m: MoveRow, shard: number) => shardDb(env, m.db as ShardedDb, shard);

async function copyStep(env: Env, m: MoveRow) {
	const rules = rulesOf(m);
	const c = JSON.parse(m.cursor) as Cursor;
	const source = shardOf(env, m, m.fromShard);
	const target = shardOf(env, m, m.toShard);
	let budget = STEP_ROWS;
	let copied = 0;
	// First what an earlier attempt left on the target, children before parents (foreign keys); then the
	// copy, parents first: the target then holds exactly the source's rows.
	while (!c.cleared && budget > 0) {
		const k = c.tables.length - 1 - c.i;
		if (k < 0) Object.assign(c, { cleared: true, i: 0 });
		else {
			const limit = Math.min(budget, PAGE_ROWS);
			const gone = await deleteRows(target, rules[c.tables[k]], m.workspaceId, limit);
			budget -= Math.max(1, gone);
			if (gone < limit) c.i++;
		}
	}
	while (c.cleared && c.i < c.tables.length && budget > 0) {
		const rule = rules[c.tables[c.i]];
		const limit = Math.min(budget, PAGE_ROWS);
		const rows = await rowsPage(source, rule, m.workspaceId, c.after, limit);
		// Keys minted before sharding get their locator rows (found on shard 0 without): before the flip.
		const foreign = await insertLocators(env, m.workspaceId, locatorsOf(m.db, rule.table, rows));
		if (foreign.length) {
			await releaseHold(
				env,
				m,
				`${foreign.length} ${rule.table} keys are located to another workspace (e.g. ${foreign[0].kind})`,
			);
			await directoryChanged(env, m.workspaceId);
			return;
		}
		await writeRows(target, rule.table, rows);
		budget -= Math.max(1, rows.length);
		copied += rows.length;
		if (rows.length === limit) c.after = rows[rows.length - 1].rowid;
		else Object.assign(c, { i: c.i + 1, after: 0 });
	}
	const done = c.cleared && c.i >= c.tables.length;
	await saveMove(env, m.id, "copying", {
		copied: m.copied + copied,
		...(done
			? { phase: "verifying", cursor: JSON.stringify({ ...allTables(rules.length), side: "source" }), checks: "{}" }
			: { cursor: JSON.stringify(c) }),
	});
}

async function verifyStep(env: Env, m: MoveRow, now: number) {
	const rules = rulesOf(m);
	const c = JSON.parse(m.cursor) as Cursor;
	const checks = JSON.parse(m.checks) as Record<string, TableCheck>;
	let budget = STEP_ROWS;
	while (c.i < c.tables.length && budget > 0) {
		const rule = rules[c.tables[c.i]];
		const side = c.side ?? "source";
		const d1 = shardOf(env, m, side === "source" ? m.fromShard : m.toShard);
		const rows = await rowsPage(d1, rule, m.workspaceId, c.after, PAGE_ROWS);
		const check = (checks[rule.table] ??= emptyCheck())[side];
		for (const r of rows) {
			check.rows++;
			check.sum = addDigest(check.sum, await rowDigest(r.values));
		}
		budget -= Math.max(1, rows.length);
		if (rows.length === PAGE_ROWS) c.after = rows[rows.length - 1].rowid;
		else if (side === "source") Object.assign(c, { side: "target", after: 0 });
		else Object.assign(c, { i: c.i + 1, side: "source", after: 0 });
	}
	if (c.i < c.tables.length) {
		await saveMove(env, m.id, "verifying", { cursor: JSON.stringify(c), checks: JSON.stringify(checks) });
		return;
	}
	const differ = rules.flatMap((r, i) => (checksAgree(checks[r.table] ?? emptyCheck()) ? [] : [i]));
	if (!differ.length) {
		await saveMove(env, m.id, "verifying", { checks: JSON.stringify(checks) });
		await flipPlacement(env, m, now);
		await directoryChanged(env, m.workspaceId);
		return;
	}
	if (m.attempts >= MAX_COPY_ATTEMPTS) {
		const names = differ.map((i) => rules[i].table).join(", ");
		await releaseHold(
			env,
			m,
			`rows kept changing during the copy (${names}); the workspace stays on shard ${m.fromShard}`,
		);
		await directoryChanged(env, m.workspaceId);
		return;
	}
	await saveMove(env, m.id, "verifying", {
		phase: "copying",
		attempts: m.attempts + 1,
		checks: JSON.stringify(checks),
		// Everything again, not only what differs: clearing a parent's rows reaches its children's.
		cursor: JSON.stringify(allTables(rules.length)),
	});
}

async function cleanStep(env: Env, m: MoveRow) {
	const rules = rulesOf(m);
	const c = JSON.parse(m.cursor) as { table: number };
	const source = shardOf(env, m, m.fromShard);
	let budget = STEP_ROWS;
	// Children before parents (rules are parents first), so no foreign key ever points at a deleted row.
	while (c.table < rules.length && budget > 0) {
		const limit = Math.min(budget, PAGE_ROWS);
		const gone = await deleteRows(source, rules[rules.length - 1 - c.table], m.workspaceId, limit);
		budget -= Math.max(1, gone);
		if (gone < limit) c.table++;
	}
	await saveMove(env, m.id, "cleaning", c.table >= rules.length ? { phase: "done" } : { cursor: JSON.stringify(c) });
}

/** Per service database: the workspace's shard, hold, and rows on each shard (GET …/shards). */
export async function workspaceShards(env: Env, workspaceId: string) {
	const entry = await directoryRow(env, workspaceId);
	if (!entry) throw notFound("workspace");
	const out: Record<string, { shard: number; held: boolean; spread: boolean; rows: number[] }> = {};
	for (const db of Object.values(SERVICE_DB)) {
		const rules = await movableTables(env, db, 0);
		out[db] = {
			shard: entry.shards[db] ?? 0,
			held: entry.held.includes(db),
			spread: SPREAD.has(db),
			rows: await rowsPerShard(env, db, workspaceId, shardCount(env, db), rules),
		};
	}
	return out;
}
