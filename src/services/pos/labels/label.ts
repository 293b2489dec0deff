// The label model (issue 20): a shipment and the caller's flags as the texts a shipping label prints.
// Pure: pdf.ts only lays it out, and the R2 key is a hash of it (print.ts), so the cached PDF changes
// exactly when the printed label would.
//
// Headings are Indonesian, as the couriers' own labels print them: Penerima, Pengirim, Ongkir, Asuransi,
// Isi paket, Catatan.

import { rupiah } from "../receipts/receipt";
import { LABEL_SIZES, type LabelOptions, type LabelSize } from "./schemas";
import type { LabelShipment } from "./store";

export interface LabelItem {
	/** "Kaos Polos × 2 · 400 g" */
	text: string;
	/** Description and "SKU: …", each when its flag is on and the item has one. */
	details: string[];
}

export interface Label {
	size: LabelSize;
	widthMm: number;
	heightMm: number;
	shipmentId: string;
	waybill: string;
	/** "JNE REG" */
	courier: string;
	courierType: string | null;
	recipient: { name: string; phone: string | null; address: string; postalCode: string; note: string | null };
	sender: { name: string; phone: string | null; address: string; postalCode: string };
	/** Ongkir and Asuransi rows, each when its flag is on. */
	charges: Array<{ label: string; value: string }>;
	/** Null when showItems is off. */
	items: { summary: string; lines: LabelItem[] } | null;
}

/** Each word as its first and last character around three stars: "Budi Santoso" → "B***i S***o". */
export function maskName(name: string) {
	return name
		.trim()
		.split(/\s+/)
		.filter(Boolean)
		.map((word) => {
			const chars = Array.from(word);
			if (chars.length <= 1) return word;
			if (chars.length === 2) return `${chars[0]}*`;
			return `${chars[0]}***${chars[chars.length - 1]}`;
		})
		.join(" ");
}

const kg = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 2 });
/** Grams as a label prints them: "400 g", "1,25 kg". */
export const weight = (grams: number) => (grams < 1000 ? `${grams} g` : `${kg.format(grams / 1000)} kg`);

type Json = Record<string, unknown>;
/** The row's JSON columns are written by shipments; a malformed one prints blanks rather than failing. */
function parse(json: string): unknown {
	try {
		return JSON.parse(json);
	} catch {
		return null;
	}
}
const object = (json: string): Json => {
	const v = parse(json);
	return v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : {};
};
const text = (v: unknown) => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");
const count = (v: unknown) => (typeof v === "number" && Number.isFinite(v) && v > 0 ? Math.round(v) : 0);

function itemsOf(json: string, o: LabelOptions): Label["items"] {
	const raw = parse(json);
	const rows = (Array.isArray(raw) ? raw : []).filter((r): r is Json => !!r && typeof r === "object");
	let pieces = 0;
	let grams = 0;
	const lines = rows.map((r) => {
		const quantity = count(r.quantity) || 1;
		const lineGrams = count(r.weight) * quantity;
		pieces += quantity;
		grams += lineGrams;
		const details: string[] = [];
		if (o.showItemDescriptions && text(r.description)) details.push(text(r.description));
		if (o.showItemSkus && text(r.sku)) details.push(`SKU: ${text(r.sku)}`);
		return { text: `${text(r.name) || "-"} × ${quantity} · ${weight(lineGrams)}`, details };
	});
	return { summary: `Isi paket: ${pieces} barang, ${weight(grams)}`, lines };
}

/** The label of a booked shipment (the caller has checked that it has a waybill). */
export function buildLabel(s: LabelShipment & { waybillId: string }, o: LabelOptions): Label {
	const [widthMm, heightMm] = LABEL_SIZES[o.size];
	const to = object(s.destination);
	const from = object(s.origin);
	const name = text(to.name);
	const charges: Label["charges"] = [];
	if (o.showShippingCost) charges.push({ label: "Ongkir", value: rupiah(s.price) });
	if (o.showInsurance)
		charges.push({ label: "Asuransi", value: s.insured ? rupiah(s.insurance) : "Tidak diasuransikan" });
	return {
		size: o.size,
		widthMm,
		heightMm,
		shipmentId: s.id,
		waybill: s.waybillId,
		courier: `${s.courierCode} ${s.courierServiceCode}`.toUpperCase(),
		courierType: s.courierType,
		recipient: {
			name: o.maskRecipientName ? maskName(name) : name,
			phone: o.showRecipientPhone ? text(to.phone) : null,
			address: text(to.address),
			postalCode: text(to.postalCode),
			note: text(to.note) || null,
		},
		sender: {
			name: text(from.contactName),
			phone: o.showSenderPhone ? text(from.phone) : null,
			address: text(from.address),
			postalCode: text(from.postalCode),
		},
		charges,
		items: o.showItems ? itemsOf(s.items, o) : null,
	};
}
