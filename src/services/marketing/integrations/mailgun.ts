// email_v3: Mailgun — POST /v3/<domain>/messages, form-encoded, Basic auth "api:<key>"; extra headers
// as h:<Name>, our message id as the v:messageId variable. Answers {id, message}. EU domains live on
// api.eu.mailgun.net (config.region "eu").
import { senderOf } from "./email";
import type { ProviderFactory } from "./provider";
import { basic, form, sendTo } from "./send";

export const MAILGUN_BASE_URL = "https://api.mailgun.net";
export const MAILGUN_EU_BASE_URL = "https://api.eu.mailgun.net";

export const mailgunProvider: ProviderFactory = (creds, config, deps) => ({
	async send(msg) {
		const from = senderOf("Mailgun", config);
		const base = config.region === "eu" && deps.baseUrl === MAILGUN_BASE_URL ? MAILGUN_EU_BASE_URL : deps.baseUrl;
		const fields: Record<string, string | undefined> = {
			from: from.from,
			to: msg.recipient,
			subject: msg.subject,
			text: msg.text,
			html: msg.html,
			"h:Reply-To": from.replyTo ?? undefined,
			"v:messageId": msg.messageId,
		};
		for (const [k, v] of Object.entries(msg.headers ?? {})) fields[`h:${k}`] = v;
		const a = await sendTo("Mailgun", deps, `${base}/v3/${encodeURIComponent(creds.domain)}/messages`, {
			method: "POST",
			headers: { Authorization: basic("api", creds.apiKey), "Content-Type": "application/x-www-form-urlencoded" },
			body: form(fields),
		});
		return { providerMessageId: typeof a.json?.id === "string" ? a.json.id : null, statusCode: a.status };
	},
});
