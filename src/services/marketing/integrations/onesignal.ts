// push_v1: OneSignal — POST /notifications with "Authorization: Key <REST API key>" (the current
// scheme), {app_id, include_subscription_ids, headings, contents, name, idempotency_key}. Answers
// {id}; a 200 without an id and with `errors` (no reachable subscribers) is a refusal. A campaign's
// push title and URL (msg.push) are the heading and the `url` opened on tap.
// idempotency_key must be a UUID (OneSignal keeps it 30 days): ours is derived from the message id, so
// a retried send is answered with the first notification's id instead of a second notification.
import { messageUuid } from "./idempotency";
import type { ProviderFactory } from "./provider";
import { ProviderError } from "./provider";
import { sendTo } from "./send";

export const ONESIGNAL_BASE_URL = "https://api.onesignal.com";

export const onesignalProvider: ProviderFactory = (creds, config, deps) => ({
	async send(msg) {
		const byAlias = config.recipientType === "external_id";
		const a = await sendTo("OneSignal", deps, `${deps.baseUrl}/notifications`, {
			method: "POST",
			headers: { Authorization: `Key ${creds.apiKey}`, "Content-Type": "application/json" },
			body: JSON.stringify({
				app_id: creds.appId,
				...(byAlias
					? { include_aliases: { external_id: [msg.recipient] }, target_channel: "push" }
					: { include_subscription_ids: [msg.recipient] }),
				headings: { en: msg.push?.title ?? msg.subject },
				contents: { en: msg.text },
				...(msg.push?.url ? { url: msg.push.url } : {}),
				...(typeof config.appName === "string" ? { name: config.appName } : {}),
				idempotency_key: await messageUuid(msg.messageId),
			}),
		});
		const id = a.json?.id;
		if (typeof id !== "string" || !id)
			throw new ProviderError(
				"rejected",
				`OneSignal sent nothing: ${JSON.stringify(a.json?.errors ?? "no recipients").slice(0, 200)}`,
				a.status,
			);
		return { providerMessageId: id, statusCode: a.status };
	},
});
