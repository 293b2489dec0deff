import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Env } from "../../env";
import { inJson } from "../d1";
import { log } from "../log";
import type { QueueJob } from "../service-module";
import type { Attempter } from "./attempt";
import type { WebhookContext } from "./context";
import type { AttemptEntry } from "./domain";
import type { OutcomeRecording } from "./outcomes";
import type { DeliveryRow, EndpointRow } from "./tables";

// Deliveries out: a batch of deliver messages leases its deliveries, attempts them (attempt.ts) and
// records the outcomes (outcomes.ts); dead letters mark what the queue gave up on.

const DeliverMessage = z.object({
	kind: z.string(),
	deliveryId: z.string().min(1).max(64),
	token: z.string().min(1).max(64),
});

/**
 * Attempts in flight at once per endpoint within one batch: one receiver cannot take every connection
 * of the invocation (Workers open at most 6 outbound connections at once per invocation; the rest wait).
 */
export const ENDPOINT_CONCURRENCY = 4;

export function deliverer(
	w: WebhookContext,
	{ signingSecrets, attempt }: Pick<Attempter, "signingSecrets" | "attempt">,
	{ outcomeRecorder }: Pick<OutcomeRecording, "outcomeRecorder">,
) {
	const { cfg, D, E, timeoutMs, dbOf, q, fields } = w;

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

	return { deliverBatch, deadDeliver, deadFanout };
}
