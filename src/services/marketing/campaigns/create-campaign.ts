import { ApiError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { getChannel } from "../channels/store";
import type { MktCtx, MktScope } from "../context";
import { checkAudience, normaliseAudience } from "./audience-check";
import { campaignChannel } from "./channel-check";
import type { ContentKind } from "./domain/audience";
import type { CampaignContent } from "./domain/content";
import { prepareContent } from "./message";
import type { CreateCampaignInput } from "./schemas";
import { insertCampaign } from "./store";
import { campaignView } from "./view";

/** The content checked for the channel's kind: unknown personalisation fields are named (400). */
export function checkedContent(kind: ContentKind, content: CampaignContent) {
	const p = prepareContent(kind, content);
	if (!p.ok) throw new ApiError(400, "validation", p.message, p.field);
	return p.prepared.content;
}

export const parseSendAt = (v: string | null | undefined) => (v == null ? null : Date.parse(v));

/** POST /campaigns: a draft. The channel, audience ids and content are checked now; the channel's state when it sends. */
export async function createCampaign(ctx: MktCtx, s: MktScope, b: CreateCampaignInput) {
	const channel = campaignChannel(await getChannel(ctx.env, s, b.channelId));
	const audience = normaliseAudience(b.audience);
	await checkAudience(ctx, s, audience);
	const content = checkedContent(channel.content, b.content);
	const now = Date.now();
	const row = {
		id: newId("cmp_", now),
		accountId: s.workspaceId,
		name: b.name,
		channelId: b.channelId,
		audience: JSON.stringify(audience),
		content: JSON.stringify(content),
		sendAt: parseSendAt(b.sendAt),
		status: "draft" as const,
		failureReason: null,
		sendOp: null,
		preparedAt: null,
		recipients: 0,
		excluded: "{}",
		links: "[]",
		linkBase: null,
		batches: 0,
		startedAt: null,
		finishedAt: null,
		canceledAt: null,
		createdAt: now,
		updatedAt: now,
	};
	await insertCampaign(ctx.env, row);
	return campaignView(row);
}
