// The hosted invoice as an A4 PDF (issue 39): the same document as the page (model.ts), drawn by the
// platform's PDF writer. Open invoices say what is due and when; paid ones read as a receipt.
import { formatMoney } from "../../../../platform/locale";
import { documentPdf, type PdfBlock } from "../../../../platform/pdf-document";
import { statusWord } from "../statuses";
import { billToLines, type InvoiceDoc, issuerLines } from "./model";
import { INVOICE_WORDS } from "./words";

export function invoicePdf(doc: InvoiceDoc): Promise<Uint8Array<ArrayBuffer>> {
	const { inv, lang, brand } = doc;
	const t = INVOICE_WORDS[lang];
	const money = (n: number) => formatMoney(n, inv.currency, lang);
	const paid = inv.status === "paid";
	const facts: Array<[string, string]> = [
		[t.number, inv.number],
		[t.status, statusWord("invoice", inv.status, lang)],
		[t.issued, doc.issued],
	];
	if (doc.due && !paid) facts.push([t.due, doc.due]);
	if (doc.paidAt) facts.push([t.paidOn, doc.paidAt]);
	if (doc.paidWith) facts.push([t.paidWith, doc.paidWith]);
	const totals: Array<{ label: string; value: string; bold?: boolean }> = [
		{ label: t.subtotal, value: money(inv.subtotal) },
	];
	if (inv.discount) totals.push({ label: t.discount, value: `-${money(inv.discount)}` });
	totals.push({ label: t.total, value: money(inv.total), bold: true });
	if (paid) totals.push({ label: t.amountPaid, value: money(inv.amount_paid) });
	totals.push({ label: t.amountDue, value: money(inv.status === "open" ? inv.amount_due : 0), bold: true });
	const blocks: PdfBlock[] = [
		{ kind: "title", text: `${paid ? t.receipt : t.title} ${inv.number}` },
		{
			kind: "columns",
			cols: [
				{ heading: t.from, lines: issuerLines(brand, lang) },
				{ heading: t.billedTo, lines: billToLines(doc.customer) },
			],
		},
		{ kind: "facts", rows: facts },
		{
			kind: "table",
			head: [t.description, t.qty, t.amount],
			widths: [0.62, 0.1, 0.28],
			align: ["left", "right", "right"],
			rows: doc.lines.map((l) => ({ cells: [l.name, String(l.quantity), money(l.amount)], note: l.period })),
		},
		{ kind: "totals", rows: totals },
	];
	if (paid) blocks.push({ kind: "text", text: t.paidText, bold: true });
	return documentPdf({ title: `${t.title} ${inv.number}`, author: brand.displayName, blocks });
}
