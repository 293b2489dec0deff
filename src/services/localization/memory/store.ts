// DB_LOC translation memory (issue 23): one row per (account, target locale, normalised source),
// upserted by approvals, and its distinct trigrams in memory_trigrams for the fuzzy pre-selection.
// Writes are statements the caller batches with its own (an approval's status change), so the
// memory moves with it or not at all.
import type { Env } from "../../../env";
import { newId } from "../../../platform/ids";
import { candidateCap, foldedLength, lengthWindow, minShared, normalise, sourceHash, trigrams } from "./domain";

export interface MemoryRow {
	id: string;
	source: string;
	target: string;
	sourceLocale: string;
	targetLocale: string;
	createdAt: number;
	updatedAt: number;
}

export interface MemoryInput {
	accountId: string;
	sourceLocale: string;
	targetLocale: string;
	source: string;
	target: string;
	now: number;
	/**
	 * Upsert only when this SQL condition holds when the batch runs (anonymous ? placeholders, `binds`
	 * in order): an approval passes "its translation is approved by this request", so a racing
	 * reject that won leaves the memory alone.
	 */
	when?: { sql: string; binds: unknown[] };
}

const COLUMNS = `id, source, target, source_locale AS sourceLocale, target_locale AS targetLocale,
	created_at AS createdAt, updated_at AS updatedAt`;

/** `?` → `?N`, numbered from `from`: a guard's placeholders after the statement's own. */
const renumber = (sql: string, from: number) => {
	let n = from;
	return sql.replace(/\?(?!\d)/g, () => `?${n++}`);
};

/**
 * The statements that upsert one memory entry: the row by (account, target, source hash), keeping
 * its id and createdAt, taking the latest source locale, normalised source and target; then its
 * trigram rows replaced (read back through the row, so the kept id is the one they name).
 */
export async function upsertMemoryStatements(env: Env, m: MemoryInput): Promise<D1PreparedStatement[]> {
	const source = normalise(m.source);
	const hash = await sourceHash(source);
	const guard = m.when ? renumber(m.when.sql, 10) : "1";
	const upsert = env.DB_LOC.prepare(
		`INSERT INTO memory (id, account_id, source_locale, target_locale, source_hash, source, target, length, created_at, updated_at)
		 SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9 WHERE ${guard}
		 ON CONFLICT (account_id, target_locale, source_hash) DO UPDATE SET source_locale = excluded.source_locale,
		 source = excluded.source, target = excluded.target, length = excluded.length, updated_at = excluded.updated_at`,
	).bind(
		newId("tm_", m.now),
		m.accountId,
		m.sourceLocale,
		m.targetLocale,
		hash,
		source,
		m.target,
		foldedLength(source),
		m.now,
		...(m.when?.binds ?? []),
	);
	const entry = "SELECT id FROM memory WHERE account_id = ?1 AND target_locale = ?2 AND source_hash = ?3";
	const clear = env.DB_LOC.prepare(`DELETE FROM memory_trigrams WHERE memory_id IN (${entry})`).bind(
		m.accountId,
		m.targetLocale,
		hash,
	);
	const fill = env.DB_LOC.prepare(
		`INSERT OR IGNORE INTO memory_trigrams (account_id, target_locale, trigram, memory_id)
		 SELECT ?1, ?2, t.value, m.id FROM (${entry}) AS m, json_each(?4) AS t`,
	).bind(m.accountId, m.targetLocale, hash, JSON.stringify(trigrams(source)));
	return [upsert, clear, fill];
}

/** Upserts one memory entry on its own (a test, an import): the statements above in one batch. */
export async function upsertMemory(env: Env, m: MemoryInput) {
	await env.DB_LOC.batch(await upsertMemoryStatements(env, m));
}

/** The entry whose normalised source hashes to `hash`, or null. */
export const exactMemory = (env: Env, accountId: string, target: string, hash: string) =>
	env.DB_LOC.prepare(`SELECT ${COLUMNS} FROM memory WHERE account_id = ?1 AND target_locale = ?2 AND source_hash = ?3`)
		.bind(accountId, target, hash)
		.first<MemoryRow>();

/**
 * Fuzzy candidates for a query text: rows of the account and target whose length is in the window
 * and that share at least minShared distinct trigrams with the query (domain.ts proves that no row
 * at or above 0.75 falls outside either bound), those sharing the most first, at most candidateCap(length).
 * Usually every row in the window must share a trigram, so the trigram index drives the query; for
 * a repetitive query ("ha ha ha ha") the bound can reach 0 and the length window drives it instead.
 */
export async function fuzzyCandidates(env: Env, accountId: string, target: string, text: string) {
	const grams = trigrams(text);
	const len = foldedLength(text);
	const w = lengthWindow(len);
	const byTrigrams = minShared(grams.length, len, w.max) >= 1;
	const shared = `SELECT memory_id, COUNT(*) AS shared FROM memory_trigrams
		WHERE account_id = ?1 AND target_locale = ?2 AND trigram IN (SELECT value FROM json_each(?3)) GROUP BY memory_id`;
	const from = byTrigrams
		? `(${shared}) AS t JOIN memory AS m ON m.id = t.memory_id`
		: `memory AS m LEFT JOIN (${shared}) AS t ON t.memory_id = m.id`;
	const { results } = await env.DB_LOC.prepare(
		`SELECT m.id, m.source, m.target, m.source_locale AS sourceLocale, COALESCE(t.shared, 0) AS shared FROM ${from}
		 WHERE m.account_id = ?1 AND m.target_locale = ?2 AND m.length BETWEEN ?4 AND ?5
		 AND COALESCE(t.shared, 0) >= ?6 - 3 * (CAST(MAX(?7, m.length) AS INTEGER) / 4)
		 ORDER BY shared DESC, m.id LIMIT ?8`,
	)
		.bind(accountId, target, JSON.stringify(grams), w.min, w.max, grams.length, len, candidateCap(len))
		.all<{ id: string; source: string; target: string; sourceLocale: string }>();
	return results;
}

/** Entries whose source or target matches `glob` (containsGlob), most recently updated first. */
export const searchMemory = async (env: Env, accountId: string, target: string, glob: string, limit: number) =>
	(
		await env.DB_LOC.prepare(
			`SELECT ${COLUMNS} FROM memory WHERE account_id = ?1 AND target_locale = ?2 AND (source GLOB ?3 OR target GLOB ?3)
			 ORDER BY updated_at DESC, id DESC LIMIT ?4`,
		)
			.bind(accountId, target, glob, limit)
			.all<MemoryRow>()
	).results;
