import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	type FlatMap,
	parseFile,
	parseFlat,
	parseNested,
	parseXliff,
	serialiseFlat,
	serialiseNested,
	serialiseXliff,
} from "../../../src/services/localization/files/formats";

const meta = { sourceLocale: "en", targetLocale: "id", original: "default" };
const asObject = (m: FlatMap) => Object.fromEntries(m);
const refused = (f: () => unknown, match: RegExp) => {
	try {
		f();
	} catch (err) {
		expect((err as { status: number }).status).toBe(400);
		expect((err as { param: string }).param).toBe("content");
		expect((err as Error).message).toMatch(match);
		return;
	}
	throw new Error("expected a refusal");
};

describe("json-nested", () => {
	it("dots nest, and nesting reads back to the dotted names", () => {
		const m: FlatMap = new Map([
			["home.title", "Hi"],
			["home.body", "Text"],
			["cart.items", "{n, plural, other {# items}}"],
			["plain", "x"],
		]);
		const text = serialiseNested(m);
		expect(JSON.parse(text)).toEqual({
			home: { title: "Hi", body: "Text" },
			cart: { items: "{n, plural, other {# items}}" },
			plain: "x",
		});
		expect(asObject(parseNested(text))).toEqual(asObject(m));
	});

	it("a name that is another's prefix is written flat at its level", () => {
		const m: FlatMap = new Map([
			["a", "1"],
			["a.b", "2"],
			["a.b.c", "3"],
			["x.y", "4"],
			["x.z.w", "5"],
		]);
		const obj = JSON.parse(serialiseNested(m));
		expect(obj).toEqual({ a: "1", "a.b": "2", "a.b.c": "3", x: { y: "4", z: { w: "5" } } });
		expect(asObject(parseNested(serialiseNested(m)))).toEqual(asObject(m));
	});

	it("refuses what is no map of strings", () => {
		refused(() => parseNested("{"), /not JSON/);
		refused(() => parseNested("[]"), /not a JSON object/);
		refused(() => parseNested('{"a": {"b": 1}}'), /a\.b is not a string/);
		refused(() => parseNested('{"a": ["x"]}'), /a is not a string/);
		refused(() => parseNested('{"a.b": "x", "a": {"b": "y"}}'), /a\.b appears twice/);
		refused(() => parseFlat('{"a": null}'), /a is not a string/);
		refused(() => parseFlat('{"a": {"b": "c"}}'), /a is not a string/);
	});

	it("__proto__ is an ordinary key", () => {
		const m: FlatMap = new Map([
			["__proto__", "p"],
			["x.__proto__.y", "q"],
		]);
		expect(asObject(parseNested(serialiseNested(m)))).toEqual(asObject(m));
		expect(asObject(parseFlat(serialiseFlat(m)))).toEqual(asObject(m));
	});
});

describe("xliff 1.2", () => {
	it("writes source and target with XML escaping; reads targets back", () => {
		const values: FlatMap = new Map([["greet", 'Hai <b>{name}</b> & "kamu"']]);
		const sources: FlatMap = new Map([
			["greet", "Hi <b>{name}</b> & 'you'"],
			["bye", "Bye"],
		]);
		const xml = serialiseXliff(values, sources, meta);
		expect(xml).toContain('<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">');
		expect(xml).toContain('source-language="en" target-language="id"');
		expect(xml).toContain("<source>Hi &lt;b&gt;{name}&lt;/b&gt; &amp; 'you'</source>");
		expect(xml).toContain('<target>Hai &lt;b&gt;{name}&lt;/b&gt; &amp; "kamu"</target>');
		expect(xml).toContain('<trans-unit id="bye" resname="bye">\n        <source>Bye</source>\n      </trans-unit>');
		expect(asObject(parseXliff(xml))).toEqual({ greet: 'Hai <b>{name}</b> & "kamu"' });
		expect(asObject(parseXliff(xml, true))).toEqual({ greet: 'Hai <b>{name}</b> & "kamu"', bye: "Bye" });
	});

	it("reads other tools' files: prefixes, CDATA, comments, inline markup kept as ICU tags, alt-trans ignored", () => {
		const xml = `<?xml version="1.0"?>
<!-- made elsewhere -->
<x:xliff xmlns:x="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
 <x:file original="a" source-language="en" target-language="fr" datatype="plaintext"><x:body>
  <x:trans-unit id="1" resname="home.title"><x:source>Hi</x:source><x:target><![CDATA[Salut <b>]]></x:target></x:trans-unit>
  <x:trans-unit id="rich"><x:source>A <b>b</b></x:source><x:target state="translated">Un <b>b</b> &#233;&#x20AC;</x:target>
   <x:alt-trans><x:target>other</x:target></x:alt-trans></x:trans-unit>
  <x:trans-unit id="empty"><x:source>Nothing</x:source></x:trans-unit>
 </x:body></x:file>
</x:xliff>`;
		expect(asObject(parseXliff(xml))).toEqual({ "home.title": "Salut <b>", rich: "Un <b>b</b> é€" });
	});

	it("refuses malformed XML", () => {
		refused(() => parseXliff("<xliff><file></xliff>"), /does not close/);
		refused(() => parseXliff("<xliff>"), /not closed/);
		refused(() => parseXliff("<root/>"), /not <xliff>/);
		refused(() => parseXliff("hello"), /outside the root|no <xliff>/);
		refused(() => parseXliff("<!DOCTYPE x [<!ENTITY a 'b'>]><xliff/>"), /DOCTYPE/);
		refused(() => parseXliff("<xliff><trans-unit><target>x</target></trans-unit></xliff>"), /without id/);
		refused(() => parseXliff('<xliff><trans-unit id="a"><target>a & b</target></trans-unit></xliff>'), /bare &/);
		refused(() => parseXliff('<xliff><trans-unit id="a"><target>&nbsp;</target></trans-unit></xliff>'), /entity/);
		refused(
			() =>
				parseXliff(
					'<xliff><trans-unit id="a"><target>1</target></trans-unit><trans-unit id="a"><target>2</target></trans-unit></xliff>',
				),
			/twice/,
		);
	});
});

// Key names and messages as users write them: any text without lone surrogates, dots included.
const text = fc.string({ unit: "grapheme", maxLength: 30 });
const name = fc.oneof(
	fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 }),
	fc.array(fc.constantFrom("a", "b", "c", "", "x.y"), { minLength: 1, maxLength: 4 }).map((p) => p.join(".")),
);
const flatMap = fc.dictionary(name, text, { maxKeys: 20 }).map((d) => new Map(Object.entries(d)) as FlatMap);

describe("round trip (fast-check): serialise then parse gives the same map", () => {
	it("json-nested", () => {
		fc.assert(
			fc.property(flatMap, (m) => {
				expect(asObject(parseFile("json-nested", serialiseNested(m)))).toEqual(asObject(m));
			}),
		);
	});
	it("json-flat", () => {
		fc.assert(
			fc.property(flatMap, (m) => {
				expect(asObject(parseFile("json-flat", serialiseFlat(m)))).toEqual(asObject(m));
			}),
		);
	});
	it("xliff", () => {
		fc.assert(
			fc.property(flatMap, (m) => {
				const xml = serialiseXliff(m, m, meta);
				expect([...parseFile("xliff", xml)]).toEqual([...m]);
			}),
		);
	});
	it("xliff with whitespace, line breaks and control characters", () => {
		const m: FlatMap = new Map([
			[" a\tb\nc\r ", "  x\r\ny\rz\u0001 "],
			["<&>\"'", "]]> <![CDATA[ &amp;"],
		]);
		expect([...parseXliff(serialiseXliff(m, m, meta))]).toEqual([...m]);
	});
});
