import { ApiError, notFound } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import type { MktCtx, MktScope } from "../context";
import { kindOf, type Provider, recipientProblem } from "../integrations/catalogue";
import { getChannel, queueSend } from "./store";

export const SEND_KIND = "mkt.channel.send";

const HINTS: Record<ReturnType<typeof kindOf>, string> = {
	email:
		"Sent from config.fromEmail; if it does not arrive, check the spam folder and the domain's DNS records (GET /channels/{id}/dns-records).",
	sms: "Delivery depends on the carrier; trial accounts reach verified numbers only.",
	messaging: "The recipient must have started a conversation with the sender first on most messaging networks.",
	push: "The recipient is a device or subscription id registered with the push provider.",
	social: "Social channels publish posts; a test message checks the connection only.",
	webhook:
		"A JSON POST {type: test, messageId, recipient, text, occurredAt}, signed with Mkt-Signature when a secret is set.",
};

/**
 * POST /channels/{id}/test: checks the recipient for the provider and queues one send; the answer
 * does not wait for the provider (spec: asynchronous). The queue message carries ids only.
 */
export async function testChannel(ctx: MktCtx, s: MktScope, id: string, recipient: string) {
	const channel = await getChannel(ctx.env, s, id);
	if (!channel) throw notFound("channel");
	const provider = channel.provider as Provider;
	const problem = recipientProblem(provider, recipient);
	if (problem) throw new ApiError(400, "validation_error", problem, "recipient");
	if (channel.status !== "active")
		throw new ApiError(409, "bad_state", `The channel is ${channel.status}; only an active channel sends`);
	const now = Date.now();
	const messageId = newId("msg_", now);
	const row = { id: messageId, accountId: s.workspaceId, channelId: channel.id, createdAt: now };
	await queueSend(
		ctx.env,
		{ ...row, kind: "test", recipient: recipient.trim(), contactId: null, link: null },
		SEND_KIND,
	);
	return { messageId, queued: true as const, hint: HINTS[kindOf(provider)] };
}
