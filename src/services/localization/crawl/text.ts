// What counts as a page's translatable text (issue 24), pure: whitespace collapsed, at least one
// letter, entities decoded (HTMLRewriter hands text and attribute values over as written in the
// HTML), and the key a string is stored under — `t.` + the first 16 hex digits of its SHA-256, so a
// re-crawl finds the same key and the proxy finds it again from the text alone.

import { decodeEntities as decodeHtmlEntities } from "../../../platform/html-entities";

/** Elements whose content is never text to translate. */
export const SKIP_TAGS = new Set(["script", "style", "noscript", "code", "pre", "template"]);
/** Attributes whose values are text to translate. */
export const TEXT_ATTRIBUTES = ["alt", "title", "placeholder", "aria-label"] as const;

export const collapse = (s: string) => s.replace(/\s+/g, " ").trim();
export const hasLetter = (s: string) => /\p{L}/u.test(s);

/** As written in the page, so a stored string matches the page again: an invalid reference stays. */
export const decodeEntities = (s: string) => decodeHtmlEntities(s, { invalid: "keep" });

/** The text of a raw text node or attribute value, or null when it is not text to translate. */
export function pageText(raw: string): string | null {
	const t = collapse(decodeEntities(raw));
	return t && hasLetter(t) ? t : null;
}

/** Escapes text for an HTML text node or a double-quoted attribute. */
export const escapeHtml = (s: string) =>
	s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] as string);

const hex = (b: ArrayBuffer) => [...new Uint8Array(b)].map((x) => x.toString(16).padStart(2, "0")).join("");

/** The key name of a page string: t. + 16 hex digits of SHA-256(text). */
export async function pageKeyName(text: string): Promise<string> {
	const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
	return `t.${hex(digest).slice(0, 16)}`;
}

/** Whether the element's class list holds `notranslate`. */
export const notranslate = (cls: string | null) => !!cls && cls.split(/\s+/).includes("notranslate");

/** An element that starts a subtree with nothing to translate. */
export const skipsSubtree = (tag: string, translate: string | null, cls: string | null) =>
	SKIP_TAGS.has(tag) || translate?.trim().toLowerCase() === "no" || notranslate(cls);
