// Shipping in DB_POS: the workspace's origin (shipping_origins, one row each) and the reads behind
// the tracker (shipments by waybill, their status history). A partial origin PATCH is a plain
// UPDATE, so it can only change a row that exists; a full one is an upsert. Neither reads first.
import { and, desc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import type { PosScope } from "../context";
import { shipmentEvents, shipments, shippingOrigins } from "../schema";
import type { OriginPatch } from "./schemas";

export type OriginRow = typeof shippingOrigins.$inferSelect;
type FullOrigin = Required<OriginPatch>;

const O = shippingOrigins;
const S = shipments;
const db = (env: Env) => drizzle(env.DB_POS);

export const getOrigin = async (env: Env, s: PosScope) =>
	(await db(env).select().from(O).where(eq(O.accountId, s.workspaceId)).get()) ?? null;

export async function upsertOrigin(env: Env, s: PosScope, o: FullOrigin, now: number): Promise<OriginRow> {
	const rows = await db(env)
		.insert(O)
		.values({ accountId: s.workspaceId, ...o, updatedAt: now })
		.onConflictDoUpdate({ target: O.accountId, set: { ...o, updatedAt: now } })
		.returning();
	return rows[0] as OriginRow;
}

/** null: no origin saved yet, so there is nothing to patch. */
export async function patchOrigin(env: Env, s: PosScope, o: OriginPatch, now: number): Promise<OriginRow | null> {
	const rows = await db(env)
		.update(O)
		.set({ ...o, updatedAt: now })
		.where(eq(O.accountId, s.workspaceId))
		.returning();
	return rows[0] ?? null;
}

/** This workspace's newest shipment carrying the waybill (a rebooked one may have carried it before). */
export const myShipmentByWaybill = async (env: Env, s: PosScope, waybillId: string) =>
	(await db(env)
		.select({ id: S.id, trackingUrl: S.trackingUrl })
		.from(S)
		.where(and(eq(S.accountId, s.workspaceId), eq(S.waybillId, waybillId)))
		.orderBy(desc(S.createdAt))
		.get()) ?? null;

/** The public tracker's view: status, courier and ETA; the page takes only the town from the destination. */
export async function trackedShipment(env: Env, waybillId: string) {
	const shipment = await db(env)
		.select({
			id: S.id,
			accountId: S.accountId,
			status: S.status,
			courierCode: S.courierCode,
			courierServiceCode: S.courierServiceCode,
			trackingUrl: S.trackingUrl,
			duration: S.duration,
			destination: S.destination,
			updatedAt: S.updatedAt,
		})
		.from(S)
		.where(eq(S.waybillId, waybillId))
		.orderBy(desc(S.createdAt))
		.get();
	if (!shipment) return null;
	const events = await db(env)
		.select({ status: shipmentEvents.status, note: shipmentEvents.note, createdAt: shipmentEvents.createdAt })
		.from(shipmentEvents)
		.where(and(eq(shipmentEvents.shipmentId, shipment.id), eq(shipmentEvents.accountId, shipment.accountId)))
		.orderBy(desc(shipmentEvents.createdAt), desc(shipmentEvents.id))
		.limit(100)
		.all();
	return { shipment, events };
}
