// The only file of the feature touching bindings: the shipment row (read-only; shipments owns its
// writes) in DB_POS, and rendered labels in the POS_FILES R2 bucket (local R2 under wrangler and tests).
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

/** The stored PDF as a stream: a hit is passed through to the response, never buffered in the isolate. */
export async function getLabelPdf(env: Env, key: string) {
	const obj = await env.POS_FILES.get(key);
	return obj ? { body: obj.body, size: obj.size } : null;
}

export const putLabelPdf = (env: Env, key: string, bytes: Uint8Array) =>
	env.POS_FILES.put(key, bytes, { httpMetadata: { contentType: "application/pdf" } });

/** Drops renderings of an older state of the shipment (another waybill or update): only `current/` stays. */
export async function dropStaleLabels(env: Env, prefix: string, current: string) {
	const listed = await env.POS_FILES.list({ prefix, limit: 1000 });
	const stale = listed.objects.map((o) => o.key).filter((k) => !k.startsWith(current));
	if (stale.length) await env.POS_FILES.delete(stale);
}
