// messaging_v4: LINE Messaging API push — POST /v2/bot/message/push, Bearer channel access token,
// {to, messages: [{type: text, text}]}; X-Line-Retry-Key (a UUID) makes a retried push one message.
// Answers {sentMessages: [{id}]}; errors {message, details}.
import type { ProviderFactory } from "./provider";
import { sendTo } from "./send";

export const LINE_BASE_URL = "https://api.line.me";

/** A UUID derived from our message id (LINE wants the retry key in UUID form). */
async function retryKey(messageId: string) {
	const h = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(messageId))).slice(0, 16);
	h[6] = (h[6] & 0x0f) | 0x40;
	h[8] = (h[8] & 0x3f) | 0x80;
	const x = [...h].map((b) => b.toString(16).padStart(2, "0")).join("");
	return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

export const lineProvider: ProviderFactory = (creds, _config, deps) => ({
	async send(msg) {
		const a = await sendTo("LINE", deps, `${deps.baseUrl}/v2/bot/message/push`, {
			method: "POST",
			headers: {
				Authorization: `Bearer ${creds.channelAccessToken}`,
				"Content-Type": "application/json",
				"X-Line-Retry-Key": await retryKey(msg.messageId),
			},
			body: JSON.stringify({ to: msg.recipient, messages: [{ type: "text", text: msg.text.slice(0, 5000) }] }),
		});
		const id = ((a.json?.sentMessages as { id?: unknown }[] | undefined) ?? [])[0]?.id;
		return { providerMessageId: typeof id === "string" ? id : null, statusCode: a.status };
	},
});
