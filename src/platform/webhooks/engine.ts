import type { Env } from "../../env";
import { log } from "../log";
import type { QueueJob, QueueRoute, TickHandler } from "../service-module";
import { pinnedEnv, shardCount } from "../shards";
import { attempter } from "./attempt";
import { type WebhookServiceConfig, webhookContext } from "./context";
import { deliverer } from "./deliver";
import { emitter } from "./emit";
import { endpointOperations } from "./endpoints";
import { outcomeRecording } from "./outcomes";
import { sweeper } from "./sweep";

/**
 * The webhook engine (DESIGN §1 queues, §4 signatures; REFERENCE "Webhook delivery"), shared by
 * every service. A service describes itself once with defineWebhookService and gets:
 *  - emit / emitMany: record an event (INSERT OR IGNORE by id) and queue its fan-out;
 *  - eventInsert / eventInsertSelect + dispatch: an event as a statement in the producer's own batch
 *    (eventInsertSelect: written only for the rows a SELECT yields inside it), fanned out after commit;
 *  - queue handlers: fan-out (one delivery row per matching active endpoint, UNIQUE per endpoint
 *    and event) and delivery (signed POST, 10 s timeout, retries on the REFERENCE schedule through
 *    message.retry, auto-disable), plus dead-letter handlers that mark deliveries failed;
 *  - a sweeper tick that re-queues work whose queue message was lost;
 *  - the endpoint, delivery and event operations its routes call (routes.ts builds them).
 * Delivery is at least once and unordered; receivers dedupe on the event id.
 */

// The parts, each a factory over the shared context (context.ts): emit.ts (events and fan-out),
// attempt.ts (signing secrets and the POST), outcomes.ts (recording a batch's outcomes),
// deliver.ts (delivery batches and dead letters), sweep.ts (the sweeper), endpoints.ts (operations).

export { type EventListener, isLocalDevelopment, type RecordedEvent, type WebhookServiceConfig } from "./context";
export { ENDPOINT_CONCURRENCY } from "./deliver";
export type { EmitInput } from "./emit";
export type { EndpointInput, EndpointPatch } from "./endpoints";
export { OUTCOME_FLUSH_MS } from "./outcomes";
export { SWEEP_EVENT_GRACE_MS, SWEEP_GRACE_MS } from "./sweep";

export function defineWebhookService(cfg: WebhookServiceConfig) {
	const w = webhookContext(cfg);
	const { kinds, codes, prefixes, listen, q } = w;
	const sending = attempter(w);
	const { resolveSecret } = sending;
	const { emit, emitMany, eventInsert, eventInsertSelect, dispatch, fanoutBatch: fanoutOnShard } = emitter(w);
	const {
		deliverBatch: deliverOnShard,
		deadDeliver: deadDeliverOnShard,
		deadFanout,
	} = deliverer(w, sending, outcomeRecording(w));
	const { sweep } = sweeper(w);
	const { createEndpoint, updateEndpoint, deleteEndpoint, rotateSecret, retryDelivery } = endpointOperations(w);

	// ------------------------------------------------------------------------------ jobs

	/**
	 * A consumer over shards: the batch's messages grouped by the shard they name (sendAll tags each;
	 * an untagged one, sent before sharding, is shard 0), each group run on an env pinned to its shard,
	 * one after another. A group that throws leaves its own and the later groups' messages unsettled,
	 * so the queue retries them; the groups before it are settled.
	 */
	const byShard =
		(run: (jobs: QueueJob[], env: Env) => Promise<void>) =>
		async (jobs: QueueJob[], env: Env): Promise<void> => {
			const db = w.shardedDb;
			if (!db) return run(jobs, env);
			const groups = new Map<number, QueueJob[]>();
			for (const job of jobs) {
				const shard = (job.body as { shard?: unknown }).shard ?? 0;
				if (!Number.isInteger(shard) || (shard as number) < 0 || (shard as number) >= shardCount(env, db)) {
					log(env, "error", { ...w.fields, event: "bad_shard_in_message", shard: String(shard) });
					continue;
				}
				groups.set(shard as number, [...(groups.get(shard as number) ?? []), job]);
			}
			for (const [shard, group] of groups) await run(group, pinnedEnv(env, db, shard));
		};
	const fanoutBatch = byShard(fanoutOnShard);
	const deliverBatch = byShard(deliverOnShard);
	const deadDeliver = (job: QueueJob, env: Env) => byShard(async ([j], e) => deadDeliverOnShard(j, e))([job], env);

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
		limitStatus: w.limitStatus,
		prefixes,
		emit,
		emitMany,
		eventInsert,
		eventInsertSelect,
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
