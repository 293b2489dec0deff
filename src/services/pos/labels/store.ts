// The only file of the feature touching bindings: the shipment row (read-only; shipments owns its
// writes) in DB_POS, and rendered labels in the POS_FILES R2 bucket (local R2 under wrangler and tests),
// the latest of them also in isolate memory.
import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import type { PosScope } from "../context";
import { shipments } from "../schema";

const S = shipments;

/** What a label prints, and what its cache key is made of. */
export const getShipmentForLabel = async (env: Env, s: PosScope, id: string) =>
	(await drizzle(env.DB_POS)
		.select({
			id: S.id,
			status: S.status,
			courierCode: S.courierCode,
			courierServiceCode: S.courierServiceCode,
			courierType: S.courierType,
			price: S.price,
			insured: S.insured,
			insurance: S.insurance,
			destination: S.destination,
			items: S.items,
			origin: S.origin,
			waybillId: S.waybillId,
			updatedAt: S.updatedAt,
		})
		.from(S)
		.where(and(eq(S.accountId, s.workspaceId), eq(S.id, id)))
		.get()) ?? null;
export type LabelShipment = NonNullable<Awaited<ReturnType<typeof getShipmentForLabel>>>;

/** Every rendering of one shipment lives under this prefix, so stale ones can be listed and dropped. */
export const labelPrefix = (accountId: string, shipmentId: string) => `labels/${accountId}/${shipmentId}/`;

/**
 * Labels this isolate served lately, by R2 key, least recently used dropped first past 8 MiB (about
 * 3,000 labels of 2-4 KiB). A key names one rendering of one shipment state for good (print.ts), so an
 * entry is never stale; a reprint at the packing table then costs no R2 read.
 */
const recent = new Map<string, Uint8Array<ArrayBuffer>>();
const RECENT_MAX_BYTES = 8 * 1024 * 1024;
let recentBytes = 0;
function remember(key: string, bytes: Uint8Array<ArrayBuffer>) {
	if (bytes.byteLength > RECENT_MAX_BYTES / 64 || recent.has(key)) return;
	recent.set(key, bytes);
	recentBytes += bytes.byteLength;
	for (const [k, v] of recent) {
		if (recentBytes <= RECENT_MAX_BYTES) break;
		recent.delete(k);
		recentBytes -= v.byteLength;
	}
}
function recall(key: string) {
	const bytes = recent.get(key);
	if (bytes) {
		recent.delete(key);
		recent.set(key, bytes);
	}
	return bytes;
}

/** The stored PDF: from this isolate's memory, else from R2 (then remembered). */
export async function getLabelPdf(env: Env, key: string) {
	const held = recall(key);
	if (held) return { body: held, size: held.byteLength };
	const obj = await env.POS_FILES.get(key);
	if (!obj) return null;
	const bytes = new Uint8Array(await obj.arrayBuffer());
	remember(key, bytes);
	return { body: bytes, size: bytes.byteLength };
}

export async function putLabelPdf(env: Env, key: string, bytes: Uint8Array<ArrayBuffer>) {
	await env.POS_FILES.put(key, bytes, { httpMetadata: { contentType: "application/pdf" } });
	remember(key, bytes);
}

/** Forgets every label this isolate holds (tests read R2 itself with it). */
export function forgetRecentLabels() {
	recent.clear();
	recentBytes = 0;
}

/** Drops renderings of an older state of the shipment (another waybill or update): only `current/` stays. */
export async function dropStaleLabels(env: Env, prefix: string, current: string) {
	const listed = await env.POS_FILES.list({ prefix, limit: 1000 });
	const stale = listed.objects.map((o) => o.key).filter((k) => !k.startsWith(current));
	if (stale.length) await env.POS_FILES.delete(stale);
}
