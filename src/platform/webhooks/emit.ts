import { getTableName } from "drizzle-orm";
import { z } from "zod";
import type { Env } from "../../env";
import { inJson } from "../d1";
import { newId, randomHex } from "../ids";
import { log } from "../log";
import type { QueueJob } from "../service-module";
import type { WebhookContext } from "./context";
import { MAX_ATTEMPTS, matchesEvent } from "./domain";
import { deliveryBody, type Tenant } from "./store";
import type { DeliveryRow } from "./tables";

// Events in: emit / emitMany record them and queue their fan-out; fanoutBatch turns a batch of
// events into delivery rows (one per matching active endpoint) and queues their deliveries.

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

const FanoutMessage = z.object({ kind: z.string(), eventId: z.string().min(1).max(64) });

export function emitter(w: WebhookContext) {
	const { cfg, V, prefixes, kinds, deliveriesTable, deliveryInsertColumns, dbOf, listeners, q, fields } = w;
	const { sendAll, trySend, deliverMessages } = w;

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
	/**
	 * Events of one type as a statement for the producer's own batch, written only for the rows `select`
	 * yields (columns id, occurred_at, account_id, data: JSON text), so the event's existence and payload
	 * are decided inside the transaction, by the state the batch's earlier statements left (a level that
	 * just crossed its reorder point, a row as an UPDATE computed it). INSERT OR IGNORE by id; `select`
	 * uses plain ? placeholders. `dispatch` the ids the producer gave once committed: missing ones are skipped.
	 */
	const eventInsertSelect = (
		env: Env,
		e: { type: string; environment: string },
		select: string,
		binds: unknown[],
	): D1PreparedStatement => {
		if (!cfg.eventTypes.includes(e.type)) throw new Error(`${cfg.service}: unknown event type ${e.type}`);
		return cfg
			.db(env)
			.prepare(
				`INSERT OR IGNORE INTO "${getTableName(V)}" (id, type, occurred_at, account_id, environment, data)
				 SELECT src.id, ?, src.occurred_at, src.account_id, ?, src.data FROM (${select}) src`,
			)
			.bind(e.type, e.environment, ...binds);
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

	return { emitMany, dispatch, eventInsert, eventInsertSelect, emit, fanoutBatch };
}
