// DB_LOC translate jobs (issue 24). A job is inserted with its word reservation and its memory hits
// in one D1 batch: the partial unique index jobs_active refuses a second queued or running job for
// the project and locale (racing requests included, the batch rolls back), the INSERT holds only
// while the period's usage plus the estimate fits the budget, and the reservation and memory hits
// are written only when the job row was. Machine values are written only where the key still has no
// translation or a rejected one, so a redelivered chunk never writes a key twice.
import { and, eq, inArray } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import type { Cursor } from "../../../platform/cursor";
import { newestFirst } from "../../../platform/keyset";
import type { LocScope } from "../context";
import { jobs } from "../schema";
import { dispatchJobFinished, jobFinishedEvent } from "./finished-event";

export type JobRow = typeof jobs.$inferSelect;
const J = jobs;
const db = (env: Env) => drizzle(env.DB_LOC);

/** A key a job may translate: live, with no translation in the locale or a rejected one. */
export interface KeyToTranslate {
	id: string;
	sourceText: string;
	placeholders: string;
	maxLength: number | null;
	reviewPolicy: "standard" | "gated";
}

/** A value to store: machine, or needs_review in a gated namespace; `source` is the text it was made from. */
export interface MachineValue {
	id: string;
	keyId: string;
	source: string;
	value: string;
	status: "machine" | "needs_review";
	lengthWarning: string | null;
}

export const jobOf = (env: Env, accountId: string, id: string) =>
	db(env)
		.select()
		.from(J)
		.where(and(eq(J.accountId, accountId), eq(J.id, id)))
		.get();

/** The queued or running translate job of a project and locale, if any. */
export const activeJob = (env: Env, projectId: string, locale: string) =>
	db(env)
		.select()
		.from(J)
		.where(
			and(
				eq(J.projectId, projectId),
				eq(J.locale, locale),
				eq(J.type, "translate"),
				inArray(J.status, ["queued", "running"]),
			),
		)
		.get();

export const listJobs = (env: Env, s: LocScope, projectId: string, q: { limit: number; after: Cursor | null }) =>
	newestFirst(db(env), J, s.workspaceId, q, eq(J.projectId, projectId));

/** 1 or 0 when the tag is a target of the project (enabled or not), null when it is none. */
export const targetEnabled = async (env: Env, projectId: string, tag: string) =>
	(
		await env.DB_LOC.prepare("SELECT enabled FROM locales WHERE project_id = ?1 AND tag = ?2")
			.bind(projectId, tag)
			.first<{ enabled: number }>()
	)?.enabled ?? null;

/** Keys to translate in key id order after `after`, created no later than `createdBefore`, at most `limit`. */
export const keysToTranslate = async (
	env: Env,
	projectId: string,
	locale: string,
	q: { after: string; createdBefore: number; limit: number },
) =>
	(
		await env.DB_LOC.prepare(
			`SELECT k.id, k.source_text AS sourceText, k.placeholders, k.max_length AS maxLength,
			 COALESCE(n.review_policy, 'standard') AS reviewPolicy
			 FROM keys AS k LEFT JOIN namespaces AS n ON n.project_id = k.project_id AND n.name = k.namespace
			 LEFT JOIN translations AS t ON t.key_id = k.id AND t.locale = ?2
			 WHERE k.project_id = ?1 AND k.archived_at IS NULL AND (t.id IS NULL OR t.status = 'rejected')
			 AND k.id > ?3 AND k.created_at <= ?4
			 ORDER BY k.id LIMIT ?5`,
		)
			.bind(projectId, locale, q.after, q.createdBefore, q.limit)
			.all<KeyToTranslate>()
	).results;

/** Approved memory targets of the account for these normalised-source hashes. */
export const memoryTargets = async (env: Env, accountId: string, source: string, target: string, hashes: string[]) =>
	(
		await env.DB_LOC.prepare(
			`SELECT source_hash AS sourceHash, target FROM memory
			 WHERE account_id = ?1 AND source_locale = ?2 AND target_locale = ?3
			 AND source_hash IN (SELECT value FROM json_each(?4))`,
		)
			.bind(accountId, source, target, JSON.stringify(hashes))
			.all<{ sourceHash: string; target: string }>()
	).results;

/** words used in a period, 0 before the first reservation. */
export const wordsUsed = async (env: Env, accountId: string, period: string) =>
	(
		await env.DB_LOC.prepare("SELECT words FROM word_usage WHERE account_id = ?1 AND period = ?2")
			.bind(accountId, period)
			.first<{ words: number }>()
	)?.words ?? 0;

/**
 * Conditional insert of translations from a JSON array of MachineValue: only where the key is live,
 * its source is still the one translated, and it has no translation in the locale or a rejected one;
 * `when` (SQL with ?6…) must hold too. RETURNING the key ids written.
 */
const writeValues = (
	env: Env,
	j: Pick<JobRow, "accountId" | "projectId" | "locale">,
	values: MachineValue[],
	now: number,
	when: string,
	...binds: unknown[]
) =>
	env.DB_LOC.prepare(
		`INSERT INTO translations (id, account_id, project_id, key_id, locale, value, status, length_warning, reviewer_by,
		 reviewed_at, reject_reason, created_at, updated_at)
		 SELECT json_extract(e.value, '$.id'), ?1, ?2, k.id, ?3, json_extract(e.value, '$.value'),
		 json_extract(e.value, '$.status'), json_extract(e.value, '$.lengthWarning'), NULL, NULL, NULL, ?4, ?4
		 FROM json_each(?5) AS e JOIN keys AS k ON k.id = json_extract(e.value, '$.keyId')
		 WHERE k.project_id = ?2 AND k.archived_at IS NULL AND k.source_text = json_extract(e.value, '$.source') AND ${when}
		 ON CONFLICT (key_id, locale) DO UPDATE SET value = excluded.value, status = excluded.status,
		 length_warning = excluded.length_warning, reviewer_by = NULL, reviewed_at = NULL, reject_reason = NULL,
		 updated_at = excluded.updated_at WHERE translations.status = 'rejected'
		 RETURNING key_id`,
	).bind(j.accountId, j.projectId, j.locale, now, JSON.stringify(values), ...binds);

/**
 * Inserts the job, reserves its words and stores its memory hits, all or nothing. false when the
 * budget (`cap` words in the period, null unlimited) cannot take the estimate; throws the unique
 * violation when the project and locale already have a queued or running job.
 */
export async function insertJob(env: Env, row: JobRow, cap: number | null, hits: MachineValue[]): Promise<boolean> {
	const D = env.DB_LOC;
	const fits =
		cap == null
			? "1"
			: `COALESCE((SELECT words FROM word_usage WHERE account_id = ?2 AND period = ?15), 0) + ?12 <= ${Math.trunc(cap)}`;
	const results = await D.batch([
		D.prepare(
			"INSERT INTO word_usage (account_id, period, words, updated_at) VALUES (?1, ?2, 0, ?3) ON CONFLICT DO NOTHING",
		).bind(row.accountId, row.period, row.createdAt),
		D.prepare(
			`INSERT INTO jobs (id, account_id, project_id, type, locale, source_locale, status, estimated_keys, estimated_words,
			 memory_hits, done_keys, failed_keys, reserved_words, used_words, period, cursor, error, created_at, updated_at, finished_at)
			 SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, 0, ?12, 0, ?15, '', NULL, ?13, ?14, NULL WHERE ${fits}`,
		).bind(
			row.id,
			row.accountId,
			row.projectId,
			row.type,
			row.locale,
			row.sourceLocale,
			row.status,
			row.estimatedKeys,
			row.estimatedWords,
			row.memoryHits,
			row.doneKeys,
			row.reservedWords,
			row.createdAt,
			row.updatedAt,
			row.period,
		),
		D.prepare(
			`UPDATE word_usage SET words = words + ?3, updated_at = ?4
			 WHERE account_id = ?1 AND period = ?2 AND EXISTS (SELECT 1 FROM jobs WHERE id = ?5)`,
		).bind(row.accountId, row.period, row.reservedWords, row.createdAt, row.id),
		writeValues(env, row, hits, row.createdAt, "EXISTS (SELECT 1 FROM jobs WHERE id = ?6)", row.id),
	]);
	return (results[1]?.meta.changes ?? 0) === 1;
}

/** queued → running (no change when it already runs). */
export const markRunning = (env: Env, id: string, now: number) =>
	env.DB_LOC.prepare("UPDATE jobs SET status = 'running', updated_at = ?2 WHERE id = ?1 AND status = 'queued'")
		.bind(id, now)
		.run();

/** Stores a chunk's values while the job is still active; the key ids written. */
export async function writeMachine(env: Env, j: JobRow, values: MachineValue[], now: number): Promise<string[]> {
	if (!values.length) return [];
	const r = await writeValues(
		env,
		j,
		values,
		now,
		"EXISTS (SELECT 1 FROM jobs WHERE id = ?6 AND status IN ('queued', 'running'))",
		j.id,
	).all<{ key_id: string }>();
	return r.results.map((x) => x.key_id);
}

/**
 * Moves the job's cursor from `after` to `next` and adds the chunk's counts; false when the cursor
 * had already moved (another delivery of this chunk counted it) or the job ended.
 */
export async function advanceJob(
	env: Env,
	id: string,
	after: string,
	next: string,
	add: { done: number; failed: number; words: number },
	now: number,
) {
	const r = await env.DB_LOC.prepare(
		`UPDATE jobs SET cursor = ?3, done_keys = done_keys + ?4, failed_keys = failed_keys + ?5,
		 used_words = used_words + ?6, updated_at = ?7
		 WHERE id = ?1 AND cursor = ?2 AND status IN ('queued', 'running')`,
	)
		.bind(id, after, next, add.done, add.failed, add.words, now)
		.run();
	return r.meta.changes === 1;
}

/**
 * Ends an active job (done: doneKeys = estimatedKeys - failedKeys; failed: with `error`) and settles
 * its reservation to the words actually sent, in one batch with its loc.job.finished.v1 event, so a
 * job is settled, and reported, once.
 */
export async function finishJob(env: Env, j: JobRow, status: "done" | "failed", error: string | null, now: number) {
	const D = env.DB_LOC;
	const active = "EXISTS (SELECT 1 FROM jobs WHERE id = ?1 AND status IN ('queued', 'running'))";
	const event = jobFinishedEvent(env, j, status, error, now);
	await D.batch([
		D.prepare(
			`UPDATE word_usage SET updated_at = ?4,
			 words = MAX(words + (SELECT used_words - reserved_words FROM jobs WHERE id = ?1), 0)
			 WHERE account_id = ?2 AND period = ?3 AND ${active}`,
		).bind(j.id, j.accountId, j.period, now),
		D.prepare(
			`UPDATE jobs SET status = ?2, error = ?3, updated_at = ?4, finished_at = ?4,
			 done_keys = CASE WHEN ?2 = 'done' THEN MAX(estimated_keys - failed_keys, 0) ELSE done_keys END
			 WHERE id = ?1 AND status IN ('queued', 'running')`,
		).bind(j.id, status, error, now),
		event.statement,
	]);
	await dispatchJobFinished(env, event.id);
}
