// email_v4: Postmark — POST /email with X-Postmark-Server-Token; answers {MessageID, ErrorCode: 0};
// a refusal is 422 (or 401) with {ErrorCode, Message}. Our message id rides in Metadata.
import { senderOf } from "./email";
import type { ProviderFactory } from "./provider";
import { sendTo } from "./send";

export const POSTMARK_BASE_URL = "https://api.postmarkapp.com";

export const postmarkProvider: ProviderFactory = (creds, config, deps) => ({
	async send(msg) {
		const from = senderOf("Postmark", config);
		const a = await sendTo(
			"Postmark",
			deps,
			`${deps.baseUrl}/email`,
			{
				method: "POST",
				headers: {
					"X-Postmark-Server-Token": creds.serverToken,
					Accept: "application/json",
					"Content-Type": "application/json",
				},
				body: JSON.stringify({
					From: from.from,
					To: msg.recipient,
					Subject: msg.subject,
					TextBody: msg.text,
					...(msg.html ? { HtmlBody: msg.html } : {}),
					...(from.replyTo ? { ReplyTo: from.replyTo } : {}),
					Headers: Object.entries(msg.headers ?? {}).map(([Name, Value]) => ({ Name, Value })),
					Metadata: { messageId: msg.messageId },
					MessageStream: "outbound",
				}),
			},
			(ans) => ({
				code: ans.json?.ErrorCode == null ? null : String(ans.json.ErrorCode),
				message: typeof ans.json?.Message === "string" ? ans.json.Message : `HTTP ${ans.status}`,
			}),
		);
		return { providerMessageId: typeof a.json?.MessageID === "string" ? a.json.MessageID : null, statusCode: a.status };
	},
});
