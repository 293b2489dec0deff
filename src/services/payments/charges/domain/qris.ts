// QRIS payloads (issue 39): the EMVCo merchant-presented QR string a QRIS payment is scanned from —
// tag-length-value fields, two-digit ids and lengths, closed by a CRC16/CCITT-FALSE over everything
// up to and including "6304". Pure; the simulated provider builds one, a real provider's string is
// shown as it came (parseTlv and crcValid only read it).

/** One field: two-digit id, its value (length ≤ 99). */
export interface Tlv {
	id: string;
	value: string;
}

/** CRC16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor) as 4 upper-case hex digits. */
export function crc16(text: string): string {
	let crc = 0xffff;
	for (const byte of new TextEncoder().encode(text)) {
		crc ^= byte << 8;
		for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
	}
	return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** id + two-digit length + value; a value longer than 99 characters cannot be written. */
export function tlv(id: string, value: string): string {
	if (!/^\d{2}$/.test(id)) throw new RangeError(`TLV id ${id} is not two digits`);
	if (value.length > 99) throw new RangeError(`TLV ${id} is ${value.length} characters (at most 99)`);
	return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

/** The fields of a TLV string, in order; null when it does not parse exactly to its end. */
export function parseTlv(text: string): Tlv[] | null {
	const out: Tlv[] = [];
	let i = 0;
	while (i < text.length) {
		const head = text.slice(i, i + 4);
		if (!/^\d{4}$/.test(head)) return null;
		const len = Number(head.slice(2));
		if (i + 4 + len > text.length) return null;
		out.push({ id: head.slice(0, 2), value: text.slice(i + 4, i + 4 + len) });
		i += 4 + len;
	}
	return out;
}

/** Whether a payload ends in "6304" + the CRC of everything before those four digits. */
export function crcValid(payload: string): boolean {
	if (payload.length < 8 || payload.slice(-8, -4) !== "6304") return false;
	return crc16(payload.slice(0, -4)) === payload.slice(-4).toUpperCase();
}

/** Merchant names and cities in QR payloads are ASCII (the "ANS" set): accents folded, the rest dropped, cut to `max`. */
export function qrText(text: string, max: number): string {
	const folded = text
		.normalize("NFKD")
		.replace(/[^\x20-\x7e]/g, "")
		.replace(/\s+/g, " ")
		.trim();
	return folded.slice(0, max).trim();
}

export interface QrisInput {
	/** Merchant PAN (tag 26 sub-tag 01), digits. */
	merchantPan: string;
	/** Merchant id at the acquirer (tag 26 sub-tag 02). */
	merchantId: string;
	/** ISO 18245 merchant category code, 4 digits. */
	mcc: string;
	/** Whole rupiah (IDR has no minor unit in this service). */
	amount: number;
	merchantName: string;
	city: string;
	/** The payment's reference (tag 62 sub-tag 05, reference label), at most 25 characters. */
	reference: string;
}

export const QRIS_GUID = "ID.CO.QRIS.WWW";
export const NAME_MAX = 25;
export const CITY_MAX = 15;
export const REFERENCE_MAX = 25;

/**
 * A dynamic (point of initiation "12") QRIS payload for one amount: 00 format "01", 01 "12", 26
 * merchant account (GUID, PAN, merchant id, criteria), 52 MCC, 53 "360" (IDR), 54 amount, 58 "ID",
 * 59 name ≤ 25, 60 city ≤ 15, 62 additional data (05 reference), 63 CRC.
 */
export function qrisPayload(q: QrisInput): string {
	if (!Number.isSafeInteger(q.amount) || q.amount <= 0) throw new RangeError("QRIS amount must be a positive integer");
	if (!/^\d{4}$/.test(q.mcc)) throw new RangeError("MCC must be 4 digits");
	const name = qrText(q.merchantName, NAME_MAX) || "MERCHANT";
	const city = qrText(q.city, CITY_MAX) || "JAKARTA";
	const reference = qrText(q.reference, REFERENCE_MAX);
	const account = tlv("00", QRIS_GUID) + tlv("01", q.merchantPan) + tlv("02", q.merchantId) + tlv("03", "UMI");
	const body =
		tlv("00", "01") +
		tlv("01", "12") +
		tlv("26", account) +
		tlv("52", q.mcc) +
		tlv("53", "360") +
		tlv("54", String(q.amount)) +
		tlv("58", "ID") +
		tlv("59", name) +
		tlv("60", city) +
		tlv("62", tlv("05", reference)) +
		"6304";
	return body + crc16(body);
}

/** The fields of a QRIS payload by id (top level), or null when it does not parse or its CRC is wrong. */
export function readQris(payload: string): Map<string, string> | null {
	if (!crcValid(payload)) return null;
	const fields = parseTlv(payload);
	return fields ? new Map(fields.map((f) => [f.id, f.value])) : null;
}
