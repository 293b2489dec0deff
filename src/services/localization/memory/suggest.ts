// GET /tm/suggest and /tm/search (issue 23): memory is account-wide, so both read the scope's
// account only, whatever project the text comes from.
import type { Env } from "../../../env";
import { ApiError } from "../../../platform/errors";
import type { LocScope } from "../context";
import { containsGlob, normalise, rankFuzzy, sourceHash } from "./domain";
import { exactMemory, fuzzyCandidates, type MemoryRow, searchMemory } from "./store";

/** Search answers at most this many rows (spec 002 §8). */
export const SEARCH_LIMIT = 50;

const iso = (t: number) => new Date(t).toISOString();

export const memoryView = (r: MemoryRow) => ({
	id: r.id,
	source: r.source,
	target: r.target,
	sourceLocale: r.sourceLocale,
	targetLocale: r.targetLocale,
	createdAt: iso(r.createdAt),
	updatedAt: iso(r.updatedAt),
});

const blank = (param: string) =>
	new ApiError(400, "validation_error", `${param} must hold more than whitespace`, param);

/**
 * The exact entry (same normalised source) and up to 5 others at or above 0.75 similarity: SQL
 * pre-selects (length window, shared trigrams), rankFuzzy scores, filters and orders.
 */
export async function suggest(env: Env, s: LocScope, text: string, target: string) {
	if (!normalise(text)) throw blank("text");
	const [exact, candidates] = await Promise.all([
		exactMemory(env, s.workspaceId, target, await sourceHash(text)),
		fuzzyCandidates(env, s.workspaceId, target, text),
	]);
	const fuzzy = rankFuzzy(text, candidates).map((r) => ({
		id: r.id,
		source: r.source,
		target: r.target,
		sourceLocale: r.sourceLocale,
		similarity: r.similarity,
	}));
	return { exact: exact ? memoryView(exact) : null, fuzzy };
}

/** Entries whose source or target contains `q` in any case (both normalised the same way as sources). */
export async function search(env: Env, s: LocScope, q: string, target: string) {
	const needle = normalise(q);
	if (!needle) throw blank("q");
	const rows = await searchMemory(env, s.workspaceId, target, containsGlob(needle), SEARCH_LIMIT);
	return rows.map(memoryView);
}
