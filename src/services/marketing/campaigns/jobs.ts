// Sending a campaign (issue 40): the tasks-queue consumer of one batch of recipients, and the minute
// tick that starts scheduled campaigns and re-queues stalled sends. Exactly once per recipient: a
// row is sent only under this attempt's claim, its outcome is recorded under the same claim, and a
// claim whose outcome was lost is either resent with the same idempotency key (providers that take
// one answer the first message) or recorded as a failure — never sent a second time blind.

import type { Env } from "../../../env";
import { ApiError } from "../../../platform/errors";
import { randomHex } from "../../../platform/ids";
import { log } from "../../../platform/log";
import type { QueueHandler, TickHandler } from "../../../platform/service-module";
import { workspaceEnv } from "../../admin/public";
import type { RawContact } from "../contacts/store";
import type { MktScope } from "../context";
import { DELIVERY } from "../integrations";
import type { Provider } from "../integrations/catalogue";
import { type ChannelProvider, ProviderError } from "../integrations/provider";
import { announce } from "./announce";
import { campaignClient } from "./client";
import { type CampaignChannel, campaignChannelOf } from "./domain/audience";
import { busyBackoffSeconds, MAX_ATTEMPTS, sendRateOf } from "./domain/rates";
import { type Prepared, prepareContent } from "./message";
import { outbound, personalise } from "./recipient-message";
import { batchRange, queueBatches, startSend } from "./start-send";
import { type CampaignRow, type ChannelRow, dueCampaigns, getCampaignWithChannel, stalledCampaigns } from "./store";
import {
	CLAIM_LEASE_MS,
	type Claimed,
	claimBatch,
	finishIfDone,
	lapsedBatches,
	type Outcome,
	pendingBatches,
	progress,
	releaseStopped,
	touchCampaign,
} from "./store/delivery";
import { BATCH_SIZE, endEarly } from "./store/send";
import { backOffSends, reserveSends } from "./throttle";

/** Messages in flight at once within a batch; their outcomes are recorded together, in one round trip. */
const CONCURRENCY = 20;
/** After an outcome was lost, come back once the claim's lease has run out. */
const LOST_RETRY_SECONDS = Math.ceil(CLAIM_LEASE_MS / 1000) + 5;
/** A wait for the throttle longer than this gives the message back to the queue instead. */
const MAX_WAIT_MS = 20_000;

interface Attempt {
	env: Env;
	s: MktScope;
	campaign: CampaignRow;
	cc: CampaignChannel;
	prepared: Prepared;
	client: ChannelProvider;
	claimId: string;
	channelName: string;
	/** Messages a second the channel allows (shared by every consumer through the SendThrottle object). */
	rate: number;
}

/** tasks queue, kind mkt.campaign.batch {accountId, campaignId, batch}: one batch of one campaign's recipients. */
export const sendBatchJob: QueueHandler = async (job, queueEnv) => {
	const { accountId, campaignId, batch } = job.body as { accountId?: unknown; campaignId?: unknown; batch?: unknown };
	if (typeof accountId !== "string" || typeof campaignId !== "string" || !Number.isInteger(batch)) return;
	const env = await workspaceEnv(queueEnv, accountId);
	const retry = await sendBatch(env, accountId, campaignId, batch as number);
	if (retry) job.retry(retry);
};

/** Sends one batch; answers the seconds after which the queue should bring it back (0: done). */
export async function sendBatch(env: Env, accountId: string, campaignId: string, batch: number, now = Date.now()) {
	const s = { workspaceId: accountId };
	const found = await getCampaignWithChannel(env, s, campaignId);
	if (found?.campaign.status !== "sending") return 0;
	const { campaign, channel } = found;
	const cc = channel ? campaignChannelOf(channel.provider as Provider) : null;
	const delivery = channel ? DELIVERY[channel.provider as Provider] : undefined;
	if (!channel || !cc || !delivery || channel.status !== "active")
		return stop(
			env,
			s,
			campaign,
			`The channel ${campaign.channelId} is ${channel?.status ?? "gone"}; the send stopped`,
		);
	const prepared = prepareContent(cc, JSON.parse(campaign.content), channel.provider as Provider);
	if (!prepared.ok) return stop(env, s, campaign, `The content no longer renders: ${prepared.message}`);
	const claimId = randomHex(12);
	const idempotent = (delivery as { idempotent?: boolean }).idempotent === true;
	const { claimed, contacts, sending } = await claimBatch(env, accountId, campaignId, batchRange(batch), {
		id: claimId,
		now,
		subscription: cc.subscription,
		idempotent,
	});
	if (!sending || !claimed.length) return finish(env, s, campaign, now);
	const client = (await campaignClient(env, channel)) as ChannelProvider;
	const rate = sendRateOf(channel.provider as Provider, JSON.parse(channel.config));
	const a: Attempt = {
		env,
		s,
		campaign,
		cc,
		prepared: prepared.prepared,
		client,
		claimId,
		rate,
		channelName: channel.displayName,
	};
	return deliver(a, channel, claimed, new Map(contacts.map((c) => [c.id, c])));
}

/**
 * Sends the claimed rows CONCURRENCY at a time; after each group one round trip records the
 * outcomes and answers whether to go on (canceled? unsubscribed since?). The retry delay, or 0.
 */
async function deliver(a: Attempt, channel: ChannelRow, claimed: Claimed[], contacts: Map<string, RawContact>) {
	// busy: the provider asked us to slow down (429/5xx), which holds the whole channel back; lost:
	// an outcome was lost, which only this batch waits out (the claim's lease).
	let busy = 0;
	let lost = 0;
	let todo = claimed;
	while (todo.length) {
		const group = todo.slice(0, Math.min(CONCURRENCY, a.rate));
		const wait = await reserveSends(a.env, channel.id, group.length, a.rate);
		if (wait > MAX_WAIT_MS) {
			// The channel is booked for a while: give the rest back to the queue rather than hold a consumer.
			const back = todo.map((r) => ({ contactId: r.contactId, status: "queued" as const }));
			await progress(
				a.env,
				a.s.workspaceId,
				a.campaign.id,
				{ id: a.claimId, subscription: a.cc.subscription },
				back,
				[],
				Date.now(),
			);
			return Math.max(busy, lost, Math.ceil(wait / 1000));
		}
		if (wait > 0) await new Promise((r) => setTimeout(r, wait));
		todo = todo.slice(group.length);
		const results = await Promise.all(group.map((r) => sendOne(a, r, contacts.get(r.contactId) ?? null)));
		const outcomes: Outcome[] = [];
		let broken: string | null = null;
		for (const [j, o] of results.entries()) {
			if (o.kind === "outcome") outcomes.push(o.outcome);
			if (o.kind === "busy") {
				outcomes.push({ contactId: group[j].contactId, status: "queued" });
				busy = Math.max(busy, busyBackoffSeconds(group[j].attempts));
			}
			// Outcome unknown: the row stays claimed; the lease decides (resend with its key, or failure).
			if (o.kind === "unknown") lost = LOST_RETRY_SECONDS;
			if (o.kind === "credentials") {
				broken = o.message;
				outcomes.push({ contactId: group[j].contactId, status: "queued" });
			}
		}
		// Stopping for bad credentials: the rest go back to queued, so the failure cancels them.
		if (broken) outcomes.push(...todo.map((r) => ({ contactId: r.contactId, status: "queued" as const })));
		const p = await progress(
			a.env,
			a.s.workspaceId,
			a.campaign.id,
			{ id: a.claimId, subscription: a.cc.subscription },
			outcomes,
			broken ? [] : todo.map((r) => r.contactId),
			Date.now(),
		);
		if (broken) return stop(a.env, a.s, a.campaign, broken);
		const rest = todo.map((r) => r.contactId);
		if (p.sending && p.channel !== "active") {
			await releaseStopped(a.env, a.s.workspaceId, a.campaign.id, a.claimId, rest, "campaign_failed");
			return stop(
				a.env,
				a.s,
				a.campaign,
				`The channel ${a.campaign.channelId} is ${p.channel ?? "gone"}; the send stopped`,
			);
		}
		if (!p.sending) {
			await releaseStopped(a.env, a.s.workspaceId, a.campaign.id, a.claimId, rest, "campaign_canceled");
			return 0;
		}
		todo = todo.filter((r) => !p.skipped.has(r.contactId));
	}
	if (busy) await backOffSends(a.env, channel.id, busy * 1000);
	if (busy || lost) return Math.max(busy, lost);
	return finish(a.env, a.s, a.campaign, Date.now());
}

type SendResult =
	| { kind: "outcome"; outcome: Outcome }
	| { kind: "busy" }
	| { kind: "unknown" }
	| { kind: "credentials"; message: string };

async function sendOne(a: Attempt, r: Claimed, contact: RawContact | null): Promise<SendResult> {
	const done = (o: Omit<Outcome, "contactId">): SendResult => ({
		kind: "outcome",
		outcome: { contactId: r.contactId, ...o },
	});
	try {
		const fields = await personalise(
			a.env,
			a.s,
			a.cc,
			a.prepared,
			contact,
			{
				campaignId: a.campaign.id,
				contactId: r.contactId,
				base: a.campaign.linkBase ?? "",
				links: JSON.parse(a.campaign.links) as string[],
				issuedAt: a.campaign.startedAt ?? undefined,
			},
			a.campaign.linkBase ?? "",
			a.channelName,
		);
		const res = await a.client.send(outbound(fields, r.messageId, r.address, Date.now()));
		return done({ status: "sent", providerMessageId: res.providerMessageId });
	} catch (err) {
		if (!(err instanceof ProviderError)) {
			log(a.env, "error", {
				service: "mkt",
				event: "campaign.send_error",
				campaignId: a.campaign.id,
				error: String(err),
			});
			return done({ status: "failed", error: "The message could not be built or sent", reason: "error" });
		}
		const message = err.message.slice(0, 500);
		if (err.statusCode == null) return { kind: "unknown" };
		if (err.kind === "unavailable")
			return r.attempts >= MAX_ATTEMPTS
				? done({ status: "failed", error: message, reason: "provider_unavailable" })
				: { kind: "busy" };
		if (err.kind === "invalid_credentials") return { kind: "credentials", message };
		return done({ status: "failed", error: message, reason: "rejected" });
	}
}

async function stop(env: Env, s: MktScope, campaign: CampaignRow, reason: string) {
	const failed = await endEarly(env, s, campaign.id, "failed", ["sending"], reason, Date.now());
	if (failed) await announce({ env }, failed, "mkt.campaign.finished.v1");
	return 0;
}

async function finish(env: Env, s: MktScope, campaign: CampaignRow, now: number) {
	const done = await finishIfDone(env, s.workspaceId, campaign.id, now);
	if (done) await announce({ env }, done, "mkt.campaign.finished.v1");
	return 0;
}

/** A sending campaign without progress for this long has lost queue messages (or consumers): re-queue. */
export const STALL_MS = 2 * 60_000;

/**
 * Minute tick, once per DB_MKT shard: scheduled campaigns whose sendAt has come start (from the
 * link base stored at schedule); sending ones without progress for STALL_MS get their unfinished
 * batches queued again, and any batch holding a claim past its lease (a consumer that died) is
 * queued again at once (claims make a duplicate message harmless).
 */
export const campaignsTick: TickHandler = async (now, env) => {
	for (const due of await dueCampaigns(env, now, 20)) {
		try {
			await startSend({ env }, { workspaceId: due.accountId }, due.id, null);
		} catch (err) {
			// A channel revoked or a quota passed while it waited: the campaign fails with the reason.
			// (bad_state: another start has it; anything else: the next tick tries again.)
			if (!(err instanceof ApiError) || (err.status === 409 && err.code === "bad_state") || err.status >= 500) continue;
			const reason = err.message;
			const failed = await endEarly(env, { workspaceId: due.accountId }, due.id, "failed", ["scheduled"], reason, now);
			if (failed) await announce({ env }, failed, "mkt.campaign.finished.v1");
		}
	}
	const requeued = new Set<string>();
	for (const c of await stalledCampaigns(env, now - STALL_MS, 20)) {
		requeued.add(c.id);
		const batches = await pendingBatches(env, c.id, BATCH_SIZE, now);
		await touchCampaign(env, c.id, now);
		if (batches.length) await queueBatches(env, { id: c.id, accountId: c.accountId, batches: 0 }, batches);
		else await finish(env, { workspaceId: c.accountId }, { id: c.id } as CampaignRow, now);
	}
	const lapsed = new Map<string, { id: string; accountId: string; batches: number[] }>();
	for (const r of await lapsedBatches(env, BATCH_SIZE, now, 500)) {
		if (requeued.has(r.id)) continue;
		const c = lapsed.get(r.id) ?? { id: r.id, accountId: r.accountId, batches: [] };
		c.batches.push(r.b);
		lapsed.set(r.id, c);
	}
	for (const c of lapsed.values()) await queueBatches(env, { ...c, batches: 0 }, c.batches);
};
