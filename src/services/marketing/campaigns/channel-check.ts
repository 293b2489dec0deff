// Whether a campaign may use a channel (issue 40; spec 001 §7 NO_CHANNEL): it exists in the
// workspace, can address contacts one by one, is active, and (email) has a sender identity.
import { ApiError } from "../../../platform/errors";
import type { Provider } from "../integrations/catalogue";
import { type CampaignChannel, campaignChannelOf } from "./domain/audience";
import type { ChannelRow } from "./store";

/** At create/edit: the channel exists here and sends campaigns (its state is checked when sending). */
export function campaignChannel(channel: ChannelRow | null | undefined): CampaignChannel {
	if (!channel) throw new ApiError(400, "validation", "channelId names no channel in this workspace", "channelId");
	const cc = campaignChannelOf(channel.provider as Provider);
	if (!cc)
		throw new ApiError(
			400,
			"validation",
			`A ${channel.provider} channel cannot send campaigns: it has no per-contact address (use an email, SMS, WhatsApp, Telegram, LINE or push channel)`,
			"channelId",
		);
	if (channel.status === "revoked") throw noChannel(channel);
	return cc;
}

export const noChannel = (channel: Pick<ChannelRow, "status" | "id">) =>
	new ApiError(
		400,
		"no_channel",
		`The campaign's channel ${channel.id} is ${channel.status}; connect an active channel`,
		"channelId",
	);

/** At schedule/send: everything above, the channel active, and an email channel's sender identity set. */
export function sendingChannel(channel: ChannelRow | null | undefined): CampaignChannel {
	const cc = campaignChannel(channel);
	const ch = channel as ChannelRow;
	if (ch.status !== "active") throw noChannel(ch);
	if (cc.content === "email") {
		const config = JSON.parse(ch.config) as { fromEmail?: unknown };
		if (typeof config.fromEmail !== "string" || !config.fromEmail)
			throw new ApiError(
				409,
				"no_from_email",
				"An email campaign needs the channel's sender identity: set config.fromEmail (and config.fromName) with PATCH /channels/{id}",
				"channelId",
			);
	}
	return cc;
}
