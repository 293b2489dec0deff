import type { Env } from "../../../env";
import { newId } from "../../../platform/ids";
import { workspaceEnv } from "../../admin/public";
import { dispatchPaymentsEvents } from "../events/index";
import type { Scope } from "./store";
import { type EventGuard, eventInsert } from "./store/events";

/**
 * Billing events (spec §6: subscription.*, invoice.*) go into the payments `events` table through
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

export type { EventGuard };

export function billingEventStatement(
	env: Env,
	s: Scope,
	e: { type: BillingEventType; data: unknown; occurredAt: number; guard?: EventGuard; id?: string },
): D1PreparedStatement {
	const id = e.id ?? newId("evt_", e.occurredAt);
	minted.push({ workspaceId: s.workspaceId, id });
	return eventInsert(env, s, { ...e, id });
}

/**
 * Ids minted since the last dispatch, with their workspace (per isolate; dispatching an id twice or
 * early is harmless). One request may dispatch another's ids: each is sent from its own workspace's
 * shard, which its fan-out message names (issue 38).
 */
const minted: { workspaceId: string; id: string }[] = [];

/** Queues delivery of the billing events written so far (after their batches committed). */
export async function dispatchBillingEvents(
	env: Env,
	ctx: Pick<ExecutionContext, "waitUntil"> | null | undefined,
): Promise<void> {
	const byWorkspace = new Map<string, string[]>();
	for (const m of minted.splice(0)) byWorkspace.set(m.workspaceId, [...(byWorkspace.get(m.workspaceId) ?? []), m.id]);
	for (const [ws, ids] of byWorkspace) {
		// Never fails the caller (its write committed): the engine's sweeper fans out what was not sent.
		const on = await workspaceEnv(env, ws).catch(() => null);
		if (on) await dispatchPaymentsEvents(on, ctx, ids);
	}
}
