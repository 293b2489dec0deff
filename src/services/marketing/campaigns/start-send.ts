import type { Env } from "../../../env";
import { ApiError, notFound } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { planOf } from "../../admin/public";
import { limitsOf } from "../access/plans";
import type { MktCtx, MktScope } from "../context";
import type { Provider } from "../integrations/catalogue";
import { compileFilter, type Filter } from "../segments/domain/filter";
import { announce } from "./announce";
import { sendingChannel } from "./channel-check";
import { allowed, badStateMessage } from "./domain/state";
import { linksOf, prepareContent } from "./message";
import { type CampaignRow, type ChannelRow, getCampaignWithChannel } from "./store";
import { finishIfDone } from "./store/delivery";
import {
	abandonFreeze,
	BATCH_SIZE,
	freezeAudience,
	monthSends,
	QuotaExceeded,
	segmentsByIds,
	startSending,
} from "./store/send";
import { audienceOf } from "./view";

export const BATCH_KIND = "mkt.campaign.batch";

/**
 * Starts a campaign's send (POST /send, or the cron at sendAt): checks the channel, freezes the
 * audience (each contact once, excluded ones counted by reason), counts the recipients against the
 * month's plan — refusing the whole send before anything goes out when it would pass the cap — then
 * moves it to sending and queues one message per batch of recipients. Of many racing calls one
 * freezes; the others find the campaign taken (409 BAD_STATE).
 */
export async function startSend(ctx: MktCtx, s: MktScope, id: string, linkBase: string | null) {
	const found = await getCampaignWithChannel(ctx.env, s, id);
	if (!found) throw notFound("campaign");
	const { campaign, channel } = found;
	if (!allowed("send", campaign.status)) throw new ApiError(409, "bad_state", badStateMessage("send", campaign.status));
	const cc = sendingChannel(channel);
	const prepared = prepareContent(cc, JSON.parse(campaign.content), (channel as ChannelRow).provider as Provider);
	if (!prepared.ok) throw new ApiError(400, "validation", prepared.message, prepared.field);
	const audience = audienceOf(campaign);
	const segments = await segmentsByIds(ctx.env, s, audience.segmentIds);
	const now = Date.now();
	const op = newId("op_", now);
	const base = linkBase ?? campaign.linkBase ?? "";
	const frozen = await freezeAudience(
		ctx.env,
		s,
		id,
		op,
		cc,
		{
			contactIds: audience.contactIds,
			listIds: audience.listIds,
			segments: segments.map((g) => compileFilter(JSON.parse(g.filter) as Filter)),
		},
		{ links: JSON.stringify(linksOf(prepared.prepared)), linkBase: base },
		now,
	);
	if (frozen?.sendOp !== op)
		throw new ApiError(409, "bad_state", "The campaign is already being sent (or changed state meanwhile)");
	const started = await countAndStart(ctx.env, s, frozen, op, now);
	await queueBatches(ctx.env, started);
	await announce(ctx, started, "mkt.campaign.sent.v1");
	if (started.recipients === 0) {
		const done = await finishIfDone(ctx.env, s.workspaceId, id, Date.now());
		if (done) await announce(ctx, done, "mkt.campaign.finished.v1");
		return done ?? started;
	}
	return started;
}

async function countAndStart(env: Env, s: MktScope, frozen: CampaignRow, op: string, now: number) {
	const cap = limitsOf(await planOf(env, s.workspaceId, "mkt")).campaignSendsLimit;
	try {
		const started = await startSending(env, s, frozen.id, op, cap, now);
		if (started) return started;
		await abandonFreeze(env, s, frozen.id, op);
		throw new ApiError(409, "bad_state", "The campaign changed state while its audience was frozen");
	} catch (err) {
		if (!(err instanceof QuotaExceeded)) throw err;
		await abandonFreeze(env, s, frozen.id, op);
		const used = await monthSends(env, s, now);
		const left = Math.max(0, cap - used);
		throw new ApiError(
			403,
			"quota_exceeded",
			`This send has ${frozen.recipients} recipients but the plan has ${left} of its ${cap} monthly campaign recipients left (${used} used this month); nothing was sent`,
		);
	}
}

/** One tasks message per batch of recipients (seq ranges), in groups of 100 (the Queues batch cap). */
export async function queueBatches(env: Env, c: Pick<CampaignRow, "id" | "accountId" | "batches">, only?: number[]) {
	const batches = only ?? Array.from({ length: c.batches }, (_, i) => i);
	for (let i = 0; i < batches.length; i += 100)
		await env.TASKS.sendBatch(
			batches
				.slice(i, i + 100)
				.map((b) => ({ body: { kind: BATCH_KIND, accountId: c.accountId, campaignId: c.id, batch: b } })),
		);
}

export const batchRange = (b: number) => ({ from: b * BATCH_SIZE + 1, to: (b + 1) * BATCH_SIZE });
