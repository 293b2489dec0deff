// messaging_v5 / messaging_v6: incoming webhooks, Slack-style (POST {text}, answers "ok") and
// Discord-style (POST {content}; with ?wait=true Discord answers the created message, so we get its
// id). The URL is the credential itself (checked against the webhook target rules on connect).
import type { ProviderFactory } from "./provider";
import { sendTo } from "./send";

export const slackWebhookProvider: ProviderFactory = (creds, _config, deps) => ({
	async send(msg) {
		const a = await sendTo("Slack webhook", deps, creds.webhookUrl, {
			method: "POST",
			headers: { "Content-Type": "application/json" },
			body: JSON.stringify({ text: msg.subject ? `*${msg.subject}*\n${msg.text}` : msg.text }),
		});
		return { providerMessageId: null, statusCode: a.status };
	},
});

export const discordWebhookProvider: ProviderFactory = (creds, _config, deps) => ({
	async send(msg) {
		const url = new URL(creds.webhookUrl);
		url.searchParams.set("wait", "true");
		const a = await sendTo("Discord webhook", deps, url.toString(), {
			method: "POST",
			headers: { "Content-Type": "application/json" },
			body: JSON.stringify({ content: (msg.subject ? `**${msg.subject}**\n${msg.text}` : msg.text).slice(0, 2000) }),
		});
		const id = a.json?.id;
		return { providerMessageId: typeof id === "string" ? id : null, statusCode: a.status };
	},
});
