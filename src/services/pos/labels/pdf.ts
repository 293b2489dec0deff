// The shipping label PDF, drawn with pdf-lib: one page of exactly the size asked, top-down: courier,
// the waybill as a Code 128 barcode with its text, recipient, sender, then the optional charges and
// contents. A sticker cannot grow, so what does not fit is cut from the bottom (the contents first, with
// a "+N lagi" line) and long addresses stop at a size-dependent number of lines with "…".
//
// Standard fonts (Helvetica) only encode WinAnsi: text goes through receipts' winAnsi() first, so an
// address in Arabic or Chinese prints "?"s instead of throwing.

import {
	fill,
	PDFDocument,
	type PDFFont,
	type PDFPage,
	popGraphicsState,
	pushGraphicsState,
	rectangle,
	rgb,
	StandardFonts,
	setFillingGrayscaleColor,
} from "pdf-lib";
import { fitEllipsis, measure, winAnsi, wrapWords } from "../../../platform/pdf-text";
import { code128, QUIET } from "./code128";
import type { Label } from "./label";

const PT_PER_MM = 72 / 25.4;
const BLACK = rgb(0, 0, 0);
/** A 203 dpi thermal head's dot: bars a whole number of dots wide print sharp. */
const DOT_MM = 25.4 / 203;

interface Metrics {
	margin: number;
	size: number;
	courier: number;
	barHeight: number;
	/** The widest module a scanner wants (a barcode across all of an A4 page reads badly). */
	maxModuleMm: number;
	/** Line caps: recipient address, sender address, note. */
	caps: [number, number, number];
}

const METRICS: Record<Label["size"], Metrics> = {
	a4: { margin: 12, size: 11, courier: 22, barHeight: 22, maxModuleMm: 0.5, caps: [10, 6, 4] },
	"thermal-100x150": { margin: 4, size: 9, courier: 16, barHeight: 16, maxModuleMm: 0.4, caps: [6, 3, 3] },
	"thermal-80x100": { margin: 3, size: 7.5, courier: 12, barHeight: 11, maxModuleMm: 0.33, caps: [4, 2, 2] },
};

type Fonts = { regular: PDFFont; bold: PDFFont };
let charset: ReadonlySet<number> | null = null;

/** Writes top-down; y is the distance from the top edge. A line that does not fit is dropped. */
class Sheet {
	y: number;
	readonly inner: number;
	constructor(
		readonly page: PDFPage,
		readonly fonts: Fonts,
		readonly m: Metrics,
	) {
		this.y = m.margin * PT_PER_MM;
		this.inner = page.getWidth() - 2 * m.margin * PT_PER_MM;
	}
	get left() {
		return this.m.margin * PT_PER_MM;
	}
	/** Room left above the bottom margin. */
	get room() {
		return this.page.getHeight() - this.left - this.y;
	}
	lineHeight(size = this.m.size) {
		return size * 1.25;
	}
	/** One line; false (and nothing drawn) when it does not fit. */
	line(text: string, o: { size?: number; bold?: boolean; align?: "left" | "center" | "right"; indent?: number } = {}) {
		const size = o.size ?? this.m.size;
		if (this.room < this.lineHeight(size)) return false;
		const font = o.bold ? this.fonts.bold : this.fonts.regular;
		const t = this.fit(winAnsi(text, charset as ReadonlySet<number>), font, size, this.inner - (o.indent ?? 0));
		const w = font.widthOfTextAtSize(t, size);
		const x =
			o.align === "center"
				? (this.page.getWidth() - w) / 2
				: o.align === "right"
					? this.left + this.inner - w
					: this.left + (o.indent ?? 0);
		this.page.drawText(t, { x, y: this.page.getHeight() - this.y - size * 0.95, size, font, color: BLACK });
		this.y += this.lineHeight(size);
		return true;
	}
	/** Words over at most `cap` lines, the last one ending in "…" when the text is longer. */
	wrapped(text: string, cap: number, o: { size?: number; bold?: boolean; indent?: number } = {}) {
		const size = o.size ?? this.m.size;
		const font = o.bold ? this.fonts.bold : this.fonts.regular;
		const width = this.inner - (o.indent ?? 0);
		// A word wider than the line keeps a line of its own; line() ends it with "…".
		const lines = wrapWords(winAnsi(text, charset as ReadonlySet<number>), measure(font, size), width, false).filter(
			Boolean,
		);
		const shown = lines.slice(0, cap);
		if (lines.length > cap) shown[cap - 1] = `${shown[cap - 1]}…`;
		for (const l of shown) this.line(l, o);
	}
	/** Cuts a line to the width with "…" (linear in the line: issue 37 item 1b). */
	fit(t: string, font: PDFFont, size: number, width: number) {
		return fitEllipsis(t, measure(font, size), width);
	}
	rule(dashed = false) {
		const gap = this.m.size * 0.5;
		if (this.room < gap * 2) return;
		const y = this.page.getHeight() - this.y - gap;
		const right = this.left + this.inner;
		this.page.drawLine({
			start: { x: this.left, y },
			end: { x: right, y },
			thickness: dashed ? 0.5 : 1.2,
			color: BLACK,
			...(dashed ? { dashArray: [2, 2] } : {}),
		});
		this.y += gap * 2;
	}
	/** The waybill as Code 128, centred, with the quiet zones kept clear; text only if it cannot be encoded. */
	barcode(waybill: string) {
		let symbol: ReturnType<typeof code128>;
		try {
			symbol = code128(waybill);
		} catch {
			return;
		}
		const fitMm = this.inner / PT_PER_MM / symbol.totalModules;
		let moduleMm = Math.min(this.m.maxModuleMm, fitMm);
		if (moduleMm >= 2 * DOT_MM) moduleMm = Math.floor(moduleMm / DOT_MM) * DOT_MM;
		const module = moduleMm * PT_PER_MM;
		const height = this.m.barHeight * PT_PER_MM;
		let x = (this.page.getWidth() - symbol.totalModules * module) / 2 + QUIET * module;
		const bottom = this.page.getHeight() - this.y - height;
		// One path of `re` bars filled once: a few bytes a bar, where drawRectangle writes a dozen operators.
		const bars = symbol.widths.flatMap((w, i) => {
			const at = x;
			x += w * module;
			return i % 2 === 0 ? [rectangle(at, bottom, w * module, height)] : [];
		});
		this.page.pushOperators(pushGraphicsState(), setFillingGrayscaleColor(0), ...bars, fill(), popGraphicsState());
		this.y += height + this.m.size * 0.4;
	}
}

function party(sheet: Sheet, heading: string, p: Label["sender"], cap: number, nameSize: number) {
	sheet.line(heading, { bold: true });
	sheet.wrapped(p.name || "-", 2, { size: nameSize, bold: true });
	if (p.phone) sheet.line(`Telp: ${p.phone}`);
	if (p.address) sheet.wrapped(p.address, cap);
	if (p.postalCode) sheet.line(`Kode pos: ${p.postalCode}`);
}

function contents(sheet: Sheet, items: NonNullable<Label["items"]>) {
	sheet.line(items.summary, { bold: true });
	const rows = items.lines.flatMap((l) => [
		{ text: l.text, indent: 0 },
		...l.details.map((text) => ({ text, indent: 8 })),
	]);
	const h = sheet.lineHeight();
	for (const [i, row] of rows.entries()) {
		const last = i === rows.length - 1;
		// Keep a line for "+N lagi" unless this is the last row.
		if (sheet.room < h * (last ? 1 : 2)) {
			sheet.line(`+${rows.length - i} baris lagi`, { indent: 0 });
			return;
		}
		sheet.line(row.text, { indent: row.indent });
	}
}

/** The label as PDF bytes: one page of exactly label.widthMm × label.heightMm. */
export async function labelPdf(label: Label): Promise<Uint8Array<ArrayBuffer>> {
	const doc = await PDFDocument.create();
	const fonts = {
		regular: await doc.embedFont(StandardFonts.Helvetica),
		bold: await doc.embedFont(StandardFonts.HelveticaBold),
	};
	charset ??= new Set(fonts.regular.getCharacterSet());
	const m = METRICS[label.size];
	const page = doc.addPage([label.widthMm * PT_PER_MM, label.heightMm * PT_PER_MM]);
	const sheet = new Sheet(page, fonts, m);
	sheet.line(label.courier, { size: m.courier, bold: true });
	sheet.line(label.courierType ? `${label.courierType} · ${label.shipmentId}` : label.shipmentId, {
		size: m.size * 0.85,
	});
	sheet.rule();
	sheet.barcode(label.waybill);
	sheet.line(label.waybill, { size: m.size * 1.3, bold: true, align: "center" });
	sheet.rule();
	const { note, ...recipient } = label.recipient;
	party(sheet, "Penerima", recipient, m.caps[0], m.size * 1.3);
	if (note) sheet.wrapped(`Catatan: ${note}`, m.caps[2]);
	sheet.rule(true);
	party(sheet, "Pengirim", label.sender, m.caps[1], m.size);
	if (label.charges.length) sheet.rule(true);
	for (const c of label.charges) {
		const y = sheet.y;
		if (sheet.line(`${c.label}:`)) {
			sheet.y = y;
			sheet.line(c.value, { align: "right", bold: true });
		}
	}
	if (label.items) {
		sheet.rule(true);
		contents(sheet, label.items);
	}
	doc.setTitle(`Label ${label.waybill}`);
	doc.setProducer("Pasar POS");
	doc.setCreator("Pasar POS");
	// pdf-lib writes into a fresh ArrayBuffer (its typings only say ArrayBufferLike).
	return (await doc.save()) as Uint8Array<ArrayBuffer>;
}
