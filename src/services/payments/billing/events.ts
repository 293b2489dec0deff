import type { Env } from "../../../env";
import { newId } from "../../../platform/ids";
import { dispatchPaymentsEvents } from "../events/index";
import type { Scope } from "./store";

/**
 * Billing events (spec §6: subscription.*, invoice.*) go into the DB_PAY `events` table through
 * this one function. A statement, not a write, so a state move and its event commit in one
 * db.batch. `guard` makes the insert conditional on a row carrying the op token of the write it
 * belongs to: when a racing tick or request lost the conditional UPDATE, its events vanish with it.
 * Delivery: the ids minted here are handed to the webhooks engine by dispatchBillingEvents after
 * the write (ids whose guarded insert lost its race are skipped by the fan-out); anything missed
 * is fanned out by the engine's sweeper on the minute tick.
 */
export type BillingEventType =
	| "subscription.created"
	| "subscription.updated"
	| "subscription.deleted"
	| "subscription.trial_will_end"
	| "subscription.past_due"
	| "invoice.created"
	| "invoice.paid"
	| "invoice.payment_failed"
	// An invoice's charge is a Payment like a checkout's (issue 8): its outcome is reported the same way.
	| "payment.succeeded"
	| "payment.failed";

export interface EventGuard {
	table: "subscriptions" | "invoices" | "payments";
	id: string;
	/** The row must have column = value (subscriptions: op_id of this write); omitted: the row must exist. */
	column?: "op_id" | "payment_id" | "status";
	value?: string;
}

export function billingEventStatement(
	env: Env,
	s: Scope,
	e: { type: BillingEventType; data: unknown; occurredAt: number; guard?: EventGuard; id?: string },
): D1PreparedStatement {
	const id = e.id ?? newId("evt_", e.occurredAt);
	minted.push(id);
	const values = [id, e.type, e.occurredAt, s.workspaceId, s.environment, JSON.stringify(e.data)];
	if (!e.guard) {
		return env.DB_PAY.prepare(
			"INSERT OR IGNORE INTO events (id, type, occurred_at, account_id, environment, data) VALUES (?, ?, ?, ?, ?, ?)",
		).bind(...values);
	}
	const g = e.guard;
	const cond = g.column
		? `SELECT 1 FROM ${g.table} WHERE id = ? AND ${g.column} = ?`
		: `SELECT 1 FROM ${g.table} WHERE id = ?`;
	return env.DB_PAY.prepare(
		`INSERT OR IGNORE INTO events (id, type, occurred_at, account_id, environment, data) SELECT ?, ?, ?, ?, ?, ? WHERE EXISTS (${cond})`,
	).bind(...values, g.id, ...(g.column ? [g.value ?? null] : []));
}

/** Ids minted since the last dispatch (per isolate; dispatching an id twice or early is harmless). */
const minted: string[] = [];

/** Queues delivery of the billing events written so far (after their batches committed). */
export async function dispatchBillingEvents(
	env: Env,
	ctx: Pick<ExecutionContext, "waitUntil"> | null | undefined,
): Promise<void> {
	const ids = minted.splice(0);
	if (ids.length) await dispatchPaymentsEvents(env, ctx, ids);
}
