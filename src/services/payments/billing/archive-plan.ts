import type { PayCtx, PayScope } from "../context";
import { scopeNow } from "../ledger/clock";
import { getRow, type PlanRow, planView } from "./store";
import { archivePlan as storeArchive } from "./store/plans";

/** POST /v1/plans/{id}/archive: new subscriptions are refused, existing ones continue. */
export async function archivePlan(ctx: PayCtx, s: PayScope, id: string) {
	await storeArchive(ctx.env, s, id, await scopeNow(ctx.env, s));
	return planView(await getRow<PlanRow>(ctx.env, s, "plans", id));
}
