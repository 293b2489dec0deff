import { and, asc, eq, gt, inArray, isNull, lte, or } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { inJson, insertWhere } from "../../../platform/d1";
import { groupBy } from "../../../platform/encoding";
import type { CiScope } from "../context";
import { artifacts } from "../schema";

export type ArtifactRow = typeof artifacts.$inferSelect;
const A = artifacts;
const db = (env: Env) => drizzle(env.DB_CI);
const live = (now: number) => or(isNull(A.expireAt), gt(A.expireAt, now));

/** One archive per job attempt: a second upload for the job inserts nothing (false). */
export async function insertArtifact(env: Env, row: ArtifactRow) {
	const r = await insertWhere(env.DB_CI, A, row, "NOT EXISTS (SELECT 1 FROM artifacts WHERE job_id = ?)", [
		row.jobId,
	]).run();
	return r.meta.changes === 1;
}

/** The unexpired artifacts of these jobs, by job. */
export async function artifactsOfJobs(env: Env, jobIds: readonly string[], now = Date.now()) {
	if (!jobIds.length) return new Map<string, ArtifactRow[]>();
	const rows = await db(env)
		.select()
		.from(A)
		.where(and(inJson(A.jobId, jobIds as string[]), live(now)))
		.orderBy(asc(A.createdAt));
	return groupBy(rows, (r) => r.jobId);
}

export const jobArtifact = async (env: Env, s: CiScope, jobId: string, id: string, now = Date.now()) =>
	(
		await db(env)
			.select()
			.from(A)
			.where(and(eq(A.accountId, s.workspaceId), eq(A.jobId, jobId), eq(A.id, id), live(now)))
			.limit(1)
	)[0] ?? null;

/** An unexpired artifact of the pipeline (what a job of that pipeline may download as a dependency). */
export const pipelineArtifact = async (env: Env, pipelineId: string, id: string, now = Date.now()) =>
	(
		await db(env)
			.select()
			.from(A)
			.where(and(eq(A.pipelineId, pipelineId), eq(A.id, id), live(now)))
			.limit(1)
	)[0] ?? null;

export const expiredArtifacts = (env: Env, now: number, limit: number) =>
	db(env)
		.select({ id: A.id, r2Key: A.r2Key })
		.from(A)
		.where(lte(A.expireAt, now))
		.orderBy(asc(A.expireAt))
		.limit(limit);

export const deleteArtifactRows = (env: Env, ids: string[]) =>
	ids.length ? db(env).delete(A).where(inArray(A.id, ids)) : Promise.resolve();

/** A project's artifact rows go with the project (its delete batch); the objects by their key prefix. */
export const projectArtifactsDelete = (env: Env, s: CiScope, projectId: string) =>
	db(env)
		.delete(A)
		.where(and(eq(A.accountId, s.workspaceId), eq(A.projectId, projectId)));
