import { and, eq, getTableName, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { z } from "zod";
import type { Env } from "../../env";
import { insertUnderCap } from "../caps";
import type { ServiceName } from "../context";
import { deriveSecret, newSalt, sha256Hex, timingSafeEqual } from "../crypto";
import { ApiError, notFound } from "../errors";
import { newId, randomHex } from "../ids";
import { log } from "../log";
import type { QueueJob, QueueRoute, TickHandler } from "../service-module";
import {
	type AttemptEntry,
	afterAttempt,
	autoDisableReason,
	isSuccessStatus,
	MAX_ATTEMPTS,
	matchesEvent,
	normaliseSubscriptions,
	type SubscriptionRule,
} from "./domain";
import { signatureHeaderValue } from "./signing";
import { type Db, deliveryBody, deliveryQueries, endpointQueries, eventQueries, type Tenant } from "./store";
import type { DeliveryRow, EndpointRow, WebhookTables } from "./tables";
import { checkWebhookUrl } from "./url";

/**
 * The webhook engine (DESIGN §1 queues, §4 signatures; REFERENCE "Webhook delivery"), shared by
 * every service. A service describes itself once with defineWebhookService and gets:
 *  - emit / emitMany: record an event (INSERT OR IGNORE by id) and queue its fan-out;
 *  - queue handlers: fan-out (one delivery row per matching active endpoint, UNIQUE per endpoint
 *    and event) and delivery (signed POST, 10 s timeout, retries on the REFERENCE schedule through
 *    message.retry, auto-disable), plus dead-letter handlers that mark deliveries failed;
 *  - a sweeper tick that re-queues work whose queue message was lost;
 *  - the endpoint, delivery and event operations its routes call (routes.ts builds them).
 * Delivery is at least once and unordered; receivers dedupe on the event id.
 */

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
	/** Endpoints per workspace and environment (409 limit_reached beyond). */
	maxEndpoints?: number;
	/** DELETE of an endpoint also removes its delivery log (CI); otherwise queued deliveries become failed. */
	deleteRemovesDeliveries?: boolean;
	/** Per-attempt timeout; a 2xx within it is success. */
	timeoutMs?: number;
	/** Error codes (lower_snake; rendered in the service's casing). */
	codes?: { alreadyQueued?: string; endpointDisabled?: string; limitReached?: string };
	/** The queue producer (default env.WEBHOOKS); tests pass a recorder. */
	queue?: (env: Env) => Pick<Queue, "send" | "sendBatch">;
}

export interface EmitInput {
	/** Stable id for producers that retry (an outbox); default a new evt_ id. */
	id?: string;
	type: string;
	/** Epoch ms; default now. */
	occurredAt?: number;
	accountId: string;
	environment: string;
	/** The full resource object. */
	data: unknown;
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

export interface EndpointInput {
	url: string;
	events: string[];
	description?: string | null;
}
export interface EndpointPatch {
	url?: string;
	events?: string[];
	description?: string | null;
	active?: boolean;
}

const FanoutMessage = z.object({ kind: z.string(), eventId: z.string().min(1).max(64) });
const DeliverMessage = z.object({
	kind: z.string(),
	deliveryId: z.string().min(1).max(64),
	token: z.string().min(1).max(64),
});

/**
 * A pending delivery overdue by this much (its queue message lost: a send that failed after a commit,
 * or a queue that lost its messages in a crash) is re-queued by the sweeper. A minute: a healthy queue
 * hands a message over within seconds, and re-queuing early is harmless — the new token retires the
 * old message, so a delivery is never attempted twice at once. The chaos run (`npm run chaos`) kills
 * the local server mid-load and needs every delivery through within its drain.
 */
export const SWEEP_GRACE_MS = 60_000;
/**
 * An event still not fanned out this long after the sweeper first saw it is queued again. Shorter
 * than the minute cron, so an event a producer inserted without dispatching goes out on the next
 * tick; a dispatched event's fan-out normally completes within seconds.
 */
export const SWEEP_EVENT_GRACE_MS = 45_000;
const SWEEP_BATCH = 100;
const SECRET_PREFIX = "whsec_";

/** Local development only (`npm start` sets ENVIRONMENT=development): the loopback exception applies. */
export const isLocalDevelopment = (env: Pick<Env, "ENVIRONMENT">) => env.ENVIRONMENT === "development";

export function defineWebhookService(cfg: WebhookServiceConfig) {
	const t = cfg.tables;
	const D = t.webhookDeliveries;
	const E = t.webhookEndpoints;
	const V = t.events;
	const timeoutMs = cfg.timeoutMs ?? 10_000;
	const maxEndpoints = cfg.maxEndpoints ?? 20;
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

	async function sendAll(env: Env, bodies: Record<string, unknown>[]) {
		for (let i = 0; i < bodies.length; i += 100) {
			await queueOf(env).sendBatch(bodies.slice(i, i + 100).map((body) => ({ body })));
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

	// ------------------------------------------------------------------------------ events

	/** Records events (INSERT OR IGNORE by id) and queues their fan-out. Returns the event ids. */
	async function emitMany(
		env: Env,
		ctx: Pick<ExecutionContext, "waitUntil"> | null | undefined,
		inputs: EmitInput[],
	): Promise<string[]> {
		if (!inputs.length) return [];
		const now = Date.now();
		const rows = inputs.map((e) => {
			if (!cfg.eventTypes.includes(e.type)) throw new Error(`${cfg.service}: unknown event type ${e.type}`);
			if (!e.accountId) throw new Error(`${cfg.service}: event ${e.type} without accountId`);
			return {
				id: e.id ?? newId(prefixes.event),
				type: e.type,
				occurredAt: e.occurredAt ?? now,
				accountId: e.accountId,
				environment: e.environment,
				data: JSON.stringify(e.data),
			};
		});
		const db = dbOf(env);
		const [first, ...rest] = rows.map((r) => db.insert(V).values(r).onConflictDoNothing());
		await db.batch([first, ...rest]);
		await dispatch(
			env,
			ctx,
			rows.map((r) => r.id),
		);
		return rows.map((r) => r.id);
	}
	/**
	 * Queues the fan-out of events a producer inserted itself (in its own db.batch, atomically with
	 * the state change). Ids whose insert did not happen (a guarded insert that lost a race) are
	 * skipped by the fan-out. Never throws: the sweeper re-sends what this could not.
	 */
	async function dispatch(env: Env, ctx: Pick<ExecutionContext, "waitUntil"> | null | undefined, eventIds: string[]) {
		if (!eventIds.length) return;
		const sending = trySend(
			env,
			eventIds.map((eventId) => ({ kind: kinds.fanout, eventId })),
			"fanout",
		);
		if (ctx) ctx.waitUntil(sending);
		else await sending;
	}
	/**
	 * An event row as a statement for the producer's own batch (INSERT OR IGNORE by id), so the event
	 * commits with the state change it reports; `dispatch` its id once the batch has committed.
	 */
	const eventInsert = (env: Env, e: EmitInput & { id: string; occurredAt: number }): D1PreparedStatement => {
		if (!cfg.eventTypes.includes(e.type)) throw new Error(`${cfg.service}: unknown event type ${e.type}`);
		return cfg
			.db(env)
			.prepare(
				`INSERT OR IGNORE INTO "${getTableName(V)}" (id, type, occurred_at, account_id, environment, data) VALUES (?, ?, ?, ?, ?, ?)`,
			)
			.bind(e.id, e.type, e.occurredAt, e.accountId, e.environment, JSON.stringify(e.data));
	};
	const emit = async (env: Env, ctx: Pick<ExecutionContext, "waitUntil"> | null | undefined, input: EmitInput) =>
		(await emitMany(env, ctx, [input]))[0];

	// ------------------------------------------------------------------------------ fan-out

	async function fanout(job: QueueJob, env: Env) {
		const msg = FanoutMessage.safeParse(job.body);
		if (!msg.success) return log(env, "error", { ...fields, event: "bad_fanout_message" });
		const { db, endpoints } = q(env);
		const ev = (await db.select().from(V).where(eq(V.id, msg.data.eventId)).limit(1))[0];
		// A dispatched id whose guarded insert lost its race never existed: nothing to deliver.
		if (!ev) return log(env, "info", { ...fields, event: "fanout_event_missing", eventId: msg.data.eventId });
		if (ev.fannedOutAt != null) return;
		for (const listener of listeners)
			await listener(env, {
				id: ev.id,
				type: ev.type,
				accountId: ev.accountId,
				environment: ev.environment,
				occurredAt: ev.occurredAt,
				data: JSON.parse(ev.data),
			});
		const tenant = { accountId: ev.accountId, environment: ev.environment };
		// Creating an endpoint replays nothing: the fan-out runs later (the queue, the sweeper's re-send),
		// so an endpoint made in between must not get an event that occurred before it existed.
		const targets = (await endpoints.active(tenant)).filter(
			(e) => e.createdAt <= ev.occurredAt && matchesEvent(e.events, ev.type),
		);
		const now = Date.now();
		if (targets.length) {
			const body = deliveryBody(ev);
			const inserts = targets.map((e) =>
				db
					.insert(D)
					.values({
						id: newId(prefixes.delivery),
						accountId: ev.accountId,
						environment: ev.environment,
						endpointId: e.id,
						eventId: ev.id,
						eventType: ev.type,
						status: "pending",
						attempts: 0,
						maxAttempts: MAX_ATTEMPTS,
						nextRetryAt: now,
						body,
						attemptLog: [],
						queueToken: randomHex(12),
						createdAt: now,
						updatedAt: now,
					})
					.onConflictDoNothing(),
			);
			await db.batch([inserts[0], ...inserts.slice(1)]);
			// Deliveries of this event not yet attempted, including any a crashed earlier run inserted.
			const fresh = await db
				.select({ id: D.id, queueToken: D.queueToken })
				.from(D)
				.where(
					and(
						eq(D.eventId, ev.id),
						inArray(
							D.endpointId,
							targets.map((e) => e.id),
						),
						sql`${D.status} = 'pending'`,
						eq(D.attempts, 0),
						isNull(D.leaseUntil),
					),
				);
			await sendAll(env, deliverMessages(fresh));
		}
		await db.update(V).set({ fannedOutAt: now }).where(eq(V.id, ev.id));
	}

	// ------------------------------------------------------------------------------ delivery

	async function resolveSecret(
		env: Pick<Env, "MASTER_KEY" | "MASTER_KEY_PREVIOUS">,
		row: Pick<EndpointRow, "secretSalt" | "secretHash">,
	) {
		for (const mk of [env.MASTER_KEY, env.MASTER_KEY_PREVIOUS]) {
			if (!mk) continue;
			const secret = await deriveSecret(mk, row.secretSalt, SECRET_PREFIX);
			if (timingSafeEqual(await sha256Hex(secret), row.secretHash)) return secret;
		}
		return null;
	}

	/** The rolled secret while it is still valid at `now` (epoch ms), else null. */
	async function rolledSecret(env: Pick<Env, "MASTER_KEY" | "MASTER_KEY_PREVIOUS">, row: EndpointRow, now: number) {
		if (
			!row.previousSecretSalt ||
			!row.previousSecretHash ||
			row.previousSecretExpiresAt == null ||
			row.previousSecretExpiresAt <= now
		)
			return null;
		return resolveSecret(env, { secretSalt: row.previousSecretSalt, secretHash: row.previousSecretHash });
	}

	/** One signed POST. Redirects are not followed (a public URL must not bounce the request inward). */
	async function attempt(env: Env, endpoint: EndpointRow, body: string): Promise<AttemptEntry> {
		const at = Date.now();
		const fail = (error: string, statusCode: number | null = null, durationMs = 0): AttemptEntry => ({
			at,
			statusCode,
			durationMs,
			error,
		});
		const refused = checkWebhookUrl(endpoint.url, {
			testMode: cfg.isTestMode(endpoint.environment, env),
			development: isLocalDevelopment(env),
		});
		if (refused) return fail(`not sent: ${refused}`);
		const secret = await resolveSecret(env, endpoint);
		if (!secret) {
			log(env, "error", { ...fields, event: "endpoint_secret_underivable", endpointId: endpoint.id });
			return fail(
				"not sent: the signing secret could not be derived (server key rotation); rotate the endpoint's secret",
			);
		}
		const previous = await rolledSecret(env, endpoint, at);
		const started = Date.now();
		try {
			const res = await fetch(endpoint.url, {
				method: "POST",
				headers: {
					"Content-Type": "application/json",
					"User-Agent": "Pasar-Webhooks/1.0",
					[cfg.signatureHeader]: await signatureHeaderValue(
						previous ? [secret, previous] : [secret],
						body,
						Math.floor(Date.now() / 1000),
					),
				},
				body,
				redirect: "manual",
				signal: AbortSignal.timeout(timeoutMs),
			});
			const durationMs = Date.now() - started;
			await res.body?.cancel().catch(() => {});
			if (isSuccessStatus(res.status)) return { at, statusCode: res.status, durationMs, error: null };
			return fail(
				res.status >= 300 && res.status < 400 ? `HTTP ${res.status}: redirects are not followed` : `HTTP ${res.status}`,
				res.status,
				durationMs,
			);
		} catch (err) {
			const durationMs = Date.now() - started;
			const name = err instanceof Error ? err.name : "";
			if (name === "TimeoutError" || name === "AbortError")
				return fail(`timed out after ${timeoutMs / 1000} s`, null, durationMs);
			return fail(
				`network error: ${(err instanceof Error ? err.message : String(err)).slice(0, 200)}`,
				null,
				durationMs,
			);
		}
	}

	/** Switches an endpoint off with a reason and fails its queued deliveries. True when this call did it. */
	async function disable(
		env: Env,
		tenant: Tenant,
		endpointId: string,
		reason: string | null,
		now: number,
	): Promise<boolean> {
		const { db, endpoints, deliveries } = q(env);
		const [off] = await db.batch([
			db
				.update(E)
				.set({ active: false, disabledReason: reason, updatedAt: now })
				.where(and(endpoints.mine(tenant, endpointId), eq(E.active, true)))
				.returning({ id: E.id }),
			deliveries.failPending(tenant, endpointId, "endpoint_disabled", now),
		]);
		return off.length > 0;
	}

	async function deliver(job: QueueJob, env: Env) {
		const msg = DeliverMessage.safeParse(job.body);
		if (!msg.success) return log(env, "error", { ...fields, event: "bad_deliver_message" });
		const { deliveryId, token } = msg.data;
		const { db, endpoints } = q(env);
		const now = Date.now();
		const mineAndLive = and(eq(D.id, deliveryId), eq(D.queueToken, token), sql`${D.status} = 'pending'`);
		const [row] = await db
			.update(D)
			.set({ leaseUntil: now + timeoutMs + 15_000 })
			.where(and(mineAndLive, or(isNull(D.leaseUntil), lt(D.leaseUntil, now))))
			.returning();
		if (!row) {
			// Another copy of this message holds the lease: come back when it lapses. Anything else is stale.
			const held = (await db.select({ leaseUntil: D.leaseUntil }).from(D).where(mineAndLive).limit(1))[0];
			if (held?.leaseUntil && held.leaseUntil >= now) job.retry(Math.ceil((held.leaseUntil - now) / 1000) + 1);
			return;
		}
		// The endpoint is looked up inside the delivery's own workspace and environment only.
		const tenant = { accountId: row.accountId, environment: row.environment };
		const endpoint = await endpoints.get(tenant, row.endpointId);
		if (!endpoint?.active) {
			await db
				.update(D)
				.set({
					status: "failed",
					failureReason: endpoint ? "endpoint_disabled" : "endpoint_deleted",
					nextRetryAt: null,
					leaseUntil: null,
					updatedAt: now,
				})
				.where(and(eq(D.id, row.id), sql`${D.status} = 'pending'`));
			return;
		}

		const entry = await attempt(env, endpoint, row.body);
		const done = Date.now();
		const next = afterAttempt(entry.error === null, row.attempts + 1, row.maxAttempts);
		const nextRetryAt = next.status === "pending" ? done + next.retryInSeconds * 1000 : null;
		const failureReason = next.status === "failed" ? next.reason : null;
		// Still pending unless PATCH active=false (or a switch-off) failed it while the request ran.
		const [after] = await db
			.update(D)
			.set({
				attempts: sql`${D.attempts} + 1`,
				attemptLog: sql`json_insert(${D.attemptLog}, '$[#]', json(${JSON.stringify(entry)}))`,
				leaseUntil: null,
				updatedAt: done,
				status: sql`CASE WHEN ${D.status} = 'pending' THEN ${next.status} ELSE ${D.status} END`,
				nextRetryAt: sql`CASE WHEN ${D.status} = 'pending' THEN ${nextRetryAt} ELSE NULL END`,
				failureReason: sql`CASE WHEN ${D.status} = 'pending' THEN ${failureReason} ELSE ${D.failureReason} END`,
			})
			.where(eq(D.id, row.id))
			.returning({ status: D.status });

		let switchedOff = false;
		if (next.status === "succeeded") {
			if (endpoint.failureStreak !== 0 || endpoint.firstFailureAt != null) {
				await db.update(E).set({ failureStreak: 0, firstFailureAt: null }).where(eq(E.id, endpoint.id));
			}
		} else {
			const [ep] = await db
				.update(E)
				.set({
					firstFailureAt: sql`COALESCE(${E.firstFailureAt}, ${entry.at})`,
					failureStreak: sql`${E.failureStreak} + ${next.status === "failed" ? 1 : 0}`,
				})
				.where(eq(E.id, endpoint.id))
				.returning({ streak: E.failureStreak, firstFailureAt: E.firstFailureAt, active: E.active });
			const reason = ep?.active ? autoDisableReason(ep.streak, ep.firstFailureAt, done) : null;
			if (reason) {
				switchedOff = await disable(env, tenant, endpoint.id, reason, done);
				if (switchedOff)
					log(env, "warn", {
						...fields,
						event: "endpoint_auto_disabled",
						endpointId: endpoint.id,
						workspace: tenant.accountId,
						reason,
					});
			}
		}
		if (next.status === "pending" && after?.status === "pending" && !switchedOff) job.retry(next.retryInSeconds);
	}

	/** Dead letters: the queue gave up on a message (its handler kept throwing). Never dropped silently. */
	async function deadDeliver(job: QueueJob, env: Env) {
		const msg = DeliverMessage.safeParse(job.body);
		if (!msg.success) return log(env, "error", { ...fields, event: "bad_dead_letter" });
		const now = Date.now();
		const entry: AttemptEntry = {
			at: now,
			statusCode: null,
			durationMs: 0,
			error: "dead-lettered: the delivery job kept failing inside the service and the queue gave up",
		};
		const changed = await dbOf(env)
			.update(D)
			.set({
				status: "failed",
				failureReason: "dead_lettered",
				nextRetryAt: null,
				leaseUntil: null,
				updatedAt: now,
				attemptLog: sql`json_insert(${D.attemptLog}, '$[#]', json(${JSON.stringify(entry)}))`,
			})
			.where(and(eq(D.id, msg.data.deliveryId), eq(D.queueToken, msg.data.token), sql`${D.status} = 'pending'`))
			.returning({ id: D.id });
		log(env, "error", {
			...fields,
			event: "delivery_dead_lettered",
			deliveryId: msg.data.deliveryId,
			marked: changed.length > 0,
		});
	}

	async function deadFanout(job: QueueJob, env: Env) {
		// The event stays un-fanned-out; the sweeper queues it again within its window.
		log(env, "error", {
			...fields,
			event: "fanout_dead_lettered",
			eventId: (job.body as { eventId?: unknown }).eventId,
		});
	}

	// ------------------------------------------------------------------------------ sweeper

	/**
	 * Re-queues fan-outs and deliveries whose queue message was lost (a failed send after a commit,
	 * or a producer that inserted events in its own batch and never dispatched them). An event
	 * waiting for its fan-out is first noted, then re-sent once it has waited SWEEP_EVENT_GRACE_MS
	 * since (and again each grace period after), so a message still in the queue is left alone.
	 */
	async function sweep(env: Env, now: number): Promise<{ events: number; deliveries: number }> {
		const db = dbOf(env);
		const waiting = isNull(V.fannedOutAt);
		await db
			.update(V)
			.set({ fanoutCheckedAt: now })
			.where(and(waiting, isNull(V.fanoutCheckedAt)));
		const events = await db
			.select({ id: V.id })
			.from(V)
			.where(and(waiting, lt(V.fanoutCheckedAt, now - SWEEP_EVENT_GRACE_MS)))
			.limit(SWEEP_BATCH);
		if (events.length) {
			await db
				.update(V)
				.set({ fanoutCheckedAt: now })
				.where(
					inArray(
						V.id,
						events.map((e) => e.id),
					),
				);
			await sendAll(
				env,
				events.map((e) => ({ kind: kinds.fanout, eventId: e.id })),
			);
		}
		const stuck = await db
			.select({ id: D.id, queueToken: D.queueToken })
			.from(D)
			.where(
				and(
					sql`${D.status} = 'pending'`,
					lt(D.nextRetryAt, now - SWEEP_GRACE_MS),
					or(isNull(D.leaseUntil), lt(D.leaseUntil, now)),
				),
			)
			// The longest overdue first: a backlog re-queued a batch at a time never starves one.
			.orderBy(D.nextRetryAt)
			.limit(SWEEP_BATCH);
		const requeued: Pick<DeliveryRow, "id" | "queueToken">[] = [];
		for (const s of stuck) {
			// A new token retires the lost message should it ever turn up.
			const token = randomHex(12);
			const [r] = await db
				.update(D)
				.set({ queueToken: token, nextRetryAt: now })
				.where(and(eq(D.id, s.id), eq(D.queueToken, s.queueToken), sql`${D.status} = 'pending'`))
				.returning({ id: D.id, queueToken: D.queueToken });
			if (r) requeued.push(r);
		}
		await sendAll(env, deliverMessages(requeued));
		if (events.length || requeued.length)
			log(env, "warn", { ...fields, event: "sweeper_requeued", events: events.length, deliveries: requeued.length });
		return { events: events.length, deliveries: requeued.length };
	}

	// ------------------------------------------------------------------------------ endpoints

	function checkUrl(env: Env, tenant: Tenant, url: string) {
		const reason = checkWebhookUrl(url, {
			testMode: cfg.isTestMode(tenant.environment, env),
			development: isLocalDevelopment(env),
		});
		if (reason) throw new ApiError(400, "validation_error", reason, "url");
	}
	function checkEvents(events: string[]) {
		const r = normaliseSubscriptions(events, cfg.eventTypes, cfg.subscriptions);
		if (!r.ok) throw new ApiError(400, "validation_error", r.reason, "events");
		return r.events;
	}
	async function newSecret(env: Env) {
		const salt = newSalt();
		const secret = await deriveSecret(env.MASTER_KEY, salt, SECRET_PREFIX);
		return { salt, secret, hash: await sha256Hex(secret) };
	}

	async function createEndpoint(
		env: Env,
		tenant: Tenant,
		input: EndpointInput,
	): Promise<{ row: EndpointRow; secret: string }> {
		checkUrl(env, tenant, input.url);
		const events = checkEvents(input.events);
		const { salt, secret, hash } = await newSecret(env);
		const now = Date.now();
		const row: EndpointRow = {
			id: newId(prefixes.endpoint),
			accountId: tenant.accountId,
			environment: tenant.environment,
			url: input.url,
			events,
			description: input.description ?? null,
			active: true,
			disabledReason: null,
			failureStreak: 0,
			firstFailureAt: null,
			secretSalt: salt,
			secretHash: hash,
			previousSecretSalt: null,
			previousSecretHash: null,
			previousSecretExpiresAt: null,
			createdAt: now,
			updatedAt: now,
		};
		// The cap is part of the insert itself: a count read first would let parallel creates overshoot it.
		const { meta } = await insertUnderCap(
			cfg.db(env),
			E,
			row,
			and(eq(E.accountId, tenant.accountId), eq(E.environment, tenant.environment)),
			maxEndpoints,
		).run();
		if (!meta.changes) {
			throw new ApiError(
				409,
				codes.limitReached,
				`A workspace has at most ${maxEndpoints} webhook endpoints per environment; delete one first`,
			);
		}
		return { row, secret };
	}

	async function updateEndpoint(env: Env, tenant: Tenant, id: string, patch: EndpointPatch): Promise<EndpointRow> {
		const { db, endpoints, deliveries } = q(env);
		const row = await endpoints.get(tenant, id);
		if (!row) throw notFound("webhook endpoint");
		if (patch.url !== undefined) checkUrl(env, tenant, patch.url);
		const events = patch.events !== undefined ? checkEvents(patch.events) : undefined;
		const now = Date.now();
		const set: Partial<EndpointRow> = { updatedAt: now };
		if (patch.url !== undefined) set.url = patch.url;
		if (events) set.events = events;
		if (patch.description !== undefined) set.description = patch.description;
		if (patch.active === true)
			Object.assign(set, { active: true, disabledReason: null, failureStreak: 0, firstFailureAt: null });
		if (patch.active === false) Object.assign(set, { active: false, disabledReason: null });
		const update = db.update(E).set(set).where(endpoints.mine(tenant, id)).returning();
		const [updated] =
			patch.active === false
				? (await db.batch([update, deliveries.failPending(tenant, id, "endpoint_disabled", now)]))[0]
				: await update;
		if (!updated) throw notFound("webhook endpoint");
		return updated;
	}

	async function deleteEndpoint(env: Env, tenant: Tenant, id: string): Promise<void> {
		const { db, endpoints, deliveries } = q(env);
		const now = Date.now();
		const del = db.delete(E).where(endpoints.mine(tenant, id)).returning({ id: E.id });
		const cleanup = cfg.deleteRemovesDeliveries
			? db
					.delete(D)
					.where(and(eq(D.endpointId, id), eq(D.accountId, tenant.accountId), eq(D.environment, tenant.environment)))
			: deliveries.failPending(tenant, id, "endpoint_deleted", now);
		const [gone] = await db.batch([del, cleanup]);
		if (!gone.length) throw notFound("webhook endpoint");
	}

	/**
	 * A new secret. With `expiresInSeconds` > 0 the current one keeps signing next to it until then
	 * (a roll); 0 stops it at once. Rolling again replaces any earlier rolled secret.
	 */
	async function rotateSecret(
		env: Env,
		tenant: Tenant,
		id: string,
		expiresInSeconds = 0,
		now = Date.now(),
	): Promise<{ row: EndpointRow; secret: string }> {
		const { db, endpoints } = q(env);
		const current = await endpoints.get(tenant, id);
		if (!current) throw notFound("webhook endpoint");
		const { salt, secret, hash } = await newSecret(env);
		const roll =
			expiresInSeconds > 0
				? {
						previousSecretSalt: current.secretSalt,
						previousSecretHash: current.secretHash,
						previousSecretExpiresAt: now + expiresInSeconds * 1000,
					}
				: { previousSecretSalt: null, previousSecretHash: null, previousSecretExpiresAt: null };
		const [row] = await db
			.update(E)
			.set({ secretSalt: salt, secretHash: hash, ...roll, updatedAt: now })
			.where(endpoints.mine(tenant, id))
			.returning();
		if (!row) throw notFound("webhook endpoint");
		return { row, secret };
	}

	/** Manual retry: one more attempt, now. 409 when the endpoint is off or the delivery is already queued. */
	async function retryDelivery(env: Env, tenant: Tenant, id: string): Promise<DeliveryRow> {
		const { db, endpoints, deliveries } = q(env);
		const row = await deliveries.get(tenant, id);
		if (!row) throw notFound("webhook delivery");
		const endpoint = await endpoints.get(tenant, row.endpointId);
		if (!endpoint?.active) {
			throw new ApiError(
				409,
				codes.endpointDisabled,
				endpoint
					? "The endpoint is switched off; re-enable it with PATCH active=true first"
					: "The endpoint was deleted",
			);
		}
		const alreadyQueued = () =>
			new ApiError(409, codes.alreadyQueued, "This delivery is already queued; it will be attempted at nextRetryAt");
		if (row.status === "pending") throw alreadyQueued();
		const now = Date.now();
		const [updated] = await db
			.update(D)
			.set({
				status: "pending",
				queueToken: randomHex(12),
				maxAttempts: sql`${D.attempts} + 1`,
				nextRetryAt: now,
				failureReason: null,
				leaseUntil: null,
				updatedAt: now,
			})
			.where(
				and(
					eq(D.id, id),
					eq(D.accountId, tenant.accountId),
					eq(D.environment, tenant.environment),
					sql`${D.status} <> 'pending'`,
				),
			)
			.returning();
		if (!updated) throw alreadyQueued();
		await trySend(env, deliverMessages([updated]), "retry");
		return updated;
	}

	// ------------------------------------------------------------------------------ jobs

	/** The queue consumers and the minute sweeper, for the owning service's ServiceModule. */
	const jobs: { queues: QueueRoute[]; ticks: Record<string, TickHandler> } = {
		queues: [
			{ queue: "webhooks", kind: kinds.fanout, handler: fanout },
			{ queue: "webhooks", kind: kinds.deliver, handler: deliver },
			{ queue: "webhooks-dlq", kind: `${kinds.fanout}.dead`, handler: deadFanout },
			{ queue: "webhooks-dlq", kind: `${kinds.deliver}.dead`, handler: deadDeliver },
		],
		ticks: {
			[`${cfg.service}.webhooks`]: async (now, env) => {
				await sweep(env, now);
			},
		},
	};

	return {
		cfg,
		kinds,
		codes,
		prefixes,
		emit,
		emitMany,
		eventInsert,
		dispatch,
		listen,
		jobs,
		handlers: { fanout, deliver, deadDeliver, deadFanout },
		sweep,
		resolveSecret,
		queries: q,
		createEndpoint,
		updateEndpoint,
		deleteEndpoint,
		rotateSecret,
		retryDelivery,
	};
}

export type WebhookService = ReturnType<typeof defineWebhookService>;
