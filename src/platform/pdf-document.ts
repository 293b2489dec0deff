// A4 business documents as PDF (hosted invoices and payment receipts, issue 39), drawn with pdf-lib
// (pure JS: it runs in workerd) in Helvetica. The standard fonts need no font file in the bundle but
// only encode WinAnsi, so every text goes through winAnsi() (a name in another script prints "?"s
// rather than throwing). A document is a list of blocks laid out top-down; a block that does not fit
// starts a new page. Callers pass words already formatted for people (money, dates in words).
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { measure, winAnsi, wrapWords } from "./pdf-text";

export type PdfBlock =
	/** The document's name, large. */
	| { kind: "title"; text: string }
	/** Paragraph(s): "\n" starts a new line; long lines wrap. */
	| { kind: "text"; text: string; bold?: boolean; muted?: boolean; size?: number }
	/** Two blocks of lines side by side (issuer | bill-to), each with a small heading. */
	| { kind: "columns"; cols: Array<{ heading: string; lines: string[] }> }
	/** Label: value rows (number, dates, status). */
	| { kind: "facts"; rows: Array<[string, string]> }
	/** A table: widths are fractions of the text width; a right-aligned column never wraps. */
	| {
			kind: "table";
			head: string[];
			widths: number[];
			align: Array<"left" | "right">;
			rows: Array<{ cells: string[]; note?: string }>;
	  }
	/** Totals at the right: label and amount, the bold ones emphasised. */
	| { kind: "totals"; rows: Array<{ label: string; value: string; bold?: boolean }> }
	| { kind: "rule" };

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const SIZE = 10;
const LEADING = 1.4;
const INK = rgb(0.12, 0.14, 0.16);
const MUTED = rgb(0.35, 0.39, 0.43);
const LINE = rgb(0.82, 0.84, 0.87);

interface Fonts {
	regular: PDFFont;
	bold: PDFFont;
	charset: ReadonlySet<number>;
}

/** Lays blocks onto A4 pages, y measured down from the top margin. */
class Writer {
	private page: PDFPage;
	private y = MARGIN;
	readonly width = A4[0] - 2 * MARGIN;
	constructor(
		private readonly doc: PDFDocument,
		private readonly f: Fonts,
	) {
		this.page = doc.addPage(A4);
	}
	private room(h: number) {
		if (this.y + h <= A4[1] - MARGIN) return;
		this.page = this.doc.addPage(A4);
		this.y = MARGIN;
	}
	clean = (t: string) => winAnsi(t, this.f.charset);
	wrap(t: string, font: PDFFont, size: number, width: number) {
		return t
			.split("\n")
			.flatMap((line) => wrapWords(this.clean(line), measure(font, size), width))
			.filter((l, _i, all) => l !== "" || all.length === 1);
	}
	draw(text: string, x: number, size: number, o: { bold?: boolean; muted?: boolean; right?: boolean } = {}) {
		const font = o.bold ? this.f.bold : this.f.regular;
		const w = font.widthOfTextAtSize(text, size);
		this.page.drawText(text, {
			x: o.right ? x - w : x,
			y: A4[1] - this.y - size,
			size,
			font,
			color: o.muted ? MUTED : INK,
		});
	}
	/** Wrapped lines at x within width; returns the height used (no advance). */
	lines(lines: string[], x: number, size: number, o: { bold?: boolean; muted?: boolean; right?: boolean } = {}) {
		const y0 = this.y;
		lines.forEach((l, i) => {
			this.y = y0 + i * size * LEADING;
			this.draw(l, x, size, o);
		});
		this.y = y0;
		return lines.length * size * LEADING;
	}
	rule(y = this.y) {
		this.page.drawLine({
			start: { x: MARGIN, y: A4[1] - y },
			end: { x: MARGIN + this.width, y: A4[1] - y },
			thickness: 0.75,
			color: LINE,
		});
	}
	block(b: PdfBlock) {
		const { regular, bold } = this.f;
		switch (b.kind) {
			case "title": {
				this.room(30);
				this.draw(this.clean(b.text), MARGIN, 20, { bold: true });
				this.y += 34;
				return;
			}
			case "text": {
				const size = b.size ?? SIZE;
				const lines = this.wrap(b.text, b.bold ? bold : regular, size, this.width);
				this.room(lines.length * size * LEADING);
				this.y += this.lines(lines, MARGIN, size, b) + 4;
				return;
			}
			case "columns": {
				const colW = (this.width - 20) / b.cols.length;
				const wrapped = b.cols.map((c) => c.lines.flatMap((l) => this.wrap(l, regular, SIZE, colW)));
				const h = Math.max(...wrapped.map((w) => w.length)) * SIZE * LEADING + 16;
				this.room(h);
				const y0 = this.y;
				b.cols.forEach((c, i) => {
					const x = MARGIN + i * (colW + 20);
					this.y = y0;
					this.draw(this.clean(c.heading).toUpperCase(), x, 8, { bold: true, muted: true });
					this.y = y0 + 14;
					this.lines(wrapped[i] as string[], x, SIZE);
				});
				this.y = y0 + h + 8;
				return;
			}
			case "facts": {
				for (const [k, v] of b.rows) {
					const lines = this.wrap(v, regular, SIZE, this.width * 0.65);
					this.room(lines.length * SIZE * LEADING);
					this.draw(this.clean(k), MARGIN, SIZE, { muted: true });
					this.y += this.lines(lines, MARGIN + this.width * 0.35, SIZE);
				}
				this.y += 8;
				return;
			}
			case "table": {
				const xs = b.widths.reduce<number[]>((acc, _w, i) => {
					acc.push(i === 0 ? MARGIN : (acc[i - 1] as number) + (b.widths[i - 1] as number) * this.width);
					return acc;
				}, []);
				const cellX = (i: number) =>
					b.align[i] === "right" ? (xs[i] as number) + (b.widths[i] as number) * this.width : (xs[i] as number);
				const row = (cells: string[], o: { bold?: boolean; muted?: boolean }, note?: string) => {
					const wrapped = cells.map((c, i) =>
						b.align[i] === "right"
							? [this.clean(c)]
							: this.wrap(c, o.bold ? bold : regular, SIZE, (b.widths[i] as number) * this.width - 8),
					);
					const noteLines = note ? this.wrap(note, regular, 8.5, (b.widths[0] as number) * this.width - 8) : [];
					const h = Math.max(...wrapped.map((w) => w.length)) * SIZE * LEADING + noteLines.length * 8.5 * LEADING;
					this.room(h + 8);
					this.y += 4;
					wrapped.forEach((w, i) => {
						this.lines(w, cellX(i), SIZE, { ...o, right: b.align[i] === "right" });
					});
					if (noteLines.length) {
						const y0 = this.y;
						this.y += (wrapped[0] as string[]).length * SIZE * LEADING;
						this.lines(noteLines, MARGIN, 8.5, { muted: true });
						this.y = y0;
					}
					this.y += h + 4;
					this.rule();
				};
				row(b.head, { bold: true, muted: true });
				for (const r of b.rows) row(r.cells, {}, r.note);
				this.y += 6;
				return;
			}
			case "totals": {
				const right = MARGIN + this.width;
				for (const r of b.rows) {
					this.room(SIZE * LEADING + 4);
					this.draw(this.clean(r.label), MARGIN + this.width * 0.5, SIZE, { bold: r.bold });
					this.draw(this.clean(r.value), right, SIZE, { bold: r.bold, right: true });
					this.y += SIZE * LEADING + 4;
				}
				this.y += 6;
				return;
			}
			case "rule": {
				this.room(12);
				this.y += 6;
				this.rule();
				this.y += 6;
				return;
			}
		}
	}
}

/** The document as PDF bytes (A4, as many pages as it needs). */
export async function documentPdf(o: {
	title: string;
	author: string;
	blocks: PdfBlock[];
}): Promise<Uint8Array<ArrayBuffer>> {
	const doc = await PDFDocument.create();
	const regular = await doc.embedFont(StandardFonts.Helvetica);
	const bold = await doc.embedFont(StandardFonts.HelveticaBold);
	const w = new Writer(doc, { regular, bold, charset: new Set(regular.getCharacterSet()) });
	for (const b of o.blocks) w.block(b);
	doc.setTitle(winAnsi(o.title, new Set(regular.getCharacterSet())));
	doc.setAuthor(winAnsi(o.author, new Set(regular.getCharacterSet())));
	doc.setProducer("Pasar");
	doc.setCreator("Pasar");
	// pdf-lib writes into a fresh ArrayBuffer (its typings only say ArrayBufferLike).
	return (await doc.save()) as Uint8Array<ArrayBuffer>;
}
