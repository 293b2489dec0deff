// What counts as a page's translatable text (issue 24), pure: whitespace collapsed, at least one
// letter, entities decoded (HTMLRewriter hands text and attribute values over as written in the
// HTML), and the key a string is stored under — `t.` + the first 16 hex digits of its SHA-256, so a
// re-crawl finds the same key and the proxy finds it again from the text alone.

/** Elements whose content is never text to translate. */
export const SKIP_TAGS = new Set(["script", "style", "noscript", "code", "pre", "template"]);
/** Attributes whose values are text to translate. */
export const TEXT_ATTRIBUTES = ["alt", "title", "placeholder", "aria-label"] as const;

export const collapse = (s: string) => s.replace(/\s+/g, " ").trim();
export const hasLetter = (s: string) => /\p{L}/u.test(s);

const NAMED: Record<string, string> = {
	amp: "&",
	lt: "<",
	gt: ">",
	quot: '"',
	apos: "'",
	nbsp: "\u00a0",
	copy: "©",
	reg: "®",
	trade: "™",
	hellip: "…",
	mdash: "—",
	ndash: "–",
	laquo: "«",
	raquo: "»",
	lsquo: "‘",
	rsquo: "’",
	ldquo: "“",
	rdquo: "”",
	euro: "€",
	middot: "·",
	bull: "•",
};

/** Numeric references and the common named ones; anything else is left as written. */
export function decodeEntities(s: string): string {
	if (!s.includes("&")) return s;
	return s.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (all, ref: string) => {
		if (ref[0] === "#") {
			const code = ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
			return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : all;
		}
		return NAMED[ref.toLowerCase()] ?? all;
	});
}

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
