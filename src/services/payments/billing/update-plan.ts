import { newId } from "../../../platform/ids";
import type { PayCtx, PayScope } from "../context";
import { scopeNow } from "../ledger/clock";
import { commit, getRow, insertPrice, type PlanRow, type PriceRow, planView } from "./store";
import { planUpdate } from "./store/plans";

/**
 * PATCH /v1/plans/{id}: name and trialDays in place; a new unitAmount mints a new default price
 * in the plan's currency, written in the same batch (existing subscriptions keep their price).
 */
export async function updatePlan(
	ctx: PayCtx,
	s: PayScope,
	id: string,
	b: { name?: string; trialDays?: number; unitAmount?: number },
) {
	const cur = await getRow<PlanRow>(ctx.env, s, "plans", id);
	const now = await scopeNow(ctx.env, s);
	const next: PlanRow = {
		...cur,
		name: b.name ?? cur.name,
		trial_days: b.trialDays ?? cur.trial_days,
		updated_at: now,
	};
	const stmts: D1PreparedStatement[] = [];
	if (b.unitAmount !== undefined && b.unitAmount !== cur.unit_amount) {
		const price: PriceRow = {
			id: newId("pr_", now),
			plan_id: cur.id,
			currency: cur.currency,
			unit_amount: b.unitAmount,
			active: 1,
			created_at: now,
			updated_at: now,
		};
		stmts.push(insertPrice(ctx.env, s, price));
		next.unit_amount = b.unitAmount;
		next.default_price_id = price.id;
	}
	stmts.push(planUpdate(ctx.env, s, next));
	await commit(ctx.env, stmts);
	return planView(next);
}
