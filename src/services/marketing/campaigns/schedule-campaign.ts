import { ApiError, notFound } from "../../../platform/errors";
import type { MktCtx, MktScope } from "../context";
import { sendingChannel } from "./channel-check";
import { allowed, badStateMessage, sendAtProblem } from "./domain/state";
import { getCampaignWithChannel, scheduleCampaign as schedule } from "./store";
import { campaignView } from "./view";

/** POST /campaigns/{id}/schedule: draft → scheduled at sendAt (the body's, else the stored one); the minute cron sends it. */
export async function scheduleCampaign(
	ctx: MktCtx,
	s: MktScope,
	id: string,
	sendAtIso: string | undefined,
	linkBase: string,
) {
	const found = await getCampaignWithChannel(ctx.env, s, id);
	if (!found) throw notFound("campaign");
	const { campaign, channel } = found;
	if (!allowed("schedule", campaign.status))
		throw new ApiError(409, "bad_state", badStateMessage("schedule", campaign.status));
	sendingChannel(channel);
	const sendAt = sendAtIso !== undefined ? Date.parse(sendAtIso) : campaign.sendAt;
	if (sendAt == null)
		throw new ApiError(400, "validation", "sendAt is required to schedule (in the body or on the campaign)", "sendAt");
	const now = Date.now();
	const problem = sendAtProblem(sendAt, now);
	if (problem) throw new ApiError(400, "validation", problem, "sendAt");
	const row = await schedule(ctx.env, s, id, sendAt, linkBase, now);
	if (!row) throw new ApiError(409, "bad_state", "The campaign changed state meanwhile; read it again");
	return campaignView(row);
}
