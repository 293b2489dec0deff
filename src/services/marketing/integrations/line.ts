// messaging_v4: LINE Messaging API push — POST /v2/bot/message/push, Bearer channel access token,
// {to, messages: [{type: text, text}]}; X-Line-Retry-Key (a UUID derived from our message id) makes a
// retried push one message: LINE answers a retry of an accepted push 409 with X-Line-Accepted-Request-Id
// (and the first push's sentMessages), which is the message already sent, not a refusal.
// Answers {sentMessages: [{id}]}; errors {message, details}.
import type { UpstreamAnswer } from "../../../platform/http";
import { messageUuid } from "./idempotency";
import type { ProviderFactory } from "./provider";
import { sendTo } from "./send";

export const LINE_BASE_URL = "https://api.line.me";

/** A retry of a push LINE already accepted: the message went out once, under the first request. */
const alreadyAccepted = (a: UpstreamAnswer) => a.status === 409 && a.headers.has("x-line-accepted-request-id");

export const lineProvider: ProviderFactory = (creds, _config, deps) => ({
	async send(msg) {
		const a = await sendTo(
			"LINE",
			deps,
			`${deps.baseUrl}/v2/bot/message/push`,
			{
				method: "POST",
				headers: {
					Authorization: `Bearer ${creds.channelAccessToken}`,
					"Content-Type": "application/json",
					"X-Line-Retry-Key": await messageUuid(msg.messageId),
				},
				body: JSON.stringify({ to: msg.recipient, messages: [{ type: "text", text: msg.text.slice(0, 5000) }] }),
			},
			undefined,
			alreadyAccepted,
		);
		const id = ((a.json?.sentMessages as { id?: unknown }[] | undefined) ?? [])[0]?.id;
		return { providerMessageId: typeof id === "string" ? id : null, statusCode: a.status };
	},
});
