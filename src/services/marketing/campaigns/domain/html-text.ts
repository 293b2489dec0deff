// The plain-text part of a campaign email derived from its HTML (issue 40), for a campaign that gives
// only HTML: readers with text-only clients, and spam filters, expect both parts. One linear pass over
// the tokens; the output stops at `max` characters.
// - <head>, <style>, <script>, comments and elements hidden with display:none (builders' own preheader
//   blocks) are dropped;
// - block elements break lines (paragraph-like ones leave a blank line), <br> breaks, <li> gets "- ";
// - <a href=U>label</a> becomes "label (U)" (just U when the label is empty or is U itself);
// - entities are decoded and runs of whitespace collapse to one space.
import { decodeEntities, htmlTokens, tagAttrs } from "./html-tokens";

/** The email text part's limit (content.ts); the derived part is held to it too. */
export const DERIVED_TEXT_MAX = 128 * 1024;

const PARAGRAPH = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "table", "ul", "ol", "blockquote", "pre", "hr"]);
const LINE = new Set([
	"div",
	"tr",
	"li",
	"br",
	"section",
	"article",
	"header",
	"footer",
	"main",
	"nav",
	"aside",
	"figure",
	"figcaption",
	"dl",
	"dt",
	"dd",
	"address",
	"center",
	"form",
	"fieldset",
	"caption",
]);
const VOID = new Set(["br", "hr", "img", "meta", "link", "input", "area", "base", "col", "embed", "source", "wbr"]);
const DROPPED = new Set(["head", "title", "noscript", "template"]);

class Writer {
	out = "";
	private pendingBreak = 0;
	private pendingSpace = false;
	constructor(readonly max: number) {}
	get full() {
		return this.out.length >= this.max;
	}
	/** Appends text as a browser shows it; `decoded` text (an href) is not entity-decoded twice. */
	text(raw: string, decoded = false) {
		const s = (decoded ? raw : decodeEntities(raw)).replace(/[ \t\r\n\f\u00a0]+/g, " ");
		if (s.trim() === "") {
			if (s) this.pendingSpace = true;
			return;
		}
		if (s[0] === " ") this.pendingSpace = true;
		const word = s.trim();
		if (this.out && this.pendingBreak) this.put("\n".repeat(this.pendingBreak));
		else if (this.out && this.pendingSpace && !this.out.endsWith("\n")) this.put(" ");
		this.pendingBreak = 0;
		this.pendingSpace = s.endsWith(" ");
		this.put(word);
	}
	brk(lines: number) {
		this.pendingBreak = Math.max(this.pendingBreak, lines);
		this.pendingSpace = false;
	}
	private put(s: string) {
		const room = this.max - this.out.length;
		if (room <= 0) return;
		this.out += s.length > room ? s.slice(0, room) : s;
	}
}

const shownHref = (href: string) =>
	href && !href.startsWith("#") && !/^\s*javascript:/i.test(href) && !href.includes("{") ? href : null;

export function htmlToText(html: string, max = DERIVED_TEXT_MAX): string {
	const w = new Writer(max);
	let dropped: string | null = null;
	let hidden: { name: string; depth: number } | null = null;
	let link: { href: string | null; from: number } | null = null;
	const closeLink = () => {
		if (!link) return;
		const label = w.out.slice(link.from).trim();
		const href = link.href;
		link = null;
		if (!href) return;
		const bare = href.replace(/^(mailto|tel):/i, "");
		if (!label) w.text(` ${href} `, true);
		else if (label !== href && label !== bare) w.text(` (${href}) `, true);
	};
	for (const t of htmlTokens(html)) {
		if (w.full) break;
		if (t.type === "other") continue;
		if (t.type === "text") {
			if (!dropped && !hidden) w.text(html.slice(t.start, t.end));
			continue;
		}
		if (dropped) {
			if (t.closing && t.name === dropped) dropped = null;
			continue;
		}
		if (hidden) {
			if (t.name === hidden.name && !VOID.has(t.name)) hidden.depth += t.closing ? -1 : 1;
			if (hidden.depth === 0) hidden = null;
			continue;
		}
		if (!t.closing && DROPPED.has(t.name)) {
			dropped = t.name;
			continue;
		}
		const attrs = t.closing ? [] : tagAttrs(html, t);
		const style = attrs.find((a) => a.name === "style")?.value ?? "";
		if (!t.closing && !VOID.has(t.name) && /display\s*:\s*none/i.test(style)) {
			hidden = { name: t.name, depth: 1 };
			continue;
		}
		if (t.name === "a") {
			closeLink();
			if (!t.closing) {
				const href = decodeEntities(attrs.find((a) => a.name === "href")?.value ?? "").trim();
				link = { href: shownHref(href), from: w.out.length };
			}
			continue;
		}
		if (t.name === "li" && !t.closing) {
			w.brk(1);
			w.text("- ");
		} else if (t.name === "td" || t.name === "th") w.text(" ");
		else if (PARAGRAPH.has(t.name)) w.brk(2);
		else if (LINE.has(t.name)) w.brk(1);
	}
	closeLink();
	return w.out;
}
