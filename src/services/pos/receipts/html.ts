// The printable HTML receipt: one self-contained document (inline stylesheet, no fonts, images or
// scripts), sized for a thermal roll so the browser's print dialog sends it to a 58 or 80 mm printer
// as is. Every value from the sale, outlet or customer passes through esc(): notes and names are
// typed by people, and this page is opened in the merchant's browser.

import type { Receipt, Row } from "./receipt";

// Defence in depth behind esc(): the document needs its inline stylesheet and nothing else.
export const HTML_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => ESCAPES[ch] as string);

/**
 * The stylesheet at the roll's width; the same sizes on screen and on paper, margins left to the printer.
 * A 58 mm roll keeps 2 mm a side so a 30-character id (txn_…, shf_…) fits one line, as 58 mm printers' 32 columns do.
 */
const style = (mm: 58 | 80) => `
@page { size: ${mm}mm auto; margin: 0 }
* { box-sizing: border-box }
html, body { margin: 0; padding: 0; background: #fff; color: #000 }
body { width: ${mm}mm; padding: ${mm === 58 ? 2 : 3}mm; font: ${mm === 58 ? 11 : 12}px/1.35 "Courier New", Courier, monospace }
.mark { margin: 0 0 2mm; padding: 1mm 0; border: 2px solid #000; text-align: center; font-size: 2em; font-weight: 700; letter-spacing: .1em }
section { padding: 1.5mm 0; border-top: 1px dashed #000 }
section:first-of-type { border-top: 0 }
.row { display: flex; justify-content: space-between; gap: 2mm }
.row .l { flex: 1 1 auto; min-width: 0; overflow-wrap: anywhere; white-space: pre-wrap }
.row .r { flex: 0 0 auto; text-align: right; white-space: nowrap }
.indent .l { padding-left: 3mm }
.strong { font-weight: 700 }
.center { justify-content: center; text-align: center }
.vh { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap }
@media screen and (min-width: 480px) { html { background: #eee } body { margin: 24px auto; box-shadow: 0 1px 4px rgba(0,0,0,.25) } }
@media print { body { padding: 0 1mm } }
`;

function row(r: Row) {
	const cls = ["row", r.indent && "indent", r.strong && "strong", r.center && "center"].filter(Boolean).join(" ");
	const right = r.right === undefined ? "" : `<span class="r">${esc(r.right)}</span>`;
	return `<div class="${cls}"><span class="l">${esc(r.left)}</span>${right}</div>`;
}

export function receiptHtml(r: Receipt): string {
	const mark = r.mark ? `<div class="mark">${esc(r.mark)}</div>` : "";
	const sections = r.sections.map((s) => `<section>${s.map(row).join("")}</section>`).join("\n");
	return `<!doctype html>
<html lang="${r.lang ?? "id"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(r.title ?? `Struk ${r.saleId}`)}</title>
<style>${style(r.widthMm)}</style>
</head>
<body class="receipt w${r.widthMm}" data-status="${esc(r.status)}">
<main>
<h1 class="vh">${esc(r.title ?? `Struk ${r.saleId}`)}</h1>
${mark}
${sections}
</main>
</body>
</html>
`;
}
