// QR codes as inline SVG for hosted pages (issue 39: a QRIS payment's code, an e-wallet's code for
// desktop): uqr encodes; the drawing merges each row's dark modules into runs, so a QRIS-sized code
// (≈ 45 × 45 modules) is about 4 KB of markup instead of uqr renderSVG's one path per module (≈ 20 KB),
// which keeps a page under its 30 KB budget. No script, no image request: the CSP stays strict.
import { encode } from "uqr";

/** An SVG (viewBox in modules, a quiet zone of `border` modules) of `text` at error correction M. */
export function qrSvg(text: string, border = 3): string {
	const { size, data } = encode(text, { ecc: "M", border });
	let d = "";
	for (let y = 0; y < size; y++) {
		const row = data[y] as boolean[];
		for (let x = 0; x < size; x++) {
			if (!row[x]) continue;
			let n = 1;
			while (x + n < size && row[x + n]) n++;
			d += `M${x} ${y}h${n}v1h-${n}z`;
			x += n - 1;
		}
	}
	return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges" aria-hidden="true" focusable="false"><rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${d}"/></svg>`;
}
