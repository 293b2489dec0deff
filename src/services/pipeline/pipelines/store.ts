import { and, asc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import type { Cursor } from "../../../platform/cursor";
import { inJson } from "../../../platform/d1";
import { groupBy } from "../../../platform/encoding";
import { newestFirst } from "../../../platform/keyset";
import type { CiScope } from "../context";
import { jobs, pipelines } from "../schema";

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

/**
 * The pipeline and its jobs in one batch. Its iid is MAX + 1 of the project's, taken inside the
 * INSERT itself (SQLite runs one write at a time), so racing creates get 1, 2, 3… with no gap.
 */
export async function insertPipeline(env: Env, row: Omit<PipelineRow, "iid">, jobRows: JobRow[]) {
	const cols = Object.keys(row) as Array<keyof typeof row>;
	const names = cols.map((k) => P[k].name);
	const insert = env.DB_CI.prepare(
		`INSERT INTO pipelines (${names.join(", ")}, iid)
		 SELECT ${cols.map((_, i) => `?${i + 1}`).join(", ")}, COALESCE(MAX(iid), 0) + 1 FROM pipelines WHERE project_id = ?${cols.length + 1}
		 RETURNING iid`,
	).bind(...cols.map((k) => row[k] ?? null), row.projectId);
	const d = db(env);
	const [first] = await env.DB_CI.batch([
		insert,
		...jobRows.map((j) => {
			const q = d.insert(J).values(j).toSQL();
			return env.DB_CI.prepare(q.sql).bind(...q.params);
		}),
	]);
	return (first.results[0] as { iid: number }).iid;
}

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
