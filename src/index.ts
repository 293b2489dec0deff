import { z } from "zod";
import type { Env } from "./env";
import { log } from "./platform/log";
import type { QueueName } from "./platform/service-module";
import { dispatch } from "./router";
import { SERVICES } from "./services";

export { Idempotency } from "./platform/idempotency/idempotency.do";
export { PaymentsLedger } from "./services/payments/ledger/ledger.do";
export { PayRateLimiter } from "./services/payments/access/ratelimit.do";
export { RateLimiter } from "./platform/ratelimit/ratelimit.do";
export { JobLog } from "./services/pipeline/logs/job-log.do";

const QueueMessage = z.looseObject({ kind: z.string().min(1) });

/** wrangler queue names are "pasar-<name>"; modules declare their consumers by <name>. */
const queueNameOf = (q: string) => q.replace(/^pasar-/, "") as QueueName;

/**
 * Messages of a batch run concurrently: one slow webhook receiver (up to its 10 s timeout) never
 * holds up the other deliveries of the batch. Each message is acked or retried on its own.
 */
export async function handleQueue(
	batch: MessageBatch<unknown>,
	env: Env,
	ctx: ExecutionContext,
	services: Services = SERVICES,
) {
	const queue = queueNameOf(batch.queue);
	await Promise.allSettled(batch.messages.map((msg) => handleMessage(services, queue, msg, env, ctx)));
}

type Services = Pick<typeof SERVICES, "queueHandler" | "ticks">;

async function handleMessage(
	services: Services,
	queue: QueueName,
	msg: Message<unknown>,
	env: Env,
	ctx: ExecutionContext,
) {
	const parsed = QueueMessage.safeParse(msg.body);
	if (!parsed.success) {
		log(env, "error", {
			queue,
			messageId: msg.id,
			error: "malformed queue message dropped",
			issues: parsed.error.issues.length,
		});
		msg.ack();
		return;
	}
	// Dead letters are routed by the kind of the original message to its "<kind>.dead" handler.
	const kind = queue === "webhooks-dlq" ? `${parsed.data.kind}.dead` : parsed.data.kind;
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
				body: parsed.data,
				attempts: msg.attempts,
				retry: (delaySeconds) => {
					retried = true;
					msg.retry({ delaySeconds });
				},
			},
			env,
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
		services.ticks().map(async ([service, tick]) => {
			try {
				await tick(now, env, ctx);
			} catch (err) {
				log(env, "error", { service, event: "tick", error: err instanceof Error ? err.message : String(err) });
			}
		}),
	);
}

export default {
	fetch: (req, env, ctx) => dispatch(req, env, ctx),
	queue: (batch, env, ctx) => handleQueue(batch, env, ctx),
	scheduled: (controller, env, ctx) => handleScheduled(controller.scheduledTime, env, ctx),
} satisfies ExportedHandler<Env>;
