// The PDF receipt, rendered with pdf-lib (pure JS, no fs: it runs in workerd). A thermal roll has a
// fixed width and no fixed length, so the page is 58 or 80 mm wide and exactly as tall as the receipt.
// The standard fonts need no font file in the bundle, but they only encode WinAnsi (cp1252): every
// text goes through winAnsi() first, so a customer named in Arabic, Chinese or emoji prints "?"s
// instead of throwing.

import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { measure, winAnsi, wrapWords } from "../../../platform/pdf-text";
import type { Receipt, Row } from "./receipt";

export { winAnsi };

const PT_PER_MM = 72 / 25.4;
/** 8 pt Courier is 4.8 pt a character: about 30 columns on 58 mm and 43 on 80 mm, as thermal printers print. */
const SIZE = 8;
const LEADING = 10;
const MARK_SIZE = 18;
/** Printers lose a few millimetres at each edge of the roll. */
const MARGIN = 3 * PT_PER_MM;
const INDENT = 3 * SIZE * 0.6;
const GAP = SIZE * 0.6;
const SECTION_GAP = 5;
/** Acrobat's page-size limit (200 in): a very long bill continues on a second page rather than break readers. */
const MAX_PAGE = 14_400;
const BLACK = rgb(0, 0, 0);

export const pageWidth = (mm: 58 | 80) => mm * PT_PER_MM;

/** Words to lines no wider than `width`; a word wider than a line is cut where it must be. Linear in the text. */
export function wrap(text: string, font: PDFFont, width: number): string[] {
	return wrapWords(text, measure(font, SIZE), width);
}

type Op =
	| { kind: "text"; text: string; x: number; y: number; size: number; bold: boolean }
	| { kind: "rule"; y: number; dashed: boolean };

/** Lays rows out top-down (y grows downward), starting a new page only past MAX_PAGE. */
class Layout {
	pages: Array<{ ops: Op[]; height: number }> = [{ ops: [], height: MARGIN }];
	constructor(
		readonly width: number,
		readonly fonts: { regular: PDFFont; bold: PDFFont; charset: ReadonlySet<number> },
	) {}
	get page() {
		return this.pages[this.pages.length - 1] as { ops: Op[]; height: number };
	}
	/** Room for `h` more points on this page, or a new page. */
	reserve(h: number) {
		if (this.page.height + h + MARGIN > MAX_PAGE) this.pages.push({ ops: [], height: MARGIN });
		const y = this.page.height;
		this.page.height += h;
		return y;
	}
	text(text: string, x: number, size: number, bold: boolean, y: number) {
		this.page.ops.push({ kind: "text", text, x, y, size, bold });
	}
	row(r: Row) {
		const font = r.strong ? this.fonts.bold : this.fonts.regular;
		const inner = this.width - 2 * MARGIN;
		const left = winAnsi(r.left, this.fonts.charset);
		const right = r.right === undefined ? "" : winAnsi(r.right, this.fonts.charset);
		const x0 = MARGIN + (r.indent ? INDENT : 0);
		const rightW = right ? font.widthOfTextAtSize(right, SIZE) : 0;
		// A long value (a customer's name, the sale id on 58 mm) drops under its label instead of squeezing it.
		const beside = !right || inner - (x0 - MARGIN) - rightW - GAP >= inner * 0.35;
		const lines = wrap(left, font, beside ? inner - (x0 - MARGIN) - (right ? rightW + GAP : 0) : inner - (x0 - MARGIN));
		lines.forEach((line, i) => {
			const y = this.reserve(LEADING);
			const w = font.widthOfTextAtSize(line, SIZE);
			this.text(line, r.center ? (this.width - w) / 2 : x0, SIZE, !!r.strong, y);
			if (i === 0 && right && beside) this.text(right, this.width - MARGIN - rightW, SIZE, !!r.strong, y);
		});
		if (right && !beside)
			for (const line of wrap(right, font, inner)) {
				const y = this.reserve(LEADING);
				this.text(line, this.width - MARGIN - font.widthOfTextAtSize(line, SIZE), SIZE, !!r.strong, y);
			}
	}
	mark(text: string) {
		const t = winAnsi(text, this.fonts.charset);
		const w = this.fonts.bold.widthOfTextAtSize(t, MARK_SIZE);
		const y = this.reserve(MARK_SIZE + 10);
		this.page.ops.push({ kind: "rule", y, dashed: false });
		this.text(t, (this.width - w) / 2, MARK_SIZE, true, y + 4);
		this.page.ops.push({ kind: "rule", y: y + MARK_SIZE + 8, dashed: false });
	}
	rule() {
		const y = this.reserve(SECTION_GAP * 2);
		this.page.ops.push({ kind: "rule", y: y + SECTION_GAP, dashed: true });
	}
}

function draw(page: PDFPage, ops: Op[], fonts: { regular: PDFFont; bold: PDFFont }) {
	const h = page.getHeight();
	const w = page.getWidth();
	for (const op of ops) {
		if (op.kind === "rule") {
			const y = h - op.y;
			page.drawLine({
				start: { x: MARGIN, y },
				end: { x: w - MARGIN, y },
				thickness: op.dashed ? 0.5 : 1.5,
				color: BLACK,
				...(op.dashed ? { dashArray: [2, 2] } : {}),
			});
		} else {
			// y is the top of the line box; the baseline sits about 80% of the size below it.
			const baseline = h - op.y - op.size * 0.8 - (LEADING - SIZE) / 2;
			page.drawText(op.text, { x: op.x, y: baseline, size: op.size, font: op.bold ? fonts.bold : fonts.regular });
		}
	}
}

/** The receipt as PDF bytes: one page as tall as the receipt (more only past 200 inches). */
export async function receiptPdf(r: Receipt): Promise<Uint8Array<ArrayBuffer>> {
	const doc = await PDFDocument.create();
	const regular = await doc.embedFont(StandardFonts.Courier);
	const bold = await doc.embedFont(StandardFonts.CourierBold);
	const fonts = { regular, bold, charset: new Set(regular.getCharacterSet()) };
	const width = pageWidth(r.widthMm);
	const layout = new Layout(width, fonts);
	if (r.mark) layout.mark(r.mark);
	r.sections.forEach((section, i) => {
		if (i > 0) layout.rule();
		for (const row of section) layout.row(row);
	});
	for (const p of layout.pages) draw(doc.addPage([width, p.height + MARGIN]), p.ops, fonts);
	doc.setTitle(r.title ?? `Struk ${r.saleId}`);
	doc.setProducer("Pasar POS");
	doc.setCreator("Pasar POS");
	// pdf-lib writes into a fresh ArrayBuffer (its typings only say ArrayBufferLike).
	return (await doc.save()) as Uint8Array<ArrayBuffer>;
}
