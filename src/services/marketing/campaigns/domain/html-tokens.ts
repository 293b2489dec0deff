// A forgiving, linear HTML tokenizer for campaign email (issue 40): text, tags and "other" (comments,
// doctype, and the raw text inside <style>/<script>). Not a DOM: it only finds what the text part, the
// link tracking and the ICU masking need, and every position is a plain index into the input, so a
// caller can rewrite a slice and keep the rest byte for byte. Each character is looked at a bounded
// number of times (no backtracking, an unterminated tag or comment ends the scan), so time is linear.

import { decodeEntities as decodeHtmlEntities } from "../../../../platform/html-entities";

export type HtmlToken =
	| { type: "text"; start: number; end: number }
	/** `name` lower-case; `end` is just past the `>`. */
	| { type: "tag"; name: string; closing: boolean; start: number; end: number }
	| { type: "other"; start: number; end: number };

export interface HtmlAttr {
	name: string;
	/** The raw (entity-encoded) value, "" for a bare attribute. */
	value: string;
	/** Where the value sits in the input (inside its quotes); -1 for a bare attribute. */
	valueStart: number;
	valueEnd: number;
}

/** Elements whose content is raw text (never tags): skipped to their closing tag as one "other" token. */
const RAW: Record<string, RegExp> = { style: /<\/style[\s>/]/gi, script: /<\/script[\s>/]/gi };

const isAlpha = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isNameChar = (c: number) => isAlpha(c) || (c >= 48 && c <= 57) || c === 45 || c === 58;
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13 || c === 12;

/** Just past the `>` closing the tag opened at `lt`, or -1; quotes only open right after `=`. */
function tagEnd(html: string, lt: number): number {
	let quote = 0;
	let afterEq = false;
	for (let j = lt + 1; j < html.length; j++) {
		const c = html.charCodeAt(j);
		if (quote) {
			if (c === quote) quote = 0;
			continue;
		}
		if (c === 62) return j + 1;
		if ((c === 34 || c === 39) && afterEq) quote = c;
		if (c === 61) afterEq = true;
		else if (!isSpace(c)) afterEq = false;
	}
	return -1;
}

export function* htmlTokens(html: string): Generator<HtmlToken> {
	const n = html.length;
	let i = 0;
	while (i < n) {
		const lt = html.indexOf("<", i);
		if (lt < 0) {
			yield { type: "text", start: i, end: n };
			return;
		}
		const c = html.charCodeAt(lt + 1);
		const closing = c === 47;
		if (closing && lt + 2 < n && !isAlpha(html.charCodeAt(lt + 2))) {
			// "</>" and "</ x>" show nothing in a browser (the first is dropped, the second is a bogus
			// comment up to the next ">"): HTML's tokenizer, not text.
			if (lt > i) yield { type: "text", start: i, end: lt };
			const close = html.indexOf(">", lt + 2);
			const end = close < 0 ? n : close + 1;
			yield { type: "other", start: lt, end };
			i = end;
			continue;
		}
		if (!(isAlpha(c) || (closing && isAlpha(html.charCodeAt(lt + 2))) || c === 33 || c === 63)) {
			// A "<" that opens nothing ("a < b") is text.
			yield { type: "text", start: i, end: lt + 1 };
			i = lt + 1;
			continue;
		}
		if (lt > i) yield { type: "text", start: i, end: lt };
		if (c === 33 || c === 63) {
			const comment = html.startsWith("<!--", lt);
			const close = comment ? html.indexOf("-->", lt + 4) : html.indexOf(">", lt);
			const end = close < 0 ? n : close + (comment ? 3 : 1);
			yield { type: "other", start: lt, end };
			i = end;
			continue;
		}
		const end = tagEnd(html, lt);
		if (end < 0) {
			yield { type: "other", start: lt, end: n };
			return;
		}
		let k = lt + (closing ? 2 : 1);
		while (k < end && isNameChar(html.charCodeAt(k))) k++;
		const name = html.slice(lt + (closing ? 2 : 1), k).toLowerCase();
		yield { type: "tag", name, closing, start: lt, end };
		i = end;
		const raw = closing ? undefined : RAW[name];
		if (raw) {
			raw.lastIndex = i;
			const m = raw.exec(html);
			const stop = m ? m.index : n;
			if (stop > i) yield { type: "other", start: i, end: stop };
			i = stop;
		}
	}
}

/** The attributes of a tag token, in order, with where each value sits. */
export function tagAttrs(
	html: string,
	tag: { start: number; end: number; name: string; closing: boolean },
): HtmlAttr[] {
	const out: HtmlAttr[] = [];
	const stop = tag.end - 1;
	let j = tag.start + (tag.closing ? 2 : 1) + tag.name.length;
	while (j < stop) {
		const c = html.charCodeAt(j);
		if (isSpace(c) || c === 47) {
			j++;
			continue;
		}
		const nameStart = j;
		while (j < stop && !isSpace(html.charCodeAt(j)) && html[j] !== "=" && html[j] !== "/") j++;
		if (j === nameStart) j++;
		const name = html.slice(nameStart, j).toLowerCase();
		let k = j;
		while (k < stop && isSpace(html.charCodeAt(k))) k++;
		if (html[k] !== "=") {
			out.push({ name, value: "", valueStart: -1, valueEnd: -1 });
			continue;
		}
		k++;
		while (k < stop && isSpace(html.charCodeAt(k))) k++;
		const q = html[k];
		let vs: number;
		let ve: number;
		if (q === '"' || q === "'") {
			vs = k + 1;
			const close = html.indexOf(q, vs);
			ve = close < 0 || close > stop ? stop : close;
			j = ve + 1;
		} else {
			vs = k;
			ve = k;
			while (ve < stop && !isSpace(html.charCodeAt(ve))) ve++;
			j = ve;
		}
		out.push({ name, value: html.slice(vs, ve), valueStart: vs, valueEnd: ve });
	}
	return out;
}

/** As a mail client shows it: an invalid numeric reference is U+FFFD. */
export const decodeEntities = (s: string) => decodeHtmlEntities(s);

const ESC: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/** Safe in element text and in quoted attribute values. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESC[c]);
