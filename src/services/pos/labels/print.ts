// The label use case: read the shipment, refuse one that has no standing booking, and answer its PDF
// from R2 or render and store it.
//
// The key is labels/<ws>/<shipment>/<waybill>-<updatedAt>/<size>-<flags>-<hash>.pdf. The middle part
// moves with every write to the shipment (a rebooking's new waybill, any update), and the hash covers
// the whole label model plus the layout version, so the key changes exactly when the printed label
// would; older states' renderings are dropped on the next miss. Several sizes and flag sets of one
// state live side by side, since a merchant may print the thermal and the A4 one.
import type { Env } from "../../../env";
import { sha256Hex } from "../../../platform/crypto";
import { conflict, notFound, type PosScope } from "../context";
import { buildLabel, type Label } from "./label";
import { FLAG_DEFAULTS, type LabelOptions } from "./schemas";
import { dropStaleLabels, getLabelPdf, getShipmentForLabel, labelPrefix, putLabelPdf } from "./store";

/** Bump when pdf.ts lays labels out differently, so cached PDFs are rendered again. */
const LABEL_LAYOUT_VERSION = 1;

/** A waybill as it can stand in a key or a file name: anything but [A-Za-z0-9._-] becomes "_". */
export const safeWaybill = (w: string) => w.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 100) || "_";

/** The flags as a bit string in FLAG_DEFAULTS' order ("11001100"): readable in the bucket. */
const flagBits = (o: LabelOptions) =>
	(Object.keys(FLAG_DEFAULTS) as Array<keyof typeof FLAG_DEFAULTS>).map((k) => (o[k] ? "1" : "0")).join("");

/**
 * The shipment's label model. 404 NOT_FOUND for an unknown id or another workspace's; 409 CONFLICT while
 * it has no waybill, and for a draft or cancelled one: a waybill left from an earlier booking no longer
 * stands, and a courier scanning it would collect a parcel nobody paid for.
 */
export async function loadLabel(env: Env, s: PosScope, id: string, o: LabelOptions) {
	const row = await getShipmentForLabel(env, s, id);
	if (!row) throw notFound("shipment");
	const { waybillId } = row;
	if (!waybillId || row.status === "draft")
		throw conflict("The shipment has no waybill yet: book it first (POST /fulfillment/shipments/{id}/confirm-pickup)");
	if (row.status === "cancelled") throw conflict("The shipment is cancelled: its waybill no longer stands");
	const label = buildLabel({ ...row, waybillId }, o);
	const state = `${labelPrefix(s.workspaceId, id)}${safeWaybill(waybillId)}-${row.updatedAt}/`;
	return { label, state, key: await labelKey(state, label, o) };
}

async function labelKey(state: string, label: Label, o: LabelOptions) {
	const hash = await sha256Hex(JSON.stringify({ v: LABEL_LAYOUT_VERSION, label }));
	return `${state}${o.size}-${flagBits(o)}-${hash.slice(0, 32)}.pdf`;
}

/** The PDF from R2 (hit) or rendered, stored, and older states' renderings dropped (miss). */
export async function cachedLabel(env: Env, s: PosScope, id: string, o: LabelOptions) {
	const { label, state, key } = await loadLabel(env, s, id, o);
	const stored = await getLabelPdf(env, key);
	if (stored) return { ...stored, hit: true, key, waybill: label.waybill };
	// Loaded on the first label only: pdf-lib is then not evaluated at every other request's cold start.
	const { labelPdf } = await import("./pdf");
	const bytes = await labelPdf(label);
	await putLabelPdf(env, key, bytes);
	await dropStaleLabels(env, labelPrefix(s.workspaceId, id), state);
	return { body: bytes, size: bytes.byteLength, hit: false, key, waybill: label.waybill };
}
