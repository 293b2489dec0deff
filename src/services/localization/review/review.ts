// Review verbs (issue 23, spec 002 §3): approve (needs_review or machine → approved, reviewer
// recorded, memory upserted in the same batch), reject (any status → rejected, reason kept), and the
// queue of what waits for a reviewer.
import type { Env } from "../../../env";
import { decodeCursor } from "../../../platform/cursor";
import { ApiError } from "../../../platform/errors";
import { type LocScope, notFound } from "../context";
import { targetLocale, translationView } from "../keys";
import { upsertMemoryStatements } from "../memory";
import { projectOf } from "../projects";
import { type Approval, approvedBy, queueCursor, queuePage, readForReview, rejectRow, runApproval } from "./store";

/** Approvals retried when the row changed between the read and the write (a new value, a new source). */
const ATTEMPTS = 3;

const rejectedAlready = () =>
	new ApiError(409, "conflict", "This translation was rejected; send a new value with PUT before approving");

/**
 * POST /translations/{id}/approve. An approved one answers as it is (a repeat, or a racing approval
 * that won); a rejected one is 409. The UPDATE takes only the row it read, and the memory upsert is
 * guarded by that UPDATE having happened, so a racing reject or PUT never leaves memory behind.
 */
export async function approveTranslation(env: Env, s: LocScope, by: string, id: string) {
	for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
		const row = await readForReview(env, s, id);
		if (!row) throw notFound("translation");
		if (row.status === "approved") return translationView(row);
		if (row.status === "rejected") throw rejectedAlready();
		const a: Approval = { row, by, now: Date.now() };
		const memory = await upsertMemoryStatements(env, {
			accountId: s.workspaceId,
			sourceLocale: row.sourceLocale,
			targetLocale: row.locale,
			source: row.sourceText,
			target: row.value,
			now: a.now,
			when: approvedBy(a),
		});
		if (await runApproval(env, a, memory))
			return translationView({
				...row,
				status: "approved",
				reviewerBy: by,
				reviewedAt: a.now,
				rejectReason: null,
				updatedAt: a.now,
			});
	}
	throw new ApiError(409, "conflict", "The translation kept changing while it was being approved; try again");
}

/** POST /translations/{id}/reject: any status → rejected; excluded from releases until a new value is sent. */
export async function rejectTranslation(env: Env, s: LocScope, by: string, id: string, reason: string) {
	const row = await rejectRow(env, s, id, reason, by, Date.now());
	if (!row) throw notFound("translation");
	return translationView(row);
}

/** GET /projects/{id}/review-queue?locale: a target locale of the project, else 404. */
export async function reviewQueue(
	env: Env,
	s: LocScope,
	projectId: string,
	q: { locale: string; limit: number; cursor?: string },
) {
	await projectOf(env, s, projectId);
	if (!(await targetLocale(env, projectId, q.locale))) throw notFound("locale");
	const filter = `${projectId}:${q.locale}`;
	const rows = await queuePage(env, projectId, q.locale, q.limit, decodeCursor(q.cursor, filter));
	const items = rows.slice(0, q.limit);
	const hasMore = rows.length > q.limit;
	return {
		items: items.map((r) => ({
			...translationView(r.translation),
			key: {
				id: r.translation.keyId,
				namespace: r.key.namespace,
				name: r.key.name,
				sourceText: r.key.sourceText,
				placeholders: JSON.parse(r.key.placeholders) as Array<{ name: string; type: string }>,
			},
		})),
		meta: { cursor: hasMore ? queueCursor(items[items.length - 1], filter) : null, hasMore },
	};
}
