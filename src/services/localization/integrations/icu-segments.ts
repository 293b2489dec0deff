// ICU messages as machine-translation segments and back (issue 24), pure. A message becomes XML
// segments a translation engine with `tag_handling: "xml"` (DeepL) keeps the markup of:
//
//   "<b>Hi</b> {n, plural, one {# item} other {# items}}"
//     → segment 0: `<g id="0">Hi</g> <x id="1"/>`       (the tag travels as <g>, the plural as <x/>)
//       segment 1: `<x id="0"/> item`                    (the plural's `one` branch, `#` as <x/>)
//       segment 2: `<x id="0"/> items`                   (its `other` branch)
//
// Arguments, `#`, formats (number, date, time) and do-not-translate glossary terms are `<x id="k"/>`;
// tags are `<g id="k">…</g>` around their translatable children; plural and select elements are an
// `<x/>` in their sentence and each branch is a segment of its own. `rebuild` puts the translations
// back and rebuilds every plural for the TARGET locale's CLDR categories: `=N` branches kept, the
// target's categories taken from the same source branch when there is one, else from `other`'s
// translation; categories the target lacks dropped. The result must pass the ICU gate against the
// source, else rebuild throws: nothing unsafe leaves this module.
import {
	type MessageFormatElement,
	type PluralElement,
	type SelectElement,
	TYPE,
} from "@formatjs/icu-messageformat-parser";
import { printAST } from "@formatjs/icu-messageformat-parser/printer.js";
import { type Ast, gate, type Placeholder, parseIcu, placeholders, pluralCategories } from "../icu";

/** What `<x id="k"/>` or `<g id="k">` in a segment stands for. */
export type Slot =
	| { kind: "element"; el: MessageFormatElement }
	| { kind: "tag"; name: string }
	| { kind: "branches"; el: PluralElement | SelectElement; options: Record<string, number> };

export interface Segment {
	/** The XML text to translate. */
	xml: string;
	/** Indexed by the id in the segment's `<x id>` and `<g id>` tags. */
	slots: Slot[];
}

export interface SegmentPlan {
	source: string;
	sourcePlaceholders: Placeholder[];
	/** segments[0] is the message's top level. */
	segments: Segment[];
}

export class SegmentError extends Error {
	override name = "SegmentError";
}

const CATEGORY_ORDER = ["zero", "one", "two", "few", "many", "other"];

const escapeXml = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const unescapeXml = (s: string) =>
	s.replace(/&(amp|lt|gt|quot|apos|#(\d+)|#x([0-9a-f]+));/gi, (m, name: string, dec?: string, hex?: string) =>
		dec
			? String.fromCodePoint(Number(dec))
			: hex
				? String.fromCodePoint(Number.parseInt(hex, 16))
				: (ENTITIES[name.toLowerCase()] ?? m),
	);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Splits `message` into segments; `doNotTranslate` terms (glossary) travel as protected tags. Throws SegmentError on bad ICU. */
export function toSegments(message: string, opts: { doNotTranslate?: string[] } = {}): SegmentPlan {
	const parsed = parseIcu(message);
	if (!parsed.ok) throw new SegmentError(parsed.message);
	const terms = [...new Set((opts.doNotTranslate ?? []).map((t) => t.trim()).filter(Boolean))].sort(
		(a, b) => b.length - a.length,
	);
	const termRe = terms.length
		? new RegExp(`(?<![\\p{L}\\p{N}])(?:${terms.map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}])`, "gu")
		: null;
	const segments: Segment[] = [];

	function addSegment(ast: Ast): number {
		const index = segments.length;
		const seg: Segment = { xml: "", slots: [] };
		segments.push(seg);
		const slot = (s: Slot) => seg.slots.push(s) - 1;
		const literal = (text: string) => {
			if (!termRe) return escapeXml(text);
			let out = "";
			let last = 0;
			for (const m of text.matchAll(termRe)) {
				out += escapeXml(text.slice(last, m.index));
				out += `<x id="${slot({ kind: "element", el: { type: TYPE.literal, value: m[0] } })}"/>`;
				last = m.index + m[0].length;
			}
			return out + escapeXml(text.slice(last));
		};
		const inline = (els: Ast): string =>
			els
				.map((el) => {
					if (el.type === TYPE.literal) return literal(el.value);
					if (el.type === TYPE.tag) {
						const id = slot({ kind: "tag", name: el.value });
						return `<g id="${id}">${inline(el.children)}</g>`;
					}
					if (el.type === TYPE.plural || el.type === TYPE.select) {
						const s: Slot = { kind: "branches", el, options: {} };
						const id = slot(s);
						for (const [key, option] of Object.entries(el.options)) s.options[key] = addSegment(option.value);
						return `<x id="${id}"/>`;
					}
					return `<x id="${slot({ kind: "element", el })}"/>`;
				})
				.join("");
		seg.xml = inline(ast);
		return index;
	}

	addSegment(parsed.ast);
	return { source: message, sourcePlaceholders: placeholders(parsed.ast), segments };
}

/** The XML of each segment, in order: what to send to the translation engine. */
export const segmentTexts = (plan: SegmentPlan) => plan.segments.map((s) => s.xml);

const TOKEN = /<x\s+id="(\d+)"\s*\/>|<g\s+id="(\d+)"\s*>|<\/g\s*>|<[^>]*>|[^<]+/g;

/** One translated segment's XML back to ICU elements, its slots expanded (branches through `branch`). */
function fromXml(
	xml: string,
	seg: Segment,
	at: number,
	branches: (s: Extract<Slot, { kind: "branches" }>) => MessageFormatElement,
): Ast {
	const stack: Array<{ name: string | null; children: Ast }> = [{ name: null, children: [] }];
	const top = () => stack[stack.length - 1] as { name: string | null; children: Ast };
	const bad = (what: string) => new SegmentError(`Segment ${at}: the translation ${what}`);
	for (const m of xml.matchAll(TOKEN)) {
		const [tok, xId, gId] = m;
		if (xId !== undefined) {
			const s = seg.slots[Number(xId)];
			if (!s || s.kind === "tag") throw bad(`has an unknown placeholder <x id="${xId}"/>`);
			top().children.push(s.kind === "branches" ? branches(s) : structuredClone(s.el));
		} else if (gId !== undefined) {
			const s = seg.slots[Number(gId)];
			if (s?.kind !== "tag") throw bad(`has an unknown tag <g id="${gId}">`);
			stack.push({ name: s.name, children: [] });
		} else if (tok.startsWith("</g")) {
			const closed = stack.pop();
			if (!closed || closed.name === null || !stack.length) throw bad("closes a tag it did not open");
			top().children.push({ type: TYPE.tag, value: closed.name, children: closed.children });
		} else if (tok.startsWith("<")) {
			throw bad(`has markup it should not have (${tok.slice(0, 40)})`);
		} else {
			top().children.push({ type: TYPE.literal, value: unescapeXml(tok) });
		}
	}
	if (stack.length !== 1) throw bad("leaves a tag open");
	return top().children;
}

/**
 * The translated message for `targetLocale` from one translation per segment (same order as
 * segmentTexts). Throws SegmentError when a translation lost its markup or the result fails the gate.
 */
export function rebuild(plan: SegmentPlan, translations: string[], targetLocale: string): string {
	if (translations.length !== plan.segments.length)
		throw new SegmentError(`Expected ${plan.segments.length} translations, got ${translations.length}`);
	const build = (index: number): Ast => {
		const seg = plan.segments[index] as Segment;
		return fromXml(translations[index] as string, seg, index, (s) => {
			if (s.el.type === TYPE.select) {
				const options = Object.fromEntries(Object.entries(s.options).map(([k, i]) => [k, { value: build(i) }]));
				return { ...s.el, options } as SelectElement;
			}
			const el = s.el;
			const built = new Map(Object.entries(s.options).map(([k, i]) => [k, build(i)]));
			const other = built.get("other");
			const options: Record<string, { value: Ast }> = {};
			for (const [k, v] of built) if (k.startsWith("=")) options[k] = { value: v };
			const wanted = pluralCategories(targetLocale, el.pluralType === "ordinal" ? "ordinal" : "cardinal");
			for (const cat of CATEGORY_ORDER.filter((c) => wanted.includes(c))) {
				const v = built.get(cat) ?? other;
				if (!v) throw new SegmentError(`{${el.value}, plural} has no other branch to start ${cat} from`);
				options[cat] = { value: structuredClone(v) };
			}
			return { ...el, options } as PluralElement;
		});
	};
	const result = printAST(build(0));
	const checked = gate(plan.sourcePlaceholders, result, targetLocale);
	if (!checked.ok) throw new SegmentError(`The machine translation failed the ICU gate: ${checked.message}`);
	return result;
}
