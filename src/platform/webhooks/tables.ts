import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { AttemptEntry, DeliveryFailure, DeliveryStatus } from "./domain";

/**
 * The webhook engine's tables for one service database. A service's schema.ts does
 *   export const { events, webhookEndpoints, webhookDeliveries } = webhookTables("");
 * (or with a prefix such as "pos_" when its database already has an `events` table) and
 * regenerates its migration. `environment` is "test" | "live" in payments and "" in services
 * without environments. Times are epoch ms.
 */
export function webhookTables(prefix: string) {
	const n = (name: string) => `${prefix}${name}`;

	/** Every event a service emits, once, by evt_ id; `data` is the full resource object (JSON). */
	const events = sqliteTable(
		n("events"),
		{
			id: text("id").primaryKey(),
			type: text("type").notNull(),
			occurredAt: integer("occurred_at").notNull(),
			accountId: text("account_id").notNull(),
			environment: text("environment").notNull(),
			data: text("data").notNull(),
			/** When the fan-out to endpoints ran; null until then (the sweeper re-sends stragglers). */
			fannedOutAt: integer("fanned_out_at"),
			/** When the sweeper last saw this event still waiting for its fan-out (its grace clock). */
			fanoutCheckedAt: integer("fanout_checked_at"),
		},
		(t) => [
			index(n("events_account_occurred")).on(t.accountId, t.environment, t.occurredAt, t.id),
			index(n("events_type")).on(t.accountId, t.environment, t.type),
			index(n("events_fanout_pending")).on(t.id).where(sql`fanned_out_at IS NULL`),
		],
	);

	const webhookEndpoints = sqliteTable(
		n("webhook_endpoints"),
		{
			id: text("id").primaryKey(),
			accountId: text("account_id").notNull(),
			environment: text("environment").notNull(),
			url: text("url").notNull(),
			/** Exact types, prefixes ending in ".", or "*". */
			events: text("events", { mode: "json" }).$type<string[]>().notNull(),
			description: text("description"),
			active: integer("active", { mode: "boolean" }).notNull(),
			/** Why the service switched the endpoint off; null when active or switched off through the API. */
			disabledReason: text("disabled_reason"),
			/** Consecutive deliveries that ended failed; any success resets it. */
			failureStreak: integer("failure_streak").notNull().default(0),
			/** Start of the current run of failed attempts (the 3-day rule); null after a success. */
			firstFailureAt: integer("first_failure_at"),
			/** The signing secret is re-derived from MASTER_KEY and this salt; never stored. */
			secretSalt: text("secret_salt").notNull(),
			secretHash: text("secret_hash").notNull(),
			/**
			 * A rolled secret (rotate-secret with expiresInSeconds) keeps signing next to the new one
			 * until previousSecretExpiresAt; salt and hash as above, all null when there is none.
			 */
			previousSecretSalt: text("previous_secret_salt"),
			previousSecretHash: text("previous_secret_hash"),
			previousSecretExpiresAt: integer("previous_secret_expires_at"),
			createdAt: integer("created_at").notNull(),
			updatedAt: integer("updated_at").notNull(),
		},
		(t) => [
			index(n("webhook_endpoints_account_created")).on(t.accountId, t.environment, t.createdAt, t.id),
			index(n("webhook_endpoints_account_active")).on(t.accountId, t.environment, t.active),
		],
	);

	const webhookDeliveries = sqliteTable(
		n("webhook_deliveries"),
		{
			id: text("id").primaryKey(),
			accountId: text("account_id").notNull(),
			environment: text("environment").notNull(),
			endpointId: text("endpoint_id").notNull(),
			eventId: text("event_id").notNull(),
			eventType: text("event_type").notNull(),
			status: text("status").$type<DeliveryStatus>().notNull(),
			attempts: integer("attempts").notNull().default(0),
			/** Attempt count at which this round stops (8 for a new delivery; attempts + 1 after a manual retry). */
			maxAttempts: integer("max_attempts").notNull(),
			nextRetryAt: integer("next_retry_at"),
			/** The exact JSON body every attempt sends. */
			body: text("body").notNull(),
			attemptLog: text("attempt_log", { mode: "json" }).$type<AttemptEntry[]>().notNull(),
			failureReason: text("failure_reason").$type<DeliveryFailure>(),
			/**
			 * Names the queue message allowed to work on this delivery: a manual retry or the sweeper
			 * issues a new token, so an older message still in the queue cannot send a second copy.
			 */
			queueToken: text("queue_token").notNull(),
			/** An attempt in flight holds the delivery until then (no two sends at once). */
			leaseUntil: integer("lease_until"),
			createdAt: integer("created_at").notNull(),
			updatedAt: integer("updated_at").notNull(),
		},
		(t) => [
			uniqueIndex(n("webhook_deliveries_endpoint_event")).on(t.endpointId, t.eventId),
			index(n("webhook_deliveries_endpoint_created")).on(t.accountId, t.environment, t.endpointId, t.createdAt, t.id),
			index(n("webhook_deliveries_account_created")).on(t.accountId, t.environment, t.createdAt, t.id),
			index(n("webhook_deliveries_pending_due")).on(t.nextRetryAt).where(sql`status = 'pending'`),
		],
	);

	return { events, webhookEndpoints, webhookDeliveries };
}

export type WebhookTables = ReturnType<typeof webhookTables>;
export type EventRow = WebhookTables["events"]["$inferSelect"];
export type EndpointRow = WebhookTables["webhookEndpoints"]["$inferSelect"];
export type DeliveryRow = WebhookTables["webhookDeliveries"]["$inferSelect"];
