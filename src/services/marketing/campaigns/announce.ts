import { sha256Hex } from "../../../platform/crypto";
import type { MktCtx } from "../context";
import { emitMktEvent, type MktEmittedEventType } from "../events";
import type { CampaignRow } from "./store";
import { reportAggregates } from "./store/report";
import { eventData } from "./view";

/**
 * A campaign event through the shared webhook engine: mkt.campaign.sent.v1 when the send starts,
 * mkt.campaign.finished.v1 when it is sent, canceled or failed (with the report's counts). The id is
 * derived from the campaign and the type, so a producer that runs twice (a retried batch) emits once.
 */
export async function announce(ctx: MktCtx, c: CampaignRow, type: MktEmittedEventType) {
	const s = { workspaceId: c.accountId };
	const counts = type === "mkt.campaign.finished.v1" ? (await reportAggregates(ctx.env, s, c.id)).counts : undefined;
	const id = `evt_${(await sha256Hex(`${c.id}:${type}`)).slice(0, 26)}`;
	await emitMktEvent(ctx.env, ctx.exec, c.accountId, type, eventData(c, counts), id);
}
