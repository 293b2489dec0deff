// The channel a public webhook URL names, in whichever workspace owns it (issue 38: a route that
// starts from a public id resolves the workspace first). The platform locator knows a channel once
// one of its webhooks verified; before that (channels connect without a locator row) each DB_MKT
// shard is asked in turn — a handful of primary-key reads — and the verified webhook records the
// owner, so later ones go straight to the workspace's shard.
import type { Env } from "../../../env";
import { pinnedEnv, shardCount } from "../../../platform/shards";
import { type LocatorKind, locate, recordLocator, workspaceEnv } from "../../admin/public";
import { type ChannelRow, getChannel } from "../channels/store";
import { channelOwnerOnShard } from "./store";

const CHANNEL_LOCATOR: LocatorKind = "mkt.channel";

/** Channel ids are short opaque tokens: anything else is not looked up at all. */
const PLAUSIBLE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface LocatedChannel {
	/** The env working for the channel's workspace (its DB_MKT shard). */
	env: Env;
	channel: ChannelRow;
	/** Whether the locator already knew it (else remember() records it, once the webhook verified). */
	known: boolean;
}

async function ownerByScan(env: Env, id: string): Promise<string | null> {
	for (let i = 0; i < shardCount(env, "DB_MKT"); i++) {
		const owner = await channelOwnerOnShard(pinnedEnv(env, "DB_MKT", i), id);
		if (owner) return owner;
	}
	return null;
}

export async function locateChannel(env: Env, id: string): Promise<LocatedChannel | null> {
	if (!PLAUSIBLE_ID.test(id)) return null;
	const located = await locate(env, CHANNEL_LOCATOR, id);
	const owner = located ?? (await ownerByScan(env, id));
	if (!owner) return null;
	// The directory's placement is the truth (a workspace being moved may have rows on two shards).
	const wenv = await workspaceEnv(env, owner);
	const channel = await getChannel(wenv, { workspaceId: owner }, id);
	return channel ? { env: wenv, channel, known: located !== null } : null;
}

/** Records the owner of a channel whose webhook just verified (never for an unproven request). */
export async function rememberChannel(env: Env, c: LocatedChannel) {
	if (!c.known) await recordLocator(env, CHANNEL_LOCATOR, c.channel.id, c.channel.accountId);
}
