import { getTableName } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../env";
import type { ServiceName } from "../context";
import { log } from "../log";
import { dbOfService, type ShardedDb, shardIndexOf } from "../shards";
import type { SubscriptionRule } from "./domain";
import { type Db, deliveryQueries, endpointQueries, eventQueries } from "./store";
import type { DeliveryRow, WebhookTables } from "./tables";

// What every part of one service's webhook engine shares (engine.ts composes the parts): its
// configuration with defaults filled in, its tables, the queue message kinds and sends, the
// in-process listeners and the queries.

export interface WebhookServiceConfig {
	service: ServiceName;
	db: (env: Env) => D1Database;
	tables: WebhookTables;
	/** `<Svc>-Signature` (DESIGN §4): "Pay-Signature", "Pos-Signature", ... */
	signatureHeader: string;
	/** Every event type the service emits; endpoints subscribe to these (or prefixes, or "*"). */
	eventTypes: readonly string[];
	/** "exact": endpoints list exact types, or "*" alone (POS, spec 002); default "patterns" also takes prefixes. */
	subscriptions?: SubscriptionRule;
	/** Namespaces the queue message kinds: "pay." gives "pay.webhook.fanout" and "pay.webhook.deliver". */
	queueKindPrefix: string;
	/** Test-mode endpoints may use http:// and, in local development, loopback targets. */
	isTestMode: (environment: string, env: Pick<Env, "ENVIRONMENT">) => boolean;
	eventIdPrefix?: string;
	endpointIdPrefix?: string;
	deliveryIdPrefix?: string;
	/** Endpoints per workspace and environment (limit_reached beyond, with limitStatus). */
	maxEndpoints?: number;
	/**
	 * The HTTP status of limit_reached (default 409): a service whose other limits answer that code
	 * with another status sets it here, so one code has one status (POS: 403, as its plan limits).
	 */
	limitStatus?: 403 | 409;
	/** DELETE of an endpoint also removes its delivery log (CI); otherwise queued deliveries become failed. */
	deleteRemovesDeliveries?: boolean;
	/** Per-attempt timeout; a 2xx within it is success. */
	timeoutMs?: number;
	/** Attempts in flight at once per endpoint within one queue batch (default ENDPOINT_CONCURRENCY). */
	endpointConcurrency?: number;
	/** Error codes (lower_snake; rendered in the service's casing). */
	codes?: { alreadyQueued?: string; endpointDisabled?: string; limitReached?: string };
	/** The queue producer (default env.WEBHOOKS); tests pass a recorder. */
	queue?: (env: Env) => Pick<Queue, "send" | "sendBatch">;
}

/** An event as an in-process listener sees it (the delivery body, with the environment). */
export interface RecordedEvent {
	id: string;
	type: string;
	accountId: string;
	environment: string;
	occurredAt: number;
	data: unknown;
}

/**
 * Another part of the application that reacts to this service's events in process (marketing's
 * plan billing follows payments' invoices). Called once per event at fan-out, before the HTTP
 * deliveries; a throw retries the fan-out, so listeners must be idempotent (at least once).
 */
export type EventListener = (env: Env, event: RecordedEvent) => Promise<void>;

export const SECRET_PREFIX = "whsec_";

/** Local development only (`npm start` sets ENVIRONMENT=development): the loopback exception applies. */
export const isLocalDevelopment = (env: Pick<Env, "ENVIRONMENT">) => env.ENVIRONMENT === "development";

export function webhookContext(cfg: WebhookServiceConfig) {
	const t = cfg.tables;
	const D = t.webhookDeliveries;
	const E = t.webhookEndpoints;
	const V = t.events;
	const timeoutMs = cfg.timeoutMs ?? 10_000;
	const maxEndpoints = cfg.maxEndpoints ?? 20;
	const limitStatus = cfg.limitStatus ?? 409;
	const prefixes = {
		event: cfg.eventIdPrefix ?? "evt_",
		endpoint: cfg.endpointIdPrefix ?? "whep_",
		delivery: cfg.deliveryIdPrefix ?? "whd_",
	};
	const codes = {
		alreadyQueued: "already_queued",
		endpointDisabled: "endpoint_disabled",
		limitReached: "limit_reached",
		...cfg.codes,
	};
	const kinds = { fanout: `${cfg.queueKindPrefix}webhook.fanout`, deliver: `${cfg.queueKindPrefix}webhook.deliver` };
	// Set-based statements (a batch's fan-out and outcomes) are written in SQL over the service's tables.
	const deliveriesTable = getTableName(D);
	const endpointsTable = getTableName(E);
	const deliveryInsertColumns = [
		D.id,
		D.accountId,
		D.environment,
		D.endpointId,
		D.eventId,
		D.eventType,
		D.status,
		D.attempts,
		D.maxAttempts,
		D.nextRetryAt,
		D.body,
		D.attemptLog,
		D.queueToken,
		D.createdAt,
		D.updatedAt,
	]
		.map((c) => `"${c.name}"`)
		.join(", ");
	/** The service database these events live in, when it is one of the sharded ones (SERVICE_DB). */
	const shardedDb: ShardedDb | undefined = dbOfService(cfg.service);
	const queueOf = (env: Env) => (cfg.queue ? cfg.queue(env) : env.WEBHOOKS);
	const dbOf = (env: Env): Db => drizzle(cfg.db(env));
	const listeners: EventListener[] = [];
	/** Adds an in-process listener (registered once, at module load, by a service's index.ts). */
	const listen = (listener: EventListener) => {
		if (!listeners.includes(listener)) listeners.push(listener);
	};
	const q = (env: Env) => {
		const db = dbOf(env);
		return { db, endpoints: endpointQueries(db, t), deliveries: deliveryQueries(db, t), events: eventQueries(db, t) };
	};
	const fields = { service: cfg.service, component: "webhooks" };

	// ------------------------------------------------------------------------------ queue sends

	/**
	 * Every message names the shard of the service database it was sent from (issue 38): events and
	 * deliveries live on their workspace's shard, and the consumer reads that one (engine.ts byShard).
	 * A workspace moved meanwhile leaves the message pointing at rows that are gone: it does nothing,
	 * and the sweeper on the new shard re-sends what is still pending.
	 */
	async function sendAll(env: Env, bodies: Record<string, unknown>[]) {
		const shard = shardedDb ? { shard: shardIndexOf(env, shardedDb) } : {};
		for (let i = 0; i < bodies.length; i += 100) {
			await queueOf(env).sendBatch(bodies.slice(i, i + 100).map((body) => ({ body: { ...body, ...shard } })));
		}
	}
	/** Queue sends after a committed write never fail the caller: the sweeper re-sends what is missing. */
	async function trySend(env: Env, bodies: Record<string, unknown>[], what: string) {
		try {
			await sendAll(env, bodies);
		} catch (err) {
			log(env, "warn", {
				...fields,
				event: "queue_send_failed",
				what,
				count: bodies.length,
				error: err instanceof Error ? err.message : String(err),
			});
		}
	}
	const deliverMessages = (rows: Pick<DeliveryRow, "id" | "queueToken">[]) =>
		rows.map((r) => ({ kind: kinds.deliver, deliveryId: r.id, token: r.queueToken }));

	return {
		cfg,
		t,
		D,
		E,
		V,
		timeoutMs,
		maxEndpoints,
		limitStatus,
		prefixes,
		codes,
		kinds,
		deliveriesTable,
		endpointsTable,
		deliveryInsertColumns,
		queueOf,
		shardedDb,
		dbOf,
		listeners,
		listen,
		q,
		fields,
		sendAll,
		trySend,
		deliverMessages,
	};
}

export type WebhookContext = ReturnType<typeof webhookContext>;
