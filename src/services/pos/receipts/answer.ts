// How a printable document (a return receipt, a shift report) is answered: never cached (it names
// people and changes), HTML under the receipts' CSP or a PDF rendered now. A sale's receipt answers
// through its own route: its PDF is cached in R2 (print.ts).
import type { Context } from "hono";
import type { AppEnv } from "../../../platform/context";
import { HTML_CSP, receiptHtml } from "./html";
import type { Receipt } from "./receipt";

export async function printedAnswer(c: Context<AppEnv>, doc: Receipt, format: "html" | "pdf", pdfName: string) {
	c.header("Cache-Control", "private, no-store");
	if (format === "html") {
		c.header("Content-Type", "text/html; charset=utf-8");
		c.header("Content-Security-Policy", HTML_CSP);
		return c.body(receiptHtml(doc));
	}
	// Loaded on a PDF only: pdf-lib is not evaluated at the cold start of every other request.
	const { receiptPdf } = await import("./pdf");
	c.header("Content-Type", "application/pdf");
	c.header("Content-Disposition", `inline; filename="${pdfName}"`);
	return c.body(await receiptPdf(doc));
}
