// The receipt PDF of a completed checkout (issue 39: "Download receipt"), drawn with pdf-lib in
// workerd: an A5 page per ~30 lines with the merchant, the receipt's facts, the lines and the total.
// Standard Helvetica needs no font file, and winAnsi() (src/platform/pdf-text.ts, shared with the
// POS receipts) makes any name encodable; long item names wrap with the same linear line breaker.
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import type { Lang } from "../../../platform/locale";
import { measure, winAnsi, wrapWords } from "../../../platform/pdf-text";
import type { CheckoutReceipt } from "./receipt";

const A5: [number, number] = [419.53, 595.28];
const MARGIN = 40;
const SIZE = 10;
const LEADING = 14;
const GREY = rgb(0.35, 0.39, 0.43);

export interface ReceiptPdfInput {
	receipt: CheckoutReceipt;
	merchant: string;
	lang: Lang;
	/** The words of the page: title and field labels. */
	words: {
		receiptPdf: string;
		amount: string;
		paidWith: string;
		paidAt: string;
		reference: string;
		merchant: string;
		item: string;
		total: string;
	};
}

class Writer {
	page!: PDFPage;
	y = 0;
	constructor(
		readonly doc: PDFDocument,
		readonly fonts: { regular: PDFFont; bold: PDFFont; charset: ReadonlySet<number> },
	) {
		this.newPage();
	}
	newPage() {
		this.page = this.doc.addPage(A5);
		this.y = A5[1] - MARGIN;
	}
	/** Room for `h` points, or a new page. */
	need(h: number) {
		if (this.y - h < MARGIN) this.newPage();
	}
	text(t: string, x: number, o: { size?: number; bold?: boolean; right?: boolean; color?: typeof GREY } = {}) {
		const font = o.bold ? this.fonts.bold : this.fonts.regular;
		const size = o.size ?? SIZE;
		const s = winAnsi(t, this.fonts.charset);
		const at = o.right ? x - font.widthOfTextAtSize(s, size) : x;
		this.page.drawText(s, { x: at, y: this.y - size, size, font, color: o.color });
	}
	rule() {
		this.page.drawLine({
			start: { x: MARGIN, y: this.y },
			end: { x: A5[0] - MARGIN, y: this.y },
			thickness: 0.5,
			color: GREY,
		});
		this.y -= 8;
	}
}

/** The receipt as PDF bytes, titled "<Receipt> <payment id>", authored by the merchant, in the page's language. */
export async function checkoutReceiptPdf(i: ReceiptPdfInput): Promise<Uint8Array<ArrayBuffer>> {
	const doc = await PDFDocument.create();
	const regular = await doc.embedFont(StandardFonts.Helvetica);
	const bold = await doc.embedFont(StandardFonts.HelveticaBold);
	const w = new Writer(doc, { regular, bold, charset: new Set(regular.getCharacterSet()) });
	const { receipt: r, words } = i;
	const right = A5[0] - MARGIN;
	w.text(i.merchant || "-", MARGIN, { size: 16, bold: true });
	w.y -= 24;
	w.text(words.receiptPdf, MARGIN, { size: 12, color: GREY });
	w.y -= 24;
	const facts: Array<[string, string | null]> = [
		[words.amount, r.amount],
		[words.paidWith, r.method],
		[words.paidAt, r.paidAt],
		[words.reference, r.reference],
		[words.merchant, i.merchant],
	];
	for (const [label, value] of facts) {
		if (!value) continue;
		w.text(label, MARGIN, { color: GREY });
		w.text(value, MARGIN + 110, { bold: true });
		w.y -= LEADING + 2;
	}
	w.y -= 6;
	w.rule();
	const nameWidth = right - MARGIN - 150;
	const m = measure(regular, SIZE);
	for (const line of r.lines) {
		const rows = wrapWords(winAnsi(line.name, new Set(regular.getCharacterSet())), m, nameWidth);
		w.need(rows.length * LEADING);
		w.text(`x${line.quantity}`, right - 100, { right: true });
		w.text(line.amount, right, { right: true });
		for (const row of rows) {
			w.text(row, MARGIN);
			w.y -= LEADING;
		}
	}
	if (r.lines.length) w.rule();
	w.need(LEADING * 2);
	w.text(words.total, MARGIN, { bold: true, size: 12 });
	w.text(r.amount, right, { bold: true, size: 12, right: true });
	doc.setTitle(`${words.receiptPdf} ${r.reference ?? ""}`.trim());
	doc.setAuthor(i.merchant);
	doc.setSubject(`${r.amount} · ${r.paidAt}`);
	doc.setLanguage(i.lang === "id" ? "id-ID" : "en-US");
	doc.setProducer("Pasar");
	doc.setCreator("Pasar checkout");
	return (await doc.save()) as Uint8Array<ArrayBuffer>;
}
