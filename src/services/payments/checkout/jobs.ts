import type { Env } from "../../../env";
import { retryStaleRefunds } from "../charges/refunds";
import type { PayEnvironment } from "../context";
import { markDue } from "../ledger/clock";
import { CHECKOUT_RUNNER, expireSession, publishCheckoutDue } from "./sessions";
import { dueSessions } from "./store";

/** Sessions expired per run; the rest wait for the next minute. */
const EXPIRE_BATCH = 100;

/**
 * The checkout due runner (due.ts): expires open sessions past expiresAt, asks providers again
 * about refunds a dead process left pending, and records when it is next due.
 */
export async function runCheckoutDue(env: Env, workspaceId: string, environment: PayEnvironment, now: number) {
	const s = { workspaceId, environment };
	for (const r of await dueSessions(env, s, now, EXPIRE_BATCH)) await expireSession(env, null, s, r, now);
	const stale = await retryStaleRefunds(env, s, now);
	await publishCheckoutDue(env, s, now);
	if (stale) await markDue(env, s, CHECKOUT_RUNNER, Date.now() + 5 * 60_000);
}
