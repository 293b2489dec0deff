import { ApiError } from "../../../platform/errors";
import { log } from "../../../platform/log";
import { planOf, workspaceEnv } from "../../admin/public";
import { cancelSubscription, type PayScope, getSubscription as paySubscription } from "../../payments/public";
import type { MktCtx, MktScope } from "../context";
import { getConfig, getSubscription, updateSubscription } from "./store";
import { subscriptionView } from "./view";

const cancelFailed = () =>
	new ApiError(
		500,
		"cancel_failed",
		"The billing provider could not schedule the cancellation; nothing changed, retry",
	);

/**
 * POST /billing/cancel: payments cancels at the period end; here active → canceling (cancelAt
 * null, access until currentPeriodEnd). A provider failure leaves the row as it was (safe to
 * retry); a retry after the provider succeeded but this write did not finds it scheduled and completes.
 */
export async function cancelPlan(ctx: MktCtx, s: MktScope) {
	const row = await getSubscription(ctx.env, s);
	if (row?.status !== "active")
		throw new ApiError(
			409,
			"bad_state",
			`Only an active subscription can be canceled (it is ${row?.status ?? "free"})`,
		);
	const config = await getConfig(ctx.env);
	if (!config) throw cancelFailed();
	const pay: PayScope = { workspaceId: config.payAccountId, environment: config.environment };
	// Payments runs for the billing workspace, on its shards (issue 38); this workspace's rows stay on ctx.env.
	const payCtx = { env: await workspaceEnv(ctx.env, config.payAccountId), exec: ctx.exec };
	try {
		await cancelSubscription(payCtx, pay, row.paySubscriptionId, { at: "period_end", reason: "user_request" });
	} catch (err) {
		const cur = await paySubscription(payCtx, pay, row.paySubscriptionId).catch(() => null);
		if (!cur?.cancelAt) {
			log(ctx.env, "error", { service: "mkt", event: "billing_cancel_failed", error: (err as Error).message });
			throw cancelFailed();
		}
	}
	const done = await updateSubscription(ctx.env, s, row.paySubscriptionId, {
		status: "canceling",
		cancelAt: null,
		updatedAt: Date.now(),
	});
	return subscriptionView(done ?? row, await planOf(ctx.env, s.workspaceId, "mkt"));
}
