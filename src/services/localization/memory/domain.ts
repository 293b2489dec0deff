// Translation memory, pure rules (issue 23): how a source is normalised and hashed (the exact match),
// how two sources are compared (the fuzzy match), and the two bounds that let SQL pre-select fuzzy
// candidates without ever dropping one a full scan would keep.
import { sha256Hex } from "../../../platform/crypto";

/** Fuzzy candidates at or above this similarity are kept (REFERENCE.md "Localization"). */
export const MIN_SIMILARITY = 0.75;
/** At most this many fuzzy candidates are answered (spec 002 §8). */
export const FUZZY_LIMIT = 5;

/** NFC, trimmed, every run of whitespace one space: what the exact match compares (and hashes). */
export const normalise = (text: string) => text.normalize("NFC").trim().replace(/\s+/g, " ");

/** The lower-cased normalised text, as code points: what similarity, lengths and trigrams read. */
export const fold = (text: string) => Array.from(normalise(text).toLowerCase());

/** The memory key of a source: hex SHA-256 of its normalised UTF-8 (case kept: "Save" and "save" are two entries). */
export const sourceHash = (text: string) => sha256Hex(normalise(text));

/** Length of the folded text in code points (the `length` column the pre-selection windows on). */
export const foldedLength = (text: string) => fold(text).length;

/**
 * The distinct trigrams (3 code points) of the folded text padded with two spaces on each side.
 * Padding: a normalised text never starts or ends with a space nor holds two in a row, so "  s" and
 * "e  " mark its start and end, and a text of n code points has n + 2 windows (even "a" has
 * trigrams). Two pads are the most that still add information (a third would add "   " to all).
 */
export function trigrams(text: string): string[] {
	const cps = [" ", " ", ...fold(text), " ", " "];
	const out = new Set<string>();
	for (let i = 0; i + 3 <= cps.length; i++) out.add(cps[i] + cps[i + 1] + cps[i + 2]);
	return [...out];
}

/** Levenshtein distance over code points (insert, delete, substitute each cost 1). */
export function levenshtein(a: string, b: string): number {
	const x = Array.from(a);
	const y = Array.from(b);
	return within(x, y, Math.max(x.length, y.length));
}

/**
 * The distance between code point arrays when it is at most `k`, else k + 1: only the diagonal band
 * |i − j| ≤ k is computed (Ukkonen), so scoring a candidate costs O(n·k), not O(n·m).
 */
export function within(a: readonly string[], b: readonly string[], k: number): number {
	const n = a.length;
	const m = b.length;
	const over = k + 1;
	if (Math.abs(n - m) > k) return over;
	let prev = new Int32Array(m + 1);
	let cur = new Int32Array(m + 1);
	for (let j = 0; j <= m; j++) prev[j] = j <= k ? j : over;
	for (let i = 1; i <= n; i++) {
		cur.fill(over);
		cur[0] = i <= k ? i : over;
		let best = cur[0];
		for (let j = Math.max(1, i - k), hi = Math.min(m, i + k); j <= hi; j++) {
			cur[j] = Math.min(prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1), prev[j] + 1, cur[j - 1] + 1, over);
			if (cur[j] < best) best = cur[j];
		}
		if (best > k) return over;
		[prev, cur] = [cur, prev];
	}
	return prev[m];
}

/** 1 − levenshtein / max length over the folded texts (1 when both are empty). */
export function similarity(a: string, b: string): number {
	const x = fold(a);
	const y = fold(b);
	const max = Math.max(x.length, y.length);
	return max === 0 ? 1 : 1 - within(x, y, max) / max;
}

/**
 * The similarity of two folded texts when it is at least MIN_SIMILARITY, else null. Similarity ≥ 0.75
 * means distance ≤ max/4, so only that band is computed; the value is then exactly similarity's.
 */
export function similarEnough(x: readonly string[], y: readonly string[]): number | null {
	const max = Math.max(x.length, y.length);
	if (max === 0) return 1;
	const k = Math.floor(max / 4);
	const d = within(x, y, k);
	return d > k ? null : 1 - d / max;
}

/**
 * Lengths a candidate may have. A distance is at least the length difference, and similarity ≥ 0.75
 * allows at most max/4 edits, so |la − lb| ≤ max(la, lb)/4: lb ≥ la → lb ≤ 4·la/3; lb ≤ la →
 * lb ≥ 3·la/4. In integers: 3·la ≤ 4·lb and 3·lb ≤ 4·la.
 */
export const lengthWindow = (len: number) => ({ min: Math.ceil((3 * len) / 4), max: Math.floor((4 * len) / 3) });

/**
 * The fewest distinct trigrams a candidate of length `lb` must share with a query of length `la`
 * having `queryTrigrams` distinct trigrams, to possibly reach MIN_SIMILARITY. An edit touches at
 * most 3 trigram windows of the query (a substitution or deletion the 3 windows over it, an
 * insertion the 2 across its gap); every window no edit touches occurs in the candidate too, and a
 * distinct trigram is lost only when all of its windows are touched. So at most 3·k distinct
 * trigrams are lost, k ≤ ⌊max(la, lb)/4⌋. Mirrored in SQL by the pre-selection (store.ts).
 */
export const minShared = (queryTrigrams: number, la: number, lb: number) =>
	queryTrigrams - 3 * Math.floor(Math.max(la, lb) / 4);

/** At most this many pre-selected candidates are scored for one suggestion (those sharing the most trigrams). */
export const CANDIDATE_CAP = 200;
/** Levenshtein cells one suggestion may spend scoring (about 0.1–0.2 s of CPU). */
const CELL_BUDGET = 50_000_000;

/**
 * How many candidates a query of `len` code points gets scored: CANDIDATE_CAP, fewer for long texts
 * (scoring one costs about len · (len/2 + 1) cells), never under FUZZY_LIMIT. Up to ~700 code points
 * the full cap applies.
 */
export const candidateCap = (len: number) =>
	Math.max(FUZZY_LIMIT, Math.min(CANDIDATE_CAP, Math.floor(CELL_BUDGET / (len * (Math.floor(len / 2) + 1)))));

export interface Candidate {
	id: string;
	source: string;
	target: string;
	sourceLocale: string;
}

export type Scored<C extends Candidate> = C & { similarity: number };

/** Orders fuzzy answers: best similarity first, ties by source (code unit order, stable everywhere). */
export const byScore = (a: { similarity: number; source: string }, b: { similarity: number; source: string }) =>
	b.similarity - a.similarity || (a.source < b.source ? -1 : a.source > b.source ? 1 : 0);

/**
 * Scores candidates against the query, keeps those at or above MIN_SIMILARITY whose normalised
 * source is not the query's (that one is the exact match), best first, at most FUZZY_LIMIT.
 */
export function rankFuzzy<C extends Candidate>(text: string, candidates: readonly C[]): Scored<C>[] {
	const q = fold(text);
	const exact = normalise(text);
	const kept: Scored<C>[] = [];
	for (const c of candidates) {
		if (normalise(c.source) === exact) continue;
		const s = similarEnough(q, fold(c.source));
		if (s !== null) kept.push({ ...c, similarity: s });
	}
	return kept.sort(byScore).slice(0, FUZZY_LIMIT);
}

/**
 * A GLOB pattern matching text that contains `q` in any case. SQLite's lower() and LIKE fold ASCII
 * only; GLOB with a class per cased letter ([üÜ]) folds every letter whose case forms are single
 * code points. The GLOB specials * ? [ are matched literally through one-letter classes.
 */
export function containsGlob(q: string): string {
	let out = "*";
	for (const ch of q.normalize("NFC")) {
		const forms = new Set([ch, ch.toLowerCase(), ch.toUpperCase()].filter((f) => Array.from(f).length === 1));
		if (forms.size > 1) out += `[${[...forms].join("")}]`;
		else out += ch === "*" || ch === "?" || ch === "[" ? `[${ch}]` : ch;
	}
	return `${out}*`;
}
