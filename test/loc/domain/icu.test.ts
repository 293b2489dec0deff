import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	checkSource,
	displayLength,
	gate,
	graphemes,
	type Placeholder,
	type PlaceholderType,
	parseIcu,
	placeholders,
	pluralCategories,
} from "../../../src/services/localization/icu";

const ast = (text: string) => {
	const p = parseIcu(text);
	if (!p.ok) throw new Error(p.message);
	return p.ast;
};
const ph = (text: string) => placeholders(ast(text));
const check = (source: string, value: string, locale = "en") => gate(ph(source), value, locale);

describe("ICU parsing", () => {
	it.each([
		["Hello {name", /line 1, column \d+: an argument is not closed/],
		["{}", /argument is empty/],
		["{n, plural, one {x} other {y}", /line 1/],
		["{n, foo}", /unknown argument type/],
		["<b>bold</i>", /closing tag does not match/],
		["<b>bold", /tag is not closed/],
		["{n, plural, one {#} one {#} other {#}}", /appears twice/],
		["line one\n{x, select, a}", /line 2/],
	])("%j does not parse: %s", (text, why) => {
		const p = parseIcu(text);
		expect(p.ok).toBe(false);
		if (!p.ok) expect(p.message).toMatch(why);
	});

	it("plain text, escapes and apostrophes parse", () => {
		for (const t of ["", "Hello", "It's {n}", "'{literal}'", "100% sure #1"]) expect(parseIcu(t).ok).toBe(true);
	});

	it("source text needs other in every plural and select, nested too", () => {
		expect(checkSource("{n, plural, one {# item} other {# items}}").ok).toBe(true);
		const nested = checkSource("{g, select, female {{n, plural, one {x}}} other {y}}");
		expect(nested.ok).toBe(false);
		if (!nested.ok) expect(nested.message).toMatch(/\{n, plural\} has no other branch/);
		expect(checkSource("{n, selectordinal, one {#st}}")).toMatchObject({ ok: false });
		expect(checkSource("{n").ok).toBe(false);
	});
});

describe("placeholders: name and type, numeric group, sorted, nested", () => {
	it("types and the numeric group", () => {
		expect(
			ph(
				"<b>Hi</b> {name}, {n, plural, other {#}} {rank, selectordinal, other {#th}} {p, number, percent} {d, date, short} {t, time} {g, select, other {x}} <br/> <a></a>",
			),
		).toEqual([
			{ name: "a", type: "tag" },
			{ name: "b", type: "tag" },
			{ name: "d", type: "date" },
			{ name: "g", type: "select" },
			{ name: "n", type: "number" },
			{ name: "name", type: "argument" },
			{ name: "p", type: "number" },
			{ name: "rank", type: "number" },
			{ name: "t", type: "time" },
		]);
	});
	it("inside branches and tags, each once", () => {
		expect(ph("{g, select, male {<b>{who}</b>} other {{who} {n, number}}} {n, plural, other {{who}}}")).toEqual([
			{ name: "b", type: "tag" },
			{ name: "g", type: "select" },
			{ name: "n", type: "number" },
			{ name: "who", type: "argument" },
		]);
	});
	it("a self-closing <br/> is literal text to the parser (formatjs), so it is no placeholder", () => {
		expect(ph("one<br/>two")).toEqual([]);
	});
	it("a name used with two types is listed twice", () => {
		expect(ph("{d, date} {d, time}")).toEqual([
			{ name: "d", type: "date" },
			{ name: "d", type: "time" },
		]);
	});
});

describe("the gate", () => {
	const src = "Hi {name}, you have {n, plural, one {# <b>message</b>} other {# <b>messages</b>}}";
	it("the same value passes; a reworded one passes", () => {
		expect(check(src, src).ok).toBe(true);
		expect(check(src, "{n, plural, other {# <b>pesan</b>}} untuk {name}", "id").ok).toBe(true);
	});
	it.each([
		["missing", "Hi, {n, plural, one {#} other {# <b>x</b>}}", "en", [{ name: "name", type: "argument" }], []],
		["extra", `${src} {extra}`, "en", [], [{ name: "extra", type: "argument" }]],
		[
			"type change number → select",
			"Hi {name} {n, select, other {<b>x</b>}}",
			"en",
			[{ name: "n", type: "number" }],
			[{ name: "n", type: "select" }],
		],
		["a dropped tag", "Hi {name} {n, plural, one {#} other {#}}", "en", [{ name: "b", type: "tag" }], []],
		[
			"a renamed tag",
			"Hi {name} {n, plural, other {# <i>x</i>}}",
			"en",
			[{ name: "b", type: "tag" }],
			[{ name: "i", type: "tag" }],
		],
		[
			"a typed argument for a bare one",
			"Hi {name, number} {n, plural, other {# <b>x</b>}}",
			"en",
			[{ name: "name", type: "argument" }],
			[{ name: "name", type: "number" }],
		],
	] as Array<[string, string, string, Placeholder[], Placeholder[]]>)("%s", (_, value, locale, missing, extra) => {
		const r = check(src, value, locale);
		expect(r).toMatchObject({ ok: false, code: "mismatch", missing, extra });
		if (!r.ok && r.code === "mismatch") {
			for (const p of missing) expect(r.message).toContain(p.name);
			expect(r.message).toMatch(missing.length ? /missing/ : /extra/);
		}
	});
	it("number, plural and selectordinal are one group", () => {
		expect(check("{n, number} items", "{n, plural, other {# barang}}", "id").ok).toBe(true);
		expect(check("{n, plural, other {#}}", "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}").ok).toBe(
			true,
		);
	});
	it("one in id is a category the target lacks", () => {
		const r = check(src, "{name} {n, plural, one {# <b>pesan</b>} other {# <b>pesan</b>}}", "id");
		expect(r).toMatchObject({ ok: false, code: "mismatch", missing: [], extra: [] });
		if (!r.ok) expect(r.message).toMatch(/one is not a cardinal plural category of id \(other\)/);
		// =1 is an exact key, not a category: allowed everywhere
		expect(check(src, "{name} {n, plural, =1 {# <b>pesan</b>} other {# <b>pesan</b>}}", "id").ok).toBe(true);
		// few exists in Polish, not in English
		expect(
			check(src, "{name} {n, plural, one {<b>a</b>} few {<b>b</b>} many {<b>c</b>} other {<b>d</b>}}", "pl").ok,
		).toBe(true);
		expect(check(src, "{name} {n, plural, few {<b>b</b>} other {<b>d</b>}}", "en").ok).toBe(false);
	});
	it("selectordinal is checked against ordinal categories", () => {
		const s = "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}";
		expect(check(s, s, "en").ok).toBe(true);
		expect(check(s, s, "fr").ok).toBe(false);
		expect(check(s, "{n, selectordinal, one {#er} other {#e}}", "fr").ok).toBe(true);
	});
	it("missing other is a mismatch, nested too", () => {
		const r = check("{g, select, male {he} other {they}}", "{g, select, male {dia}}", "id");
		expect(r).toMatchObject({ ok: false, code: "mismatch" });
		if (!r.ok) expect(r.message).toMatch(/\{g, select\} has no other branch/);
		expect(
			check("{n, plural, other {#}}", "{g, select, x {{n, plural, =0 {none}}} other {{n, number}}}", "id"),
		).toMatchObject({ ok: false });
	});
	it("a value that does not parse is syntax, not mismatch", () => {
		expect(check(src, "Hi {name")).toMatchObject({ ok: false, code: "syntax" });
	});
});

describe("display length: graphemes of the longest branch, placeholders as {name}", () => {
	it.each([
		["Hello", 5],
		["Hello {name}", 12],
		["{n, plural, one {# item} other {# items}}", 9],
		["{g, select, male {He} female {She} other {They}} left", 9],
		["<b>bold</b> text", 9],
		["{n, plural, other {{g, select, a {x} other {longer}}}}", 6],
		["👍🏽👍🏽", 2],
		["e\u0301te\u0301", 3],
		["🇮🇩 Indonesia", 11],
		["{d, date, short}", 3],
	])("%j → %d", (text, n) => {
		expect(displayLength(ast(text))).toBe(n);
	});
	it("graphemes counts clusters, not code units", () => {
		expect(graphemes("👨‍👩‍👧‍👦")).toBe(1);
		expect("👨‍👩‍👧‍👦".length).toBeGreaterThan(1);
	});
});

// ---- properties ----

const NAME = fc.stringMatching(/^[a-z][a-zA-Z0-9_]{0,8}$/);
const TEXT = fc.stringMatching(/^[a-zA-Z0-9 .,!?:-]{0,12}$/);
const TYPE: fc.Arbitrary<PlaceholderType> = fc.constantFrom("argument", "number", "date", "time", "select", "tag");

/** One spelling of a placeholder of this type (the numeric group has three). */
const spell = (name: string, type: PlaceholderType, variant: number, text: string) => {
	switch (type) {
		case "argument":
			return `{${name}}`;
		case "number":
			return [
				`{${name}, number}`,
				`{${name}, plural, =0 {none} other {# ${text}}}`,
				`{${name}, selectordinal, other {#.}}`,
			][variant % 3];
		case "date":
			return `{${name}, date, short}`;
		case "time":
			return `{${name}, time}`;
		case "select":
			return `{${name}, select, a {${text}} other {${text}!}}`;
		case "tag":
			return `<${name}>${text}</${name}>`;
	}
};

const parts = fc.uniqueArray(fc.record({ name: NAME, type: TYPE, variant: fc.nat(5), text: TEXT }), {
	selector: (p) => p.name,
	maxLength: 8,
});

describe("properties", () => {
	it("placeholders of a message built from random names round-trip (sorted, typed)", () => {
		fc.assert(
			fc.property(parts, TEXT, fc.boolean(), (ps, sep, nest) => {
				let msg = ps.map((p) => spell(p.name, p.type, p.variant, p.text)).join(sep || " ");
				// Nested inside a select's branches they are still found.
				if (nest) msg = `{zz_wrap, select, one {${msg}} other {${msg}}}`;
				const expected = ps.map(({ name, type }) => ({ name, type }));
				if (nest) expected.push({ name: "zz_wrap", type: "select" });
				expected.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
				expect(ph(msg)).toEqual(expected);
			}),
		);
	});

	const LOCALES = ["en", "id", "ar", "ru", "pl", "ja", "fr", "cy", "ga", "lt"];
	const pluralSource = fc.constantFrom(...LOCALES).chain((locale) =>
		fc.record({
			locale: fc.constant(locale),
			cats: fc.subarray([...pluralCategories(locale)]),
			ords: fc.subarray([...pluralCategories(locale, "ordinal")]),
			exact: fc.uniqueArray(fc.nat(9), { maxLength: 2 }),
			rest: parts,
		}),
	);
	const branches = (keys: string[], exact: number[], body: string) =>
		[...exact.map((n) => `=${n}`), ...keys.filter((k) => k !== "other"), "other"]
			.map((k) => `${k} {${body}}`)
			.join(" ");

	it("gate(value = source) passes whenever the source's plurals use the target's categories", () => {
		fc.assert(
			fc.property(pluralSource, ({ locale, cats, ords, exact, rest }) => {
				const others = rest.filter((p) => p.name !== "count" && p.name !== "rank");
				const body = others.map((p) => spell(p.name, p.type, p.variant, p.text)).join(" ");
				const source = `{count, plural, ${branches(cats, exact, `# ${body}`)}} {rank, selectordinal, ${branches(ords, [], "#")}}`;
				expect(checkSource(source).ok).toBe(true);
				expect(gate(ph(source), source, locale)).toMatchObject({ ok: true });
			}),
		);
	});

	it("dropping one placeholder is reported as exactly that one missing", () => {
		fc.assert(
			fc.property(
				parts.filter((ps) => ps.length > 0),
				fc.nat(),
				(ps, pick) => {
					const drop = ps[pick % ps.length];
					const source = ps.map((p) => spell(p.name, p.type, p.variant, p.text)).join(" ");
					const value = ps
						.filter((p) => p !== drop)
						.map((p) => spell(p.name, p.type, p.variant, p.text))
						.join(" ");
					expect(gate(ph(source), value, "en")).toMatchObject({
						ok: false,
						code: "mismatch",
						missing: [{ name: drop.name, type: drop.type }],
						extra: [],
					});
				},
			),
		);
	});
});
