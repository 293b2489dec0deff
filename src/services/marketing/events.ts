import type { Env } from "../../env";
import { defineWebhookService, isLocalDevelopment } from "../../platform/webhooks/engine";
import { events, webhookDeliveries, webhookEndpoints } from "./schema";
import { mktDb } from "./store";

// Marketing events through the shared webhook engine (signed Mkt-Signature, at least once, unordered;
// receivers dedupe on the event id). Campaign events are emitted (issue 40); spec 001 §6 reserves the
// other types: registered here so their names are fixed and documented, but nothing emits them (clients
// poll contacts, channels and billing).
export const MKT_EMITTED_EVENT_TYPES = ["mkt.campaign.sent.v1", "mkt.campaign.finished.v1"] as const;
export type MktEmittedEventType = (typeof MKT_EMITTED_EVENT_TYPES)[number];

export const MKT_EVENT_TYPES = [
	"mkt.contact.created.v1",
	"mkt.contact.updated.v1",
	"mkt.contact.deleted.v1",
	"mkt.channel.connected.v1",
	"mkt.channel.errored.v1",
	"mkt.channel.revoked.v1",
	"mkt.billing.subscription_activated.v1",
	"mkt.billing.subscription_updated.v1",
	"mkt.billing.subscription_past_due.v1",
	"mkt.billing.subscription_canceled.v1",
	"mkt.billing.invoice_paid.v1",
	...MKT_EMITTED_EVENT_TYPES,
] as const;
export type MktEventType = (typeof MKT_EVENT_TYPES)[number];
/** Registered, not emitted (spec 001 §6). */
export const MKT_RESERVED_EVENT_TYPES = MKT_EVENT_TYPES.filter(
	(t) => !(MKT_EMITTED_EVENT_TYPES as readonly string[]).includes(t),
);

const RESERVED = "Reserved (spec 001 §6): registered, not emitted";
const CAMPAIGN_DATA =
	"data is the campaign summary {id, name, channelId, status, recipients, counts} as its report gives it";

/** What each type means (GET /api/v1/event-types). */
export const MKT_EVENT_DESCRIPTIONS: Record<MktEventType, string> = {
	"mkt.contact.created.v1": `${RESERVED}; would carry the contact`,
	"mkt.contact.updated.v1": `${RESERVED}; would carry the contact`,
	"mkt.contact.deleted.v1": `${RESERVED}; would carry the contact`,
	"mkt.channel.connected.v1": `${RESERVED}; would carry the channel`,
	"mkt.channel.errored.v1": `${RESERVED}; would carry the channel`,
	"mkt.channel.revoked.v1": `${RESERVED}; would carry the channel`,
	"mkt.billing.subscription_activated.v1": `${RESERVED}; poll GET /billing/subscription`,
	"mkt.billing.subscription_updated.v1": `${RESERVED}; poll GET /billing/subscription`,
	"mkt.billing.subscription_past_due.v1": `${RESERVED}; poll GET /billing/subscription`,
	"mkt.billing.subscription_canceled.v1": `${RESERVED}; poll GET /billing/subscription`,
	"mkt.billing.invoice_paid.v1": `${RESERVED}; poll GET /billing/invoices`,
	"mkt.campaign.sent.v1": `A campaign's send started: its audience is frozen and every recipient batch queued; ${CAMPAIGN_DATA}`,
	"mkt.campaign.finished.v1": `A campaign reached sent, canceled or failed (once per campaign); ${CAMPAIGN_DATA}`,
};

export const mktWebhooks = defineWebhookService({
	service: "mkt",
	db: mktDb,
	tables: { events, webhookEndpoints, webhookDeliveries },
	signatureHeader: "Mkt-Signature",
	eventTypes: MKT_EVENT_TYPES,
	queueKindPrefix: "mkt.",
	// Marketing keys have no test mode: http:// (and loopback) endpoints only in local development.
	isTestMode: (_environment, env) => isLocalDevelopment(env),
});

type Exec = Pick<ExecutionContext, "waitUntil"> | null | undefined;

/**
 * Records the event and queues its delivery (never fails after recording; the sweeper re-sends).
 * A producer that may run twice (a retried queue message) passes a stable `id`: the second insert
 * is ignored, so receivers get one event.
 */
export const emitMktEvent = (
	env: Env,
	exec: Exec,
	accountId: string,
	type: MktEmittedEventType,
	data: unknown,
	id?: string,
) => mktWebhooks.emit(env, exec, { id, type, accountId, environment: "", data });

/** A marketing event as a statement for the write's own db.batch; dispatchMktEvents after the commit. */
export const mktEventInsert = (
	env: Env,
	e: { id: string; type: MktEmittedEventType; accountId: string; occurredAt: number; data: unknown },
) => mktWebhooks.eventInsert(env, { ...e, environment: "" });

/** Queues the fan-out of events a write inserted in its own batch (mktEventInsert), after it committed. */
export const dispatchMktEvents = (env: Env, exec: Exec, ids: string[]) => mktWebhooks.dispatch(env, exec, ids);
