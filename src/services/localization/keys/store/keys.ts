// DB_LOC keys one at a time and as a filtered list (with a locale's translation beside each), and the
// lengthWarning refresh of a key's translations when its maxLength changes.
import type { Env } from "../../../../env";
import type { Cursor } from "../../../../platform/cursor";
import type { LocScope } from "../../context";
import type { keys, translations } from "../../schema";

export type KeyRow = typeof keys.$inferSelect;
export type TranslationRow = typeof translations.$inferSelect;

export const KEY_COLUMNS = `k.id, k.account_id AS accountId, k.project_id AS projectId, k.namespace, k.name,
	k.source_text AS sourceText, k.placeholders, k.description, k.max_length AS maxLength, k.context,
	k.screenshot_url AS screenshotUrl, k.archived_at AS archivedAt, k.created_at AS createdAt, k.updated_at AS updatedAt`;

/** Translation columns as `t_<field>`, beside a key's in one row. */
const T_COLUMNS = `t.id AS t_id, t.account_id AS t_accountId, t.project_id AS t_projectId, t.key_id AS t_keyId,
	t.locale AS t_locale, t.value AS t_value, t.status AS t_status, t.length_warning AS t_lengthWarning,
	t.reviewer_by AS t_reviewerBy, t.reviewed_at AS t_reviewedAt, t.reject_reason AS t_rejectReason,
	t.created_at AS t_createdAt, t.updated_at AS t_updatedAt`;

/** Translation columns by field name, unqualified (a RETURNING clause, a single-table read). */
export const TRANSLATION_COLUMNS = T_COLUMNS.replace(/\bt\./g, "").replace(/AS t_/g, "AS ");

/** The project's namespace names (keys may only name these). */
export const namespaceNames = async (env: Env, projectId: string) =>
	new Set(
		(
			await env.DB_LOC.prepare("SELECT name FROM namespaces WHERE project_id = ?1")
				.bind(projectId)
				.all<{ name: string }>()
		).results.map((r) => r.name),
	);

/** The account's key, or null. */
export const getKey = (env: Env, s: LocScope, id: string) =>
	env.DB_LOC.prepare(`SELECT ${KEY_COLUMNS} FROM keys AS k WHERE k.id = ?1 AND k.account_id = ?2`)
		.bind(id, s.workspaceId)
		.first<KeyRow>();

export interface KeyFilter {
	namespace?: string;
	q?: string;
	archived: boolean;
	/** With a locale, rows carry its translation (or null); status then filters on it */
	locale?: string;
	status?: "missing" | "needs_review" | "machine" | "approved" | "rejected";
	limit: number;
	after: Cursor | null;
}

export type KeyListRow = KeyRow & { translation?: TranslationRow | null };

/** One page (limit + 1 rows) of a project's keys, newest first by (createdAt, id), filtered. */
export async function listKeys(env: Env, s: LocScope, projectId: string, f: KeyFilter): Promise<KeyListRow[]> {
	const where = [
		"k.project_id = ?",
		"k.account_id = ?",
		f.archived ? "k.archived_at IS NOT NULL" : "k.archived_at IS NULL",
	];
	const binds: unknown[] = [projectId, s.workspaceId];
	if (f.namespace !== undefined) where.push("k.namespace = ?") && binds.push(f.namespace);
	if (f.q !== undefined) {
		where.push("(instr(lower(k.name), lower(?)) > 0 OR instr(lower(k.source_text), lower(?)) > 0)");
		binds.push(f.q, f.q);
	}
	if (f.status === "missing") where.push("(t.id IS NULL OR t.status = 'rejected')");
	else if (f.status) where.push("t.status = ?") && binds.push(f.status);
	if (f.after) {
		where.push("(k.created_at < ? OR (k.created_at = ? AND k.id < ?))");
		binds.push(f.after.t, f.after.t, f.after.id);
	}
	const join = f.locale === undefined ? "" : "LEFT JOIN translations AS t ON t.key_id = k.id AND t.locale = ?";
	const { results } = await env.DB_LOC.prepare(
		`SELECT ${KEY_COLUMNS}${join ? `, ${T_COLUMNS}` : ""} FROM keys AS k ${join}
		 WHERE ${where.join(" AND ")} ORDER BY k.created_at DESC, k.id DESC LIMIT ?`,
	)
		.bind(...(join ? [f.locale] : []), ...binds, f.limit + 1)
		.all<Record<string, unknown>>();
	return results.map((r) => (join ? splitTranslation(r) : (r as unknown as KeyRow)));
}

function splitTranslation(r: Record<string, unknown>): KeyListRow {
	const key: Record<string, unknown> = {};
	const t: Record<string, unknown> = {};
	for (const [k, v] of Object.entries(r)) {
		if (k.startsWith("t_")) t[k.slice(2)] = v;
		else key[k] = v;
	}
	return { ...(key as unknown as KeyRow), translation: t.id ? (t as unknown as TranslationRow) : null };
}

export type KeyChange = Partial<Pick<KeyRow, "description" | "maxLength" | "screenshotUrl">> & { updatedAt: number };

/** Applies a PATCH; the row after it, or null when the key is not the account's. */
export async function updateKey(env: Env, s: LocScope, id: string, set: KeyChange) {
	const cols: Record<keyof KeyChange, string> = {
		description: "description",
		maxLength: "max_length",
		screenshotUrl: "screenshot_url",
		updatedAt: "updated_at",
	};
	const entries = Object.entries(set).filter(([, v]) => v !== undefined) as Array<[keyof KeyChange, unknown]>;
	return env.DB_LOC.prepare(
		`UPDATE keys SET ${entries.map(([c], i) => `${cols[c]} = ?${i + 3}`).join(", ")}
		 WHERE id = ?1 AND account_id = ?2 RETURNING ${KEY_COLUMNS.replace(/\bk\./g, "")}`,
	)
		.bind(id, s.workspaceId, ...entries.map(([, v]) => v))
		.first<KeyRow>();
}

/** The translations (id, value) of these keys: what a maxLength change re-measures. */
export async function translationValues(env: Env, keyIds: string[]) {
	const { results } = await env.DB_LOC.prepare(
		"SELECT id, key_id AS keyId, value FROM translations WHERE key_id IN (SELECT value FROM json_each(?1))",
	)
		.bind(JSON.stringify(keyIds))
		.all<{ id: string; keyId: string; value: string }>();
	return results;
}

/**
 * Sets translations' lengthWarning ([id, JSON or null] pairs) if their key's maxLength is still the one
 * measured against, so a racing second change is not overwritten with the first's warnings.
 */
export async function setLengthWarnings(
	env: Env,
	rows: Array<{ id: string; keyId: string; maxLength: number | null; warning: string | null }>,
) {
	if (!rows.length) return;
	await env.DB_LOC.prepare(
		`UPDATE translations SET length_warning = j.value ->> 3 FROM json_each(?1) AS j
		 WHERE translations.id = j.value ->> 0 AND EXISTS (SELECT 1 FROM keys WHERE id = j.value ->> 1 AND max_length IS j.value ->> 2)`,
	)
		.bind(JSON.stringify(rows.map((r) => [r.id, r.keyId, r.maxLength, r.warning])))
		.run();
}

/** A target locale of the project (enabled or not), or null when it is none (the source is none). */
export const targetLocale = (env: Env, projectId: string, tag: string) =>
	env.DB_LOC.prepare("SELECT tag, enabled FROM locales WHERE project_id = ?1 AND tag = ?2")
		.bind(projectId, tag)
		.first<{ tag: string; enabled: number }>();
