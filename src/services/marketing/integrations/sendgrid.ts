// email_v2: SendGrid v3 Mail Send — POST /v3/mail/send with a Bearer API key; 202 with the message id
// in the X-Message-Id header; errors {errors: [{message, field}]}. Our message id rides in custom_args.
import { senderOf } from "./email";
import type { ProviderFactory } from "./provider";
import { sendTo } from "./send";

export const SENDGRID_BASE_URL = "https://api.sendgrid.com";

export const sendgridProvider: ProviderFactory = (creds, config, deps) => ({
	async send(msg) {
		const from = senderOf("SendGrid", config);
		const content = [{ type: "text/plain", value: msg.text }];
		if (msg.html) content.push({ type: "text/html", value: msg.html });
		const a = await sendTo("SendGrid", deps, `${deps.baseUrl}/v3/mail/send`, {
			method: "POST",
			headers: { Authorization: `Bearer ${creds.apiKey}`, "Content-Type": "application/json" },
			body: JSON.stringify({
				personalizations: [{ to: [{ email: msg.recipient }] }],
				from: { email: from.email, ...(from.name ? { name: from.name } : {}) },
				...(from.replyTo ? { reply_to: { email: from.replyTo } } : {}),
				subject: msg.subject,
				content,
				...(msg.headers ? { headers: msg.headers } : {}),
				custom_args: { messageId: msg.messageId },
			}),
		});
		return { providerMessageId: a.headers.get("X-Message-Id"), statusCode: a.status };
	},
});
