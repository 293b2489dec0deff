import type { Env } from "../../../env";
import { decodeCursor } from "../../../platform/cursor";
import { ApiError } from "../../../platform/errors";
import { type LocScope, notFound } from "../context";
import { canonicalTag, projectOf } from "../projects";
import type { ListKeysQueryT } from "./schemas";
import { listKeys as read, targetLocale } from "./store/keys";

/**
 * GET /projects/{id}/keys: one page of rows (limit + 1) and the filter key its cursor is bound to.
 * `locale` must be a target of the project (404 otherwise, as the review queue); `status` needs it (400).
 */
export async function listKeys(env: Env, s: LocScope, projectId: string, q: ListKeysQueryT) {
	const project = await projectOf(env, s, projectId);
	if (q.status && q.locale === undefined) throw new ApiError(400, "validation_error", "status needs locale", "status");
	let locale: string | undefined;
	if (q.locale !== undefined) {
		locale = canonicalTag(q.locale) ?? undefined;
		if (!locale) throw new ApiError(400, "validation_error", "locale must be a BCP-47 language tag", "locale");
		if (!(await targetLocale(env, project.id, locale))) throw notFound("locale");
	}
	const filterKey = JSON.stringify([project.id, q.namespace, q.q, q.archived, locale, q.status]);
	const rows = await read(env, s, project.id, { ...q, locale, after: decodeCursor(q.cursor, filterKey) });
	return { rows, filterKey };
}
