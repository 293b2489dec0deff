import type { Env } from "../../../env";
import { log } from "../../../platform/log";
import type { QueueHandler } from "../../../platform/service-module";
import { DELIVERY, providerBase } from "../integrations";
import type { Provider } from "../integrations/catalogue";
import { ProviderError } from "../integrations/provider";
import { claimSend, finishSend, getChannel, openCredentials } from "./store";

/**
 * tasks queue, kind mkt.channel.send {sendId}: the one attempt of a queued test send (spec: the test
 * is asynchronous and not retried). The message carries the send's id only; the channel, its sealed
 * credentials and the recipient are read here. The outcome lands on the send row.
 */
export const sendQueued: QueueHandler = async (job, env: Env) => {
	const { sendId } = job.body as { sendId?: unknown };
	if (typeof sendId !== "string") return;
	const send = await claimSend(env, sendId, Date.now());
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
		const out = await provider.send({
			messageId: send.id,
			recipient: send.recipient,
			subject: "Pasar test message",
			text: `This is a test message from the channel "${channel.displayName}" (${send.id}). Your channel works.`,
			occurredAt: new Date(send.createdAt).toISOString(),
		});
		await done("sent", out.statusCode, null, out.providerMessageId);
	} catch (err) {
		// The provider's words (never a credential: clients build errors from answers only).
		const message = err instanceof ProviderError ? err.message : "The send could not be made";
		if (!(err instanceof ProviderError))
			log(env, "error", { service: "mkt", event: "channel.send_error", sendId, error: String(err) });
		await done("failed", err instanceof ProviderError ? err.statusCode : null, message.slice(0, 500));
	}
};
