// email_v1: Resend — POST /emails with a Bearer API key; the Idempotency-Key header (our message id,
// kept 24 h by Resend) makes a retried send one email: the same key and payload answer the first id.
// Answers {id}; errors {statusCode, name, message}. A 409 concurrent_idempotent_requests (the first
// request with that key is still being processed) is worth retrying, unlike other 409s.
import { senderOf } from "./email";
import { resendKey } from "./idempotency";
import { ProviderError, type ProviderFactory } from "./provider";
import { sendTo } from "./send";

export const RESEND_BASE_URL = "https://api.resend.com";

/** Resend's 409 for a key whose first request is still in flight: retry later, nothing was refused. */
function concurrentIsUnavailable(e: unknown): never {
	if (e instanceof ProviderError && e.upstreamCode === "concurrent_idempotent_requests")
		throw new ProviderError("unavailable", e.message, e.statusCode, e.upstreamCode);
	throw e;
}

export const resendProvider: ProviderFactory = (creds, config, deps) => ({
	async send(msg) {
		const from = senderOf("Resend", config);
		const a = await sendTo("Resend", deps, `${deps.baseUrl}/emails`, {
			method: "POST",
			headers: {
				Authorization: `Bearer ${creds.apiKey}`,
				"Content-Type": "application/json",
				"Idempotency-Key": await resendKey(msg.messageId),
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
		}).catch(concurrentIsUnavailable);
		return { providerMessageId: typeof a.json?.id === "string" ? a.json.id : null, statusCode: a.status };
	},
});
