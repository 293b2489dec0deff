// webhook_generic: a JSON POST of {type: "test", messageId, recipient, text, occurredAt} to the
// channel's URL, signed like every outbound webhook of the platform when the channel has a secret:
// Mkt-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, t + "." + body)> (DESIGN §4).
import { signatureHeaderValue } from "../../../platform/webhooks/signing";
import type { ProviderFactory } from "./provider";
import { sendTo } from "./send";

export const genericWebhookProvider: ProviderFactory = (creds, _config, deps) => ({
	async send(msg) {
		const body = JSON.stringify({
			type: "test",
			messageId: msg.messageId,
			recipient: msg.recipient,
			text: msg.text,
			occurredAt: msg.occurredAt,
		});
		const headers: Record<string, string> = { "Content-Type": "application/json", "User-Agent": "Pasar-Marketing/1" };
		if (creds.secret) {
			const t = Math.floor((deps.now?.() ?? Date.now()) / 1000);
			headers["Mkt-Signature"] = await signatureHeaderValue(creds.secret, body, t);
		}
		const a = await sendTo("Webhook endpoint", deps, creds.url, { method: "POST", headers, body });
		return { providerMessageId: null, statusCode: a.status };
	},
});
