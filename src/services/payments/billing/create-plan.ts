import type { z } from "@hono/zod-openapi";
import { newId } from "../../../platform/ids";
import type { PayCtx, PayScope } from "../context";
import { workspaceNow } from "../ledger/clock";
import type { CreatePlan } from "./routes/plans";
import { commit, insertPlan, insertPrice, type PlanRow, type PriceRow, planView } from "./store";

/** A plan and its default price, written together (one batch: neither exists without the other). */
export async function createPlan(ctx: PayCtx, s: PayScope, b: z.infer<typeof CreatePlan>) {
	const now = await workspaceNow(ctx.env, s.workspaceId, s.environment);
	const plan: PlanRow = {
		id: newId("pln_", now),
		name: b.name,
		currency: b.currency,
		interval: b.interval,
		interval_count: b.intervalCount,
		trial_days: b.trialDays,
		unit_amount: b.unitAmount,
		default_price_id: newId("pr_", now),
		active: 1,
		archived_at: null,
		created_at: now,
		updated_at: now,
	};
	const price: PriceRow = {
		id: plan.default_price_id,
		plan_id: plan.id,
		currency: b.currency,
		unit_amount: b.unitAmount,
		active: 1,
		created_at: now,
		updated_at: now,
	};
	await commit(ctx.env, [insertPlan(ctx.env, s, plan), insertPrice(ctx.env, s, price)]);
	return planView(plan);
}
