import { z } from "@hono/zod-openapi";
import { singleLine } from "../../../platform/text";
import { CREDENTIAL_KEYS, PROVIDERS } from "../integrations/catalogue";

// Spec 001 §2 "Channel integration", §3, §4 "Channels", §8.

export const DISPLAY_NAME_MAX = 120;
export const EXTERNAL_ID_MAX = 120;
/** Bounds the spec leaves open: a credential map is a handful of keys; config and scopes stay small. */
export const CREDENTIAL_KEYS_MAX = 20;
export const CREDENTIAL_VALUE_MAX = 8192;
export const CONFIG_BYTES_MAX = 8 * 1024;
export const SCOPES_MAX = 50;

const Config = z
	.record(z.string().min(1).max(64), z.unknown())
	.refine(
		(m) => new TextEncoder().encode(JSON.stringify(m)).length <= CONFIG_BYTES_MAX,
		`config is at most ${CONFIG_BYTES_MAX} bytes as JSON`,
	);

const PROVIDER =
	"The delivery provider: email_v1-email_v5 (email), sms_v1-sms_v2 (SMS), messaging_v1-messaging_v6 (messaging apps; v5 and v6 are incoming webhooks), push_v1-push_v2 (push), social_v1-social_v7 (social networks; v1-v6 connect through OAuth only, v7 usually) or webhook_generic (a signed JSON POST to your URL). Vendors: email_v1 Resend, email_v2 SendGrid, email_v3 Mailgun, email_v4 Postmark, email_v5 Amazon SES; sms_v1 Twilio, sms_v2 Vonage; messaging_v1 WhatsApp Cloud API, messaging_v2 Twilio WhatsApp, messaging_v3 Telegram, messaging_v4 LINE, messaging_v5 a Slack-style and messaging_v6 a Discord-style incoming webhook; push_v1 OneSignal, push_v2 Firebase Cloud Messaging; social_v1-social_v7 Facebook Pages, Instagram, TikTok, X, LinkedIn, YouTube, Threads";
/** The credential keys each provider needs, from the catalogue the create route checks against. */
const CREDENTIALS_DOC = Object.entries(CREDENTIAL_KEYS)
	.map(([p, sets]) => `${p} ${sets.map((set) => set.join(" + ")).join(" or ")}`)
	.join("; ");
const DISPLAY_NAME = `Your name for the channel, one line of 1-${DISPLAY_NAME_MAX} characters (trimmed)`;
const EXTERNAL_ID =
	"The provider-side identifier of the sending asset (a phone number id, a page id, ...); the literal pending on an OAuth-connected channel until its asset is chosen; null when not applicable";
const CONFIG = `Provider settings, free-form per provider (at most ${CONFIG_BYTES_MAX / 1024} KiB as JSON): email uses fromEmail, fromName, replyTo; messaging_v1 templateNamespace; messaging_v2 content.contentSid with content.contentVariables, or content.text, and fromNumber; push_v1 appName`;
const SCOPES = "The OAuth scopes the provider granted; kept for audit only";

export const CreateChannel = z
	.strictObject({
		provider: z.enum(PROVIDERS).openapi({
			description: `${PROVIDER}. social_v1-social_v6 are refused here (400 USE_OAUTH): connect them through GET /channels/oauth/{provider}/start`,
		}),
		displayName: singleLine(DISPLAY_NAME_MAX, { trim: true }).openapi({ description: DISPLAY_NAME }),
		externalId: singleLine(EXTERNAL_ID_MAX, { min: 0 })
			.nullable()
			.optional()
			.openapi({
				description: `The provider-side identifier of the sending asset (for messaging_v1 its phone number id), at most ${EXTERNAL_ID_MAX} characters; null or omitted when not applicable`,
			}),
		credentials: z
			.record(z.string().min(1).max(64), z.string().max(CREDENTIAL_VALUE_MAX))
			.refine((m) => Object.keys(m).length <= CREDENTIAL_KEYS_MAX, `at most ${CREDENTIAL_KEYS_MAX} credential keys`)
			.openapi({
				description: `Write-only: the provider's keys, stored encrypted and never returned. Required per provider: ${CREDENTIALS_DOC}`,
			}),
		config: Config.optional().openapi({ description: `${CONFIG}. Omitted: empty` }),
		scopesGranted: z
			.array(z.string().min(1).max(200))
			.max(SCOPES_MAX)
			.optional()
			.openapi({
				description: `${SCOPES}: at most ${SCOPES_MAX} scope names of 1-200 characters. Omitted: empty`,
			}),
	})
	.openapi("CreateChannel");

/** PATCH takes displayName and config only; any other key is stripped and ignored (spec §4). */
export const PatchChannel = z
	.object({
		displayName: singleLine(DISPLAY_NAME_MAX, { trim: true })
			.optional()
			.openapi({ description: `${DISPLAY_NAME}. Omitted: unchanged` }),
		config: Config.optional().openapi({
			description: `${CONFIG}. Replaces the stored config whole; omitted: unchanged`,
		}),
	})
	.openapi("PatchChannel");

export const TestBody = z
	.strictObject({
		recipient: z
			.string()
			.max(500)
			.openapi({ description: "An address, an E.164 number or a chat id, as the provider takes" }),
	})
	.openapi("ChannelTest");

export const Channel = z
	.object({
		id: z.string(),
		provider: z.enum(PROVIDERS).openapi({ description: PROVIDER }),
		externalId: z.string().nullable().openapi({ description: EXTERNAL_ID }),
		displayName: z.string().openapi({ description: "Your name for the channel" }),
		status: z.enum(["pending", "active", "expired", "revoked"]).openapi({
			description:
				"pending: not yet connected; active: connected and able to send (POST /channels and a successful OAuth connect set it); expired: reserved, nothing sets it yet; revoked: disconnected by DELETE (sends are refused; reconnect by POST or OAuth)",
		}),
		config: z.record(z.string(), z.unknown()).openapi({ description: CONFIG }),
		scopesGranted: z.array(z.string()).openapi({ description: `${SCOPES}; empty for static-credential channels` }),
		lastSyncedAt: z.string().nullable().openapi({
			description:
				"When the channel was last connected, by POST /channels or an OAuth connect (ISO 8601, UTC); null if it never was",
		}),
		lastError: z.string().nullable().openapi({ description: "Reserved for the last provider error; always null" }),
		expiresAt: z.string().nullable().openapi({
			description:
				"When the OAuth access token expires (ISO 8601, UTC), from the provider's answer; null for static credentials or tokens without an expiry",
		}),
		createdAt: z.string(),
	})
	.openapi("Channel");

export const CreatedChannel = Channel.pick({
	id: true,
	provider: true,
	displayName: true,
	status: true,
	externalId: true,
	config: true,
	createdAt: true,
}).openapi("CreatedChannel");

export const Send = z
	.object({
		messageId: z.string().openapi({ description: "The send's id (msg_…), as POST /channels/{id}/test answered it" }),
		recipient: z.string().openapi({ description: "Where the message went, as sent (trimmed)" }),
		status: z.enum(["queued", "sent", "failed"]).openapi({
			description:
				"queued: waiting for its one attempt; sent: the provider accepted it; failed: the provider refused it or could not be reached (see error)",
		}),
		statusCode: z
			.number()
			.int()
			.nullable()
			.openapi({ description: "The provider's HTTP status of the attempt; null while queued or when no answer came" }),
		error: z.string().nullable().openapi({
			description:
				"Why the send failed, in the provider's own words (at most 500 characters, never a credential); null otherwise",
		}),
		createdAt: z.string(),
		sentAt: z
			.string()
			.nullable()
			.openapi({ description: "When the attempt finished (ISO 8601, UTC), sent or failed; null while queued" }),
	})
	.openapi("ChannelSend");

export const DnsRecords = z
	.object({
		provider: z.string().openapi({ description: "The channel's email provider (email_v1-email_v5)" }),
		domain: z.string().openapi({ description: "The sending domain: the domain of the channel's config.fromEmail" }),
		records: z
			.array(
				z.object({
					kind: z.enum(["SPF", "DKIM", "DMARC", "CNAME"]).openapi({
						description:
							"What the record is for: SPF (authorised senders), DKIM (signing key), DMARC (policy) or CNAME (the vendor's tracking or return-path host)",
					}),
					name: z.string().openapi({
						description:
							"The host name to create the record at; <placeholders> stand for values the vendor's dashboard shows",
					}),
					value: z.string().openapi({
						description: "The record's value; <placeholders> stand for values the vendor's dashboard shows",
					}),
					hint: z.string().openapi({ description: "The DNS record type and how to fill it in, in words" }),
				}),
			)
			.openapi({
				description: "The records to publish, as static guidance: DNS is never looked up or checked",
			}),
		providerDashboard: z
			.string()
			.optional()
			.openapi({ description: "URL of the vendor's page where the domain is added and its exact records shown" }),
	})
	.openapi("DnsRecords");

export const CREATE_CHANNEL_DOC =
	"provider (one of the values listed on the field), displayName 1-120, externalId ≤ 120 or null, credentials (the provider's keys; a missing one is 400 VALIDATION, extra keys are stored and ignored; URLs follow the webhook target rules), config, scopesGranted. social_v1-v6 connect only through OAuth (400 USE_OAUTH). No upstream call is made. 201 with id, provider, displayName, status (active), externalId, config, createdAt. Credentials are sealed (AES-256-GCM, per-workspace key) and never returned.";
export const TEST_DOC =
	"recipient is checked for the provider (email address; E.164 for SMS, WhatsApp; a chat id for Telegram; a LINE id; any text for webhooks). 409 BAD_STATE unless the channel is active. Answers at once {messageId, queued: true, hint}; the tasks queue sends it once (GET /channels/{id}/sends shows the outcome).";
