// The shift report printed on a thermal roll (issue 43): the JSON report (report.ts) as receipt rows,
// laid out by the sale receipt's own HTML and PDF renderers (receipts/html.ts, receipts/pdf.ts), in
// Indonesian or English by Accept-Language. Amounts and times print as on receipts (Rp 48.840,
// 24/11/2026 14.05 WIB), never as ISO timestamps.
import type { Lang } from "../../../platform/locale";
import type { OutletRow } from "../outlets/store";
import { localTime, type Receipt, type Row, rupiah } from "../receipts/receipt";
import { PAYMENT_METHODS } from "../sales/domain";
import type { ShiftReportView } from "./report";

const LABELS = {
	id: {
		X: "LAPORAN X",
		Z: "LAPORAN Z",
		shift: "Shift",
		opened: "Dibuka",
		closed: "Ditutup",
		printed: "Dicetak",
		sales: "Penjualan",
		subtotal: "Subtotal",
		discounts: "Diskon",
		tax: "Pajak",
		serviceCharge: "Biaya layanan",
		total: "Total",
		voids: "Void",
		returns: "Retur",
		net: "Bersih",
		methods: { CASH: "Tunai", QRIS: "QRIS", CARD: "Kartu", OTHER: "Lainnya" },
		movements: "Kas masuk/keluar",
		types: { paid_in: "Kas masuk", paid_out: "Kas keluar", drop: "Setor brankas" },
		float: "Modal awal",
		cashSales: "Penjualan tunai",
		cashVoids: "Void tunai",
		cashRefunds: "Refund tunai",
		expected: "Kas seharusnya",
		counted: "Kas dihitung",
		difference: "Selisih",
		staff: "Per kasir",
		salesCount: (n: number) => `${n} penjualan`,
		moves: (n: number) => `${n} gerak kas`,
		voidCount: (n: number) => `${n} void`,
		returnCount: (n: number) => `${n} retur`,
	},
	en: {
		X: "X REPORT",
		Z: "Z REPORT",
		shift: "Shift",
		opened: "Opened",
		closed: "Closed",
		printed: "Printed",
		sales: "Sales",
		subtotal: "Subtotal",
		discounts: "Discounts",
		tax: "Tax",
		serviceCharge: "Service charge",
		total: "Total",
		voids: "Voids",
		returns: "Returns",
		net: "Net",
		methods: { CASH: "Cash", QRIS: "QRIS", CARD: "Card", OTHER: "Other" },
		movements: "Cash in/out",
		types: { paid_in: "Paid in", paid_out: "Paid out", drop: "Drop to safe" },
		float: "Opening float",
		cashSales: "Cash sales",
		cashVoids: "Cash voids",
		cashRefunds: "Cash refunds",
		expected: "Expected cash",
		counted: "Counted cash",
		difference: "Difference",
		staff: "By staff",
		salesCount: (n: number) => `${n} sales`,
		moves: (n: number) => `${n} cash ${n === 1 ? "move" : "moves"}`,
		voidCount: (n: number) => `${n} ${n === 1 ? "void" : "voids"}`,
		returnCount: (n: number) => `${n} ${n === 1 ? "return" : "returns"}`,
	},
} as const;

/** An amount taken out, printed negative ("-Rp 5.000"); nothing taken prints "Rp 0", not "-Rp 0". */
const minus = (n: number) => rupiah(n ? -n : 0);

const percent = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 2 });

export interface PrintInput {
	report: ShiftReportView;
	outlet: Pick<OutletRow, "name" | "timezone"> | null;
	businessName: string;
	lang: Lang;
	widthMm: 58 | 80;
	now: number;
}

/** The report as the receipt renderers' model: a header, sales, voids, tax, cash, movements, staff. */
export function reportReceipt(p: PrintInput): Receipt & { title: string; lang: Lang } {
	const L = LABELS[p.lang];
	const r = p.report;
	const zone = p.outlet?.timezone ?? "Asia/Jakarta";
	const at = (ms: number | null) => (ms === null ? "" : localTime(ms, zone));
	const ms = (s: string | null) => (s === null ? null : Date.parse(s));
	const header: Row[] = [
		...[p.businessName.trim(), p.outlet?.name.trim() ?? ""]
			.filter((x, i, all) => x && all.indexOf(x) === i)
			.map((left, i) => ({ left, center: true, strong: i === 0 })),
		// The id alone on its line: beside a label it would squeeze the label on a 58 mm roll.
		{ left: `${L.shift} ${r.shiftId}`, center: true },
		{ left: L.opened, right: at(ms(r.openedAt)) },
		...(r.closedAt ? [{ left: L.closed, right: at(ms(r.closedAt)) }] : []),
		{ left: L.printed, right: at(p.now) },
	];
	const sales: Row[] = [
		{ left: `${L.sales} (${r.sales.count})`, strong: true },
		{ left: L.subtotal, right: rupiah(r.sales.subtotal) },
		{ left: L.discounts, right: minus(r.sales.discountTotal) },
		...(r.sales.serviceChargeTotal ? [{ left: L.serviceCharge, right: rupiah(r.sales.serviceChargeTotal) }] : []),
		...r.taxes
			.filter((t) => t.amount)
			.map((t) => ({ left: `${t.name} ${percent.format(t.rateBps / 100)}%`, right: rupiah(t.amount) })),
		{ left: L.total, right: rupiah(r.sales.total), strong: true },
		...PAYMENT_METHODS.map((m) => ({
			left: `${L.methods[m]} (${r.byMethod[m].count})`,
			right: rupiah(r.byMethod[m].amount),
			indent: true,
		})),
		{ left: `${L.voids} (${r.voids.count})`, right: minus(r.voids.total) },
		{ left: `${L.returns} (${r.returns.count})`, right: minus(r.returns.total) },
		...PAYMENT_METHODS.filter((m) => r.returns.byMethod[m]).map((m) => ({
			left: L.methods[m],
			right: minus(r.returns.byMethod[m]),
			indent: true,
		})),
		{ left: L.net, right: rupiah(r.netTotal), strong: true },
	];
	const c = r.cash;
	const cash: Row[] = [
		{ left: L.float, right: rupiah(c.openingFloat) },
		{ left: L.cashSales, right: rupiah(c.cashSales) },
		{ left: L.cashVoids, right: minus(c.cashVoids) },
		{ left: L.cashRefunds, right: minus(c.cashRefunds) },
		{ left: L.types.paid_in, right: rupiah(c.paidIn) },
		{ left: L.types.paid_out, right: minus(c.paidOut) },
		{ left: L.types.drop, right: minus(c.drops) },
		{ left: L.expected, right: rupiah(c.expected), strong: true },
		...(c.counted === null ? [] : [{ left: L.counted, right: rupiah(c.counted) }]),
		...(c.difference === null ? [] : [{ left: L.difference, right: rupiah(c.difference), strong: true }]),
	];
	const movements: Row[] = r.cashMovements.length
		? [
				{ left: L.movements, strong: true },
				...r.cashMovements.flatMap((m) => [
					{ left: L.types[m.type], right: m.type === "paid_in" ? rupiah(m.amount) : minus(m.amount) },
					{ left: at(ms(m.createdAt)), indent: true },
					{ left: m.reason, indent: true },
				]),
			]
		: [];
	const staff: Row[] = r.byStaff.length
		? [
				{ left: L.staff, strong: true },
				...r.byStaff.flatMap((s) => [
					{ left: s.name ?? s.actor },
					{ left: L.salesCount(s.salesCount), right: rupiah(s.salesTotal), indent: true },
					...(s.voidsCount ? [{ left: L.voidCount(s.voidsCount), right: minus(s.voidsTotal), indent: true }] : []),
					...(s.returnsCount
						? [{ left: L.returnCount(s.returnsCount), right: minus(s.returnsTotal), indent: true }]
						: []),
					...(s.movements ? [{ left: L.moves(s.movements), right: rupiah(s.movementsNet), indent: true }] : []),
				]),
			]
		: [];
	return {
		widthMm: p.widthMm,
		saleId: r.shiftId,
		status: r.status,
		mark: L[r.kind],
		title: `${L[r.kind]} ${r.shiftId}`,
		lang: p.lang,
		sections: [header, sales, cash, movements, staff].filter((s) => s.length),
	};
}
