// Pseudo-localization (issue 23, REFERENCE "Localization"): a generated locale that makes untranslated,
// truncated or concatenated UI text visible without translating anything. Only literal text changes:
// the message is parsed, its literal elements are transformed and the AST is printed again, so
// argument names, formats and styles, plural and select keys, `#` and tags come out as they went in.
//
//   "Hello {name}!"  →  "[Ĥéļļó ~~{name}¡]"
//
// - accents: every ASCII letter becomes an accented look-alike (still readable, obviously not source);
// - padding: each literal with a letter or digit gains ⌈30 % of its length⌉ `~`, appended, so every
//   plural or select branch grows by about 30 % (roughly what German or Finnish need over English);
// - brackets: `[` before and `]` after the whole message (top level), so clipped or concatenated
//   text shows at once. A message that starts or ends with an argument gains a literal for them.
import { type MessageFormatElement, TYPE } from "@formatjs/icu-messageformat-parser";
import { printAST } from "@formatjs/icu-messageformat-parser/printer.js";
import { parseIcu } from "./parse";

export const PSEUDO_LOCALE = "en-XA";
export const PSEUDO_PADDING = 0.3;

const ACCENTS: Record<string, string> = Object.fromEntries(
	[
		..."abcdefghijklmnopqrstuvwxyz".split("").map((c, i) => [c, "áƀçðéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýž"[i]]),
		..."ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("").map((c, i) => [c, "ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"[i]]),
		["!", "¡"],
		["?", "¿"],
	].map(([a, b]) => [a, b]),
);

/** Accents and pads one piece of literal text. */
export function pseudoText(text: string): string {
	let out = "";
	for (const ch of text) out += ACCENTS[ch] ?? ch;
	if (!/[\p{L}\p{N}]/u.test(text)) return out;
	return `${out}${"~".repeat(Math.ceil([...text].length * PSEUDO_PADDING))}`;
}

function transform(elements: MessageFormatElement[]): MessageFormatElement[] {
	return elements.map((el) => {
		if (el.type === TYPE.literal) return { type: TYPE.literal, value: pseudoText(el.value) };
		if (el.type === TYPE.tag) return { ...el, children: transform(el.children) };
		if (el.type === TYPE.plural || el.type === TYPE.select) {
			const options = Object.fromEntries(
				Object.entries(el.options).map(([k, o]) => [k, { ...o, value: transform(o.value) }]),
			);
			return { ...el, options } as MessageFormatElement;
		}
		return el;
	});
}

/** The message pseudo-localized; throws when it is not ICU MessageFormat (parseIcu's message). */
export function pseudoLocalize(message: string): string {
	const parsed = parseIcu(message);
	if (!parsed.ok) throw new Error(parsed.message);
	const ast = transform(parsed.ast);
	const open: MessageFormatElement = { type: TYPE.literal, value: "[" };
	const close: MessageFormatElement = { type: TYPE.literal, value: "]" };
	return printAST([open, ...ast, close]);
}
