import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { code128, pattern, QUIET } from "../../../src/services/pos/labels/code128";

// Expected values are worked out here from the standard's table (value = ASCII − 32 in set B, the digit
// pair's number in set C; Start B 104, Start C 105, Code C 99, Code B 100), never read back from the encoder.
const B = (s: string) => Array.from(s, (c) => (c.codePointAt(0) as number) - 32);
const weighted = (symbols: number[]) => symbols.reduce((sum, v, i) => sum + v * Math.max(i, 1), 0) % 103;
/** Bar/space widths as the standard's table prints them (ISO/IEC 15417 table 1, one row per value). */
const TABLE: Record<number, string> = {
	0: "212222",
	17: "123221",
	18: "223211",
	19: "221132",
	35: "131321",
	42: "112133",
	48: "313121",
	55: "311321",
	99: "113141",
	100: "114131",
	104: "211214",
	105: "211232",
	106: "2331112",
};

describe("Code 128: published examples", () => {
	it("PJJ123C: Wikipedia's worked example sums to 878 → 54 with Start A; with Start B it is 879 → 55", () => {
		// Wikipedia (Code 128, check digit calculation): 103 + 48 + 84 + 126 + 68 + 90 + 114 + 245 = 878, 878 mod 103 = 54.
		const startA = 103 + 48 * 1 + 42 * 2 + 42 * 3 + 17 * 4 + 18 * 5 + 19 * 6 + 35 * 7;
		expect([startA, startA % 103]).toEqual([878, 54]);
		const r = code128("PJJ123C");
		expect(r.values).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55]);
		expect(r.checksum).toBe(55);
		// The widths are the table's rows in order, then the stop.
		const rows = [104, 48, 42, 42, 17, 18, 19, 35, 55, 106].map((v) => Array.from(TABLE[v] as string, Number));
		expect(r.widths).toEqual(rows.flat());
		expect(r.totalModules).toBe(11 * 9 + 13 + 20);
	});

	it("barcoderesource.com's examples: 'abcdef' in B → 97, '345678' in C → 73", () => {
		expect(code128("abcdef").values).toEqual([104, 65, 66, 67, 68, 69, 70, 97]);
		expect(code128("345678").values).toEqual([105, 34, 56, 78, 73]);
	});

	it("HI345678 switches to C for the digits (barcodeisland's example, Start B): 1407 mod 103 = 68", () => {
		const sum = 104 + 40 * 1 + 41 * 2 + 99 * 3 + 34 * 4 + 56 * 5 + 78 * 6;
		expect([sum, sum % 103]).toEqual([1407, 68]);
		expect(code128("HI345678").values).toEqual([104, 40, 41, 99, 34, 56, 78, 68]);
	});

	it("RI 476 394 652 CH (a UPU item id): the spaces cut the digits into runs of three, so all of it is B", () => {
		const symbols = [104, ...B("RI 476 394 652 CH")];
		expect(symbols.slice(1, 4)).toEqual([50, 41, 0]);
		expect(code128("RI 476 394 652 CH").values).toEqual([...symbols, weighted(symbols)]);
	});

	it("uses C only where it is shorter: an odd run leaves one digit in B, a tie stays in B", () => {
		// A12345: A, 1 in B, then C for 23 45 (6 symbols) rather than all B (7).
		expect(code128("A12345").values).toEqual([104, 33, 17, 99, 23, 45, 64]);
		// 12A: Start C 12 Code B A and Start B 1 2 A are both 4 symbols; no switch wins.
		expect(code128("12A").values.slice(0, -1)).toEqual([104, 17, 18, 33]);
		// 1234567890: all pairs in C.
		expect(code128("1234567890").values).toEqual([105, 12, 34, 56, 78, 90, 85]);
		// AB123456: a run of six at the end is worth the switch.
		expect(code128("AB123456").values).toEqual([104, 33, 34, 99, 12, 34, 56, 26]);
		// 1234AB: start in C, back to B.
		expect(code128("1234AB").values.slice(0, -1)).toEqual([105, 12, 34, 100, 33, 34]);
		// A single digit and 00 (set C value 0).
		expect(code128("7").values).toEqual([104, 23, (104 + 23) % 103]);
		expect(code128("00").values).toEqual([105, 0, 105 % 103]);
	});

	it("refuses an empty text and characters outside set B", () => {
		for (const bad of ["", "ÄB", "A\nB", "号码", "😀"]) expect(() => code128(bad)).toThrow(RangeError);
	});
});

describe("Code 128: properties", () => {
	const printable = fc.string({
		unit: fc.integer({ min: 32, max: 126 }).map((c) => String.fromCharCode(c)),
		minLength: 1,
	});
	const digitsHeavy = fc.string({ unit: fc.constantFrom("0", "1", "9", "5", "A", "-"), minLength: 1, maxLength: 40 });

	it("every symbol's pattern is 3 bars and 3 spaces summing to 11 modules; the stop has 7 summing to 13", () => {
		for (let v = 0; v <= 105; v++) {
			expect(pattern(v)).toHaveLength(6);
			expect(pattern(v).reduce((a, b) => a + b, 0)).toBe(11);
		}
		expect(pattern(106).reduce((a, b) => a + b, 0)).toBe(13);
		for (const [v, row] of Object.entries(TABLE)) expect(pattern(Number(v))).toEqual(Array.from(row, Number));
		// 107 distinct patterns: no two values read alike.
		expect(new Set(Array.from({ length: 107 }, (_, v) => pattern(v).join(""))).size).toBe(107);
	});

	it("total width = 11 × symbols + 13 + quiet zones; widths alternate bar/space, starting and ending with a bar", () => {
		fc.assert(
			fc.property(fc.oneof(printable, digitsHeavy), (text) => {
				const r = code128(text);
				const modules = r.widths.reduce((a, b) => a + b, 0);
				expect(modules).toBe(11 * r.values.length + 13);
				expect(r.totalModules).toBe(modules + 2 * QUIET);
				expect(r.widths.length % 2).toBe(1);
				expect(r.widths.every((w) => w >= 1 && w <= 4)).toBe(true);
			}),
		);
	});

	it("the check symbol is the weighted sum mod 103, and decoding the symbols gives the text back", () => {
		fc.assert(
			fc.property(fc.oneof(printable, digitsHeavy), (text) => {
				const { values, checksum } = code128(text);
				const data = values.slice(0, -1);
				expect(checksum).toBe(weighted(data));
				let set = data[0] === 105 ? "C" : "B";
				let out = "";
				for (const v of data.slice(1)) {
					if (set === "B" && v === 99) set = "C";
					else if (set === "C" && v === 100) set = "B";
					else out += set === "B" ? String.fromCharCode(v + 32) : String(v).padStart(2, "0");
				}
				expect(out).toBe(text);
			}),
		);
	});

	it("is never longer than all-B", () => {
		fc.assert(fc.property(digitsHeavy, (text) => code128(text).values.length <= text.length + 2));
	});
});
