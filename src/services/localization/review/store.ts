// DB_LOC reads and writes of review (issue 23). Every status move is one conditional UPDATE, so
// racing approvals and rejections settle by what the row holds when each runs: an approval moves only
// a needs_review or machine row whose value and key source are still the ones it read, a rejection
// moves any row.
import type { Env } from "../../../env";
import { type Cursor, encodeCursor } from "../../../platform/cursor";
import type { LocScope } from "../context";
import type { TranslationRow } from "../keys";

const FIELDS: Array<[string, keyof TranslationRow]> = [
	["id", "id"],
	["account_id", "accountId"],
	["project_id", "projectId"],
	["key_id", "keyId"],
	["locale", "locale"],
	["value", "value"],
	["status", "status"],
	["length_warning", "lengthWarning"],
	["reviewer_by", "reviewerBy"],
	["reviewed_at", "reviewedAt"],
	["reject_reason", "rejectReason"],
	["created_at", "createdAt"],
	["updated_at", "updatedAt"],
];
/** A translation's columns as its row's fields; `prefix` keeps them apart from a key's in a join. */
const columns = (prefix = "", table = "t.") =>
	FIELDS.map(([col, field]) => `${table}${col} AS ${prefix}${field}`).join(", ");
const T = columns();

/** A translation of the account with what its approval feeds the memory: the key's source and the project's source locale. */
export type ReviewRow = TranslationRow & { sourceText: string; sourceLocale: string };

export const readForReview = (env: Env, s: LocScope, id: string) =>
	env.DB_LOC.prepare(
		`SELECT ${T}, k.source_text AS sourceText, p.source_locale AS sourceLocale FROM translations AS t
		 JOIN keys AS k ON k.id = t.key_id JOIN projects AS p ON p.id = t.project_id
		 WHERE t.id = ?1 AND t.account_id = ?2`,
	)
		.bind(id, s.workspaceId)
		.first<ReviewRow>();

export interface Approval {
	row: ReviewRow;
	by: string;
	now: number;
}

/** needs_review or machine → approved, only while the value and the key's source are those read. */
export const approveStatement = (env: Env, a: Approval) =>
	env.DB_LOC.prepare(
		`UPDATE translations SET status = 'approved', reviewer_by = ?1, reviewed_at = ?2, reject_reason = NULL, updated_at = ?2
		 WHERE id = ?3 AND status IN ('needs_review', 'machine') AND value = ?4
		 AND EXISTS (SELECT 1 FROM keys WHERE id = ?5 AND source_text = ?6)`,
	).bind(a.by, a.now, a.row.id, a.row.value, a.row.keyId, a.row.sourceText);

/** The approval's UPDATE and the guarded memory statements in one batch; true when the UPDATE took. */
export async function runApproval(env: Env, a: Approval, memory: D1PreparedStatement[]) {
	const [moved] = await env.DB_LOC.batch([approveStatement(env, a), ...memory]);
	return moved.meta.changes === 1;
}

/** True in the approval's batch only after its own UPDATE took: the memory upsert's guard. */
export const approvedBy = (a: Approval) => ({
	sql: "EXISTS (SELECT 1 FROM translations WHERE id = ? AND status = 'approved' AND reviewer_by = ? AND reviewed_at = ? AND value = ?)",
	binds: [a.row.id, a.by, a.now, a.row.value],
});

/** Any status → rejected with the reason and reviewer; the row after, or null when the account has none. */
export const rejectRow = (env: Env, s: LocScope, id: string, reason: string, by: string, now: number) =>
	env.DB_LOC.prepare(
		`UPDATE translations SET status = 'rejected', reject_reason = ?1, reviewer_by = ?2, reviewed_at = ?3, updated_at = ?3
		 WHERE id = ?4 AND account_id = ?5 RETURNING ${columns("", "")}`,
	)
		.bind(reason, by, now, id, s.workspaceId)
		.first<TranslationRow>();

/** What a queue item shows of its key. */
export interface QueueKey {
	namespace: string;
	name: string;
	sourceText: string;
	/** JSON [{name, type}] */
	placeholders: string;
}
export type QueueRow = { translation: TranslationRow; key: QueueKey };

/**
 * One page (limit + 1) of a project's machine and needs_review translations in one locale, of live
 * keys, oldest updatedAt first (then id): the longest-waiting work first.
 */
export async function queuePage(env: Env, projectId: string, locale: string, limit: number, after: Cursor | null) {
	const { results } = await env.DB_LOC.prepare(
		`SELECT ${columns("t_")}, k.namespace, k.name, k.source_text AS sourceText, k.placeholders
		 FROM translations AS t JOIN keys AS k ON k.id = t.key_id
		 WHERE t.project_id = ?1 AND t.locale = ?2 AND t.status IN ('machine', 'needs_review') AND k.archived_at IS NULL
		 AND (?3 IS NULL OR t.updated_at > ?3 OR (t.updated_at = ?3 AND t.id > ?4))
		 ORDER BY t.updated_at, t.id LIMIT ?5`,
	)
		.bind(projectId, locale, after?.t ?? null, after?.id ?? "", limit + 1)
		.all<Record<string, unknown>>();
	return results.map((r): QueueRow => {
		const translation = Object.fromEntries(FIELDS.map(([, f]) => [f, r[`t_${f}`]])) as TranslationRow;
		return { translation, key: r as unknown as QueueKey };
	});
}

export const queueCursor = (r: QueueRow, filter: string) =>
	encodeCursor({ t: r.translation.updatedAt, id: r.translation.id }, filter);
