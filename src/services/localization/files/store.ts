// DB_LOC for files (issue 24, extension): what an export reads (a namespace's live keys with one
// locale's translation) and a target import's write — every translation of the file in one D1 batch,
// behind a guard that aborts the batch when anything the gate decided on moved since the read.
import type { Env } from "../../../env";
import type { LocScope } from "../context";
import type { TranslationRow } from "../translations";

/** The error text the guard raises (SQLite: "JSON path error near 'LOC_IMPORT_MOVED'"). */
export const MOVED = "LOC_IMPORT_MOVED";
/** A bound JSON value kept well under D1's 2 MB per value. */
const CHUNK_CHARS = 250_000;

export interface FileKeyRow {
	id: string;
	name: string;
	sourceText: string;
	placeholders: string;
	description: string | null;
	maxLength: number | null;
	context: string | null;
	archived: number;
	/** That locale's translation, when asked for one */
	tValue: string | null;
	tStatus: TranslationRow["status"] | null;
}

/**
 * A namespace's keys (live only, or archived too) by name, with `locale`'s translation (null for the
 * source locale), and the namespace's review policy and the locale's enabled flag (null: none).
 */
export async function readNamespace(
	env: Env,
	s: LocScope,
	projectId: string,
	namespace: string,
	locale: string | null,
	withArchived: boolean,
) {
	const [keys, meta] = await env.DB_LOC.batch([
		env.DB_LOC.prepare(
			`SELECT k.id, k.name, k.source_text AS sourceText, k.placeholders, k.description, k.max_length AS maxLength,
			 k.context, k.archived_at IS NOT NULL AS archived, t.value AS tValue, t.status AS tStatus
			 FROM keys AS k LEFT JOIN translations AS t ON t.key_id = k.id AND t.locale = ?4
			 WHERE k.project_id = ?1 AND k.account_id = ?2 AND k.namespace = ?3 ${withArchived ? "" : "AND k.archived_at IS NULL"}
			 ORDER BY k.name`,
		).bind(projectId, s.workspaceId, namespace, locale ?? ""),
		env.DB_LOC.prepare(
			`SELECT (SELECT review_policy FROM namespaces WHERE project_id = ?1 AND name = ?2) AS reviewPolicy,
			 (SELECT enabled FROM locales WHERE project_id = ?1 AND tag = ?3) AS enabled`,
		).bind(projectId, namespace, locale ?? ""),
	]);
	const m = meta.results[0] as { reviewPolicy: "standard" | "gated" | null; enabled: number | null };
	return { keys: keys.results as FileKeyRow[], reviewPolicy: m.reviewPolicy, enabled: m.enabled };
}

/** One translation of an import, decided against `sourceText`, `maxLength` and `reviewPolicy` as read. */
export interface ImportWrite {
	row: TranslationRow;
	sourceText: string;
	maxLength: number | null;
}

function chunks<T>(items: T[], size: (t: T) => number): T[][] {
	const out: T[][] = [];
	let part: T[] = [];
	let n = 0;
	for (const item of items) {
		const len = size(item);
		if (part.length && n + len > CHUNK_CHARS) {
			out.push(part);
			[part, n] = [[], 0];
		}
		part.push(item);
		n += len;
	}
	if (part.length) out.push(part);
	return out;
}

/**
 * Writes every translation in one batch (one transaction): per chunk a guard (each key's source text
 * and maxLength, the namespace's policy and the locale enabled, all as read, else MOVED aborts the
 * batch) and one upsert over json_each; then `after` (memory upserts of approved values). Returns the
 * rows written, or "moved" when the guard refused (nothing written).
 */
export async function writeTranslations(
	env: Env,
	w: { projectId: string; namespace: string; locale: string; reviewPolicy: string; rows: ImportWrite[] },
	after: D1PreparedStatement[],
): Promise<number | "moved"> {
	const db = env.DB_LOC;
	const statements: D1PreparedStatement[] = [];
	const parts = chunks(w.rows, (r) => r.row.value.length + r.sourceText.length + 200);
	for (const part of parts) {
		const guard = JSON.stringify(part.map((r) => [r.row.keyId, r.sourceText, r.maxLength]));
		statements.push(
			db
				.prepare(
					`SELECT json_extract('{}', CASE WHEN
					 (SELECT COUNT(*) FROM json_each(?1) AS j CROSS JOIN keys AS k ON k.id = j.value ->> 0
					  WHERE k.project_id = ?2 AND k.namespace = ?3 AND k.source_text = j.value ->> 1 AND k.max_length IS j.value ->> 2) = ?4
					 AND (SELECT review_policy FROM namespaces WHERE project_id = ?2 AND name = ?3) = ?5
					 AND EXISTS (SELECT 1 FROM locales WHERE project_id = ?2 AND tag = ?6 AND enabled = 1)
					 THEN '$' ELSE '${MOVED}' END)`,
				)
				.bind(guard, w.projectId, w.namespace, part.length, w.reviewPolicy, w.locale),
		);
		const rows = JSON.stringify(
			part.map(({ row: t }) => [t.id, t.keyId, t.value, t.status, t.lengthWarning, t.reviewerBy, t.reviewedAt]),
		);
		const t = part[0].row;
		statements.push(
			db
				.prepare(
					`INSERT INTO translations (id, account_id, project_id, key_id, locale, value, status, length_warning, reviewer_by,
					 reviewed_at, reject_reason, created_at, updated_at)
					 SELECT j.value ->> 0, ?2, ?3, j.value ->> 1, ?4, j.value ->> 2, j.value ->> 3, j.value ->> 4, j.value ->> 5,
					 j.value ->> 6, NULL, ?5, ?5 FROM json_each(?1) AS j WHERE true
					 ON CONFLICT (key_id, locale) DO UPDATE SET value = excluded.value, status = excluded.status,
					 length_warning = excluded.length_warning, reviewer_by = excluded.reviewer_by, reviewed_at = excluded.reviewed_at,
					 reject_reason = NULL, updated_at = excluded.updated_at`,
				)
				.bind(rows, t.accountId, t.projectId, t.locale, t.updatedAt),
		);
	}
	if (!statements.length) return 0;
	try {
		const results = await db.batch([...statements, ...after]);
		return results.slice(0, statements.length).reduce((n, r, i) => n + (i % 2 ? r.meta.changes : 0), 0);
	} catch (err) {
		if (`${(err as Error)?.message} ${(err as { cause?: Error })?.cause?.message}`.includes(MOVED)) return "moved";
		throw err;
	}
}
