import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Env } from "../../env";
import { randomHex } from "../ids";
import { log } from "../log";
import type { WebhookContext } from "./context";
import type { DeliveryRow } from "./tables";

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

export function sweeper(w: WebhookContext) {
	const { D, V, kinds, dbOf, fields, sendAll, deliverMessages } = w;

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

	return { sweep };
}
