import { ApiError, notFound } from "../../../platform/errors";
import type { MktCtx, MktScope } from "../context";
import { announce } from "./announce";
import { allowed, badStateMessage, FROM } from "./domain/state";
import { getCampaign } from "./store";
import { endEarly } from "./store/send";
import { campaignView } from "./view";

/**
 * POST /campaigns/{id}/cancel, before or during a send: every recipient not yet claimed stays
 * unsent (canceled), and the month's plan count gets them back; messages already with the provider
 * are not recalled.
 */
export async function cancelCampaign(ctx: MktCtx, s: MktScope, id: string) {
	const cur = await getCampaign(ctx.env, s, id);
	if (!cur) throw notFound("campaign");
	if (!allowed("cancel", cur.status)) throw new ApiError(409, "bad_state", badStateMessage("cancel", cur.status));
	const row = await endEarly(ctx.env, s, id, "canceled", FROM.cancel, null, Date.now());
	if (!row) throw new ApiError(409, "bad_state", "The campaign changed state meanwhile; read it again");
	if (cur.status === "sending") await announce(ctx, row, "mkt.campaign.finished.v1");
	return campaignView(row);
}
