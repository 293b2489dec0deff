// The receipt use cases: read a sale with its outlet and business name into the receipt model, and
// answer its PDF from R2 or render and store it.
//
// The PDF's key ends in a hash of the model (with the renderer's version), so it changes exactly when
// the printed receipt would: a void, a parked bill paid, an outlet's new footer or address, a renamed
// business, a new layout. Readable parts before it (status, width) help whoever browses the bucket.
import type { Env } from "../../../env";
import { sha256Hex } from "../../../platform/crypto";
import { notFound, type PosScope } from "../context";
import { getOutlet } from "../outlets/store";
import { getSale } from "../sales/store";
import { readSettings } from "../settings/store";
import { buildReceipt, type Receipt } from "./receipt";
import { dropStalePdfs, getPdf, pdfPrefix, putPdf } from "./store";

/** Bump when pdf.ts lays receipts out differently, so cached PDFs are rendered again. */
const PDF_LAYOUT_VERSION = 1;

/** The sale's receipt at this width; 404 NOT_FOUND when the sale is unknown or another workspace's. */
export async function loadReceipt(env: Env, s: PosScope, saleId: string, widthMm: 58 | 80) {
	const found = await getSale(env, s, saleId);
	if (!found) throw notFound("sale");
	const [outlet, settings] = await Promise.all([getOutlet(env, s, found.sale.outletId), readSettings(env, s)]);
	return buildReceipt({ ...found, outlet, businessName: settings.businessName }, widthMm);
}

export async function pdfKey(s: PosScope, r: Receipt) {
	const hash = await sha256Hex(JSON.stringify({ v: PDF_LAYOUT_VERSION, r }));
	return `${pdfPrefix(s.workspaceId, r.saleId, r.widthMm)}${r.status.toLowerCase()}-${hash.slice(0, 32)}.pdf`;
}

/** The PDF from R2 (hit) or rendered, stored and its older renderings at this width dropped (miss). */
export async function cachedPdf(env: Env, s: PosScope, r: Receipt) {
	const key = await pdfKey(s, r);
	const stored = await getPdf(env, key);
	if (stored) return { bytes: stored, hit: true, key };
	// Loaded on the first PDF only: pdf-lib (about 200 KiB gzip of this one Worker's seven services) is
	// then not evaluated at the cold start of every other request.
	const { receiptPdf } = await import("./pdf");
	const bytes = await receiptPdf(r);
	await putPdf(env, key, bytes);
	await dropStalePdfs(env, pdfPrefix(s.workspaceId, r.saleId, r.widthMm), key);
	return { bytes, hit: false, key };
}
