// Names and free text typed by people (issue 12 "Input rules"). A control character in a name ends
// up in HTML, CSV exports, log lines, bank memos and provider requests, where a NUL truncates and a
// CR/LF forges a line or a header; nobody types one on purpose, so every service refuses them here.
import { z } from "@hono/zod-openapi";

/** Characters that have no place in one line of text: C0 controls, DEL, C1 controls, U+2028/U+2029. */
function isLineBreaking(code: number) {
	return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
}

/** Multi-line text keeps LF and TAB (and the Unicode line separators); every other control is refused. */
function isForbiddenInText(code: number) {
	return code !== 0x0a && code !== 0x09 && code !== 0x2028 && code !== 0x2029 && isLineBreaking(code);
}

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;

/** The first forbidden character as "U+000D at position 5" (0-based), or null when there is none. */
export function forbiddenCharacter(s: string, multiLine: boolean): string | null {
	const bad = multiLine ? isForbiddenInText : isLineBreaking;
	for (let i = 0; i < s.length; i++) {
		const code = s.charCodeAt(i);
		if (bad(code)) return `${hex(code)} at position ${i}`;
	}
	return null;
}

export interface TextOptions {
	/** Shortest accepted length, after trimming when `trim` is set; default 1 (an empty name is no name). */
	min?: number;
	/** Trim surrounding whitespace before the length checks (the character check sees the input as sent). */
	trim?: boolean;
	/** Message for the length checks (default: zod's). */
	message?: string;
}

function text(max: number, multi: boolean, o: TextOptions) {
	// The character check comes first so its issue is the one reported, and so it sees a trailing
	// newline before trim() would quietly drop it.
	let s = z.string().superRefine((v, ctx) => {
		const found = forbiddenCharacter(v, multi);
		if (found)
			ctx.addIssue({
				code: "custom",
				message: multi
					? `must not contain control characters other than line feed and tab (${found})`
					: `must be one line without control characters (${found})`,
			});
	});
	if (o.trim) s = s.trim();
	const min = o.min ?? 1;
	if (min > 0) s = s.min(min, o.message);
	return s.max(max, o.message);
}

/** One line of text (names, labels, references, credentials typed by people): no control character at all, 1-max characters. */
export const singleLine = (max: number, opts: TextOptions = {}) => text(max, false, opts);

/** Free text (notes, descriptions, instructions): LF and TAB allowed, NUL, CR and other controls refused; 1-max characters. */
export const multiLine = (max: number, opts: TextOptions = {}) => text(max, true, opts);

/** A LIKE pattern matching values that contain `q`, lower-cased, with \\, % and _ escaped (use ESCAPE '\\'). */
export const containsPattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
