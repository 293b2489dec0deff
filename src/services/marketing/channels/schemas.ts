import { z } from "@hono/zod-openapi";
import { singleLine } from "../../../platform/text";
import { PROVIDERS } from "../integrations/catalogue";

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

export const CreateChannel = z
	.strictObject({
		provider: z.enum(PROVIDERS),
		displayName: singleLine(DISPLAY_NAME_MAX, { trim: true }),
		externalId: singleLine(EXTERNAL_ID_MAX, { min: 0 }).nullable().optional(),
		credentials: z
			.record(z.string().min(1).max(64), z.string().max(CREDENTIAL_VALUE_MAX))
			.refine((m) => Object.keys(m).length <= CREDENTIAL_KEYS_MAX, `at most ${CREDENTIAL_KEYS_MAX} credential keys`)
			.openapi({ description: "Write-only: the provider's keys (spec table); stored encrypted, never returned" }),
		config: Config.optional(),
		scopesGranted: z.array(z.string().min(1).max(200)).max(SCOPES_MAX).optional(),
	})
	.openapi("CreateChannel");

/** PATCH takes displayName and config only; any other key is stripped and ignored (spec §4). */
export const PatchChannel = z
	.object({ displayName: singleLine(DISPLAY_NAME_MAX, { trim: true }).optional(), config: Config.optional() })
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
		provider: z.enum(PROVIDERS),
		externalId: z.string().nullable(),
		displayName: z.string(),
		status: z.enum(["pending", "active", "expired", "revoked"]),
		config: z.record(z.string(), z.unknown()),
		scopesGranted: z.array(z.string()),
		lastSyncedAt: z.string().nullable(),
		lastError: z.string().nullable(),
		expiresAt: z.string().nullable(),
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
		messageId: z.string(),
		recipient: z.string(),
		status: z.enum(["queued", "sent", "failed"]),
		statusCode: z.number().int().nullable(),
		error: z.string().nullable(),
		createdAt: z.string(),
		sentAt: z.string().nullable(),
	})
	.openapi("ChannelSend");

export const DnsRecords = z
	.object({
		provider: z.string(),
		domain: z.string(),
		records: z.array(
			z.object({
				kind: z.enum(["SPF", "DKIM", "DMARC", "CNAME"]),
				name: z.string(),
				value: z.string(),
				hint: z.string(),
			}),
		),
		providerDashboard: z.string().optional(),
	})
	.openapi("DnsRecords");

export const CREATE_CHANNEL_DOC =
	"provider (spec enum), displayName 1-120, externalId ≤ 120 or null, credentials (the provider's keys; a missing one is 400 VALIDATION, extra keys are stored and ignored; URLs follow the webhook target rules), config, scopesGranted. social_v1-v6 connect only through OAuth (400 USE_OAUTH). No upstream call is made. 201 with id, provider, displayName, status (active), externalId, config, createdAt. Credentials are sealed (AES-256-GCM, per-workspace key) and never returned.";
export const TEST_DOC =
	"recipient is checked for the provider (email address; E.164 for SMS, WhatsApp; a chat id for Telegram; a LINE id; any text for webhooks). 409 BAD_STATE unless the channel is active. Answers at once {messageId, queued: true, hint}; the tasks queue sends it once (GET /channels/{id}/sends shows the outcome).";
