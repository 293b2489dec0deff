// Delivery providers (spec 001 §4 "Channels"): the enum with vendor names replaced by ordinals,
// the credential keys each takes, which connect only through OAuth, and how a test recipient
// looks for each. Pure. The vendor behind each ordinal is documented in docs/marketing.md.
import { isValidEmail, normaliseEmail } from "../contacts/domain/identity";

export const PROVIDERS = [
	"email_v1",
	"email_v2",
	"email_v3",
	"email_v4",
	"email_v5",
	"sms_v1",
	"sms_v2",
	"messaging_v1",
	"messaging_v2",
	"messaging_v3",
	"messaging_v4",
	"messaging_v5",
	"messaging_v6",
	"push_v1",
	"push_v2",
	"social_v1",
	"social_v2",
	"social_v3",
	"social_v4",
	"social_v5",
	"social_v6",
	"social_v7",
	"webhook_generic",
] as const;
export type Provider = (typeof PROVIDERS)[number];

export type ProviderKind = "email" | "sms" | "messaging" | "push" | "social" | "webhook";
export const kindOf = (p: Provider): ProviderKind =>
	p === "webhook_generic" ? "webhook" : (p.slice(0, p.indexOf("_")) as ProviderKind);

/** social_v1-v6 connect only through the browser OAuth flow (POST /channels → 400 USE_OAUTH). */
export const OAUTH_ONLY: readonly Provider[] = [
	"social_v1",
	"social_v2",
	"social_v3",
	"social_v4",
	"social_v5",
	"social_v6",
];
/** Providers with an OAuth flow (social_v7 also takes a static token). */
export const OAUTH_PROVIDERS: readonly Provider[] = [...OAUTH_ONLY, "social_v7"];

/**
 * Required credential keys; each inner array is one accepted set (push_v2 takes the legacy
 * serverKey or a serviceAccountJson). Extra keys are stored and ignored.
 */
export const CREDENTIAL_KEYS: Record<Provider, readonly (readonly string[])[]> = {
	email_v1: [["apiKey"]],
	email_v2: [["apiKey"]],
	email_v3: [["apiKey", "domain"]],
	email_v4: [["serverToken"]],
	email_v5: [["accessKeyId", "secretAccessKey", "region"]],
	sms_v1: [["accountSid", "authToken"]],
	sms_v2: [["apiKey", "apiSecret"]],
	messaging_v1: [["accessToken", "phoneNumberId"]],
	messaging_v2: [["accountSid", "authToken", "fromNumber"]],
	messaging_v3: [["botToken"]],
	messaging_v4: [["channelAccessToken", "channelSecret"]],
	messaging_v5: [["webhookUrl"]],
	messaging_v6: [["webhookUrl"]],
	push_v1: [["appId", "apiKey"]],
	push_v2: [["serverKey"], ["serviceAccountJson"]],
	social_v1: [["accessToken"]],
	social_v2: [["accessToken"]],
	social_v3: [["accessToken"]],
	social_v4: [["accessToken"]],
	social_v5: [["accessToken"]],
	social_v6: [["accessToken"]],
	social_v7: [["accessToken"]],
	webhook_generic: [["url"]],
};

/** Credential keys that hold a URL we will POST to (the webhook target rules apply). */
export const URL_CREDENTIALS: Partial<Record<Provider, string>> = {
	messaging_v5: "webhookUrl",
	messaging_v6: "webhookUrl",
	webhook_generic: "url",
};

/** The first missing key of the closest accepted set, or null when one set is complete. */
export function missingCredential(p: Provider, creds: Record<string, string>): string | null {
	const sets = CREDENTIAL_KEYS[p];
	const misses = sets.map((set) => set.filter((k) => !creds[k]?.trim()));
	if (misses.some((m) => m.length === 0)) return null;
	return misses.sort((a, b) => a.length - b.length)[0][0];
}

const E164 = /^\+[1-9]\d{6,14}$/;

/** Why `recipient` cannot receive a test message through `p`, or null when it can (spec: address, E.164, chat id). */
export function recipientProblem(p: Provider, recipient: string): string | null {
	const r = recipient.trim();
	if (!r) return "recipient is required";
	switch (kindOf(p)) {
		case "email":
			return isValidEmail(normaliseEmail(r)) ? null : "recipient must be an email address";
		case "sms":
			return E164.test(r) ? null : "recipient must be an E.164 number (+6281234567890)";
		case "messaging":
			if (p === "messaging_v1" || p === "messaging_v2")
				return E164.test(r) ? null : "recipient must be an E.164 number (+6281234567890)";
			if (p === "messaging_v3")
				return /^-?\d{1,20}$|^@[A-Za-z][A-Za-z0-9_]{4,31}$/.test(r)
					? null
					: "recipient must be a Telegram chat id or @channel";
			if (p === "messaging_v4")
				return /^[UCR][0-9a-f]{32}$/.test(r) ? null : "recipient must be a LINE user, group or room id";
			return r.length <= 500 ? null : "recipient is at most 500 characters";
		default:
			return r.length <= 500 ? null : "recipient is at most 500 characters";
	}
}

export const isEmailProvider = (p: Provider) => kindOf(p) === "email";
