// messaging_v1: WhatsApp Cloud API (Meta Graph) — POST /v21.0/<phoneNumberId>/messages, Bearer
// access token. A campaign's approved template (msg.template: name, language, body parameters) is sent
// as {type: template}; otherwise the channel's config.templateName (config.templateNamespace /
// languageCode) when set, else free text {type: text}. Answers {messages: [{id}]}; errors {error:
// {message, code}} — code 190 is an invalid or expired token.
import type { OutboundMessage, ProviderFactory } from "./provider";
import { ProviderError } from "./provider";
import { sendTo } from "./send";

export const GRAPH_BASE_URL = "https://graph.facebook.com";

/** Meta's template object: the body's {{1}}…{{n}} filled from the parameters, in order. */
const campaignTemplate = (t: NonNullable<OutboundMessage["template"]>) => ({
	name: t.name,
	language: { code: t.language },
	...(t.parameters.length
		? { components: [{ type: "body", parameters: t.parameters.map((text) => ({ type: "text", text })) }] }
		: {}),
});

export const whatsappCloudProvider: ProviderFactory = (creds, config, deps) => ({
	async send(msg) {
		const template = typeof config.templateName === "string" && config.templateName ? config.templateName : null;
		const to = msg.recipient.replace(/^\+/, "");
		const body = msg.template
			? { messaging_product: "whatsapp", to, type: "template", template: campaignTemplate(msg.template) }
			: template
				? {
						messaging_product: "whatsapp",
						to,
						type: "template",
						template: {
							name: template,
							language: { code: typeof config.languageCode === "string" ? config.languageCode : "en_US" },
							...(typeof config.templateNamespace === "string" ? { namespace: config.templateNamespace } : {}),
						},
					}
				: { messaging_product: "whatsapp", to, type: "text", text: { body: msg.text } };
		try {
			const a = await sendTo(
				"WhatsApp Cloud API",
				deps,
				`${deps.baseUrl}/v21.0/${encodeURIComponent(creds.phoneNumberId)}/messages`,
				{
					method: "POST",
					headers: { Authorization: `Bearer ${creds.accessToken}`, "Content-Type": "application/json" },
					body: JSON.stringify(body),
				},
			);
			const id = ((a.json?.messages as { id?: unknown }[] | undefined) ?? [])[0]?.id;
			return { providerMessageId: typeof id === "string" ? id : null, statusCode: a.status };
		} catch (err) {
			// Meta answers an expired token with 400 and code 190: it is the credentials, not the message.
			if (err instanceof ProviderError && err.upstreamCode === "190")
				throw new ProviderError("invalid_credentials", err.message, err.statusCode, "190");
			throw err;
		}
	},
});
