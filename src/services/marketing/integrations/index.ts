// The delivery-provider registry: which client sends for which provider ordinal, its production
// host, and the MKT_PROVIDER_URLS override (JSON {"<provider>": "<base URL>"}) that points a
// provider at the local simulator. Webhook-style providers post to the URL in their credentials.
import type { Env } from "../../../env";
import type { Provider } from "./catalogue";
import { FCM_BASE_URL, fcmProvider } from "./fcm";
import { discordWebhookProvider, slackWebhookProvider } from "./incoming-webhook";
import { LINE_BASE_URL, lineProvider } from "./line";
import { MAILGUN_BASE_URL, mailgunProvider } from "./mailgun";
import { ONESIGNAL_BASE_URL, onesignalProvider } from "./onesignal";
import { POSTMARK_BASE_URL, postmarkProvider } from "./postmark";
import type { ProviderFactory } from "./provider";
import { RESEND_BASE_URL, resendProvider } from "./resend";
import { SENDGRID_BASE_URL, sendgridProvider } from "./sendgrid";
import { sesProvider } from "./ses";
import { TELEGRAM_BASE_URL, telegramProvider } from "./telegram";
import { TWILIO_BASE_URL, twilioSmsProvider, twilioWhatsAppProvider } from "./twilio";
import { VONAGE_BASE_URL, vonageProvider } from "./vonage";
import { genericWebhookProvider } from "./webhook-generic";
import { GRAPH_BASE_URL, whatsappCloudProvider } from "./whatsapp-cloud";

export interface Delivery {
	factory: ProviderFactory;
	base: string;
	/**
	 * The client sends a vendor idempotency key derived from the message id (Resend Idempotency-Key,
	 * LINE X-Line-Retry-Key, OneSignal idempotency_key), so a send whose outcome was lost (timeout,
	 * dropped connection, crash) may be sent again: the vendor answers it without a second message.
	 */
	idempotent?: true;
}

/** Client and production host per provider that sends messages (social channels publish, later). */
export const DELIVERY: Partial<Record<Provider, Delivery>> = {
	email_v1: { factory: resendProvider, base: RESEND_BASE_URL, idempotent: true },
	email_v2: { factory: sendgridProvider, base: SENDGRID_BASE_URL },
	email_v3: { factory: mailgunProvider, base: MAILGUN_BASE_URL },
	email_v4: { factory: postmarkProvider, base: POSTMARK_BASE_URL },
	// "" = the host of the credentials' region.
	email_v5: { factory: sesProvider, base: "" },
	sms_v1: { factory: twilioSmsProvider, base: TWILIO_BASE_URL },
	sms_v2: { factory: vonageProvider, base: VONAGE_BASE_URL },
	messaging_v1: { factory: whatsappCloudProvider, base: GRAPH_BASE_URL },
	messaging_v2: { factory: twilioWhatsAppProvider, base: TWILIO_BASE_URL },
	messaging_v3: { factory: telegramProvider, base: TELEGRAM_BASE_URL },
	messaging_v4: { factory: lineProvider, base: LINE_BASE_URL, idempotent: true },
	messaging_v5: { factory: slackWebhookProvider, base: "" },
	messaging_v6: { factory: discordWebhookProvider, base: "" },
	push_v1: { factory: onesignalProvider, base: ONESIGNAL_BASE_URL, idempotent: true },
	push_v2: { factory: fcmProvider, base: FCM_BASE_URL },
	webhook_generic: { factory: genericWebhookProvider, base: "" },
};

/** The base URL a provider is reached at: MKT_PROVIDER_URLS when it names the provider, else production. */
export function providerBase(env: Pick<Env, "MKT_PROVIDER_URLS">, provider: Provider): string {
	if (env.MKT_PROVIDER_URLS) {
		try {
			const urls = JSON.parse(env.MKT_PROVIDER_URLS) as Record<string, unknown>;
			const u = urls[provider];
			if (typeof u === "string" && u) return u.replace(/\/$/, "");
		} catch {}
	}
	return DELIVERY[provider]?.base ?? "";
}
