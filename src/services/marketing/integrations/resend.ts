// email_v1: Resend — POST /emails with a Bearer API key; the Idempotency-Key header makes a retried
// send one email. Answers {id}; errors {statusCode, name, message}.
import { senderOf } from "./email";
import type { ProviderFactory } from "./provider";
import { sendTo } from "./send";

export const RESEND_BASE_URL = "https://api.resend.com";

export const resendProvider: ProviderFactory = (creds, config, deps) => ({
	async send(msg) {
		const from = senderOf("Resend", config);
		const a = await sendTo("Resend", deps, `${deps.baseUrl}/emails`, {
			method: "POST",
			headers: {
				Authorization: `Bearer ${creds.apiKey}`,
				"Content-Type": "application/json",
				"Idempotency-Key": msg.messageId,
			},
			body: JSON.stringify({
				from: from.from,
				to: [msg.recipient],
				subject: msg.subject,
				text: msg.text,
				...(msg.html ? { html: msg.html } : {}),
				...(from.replyTo ? { reply_to: from.replyTo } : {}),
				...(msg.headers ? { headers: msg.headers } : {}),
			}),
		});
		return { providerMessageId: typeof a.json?.id === "string" ? a.json.id : null, statusCode: a.status };
	},
});
