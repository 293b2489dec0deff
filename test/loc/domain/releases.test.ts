import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { printAST } from "@formatjs/icu-messageformat-parser/printer.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pseudoLocalize, pseudoText } from "../../../src/services/localization/icu/pseudo";
import { fallbackChain } from "../../../src/services/localization/locales/domain";
import {
	buildCatalog,
	type Catalog,
	type CatalogKey,
	canonicalJson,
	contentHash,
	diff,
	flatten,
} from "../../../src/services/localization/releases/domain";

describe("canonical JSON and the content hash", () => {
	it("sorts keys at every level, no spaces; arrays keep their order", () => {
		expect(canonicalJson({ b: { z: 1, a: [3, { y: "x", b: null }] }, a: "é" })).toBe(
			'{"a":"é","b":{"a":[3,{"b":null,"y":"x"}],"z":1}}',
		);
		expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
	});

	it("equal content in any key order hashes alike (hex SHA-256)", async () => {
		await fc.assert(
			fc.asyncProperty(fc.dictionary(fc.string(), fc.dictionary(fc.string(), fc.string())), async (cat) => {
				const reversed = Object.fromEntries(
					Object.entries(cat)
						.reverse()
						.map(([k, v]) => [k, Object.fromEntries(Object.entries(v).reverse())]),
				);
				expect(await contentHash(reversed)).toBe(await contentHash(cat));
				expect(JSON.parse(canonicalJson(cat))).toEqual(cat);
			}),
		);
		expect(await contentHash({})).toBe("44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a");
		expect(await contentHash({ a: {} })).toMatch(/^[0-9a-f]{64}$/);
	});
});

describe("diff", () => {
	it("added, removed, changed as namespace:name, sorted", () => {
		const a: Catalog = { default: { hi: "Hai", bye: "Dah", same: "x" }, app: { title: "Judul" } };
		const b: Catalog = { default: { hi: "Halo", same: "x", zz: "baru" }, app: { a: "A" } };
		expect(diff(a, b)).toEqual({
			added: [
				{ key: "app:a", value: "A" },
				{ key: "default:zz", value: "baru" },
			],
			removed: [
				{ key: "app:title", value: "Judul" },
				{ key: "default:bye", value: "Dah" },
			],
			changed: [{ key: "default:hi", from: "Hai", to: "Halo" }],
		});
		expect(diff(b, b)).toEqual({ added: [], removed: [], changed: [] });
	});
});

describe("buildCatalog", () => {
	const keys: CatalogKey[] = [
		{ id: "k1", namespace: "default", name: "a", sourceText: "A", archivedAt: null },
		{ id: "k2", namespace: "default", name: "b", sourceText: "B", archivedAt: null },
		{ id: "k3", namespace: "legal", name: "c", sourceText: "C", archivedAt: null },
		{ id: "k4", namespace: "legal", name: "d", sourceText: "D", archivedAt: null },
		{ id: "k5", namespace: "default", name: "gone", sourceText: "G", archivedAt: 5 },
		{ id: "k6", namespace: "default", name: "rej", sourceText: "R", archivedAt: null },
		{ id: "k7", namespace: "default", name: "none", sourceText: "N", archivedAt: null },
	];
	const tr = [
		{ keyId: "k1", value: "a-approved", status: "approved" as const },
		{ keyId: "k2", value: "b-machine", status: "machine" as const },
		{ keyId: "k3", value: "c-approved", status: "approved" as const },
		{ keyId: "k4", value: "d-review", status: "needs_review" as const },
		{ keyId: "k5", value: "archived", status: "approved" as const },
		{ keyId: "k6", value: "rejected", status: "rejected" as const },
	];
	it("approved always; machine and needs_review only from standard namespaces; no archived, rejected or missing", () => {
		expect(buildCatalog(keys, tr, { default: "standard", legal: "gated" })).toEqual({
			default: { a: "a-approved", b: "b-machine" },
			legal: { c: "c-approved" },
		});
		expect(buildCatalog(keys, tr, {})).toEqual({
			default: { a: "a-approved", b: "b-machine" },
			legal: { c: "c-approved", d: "d-review" },
		});
	});
	it("the source locale ships every live key's source text", () => {
		expect(buildCatalog(keys, null, { legal: "gated" })).toEqual({
			default: { a: "A", b: "B", rej: "R", none: "N" },
			legal: { c: "C", d: "D" },
		});
	});
});

describe("fallback chain and flattening", () => {
	const targets = [
		{ tag: "pt-BR", fallback: "pt-PT", enabled: true },
		{ tag: "pt-PT", fallback: "es", enabled: false },
		{ tag: "es", fallback: null, enabled: true },
		{ tag: "id", fallback: null, enabled: true },
	];
	it("nearest first, disabled targets skipped, always ending at the source", () => {
		expect(fallbackChain("pt-BR", targets, "en")).toEqual(["pt-BR", "es", "en"]);
		expect(fallbackChain("id", targets, "en")).toEqual(["id", "en"]);
		expect(fallbackChain("en", targets, "en")).toEqual(["en"]);
	});
	it("a key takes the nearest catalogue's message", () => {
		expect(flatten([{ d: { a: "1" } }, { d: { a: "2", b: "2" }, x: { c: "2" } }, { d: { z: "3" } }])).toEqual({
			d: { a: "1", b: "2", z: "3" },
			x: { c: "2" },
		});
	});
});

/** A message's structure without its literal text: what pseudo-localization must keep. */
function skeleton(els: MessageFormatElement[]): unknown[] {
	return els
		.filter((e) => e.type !== TYPE.literal)
		.map((e) => {
			const { location: _l, ...rest } = e as MessageFormatElement & { location?: unknown };
			if (e.type === TYPE.tag) return { ...rest, children: skeleton(e.children) };
			if (e.type === TYPE.plural || e.type === TYPE.select)
				return {
					...rest,
					options: Object.fromEntries(Object.entries(e.options).map(([k, o]) => [k, skeleton(o.value)])),
				};
			if ("style" in rest && rest.style && typeof rest.style === "object") {
				const { location: _s, ...style } = rest.style as { location?: unknown };
				return { ...rest, style };
			}
			return rest;
		});
}

const literalsOf = (els: MessageFormatElement[]): string =>
	els
		.map((e) => {
			if (e.type === TYPE.literal) return e.value;
			if (e.type === TYPE.tag) return literalsOf(e.children);
			if (e.type === TYPE.plural || e.type === TYPE.select)
				return Object.values(e.options)
					.map((o) => literalsOf(o.value))
					.join("");
			return "";
		})
		.join("");

const name = fc.constantFrom("name", "count", "n", "user_1", "gender");
const text = fc.string({ unit: fc.constantFrom(..."abcXYZ ,.!?'{}#<>/|01é字"), maxLength: 12 });
const lit = text.map((value) => ({ type: TYPE.literal, value }) as MessageFormatElement);
const { message } = fc.letrec<{ message: MessageFormatElement[]; element: MessageFormatElement }>((tie) => ({
	message: fc.array(tie("element"), { maxLength: 4 }),
	element: fc.oneof(
		{ depthSize: "small", withCrossShrink: true },
		lit,
		name.map((value) => ({ type: TYPE.argument, value }) as MessageFormatElement),
		name.map((value) => ({ type: TYPE.number, value, style: null }) as MessageFormatElement),
		fc
			.constantFrom("b", "link", "i")
			.chain((tag) =>
				tie("message").map((children) => ({ type: TYPE.tag, value: tag, children }) as MessageFormatElement),
			),
		fc.tuple(name, tie("message"), tie("message"), tie("message")).map(
			([value, one, other, zero]) =>
				({
					type: TYPE.plural,
					value,
					offset: 0,
					pluralType: "cardinal",
					options: { one: { value: [...one, { type: TYPE.pound }] }, other: { value: other }, "=0": { value: zero } },
				}) as MessageFormatElement,
		),
		fc.tuple(name, tie("message"), tie("message")).map(
			([value, male, other]) =>
				({
					type: TYPE.select,
					value,
					options: { male: { value: male }, other: { value: other } },
				}) as MessageFormatElement,
		),
	),
}));

describe("pseudo-localization", () => {
	it("accents, pads by 30 % and brackets literal text only", () => {
		expect(pseudoText("Hello")).toBe("Ĥéļļó~~");
		expect(pseudoText(" ")).toBe(" ");
		expect(pseudoLocalize("Hello {name}!")).toBe("[Ĥéļļó ~~{name}¡]");
		expect(pseudoLocalize("{count, plural, one {# file} other {# files}}")).toBe(
			"[{count,plural,one{# ƒíļé~~} other{# ƒíļéš~~}}]",
		);
		expect(pseudoLocalize("Click <link>here</link>, {gender, select, male {he} other {they}}")).toBe(
			"[Çļíçķ ~~<link>ĥéŕé~~</link>, {gender,select,male{ĥé~} other{ţĥéý~~}}]",
		);
		expect(pseudoLocalize("{n, number, ::currency/EUR} '{'x'}'")).toBe("[{n, number, ::currency/EUR} '{ẋ}'~~]");
		expect(pseudoLocalize("")).toBe("[]");
		expect(pseudoLocalize("It''s {a}")).toBe("[Îţ''š ~~{a}]");
	});

	it("keeps every argument, format, plural and select key, # and tag, and still parses (property)", () => {
		fc.assert(
			fc.property(message, (ast) => {
				const m = printAST(ast);
				let source: MessageFormatElement[];
				try {
					source = parse(m);
				} catch {
					return fc.pre(false);
				}
				const out = pseudoLocalize(m);
				const pseudo = parse(out);
				expect(skeleton(pseudo)).toEqual(skeleton(source));
				expect(literalsOf(pseudo)).not.toMatch(/[A-Za-z]/);
			}),
			{ numRuns: 500 },
		);
	});
});
