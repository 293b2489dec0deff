import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { webhookTables } from "../../platform/webhooks/tables";

// DB_MKT, continued from schema.ts (which re-exports this file): campaigns (issue 40), their
// recipients and clicks, the suppression list, erased-contact tombstones, the audit log and the
// webhook engine's tables. Every row carries account_id.

export const CAMPAIGN_STATUSES = ["draft", "scheduled", "sending", "sent", "canceled", "failed"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const campaigns = sqliteTable(
	"campaigns",
	{
		/** cmp_ + ULID. */
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		name: text("name").notNull(),
		channelId: text("channel_id").notNull(),
		/** JSON {segmentIds, listIds, contactIds} (arrays, possibly empty). */
		audience: text("audience").notNull(),
		/** JSON: the channel kind's content (campaigns/domain/content.ts). */
		content: text("content").notNull(),
		sendAt: integer("send_at"),
		status: text("status", { enum: CAMPAIGN_STATUSES }).notNull(),
		failureReason: text("failure_reason"),
		/** The operation that won the move to sending: the recipient freeze and the usage count are guarded on it. */
		sendOp: text("send_op"),
		/** When sendOp froze the audience; a freeze that never reached sending is taken over after a few minutes. */
		preparedAt: integer("prepared_at"),
		/** Frozen at send start: eligible recipients, and the excluded ones by reason (JSON {reason: n}). */
		recipients: integer("recipients").notNull().default(0),
		excluded: text("excluded").notNull().default("{}"),
		/** The tracked links of the content at send start (JSON array of URLs): the click redirect goes only to these. */
		links: text("links").notNull().default("[]"),
		/** The marketing base URL (https://<host> or <origin>/mkt) its tracking and unsubscribe links use, from the request that scheduled or sent it. */
		linkBase: text("link_base"),
		batches: integer("batches").notNull().default(0),
		startedAt: integer("started_at"),
		finishedAt: integer("finished_at"),
		canceledAt: integer("canceled_at"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		index("campaigns_account_created").on(t.accountId, t.createdAt, t.id),
		index("campaigns_due").on(t.status, t.sendAt),
	],
);

export const RECIPIENT_STATUSES = [
	/** Frozen, waiting for its batch. */
	"queued",
	/** Claimed by a consumer; the provider call is under way (or its outcome was lost: see claimedAt). */
	"sending",
	"sent",
	"failed",
	/** Skipped when its batch ran: unsubscribed or suppressed after the freeze (reason says which). */
	"skipped",
	/** Not sent because the campaign was canceled or failed first. */
	"canceled",
	/** Left out at the freeze (reason: not_subscribed, suppressed, no_address). */
	"excluded",
] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

/**
 * One row per contact of a campaign's audience, written once at send start (the freeze). `seq`
 * numbers the eligible rows 1..n in contact-id order; queue batches name seq ranges. Delivery
 * facts arrive later from the provider's webhooks and the tracking routes.
 */
export const campaignRecipients = sqliteTable(
	"campaign_recipients",
	{
		campaignId: text("campaign_id").notNull(),
		contactId: text("contact_id").notNull(),
		accountId: text("account_id").notNull(),
		/** 1..n for eligible rows; null for excluded ones. */
		seq: integer("seq"),
		/** The email, E.164 number, chat id or device token sent to (null once erased, or when there is none). */
		address: text("address"),
		status: text("status", { enum: RECIPIENT_STATUSES }).notNull(),
		/** Why excluded, skipped or failed. */
		reason: text("reason"),
		/** Our message id (the provider's idempotency key where it takes one): msg_ + hash of campaign and contact. */
		messageId: text("message_id").notNull(),
		providerMessageId: text("provider_message_id"),
		/** The claim of the attempt in flight and when it was taken (a lease: an older claim counts as lost). */
		claimId: text("claim_id"),
		claimedAt: integer("claimed_at"),
		attempts: integer("attempts").notNull().default(0),
		sentAt: integer("sent_at"),
		deliveredAt: integer("delivered_at"),
		/** hard | soft, from the provider's bounce event. */
		bounceType: text("bounce_type"),
		bouncedAt: integer("bounced_at"),
		complainedAt: integer("complained_at"),
		openedAt: integer("opened_at"),
		opens: integer("opens").notNull().default(0),
		clickedAt: integer("clicked_at"),
		clicks: integer("clicks").notNull().default(0),
		unsubscribedAt: integer("unsubscribed_at"),
		error: text("error"),
	},
	(t) => [
		primaryKey({ columns: [t.campaignId, t.contactId] }),
		index("campaign_recipients_seq").on(t.campaignId, t.seq),
		index("campaign_recipients_status").on(t.campaignId, t.status, t.contactId),
		index("campaign_recipients_provider").on(t.providerMessageId),
		index("campaign_recipients_message").on(t.messageId),
		index("campaign_recipients_contact").on(t.accountId, t.contactId),
	],
);

/**
 * Campaign recipients counted per workspace and UTC month against the plan (REFERENCE "Campaigns"):
 * a send adds its frozen recipient count in the batch that moves it to sending, and the CHECK fails
 * (rolling the whole batch back) when that would pass `cap`. A cancel gives back what never went out.
 */
export const campaignSends = sqliteTable(
	"campaign_sends",
	{
		accountId: text("account_id").notNull(),
		month: text("month").notNull(),
		cap: integer("cap").notNull(),
		used: integer("used").notNull(),
	},
	(t) => [primaryKey({ columns: [t.accountId, t.month] }), check("campaign_sends_cap", sql`cap < 0 OR used <= cap`)],
);

/** Clicks per campaign, link (its index in campaigns.links) and contact: per-link totals and uniques. */
export const campaignClicks = sqliteTable(
	"campaign_clicks",
	{
		campaignId: text("campaign_id").notNull(),
		link: integer("link").notNull(),
		contactId: text("contact_id").notNull(),
		accountId: text("account_id").notNull(),
		count: integer("count").notNull().default(1),
		firstAt: integer("first_at").notNull(),
	},
	(t) => [
		primaryKey({ columns: [t.campaignId, t.link, t.contactId] }),
		index("campaign_clicks_contact").on(t.accountId, t.contactId),
	],
);

/**
 * Addresses no campaign sends to (REFERENCE "Campaigns": a hard bounce or complaint suppresses until
 * a person removes it). `addressHash` (SHA-256 of the normalised address) is the key; `address` is
 * null once its contact is erased, so the suppression holds without keeping the address.
 */
export const suppressions = sqliteTable(
	"suppressions",
	{
		accountId: text("account_id").notNull(),
		addressHash: text("address_hash").notNull(),
		address: text("address"),
		reason: text("reason", { enum: ["hard_bounce", "complaint", "manual"] }).notNull(),
		/** The provider or API key that added it, and the campaign whose send bounced. */
		source: text("source"),
		campaignId: text("campaign_id"),
		createdAt: integer("created_at").notNull(),
	},
	(t) => [
		primaryKey({ columns: [t.accountId, t.addressHash] }),
		index("suppressions_address").on(t.accountId, t.address),
		index("suppressions_created").on(t.accountId, t.createdAt),
	],
);

/** What is left of an erased contact: its identity hash (not reversible), so imports do not re-add it unasked. */
export const erasedContacts = sqliteTable(
	"erased_contacts",
	{
		accountId: text("account_id").notNull(),
		identityHash: text("identity_hash").notNull(),
		erasedAt: integer("erased_at").notNull(),
	},
	(t) => [primaryKey({ columns: [t.accountId, t.identityHash] })],
);

/** Sensitive operations on personal data (export, erase), by whom and when; never the data itself. */
export const auditLog = sqliteTable(
	"audit_log",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		action: text("action").notNull(),
		/** The object acted on (a contact id). */
		target: text("target").notNull(),
		/** The credential that acted (an API key id or a user id). */
		actor: text("actor"),
		requestId: text("request_id"),
		createdAt: integer("created_at").notNull(),
	},
	(t) => [index("audit_log_account").on(t.accountId, t.createdAt)],
);

/** The shared webhook engine's tables (campaign events). */
export const { events, webhookEndpoints, webhookDeliveries } = webhookTables("");
