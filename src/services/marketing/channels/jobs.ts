import type { Env } from "../../../env";
import { log } from "../../../platform/log";
import type { QueueHandler } from "../../../platform/service-module";
import { placedEnv } from "../../../platform/shards";
import { workspaceEnv } from "../../admin/public";
import { DELIVERY, providerBase } from "../integrations";
import { kindOf, type Provider } from "../integrations/catalogue";
import { type OutboundMessage, ProviderError } from "../integrations/provider";
import { claimSend, finishSend, getChannel, openCredentials, type SendRow } from "./store";
import { listUnsubscribeHeaders, subscriptionLink } from "./subscription-links";

/** A test message, or a double opt-in's confirmation; an email to a contact carries List-Unsubscribe. */
async function messageOf(env: Env, send: SendRow, channelName: string, provider: Provider): Promise<OutboundMessage> {
	const base = { messageId: send.id, recipient: send.recipient, occurredAt: new Date(send.createdAt).toISOString() };
	if (send.kind === "test" || !send.link || !send.contactId)
		return {
			...base,
			subject: "Pasar test message",
			text: `This is a test message from the channel "${channelName}" (${send.id}). Your channel works.`,
		};
	const text = `Please confirm that you want to receive messages from ${channelName}: ${send.link}`;
	if (kindOf(provider) !== "email") return { ...base, subject: "Confirm your subscription", text };
	const root = send.link.slice(0, send.link.lastIndexOf("/c/"));
	const unsubscribe = await subscriptionLink(env, root, "u", { workspaceId: send.accountId }, send.contactId, "email");
	return {
		...base,
		subject: "Confirm your subscription",
		text,
		html: `<p>Please confirm that you want to receive messages from ${escapeHtml(channelName)}.</p><p><a href="${escapeHtml(send.link)}">Confirm my subscription</a></p>`,
		headers: listUnsubscribeHeaders(unsubscribe),
	};
}

const escapeHtml = (s: string) =>
	s.replace(
		/[&<>"']/g,
		(ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] as string,
	);

/**
 * tasks queue, kind mkt.channel.send {accountId, sendId}: the one attempt of a queued test send (spec:
 * the test is asynchronous and not retried). The message carries the send's id and its workspace,
 * whose DB_MKT shard holds the send (issue 38; one queued before sharding names none: shard 0); the
 * channel, its sealed credentials and the recipient are read here. The outcome lands on the send row.
 */
export const sendQueued: QueueHandler = async (job, queueEnv: Env) => {
	const { accountId, sendId } = job.body as { accountId?: unknown; sendId?: unknown };
	if (typeof sendId !== "string") return;
	const env = typeof accountId === "string" ? await workspaceEnv(queueEnv, accountId) : placedEnv(queueEnv, {});
	const send = await claimSend(env, sendId, Date.now(), typeof accountId === "string" ? accountId : undefined);
	if (!send) return;
	const done = (
		status: "sent" | "failed",
		statusCode: number | null,
		error: string | null,
		providerMessageId: string | null = null,
	) => finishSend(env, send.id, { status, statusCode, error, providerMessageId, sentAt: Date.now() });
	const channel = await getChannel(env, { workspaceId: send.accountId }, send.channelId);
	const client = channel ? DELIVERY[channel.provider as Provider] : undefined;
	if (channel?.status !== "active") return done("failed", null, "The channel is no longer active");
	if (!client) return done("failed", null, `${channel.provider} publishes posts; it sends no test message`);
	try {
		const provider = client.factory(await openCredentials(env, channel), JSON.parse(channel.config), {
			fetch: (input, init) => fetch(input, init),
			baseUrl: providerBase(env, channel.provider as Provider),
		});
		const out = await provider.send(await messageOf(env, send, channel.displayName, channel.provider as Provider));
		await done("sent", out.statusCode, null, out.providerMessageId);
	} catch (err) {
		// The provider's words (never a credential: clients build errors from answers only).
		const message = err instanceof ProviderError ? err.message : "The send could not be made";
		if (!(err instanceof ProviderError))
			log(env, "error", { service: "mkt", event: "channel.send_error", sendId, error: String(err) });
		await done("failed", err instanceof ProviderError ? err.statusCode : null, message.slice(0, 500));
	}
};
