import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { closesCycle, type FallbackEdge, fallbackChain } from "../../../src/services/localization/locales/domain";
import { canonicalTag, isRtl } from "../../../src/services/localization/projects/locale-tag";

describe("locale tags", () => {
	it("canonicalises case and aliases; refuses what is not BCP-47", () => {
		expect(canonicalTag("EN-us")).toBe("en-US");
		expect(canonicalTag("zh-hant-tw")).toBe("zh-Hant-TW");
		expect(canonicalTag("pt-br")).toBe("pt-BR");
		for (const bad of ["", "en_US_", "not a tag", "e", "x".repeat(40), "en--US"]) expect(canonicalTag(bad)).toBeNull();
	});

	it("right to left from the likely script", () => {
		for (const t of ["ar", "he", "fa", "ur", "ps", "dv", "yi", "ar-EG", "uz-Arab"]) expect(isRtl(t), t).toBe(true);
		for (const t of ["en", "id", "ru", "ja", "zh-Hant", "uz", "tr"]) expect(isRtl(t), t).toBe(false);
	});
});

describe("fallback chains", () => {
	const L = (pairs: Array<[string, string | null]>): FallbackEdge[] =>
		pairs.map(([tag, fallback]) => ({ tag, fallback }));

	it("walks the fallbacks to the source", () => {
		const locales = L([
			["pt-BR", "pt-PT"],
			["pt-PT", null],
			["id", null],
		]);
		expect(fallbackChain("pt-BR", locales, "en")).toEqual(["pt-BR", "pt-PT", "en"]);
		expect(fallbackChain("id", locales, "en")).toEqual(["id", "en"]);
		expect(fallbackChain("en", locales, "en")).toEqual(["en"]);
		// an unknown tag or fallback still ends at the source
		expect(fallbackChain("xx", locales, "en")).toEqual(["xx", "en"]);
		expect(fallbackChain("a", L([["a", "gone"]]), "en")).toEqual(["a", "en"]);
		// a cycle the store should never hold ends the walk, at the source
		expect(
			fallbackChain(
				"a",
				L([
					["a", "b"],
					["b", "a"],
				]),
				"en",
			),
		).toEqual(["a", "b", "en"]);
	});

	it("closesCycle: itself, or a chain leading back", () => {
		const locales = L([
			["a", "b"],
			["b", null],
			["c", "a"],
		]);
		expect(closesCycle("a", "a", locales)).toBe(true);
		expect(closesCycle("b", "a", locales)).toBe(true);
		expect(closesCycle("b", "c", locales)).toBe(true);
		expect(closesCycle("b", null, locales)).toBe(false);
		expect(closesCycle("c", "b", locales)).toBe(false);
		expect(closesCycle("d", "c", locales)).toBe(false);
	});

	// Builds a project the way the API does: each add or change is accepted only if it closes no cycle.
	const tags = ["a", "b", "c", "d", "e", "f"];
	const op = fc.record({ tag: fc.constantFrom(...tags), fallback: fc.option(fc.constantFrom(...tags), { nil: null }) });

	it("property: with only accepted fallbacks no chain loops; every chain starts at the tag and ends at the source", () => {
		fc.assert(
			fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
				const state = new Map<string, string | null>();
				for (const o of ops) {
					const edges = [...state].map(([tag, fallback]) => ({ tag, fallback }));
					const known = o.fallback === null || state.has(o.fallback);
					if (known && !closesCycle(o.tag, o.fallback, edges)) state.set(o.tag, o.fallback);
				}
				const edges = [...state].map(([tag, fallback]) => ({ tag, fallback }));
				for (const [tag, fallback] of state) {
					const chain = fallbackChain(tag, edges, "en");
					expect(chain[0]).toBe(tag);
					expect(chain.at(-1)).toBe("en");
					expect(new Set(chain).size).toBe(chain.length);
					// the chain is exactly the stored fallbacks: no walk was cut short by a loop
					expect(chain[1]).toBe(fallback ?? "en");
					for (let i = 1; i < chain.length - 1; i++) expect(state.get(chain[i - 1])).toBe(chain[i]);
					expect(state.get(chain.at(-2) as string)).toBeNull();
				}
			}),
		);
	});

	it("property: closesCycle is exactly 'the new edge makes the chain revisit a tag'", () => {
		fc.assert(
			fc.property(fc.array(op, { maxLength: 20 }), op, (ops, o) => {
				const state = new Map<string, string | null>();
				for (const x of ops)
					if (
						!closesCycle(
							x.tag,
							x.fallback,
							[...state].map(([tag, fallback]) => ({ tag, fallback })),
						)
					)
						state.set(x.tag, x.fallback);
				const before = [...state].map(([tag, fallback]) => ({ tag, fallback }));
				const after = new Map(state).set(o.tag, o.fallback);
				// brute force: walk from the tag with the new edge in place and look for a repeat
				const seen = new Set<string>();
				let at: string | null | undefined = o.tag;
				let loops = false;
				while (at != null) {
					if (seen.has(at)) {
						loops = true;
						break;
					}
					seen.add(at);
					at = after.get(at);
				}
				expect(closesCycle(o.tag, o.fallback, before)).toBe(loops);
			}),
		);
	});
});
