// POST /webhooks/email/{channelId} (issue 40): an email provider's delivery events for a channel. The
// channel names the provider and holds what verifies its signature; nothing is read beyond the
// channel, and nothing is written, until the provider's proof holds. A verified body is always
// answered 200 (providers retry anything else), events about messages we do not know included.

import { ApiError, notFound } from "../../../platform/errors";
import { defaultFetch } from "../../../platform/http";
import { log } from "../../../platform/log";
import { openCredentials } from "../channels/store";
import type { MktCtx } from "../context";
import type { Provider } from "../integrations/catalogue";
import { confirmSnsSubscription, EMAIL_EVENTS } from "../integrations/email-events";
import { planOutcomes } from "./domain/outcomes";
import { locateChannel, rememberChannel } from "./locate-channel";
import { applyPlan, recipientsByProviderIds } from "./store";

export interface Received {
	received: number;
	applied: number;
	ignored: number;
}

export async function receiveEmailEvents(ctx: MktCtx, channelId: string, headers: Headers, body: string) {
	const now = Date.now();
	const located = await locateChannel(ctx.env, channelId);
	const scheme = located && EMAIL_EVENTS[located.channel.provider as Provider];
	if (!located || !scheme) throw notFound("email channel");
	const { env, channel } = located;
	const verified = await scheme.verify({ headers, body, now }, await openCredentials(env, channel), {
		config: JSON.parse(channel.config) as Record<string, unknown>,
		fetch: defaultFetch,
	});
	if (!verified.ok) {
		log(env, "warn", { service: "mkt", event: "email_events.refused", channel: channel.id, reason: verified.reason });
		throw new ApiError(401, "invalid_signature", `The webhook does not verify: ${verified.reason}`);
	}
	await rememberChannel(ctx.env, located);
	if (verified.subscribeUrl && !(await confirmSnsSubscription(verified.subscribeUrl, defaultFetch)))
		throw new ApiError(502, "upstream_unavailable", "Amazon SNS did not confirm the subscription; it will retry");
	const s = { workspaceId: channel.accountId };
	const matched = await recipientsByProviderIds(
		env,
		s,
		channel.id,
		verified.events.map((e) => e.providerMessageId),
	);
	const plan = planOutcomes(verified.events, matched);
	await applyPlan(env, s, plan, scheme.name, now);
	return { received: verified.events.length, applied: plan.updates.length, ignored: plan.unmatched } satisfies Received;
}
