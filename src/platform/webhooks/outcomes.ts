import { and, eq } from "drizzle-orm";
import type { Env } from "../../env";
import { log } from "../log";
import type { QueueJob } from "../service-module";
import type { WebhookContext } from "./context";
import { type AttemptEntry, afterAttempt, autoDisableReason } from "./domain";
import type { Tenant } from "./store";
import type { DeliveryRow, EndpointRow } from "./tables";

// What came of a batch's attempts, recorded together: the deliveries move, the endpoints' failure
// streaks move, endpoints past a threshold are switched off, and each queue message is settled.

/**
 * The outcomes of a batch's attempts are recorded together (one D1 batch); while a slow receiver keeps
 * some attempts open, those finished are recorded (and their messages settled) after this long.
 */
export const OUTCOME_FLUSH_MS = 500;

export function outcomeRecording(w: WebhookContext) {
	const { cfg, E, deliveriesTable, endpointsTable, q, fields } = w;

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
	 * log, status, next retry). A delivery failed meanwhile by PATCH active=false or a switch-off stays
	 * failed unless this attempt succeeded: the receiver has it, so it is succeeded — recorded as
	 * failed, a manual retry would send it twice (issue 37 item 15). Then one statement per endpoint moves its failure streak as the outcomes would one by one
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
				`UPDATE "${deliveriesTable}" SET attempts = attempts + 1, attempt_log = json_insert(attempt_log, '$[#]', json(j_entry)), lease_until = NULL, updated_at = j_done, status = CASE WHEN status = 'pending' OR j_status = 'succeeded' THEN j_status ELSE status END, next_retry_at = CASE WHEN status = 'pending' THEN j_next ELSE NULL END, failure_reason = CASE WHEN status = 'pending' OR j_status = 'succeeded' THEN j_reason ELSE failure_reason END FROM (SELECT json_extract(value, '$.id') AS j_id, json_extract(value, '$.entry') AS j_entry, json_extract(value, '$.done') AS j_done, json_extract(value, '$.status') AS j_status, json_extract(value, '$.nextRetryAt') AS j_next, json_extract(value, '$.reason') AS j_reason FROM json_each(?1)) WHERE "${deliveriesTable}".id = j_id RETURNING "${deliveriesTable}".id AS id, "${deliveriesTable}".status AS status`,
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

	return { outcomeRecorder, recordOutcomes, disable };
}

export type OutcomeRecording = ReturnType<typeof outcomeRecording>;
