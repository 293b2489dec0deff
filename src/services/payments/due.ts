import type { Env } from "../../env";
import { runSubscriptions, SUBSCRIPTION_RUNNER } from "./billing/renewals";
import { runCheckoutDue } from "./checkout/jobs";
import { CHECKOUT_RUNNER } from "./checkout/sessions";
import { type DueRunners, PAYOUT_RUNNER, runDue } from "./ledger/clock";
import { runPayoutWork } from "./payouts/rail";

/**
 * Every kind of payments work that happens at a time rather than on a request, in the order a
 * test-clock advance runs them: renewals first (they may charge and settle), then payouts (which
 * may pay out what settled), then checkout expiry.
 */
export const DUE_RUNNERS: DueRunners = {
	[SUBSCRIPTION_RUNNER]: runSubscriptions,
	[PAYOUT_RUNNER]: (env, workspaceId, environment) => runPayoutWork(env, workspaceId, environment),
	[CHECKOUT_RUNNER]: runCheckoutDue,
};

/** The payments minute tick: the runners whose due time has passed (clock.ts `runDue`). */
export const runDueWork = (env: Env, wallNow: number, runners: DueRunners = DUE_RUNNERS) =>
	runDue(env, wallNow, runners);
