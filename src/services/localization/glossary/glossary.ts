// Glossary verbs (issue 23): terms are account-wide (projectId null) or a project's; the check
// endpoint (releases) reads the terms that apply to one project and locale through glossaryFor.
import type { Env } from "../../../env";
import { ApiError, isUniqueViolation } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { type LocScope, notFound } from "../context";
import { normalise } from "../memory";
import { projectOf } from "../projects";
import type { CreateTermBody } from "./schemas";
import { deleteTerm, insertTerm, type TermRow, termsOf } from "./store";

export const termView = (r: TermRow) => ({
	id: r.id,
	term: r.term,
	projectId: r.projectId,
	locale: r.locale,
	translation: r.translation,
	createdAt: new Date(r.createdAt).toISOString(),
});

/** POST /glossary: another account's project is 404; the same term in any case → 409 CONFLICT. */
export async function createTerm(env: Env, s: LocScope, b: CreateTermBody) {
	if (b.projectId) await projectOf(env, s, b.projectId);
	const now = Date.now();
	const term = normalise(b.term);
	const row: TermRow = {
		id: newId("gl_", now),
		accountId: s.workspaceId,
		projectId: b.projectId,
		scope: b.projectId ?? "",
		term,
		termKey: term.toLowerCase(),
		locale: b.locale,
		translation: b.translation,
		createdAt: now,
	};
	await insertTerm(env, row).catch((err) => {
		if (!isUniqueViolation(err)) throw err;
		const where = b.projectId ? "this project" : "the account";
		throw new ApiError(409, "conflict", `${where} already has the term "${term}" for ${b.locale}`, "term");
	});
	return termView(row);
}

/** DELETE /glossary/{id}. */
export async function removeTerm(env: Env, s: LocScope, id: string) {
	const gone = await deleteTerm(env, s, id);
	if (!gone) throw notFound("glossary term");
	return { id: gone.id, deleted: true as const };
}

export interface GlossaryEntry {
	id: string;
	term: string;
	/** null: do not translate (the term itself must appear in the translation) */
	translation: string | null;
	/** null: an account-wide term */
	projectId: string | null;
}

/**
 * The terms that apply to a project in one locale, by term: the project's own and the account-wide
 * ones, a project term replacing an account-wide term of the same key (any case).
 */
export async function glossaryFor(env: Env, s: LocScope, projectId: string, locale: string): Promise<GlossaryEntry[]> {
	const byKey = new Map<string, TermRow>();
	for (const r of await termsOf(env, s.workspaceId, projectId, locale))
		if (!byKey.has(r.termKey) || r.scope !== "") byKey.set(r.termKey, r);
	return [...byKey.values()].map((r) => ({
		id: r.id,
		term: r.term,
		translation: r.translation,
		projectId: r.projectId,
	}));
}
