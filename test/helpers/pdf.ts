// Reading back PDFs the app drew with pdf-lib's standard fonts: pdf-lib writes each line as a hex
// string shown with Tj (WinAnsi bytes) in a Flate-encoded content stream.
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from "pdf-lib";

/** The text drawn on page `n` (0-based), line by line, and the number of rectangles drawn. */
export async function pdfPageText(bytes: Uint8Array, n = 0) {
	const doc = await PDFDocument.load(bytes);
	const contents = doc.getPage(n).node.Contents();
	const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
	let ops = "";
	for (const s of streams)
		if (s instanceof PDFRawStream) ops += new TextDecoder("latin1").decode(decodePDFRawStream(s).decode());
	const lines = [...ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) =>
		new TextDecoder("windows-1252").decode(
			Uint8Array.from((m[1] as string).match(/../g) ?? [], (h) => parseInt(h, 16)),
		),
	);
	return { lines, text: lines.join("\n"), rects: (ops.match(/\bre\b/g) ?? []).length, pages: doc.getPageCount() };
}
