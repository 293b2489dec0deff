import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// DB_MKT. Every row carries account_id (the workspace); every query filters by it.

/**
 * Mkt-HMAC-SHA256 credentials, minted by the admin credentials endpoint. The secret is derived
 * from MASTER_KEY and the salt (DESIGN §4): only the salt and the secret's SHA-256 are stored.
 */
export const apiKeys = sqliteTable(
	"api_keys",
	{
		/** The keyId clients sign with (mkk_ + ULID). */
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		role: text("role", { enum: ["merchant", "platform_admin"] }).notNull(),
		name: text("name"),
		salt: text("salt").notNull(),
		secretHash: text("secret_hash").notNull(),
		createdAt: integer("created_at").notNull(),
		revokedAt: integer("revoked_at"),
	},
	(t) => [index("api_keys_account").on(t.accountId)],
);

export const contacts = sqliteTable(
	"contacts",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		identityHash: text("identity_hash").notNull(),
		email: text("email"),
		phone: text("phone"),
		firstName: text("first_name"),
		lastName: text("last_name"),
		/** JSON objects (string maps; attributes free-form) and the tags array, queried with json_each / json_extract. */
		socialHandles: text("social_handles").notNull().default("{}"),
		subscriptions: text("subscriptions").notNull().default("{}"),
		attributes: text("attributes").notNull().default("{}"),
		tags: text("tags").notNull().default("[]"),
		source: text("source"),
		externalRef: text("external_ref"),
		/** The write that created the row (a request or import id): tells an upsert's insert from its update. */
		createdBy: text("created_by"),
		/** The last import that touched the row: its list membership is one INSERT … SELECT on this. */
		lastWriteId: text("last_write_id"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		uniqueIndex("contacts_identity").on(t.accountId, t.identityHash),
		index("contacts_account_created").on(t.accountId, t.createdAt, t.id),
		index("contacts_account_write").on(t.accountId, t.lastWriteId),
	],
);

/**
 * The contacts cap, checked inside the writing batch: `before` is the count when the batch starts,
 * `total` the count after its inserts; the CHECK fails (and D1 rolls the whole batch back) when a
 * write grows the workspace past `cap`. Updates never grow it, so they pass even over the cap.
 */
export const contactQuota = sqliteTable(
	"contact_quota",
	{
		accountId: text("account_id").primaryKey(),
		cap: integer("cap").notNull(),
		before: integer("before").notNull(),
		total: integer("total").notNull(),
	},
	() => [check("contact_quota_cap", sql`cap < 0 OR total <= cap OR total <= before`)],
);

export const lists = sqliteTable(
	"lists",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		name: text("name").notNull(),
		createdAt: integer("created_at").notNull(),
	},
	(t) => [uniqueIndex("lists_account_name").on(t.accountId, t.name)],
);

export const listMembers = sqliteTable(
	"list_members",
	{
		listId: text("list_id").notNull(),
		contactId: text("contact_id").notNull(),
		accountId: text("account_id").notNull(),
		createdAt: integer("created_at").notNull(),
	},
	(t) => [primaryKey({ columns: [t.listId, t.contactId] }), index("list_members_contact").on(t.contactId)],
);

/** CSV uploads processed in chunks through the tasks queue. */
export const importJobs = sqliteTable(
	"import_jobs",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		status: text("status", { enum: ["queued", "processing", "completed", "failed"] }).notNull(),
		listName: text("list_name"),
		listId: text("list_id"),
		skipExisting: integer("skip_existing").notNull().default(0),
		total: integer("total").notNull(),
		chunks: integer("chunks").notNull(),
		chunksDone: integer("chunks_done").notNull().default(0),
		processed: integer("processed").notNull().default(0),
		created: integer("created").notNull().default(0),
		updated: integer("updated").notNull().default(0),
		skipped: integer("skipped").notNull().default(0),
		/** JSON array of {index, reason}, at most 100 kept (errorCount has them all). */
		errors: text("errors").notNull().default("[]"),
		errorCount: integer("error_count").notNull().default(0),
		failureReason: text("failure_reason"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
		completedAt: integer("completed_at"),
	},
	(t) => [index("import_jobs_account").on(t.accountId, t.createdAt)],
);

/** The rows of one chunk of a CSV job, deleted when the chunk is applied. */
export const importChunks = sqliteTable(
	"import_chunks",
	{
		jobId: text("job_id").notNull(),
		seq: integer("seq").notNull(),
		/** Zero-based index of the chunk's first row in the file (error entries use file indexes). */
		offset: integer("offset").notNull(),
		rows: text("rows").notNull(),
		/** Set when the chunk has been applied: a redelivered message finds it done. */
		doneAt: integer("done_at"),
	},
	(t) => [primaryKey({ columns: [t.jobId, t.seq] })],
);

export const segments = sqliteTable(
	"segments",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		name: text("name").notNull(),
		description: text("description"),
		filter: text("filter").notNull(),
		/** Bumped on every filter change: a size computed for an older filter is never stored. */
		filterVersion: integer("filter_version").notNull().default(1),
		cachedSize: integer("cached_size").notNull().default(0),
		cachedAt: integer("cached_at"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		uniqueIndex("segments_account_name").on(t.accountId, t.name),
		index("segments_account_updated").on(t.accountId, t.updatedAt),
		index("segments_cached").on(t.cachedAt),
	],
);

/** The workspace's AES-256 data key, wrapped by MASTER_KEY ("wrap:mkt:<account>"); it seals channel credentials. */
export const dataKeys = sqliteTable("data_keys", {
	accountId: text("account_id").primaryKey(),
	wrappedKey: text("wrapped_key").notNull(),
	createdAt: integer("created_at").notNull(),
});

export const channels = sqliteTable(
	"channels",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		provider: text("provider").notNull(),
		externalId: text("external_id"),
		displayName: text("display_name").notNull(),
		status: text("status", { enum: ["pending", "active", "expired", "revoked"] })
			.notNull()
			.default("pending"),
		config: text("config").notNull().default("{}"),
		scopesGranted: text("scopes_granted").notNull().default("[]"),
		/** Credentials (or OAuth tokens) sealed with the workspace data key, the channel id as associated data. */
		credentials: text("credentials").notNull(),
		/** static (POST /channels) or oauth (the browser flow upserts one per provider). */
		origin: text("origin", { enum: ["static", "oauth"] }).notNull(),
		lastSyncedAt: integer("last_synced_at"),
		lastError: text("last_error"),
		expiresAt: integer("expires_at"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		index("channels_account_created").on(t.accountId, t.createdAt, t.id),
		uniqueIndex("channels_oauth_provider").on(t.accountId, t.provider).where(sql`origin = 'oauth'`),
	],
);

/** Test sends (and confirmation messages): queued by the API, sent once by the tasks queue. */
export const channelSends = sqliteTable(
	"channel_sends",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		channelId: text("channel_id").notNull(),
		kind: text("kind", { enum: ["test", "confirm"] }).notNull(),
		recipient: text("recipient").notNull(),
		/** For a confirm message: the contact it asks, and the link that confirms. */
		contactId: text("contact_id"),
		link: text("link"),
		status: text("status", { enum: ["queued", "sent", "failed"] }).notNull(),
		statusCode: integer("status_code"),
		error: text("error"),
		providerMessageId: text("provider_message_id"),
		createdAt: integer("created_at").notNull(),
		sentAt: integer("sent_at"),
	},
	(t) => [index("channel_sends_channel").on(t.accountId, t.channelId, t.createdAt)],
);

export * from "./schema-campaigns";
// Referrals, discount codes and the workspace's plan billing.
export * from "./schema-commerce";
