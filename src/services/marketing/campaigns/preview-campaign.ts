import { ApiError, notFound } from "../../../platform/errors";
import { getChannel } from "../channels/store";
import { getContact, type RawContact } from "../contacts/store";
import type { MktCtx, MktScope } from "../context";
import type { Provider } from "../integrations/catalogue";
import { campaignChannel } from "./channel-check";
import { prepareContent } from "./message";
import { personalise } from "./recipient-message";
import { type ChannelRow, getCampaign } from "./store";

/** A contact of this workspace in the raw shape the renderer takes (400 naming the field when it is not). */
export async function contactForPreview(ctx: MktCtx, s: MktScope, contactId: string): Promise<RawContact> {
	const c = await getContact(ctx.env, s, contactId);
	if (!c) throw new ApiError(400, "validation", `contactId: ${contactId} is not in this workspace`, "contactId");
	return {
		id: c.id,
		account_id: c.accountId,
		identity_hash: c.identityHash,
		email: c.email,
		phone: c.phone,
		first_name: c.firstName,
		last_name: c.lastName,
		social_handles: c.socialHandles,
		subscriptions: c.subscriptions,
		attributes: c.attributes,
		tags: c.tags,
		source: c.source,
		external_ref: c.externalRef,
		created_by: c.createdBy,
		last_write_id: c.lastWriteId,
		created_at: c.createdAt,
		updated_at: c.updatedAt,
	};
}

/** POST /campaigns/{id}/preview: the content as `contactId` would receive it (links as written, not tracked). */
export async function previewCampaign(ctx: MktCtx, s: MktScope, id: string, contactId: string, base: string) {
	const campaign = await getCampaign(ctx.env, s, id);
	if (!campaign) throw notFound("campaign");
	const channel = await getChannel(ctx.env, s, campaign.channelId);
	const cc = campaignChannel(channel);
	const contact = await contactForPreview(ctx, s, contactId);
	const prepared = prepareContent(cc, JSON.parse(campaign.content), (channel as ChannelRow).provider as Provider);
	if (!prepared.ok) throw new ApiError(400, "validation", prepared.message, prepared.field);
	const f = await personalise(
		ctx.env,
		s,
		cc,
		prepared.prepared,
		contact,
		{
			campaignId: id,
			contactId,
			base,
			links: null,
		},
		base,
		(channel as ChannelRow).displayName,
	);
	return {
		subject: f.subject || null,
		preheader: null,
		text: f.text || null,
		html: f.html ?? null,
		title: null,
		url: null,
		template: null,
	};
}
