// Code 128 (ISO/IEC 15417) for a shipping label's waybill: pure, no drawing. Code set B carries printable
// ASCII; code set C carries two digits per symbol, so long digit runs (most waybills are mostly digits)
// print narrower, which matters on an 80 mm label. Which set encodes what is chosen by a shortest-path
// search over (position, set), not by the rule-of-thumb "4 or more digits", so the symbol is the shortest
// B/C encoding; on a tie the one with fewer set switches wins.
//
// Code set A (control characters) and FNC1–4 are left out: a waybill is printable ASCII. Anything else
// is a RangeError, and the label then prints the waybill as text only.

/**
 * The 107 patterns (values 0–105 and stop), as bar/space widths in modules starting with a bar. Each
 * symbol is 11 modules; the stop is 13 (its own 11 plus the 2-module termination bar).
 */
// biome-ignore format: ten symbols a line, as the standard's table reads
const PATTERNS = [
	"212222", "222122", "222221", "121223", "121322", "131222", "122213", "122312", "132212", "221213",
	"221312", "231212", "112232", "122132", "122231", "113222", "123122", "123221", "223211", "221132",
	"221231", "213212", "223112", "312131", "311222", "321122", "321221", "312212", "322112", "322211",
	"212123", "212321", "232121", "111323", "131123", "131321", "112313", "132113", "132311", "211313",
	"231113", "231311", "112133", "112331", "132131", "113123", "113321", "133121", "313121", "211331",
	"231131", "213113", "213311", "213131", "311123", "311321", "331121", "312113", "312311", "332111",
	"314111", "221411", "431111", "111224", "111422", "121124", "121421", "141122", "141221", "112214",
	"112412", "122114", "122411", "142112", "142211", "241211", "221114", "413111", "241112", "134111",
	"111242", "121142", "121241", "114212", "124112", "124211", "411212", "421112", "421211", "212141",
	"214121", "412121", "111143", "111341", "131141", "114113", "114311", "411113", "411311", "113141",
	"114131", "311141", "411131", "211412", "211214", "211232", "2331112",
].map((p) => Array.from(p, Number));

export const CODE_C = 99;
export const CODE_B = 100;
export const START_B = 104;
export const START_C = 105;
export const STOP = 106;
/** The quiet zone each side, in modules: the standard's minimum of 10 X. */
export const QUIET = 10;

/** The bar/space widths of one symbol value (0–106). */
export const pattern = (value: number): readonly number[] => {
	const p = PATTERNS[value];
	if (!p) throw new RangeError(`no Code 128 symbol ${value}`);
	return p;
};

export interface Code128 {
	/** Start, data and switch symbols, then the check symbol (no stop). */
	values: number[];
	checksum: number;
	/** Bar/space widths in modules from the first bar of the start to the stop's termination bar. */
	widths: number[];
	/** Every module including both quiet zones: 11 × values.length + 13 + 2 × QUIET. */
	totalModules: number;
}

const isDigit = (c: number) => c >= 48 && c <= 57;
const isSetB = (c: number) => c >= 32 && c <= 127;

type Cost = [symbols: number, switches: number];
const better = (a: Cost, b: Cost) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);

/** The data symbols (start first, no check) of the shortest B/C encoding. */
function dataSymbols(text: string): number[] {
	const codes = Array.from(text, (ch) => ch.codePointAt(0) as number);
	if (!codes.length) throw new RangeError("Code 128 needs at least one character");
	const bad = codes.find((c) => !isSetB(c));
	if (bad !== undefined) throw new RangeError(`Code 128 set B cannot carry U+${bad.toString(16).padStart(4, "0")}`);
	const n = codes.length;
	const pair = (i: number) => i + 1 < n && isDigit(codes[i] as number) && isDigit(codes[i + 1] as number);
	// best[set][i]: the cheapest way to encode codes[i..] being in `set` at i, and its next step.
	const INF: Cost = [Number.POSITIVE_INFINITY, 0];
	const best = { B: Array<Cost>(n + 1).fill(INF), C: Array<Cost>(n + 1).fill(INF) };
	best.B[n] = [0, 0];
	best.C[n] = [0, 0];
	for (let i = n - 1; i >= 0; i--) {
		// Staying in C needs a digit pair; staying in B takes any character.
		const stayC: Cost = pair(i) ? [(best.C[i + 2] as Cost)[0] + 1, (best.C[i + 2] as Cost)[1]] : INF;
		const stayB: Cost = [(best.B[i + 1] as Cost)[0] + 1, (best.B[i + 1] as Cost)[1]];
		const toB: Cost = [stayB[0] + 1, stayB[1] + 1];
		const toC: Cost = [stayC[0] + 1, stayC[1] + 1];
		best.B[i] = better(toC, stayB) ? toC : stayB;
		best.C[i] = better(toB, stayC) ? toB : stayC;
	}
	const startC = pair(0) && better(best.C[0] as Cost, best.B[0] as Cost);
	let set: "B" | "C" = startC ? "C" : "B";
	const out = [startC ? START_C : START_B];
	for (let i = 0; i < n; ) {
		const stayB: Cost = [(best.B[i + 1] as Cost)[0] + 1, (best.B[i + 1] as Cost)[1]];
		const stayC: Cost | null = pair(i) ? [(best.C[i + 2] as Cost)[0] + 1, (best.C[i + 2] as Cost)[1]] : null;
		const here = best[set][i] as Cost;
		const stays = set === "B" ? stayB : stayC;
		if (stays && stays[0] === here[0] && stays[1] === here[1]) {
			if (set === "B") {
				out.push((codes[i] as number) - 32);
				i++;
			} else {
				out.push(Number(text.slice(i, i + 2)));
				i += 2;
			}
		} else {
			out.push(set === "B" ? CODE_C : CODE_B);
			set = set === "B" ? "C" : "B";
		}
	}
	return out;
}

/** Start value plus each following symbol × its position (1-based), mod 103. */
export const checksumOf = (symbols: readonly number[]) =>
	symbols.reduce((sum, v, i) => sum + v * Math.max(i, 1), 0) % 103;

/** Encodes printable ASCII (a waybill) as Code 128; RangeError for an empty text or another character. */
export function code128(text: string): Code128 {
	const data = dataSymbols(text);
	const checksum = checksumOf(data);
	const values = [...data, checksum];
	const widths = [...values, STOP].flatMap((v) => pattern(v));
	return { values, checksum, widths, totalModules: 11 * values.length + 13 + 2 * QUIET };
}
