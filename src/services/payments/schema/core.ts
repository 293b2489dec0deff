import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { webhookTables } from "../../../platform/webhooks/tables";

// DB_PAY. Every payments table carries account_id (the workspace) and environment (test|live):
// a test key only ever reads and writes test rows, a live key live rows.

export const apiKeys = sqliteTable(
	"api_keys",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		environment: text("environment", { enum: ["test", "live"] }).notNull(),
		/** Public access key id (pk_test_/pk_live_ + 12 hex); safe to log. */
		keyId: text("key_id").notNull(),
		name: text("name").notNull(),
		role: text("role").notNull(),
		/** JSON array for restricted keys, null otherwise. */
		scopes: text("scopes", { mode: "json" }).$type<string[] | null>(),
		/** The secret is re-derived from MASTER_KEY and this salt; never stored. */
		salt: text("salt").notNull(),
		/** sha256 hex of the secret: tells which master key derived it and guards against a wrong one. */
		secretHash: text("secret_hash").notNull(),
		/** keyId of the key that minted it, or "admin" for the platform admin API. */
		createdBy: text("created_by").notNull(),
		createdAt: integer("created_at").notNull(),
		lastUsedAt: integer("last_used_at"),
		revokedAt: integer("revoked_at"),
	},
	(t) => [
		uniqueIndex("api_keys_key_id").on(t.keyId),
		index("api_keys_account_created").on(t.accountId, t.createdAt, t.id),
		index("api_keys_account_env_active").on(t.accountId, t.environment, t.revokedAt),
	],
);

/** Who did what to which credential. API key lifecycle is audited here, never broadcast as events (spec §6). */
export const auditLog = sqliteTable(
	"audit_log",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		environment: text("environment", { enum: ["test", "live"] }).notNull(),
		/** keyId of the acting key, or "admin". */
		actor: text("actor").notNull(),
		/** On-behalf-of requests: the platform admin key's workspace. */
		actorAccountId: text("actor_account_id"),
		action: text("action").notNull(),
		targetType: text("target_type").notNull(),
		targetId: text("target_id").notNull(),
		details: text("details", { mode: "json" }).$type<Record<string, unknown>>(),
		requestId: text("request_id"),
		createdAt: integer("created_at").notNull(),
	},
	(t) => [
		index("audit_log_account_created").on(t.accountId, t.createdAt, t.id),
		index("audit_log_target").on(t.targetId),
	],
);

/**
 * Events, webhook endpoints and deliveries: the webhooks engine's tables (src/platform/webhooks,
 * docs/webhooks.md). `events` holds every payments event (payout.*, subscription.*, invoice.*,
 * adapter.*) once, by evt_ id, with the full object in `data`. Producers write through
 * emitPaymentsEvent (events.ts), or insert with INSERT OR IGNORE by id in their own batch (the
 * ledger outbox, billing) and then call dispatchPaymentsEvents; the engine fans each event out to
 * the matching endpoints and delivers it. `environment` is "test" or "live".
 */
export const { events, webhookEndpoints, webhookDeliveries } = webhookTables("");

/**
 * When each kind of timed work (a `runner` listed in due.ts) is next due for a
 * workspace, in wall-clock ms. The minute cron reads only rows already due, oldest first, so it
 * never scans every workspace; runners rewrite (or delete) their row after each run.
 */
export const dueWork = sqliteTable(
	"due_work",
	{
		accountId: text("account_id").notNull(),
		environment: text("environment", { enum: ["test", "live"] }).notNull(),
		runner: text("runner").notNull(),
		dueAt: integer("due_at").notNull(),
	},
	(t) => [primaryKey({ columns: [t.accountId, t.environment, t.runner] }), index("due_work_due").on(t.dueAt)],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;
