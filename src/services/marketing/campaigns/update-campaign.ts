import { ApiError, notFound } from "../../../platform/errors";
import { getChannel } from "../channels/store";
import type { MktCtx, MktScope } from "../context";
import { checkAudience, normaliseAudience } from "./audience-check";
import { campaignChannel } from "./channel-check";
import { checkedContent, parseSendAt } from "./create-campaign";
import type { CampaignContent } from "./domain/content";
import { allowed, badStateMessage } from "./domain/state";
import type { PatchCampaignInput } from "./schemas";
import { editCampaign, getCampaign } from "./store";
import { campaignView } from "./view";

/** PATCH /campaigns/{id}: while draft or scheduled. A new channel re-checks the content against its kind. */
export async function updateCampaign(ctx: MktCtx, s: MktScope, id: string, b: PatchCampaignInput) {
	const cur = await getCampaign(ctx.env, s, id);
	if (!cur) throw notFound("campaign");
	if (!allowed("edit", cur.status) || cur.sendOp)
		throw new ApiError(409, "bad_state", badStateMessage("edit", cur.status));
	const channel = campaignChannel(await getChannel(ctx.env, s, b.channelId ?? cur.channelId));
	const set: Parameters<typeof editCampaign>[3] = {};
	if (b.name !== undefined) set.name = b.name;
	if (b.channelId !== undefined) set.channelId = b.channelId;
	if (b.audience !== undefined) {
		const audience = normaliseAudience(b.audience);
		await checkAudience(ctx, s, audience);
		set.audience = JSON.stringify(audience);
	}
	if (b.content !== undefined || b.channelId !== undefined) {
		const content = b.content ?? (JSON.parse(cur.content) as CampaignContent);
		set.content = JSON.stringify(checkedContent(channel.content, content));
	}
	if (b.sendAt !== undefined) set.sendAt = parseSendAt(b.sendAt);
	const row = await editCampaign(ctx.env, s, id, set, Date.now());
	// Raced with a send or a cancel between the read and the write.
	if (!row) throw new ApiError(409, "bad_state", "The campaign changed state meanwhile; read it again");
	return campaignView(row);
}
