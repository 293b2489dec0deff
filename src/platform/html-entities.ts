// Character references in HTML text and attribute values, for the two places that read HTML as text
// without a DOM: a crawled page's translatable strings (localization) and a campaign email's text part
// and links (marketing). Names are matched as written (HTML's are case-sensitive; the upper-case
// legacy forms browsers accept are listed); anything unknown stays as written.

const NAMED: Record<string, string> = {
	amp: "&",
	AMP: "&",
	lt: "<",
	LT: "<",
	gt: ">",
	GT: ">",
	quot: '"',
	QUOT: '"',
	apos: "'",
	nbsp: "\u00a0",
	copy: "©",
	COPY: "©",
	reg: "®",
	REG: "®",
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
	bull: "•",
	middot: "·",
	zwnj: "\u200c",
	zwj: "\u200d",
	shy: "\u00ad",
};

export interface DecodeOptions {
	/**
	 * What a numeric reference to no character (&#0;, a surrogate, past U+10FFFF) becomes: U+FFFD as a
	 * browser shows it ("replace", for text a person reads), or the reference as written ("keep", for
	 * text stored and matched again later).
	 */
	invalid?: "replace" | "keep";
}

const validCodePoint = (n: number) => Number.isInteger(n) && n > 0 && n <= 0x10ffff && !(n >= 0xd800 && n <= 0xdfff);

/** Numeric references and the common named ones; linear (one regex pass, bounded reference length). */
export function decodeEntities(s: string, opts: DecodeOptions = {}): string {
	if (!s.includes("&")) return s;
	return s.replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/g, (all, ref: string) => {
		if (ref[0] !== "#") return NAMED[ref] ?? all;
		const n = ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
		if (validCodePoint(n)) return String.fromCodePoint(n);
		return opts.invalid === "keep" ? all : "\ufffd";
	});
}
