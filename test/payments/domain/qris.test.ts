import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	CITY_MAX,
	crc16,
	crcValid,
	NAME_MAX,
	parseTlv,
	qrisPayload,
	qrText,
	readQris,
	tlv,
} from "../../../src/services/payments/charges/domain/qris";

// Issue 39: the QRIS waiting page shows a QR code of an EMVCo merchant-presented payload.

const base = {
	merchantPan: "936000000000000012",
	merchantId: "ID1234567890123",
	mcc: "5999",
	amount: 150_000,
	merchantName: "Toko Budi",
	city: "Jakarta",
	reference: "a1b2c3d4e5f6a1b2c3d4e5f6",
};

describe("crc16 (CCITT-FALSE)", () => {
	it("has the standard check value and pads to four upper-case digits", () => {
		expect(crc16("123456789")).toBe("29B1");
		expect(crc16("")).toBe("FFFF");
		expect(crc16("A")).toMatch(/^[0-9A-F]{4}$/);
	});
});

describe("qrisPayload", () => {
	it("writes the fields in EMVCo order with a valid CRC", () => {
		const p = qrisPayload(base);
		expect(p.startsWith("000201010212")).toBe(true);
		expect(crcValid(p)).toBe(true);
		const f = readQris(p) as Map<string, string>;
		expect([...f.keys()]).toEqual(["00", "01", "26", "52", "53", "54", "58", "59", "60", "62", "63"]);
		expect(f.get("53")).toBe("360");
		expect(f.get("54")).toBe("150000");
		expect(f.get("58")).toBe("ID");
		expect(f.get("59")).toBe("Toko Budi");
		expect(f.get("60")).toBe("Jakarta");
		expect(parseTlv(f.get("26") as string)?.[0]).toEqual({ id: "00", value: "ID.CO.QRIS.WWW" });
		expect(parseTlv(f.get("62") as string)).toEqual([{ id: "05", value: base.reference }]);
	});

	it("folds and cuts the name (25) and city (15); refuses a non-positive amount", () => {
		const f = readQris(
			qrisPayload({ ...base, merchantName: "Kedai Kopi Sëñor — Cabang Kemang Raya", city: "Daerah Khusus Ibukota" }),
		) as Map<string, string>;
		expect(f.get("59")).toBe("Kedai Kopi Senor Cabang K");
		expect((f.get("60") as string).length).toBeLessThanOrEqual(CITY_MAX);
		expect(() => qrisPayload({ ...base, amount: 0 })).toThrow(RangeError);
		expect(() => qrisPayload({ ...base, amount: 1.5 })).toThrow(RangeError);
	});

	it("a changed character breaks the CRC", () => {
		const p = qrisPayload(base);
		expect(crcValid(p.replace("150000", "150001"))).toBe(false);
		expect(readQris(`${p.slice(0, -4)}0000`.replace(/0000$/, p.slice(-4) === "0000" ? "0001" : "0000"))).toBeNull();
		expect(crcValid("nonsense")).toBe(false);
	});

	it("property: any amount, name, city and reference give a payload that parses back, CRC valid, lengths kept", () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 1, max: 10_000_000_000 }),
				fc.string({ maxLength: 60 }),
				fc.string({ maxLength: 40 }),
				fc.stringMatching(/^[0-9a-z]{1,30}$/),
				(amount, merchantName, city, reference) => {
					const p = qrisPayload({ ...base, amount, merchantName, city, reference });
					expect(crcValid(p)).toBe(true);
					const fields = parseTlv(p);
					expect(fields).not.toBeNull();
					// Round trip: writing the parsed fields again gives the same string.
					expect((fields ?? []).map((x) => tlv(x.id, x.value)).join("")).toBe(p);
					const f = readQris(p) as Map<string, string>;
					expect(f.get("54")).toBe(String(amount));
					expect((f.get("59") as string).length).toBeLessThanOrEqual(NAME_MAX);
					expect((f.get("60") as string).length).toBeLessThanOrEqual(CITY_MAX);
					expect(f.get("59")).toMatch(/^[\x20-\x7e]+$/);
				},
			),
		);
	});

	it("property: parseTlv inverts tlv for any list of fields", () => {
		const field = fc.record({
			id: fc.stringMatching(/^\d{2}$/),
			value: fc.string({ maxLength: 99, unit: fc.constantFrom(..."AZaz09 .-/") }),
		});
		fc.assert(
			fc.property(fc.array(field, { maxLength: 12 }), (fields) => {
				expect(parseTlv(fields.map((x) => tlv(x.id, x.value)).join(""))).toEqual(fields);
			}),
		);
	});

	it("qrText keeps printable ASCII only", () => {
		expect(qrText("Café Ñusantara\u200b", 25)).toBe("Cafe Nusantara");
		expect(qrText("  ", 25)).toBe("");
	});
});
