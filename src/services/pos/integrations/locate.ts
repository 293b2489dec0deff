// How the entry points that name only a courier's id find the shipment's workspace (issue 38): the
// aggregator's order id (its status callbacks) and the waybill (the public tracker page) each get a
// locator row when first stored, before the shipment row that carries them. No row: a booking made
// before sharding, on shard 0.
import type { Env } from "../../../env";
import { locatedEnv, recordLocator } from "../../admin/public";

export const ORDER_LOCATOR = "pos.order";
export const WAYBILL_LOCATOR = "pos.waybill";

/**
 * Records the workspace of a booked order and its waybill. An id another workspace already owns
 * (an aggregator never reuses an order id; a waybill may return to the same workspace on a rebook)
 * keeps its first owner: that workspace's shard has no such row and the lookup finds nothing.
 */
export async function locateBooking(env: Env, workspaceId: string, orderId: string, waybillId: string | null) {
	await recordLocator(env, ORDER_LOCATOR, orderId, workspaceId);
	if (waybillId) await recordLocator(env, WAYBILL_LOCATOR, waybillId, workspaceId);
}

/** A waybill first learned from a status report (booked without one). */
export const locateWaybill = (env: Env, workspaceId: string, waybillId: string) =>
	recordLocator(env, WAYBILL_LOCATOR, waybillId, workspaceId);

/** The env holding the shipment of an aggregator order, and its workspace (null: shard 0, before sharding). */
export const orderEnv = <E extends Env>(env: E, orderId: string) => locatedEnv(env, ORDER_LOCATOR, orderId);

/** The env holding the shipment of a waybill, and its workspace (null: shard 0, before sharding). */
export const waybillEnv = <E extends Env>(env: E, waybillId: string) => locatedEnv(env, WAYBILL_LOCATOR, waybillId);
