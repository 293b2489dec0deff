// sms_v1 and messaging_v2: Twilio's Messages resource — POST /2010-04-01/Accounts/<sid>/Messages.json,
// form-encoded, Basic auth sid:token; answers {sid}; errors {code, message}. WhatsApp numbers carry a
// "whatsapp:" prefix; a template is ContentSid + ContentVariables (config.content), free text Body.
// Twilio names a template by a Content SID made in its console, not by Meta's template name and
// language, so a campaign's msg.template cannot be sent faithfully: it is refused before any request
// (validateContent refuses templates for this channel already; campaigns send text here).
import { ProviderError, type ProviderFactory } from "./provider";
import { basic, form, sendTo } from "./send";

export const TWILIO_BASE_URL = "https://api.twilio.com";

async function create(
	creds: Record<string, string>,
	deps: Parameters<ProviderFactory>[2],
	fields: Record<string, string | undefined>,
) {
	const a = await sendTo(
		"Twilio",
		deps,
		`${deps.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(creds.accountSid)}/Messages.json`,
		{
			method: "POST",
			headers: {
				Authorization: basic(creds.accountSid, creds.authToken),
				"Content-Type": "application/x-www-form-urlencoded",
			},
			body: form(fields),
		},
	);
	return { providerMessageId: typeof a.json?.sid === "string" ? a.json.sid : null, statusCode: a.status };
}

const str = (v: unknown) => (typeof v === "string" && v ? v : undefined);

export const twilioSmsProvider: ProviderFactory = (creds, config, deps) => ({
	send: (msg) =>
		create(creds, deps, {
			To: msg.recipient,
			From: str(config.fromNumber) ?? creds.fromNumber,
			MessagingServiceSid: str(config.messagingServiceSid),
			Body: msg.text,
		}),
});

const whatsapp = (n: string | undefined) => (n == null ? undefined : n.startsWith("whatsapp:") ? n : `whatsapp:${n}`);

export const twilioWhatsAppProvider: ProviderFactory = (creds, config, deps) => ({
	send(msg) {
		if (msg.template)
			return Promise.reject(
				new ProviderError("rejected", "Twilio WhatsApp sends text only: set the template as the channel's Content SID"),
			);
		const content = (config.content ?? {}) as { contentSid?: unknown; contentVariables?: unknown; text?: unknown };
		const template = str(content.contentSid);
		return create(creds, deps, {
			To: whatsapp(msg.recipient),
			From: whatsapp(creds.fromNumber ?? str(config.fromNumber)),
			...(template
				? { ContentSid: template, ContentVariables: JSON.stringify(content.contentVariables ?? {}) }
				: { Body: str(content.text) ?? msg.text }),
		});
	},
});
