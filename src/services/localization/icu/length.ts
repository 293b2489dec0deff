// Display length (issue 23), pure: what a key's maxLength is compared with. A message shows one branch
// of each plural and select, so its length is that of its longest rendering: the longest branch of
// each choice, nested choices included. Counted in graphemes (Intl.Segmenter), what a reader sees as
// characters: 👍🏽 and é written as e + U+0301 are one each.
//
// Placeholders cannot be measured before they are filled, so each counts as its own source spelling
// `{name}` (name length + 2): a stable, visible stand-in for a short value, the same in every locale,
// so a translation is never flagged because a date formats longer in one language. `#` in a plural
// counts as `{name}` of its plural. Tags count only their children (markup is not displayed).
import { TYPE } from "@formatjs/icu-messageformat-parser";
import type { Ast } from "./parse";

let segmenter: Intl.Segmenter | null = null;

/** Grapheme clusters in `text`. */
export function graphemes(text: string): number {
	segmenter ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
	let n = 0;
	for (const _ of segmenter.segment(text)) n++;
	return n;
}

/** The longest text the message can render, placeholders spelled `{name}` (`pound` names the enclosing plural). */
export function longestRendering(ast: Ast, pound = "#"): string {
	let out = "";
	for (const el of ast) {
		switch (el.type) {
			case TYPE.literal:
				out += el.value;
				break;
			case TYPE.pound:
				out += pound;
				break;
			case TYPE.tag:
				out += longestRendering(el.children, pound);
				break;
			case TYPE.plural:
			case TYPE.select: {
				const inner = el.type === TYPE.plural ? `{${el.value}}` : pound;
				let best = "";
				let bestLength = -1;
				for (const option of Object.values(el.options)) {
					const text = longestRendering(option.value, inner);
					const length = graphemes(text);
					if (length > bestLength) [best, bestLength] = [text, length];
				}
				out += best;
				break;
			}
			default:
				out += `{${el.value}}`;
		}
	}
	return out;
}

/** Graphemes of the longest branch (see the header for how placeholders count). */
export const displayLength = (ast: Ast) => graphemes(longestRendering(ast));
