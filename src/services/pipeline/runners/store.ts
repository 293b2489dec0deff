import { and, desc, eq, isNull, lt, or } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { type Cursor, olderThan } from "../../../platform/cursor";
import { insertWhere } from "../../../platform/d1";
import { shardDb } from "../../../platform/shards";
import type { CiScope } from "../context";
import { runners } from "../schema";
import { MAX_RUNNERS, type RunnerCursor } from "./domain";

export type RunnerRow = typeof runners.$inferSelect;
const R = runners;
const db = (env: Env) => drizzle(env.DB_CI);
/**
 * Shared runners (account_id NULL) belong to no workspace (issue 38): their rows live on shard 0 of
 * DB_CI, named outright, whatever workspace the request works for.
 */
const sharedDb = (env: Env) => drizzle(shardDb(env, "DB_CI", 0));
/** Where a runner's row lives: a workspace's on its shard, a shared one on shard 0. */
const rowDb = (env: Env, accountId: string | null) => (accountId == null ? sharedDb(env) : db(env));

/** Inserts a runner; a workspace's only while it has fewer than MAX_RUNNERS (checked by the insert). */
export async function insertRunner(env: Env, row: RunnerRow) {
	if (row.accountId == null) {
		await sharedDb(env).insert(R).values(row);
		return true;
	}
	const r = await insertWhere(env.DB_CI, R, row, "(SELECT COUNT(*) FROM runners WHERE account_id = ?) < ?", [
		row.accountId,
		MAX_RUNNERS,
	]).run();
	return r.meta.changes === 1;
}

/**
 * A page (limit + 1 rows) of the workspace's runners and the shared ones: shared first, then newest
 * first. `after` is the last row of the previous page and which group it was in. The shared rows come
 * from shard 0, the workspace's own from its shard: two reads, merged (shared before own).
 */
export async function listRunners(env: Env, s: CiScope, q: { limit: number; after: RunnerCursor | null }) {
	const a = q.after;
	const shared =
		a && !a.shared
			? []
			: await sharedDb(env)
					.select()
					.from(R)
					.where(and(isNull(R.accountId), a ? olderThan(R.createdAt, R.id, a) : undefined))
					.orderBy(desc(R.createdAt), desc(R.id))
					.limit(q.limit + 1)
					.all();
	if (shared.length > q.limit) return shared;
	const own = await db(env)
		.select()
		.from(R)
		.where(and(eq(R.accountId, s.workspaceId), a && !a.shared ? olderThan(R.createdAt, R.id, a) : undefined))
		.orderBy(desc(R.createdAt), desc(R.id))
		.limit(q.limit + 1 - shared.length)
		.all();
	return [...shared, ...own];
}

/** A runner the workspace may see: its own (on its shard) or a shared one (shard 0). */
export const visibleRunner = async (env: Env, s: CiScope, id: string) =>
	(
		await db(env)
			.select()
			.from(R)
			.where(and(eq(R.id, id), eq(R.accountId, s.workspaceId)))
			.limit(1)
	)[0] ??
	(
		await sharedDb(env)
			.select()
			.from(R)
			.where(and(eq(R.id, id), isNull(R.accountId)))
			.limit(1)
	)[0] ??
	null;

export const deleteOwnRunner = async (env: Env, s: CiScope, id: string) =>
	(
		await db(env)
			.delete(R)
			.where(and(eq(R.id, id), eq(R.accountId, s.workspaceId)))
			.returning({ id: R.id })
	).length === 1;

export const setPaused = async (env: Env, s: CiScope, id: string, paused: boolean, now: number) =>
	(
		await db(env)
			.update(R)
			.set({ paused: paused ? 1 : 0, updatedAt: now })
			.where(and(eq(R.id, id), eq(R.accountId, s.workspaceId)))
			.returning()
	)[0] ?? null;

/** The runner of a token hash on the shard `env` reads (its located one; shard 0 for shared runners). */
export const runnerByTokenHash = async (env: Env, tokenHash: string) =>
	(await db(env).select().from(R).where(eq(R.tokenHash, tokenHash)).limit(1))[0] ?? null;

/** Records what the runner said about itself and when it was last heard from. */
export const touchRunner = (
	env: Env,
	runner: Pick<RunnerRow, "id" | "accountId">,
	now: number,
	about?: { name?: string | null; version?: string | null; platform?: string | null },
) => {
	const id = runner.id;
	return rowDb(env, runner.accountId)
		.update(R)
		.set({ contactedAt: now, ...(about ?? {}) })
		.where(about ? eq(R.id, id) : and(eq(R.id, id), or(isNull(R.contactedAt), lt(R.contactedAt, now - 30_000))));
};

/** A page (limit + 1 rows) of the operator's shared runners, newest first. */
export const listSharedRunners = (env: Env, q: { limit: number; after: Cursor | null }) =>
	sharedDb(env)
		.select()
		.from(R)
		.where(and(isNull(R.accountId), olderThan(R.createdAt, R.id, q.after)))
		.orderBy(desc(R.createdAt), desc(R.id))
		.limit(q.limit + 1)
		.all();

export const setSharedPaused = async (env: Env, id: string, paused: boolean, now: number) =>
	(
		await sharedDb(env)
			.update(R)
			.set({ paused: paused ? 1 : 0, updatedAt: now })
			.where(and(eq(R.id, id), isNull(R.accountId)))
			.returning()
	)[0] ?? null;

/** Deletes a shared runner (its token dies with the row); null when there is no such shared runner. */
export const deleteSharedRunner = async (env: Env, id: string) =>
	(
		await sharedDb(env)
			.delete(R)
			.where(and(eq(R.id, id), isNull(R.accountId)))
			.returning()
	)[0] ?? null;
