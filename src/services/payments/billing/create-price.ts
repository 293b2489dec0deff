import { ApiError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import type { PayCtx, PayScope } from "../context";
import { scopeNow } from "../ledger/clock";
import { commit, getRow, insertPrice, type PlanRow, type PriceRow, priceView } from "./store";

/** POST /v1/plans/{id}/prices: another price of an active plan (currency defaults to the plan's). */
export async function createPrice(
	ctx: PayCtx,
	s: PayScope,
	planId: string,
	b: { unitAmount: number; currency?: string },
) {
	const plan = await getRow<PlanRow>(ctx.env, s, "plans", planId);
	if (!plan.active) throw new ApiError(422, "validation_error", `Plan ${plan.id} is archived`, "planId");
	const now = await scopeNow(ctx.env, s);
	const price: PriceRow = {
		id: newId("pr_", now),
		plan_id: plan.id,
		currency: b.currency ?? plan.currency,
		unit_amount: b.unitAmount,
		active: 1,
		created_at: now,
		updated_at: now,
	};
	await commit(ctx.env, [insertPrice(ctx.env, s, price)]);
	return priceView(price);
}
