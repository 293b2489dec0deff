import type { Env } from "../../../env";
import { defineWebhookService } from "../../../platform/webhooks/engine";
import { events, webhookDeliveries, webhookEndpoints } from "../schema";
import { eventsDb } from "./store";

/**
 * Payments events (spec 000 §6) and their delivery through the shared webhooks engine
 * (docs/webhooks.md). API keys and portal sessions emit nothing: key lifecycle is audited only,
 * and portal actions emit the events of their API equivalents.
 */
export const PAYMENT_EVENT_TYPES = [
	"payout.initiated",
	"payout.paid",
	"payout.failed",
	"subscription.created",
	"subscription.updated",
	"subscription.deleted",
	"subscription.trial_will_end",
	"subscription.past_due",
	"invoice.created",
	"invoice.paid",
	"invoice.payment_failed",
	"adapter.connected",
	"adapter.updated",
	"adapter.error",
	"adapter.managed.kyb_changed",
	"adapter.managed.capabilities_changed",
	"checkout_session.completed",
	"checkout_session.expired",
	"payment.succeeded",
	"payment.failed",
	// A provider's success callback stated another amount or currency: the payment is held for review.
	"payment.amount_mismatch",
	"refund.succeeded",
	"refund.failed",
] as const;
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

export const paymentsWebhooks = defineWebhookService({
	service: "pay",
	db: eventsDb,
	tables: { events, webhookEndpoints, webhookDeliveries },
	signatureHeader: "Pay-Signature",
	eventTypes: PAYMENT_EVENT_TYPES,
	queueKindPrefix: "pay.",
	// Test-mode endpoints may use http:// (and loopback in local development); live ones may not.
	isTestMode: (environment) => environment === "test",
});

export interface PaymentsEvent {
	/** Stable id for a producer that may retry (an outbox); default a new evt_ id. */
	id?: string;
	type: PaymentEventType;
	accountId: string;
	environment: "test" | "live";
	/** Epoch ms (a test workspace's clock time); default now. */
	occurredAt?: number;
	/** The full resource object (payout, subscription, invoice, adapter). */
	data: unknown;
}

type Ctx = Pick<ExecutionContext, "waitUntil"> | null | undefined;

/**
 * Records a payments event and queues its delivery to every matching webhook endpoint. With a
 * request's ctx the queue send runs in waitUntil; without one it is awaited. Never fails after
 * the event is recorded (a lost queue send is re-sent by the sweeper). Returns the event id.
 */
export const emitPaymentsEvent = (env: Env, ctx: Ctx, event: PaymentsEvent): Promise<string> =>
	paymentsWebhooks.emit(env, ctx, event);

/** Several events at once (one batch insert, one queue batch). */
export const emitPaymentsEvents = (env: Env, ctx: Ctx, list: PaymentsEvent[]): Promise<string[]> =>
	paymentsWebhooks.emitMany(env, ctx, list);

/**
 * For producers that insert into `events` themselves, inside their own db.batch (INSERT OR IGNORE
 * by id, atomic with the state change): call this with the ids after the batch commits so the
 * events are delivered at once rather than by the sweeper a few minutes later.
 */
export const dispatchPaymentsEvents = (env: Env, ctx: Ctx, eventIds: string[]): Promise<void> =>
	paymentsWebhooks.dispatch(env, ctx, eventIds);
