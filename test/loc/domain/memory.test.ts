import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	byScore,
	CANDIDATE_CAP,
	candidateCap,
	containsGlob,
	FUZZY_LIMIT,
	fold,
	foldedLength,
	lengthWindow,
	levenshtein,
	MIN_SIMILARITY,
	minShared,
	normalise,
	rankFuzzy,
	similarity,
	sourceHash,
	trigrams,
	within,
} from "../../../src/services/localization/memory/domain";

/** The textbook full-matrix Levenshtein over code points: the reference `within` is checked against. */
function reference(a: string, b: string): number {
	const x = Array.from(a);
	const y = Array.from(b);
	const d = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => i || j));
	for (let i = 1; i <= x.length; i++)
		for (let j = 1; j <= y.length; j++)
			d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
	return d[x.length][y.length];
}

// Small alphabets make near-duplicates (and repeated trigrams) likely; the emoji checks code points.
const text = fc.string({ unit: fc.constantFrom("a", "b", "c", " ", "A", "é", "😀"), maxLength: 14 });

describe("memory domain: normalise and sourceHash", () => {
	it("NFC, trimmed, whitespace runs collapsed to one space", () => {
		expect(normalise("  Save \t\n  file  ")).toBe("Save file");
		expect(normalise("Cafe\u0301")).toBe("Café");
		expect(normalise("a\u00a0\u2003b")).toBe("a b");
		expect(normalise("   ")).toBe("");
	});

	it("hashes the normalised UTF-8: equal after normalising ⇔ equal hash; case is kept", async () => {
		const h = await sourceHash(" Café  menu ");
		expect(h).toMatch(/^[0-9a-f]{64}$/);
		expect(await sourceHash("Cafe\u0301 menu")).toBe(h);
		expect(await sourceHash("café menu")).not.toBe(h);
		// sha256("abc"), FIPS 180-2's example: the hash is plain SHA-256 of the normalised text.
		expect(await sourceHash(" abc ")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
	});
});

describe("memory domain: trigrams", () => {
	it("are the distinct 3-code-point windows of the folded text padded with two spaces", () => {
		expect(trigrams("Save")).toEqual(["  s", " sa", "sav", "ave", "ve ", "e  "]);
		expect(trigrams("a")).toEqual(["  a", " a ", "a  "]);
		expect(trigrams("aaaa")).toEqual(["  a", " aa", "aaa", "aa ", "a  "]);
		expect(trigrams(" SAVE\n")).toEqual(trigrams("save"));
		expect(trigrams("😀ab")[0]).toBe("  😀");
	});

	it("a text of n code points has at most n + 2 of them", () => {
		fc.assert(fc.property(text, (t) => trigrams(t).length <= foldedLength(t) + 2));
	});
});

describe("memory domain: levenshtein and similarity", () => {
	it("counts code point edits", () => {
		expect(levenshtein("kitten", "sitting")).toBe(3);
		expect(levenshtein("", "abc")).toBe(3);
		expect(levenshtein("😀a", "a")).toBe(1);
		expect(levenshtein("same", "same")).toBe(0);
	});

	it("levenshtein equals the full-matrix reference; the band gives it when ≤ k and k + 1 otherwise", () => {
		fc.assert(
			fc.property(text, text, fc.nat(16), (a, b, k) => {
				const d = reference(a, b);
				expect(levenshtein(a, b)).toBe(d);
				expect(within(Array.from(a), Array.from(b), k)).toBe(d <= k ? d : k + 1);
			}),
			{ numRuns: 500 },
		);
	});

	it("similarity is 1 − distance / max length over lower-cased normalised text", () => {
		expect(similarity("Save", "save")).toBe(1);
		expect(similarity("Save  file", "save file")).toBe(1);
		expect(similarity("Save file", "Save files")).toBe(0.9);
		expect(similarity("abcd", "abcx")).toBe(0.75);
		expect(similarity("", "  ")).toBe(1);
		fc.assert(
			fc.property(text, text, (a, b) => {
				const s = similarity(a, b);
				const max = Math.max(fold(a).length, fold(b).length);
				expect(s).toBe(max === 0 ? 1 : 1 - reference(fold(a).join(""), fold(b).join("")) / max);
				expect(similarity(b, a)).toBe(s);
			}),
		);
	});
});

describe("memory domain: the pre-selection bounds never drop a candidate ≥ 0.75", () => {
	it("the length window holds every candidate length that can reach 0.75", () => {
		expect(lengthWindow(12)).toEqual({ min: 9, max: 16 });
		expect(lengthWindow(1)).toEqual({ min: 1, max: 1 });
		fc.assert(
			fc.property(text, text, (a, b) => {
				fc.pre(fold(a).length > 0);
				const w = lengthWindow(fold(a).length);
				if (similarity(a, b) >= MIN_SIMILARITY) expect(fold(b).length).toBeGreaterThanOrEqual(w.min);
				if (similarity(a, b) >= MIN_SIMILARITY) expect(fold(b).length).toBeLessThanOrEqual(w.max);
			}),
			{ numRuns: 2000 },
		);
	});

	it("a candidate ≥ 0.75 shares at least minShared distinct trigrams", () => {
		// Near-duplicates: b is a with a few random edits, so most pairs are above 0.75.
		const edited = text.chain((a) =>
			fc
				.array(fc.tuple(fc.nat(20), fc.constantFrom("a", "b", "x", " ", "😀"), fc.constantFrom(0, 1, 2)), {
					maxLength: 4,
				})
				.map((edits) => {
					const cps = Array.from(a);
					for (const [at, ch, op] of edits) {
						const i = cps.length ? at % cps.length : 0;
						if (op === 0) cps.splice(i, 0, ch);
						else if (op === 1) cps.splice(i, 1);
						else cps[i] = ch;
					}
					return [a, cps.join("")] as const;
				}),
		);
		fc.assert(
			fc.property(edited, ([a, b]) => {
				if (similarity(a, b) < MIN_SIMILARITY) return;
				const tb = new Set(trigrams(b));
				const shared = trigrams(a).filter((t) => tb.has(t)).length;
				expect(shared).toBeGreaterThanOrEqual(minShared(trigrams(a).length, fold(a).length, fold(b).length));
			}),
			{ numRuns: 3000 },
		);
	});
});

describe("memory domain: candidateCap", () => {
	it("the full cap up to ~700 code points, fewer above (a scoring budget), never under 5", () => {
		expect(candidateCap(1)).toBe(CANDIDATE_CAP);
		expect(candidateCap(700)).toBe(CANDIDATE_CAP);
		expect(candidateCap(2000)).toBe(24);
		expect(candidateCap(10_000)).toBe(FUZZY_LIMIT);
	});
});

describe("memory domain: rankFuzzy", () => {
	const row = (source: string, i: number) => ({ id: `tm_${i}`, source, target: `T ${source}`, sourceLocale: "en" });

	it("keeps ≥ 0.75 without the exact match, best first, ties by source, at most 5", () => {
		const rows = [
			"Save file",
			" Save  file ",
			"save file",
			"Save files",
			"Save fil",
			"Zave file",
			"Aave file",
			"Bave file",
			"Save the file",
			"Delete",
		].map(row);
		const got = rankFuzzy("Save file", rows);
		expect(got.map((r) => [r.source, r.similarity])).toEqual([
			["save file", 1],
			["Save files", 0.9],
			["Aave file", 1 - 1 / 9],
			["Bave file", 1 - 1 / 9],
			["Save fil", 1 - 1 / 9],
		]);
		expect(got).toHaveLength(FUZZY_LIMIT);
		expect([...got].sort(byScore)).toEqual(got);
	});
});

describe("memory domain: containsGlob (case-insensitive contains through SQLite GLOB)", () => {
	// A tiny GLOB interpreter (* and [set] only, the forms containsGlob writes) to check the pattern in JS.
	const globMatches = (pattern: string, s: string) => {
		const re = pattern.replace(/\[([^\]]+)\]|\*|[^[*]/gu, (m, set) =>
			set !== undefined
				? `[${set.replace(/[\\\]^-]/g, "\\$&")}]`
				: m === "*"
					? ".*"
					: m.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
		);
		return new RegExp(`^${re}$`, "su").test(s);
	};

	it("matches any case of letters and specials literally", () => {
		expect(containsGlob("Über")).toBe("*[Üü][bB][eE][rR]*");
		expect(containsGlob("a*?[")).toBe("*[aA][*][?][[]*");
		expect(containsGlob("1 2")).toBe("*1 2*");
		expect(globMatches(containsGlob("über"), "Daten ÜBER alles")).toBe(true);
		expect(globMatches(containsGlob("a*b"), "xAyb")).toBe(false);
		expect(globMatches(containsGlob("a*b"), "xA*b")).toBe(true);
	});

	it("matches exactly the texts whose lower-cased form contains the lower-cased query (simple case forms)", () => {
		const s = fc.string({ unit: fc.constantFrom("a", "B", "ü", "Ü", "*", "?", "[", "]", " "), maxLength: 10 });
		fc.assert(
			fc.property(s, s, (q, t) => {
				expect(globMatches(containsGlob(q), t)).toBe(t.toLowerCase().includes(q.toLowerCase()));
			}),
		);
	});
});
