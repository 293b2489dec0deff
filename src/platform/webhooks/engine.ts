import { and, eq, getTableName, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { z } from "zod";
import type { Env } from "../../env";
import { insertUnderCap } from "../caps";
import type { ServiceName } from "../context";
import { deriveSecret, newSalt, sha256Hex, timingSafeEqual } from "../crypto";
import { inJson } from "../d1";
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
	/** Attempts in flight at once per endpoint within one queue batch (default ENDPOINT_CONCURRENCY). */
	endpointConcurrency?: number;
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
/**
 * Attempts in flight at once per endpoint within one batch: one receiver cannot take every connection
 * of the invocation (Workers open at most 6 outbound connections at once per invocation; the rest wait).
 */
export const ENDPOINT_CONCURRENCY = 4;
/**
 * The outcomes of a batch's attempts are recorded together (one D1 batch); while a slow receiver keeps
 * some attempts open, those finished are recorded (and their messages settled) after this long.
 */
export const OUTCOME_FLUSH_MS = 500;
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

	/**
	 * The fan-out of a batch's events at once: one read of the events, one of each workspace's active
	 * endpoints, one D1 batch inserting every delivery (UNIQUE per endpoint and event) and reading back
	 * those never attempted, their deliver messages, then one update marking the events fanned out.
	 * Listeners run per event first; an event whose listener throws is left to be fanned out again
	 * (its message retried; alone in its batch, the throw goes to the queue as before).
	 */
	async function fanoutBatch(jobs: QueueJob[], env: Env) {
		const byEvent = new Map<string, QueueJob[]>();
		for (const job of jobs) {
			const msg = FanoutMessage.safeParse(job.body);
			if (!msg.success) {
				log(env, "error", { ...fields, event: "bad_fanout_message" });
				continue;
			}
			byEvent.set(msg.data.eventId, [...(byEvent.get(msg.data.eventId) ?? []), job]);
		}
		if (!byEvent.size) return;
		const { db, endpoints } = q(env);
		const rows = await db
			.select()
			.from(V)
			.where(inJson(V.id, [...byEvent.keys()]));
		const found = new Set(rows.map((r) => r.id));
		// A dispatched id whose guarded insert lost its race never existed: nothing to deliver.
		for (const id of byEvent.keys())
			if (!found.has(id)) log(env, "info", { ...fields, event: "fanout_event_missing", eventId: id });
		const ready: typeof rows = [];
		let failure: unknown = null;
		for (const ev of rows.filter((r) => r.fannedOutAt == null)) {
			try {
				for (const listener of listeners)
					await listener(env, {
						id: ev.id,
						type: ev.type,
						accountId: ev.accountId,
						environment: ev.environment,
						occurredAt: ev.occurredAt,
						data: JSON.parse(ev.data),
					});
				ready.push(ev);
			} catch (err) {
				if (byEvent.size === 1) throw err;
				failure = err;
				for (const job of byEvent.get(ev.id) ?? []) job.retry(Math.min(2 ** job.attempts, 300));
			}
		}
		if (failure)
			log(env, "error", {
				...fields,
				event: "fanout_listener_failed",
				error: failure instanceof Error ? failure.message : String(failure),
			});
		if (!ready.length) return;
		const tenantKey = (t: Tenant) => `${t.accountId}\u0000${t.environment}`;
		const tenants = new Map(ready.map((e) => [tenantKey(e), { accountId: e.accountId, environment: e.environment }]));
		const active = new Map(
			await Promise.all([...tenants].map(async ([k, t]) => [k, await endpoints.active(t)] as const)),
		);
		const now = Date.now();
		const raw = cfg.db(env);
		const inserts: D1PreparedStatement[] = [];
		const targetIds = new Set<string>();
		for (const ev of ready) {
			// Creating an endpoint replays nothing: the fan-out runs later (the queue, the sweeper's re-send),
			// so an endpoint made in between must not get an event that occurred before it existed.
			const targets = (active.get(tenantKey(ev)) ?? []).filter(
				(e) => e.createdAt <= ev.occurredAt && matchesEvent(e.events, ev.type),
			);
			if (!targets.length) continue;
			for (const e of targets) targetIds.add(e.id);
			// One statement per event whatever its number of endpoints: [delivery id, endpoint id, token] rows.
			const rows = targets.map((e) => [newId(prefixes.delivery), e.id, randomHex(12)]);
			inserts.push(
				raw
					.prepare(
						`INSERT OR IGNORE INTO "${deliveriesTable}" (${deliveryInsertColumns}) SELECT json_extract(value, '$[0]'), ?1, ?2, json_extract(value, '$[1]'), ?3, ?4, 'pending', 0, ?5, ?6, ?7, '[]', json_extract(value, '$[2]'), ?6, ?6 FROM json_each(?8)`,
					)
					.bind(
						ev.accountId,
						ev.environment,
						ev.id,
						ev.type,
						MAX_ATTEMPTS,
						now,
						deliveryBody(ev),
						JSON.stringify(rows),
					),
			);
		}
		if (inserts.length) {
			// Deliveries of these events not yet attempted, including any a crashed earlier run inserted.
			const fresh = raw
				.prepare(
					`SELECT id, queue_token AS queueToken FROM "${deliveriesTable}" WHERE event_id IN (SELECT value FROM json_each(?1)) AND endpoint_id IN (SELECT value FROM json_each(?2)) AND status = 'pending' AND attempts = 0 AND lease_until IS NULL`,
				)
				.bind(JSON.stringify(ready.map((e) => e.id)), JSON.stringify([...targetIds]));
			const results = await raw.batch<Pick<DeliveryRow, "id" | "queueToken">>([...inserts, fresh]);
			await sendAll(env, deliverMessages(results.at(-1)?.results ?? []));
		}
		await db
			.update(V)
			.set({ fannedOutAt: now })
			.where(
				inJson(
					V.id,
					ready.map((e) => e.id),
				),
			);
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

	/** The endpoint's signing secrets at `at` (current, and the rolled one while it still signs). */
	async function signingSecrets(env: Env, endpoint: EndpointRow, at: number) {
		return { secret: await resolveSecret(env, endpoint), previous: await rolledSecret(env, endpoint, at) };
	}

	/** One signed POST. Redirects are not followed (a public URL must not bounce the request inward). */
	async function attempt(
		env: Env,
		endpoint: EndpointRow,
		body: string,
		secrets?: { secret: string | null; previous: string | null },
	): Promise<AttemptEntry> {
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
		const { secret, previous } = secrets ?? (await signingSecrets(env, endpoint, at));
		if (!secret) {
			log(env, "error", { ...fields, event: "endpoint_secret_underivable", endpointId: endpoint.id });
			return fail(
				"not sent: the signing secret could not be derived (server key rotation); rotate the endpoint's secret",
			);
		}
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

	/**
	 * The deliveries of a batch at once: one statement leases them all (a message whose token was
	 * retired sends nothing; one whose delivery another copy holds comes back when the lease lapses),
	 * one reads their endpoints, the attempts run in parallel (every endpoint at once, at most
	 * `endpointConcurrency` per endpoint), and their outcomes are recorded together in one D1 batch
	 * — in completion order, so an endpoint's streak moves as if they had run one by one — after which
	 * each message is settled: retried on the schedule while its delivery is pending, else acked.
	 */
	async function deliverBatch(jobs: QueueJob[], env: Env) {
		const msgs: Array<{ job: QueueJob; deliveryId: string; token: string }> = [];
		for (const job of jobs) {
			const msg = DeliverMessage.safeParse(job.body);
			if (msg.success) msgs.push({ job, deliveryId: msg.data.deliveryId, token: msg.data.token });
			else log(env, "error", { ...fields, event: "bad_deliver_message" });
		}
		if (!msgs.length) return;
		const { db } = q(env);
		const now = Date.now();
		const theirs = (list: typeof msgs) =>
			sql`(${D.id}, ${D.queueToken}) IN (SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(${JSON.stringify(list.map((m) => [m.deliveryId, m.token]))}))`;
		const leased = await db
			.update(D)
			.set({ leaseUntil: now + timeoutMs + 15_000 })
			.where(and(theirs(msgs), sql`${D.status} = 'pending'`, or(isNull(D.leaseUntil), lt(D.leaseUntil, now))))
			.returning();
		const byId = new Map(leased.map((r) => [r.id, r]));
		const owners: Array<(typeof msgs)[number] & { row: DeliveryRow }> = [];
		const others: typeof msgs = [];
		for (const m of msgs) {
			const row = byId.get(m.deliveryId);
			if (row) {
				byId.delete(m.deliveryId);
				owners.push({ ...m, row });
			} else others.push(m);
		}
		if (others.length) {
			// Another copy of a message holds the lease: come back when it lapses. Anything else is stale.
			const held = await db
				.select({ id: D.id, leaseUntil: D.leaseUntil })
				.from(D)
				.where(and(theirs(others), sql`${D.status} = 'pending'`));
			const until = new Map(held.map((h) => [h.id, h.leaseUntil]));
			for (const m of others) {
				const lease = until.get(m.deliveryId);
				if (lease && lease >= now) m.job.retry(Math.ceil((lease - now) / 1000) + 1);
				else m.job.ack?.();
			}
		}
		if (!owners.length) return;

		// The endpoints, looked up inside each delivery's own workspace and environment only.
		const eps = await db
			.select()
			.from(E)
			.where(inJson(E.id, [...new Set(owners.map((o) => o.row.endpointId))]));
		const epById = new Map(eps.map((e) => [e.id, e]));
		const byEndpoint = new Map<string, { endpoint: EndpointRow; items: typeof owners }>();
		const closed: Array<{ owner: (typeof owners)[number]; reason: "endpoint_disabled" | "endpoint_deleted" }> = [];
		for (const o of owners) {
			const ep = epById.get(o.row.endpointId);
			const endpoint = ep && ep.accountId === o.row.accountId && ep.environment === o.row.environment ? ep : null;
			if (!endpoint?.active) closed.push({ owner: o, reason: endpoint ? "endpoint_disabled" : "endpoint_deleted" });
			else {
				const group = byEndpoint.get(endpoint.id) ?? { endpoint, items: [] };
				group.items.push(o);
				byEndpoint.set(endpoint.id, group);
			}
		}
		if (closed.length) {
			const fails = closed.map(({ owner, reason }) =>
				db
					.update(D)
					.set({ status: "failed", failureReason: reason, nextRetryAt: null, leaseUntil: null, updatedAt: now })
					.where(and(eq(D.id, owner.row.id), sql`${D.status} = 'pending'`)),
			);
			await db.batch(fails as unknown as [(typeof fails)[number]]);
			for (const { owner } of closed) owner.job.ack?.();
		}

		const recorder = outcomeRecorder(env);
		const cap = Math.max(1, cfg.endpointConcurrency ?? ENDPOINT_CONCURRENCY);
		await Promise.all(
			[...byEndpoint.values()].map(async ({ endpoint, items }) => {
				const secrets = await signingSecrets(env, endpoint, now);
				let next = 0;
				const worker = async () => {
					while (next < items.length) {
						const item = items[next++];
						const entry = await attempt(env, endpoint, item.row.body, secrets);
						recorder.add({ ...item, endpoint, entry, done: Date.now() });
					}
				};
				await Promise.all(Array.from({ length: Math.min(cap, items.length) }, worker));
			}),
		);
		await recorder.close();
	}

	interface Outcome {
		job: QueueJob;
		row: DeliveryRow;
		endpoint: EndpointRow;
		entry: AttemptEntry;
		done: number;
	}

	/** Collects a batch's outcomes and records them in one D1 batch at the end (or every OUTCOME_FLUSH_MS meanwhile). */
	function outcomeRecorder(env: Env) {
		let waiting: Outcome[] = [];
		let chain: Promise<void> = Promise.resolve();
		let timer: ReturnType<typeof setTimeout> | null = null;
		const flush = () => {
			if (timer) clearTimeout(timer);
			timer = null;
			const take = waiting;
			waiting = [];
			if (take.length) chain = chain.then(() => recordOutcomes(env, take));
			return chain;
		};
		return {
			add(o: Outcome) {
				waiting.push(o);
				timer ??= setTimeout(() => void flush().catch(() => {}), OUTCOME_FLUSH_MS);
			},
			close: () => flush(),
		};
	}

	/**
	 * One D1 batch: a single UPDATE ... FROM json_each moves every delivery of the flush (attempts,
	 * log, status, next retry; a delivery failed meanwhile by PATCH active=false or a switch-off stays
	 * failed), and one statement per endpoint moves its failure streak as the outcomes would one by one
	 * in completion order (a success resets it, a failed delivery adds one, the first failure since a
	 * success starts the failing-since clock). Then endpoints past a threshold are switched off, and
	 * every message is settled: retried on the schedule while its delivery is still pending, else acked.
	 */
	async function recordOutcomes(env: Env, outcomes: Outcome[]) {
		const raw = cfg.db(env);
		const moves = outcomes.map((o) => {
			const next = afterAttempt(o.entry.error === null, o.row.attempts + 1, o.row.maxAttempts);
			return {
				o,
				next,
				json: {
					id: o.row.id,
					entry: o.entry,
					done: o.done,
					status: next.status,
					nextRetryAt: next.status === "pending" ? o.done + next.retryInSeconds * 1000 : null,
					reason: next.status === "failed" ? next.reason : null,
				},
			};
		});
		const deliveriesMove = raw
			.prepare(
				`UPDATE "${deliveriesTable}" SET attempts = attempts + 1, attempt_log = json_insert(attempt_log, '$[#]', json(j_entry)), lease_until = NULL, updated_at = j_done, status = CASE WHEN status = 'pending' THEN j_status ELSE status END, next_retry_at = CASE WHEN status = 'pending' THEN j_next ELSE NULL END, failure_reason = CASE WHEN status = 'pending' THEN j_reason ELSE failure_reason END FROM (SELECT json_extract(value, '$.id') AS j_id, json_extract(value, '$.entry') AS j_entry, json_extract(value, '$.done') AS j_done, json_extract(value, '$.status') AS j_status, json_extract(value, '$.nextRetryAt') AS j_next, json_extract(value, '$.reason') AS j_reason FROM json_each(?1)) WHERE "${deliveriesTable}".id = j_id RETURNING "${deliveriesTable}".id AS id, "${deliveriesTable}".status AS status`,
			)
			.bind(JSON.stringify(moves.map((m) => m.json)));
		// Per endpoint, the outcomes in completion order since its last success (or all, without one).
		const perEndpoint = new Map<string, { endpoint: EndpointRow; reset: boolean; failures: typeof moves }>();
		for (const m of moves) {
			const e = perEndpoint.get(m.o.endpoint.id) ?? { endpoint: m.o.endpoint, reset: false, failures: [] };
			if (m.next.status === "succeeded") {
				e.reset = true;
				e.failures = [];
			} else e.failures.push(m);
			perEndpoint.set(m.o.endpoint.id, e);
		}
		// `last`: the endpoint's last failure of the flush, whose time the switch-off rule is checked at.
		const streakMoves: Array<{ endpointId: string; last: Outcome | null; statement: D1PreparedStatement }> = [];
		for (const [endpointId, e] of perEndpoint) {
			const failed = e.failures.filter((m) => m.next.status === "failed").length;
			const firstAt = e.failures[0]?.o.entry.at ?? null;
			if (e.reset && !e.failures.length && e.endpoint.failureStreak === 0 && e.endpoint.firstFailureAt == null)
				continue;
			const statement = e.reset
				? raw
						.prepare(
							`UPDATE "${endpointsTable}" SET failure_streak = ?2, first_failure_at = ?3 WHERE id = ?1 RETURNING failure_streak AS streak, first_failure_at AS firstFailureAt, active`,
						)
						.bind(endpointId, failed, firstAt)
				: raw
						.prepare(
							`UPDATE "${endpointsTable}" SET failure_streak = failure_streak + ?2, first_failure_at = COALESCE(first_failure_at, ?3) WHERE id = ?1 RETURNING failure_streak AS streak, first_failure_at AS firstFailureAt, active`,
						)
						.bind(endpointId, failed, firstAt);
			streakMoves.push({ endpointId, last: e.failures.at(-1)?.o ?? null, statement });
		}
		const [moved, ...streaks] = await raw.batch<Record<string, unknown>>([
			deliveriesMove,
			...streakMoves.map((m) => m.statement),
		]);
		const switchedOff = new Set<string>();
		for (const [i, m] of streakMoves.entries()) {
			const ep = streaks[i]?.results[0] as
				| { streak: number; firstFailureAt: number | null; active: number }
				| undefined;
			if (!m.last || !ep?.active) continue;
			const reason = autoDisableReason(ep.streak, ep.firstFailureAt, m.last.done);
			if (!reason) continue;
			const tenant = { accountId: m.last.row.accountId, environment: m.last.row.environment };
			if (await disable(env, tenant, m.endpointId, reason, m.last.done)) {
				switchedOff.add(m.endpointId);
				log(env, "warn", {
					...fields,
					event: "endpoint_auto_disabled",
					endpointId: m.endpointId,
					workspace: tenant.accountId,
					reason,
				});
			}
		}
		const after = new Map((moved?.results ?? []).map((r) => [r.id as string, r.status as string]));
		for (const m of moves) {
			if (m.next.status === "pending" && after.get(m.o.row.id) === "pending" && !switchedOff.has(m.o.endpoint.id))
				m.o.job.retry(m.next.retryInSeconds);
			else m.o.job.ack?.();
		}
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

	/** One message alone (tests drive the engine with these; the queue hands over whole batches). */
	const fanout = (job: QueueJob, env: Env) => fanoutBatch([job], env);
	const deliver = (job: QueueJob, env: Env) => deliverBatch([job], env);

	/** The queue consumers and the minute sweeper, for the owning service's ServiceModule. */
	const jobs: { queues: QueueRoute[]; ticks: Record<string, TickHandler> } = {
		queues: [
			{ queue: "webhooks", kind: kinds.fanout, handler: fanout, batch: fanoutBatch },
			{ queue: "webhooks", kind: kinds.deliver, handler: deliver, batch: deliverBatch },
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
		handlers: { fanout, deliver, fanoutBatch, deliverBatch, deadDeliver, deadFanout },
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
