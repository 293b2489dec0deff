// DB_LOC crawl jobs and pages (issue 24). A crawl job is a `jobs` row of type crawl (locale: the
// source locale), so jobs_active refuses a second queued or running crawl of a project, racing
// requests included. Each page is written in one batch whose statements all hold only while the
// job's cursor is still the page's predecessor: a redelivered message writes nothing twice. Keys
// are inserted (or un-archived) never changed, behind the plan's live-key guard.
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import type { Cursor } from "../../../platform/cursor";
import { dispatchJobFinished, jobFinishedEvent } from "../jobs/finished-event";
import type { JobRow } from "../jobs/store";
import { jobs, pages } from "../schema";

export type PageRow = typeof pages.$inferSelect;
const db = (env: Env) => drizzle(env.DB_LOC);
/** The error text the crawl's plan guard raises (a JSON path error aborts the batch). */
export const CRAWL_OVER_PLAN = "LOC_CRAWL_OVER_PLAN";

export const activeCrawl = (env: Env, projectId: string) =>
	db(env)
		.select()
		.from(jobs)
		.where(and(eq(jobs.projectId, projectId), eq(jobs.type, "crawl"), inArray(jobs.status, ["queued", "running"])))
		.get();

/** Inserts the job and the site's first page (when new); throws the unique violation of a second active crawl. */
export async function insertCrawl(env: Env, row: JobRow, rootPath: string) {
	const D = env.DB_LOC;
	await D.batch([
		D.prepare(
			`INSERT INTO jobs (id, account_id, project_id, type, locale, source_locale, status, estimated_keys, estimated_words,
			 memory_hits, done_keys, failed_keys, reserved_words, used_words, period, cursor, error, created_at, updated_at, finished_at)
			 VALUES (?1, ?2, ?3, 'crawl', ?4, ?4, 'queued', 0, 0, 0, 0, 0, 0, 0, '', '', NULL, ?5, ?5, NULL)`,
		).bind(row.id, row.accountId, row.projectId, row.locale, row.createdAt),
		D.prepare(
			`INSERT INTO pages (account_id, project_id, path, seq, status, key_count, last_crawled_at, last_error, created_at, updated_at)
			 SELECT ?1, ?2, ?3, COALESCE((SELECT MAX(seq) FROM pages WHERE project_id = ?2), 0) + 1, 'discovered', 0, NULL, NULL, ?4, ?4
			 WHERE NOT EXISTS (SELECT 1 FROM pages WHERE project_id = ?2 AND path = ?3)`,
		).bind(row.accountId, row.projectId, rootPath, row.createdAt),
	]);
}

/** The project's page after seq `after` (discovery order), if any. */
export const nextPage = (env: Env, projectId: string, after: number) =>
	db(env)
		.select()
		.from(pages)
		.where(and(eq(pages.projectId, projectId), gt(pages.seq, after)))
		.orderBy(asc(pages.seq))
		.get();

/** Every page path of the project with its seq (at most MAX_PAGES rows). */
export const knownPages = (env: Env, projectId: string) =>
	db(env).select({ path: pages.path, seq: pages.seq }).from(pages).where(eq(pages.projectId, projectId)).all();

/** limit + 1 pages in discovery order after the cursor (t: seq). */
export const listPages = (env: Env, accountId: string, projectId: string, q: { limit: number; after: Cursor | null }) =>
	db(env)
		.select()
		.from(pages)
		.where(and(eq(pages.accountId, accountId), eq(pages.projectId, projectId), gt(pages.seq, q.after?.t ?? 0)))
		.orderBy(asc(pages.seq))
		.limit(q.limit + 1)
		.all();

/** Stores the robots.txt rules the job read at its start (once). */
export const setRobots = (env: Env, jobId: string, robots: string) =>
	env.DB_LOC.prepare("UPDATE jobs SET robots = ?2, status = 'running' WHERE id = ?1 AND robots IS NULL")
		.bind(jobId, robots)
		.run();

export interface PageOutcome {
	path: string;
	seq: number;
	status: "crawled" | "error";
	error: string | null;
	/** [id, name, sourceText, contextJson] of the page's strings */
	keys: Array<[string, string, string, string]>;
	words: number;
	/** New pages to add: [path, seq] */
	discovered: Array<[string, number]>;
}

/** The page's keys would take the project's live keys over `cap` (and it adds some): aborts the batch. */
const planGuard = (D: D1Database, projectId: string, keys: string, cap: number) => {
	const adds = `(SELECT COUNT(*) FROM json_each(?2) AS j WHERE NOT EXISTS (SELECT 1 FROM keys AS k WHERE k.project_id = ?1
		AND k.namespace = 'default' AND k.name = j.value ->> 1 AND k.archived_at IS NULL))`;
	return D.prepare(
		`SELECT json_extract('{}', CASE WHEN ${adds} > 0 AND ${adds} +
		 (SELECT COUNT(*) FROM keys WHERE project_id = ?1 AND archived_at IS NULL) > ?3 THEN '${CRAWL_OVER_PLAN}' ELSE '$' END)`,
	).bind(projectId, keys, cap);
};

/**
 * The page's batch: [plan guard], the pages it discovered, the page row, its keys, then the job's
 * cursor and counts — each statement only while the job's cursor is still `after` (?1, job id ?2).
 * false when it had moved (nothing written). Throws CRAWL_OVER_PLAN past the plan (nothing written).
 */
export async function writePage(env: Env, j: JobRow, after: string, o: PageOutcome, cap: number | null, now: number) {
	const D = env.DB_LOC;
	const holds = "EXISTS (SELECT 1 FROM jobs WHERE id = ?2 AND cursor = ?1 AND status IN ('queued', 'running'))";
	const keys = JSON.stringify(o.keys);
	const statements = [
		D.prepare(
			`INSERT INTO pages (account_id, project_id, path, seq, status, key_count, last_crawled_at, last_error, created_at, updated_at)
			 SELECT ?3, ?4, j.value ->> 0, j.value ->> 1, 'discovered', 0, NULL, NULL, ?5, ?5 FROM json_each(?6) AS j WHERE ${holds}
			 ON CONFLICT DO NOTHING`,
		).bind(after, j.id, j.accountId, j.projectId, now, JSON.stringify(o.discovered)),
		D.prepare(
			`UPDATE pages SET status = ?3, key_count = ?4, last_crawled_at = ?5, last_error = ?6, updated_at = ?5
			 WHERE project_id = ?7 AND path = ?8 AND ${holds}`,
		).bind(after, j.id, o.status, o.keys.length, now, o.error, j.projectId, o.path),
		D.prepare(
			`INSERT INTO keys (id, account_id, project_id, namespace, name, source_text, placeholders, description, max_length,
			 context, created_at, updated_at)
			 SELECT j.value ->> 0, ?3, ?4, 'default', j.value ->> 1, j.value ->> 2, '[]', NULL, NULL, j.value ->> 3, ?5, ?5
			 FROM json_each(?6) AS j WHERE ${holds}
			 ON CONFLICT (project_id, namespace, name) DO UPDATE SET archived_at = NULL, updated_at = excluded.updated_at
			 WHERE keys.archived_at IS NOT NULL`,
		).bind(after, j.id, j.accountId, j.projectId, now, keys),
		// changes() is the keys statement's: the keys this page created or brought back.
		D.prepare(
			`UPDATE jobs SET cursor = ?3, status = 'running', updated_at = ?4, done_keys = done_keys + changes(),
			 pages_crawled = pages_crawled + ?5, pages_failed = pages_failed + ?6,
			 estimated_keys = estimated_keys + ?7, estimated_words = estimated_words + ?8
			 WHERE id = ?2 AND cursor = ?1 AND status IN ('queued', 'running')`,
		).bind(
			after,
			j.id,
			String(o.seq),
			now,
			o.status === "crawled" ? 1 : 0,
			o.status === "error" ? 1 : 0,
			o.keys.length,
			o.words,
		),
	];
	if (cap != null && o.keys.length) statements.unshift(planGuard(D, j.projectId, keys, cap));
	const results = await D.batch(statements);
	return ((results.at(-1) as D1Result).meta.changes ?? 0) === 1;
}

/** Ends an active crawl, with its loc.job.finished.v1 event in the same batch. */
export async function finishCrawl(env: Env, j: JobRow, status: "done" | "failed", error: string | null, now: number) {
	const event = jobFinishedEvent(env, j, status, error, now);
	await env.DB_LOC.batch([
		env.DB_LOC.prepare(
			`UPDATE jobs SET status = ?2, error = ?3, updated_at = ?4, finished_at = ?4
			 WHERE id = ?1 AND status IN ('queued', 'running')`,
		).bind(j.id, status, error, now),
		event.statement,
	]);
	await dispatchJobFinished(env, event.id);
}
