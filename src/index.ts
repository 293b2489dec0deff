import { z } from "zod";
import type { Env } from "./env";
import { log } from "./platform/log";
import { meteredEnv, newMeter } from "./platform/roundtrips";
import type { QueueJob, QueueName } from "./platform/service-module";
import { dbOfService, pinnedEnv, shardCount, unplacedRoute } from "./platform/shards";
import { dispatch } from "./router";
import { SERVICES } from "./services";

export { Idempotency } from "./platform/idempotency/idempotency.do";
export { RateLimiter } from "./platform/ratelimit/ratelimit.do";
export { SendThrottle } from "./services/marketing/campaigns/send-throttle.do";
export { PayRateLimiter } from "./services/payments/access/ratelimit.do";
export { PaymentsLedger } from "./services/payments/ledger/ledger.do";
export { JobLog } from "./services/pipeline/logs/job-log.do";

const QueueMessage = z.looseObject({ kind: z.string().min(1) });

/** wrangler queue names are "pasar-<name>"; modules declare their consumers by <name>. */
const queueNameOf = (q: string) => q.replace(/^pasar-/, "") as QueueName;

/**
 * Messages of a batch run concurrently: one slow webhook receiver (up to its 10 s timeout) never
 * holds up the other deliveries of the batch. Each message is acked or retried on its own. Kinds
 * whose consumer takes batches (webhook fan-out and delivery) get all their messages of the batch in
 * one call, which settles each as its outcome is recorded; the rest get one handler call each.
 */
export async function handleQueue(
	batch: MessageBatch<unknown>,
	env: Env,
	ctx: ExecutionContext,
	services: Services = SERVICES,
) {
	const queue = queueNameOf(batch.queue);
	const grouped = new Map<string, Settled[]>();
	const single: Promise<unknown>[] = [];
	for (const msg of batch.messages) {
		const parsed = QueueMessage.safeParse(msg.body);
		if (!parsed.success) {
			log(env, "error", {
				queue,
				messageId: msg.id,
				error: "malformed queue message dropped",
				issues: parsed.error.issues.length,
			});
			msg.ack();
			continue;
		}
		// Dead letters are routed by the kind of the original message to its "<kind>.dead" handler.
		const kind = queue === "webhooks-dlq" ? `${parsed.data.kind}.dead` : parsed.data.kind;
		if (services.queueBatchHandler?.(queue, kind)) {
			let group = grouped.get(kind);
			if (!group) grouped.set(kind, (group = []));
			group.push(settled(msg, parsed.data));
		} else single.push(handleMessage(services, queue, kind, msg, parsed.data, env, ctx));
	}
	await Promise.allSettled([
		...single,
		...[...grouped].map(([kind, jobs]) => handleGroup(services, queue, kind, jobs, env, ctx)),
	]);
}

/**
 * A consumer's env: no workspace placed yet, so a service whose workspaces are spread over shards
 * must resolve the workspace its message names (workspaceEnv) before reading its database.
 */
const unplaced = (env: Env) => meteredEnv(env, newMeter(), unplacedRoute());

type Services = Pick<typeof SERVICES, "queueHandler" | "ticks"> & Partial<Pick<typeof SERVICES, "queueBatchHandler">>;
type Body = z.infer<typeof QueueMessage>;

/** A message as a batch handler's job: settled once, by ack or retry. */
interface Settled {
	msg: Message<unknown>;
	job: QueueJob<Body>;
	settled: () => boolean;
}

function settled(msg: Message<unknown>, body: Body): Settled {
	let done = false;
	return {
		msg,
		settled: () => done,
		job: {
			body,
			attempts: msg.attempts,
			retry: (delaySeconds) => {
				if (done) return;
				done = true;
				msg.retry({ delaySeconds });
			},
			ack: () => {
				if (done) return;
				done = true;
				msg.ack();
			},
		},
	};
}

async function handleGroup(
	services: Services,
	queue: QueueName,
	kind: string,
	jobs: Settled[],
	env: Env,
	ctx: ExecutionContext,
) {
	const handler = services.queueBatchHandler?.(queue, kind);
	try {
		await handler?.(
			jobs.map((j) => j.job),
			unplaced(env),
			ctx,
		);
		for (const j of jobs) j.job.ack?.();
	} catch (err) {
		log(env, "error", {
			queue,
			kind,
			messages: jobs.length,
			error: err instanceof Error ? err.message : String(err),
		});
		// The messages not settled yet go back with the same backoff a failing single handler gets.
		for (const j of jobs) if (!j.settled()) j.job.retry(Math.min(2 ** j.msg.attempts, 300));
	}
}

async function handleMessage(
	services: Services,
	queue: QueueName,
	kind: string,
	msg: Message<unknown>,
	body: Body,
	env: Env,
	ctx: ExecutionContext,
) {
	const handler = services.queueHandler(queue, kind);
	if (!handler) {
		log(env, "error", { queue, messageId: msg.id, kind, error: "no handler registered; message dropped" });
		msg.ack();
		return;
	}
	let retried = false;
	try {
		await handler(
			{
				body,
				attempts: msg.attempts,
				retry: (delaySeconds) => {
					retried = true;
					msg.retry({ delaySeconds });
				},
			},
			unplaced(env),
			ctx,
		);
		if (!retried) msg.ack();
	} catch (err) {
		log(env, "error", {
			queue,
			messageId: msg.id,
			kind,
			attempts: msg.attempts,
			error: err instanceof Error ? err.message : String(err),
		});
		if (!retried) msg.retry({ delaySeconds: Math.min(2 ** msg.attempts, 300) });
	}
}

/** The minute cron: every service's tick, each isolated so one failure never starves the rest. */
export async function handleScheduled(now: number, env: Env, ctx: ExecutionContext, services: Services = SERVICES) {
	await Promise.all(
		services.ticks().map(async ([service, tick, module]) => {
			const db = dbOfService(module);
			// Each tick scans its own service's rows, so it runs once per shard of that database; every
			// other database stays unplaced (a per-workspace step resolves that workspace's env).
			const shards = db ? shardCount(env, db) : 1;
			for (let i = 0; i < shards; i++)
				try {
					await tick(now, db ? pinnedEnv(env, db, i) : env, ctx);
				} catch (err) {
					const error = err instanceof Error ? err.message : String(err);
					log(env, "error", { service, event: "tick", shard: i, error });
				}
		}),
	);
}

export default {
	fetch: (req, env, ctx) => dispatch(req, env, ctx),
	queue: (batch, env, ctx) => handleQueue(batch, env, ctx),
	scheduled: (controller, env, ctx) => handleScheduled(controller.scheduledTime, env, ctx),
} satisfies ExportedHandler<Env>;
