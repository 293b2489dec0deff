import { and, asc, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import type { Cursor } from "../../../platform/cursor";
import { inJson, insertWhere } from "../../../platform/d1";
import { groupBy } from "../../../platform/encoding";
import { newestFirst } from "../../../platform/keyset";
import type { CiScope } from "../context";
import { type CiEvent, ciEventInsertIf } from "../events";
import { jobs, pipelines, projects } from "../schema";
import { addMinutesIf } from "../usage";
import { pipelineView } from "./view";

export type PipelineRow = typeof pipelines.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;
const P = pipelines;
const J = jobs;
const db = (env: Env) => drizzle(env.DB_CI);

/** The iid the next pipeline of a project will get (rules may read CI_PIPELINE_IID before it exists). */
export const nextIid = async (env: Env, projectId: string) =>
	((
		await env.DB_CI.prepare("SELECT COALESCE(MAX(iid), 0) + 1 AS n FROM pipelines WHERE project_id = ?")
			.bind(projectId)
			.first<{ n: number }>()
	)?.n ?? 1) as number;

/** `op_id` of the pipeline is the value given: the guard of every statement of one change. */
export const opGuard = "EXISTS (SELECT 1 FROM pipelines WHERE id = ? AND op_id = ?)";

/**
 * The pipeline, its jobs and its events in one batch. A trigger key another run already used makes
 * the INSERT do nothing, and the jobs and events, guarded by the new pipeline's op id, nothing too
 * (`inserted: false`). An iid a racing run took first fails the batch (isIidTaken).
 */
export async function insertPipeline(env: Env, row: PipelineRow, jobRows: JobRow[], events: CiEvent[]) {
	const d = db(env);
	const guard = [row.id, row.opId];
	const [first] = await env.DB_CI.batch([
		prepared(
			env,
			d
				.insert(P)
				.values(row)
				.onConflictDoNothing({ target: [P.projectId, P.triggerKey] }),
		),
		...jobRows.map((j) => insertWhere(env.DB_CI, J, j, opGuard, guard)),
		...events.map((e) => ciEventInsertIf(env, e, opGuard, guard)),
	]);
	return { inserted: first.meta.changes === 1 };
}

export const isIidTaken = (err: unknown) =>
	/UNIQUE constraint failed: pipelines\.project_id, pipelines\.iid/.test(
		`${(err as Error)?.message} ${(err as { cause?: Error })?.cause?.message}`,
	);

const prepared = (env: Env, q: { toSQL(): { sql: string; params: unknown[] } }) => {
	const { sql, params } = q.toSQL();
	return env.DB_CI.prepare(sql).bind(...params);
};

export const pipelineByTrigger = async (env: Env, projectId: string, triggerKey: string) =>
	(
		await db(env)
			.select()
			.from(P)
			.where(and(eq(P.projectId, projectId), eq(P.triggerKey, triggerKey)))
			.limit(1)
	)[0] ?? null;

/** A pipeline's view with its latest jobs. */
export const pipelineWithJobs = async (env: Env, p: PipelineRow) =>
	pipelineView(p, (await latestJobs(env, [p.id])).get(p.id) ?? []);

export const listPipelines = (env: Env, s: CiScope, projectId: string, q: { limit: number; after: Cursor | null }) =>
	newestFirst(db(env), P, s.workspaceId, q, eq(P.projectId, projectId));

export const pipelineById = async (env: Env, s: CiScope, id: string) =>
	(
		await db(env)
			.select()
			.from(P)
			.where(and(eq(P.accountId, s.workspaceId), eq(P.id, id)))
			.limit(1)
	)[0] ?? null;

export const pipelineByIid = async (env: Env, s: CiScope, projectId: string, iid: number) =>
	(
		await db(env)
			.select()
			.from(P)
			.where(and(eq(P.accountId, s.workspaceId), eq(P.projectId, projectId), eq(P.iid, iid)))
			.limit(1)
	)[0] ?? null;

/** The latest attempts of the pipelines' jobs, in stage then creation order, grouped by pipeline. */
export async function latestJobs(env: Env, pipelineIds: string[]) {
	if (!pipelineIds.length) return new Map<string, JobRow[]>();
	const rows = await db(env)
		.select()
		.from(J)
		.where(and(inJson(J.pipelineId, pipelineIds), eq(J.latest, 1)))
		.orderBy(asc(J.createdAt), asc(J.id));
	return groupBy(rows, (r) => r.pipelineId);
}

export interface PipelineSnapshot {
	pipeline: PipelineRow;
	/** Latest attempts, in creation order. */
	jobs: JobRow[];
	badgeToken: string;
	defaultBranch: string;
}

/** A pipeline, its latest jobs and what the badge needs, in one round trip. */
export async function readSnapshot(env: Env, s: CiScope, pipelineId: string): Promise<PipelineSnapshot | null> {
	const d = db(env);
	const [head, rows] = await d.batch([
		d
			.select({ pipeline: P, badgeToken: projects.badgeToken, defaultBranch: projects.defaultBranch })
			.from(P)
			.innerJoin(projects, eq(projects.id, P.projectId))
			.where(and(eq(P.accountId, s.workspaceId), eq(P.id, pipelineId)))
			.limit(1),
		d
			.select()
			.from(J)
			.where(and(eq(J.accountId, s.workspaceId), eq(J.pipelineId, pipelineId), eq(J.latest, 1)))
			.orderBy(asc(J.createdAt), asc(J.id)),
	]);
	return head[0] ? { ...head[0], jobs: rows } : null;
}

export const jobById = async (env: Env, s: CiScope, id: string) =>
	(
		await db(env)
			.select()
			.from(J)
			.where(and(eq(J.accountId, s.workspaceId), eq(J.id, id)))
			.limit(1)
	)[0] ?? null;

/**
 * Writes one change (pipelines/change.ts): the pipeline's op_id moves from `expectedOp` to its new
 * value, and every other statement only acts while op_id holds the new value, so a change computed
 * from a stale read writes nothing. Resolves false when the compare-and-set lost.
 */
export async function writeChange(
	env: Env,
	c: {
		pipeline: PipelineRow;
		expectedOp: string;
		changed: JobRow[];
		added: JobRow[];
		events: CiEvent[];
		usage: { accountId: string; periodStart: number; minutes: number; now: number } | null;
	},
) {
	const d = db(env);
	const p = c.pipeline;
	const guard = [p.id, p.opId];
	const mine = sql`EXISTS (SELECT 1 FROM pipelines WHERE id = ${p.id} AND op_id = ${p.opId})`;
	const [cas] = await env.DB_CI.batch([
		prepared(
			env,
			d
				.update(P)
				.set({ status: p.status, updatedAt: p.updatedAt, finishedAt: p.finishedAt, opId: p.opId })
				.where(and(eq(P.id, p.id), eq(P.opId, c.expectedOp))),
		),
		...c.changed.map((j) =>
			prepared(
				env,
				d
					.update(J)
					.set({
						status: j.status,
						latest: j.latest,
						runnerId: j.runnerId,
						runnerShared: j.runnerShared,
						tokenHash: j.tokenHash,
						lastSeenAt: j.lastSeenAt,
						exitCode: j.exitCode,
						failureReason: j.failureReason,
						startedAt: j.startedAt,
						finishedAt: j.finishedAt,
						updatedAt: j.updatedAt,
					})
					.where(and(eq(J.id, j.id), mine)),
			),
		),
		...c.added.map((j) => insertWhere(env.DB_CI, J, j, opGuard, guard)),
		...c.events.map((e) => ciEventInsertIf(env, e, opGuard, guard)),
		...(c.usage ? [addMinutesIf(env, c.usage, opGuard, guard)] : []),
	]);
	return cas.meta.changes === 1;
}
