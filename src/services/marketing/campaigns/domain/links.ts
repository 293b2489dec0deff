// A campaign's tracked links and the per-recipient rewriting (issue 40). The campaign stores
// campaignLinks(content) when it is created; the click redirect goes only to a URL of that list, so a
// signed token can never be made to point anywhere the content did not link to. Rewriting happens on
// the rendered message: a link whose URL carries personalisation (`?ref={email}`) differs per
// contact, is not in the list and stays untracked. Linear in the input, like the tokenizer.
import { decodeEntities, escapeHtml, htmlTokens, tagAttrs } from "./html-tokens";

export const LINKS_MAX = 100;
export const LINK_URL_MAX = 2048;

export type LinkUrl = (url: string) => string | null;

/** Bare URLs in plain text; the trailing punctuation of a sentence is not part of them (trimUrl). */
const TEXT_URL = /https?:\/\/[^\s<>"'`]+/gi;

function trimUrl(u: string): string {
	let s = u;
	for (;;) {
		const last = s[s.length - 1];
		if (".,;:!?".includes(last)) s = s.slice(0, -1);
		else if (last === ")" && s.split(")").length > s.split("(").length) s = s.slice(0, -1);
		else if (last === "]" && s.split("]").length > s.split("[").length) s = s.slice(0, -1);
		else return s;
	}
}

/** http(s), parseable, not too long, and not personalised or the unsubscribe placeholder ({…}). */
export function trackable(url: string): boolean {
	if (url.length > LINK_URL_MAX || !/^https?:\/\/[^/?#\s]/i.test(url) || /[{}]/.test(url)) return false;
	try {
		new URL(url);
		return true;
	} catch {
		return false;
	}
}

/** The decoded href of each <a> in order (any scheme), with where the raw value sits. */
function* anchors(html: string) {
	for (const t of htmlTokens(html)) {
		if (t.type !== "tag" || t.closing || t.name !== "a") continue;
		const href = tagAttrs(html, t).find((a) => a.name === "href");
		if (href && href.valueStart >= 0) yield { url: decodeEntities(href.value).trim(), attr: href };
	}
}

function* textUrls(text: string) {
	for (const m of text.matchAll(TEXT_URL)) {
		const url = trimUrl(m[0]);
		yield { url, start: m.index, end: m.index + url.length };
	}
}

/**
 * The distinct trackable URLs of the HTML part's `<a href>` and the text part's bare URLs, in order of
 * first appearance, at most LINKS_MAX. mailto:, tel:, #anchors and {placeholders} are not links to track.
 */
export function campaignLinks(content: { html?: string | null; text?: string | null }): string[] {
	const seen = new Set<string>();
	const add = (url: string) => {
		if (seen.size < LINKS_MAX && trackable(url)) seen.add(url);
	};
	if (content.html) for (const a of anchors(content.html)) add(a.url);
	if (content.text) for (const u of textUrls(content.text)) add(u.url);
	return [...seen];
}

/** The hidden preview text mail clients show next to the subject; the padding keeps body text out of it. */
export const preheaderSpan = (preheader: string) =>
	`<span style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;color:transparent;mso-hide:all;font-size:1px;line-height:1px">${escapeHtml(preheader)}${"&#8204;&nbsp;".repeat(60)}</span>`;

export const openPixel = (pixelUrl: string) =>
	`<img src="${escapeHtml(pixelUrl)}" width="1" height="1" alt="" style="display:none">`;

/**
 * Each trackable href replaced by linkUrl(url) (null leaves it as it was); the preheader inserted right
 * after <body> (or first); the open pixel appended before the last </body> (or last).
 */
export function rewriteHtml(html: string, linkUrl: LinkUrl | null, pixelUrl: string | null, preheader?: string | null) {
	// Edits as [start, end, replacement], applied in one pass in order of position.
	const edits: [number, number, string][] = [];
	let bodyOpenEnd = -1;
	let bodyClose = -1;
	for (const t of htmlTokens(html)) {
		if (t.type !== "tag") continue;
		if (t.name === "body") {
			if (!t.closing && bodyOpenEnd < 0) bodyOpenEnd = t.end;
			if (t.closing) bodyClose = t.start;
			continue;
		}
		if (t.name !== "a" || t.closing || !linkUrl) continue;
		const href = tagAttrs(html, t).find((a) => a.name === "href");
		if (!href || href.valueStart < 0) continue;
		const url = decodeEntities(href.value).trim();
		const to = trackable(url) ? linkUrl(url) : null;
		if (to == null) continue;
		// An unquoted value gains quotes; a quoted one keeps its own.
		const quoted = /["']/.test(html[href.valueStart - 1]);
		edits.push([href.valueStart, href.valueEnd, quoted ? escapeHtml(to) : `"${escapeHtml(to)}"`]);
	}
	if (preheader) {
		const p = Math.max(bodyOpenEnd, 0);
		edits.push([p, p, preheaderSpan(preheader)]);
	}
	if (pixelUrl) {
		const p = bodyClose >= 0 ? bodyClose : html.length;
		edits.push([p, p, openPixel(pixelUrl)]);
	}
	edits.sort((x, y) => x[0] - y[0]);
	const parts: string[] = [];
	let at = 0;
	for (const [start, end, text] of edits) {
		parts.push(html.slice(at, start), text);
		at = end;
	}
	parts.push(html.slice(at));
	return parts.join("");
}

/** Each trackable bare URL of a text part replaced by linkUrl(url) (null leaves it). */
export function rewriteText(text: string, linkUrl: LinkUrl | null): string {
	if (!linkUrl) return text;
	const parts: string[] = [];
	let at = 0;
	for (const u of textUrls(text)) {
		const to = trackable(u.url) ? linkUrl(u.url) : null;
		if (to == null) continue;
		parts.push(text.slice(at, u.start), to);
		at = u.end;
	}
	parts.push(text.slice(at));
	return parts.join("");
}
