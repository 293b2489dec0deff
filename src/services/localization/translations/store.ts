// DB_LOC translations: one row per (key, locale), written by a conditional upsert that holds only if
// what the gate and the status were decided on still holds when it runs (the key's source text and
// maxLength, its namespace's review policy, the locale enabled), with the memory upsert of an
// approved value in the same batch under the same condition.
import type { Env } from "../../../env";
import type { LocScope } from "../context";
import { KEY_COLUMNS, type KeyRow, TRANSLATION_COLUMNS, type TranslationRow } from "../keys";

/** The key with what a translation of it into `locale` depends on, or null when it is not the account's. */
export type KeyForTranslation = KeyRow & {
	sourceLocale: string;
	reviewPolicy: "standard" | "gated";
	/** 1 or 0 for a target locale, null when the locale is none of the project's targets */
	enabled: number | null;
};

export const readKeyFor = (env: Env, s: LocScope, keyId: string, locale: string) =>
	env.DB_LOC.prepare(
		`SELECT ${KEY_COLUMNS}, p.source_locale AS sourceLocale, COALESCE(n.review_policy, 'standard') AS reviewPolicy, l.enabled
		 FROM keys AS k JOIN projects AS p ON p.id = k.project_id
		 LEFT JOIN namespaces AS n ON n.project_id = k.project_id AND n.name = k.namespace
		 LEFT JOIN locales AS l ON l.project_id = k.project_id AND l.tag = ?2
		 WHERE k.id = ?1 AND k.account_id = ?3`,
	)
		.bind(keyId, locale, s.workspaceId)
		.first<KeyForTranslation>();

/** The condition (anonymous ?) the write and the memory upsert share: nothing they were decided on moved. */
export const stillAsRead = (k: KeyForTranslation, locale: string) => ({
	sql: `EXISTS (SELECT 1 FROM keys AS k LEFT JOIN namespaces AS n ON n.project_id = k.project_id AND n.name = k.namespace
		WHERE k.id = ? AND k.source_text = ? AND k.max_length IS ? AND COALESCE(n.review_policy, 'standard') = ?)
		AND EXISTS (SELECT 1 FROM locales WHERE project_id = ? AND tag = ? AND enabled = 1)`,
	binds: [k.id, k.sourceText, k.maxLength, k.reviewPolicy, k.projectId, locale],
});

/** `?` → `?N` from `from`, so a shared condition follows a statement's own numbered values. */
const renumber = (sql: string, from: number) => {
	let n = from;
	return sql.replace(/\?(?!\d)/g, () => `?${n++}`);
};

/**
 * Inserts or replaces the (key, locale) translation, keeping its id and createdAt, if `when` holds;
 * runs `after` (the memory upsert) in the same batch. The row written, or null when `when` failed.
 */
export async function upsertTranslation(
	env: Env,
	t: TranslationRow,
	when: { sql: string; binds: unknown[] },
	after: D1PreparedStatement[],
): Promise<TranslationRow | null> {
	const write = env.DB_LOC.prepare(
		`INSERT INTO translations (id, account_id, project_id, key_id, locale, value, status, length_warning, reviewer_by,
		 reviewed_at, reject_reason, created_at, updated_at)
		 SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, NULL, ?11, ?11 WHERE ${renumber(when.sql, 12)}
		 ON CONFLICT (key_id, locale) DO UPDATE SET value = excluded.value, status = excluded.status,
		 length_warning = excluded.length_warning, reviewer_by = excluded.reviewer_by, reviewed_at = excluded.reviewed_at,
		 reject_reason = NULL, updated_at = excluded.updated_at
		 RETURNING ${TRANSLATION_COLUMNS}`,
	).bind(
		t.id,
		t.accountId,
		t.projectId,
		t.keyId,
		t.locale,
		t.value,
		t.status,
		t.lengthWarning,
		t.reviewerBy,
		t.reviewedAt,
		t.updatedAt,
		...when.binds,
	);
	const [written] = await env.DB_LOC.batch([write, ...after]);
	return (written.results[0] as TranslationRow | undefined) ?? null;
}
