// How fast a channel may send campaign messages (issue 40). The vendors' published defaults where
// they publish one, conservative figures otherwise; a merchant whose account allows more sets
// config.sendRatePerSecond on the channel (1-1000). docs/marketing.md lists these with sources.
import type { Provider } from "../../integrations/catalogue";

export const SEND_RATE_MAX = 1000;

export const DEFAULT_SEND_RATE: Partial<Record<Provider, number>> = {
	// Resend: 2 requests a second per team by default.
	email_v1: 2,
	email_v2: 100,
	email_v3: 100,
	email_v4: 50,
	// Amazon SES: 14 messages a second is the usual production starting quota.
	email_v5: 14,
	// Twilio: one message a second per long code.
	sms_v1: 1,
	// Vonage: 30 API requests a second.
	sms_v2: 30,
	// WhatsApp Cloud API: 80 messages a second per number.
	messaging_v1: 80,
	messaging_v2: 1,
	// Telegram bots: about 30 messages a second.
	messaging_v3: 30,
	messaging_v4: 100,
	push_v1: 100,
	push_v2: 100,
};

/** The channel's rate: config.sendRatePerSecond when valid, else the provider's default (10 when none). */
export function sendRateOf(provider: Provider, config: Record<string, unknown>): number {
	const v = config.sendRatePerSecond;
	if (typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= SEND_RATE_MAX) return v;
	return DEFAULT_SEND_RATE[provider] ?? 10;
}

/** Retry delay after the provider said "busy" (429 or 5xx): 2, 4, 8 … seconds, at most five minutes. */
export const busyBackoffSeconds = (attempts: number) => Math.min(300, 2 ** Math.max(1, Math.min(attempts, 9)));

/** Releases (429/5xx) before a recipient counts as failed. */
export const MAX_ATTEMPTS = 8;
