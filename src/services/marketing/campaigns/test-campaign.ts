import { ApiError, notFound } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { getChannel } from "../channels/store";
import type { RawContact } from "../contacts/store";
import type { MktCtx, MktScope } from "../context";
import { type Provider, recipientProblem } from "../integrations/catalogue";
import type { ChannelProvider } from "../integrations/provider";
import { ProviderError } from "../integrations/provider";
import { sendingChannel } from "./channel-check";
import { campaignClient } from "./client";
import { prepareContent } from "./message";
import { contactForPreview } from "./preview-campaign";
import { outbound, personalise } from "./recipient-message";
import { type CampaignRow, getCampaign } from "./store";

/**
 * POST /campaigns/{id}/test: the campaign's content, personalised as `contactId` (or with every
 * fallback), sent now to up to five addresses through the campaign's channel — "[Test]" in the
 * subject, links untracked, not counted in the report or the plan. The provider's answer per address.
 */
export async function testCampaign(
	ctx: MktCtx,
	s: MktScope,
	id: string,
	b: { recipients: string[]; contactId?: string },
	base: string,
) {
	const campaign = await getCampaign(ctx.env, s, id);
	if (!campaign) throw notFound("campaign");
	const channel = await getChannel(ctx.env, s, campaign.channelId);
	const cc = sendingChannel(channel);
	const ch = channel as NonNullable<typeof channel>;
	b.recipients.forEach((r, i) => {
		const problem = recipientProblem(ch.provider as Provider, r);
		if (problem) throw new ApiError(400, "validation", `recipients[${i}]: ${problem}`, `recipients[${i}]`);
	});
	const contact: RawContact | null = b.contactId ? await contactForPreview(ctx, s, b.contactId) : null;
	const prepared = prepareContent(cc, JSON.parse(campaign.content), ch.provider as Provider);
	if (!prepared.ok) throw new ApiError(400, "validation", prepared.message, prepared.field);
	const who = contact ? { campaignId: id, contactId: contact.id, base, links: null } : null;
	const fields = await personalise(ctx.env, s, cc, prepared.prepared, contact, who, base, ch.displayName);
	const client = await campaignClient(ctx.env, ch);
	if (!client) throw new ApiError(400, "validation", "This channel cannot send campaigns", "channelId");
	const messages = await Promise.all(b.recipients.map((r) => sendTest(client, fields, campaign, r.trim())));
	return { messages };
}

async function sendTest(
	client: ChannelProvider,
	fields: Awaited<ReturnType<typeof personalise>>,
	campaign: CampaignRow,
	recipient: string,
) {
	const now = Date.now();
	const msg = outbound({ ...fields, subject: `[Test] ${fields.subject}` }, newId("msg_", now), recipient, now);
	try {
		const res = await client.send(msg);
		return { recipient, status: "sent" as const, providerMessageId: res.providerMessageId, error: null };
	} catch (err) {
		const error =
			err instanceof ProviderError ? err.message.slice(0, 500) : `The test of ${campaign.id} could not be sent`;
		return { recipient, status: "failed" as const, providerMessageId: null, error };
	}
}
