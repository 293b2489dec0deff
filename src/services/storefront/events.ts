import type { Env } from "../../env";
import { defineWebhookService, isLocalDevelopment } from "../../platform/webhooks/engine";
import { events, webhookDeliveries, webhookEndpoints } from "./schema";
import { storeDb } from "./store";

// Spec 001 §6 storefront events: at least once, signed Store-Signature, through the shared engine.
export const STORE_EVENT_TYPES = [
	"store.product.created.v1",
	"store.product.updated.v1",
	"store.product.archived.v1",
	"store.variant.created.v1",
	"store.variant.updated.v1",
	"store.variant.archived.v1",
] as const;
export type StoreEventType = (typeof STORE_EVENT_TYPES)[number];

export const storeWebhooks = defineWebhookService({
	service: "store",
	db: storeDb,
	tables: { events, webhookEndpoints, webhookDeliveries },
	signatureHeader: "Store-Signature",
	eventTypes: STORE_EVENT_TYPES,
	queueKindPrefix: "store.",
	// The catalogue has no test mode: http:// (and loopback) endpoints only in local development.
	isTestMode: (_environment, env) => isLocalDevelopment(env),
});

/** Records the event and queues its delivery (never fails after recording; the sweeper re-sends). */
export const emitStoreEvent = (
	env: Env,
	exec: Pick<ExecutionContext, "waitUntil"> | null | undefined,
	accountId: string,
	type: StoreEventType,
	data: unknown,
) => storeWebhooks.emit(env, exec, { type, accountId, environment: "", data });
