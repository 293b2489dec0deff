// The receipt model (issue 19): a sale, its outlet and the business as the rows a receipt prints, in the
// order Square, Loyverse and Moka print them. Pure: html.ts and pdf.ts only lay these rows out, so both
// formats say the same thing and the PDF cache key can be a hash of this model (print.ts).
//
// Labels are Indonesian, as the tills using this service print them: Subtotal, Diskon, Biaya layanan 5%,
// each tax by its name and rate (PPN 11%, PB1 10% (termasuk)),
// Total, Tunai / QRIS / Kartu / Lainnya, Diterima, Kembalian, Catatan, BELUM DIBAYAR, VOID, Alasan.

import type { OutletRow } from "../outlets/store";
import type { ItemRow, PaymentRow, SaleRow } from "../sales/store";
import type { TaxLine } from "../tax/rules";

/** One printed row: text on the left, an amount flush right, optionally indented, bold or centred. */
export interface Row {
	left: string;
	right?: string;
	indent?: boolean;
	strong?: boolean;
	center?: boolean;
}

export interface Receipt {
	widthMm: 58 | 80;
	saleId: string;
	/** A sale's status; a shift report (cash/print-report.ts) prints through the same renderers with its shift's. */
	status: SaleRow["status"] | "OPEN" | "CLOSED" | "RETURN";
	/** The document's title; default "Struk <saleId>". */
	title?: string;
	/** The document's language; default id (receipts print in Indonesian). */
	lang?: "id" | "en";
	/** "VOID" for a voided sale, "BELUM DIBAYAR" for a parked bill; null for a paid receipt. */
	mark: string | null;
	/** Blocks separated by a dashed rule. */
	sections: Row[][];
}

export interface ReceiptInput {
	sale: SaleRow;
	items: ItemRow[];
	payments: PaymentRow[];
	customer: { name: string } | null;
	outlet: Pick<OutletRow, "name" | "address" | "phone" | "timezone" | "receiptHeader" | "receiptFooter"> | null;
	businessName: string;
}

export const METHOD_LABELS: Record<PaymentRow["method"], string> = {
	CASH: "Tunai",
	QRIS: "QRIS",
	CARD: "Kartu",
	OTHER: "Lainnya",
};

const idr = new Intl.NumberFormat("id-ID", { style: "currency", currency: "IDR", maximumFractionDigits: 0 });
/** Whole rupiah as id-ID prints them ("Rp 48.840"); ICU puts a no-break space after "Rp", printers want a plain one. */
export const rupiah = (n: number) => idr.format(n).replace(/[\u00a0\u202f]/g, " ");

export const percent = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 2 });
export const pct = (bps: number) => `${percent.format(bps / 100)}%`;
/** "PPN 11%", "PB1 10% (termasuk)": the name and rate kept on the sale, so a later change never reprints. */
export const taxLabel = (bps: number, inclusive: boolean, name = "PPN") =>
	`${name} ${pct(bps)}${inclusive ? " (termasuk)" : ""}`;

/**
 * "24/11/2026 14.05 WIB": day/month/year and the 24-hour clock with id-ID's dot, in the outlet's zone.
 * Built from parts so the comma ICU puts between date and time never depends on the ICU build.
 */
export function localTime(ms: number, timeZone: string) {
	const parts = new Intl.DateTimeFormat("id-ID", {
		timeZone,
		day: "2-digit",
		month: "2-digit",
		year: "numeric",
		hour: "2-digit",
		minute: "2-digit",
		hourCycle: "h23",
		timeZoneName: "short",
	}).formatToParts(new Date(ms));
	const p = (t: Intl.DateTimeFormatPartTypes) => parts.find((x) => x.type === t)?.value ?? "";
	return `${p("day")}/${p("month")}/${p("year")} ${p("hour")}.${p("minute")} ${p("timeZoneName")}`.trim();
}

/** Multi-line texts (address, receiptHeader/Footer, note) print line by line; blank lines are dropped. */
export const linesOf = (s: string | null | undefined) =>
	(s ?? "")
		.split(/\r\n|[\r\n\u2028\u2029]/)
		.map((l) => l.trim())
		.filter(Boolean);

export const centred = (texts: string[], strongFirst = false): Row[] =>
	texts.map((left, i) => (strongFirst && i === 0 ? { left, center: true, strong: true } : { left, center: true }));

export function headerRows(r: Pick<ReceiptInput, "outlet" | "businessName">): Row[] {
	const o = r.outlet;
	const business = r.businessName.trim();
	const outlet = o?.name.trim() ?? "";
	// A one-shop business often names the outlet as the business: print it once.
	const names = outlet && outlet !== business ? [business, outlet] : [business];
	return [
		...centred(names.filter(Boolean), true),
		...centred(linesOf(o?.address)),
		...centred(o?.phone ? [`Telp. ${o.phone}`] : []),
		...centred(linesOf(o?.receiptHeader)),
	];
}

function metaRows(r: ReceiptInput, zone: string): Row[] {
	const rows: Row[] = [
		// The id alone and centred: beside a label it squeezes the label to a letter a line on 58 mm.
		{ left: r.sale.id, center: true },
		{ left: "Waktu", right: localTime(r.sale.soldAt, zone) },
	];
	if (r.customer?.name) rows.push({ left: "Pelanggan", right: r.customer.name });
	return rows;
}

const itemModifiers = (i: ItemRow) => {
	try {
		const m = JSON.parse(i.modifiers) as Array<{ name: string; price: number }>;
		return Array.isArray(m) ? m : [];
	} catch {
		return [];
	}
};

/** Name and line total; under it quantity × unit (unit includes the modifiers), each modifier, the discount. */
function itemRows(i: ItemRow): Row[] {
	return [
		{ left: i.name, right: rupiah(i.total) },
		{ left: `${i.quantity} × ${rupiah(i.unit)}`, indent: true },
		...itemModifiers(i).map((m) => ({ left: `+ ${m.name}`, right: rupiah(m.price), indent: true })),
		...(i.discount > 0 ? [{ left: "Diskon", right: rupiah(-i.discount), indent: true }] : []),
	];
}

/** The sale's taxes (one per rate); a sale stored without them has its one standard rate. */
function taxesOf(s: SaleRow): TaxLine[] {
	try {
		const t = JSON.parse(s.taxes) as TaxLine[];
		if (Array.isArray(t) && t.length) return t;
	} catch {}
	return [
		{ category: "standard", name: "PPN", rateBps: s.taxRateBps, taxable: s.total - s.taxTotal, amount: s.taxTotal },
	];
}

/** Subtotal, order discount, service charge, each tax at a rate above 0 (name and rate), Total. */
function totalRows(s: SaleRow): Row[] {
	const rows: Row[] = [{ left: "Subtotal", right: rupiah(s.subtotal) }];
	if (s.orderDiscount > 0) rows.push({ left: "Diskon pesanan", right: rupiah(-s.orderDiscount) });
	if (s.serviceChargeTotal > 0)
		rows.push({ left: `Biaya layanan ${pct(s.serviceChargeBps)}`, right: rupiah(s.serviceChargeTotal) });
	for (const t of taxesOf(s))
		if (t.rateBps > 0) rows.push({ left: taxLabel(t.rateBps, !!s.taxInclusive, t.name), right: rupiah(t.amount) });
	rows.push({ left: "Total", right: rupiah(s.total), strong: true });
	return rows;
}

/** Each payment; cash shows what was handed over, and the change closes the block. */
function paymentRows(s: SaleRow, payments: PaymentRow[]): Row[] {
	const rows: Row[] = [];
	for (const p of payments) {
		rows.push({ left: METHOD_LABELS[p.method], right: rupiah(p.amount) });
		if (p.method === "CASH") rows.push({ left: "Diterima", right: rupiah(p.tendered), indent: true });
	}
	if (payments.some((p) => p.method === "CASH")) rows.push({ left: "Kembalian", right: rupiah(s.changeTotal) });
	return rows;
}

function voidRows(s: SaleRow, zone: string): Row[] {
	const rows: Row[] = [{ left: "*** VOID ***", center: true, strong: true }];
	if (s.voidedAt) rows.push({ left: `Dibatalkan ${localTime(s.voidedAt, zone)}`, center: true });
	if (s.voidReason) rows.push({ left: `Alasan: ${s.voidReason}`, center: true });
	return rows;
}

/** The receipt a sale prints at this width. A PARKED sale is a bill: no payments, marked unpaid. */
export function buildReceipt(r: ReceiptInput, widthMm: 58 | 80): Receipt {
	const s = r.sale;
	const zone = r.outlet?.timezone ?? "Asia/Jakarta";
	const sections: Row[][] = [headerRows(r), metaRows(r, zone), r.items.flatMap(itemRows), totalRows(s)];
	if (s.status === "PARKED") sections.push([{ left: "BELUM DIBAYAR", center: true, strong: true }]);
	else if (r.payments.length) sections.push(paymentRows(s, r.payments));
	if (s.status === "VOIDED") sections.push(voidRows(s, zone));
	const note = linesOf(s.note);
	if (note.length) sections.push(note.map((l, i) => ({ left: i === 0 ? `Catatan: ${l}` : l })));
	const footer = linesOf(r.outlet?.receiptFooter);
	if (footer.length) sections.push(centred(footer));
	return {
		widthMm,
		saleId: s.id,
		status: s.status,
		mark: s.status === "VOIDED" ? "VOID" : s.status === "PARKED" ? "BELUM DIBAYAR" : null,
		sections: sections.filter((x) => x.length),
	};
}
