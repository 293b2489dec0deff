// The return receipt (issue 43): what a till prints when goods come back, in the sale receipt's
// order and labels (Indonesian, as receipts are) and through its HTML and PDF renderers: the shop,
// the return and the sale it belongs to, each line with its quantity, reason and its share of the
// line total, the amounts as a sale receipt prints them (the order discount's share taken off, the
// service charge and tax shares added) to the total given back, then how the money went back.
import type { Env } from "../../../env";
import { notFound, type PosScope } from "../context";
import { getOutlet } from "../outlets/store";
import {
	centred,
	headerRows,
	linesOf,
	localTime,
	METHOD_LABELS,
	pct,
	type Receipt,
	type Row,
	rupiah,
	taxLabel,
} from "../receipts/receipt";
import { getSale } from "../sales/store";
import { readSettings } from "../settings/store";
import type { TaxLine } from "../tax/rules";
import { getReturn, type RefundRow, type ReturnItemRow, type ReturnRow } from "./store";

const STATUS_NOTE: Record<RefundRow["status"], string | null> = {
	succeeded: null,
	pending: "menunggu",
	failed: "GAGAL",
};

function itemRows(i: ReturnItemRow): Row[] {
	const rows: Row[] = [
		{ left: i.name, right: rupiah(i.total) },
		{ left: `${i.quantity} × dikembalikan${i.restock ? "" : " (tidak masuk stok)"}`, indent: true },
	];
	if (i.reason) rows.push({ left: `Alasan: ${i.reason}`, indent: true });
	return rows;
}

function totalRows(r: ReturnRow, sale: { taxInclusive: number; serviceChargeBps: number }): Row[] {
	const rows: Row[] = [{ left: "Subtotal", right: rupiah(r.subtotal) }];
	if (r.orderDiscount > 0) rows.push({ left: "Diskon pesanan", right: rupiah(-r.orderDiscount) });
	if (r.serviceCharge > 0)
		rows.push({ left: `Biaya layanan ${pct(sale.serviceChargeBps)}`, right: rupiah(r.serviceCharge) });
	for (const t of JSON.parse(r.taxes) as TaxLine[])
		if (t.amount > 0) rows.push({ left: taxLabel(t.rateBps, !!sale.taxInclusive, t.name), right: rupiah(t.amount) });
	rows.push({ left: "Total dikembalikan", right: rupiah(r.total), strong: true });
	return rows;
}

const refundRows = (refunds: RefundRow[]): Row[] =>
	refunds.map((f) => {
		const note = STATUS_NOTE[f.status];
		return { left: `Refund ${METHOD_LABELS[f.method]}${note ? ` (${note})` : ""}`, right: rupiah(f.amount) };
	});

/** The return's receipt at this width; 404 when the sale or the return is not this workspace's. */
export async function loadReturnReceipt(
	env: Env,
	s: PosScope,
	saleId: string,
	returnId: string,
	widthMm: 58 | 80,
): Promise<Receipt> {
	const [found, sale] = await Promise.all([getReturn(env, s, saleId, returnId), getSale(env, s, saleId)]);
	if (!found || !sale) throw notFound("return");
	const [outlet, settings] = await Promise.all([getOutlet(env, s, found.ret.outletId), readSettings(env, s)]);
	const zone = outlet?.timezone ?? "Asia/Jakarta";
	const r = found.ret;
	const meta: Row[] = [
		{ left: "RETUR", center: true, strong: true },
		// Ids alone on their lines: beside a label a 30-character id squeezes it to a letter a line on 58 mm.
		{ left: r.id, center: true },
		{ left: "atas penjualan", center: true },
		{ left: saleId, center: true },
		{ left: "Tgl. jual", right: localTime(sale.sale.soldAt, zone) },
		{ left: "Waktu", right: localTime(r.createdAt, zone) },
	];
	if (sale.customer?.name) meta.push({ left: "Pelanggan", right: sale.customer.name });
	const note = linesOf(r.note);
	const footer = linesOf(outlet?.receiptFooter);
	const sections = [
		headerRows({ outlet, businessName: settings.businessName }),
		meta,
		found.items.flatMap(itemRows),
		totalRows(r, sale.sale),
		refundRows(found.refunds),
		note.map((l, i) => ({ left: i === 0 ? `Catatan: ${l}` : l })),
		footer.length ? centred(footer) : [],
	];
	return {
		widthMm,
		saleId: r.id,
		status: "RETURN",
		title: `Retur ${r.id}`,
		mark: null,
		sections: sections.filter((x) => x.length),
	};
}
