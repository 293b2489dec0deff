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

/** A POS event as a statement for the write's own batch; dispatchPosEvents after the commit. */
export const posEventInsert = (
	env: Env,
	e: { id: string; type: PosEventType; accountId: string; occurredAt: number; data: unknown },
) => posWebhooks.eventInsert(env, { ...e, environment: "" });
