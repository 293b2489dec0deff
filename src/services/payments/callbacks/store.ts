// What provider callbacks read and write (callbacks/apply.ts): the replay log of callback events,
// the payment a callback names, and the conditional moves its outcome makes. Raw SQL: each move is
// a conditional UPDATE (only from the states the callback may move), its changes() the verdict.
import type { Env } from "../../../env";
import type { PaymentRow } from "../charges/rows";
import type { PayScope as Scope } from "../context";

export async function callbackSeen(env: Env, s: Scope, kind: string, eventId: string) {
	return (
		(await env.DB_PAY.prepare(
			"SELECT 1 AS x FROM provider_callbacks WHERE account_id = ? AND environment = ? AND kind = ? AND event_id = ?",
		)
			.bind(s.workspaceId, s.environment, kind, eventId)
			.first()) != null
	);
}

export async function recordCallback(env: Env, s: Scope, kind: string, eventId: string, outcome: string) {
	await env.DB_PAY.prepare(
		"INSERT OR IGNORE INTO provider_callbacks (account_id, environment, kind, event_id, outcome, received_at) VALUES (?, ?, ?, ?, ?, ?)",
	)
		.bind(s.workspaceId, s.environment, kind, eventId.slice(0, 255), outcome, Date.now())
		.run();
}

/** The payment a callback names, by our idempotency key or the provider's reference. */
export const paymentByMatch = (
	env: Env,
	s: Scope,
	match: { idempotencyKey?: string | null; providerReference?: string | null },
) =>
	env.DB_PAY.prepare(
		"SELECT * FROM payments WHERE account_id = ? AND environment = ? AND (idempotency_key = ? OR provider_reference = ?) ORDER BY created_at DESC LIMIT 1",
	)
		.bind(s.workspaceId, s.environment, match.idempotencyKey ?? "\u0000", match.providerReference ?? "\u0000")
		.first<PaymentRow>();

export async function sessionEnded(env: Env, sessionId: string) {
	return (
		(await env.DB_PAY.prepare("SELECT 1 AS x FROM checkout_sessions WHERE id = ? AND status IN ('expired', 'canceled')")
			.bind(sessionId)
			.first()) != null
	);
}

/** Flags a success that arrived for a canceled payment (once); true when this call flagged it. */
export async function flagLateSuccess(env: Env, paymentId: string, code: string, providerReference: string | null) {
	const r = await env.DB_PAY.prepare(
		"UPDATE payments SET status = 'canceled', failure_code = ?, provider_reference = COALESCE(?, provider_reference), updated_at = ? WHERE id = ? AND status IN ('canceled', 'pending') AND (failure_code IS NULL OR failure_code != ?)",
	)
		.bind(code, providerReference, Date.now(), paymentId, code)
		.run();
	return (r.meta.changes ?? 0) > 0;
}

/** A pending (or answered-pending, or held for review) payment succeeds, as a statement to batch with the invoice it pays. */
export const paymentSucceededByCallback = (env: Env, p: PaymentRow, providerReference: string | null, fee: number) =>
	env.DB_PAY.prepare(
		"UPDATE payments SET status = 'succeeded', failure_code = NULL, provider_reference = ?, fee = ?, net = ?, updated_at = ? WHERE id = ? AND (status = 'pending' OR (status = 'failed' AND failure_code IN ('payment_pending', 'amount_mismatch')))",
	).bind(providerReference, fee, p.amount - fee, Date.now(), p.id);

/**
 * Holds a payment still awaiting the provider for review: a success callback stated another amount
 * or currency. Its status stays; failure_code amount_mismatch is the flag (callbacks/review.ts).
 */
export async function flagAmountMismatch(env: Env, paymentId: string, providerReference: string | null) {
	await env.DB_PAY.prepare(
		"UPDATE payments SET failure_code = 'amount_mismatch', provider_reference = COALESCE(provider_reference, ?), updated_at = ? WHERE id = ? AND (status = 'pending' OR (status = 'failed' AND failure_code IN ('payment_pending', 'amount_mismatch')))",
	)
		.bind(providerReference, Date.now(), paymentId)
		.run();
}

/** Keeps the provider's reference on a pending payment that has none yet. */
export async function keepProviderReference(env: Env, paymentId: string, providerReference: string) {
	await env.DB_PAY.prepare(
		"UPDATE payments SET provider_reference = COALESCE(provider_reference, ?) WHERE id = ? AND status = 'pending'",
	)
		.bind(providerReference, paymentId)
		.run();
}
