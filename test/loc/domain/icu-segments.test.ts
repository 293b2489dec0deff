// ICU messages as MT segments and back (issue 24): protected tags, branches per segment, plurals
// rebuilt for the target's CLDR categories, glossary terms kept, and the gate before anything leaves.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseIcu, placeholders } from "../../../src/services/localization/icu";
import {
	rebuild,
	SegmentError,
	segmentTexts,
	toSegments,
} from "../../../src/services/localization/integrations/icu-segments";

const identity = (texts: string[]) => texts;
const ph = (text: string) => {
	const p = parseIcu(text);
	if (!p.ok) throw new Error(p.message);
	return placeholders(p.ast);
};

describe("toSegments", () => {
	it("protects an argument", () => {
		const plan = toSegments("Hello {name}");
		expect(segmentTexts(plan)).toEqual(['Hello <x id="0"/>']);
		expect(rebuild(plan, ['Halo <x id="0"/>'], "id")).toBe("Halo {name}");
	});

	it("makes tags <g> and each plural branch a segment, # protected", () => {
		const plan = toSegments("<b>Hi</b> {n, plural, one {# item} other {# items}}");
		expect(segmentTexts(plan)).toEqual(['<g id="0">Hi</g> <x id="1"/>', '<x id="0"/> item', '<x id="0"/> items']);
	});

	it("escapes XML in literal text and restores it", () => {
		const plan = toSegments("Fish & chips < 5 '{'curly'}'");
		expect(segmentTexts(plan)).toEqual(["Fish &amp; chips &lt; 5 {curly}"]);
		expect(rebuild(plan, identity(segmentTexts(plan)), "en")).toBe("Fish & chips < 5 '{curly}'");
	});

	it("protects do-not-translate glossary terms as whole words, longest first", () => {
		const plan = toSegments("Open Pasar POS, not Pasaran", { doNotTranslate: ["Pasar", "Pasar POS"] });
		expect(segmentTexts(plan)).toEqual(['Open <x id="0"/>, not Pasaran']);
		expect(rebuild(plan, ['Buka <x id="0"/>, bukan Pasaran'], "id")).toBe("Buka Pasar POS, bukan Pasaran");
	});

	it("throws SegmentError on a message that does not parse", () => {
		expect(() => toSegments("Hello {name")).toThrow(SegmentError);
	});
});

describe("rebuild", () => {
	const source = "<b>Hi</b> {n, plural, one {# item} other {# items}}";

	it("keeps only other for id", () => {
		const plan = toSegments(source);
		const out = rebuild(plan, ['<g id="0">Hai</g> <x id="1"/>', '<x id="0"/> barang', '<x id="0"/> barang'], "id");
		expect(out).toBe("<b>Hai</b> {n,plural,other{# barang}}");
	});

	it("gives pl one, few, many, other: missing ones start from other", () => {
		const plan = toSegments(source);
		const out = rebuild(plan, ['<g id="0">Cześć</g> <x id="1"/>', '<x id="0"/> rzecz', '<x id="0"/> rzeczy'], "pl");
		expect(out).toBe("<b>Cześć</b> {n,plural,one{# rzecz} few{# rzeczy} many{# rzeczy} other{# rzeczy}}");
	});

	it("keeps =N branches and ordinal categories", () => {
		const plan = toSegments(
			"{n, plural, =0 {none} one {one} other {many}} {p, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
		);
		const out = rebuild(plan, identity(segmentTexts(plan)), "id");
		expect(out).toBe("{n,plural,other{many} =0{none}} {p,selectordinal,other{#th}}");
	});

	it("translates select branches and keeps all of them", () => {
		const plan = toSegments("{g, select, male {He} female {She} other {They}} liked {count, number} posts");
		expect(segmentTexts(plan)).toEqual(['<x id="0"/> liked <x id="1"/> posts', "He", "She", "They"]);
		const out = rebuild(plan, ['<x id="0"/> menyukai <x id="1"/> kiriman', "Dia", "Dia", "Mereka"], "id");
		expect(out).toBe("{g,select,female{Dia} male{Dia} other{Mereka}} menyukai {count, number} kiriman");
	});

	it("refuses a source whose placeholder lives only in a branch the target drops (the gate)", () => {
		const plan = toSegments("{n, plural, one {<b>one</b> item} other {# items}}");
		expect(() => rebuild(plan, identity(segmentTexts(plan)), "id")).toThrow(/gate.*missing <b>/);
	});

	it("refuses a translation that lost a placeholder (the gate)", () => {
		const plan = toSegments("Hello {name}");
		expect(() => rebuild(plan, ["Halo"], "id")).toThrow(/gate.*missing \{name\}/);
	});

	it("refuses unknown ids, foreign markup, unbalanced tags and a wrong count", () => {
		const plan = toSegments("<b>Hi</b> {name}");
		expect(() => rebuild(plan, ['<g id="0">Hai</g> <x id="7"/>'], "id")).toThrow(/unknown placeholder/);
		expect(() => rebuild(plan, ['<g id="0">Hai <i>x</i></g> <x id="1"/>'], "id")).toThrow(/markup/);
		expect(() => rebuild(plan, ['<g id="0">Hai <x id="1"/>'], "id")).toThrow(/open/);
		expect(() => rebuild(plan, ['<g id="0">Hai</g></g> <x id="1"/>'], "id")).toThrow(/did not open/);
		expect(() => rebuild(plan, [], "id")).toThrow(/Expected 1/);
	});
});

// Random messages built from words, arguments, formats, tags, plurals (with #) and selects.
const word = fc.constantFrom("item", "cart", "O'Brien", "a & b", "x < y", "save", "{curly}", "50%");
const message: fc.Arbitrary<string> = fc.letrec<{ msg: string; part: string }>((tie) => ({
	part: fc.oneof(
		{ depthSize: "small", withCrossShrink: true },
		word.map((w) => w.replace(/'/g, "''").replace(/[{}]/g, "'$&'")),
		fc.constantFrom("{name}", "{count, number}", "{d, date, short}"),
		tie("msg").map((m) => `<b>${m}</b>`),
		// Branches of one plural share their placeholders, as real messages do: a placeholder only in
		// `one` would be lost where the target has no `one`, and the gate rightly refuses that.
		fc
			.tuple(tie("msg"), fc.boolean())
			.map(
				([a, ordinal]) => `{n, ${ordinal ? "selectordinal" : "plural"}, =0 {zero} one {# ${a}} other {# ${a} more}}`,
			),
		fc.tuple(tie("msg"), tie("msg")).map(([a, b]) => `{g, select, female {${a}} other {${b}}}`),
	),
	msg: fc.array(tie("part"), { minLength: 1, maxLength: 4 }).map((parts) => parts.join(" ")),
})).msg;

describe("property", () => {
	it("rebuild(segments, identity) passes the gate and keeps every placeholder", () => {
		fc.assert(
			fc.property(message, fc.constantFrom("en", "id", "pl", "ar", "ja", "fr", "cy"), (msg, target) => {
				const plan = toSegments(msg, { doNotTranslate: ["cart"] });
				const out = rebuild(plan, identity(segmentTexts(plan)), target);
				expect(ph(out)).toEqual(ph(msg));
			}),
			{ numRuns: 300 },
		);
	});
});
