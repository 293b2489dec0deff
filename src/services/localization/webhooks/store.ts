// DB_LOC reads of the approvals tick (loc.translation.approved.v1, issue 41): approvals grouped by
// project and minute over the partial index translations_approved_at, which of their events exist,
// and one group's approvals to list.
import type { Env } from "../../../env";

export interface ApprovalGroup {
	accountId: string;
	projectId: string;
	/** Start of the minute (epoch ms) */
	minute: number;
	count: number;
	/** The group's latest reviewed_at */
	lastAt: number;
}

export interface ApprovedItem {
	id: string;
	keyId: string;
	namespace: string;
	name: string;
	locale: string;
}

/** Translations approved in [from, to), counted per project and minute (still approved now). */
export const approvalGroups = async (env: Env, from: number, to: number, limit: number) =>
	(
		await env.DB_LOC.prepare(
			`SELECT account_id AS accountId, project_id AS projectId, (reviewed_at / 60000) * 60000 AS minute,
			 COUNT(*) AS count, MAX(reviewed_at) AS lastAt
			 FROM translations WHERE status = 'approved' AND reviewed_at >= ?1 AND reviewed_at < ?2
			 GROUP BY project_id, minute ORDER BY minute, project_id LIMIT ?3`,
		)
			.bind(from, to, limit)
			.all<ApprovalGroup>()
	).results;

/** Which of these event ids exist already. */
export const existingEvents = async (env: Env, ids: string[]) =>
	new Set(
		(
			await env.DB_LOC.prepare("SELECT id FROM events WHERE id IN (SELECT value FROM json_each(?1))")
				.bind(JSON.stringify(ids))
				.all<{ id: string }>()
		).results.map((r) => r.id),
	);

/** A project's approvals in [from, to), oldest first, at most `limit`. */
export const approvedIn = async (env: Env, projectId: string, from: number, to: number, limit: number) =>
	(
		await env.DB_LOC.prepare(
			`SELECT t.id, t.key_id AS keyId, k.namespace, k.name, t.locale
			 FROM translations AS t JOIN keys AS k ON k.id = t.key_id
			 WHERE t.status = 'approved' AND t.reviewed_at >= ?2 AND t.reviewed_at < ?3 AND t.project_id = ?1
			 ORDER BY t.reviewed_at, t.id LIMIT ?4`,
		)
			.bind(projectId, from, to, limit)
			.all<ApprovedItem>()
	).results;
