import { and, desc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { type Cursor, olderThan } from "../../../platform/cursor";
import { inJson } from "../../../platform/d1";
import type { PosScope } from "../context";
import { deliveries, licenses, shipments } from "../schema";

const D = deliveries;
const db = (env: Env) => drizzle(env.DB_POS);

// A delivery's status is its shipment's, read through the join: one state, kept by shipments.
const row = {
	id: D.id,
	transactionId: D.transactionId,
	kind: D.kind,
	shipmentId: D.shipmentId,
	createdAt: D.createdAt,
	updatedAt: D.updatedAt,
	shipmentStatus: shipments.status,
	courierCode: shipments.courierCode,
	courierServiceCode: shipments.courierServiceCode,
	waybillId: shipments.waybillId,
};

const base = (env: Env) =>
	db(env)
		.select(row)
		.from(D)
		.leftJoin(shipments, and(eq(shipments.id, D.shipmentId), eq(shipments.accountId, D.accountId)));

export type DeliveryRow = Awaited<ReturnType<typeof listDeliveries>>[number];

export const listDeliveries = (env: Env, s: PosScope, q: { limit: number; after: Cursor | null }) =>
	base(env)
		.where(and(eq(D.accountId, s.workspaceId), olderThan(D.createdAt, D.id, q.after)))
		.orderBy(desc(D.createdAt), desc(D.id))
		.limit(q.limit + 1);

export const getDelivery = async (env: Env, s: PosScope, id: string) =>
	(
		await base(env)
			.where(and(eq(D.accountId, s.workspaceId), eq(D.id, id)))
			.limit(1)
	)[0] ?? null;

/** The licences issued for these sales (one query for a page). */
export const licensesOfSales = (env: Env, s: PosScope, saleIds: string[]) =>
	saleIds.length
		? db(env)
				.select({
					id: licenses.id,
					transactionId: licenses.transactionId,
					productId: licenses.productId,
					keyPrefix: licenses.keyPrefix,
					expiresAt: licenses.expiresAt,
					revokedAt: licenses.revokedAt,
				})
				.from(licenses)
				.where(and(eq(licenses.accountId, s.workspaceId), inJson(licenses.transactionId, saleIds)))
		: Promise.resolve([]);
