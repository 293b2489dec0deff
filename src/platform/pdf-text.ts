// Text for PDFs drawn with pdf-lib's standard fonts (POS receipts and labels, checkout receipts):
// winAnsi() makes any text encodable, and line breaking in time linear in the text (issue 37 item 1b). pdf-lib
// measures a string by summing glyph widths plus the kerning of each adjacent pair, so the width of a
// prefix grows by one glyph and one pair per character: each is measured once (and cached) instead of
// re-measuring every candidate prefix, which made one long word cost about the cube of its length.
//
// Text here has been through winAnsi(): one UTF-16 unit per character.

import type { PDFFont } from "pdf-lib";

export interface Measure {
	/** Width of `c` alone. */
	glyph(c: string): number;
	/** What `b` adds after `a`: its width and the pair's kerning. */
	step(a: string | undefined, b: string): number;
	/** Width of the whole text, as font.widthOfTextAtSize gives it. */
	text(t: string): number;
}

export function measure(font: PDFFont, size: number): Measure {
	const glyphs = new Map<string, number>();
	const pairs = new Map<string, number>();
	const glyph = (c: string) => {
		let w = glyphs.get(c);
		if (w === undefined) glyphs.set(c, (w = font.widthOfTextAtSize(c, size)));
		return w;
	};
	const step = (a: string | undefined, b: string) => {
		if (a === undefined) return glyph(b);
		const key = a + b;
		let w = pairs.get(key);
		if (w === undefined) pairs.set(key, (w = font.widthOfTextAtSize(key, size) - glyph(a)));
		return w;
	};
	const text = (t: string) => {
		let w = 0;
		for (let i = 0; i < t.length; i++) w += step(t[i - 1], t[i]);
		return w;
	};
	return { glyph, step, text };
}

/**
 * Words to lines no wider than `width`; a word wider than a line is cut where it must be (at least one
 * character a line). With `cut: false` a too-wide word keeps a line of its own, uncut (the label draws it
 * with an ellipsis).
 */
export function wrapWords(text: string, m: Measure, width: number, cut = true): string[] {
	const lines: string[] = [];
	let line = "";
	let lineW = 0;
	for (const word of text.split(" ")) {
		if (!word) continue;
		const wordW = m.text(word);
		if (line) {
			const joined = lineW + m.step(line[line.length - 1], " ") + m.step(" ", word[0]) - m.glyph(word[0]) + wordW;
			if (joined <= width) {
				line = `${line} ${word}`;
				lineW = joined;
				continue;
			}
			lines.push(line);
		}
		if (wordW <= width || !cut) {
			line = word;
			lineW = wordW;
			continue;
		}
		// Greedy cut: each piece takes characters while they fit, never fewer than one.
		let start = 0;
		let w = 0;
		for (let i = 0; i < word.length; i++) {
			const next = w + (i > start ? m.step(word[i - 1], word[i]) : m.glyph(word[i]));
			if (next > width && i > start) {
				lines.push(word.slice(start, i));
				start = i;
				w = m.glyph(word[i]);
			} else w = next;
		}
		line = word.slice(start);
		lineW = w;
	}
	if (line || !lines.length) lines.push(line);
	return lines;
}

/** The text, or its longest prefix that fits `width` with "…" after it (at least one character). */
export function fitEllipsis(t: string, m: Measure, width: number): string {
	if (m.text(t) <= width) return t;
	let n = 1;
	let w = m.glyph(t[0] ?? "");
	for (let i = 1; i < t.length; i++) {
		const next = w + m.step(t[i - 1], t[i]);
		if (next + m.step(t[i], "…") > width) break;
		w = next;
		n = i + 1;
	}
	return `${t.slice(0, n)}…`;
}

/** C0 and C1 controls, DEL, zero-width spaces and joiners, the word joiner and the BOM. */
const isInvisible = (c: number) =>
	c < 0x20 || (c >= 0x7f && c <= 0x9f) || (c >= 0x200b && c <= 0x200d) || c === 0x2060 || c === 0xfeff;

/**
 * The standard fonts only encode WinAnsi (cp1252): text the font can encode: NFC, odd spaces as a
 * space, invisible characters dropped, the rest "?" (a name in Arabic or emoji prints, never throws).
 */
export function winAnsi(text: string, charset: ReadonlySet<number>) {
	let out = "";
	for (const ch of text.normalize("NFC")) {
		const code = ch.codePointAt(0) as number;
		if (/\s/.test(ch)) out += " ";
		else if (isInvisible(code)) continue;
		else out += charset.has(code) ? ch : "?";
	}
	return out;
}
