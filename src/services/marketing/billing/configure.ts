import { ApiError } from "../../../platform/errors";
import { workspaceEnv, workspaceExists } from "../../admin/public";
import { createPlan, type PayScope } from "../../payments/public";
import type { MktCtx } from "../context";
import { BILLING_CURRENCIES, PAID_PLANS, PLAN_PRICES, planName } from "./plans";
import { getPrice, insertPrice, listPrices, setConfig } from "./store";

export interface BillingSetup {
	accountId: string;
	environment: "test" | "live";
}

/**
 * PUT /billing/config (platform admin): names the payments workspace that bills marketing plans
 * and makes, once, a monthly payments plan per paid plan and currency there. Re-running keeps
 * the prices already made; pointing at another workspace makes a fresh set there. The config and
 * prices are global rows on shard 0 of DB_MKT (store/config.ts).
 */
export async function configureBilling(ctx: MktCtx, b: BillingSetup) {
	if (!(await workspaceExists(ctx.env, b.accountId)))
		throw new ApiError(404, "not_found", `No workspace ${b.accountId}`, "accountId");
	await setConfig(ctx.env, b.accountId, b.environment, Date.now());
	const pay: PayScope = { workspaceId: b.accountId, environment: b.environment };
	// Payments runs for the billing workspace, on its shards (issue 38), not the admin key's workspace.
	const payCtx = { env: await workspaceEnv(ctx.env, b.accountId), exec: ctx.exec };
	for (const plan of PAID_PLANS)
		for (const currency of BILLING_CURRENCIES) {
			if (await getPrice(ctx.env, plan, currency)) continue;
			const amount = PLAN_PRICES[plan][currency];
			const made = await createPlan(payCtx, pay, {
				name: `Pasar Marketing ${planName(plan)} (${currency})`,
				currency,
				interval: "month",
				intervalCount: 1,
				trialDays: 0,
				unitAmount: amount,
			});
			await insertPrice(ctx.env, { plan, currency, payPlanId: made.id, payPriceId: made.defaultPriceId, amount });
		}
	return { accountId: b.accountId, environment: b.environment, prices: await listPrices(ctx.env) };
}
