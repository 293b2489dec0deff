import { ApiError, notFound } from "../../../platform/errors";
import type { MktCtx, MktScope } from "../context";
import { allowed, badStateMessage } from "./domain/state";
import { getCampaign, deleteCampaign as remove } from "./store";

/** DELETE /campaigns/{id}: only a campaign that never sent (a sent one is the record of what went out). */
export async function deleteCampaign(ctx: MktCtx, s: MktScope, id: string) {
	const cur = await getCampaign(ctx.env, s, id);
	if (!cur) throw notFound("campaign");
	if (!allowed("delete", cur.status) || cur.sendOp)
		throw new ApiError(409, "bad_state", badStateMessage("delete", cur.status));
	if (!(await remove(ctx.env, s, id))) throw new ApiError(409, "bad_state", "The campaign changed state meanwhile");
	return { id, deleted: true as const };
}
