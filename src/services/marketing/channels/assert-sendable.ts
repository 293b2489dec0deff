import { ApiError } from "../../../platform/errors";
import type { ChannelRow } from "./store";

/**
 * What a campaign send asks of its channel (spec §3, §7): a revoked channel is 400 NO_CHANNEL, as is
 * a missing one (a campaign may name a deleted channel); any other non-active state is 409 BAD_STATE.
 */
export function assertSendable(channel: Pick<ChannelRow, "id" | "status"> | null): asserts channel is ChannelRow {
	if (!channel || channel.status === "revoked")
		throw new ApiError(
			400,
			"no_channel",
			"The campaign's channel is revoked or gone; connect a channel and send again",
		);
	if (channel.status !== "active") throw new ApiError(409, "bad_state", `The channel is ${channel.status}, not active`);
}
