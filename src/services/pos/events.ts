import type { Env } from "../../env";
import { defineWebhookService, isLocalDevelopment } from "../../platform/webhooks/engine";
import { events, webhookDeliveries, webhookEndpoints } from "./schema";
import { posDb } from "./store";

// POS events (spec 002 §6) through the shared engine; part 3 exposes /webhook-subscriptions.
export const POS_EVENT_TYPES = [
	"pos.sale.completed.v1",
	"pos.sale.voided.v1",
	"pos.billing.subscribed.v1",
	"pos.billing.canceled.v1",
	// Issue 43: stock, shifts, purchase orders, customers and shipments.
	"pos.stock.low.v1",
	"pos.stock.adjusted.v1",
	"pos.shift.closed.v1",
	"pos.purchase_order.received.v1",
	"pos.customer.created.v1",
	"pos.customer.updated.v1",
	"pos.shipment.status_changed.v1",
	"pos.sale.returned.v1",
] as const;
export type PosEventType = (typeof POS_EVENT_TYPES)[number];

/** What each event means (GET /webhook-subscriptions/event-types). */
export const POS_EVENT_DESCRIPTIONS: Record<PosEventType, string> = {
	"pos.sale.completed.v1":
		"A sale was completed (created COMPLETED, or a parked sale completed); data is the sale as GET /sales/{id} answers it, without customer",
	"pos.sale.voided.v1":
		"A sale was voided (a completed sale, with its stock and points given back, or a discarded parked bill); data is the sale",
	"pos.billing.subscribed.v1":
		"A paid month of a plan tier was bought; data is {accountId, tier, currentPeriodEnd, cancelAtPeriodEnd}",
	"pos.billing.canceled.v1":
		"The paid plan was canceled at the end of its month (cancelAtPeriodEnd true); data is {accountId, tier, currentPeriodEnd, cancelAtPeriodEnd}",
	"pos.stock.low.v1":
		"A watched outlet level (reorderPoint > 0) went from above its reorder point to at or under it, once per crossing (again only after it rose above); data is the level as GET /inventory/levels answers it",
	"pos.stock.adjusted.v1":
		"Stock was adjusted by hand (POST /inventory/adjust, /fulfillment/inventory/adjust), stocked in (POST /inventory/batches) or transferred (POST /inventory/transfer); one event per request, data is {kind, refId, movements}",
	"pos.shift.closed.v1":
		"A shift was closed; data is the shift as GET /shifts/{id} answers it (expected and counted cash)",
	"pos.purchase_order.received.v1":
		"Goods of a purchase order were received (one event per receive, partial or the last); data is {id, outletId, supplierId, status, receivedAt, lines} with the quantities this receive brought",
	"pos.customer.created.v1": "A customer was created; data is the customer as GET /customers/{id} answers it",
	"pos.customer.updated.v1":
		"A customer's profile was changed (PATCH /customers/{id}; loyalty moves come with the sale events); data is the customer after the change",
	"pos.shipment.status_changed.v1":
		"A courier moved a shipment (a courier report, or the test courier's simulated progress on the minute cron); data is the shipment as GET /shipments/{id} answers it, without history, plus previousStatus",
	"pos.sale.returned.v1":
		"Some of a sale's lines were returned (POST /sales/{id}/returns); data is the return as GET /sales/{id}/returns/{returnId} answers it, with the refunds as first written (a Pasar payments refund is pending there until payments answers), plus the sale's returnedTotal and netTotal after it",
};

export const posWebhooks = defineWebhookService({
	service: "pos",
	db: posDb,
	tables: { events, webhookEndpoints, webhookDeliveries },
	signatureHeader: "Pos-Signature",
	eventTypes: POS_EVENT_TYPES,
	// Spec 002: "exact types or the single entry * for all" (no prefixes).
	subscriptions: "exact",
	queueKindPrefix: "pos.",
	isTestMode: (_environment, env) => isLocalDevelopment(env),
	codes: { alreadyQueued: "already_queued", endpointDisabled: "endpoint_disabled", limitReached: "limit_reached" },
	// One code, one status: LIMIT_REACHED is 403 for every POS limit (plan quotas and this cap alike).
	limitStatus: 403,
});

export const emitPosEvent = (
	env: Env,
	exec: Pick<ExecutionContext, "waitUntil"> | null | undefined,
	accountId: string,
	type: PosEventType,
	data: unknown,
	id?: string,
) => posWebhooks.emit(env, exec, { id, type, accountId, environment: "", data });

/** Queues the fan-out of events a write inserted in its own batch (store eventInsert), after it committed. */
export const dispatchPosEvents = (
	env: Env,
	exec: Pick<ExecutionContext, "waitUntil"> | null | undefined,
	ids: string[],
) => posWebhooks.dispatch(env, exec, ids);

/**
 * POS events whose existence and payload the batch itself decides (rows of `select`: id, occurred_at,
 * account_id, data); dispatchPosEvents the ids the caller put in `select` after the commit.
 */
export const posEventInsertSelect = (env: Env, type: PosEventType, select: string, binds: unknown[]) =>
	posWebhooks.eventInsertSelect(env, { type, environment: "" }, select, binds);

/** SQL for an epoch-ms column as the API's ISO 8601 UTC string (as platform iso() writes it). */
export const isoSql = (col: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${col} / 1000.0, 'unixepoch')`;

/** A POS event as a statement for the write's own batch; dispatchPosEvents after the commit. */
export const posEventInsert = (
	env: Env,
	e: { id: string; type: PosEventType; accountId: string; occurredAt: number; data: unknown },
) => posWebhooks.eventInsert(env, { ...e, environment: "" });
