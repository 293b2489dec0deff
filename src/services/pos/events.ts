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

export const posWebhooks = defineWebhookService({
	service: "pos",
	db: posDb,
	tables: { events, webhookEndpoints, webhookDeliveries },
	signatureHeader: "Pos-Signature",
	eventTypes: POS_EVENT_TYPES,
	queueKindPrefix: "pos.",
	isTestMode: (_environment, env) => isLocalDevelopment(env),
	codes: { alreadyQueued: "already_queued", endpointDisabled: "endpoint_disabled", limitReached: "limit_reached" },
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
