// CSV import jobs and their chunks in DB_MKT.
import { and, eq, inArray, isNull } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../../env";
import type { MktScope } from "../../context";
import { importChunks, importJobs } from "../../schema";

export type ImportJobRow = typeof importJobs.$inferSelect;
export const ERRORS_KEPT = 100;

/** The job and all its chunks in one batch: a job is visible only with every row it will import. */
export async function insertImportJob(
	env: Env,
	job: typeof importJobs.$inferInsert,
	chunks: { seq: number; offset: number; rows: string }[],
) {
	const db = drizzle(env.DB_MKT);
	await db.batch([
		db.insert(importJobs).values(job),
		...chunks.map((c) => db.insert(importChunks).values({ jobId: job.id, ...c })),
	]);
}

export async function getImportJob(env: Env, s: MktScope, id: string): Promise<ImportJobRow | null> {
	return (
		(await drizzle(env.DB_MKT)
			.select()
			.from(importJobs)
			.where(and(eq(importJobs.accountId, s.workspaceId), eq(importJobs.id, id)))
			.get()) ?? null
	);
}

/** Claims a chunk for applying (at most once per chunk, however often its message is delivered); null when taken or gone. */
export async function claimChunk(env: Env, jobId: string, seq: number, now: number) {
	const rows = await drizzle(env.DB_MKT)
		.update(importChunks)
		.set({ doneAt: now })
		.where(and(eq(importChunks.jobId, jobId), eq(importChunks.seq, seq), isNull(importChunks.doneAt)))
		.returning();
	return rows[0] ?? null;
}

/** Gives a claimed chunk back after a failure, so the queue's retry applies it. */
export async function releaseChunk(env: Env, jobId: string, seq: number) {
	await drizzle(env.DB_MKT)
		.update(importChunks)
		.set({ doneAt: null })
		.where(and(eq(importChunks.jobId, jobId), eq(importChunks.seq, seq)));
}

/**
 * Adds one applied chunk's counts to its job in one statement (chunks run in parallel): errors
 * keep the first ERRORS_KEPT, and the job completes with its last chunk. The chunk's rows go.
 */
export async function recordChunk(
	env: Env,
	jobId: string,
	seq: number,
	c: { rows: number; created: number; updated: number; skipped: number; errors: { index: number; reason: string }[] },
	listId: string | null,
	now: number,
) {
	await env.DB_MKT.batch([
		// Raw SQL: counters added in place and the errors array merged by json_each, which drizzle cannot say.
		env.DB_MKT.prepare(
			`UPDATE import_jobs SET
				processed = processed + ?2, created = created + ?3, updated = updated + ?4, skipped = skipped + ?5,
				error_count = error_count + ?6,
				errors = (SELECT json_group_array(json(value)) FROM (SELECT value FROM json_each(errors) UNION ALL SELECT value FROM json_each(?7) LIMIT ${ERRORS_KEPT})),
				list_id = COALESCE(list_id, ?8),
				chunks_done = chunks_done + 1,
				status = CASE WHEN status = 'failed' THEN 'failed' WHEN chunks_done + 1 >= chunks THEN 'completed' ELSE 'processing' END,
				completed_at = CASE WHEN status != 'failed' AND chunks_done + 1 >= chunks THEN ?9 ELSE completed_at END,
				updated_at = ?9
			WHERE id = ?1`,
		).bind(jobId, c.rows, c.created, c.updated, c.skipped, c.errors.length, JSON.stringify(c.errors), listId, now),
		env.DB_MKT.prepare("UPDATE import_chunks SET rows = '[]' WHERE job_id = ? AND seq = ?").bind(jobId, seq),
	]);
}

/** A chunk refused (the contacts cap): the job stops as failed; chunks already applied stay. */
export async function failImportJob(env: Env, jobId: string, reason: string, now: number) {
	await drizzle(env.DB_MKT)
		.update(importJobs)
		.set({ status: "failed", failureReason: reason, updatedAt: now, completedAt: now })
		.where(eq(importJobs.id, jobId));
}

export async function jobStatus(env: Env, jobId: string) {
	return (
		(await drizzle(env.DB_MKT)
			.select({
				status: importJobs.status,
				accountId: importJobs.accountId,
				listName: importJobs.listName,
				skipExisting: importJobs.skipExisting,
				allowErased: importJobs.allowErased,
			})
			.from(importJobs)
			.where(eq(importJobs.id, jobId))
			.get()) ?? null
	);
}

/**
 * Chunks of unfinished jobs whose queue message was lost (a send that failed after the job's insert, a
 * queue that lost its messages, a consumer that died between claiming a chunk and recording it):
 * unclaimed chunks of a job that has not moved since `idleBefore`, and chunks claimed before
 * `claimedBefore` and never recorded (their rows are still there). The claimed ones are given back, so
 * the message sent again can claim them. At most `limit`.
 */
export async function stalledChunks(env: Env, idleBefore: number, claimedBefore: number, limit: number) {
	const { results } = await env.DB_MKT.prepare(
		`SELECT c.job_id AS jobId, c.seq AS seq, c.done_at AS doneAt, j.account_id AS accountId
		FROM import_chunks c JOIN import_jobs j ON j.id = c.job_id
		WHERE j.status IN ('queued', 'processing')
			AND ((c.done_at IS NULL AND j.updated_at < ?1) OR (c.done_at < ?2 AND c.rows != '[]'))
		LIMIT ?3`,
	)
		.bind(idleBefore, claimedBefore, limit)
		.all<{ jobId: string; seq: number; doneAt: number | null; accountId: string }>();
	const out: { jobId: string; seq: number; accountId: string }[] = [];
	for (const c of results) {
		if (c.doneAt != null) {
			// Only the claim seen here: a consumer that recorded it meanwhile has emptied its rows.
			const { meta } = await env.DB_MKT.prepare(
				"UPDATE import_chunks SET done_at = NULL WHERE job_id = ? AND seq = ? AND done_at = ? AND rows != '[]'",
			)
				.bind(c.jobId, c.seq, c.doneAt)
				.run();
			if (!meta.changes) continue;
		}
		out.push({ jobId: c.jobId, seq: c.seq, accountId: c.accountId });
	}
	return out;
}

/** Marks a job as seen moving, so the stall check waits another grace period before re-sending it. */
export async function touchImportJobs(env: Env, jobIds: string[], now: number) {
	if (!jobIds.length) return;
	await drizzle(env.DB_MKT)
		.update(importJobs)
		.set({ updatedAt: now })
		.where(and(inArray(importJobs.id, jobIds), inArray(importJobs.status, ["queued", "processing"])));
}
