import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

// ---------------------------------------------------------------------------------------------
// Adapters, managed onboarding, provider callbacks and the customer portal (issue 7).
// Secrets are sealed with the workspace's data key (pay_data_keys, wrapped by MASTER_KEY) and the
// row identity "<account>:<environment>:<kind>" as associated data; nothing secret is in clear.
// ---------------------------------------------------------------------------------------------

/** One AES-256 data key per workspace, wrapped by MASTER_KEY (scope "pay:<account>"). */
export const payDataKeys = sqliteTable("pay_data_keys", {
	accountId: text("account_id").primaryKey(),
	wrappedKey: text("wrapped_key").notNull(),
	createdAt: integer("created_at").notNull(),
});

/** At most one adapter per kind per workspace and environment; no adapter id (spec §2). */
export const adapters = sqliteTable(
	"adapters",
	{
		accountId: text("account_id").notNull(),
		environment: text("environment", { enum: ["test", "live"] }).notNull(),
		kind: text("kind", { enum: ["gateway_a", "gateway_b", "gateway_c", "manual"] }).notNull(),
		status: text("status", { enum: ["active", "disabled", "error"] }).notNull(),
		/** Sealed JSON of the secret fields; null for manual. */
		secretBlob: text("secret_blob"),
		secretLast4: text("secret_last4"),
		/** JSON: the kind's non-secret configuration as returned in publicConfig. */
		publicConfig: text("public_config").notNull(),
		configuredAt: integer("configured_at").notNull(),
		lastErrorAt: integer("last_error_at"),
		lastErrorCode: text("last_error_code"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [primaryKey({ columns: [t.accountId, t.environment, t.kind] })],
);

/** The managed-mode sub-account profile; the virtual "managed" adapter is derived from it. */
export const managedAccounts = sqliteTable(
	"managed_accounts",
	{
		accountId: text("account_id").notNull(),
		environment: text("environment", { enum: ["test", "live"] }).notNull(),
		subAccountId: text("sub_account_id").notNull(),
		email: text("email").notNull(),
		kybStatus: text("kyb_status", { enum: ["not_started", "invited", "registered", "live"] }).notNull(),
		capabilitiesStatus: text("capabilities_status", { enum: ["inactive", "pending", "active"] }).notNull(),
		payoutsReady: integer("payouts_ready").notNull(),
		onboardingUrl: text("onboarding_url"),
		lastWebhookAt: integer("last_webhook_at"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [primaryKey({ columns: [t.accountId, t.environment] })],
);

/** Inbound provider callbacks already applied, by the provider's event id (replays change nothing). */
export const providerCallbacks = sqliteTable(
	"provider_callbacks",
	{
		accountId: text("account_id").notNull(),
		environment: text("environment", { enum: ["test", "live"] }).notNull(),
		kind: text("kind").notNull(),
		eventId: text("event_id").notNull(),
		outcome: text("outcome").notNull(),
		receivedAt: integer("received_at").notNull(),
	},
	(t) => [primaryKey({ columns: [t.accountId, t.environment, t.kind, t.eventId] })],
);

/** Portal feature toggles per workspace and environment (all on by default: no row = defaults). */
export const portalSettings = sqliteTable(
	"portal_settings",
	{
		accountId: text("account_id").notNull(),
		environment: text("environment", { enum: ["test", "live"] }).notNull(),
		cancelSubscription: integer("cancel_subscription").notNull(),
		updatePaymentMethod: integer("update_payment_method").notNull(),
		viewInvoices: integer("view_invoices").notNull(),
		changePlan: integer("change_plan").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [primaryKey({ columns: [t.accountId, t.environment] })],
);

/** Portal sessions: the token is an HMAC of the row (never stored); expiresAt = createdAt + 15 min. */
export const portalSessions = sqliteTable(
	"portal_sessions",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		environment: text("environment", { enum: ["test", "live"] }).notNull(),
		customerId: text("customer_id").notNull(),
		returnUrl: text("return_url").notNull(),
		createdAt: integer("created_at").notNull(),
		expiresAt: integer("expires_at").notNull(),
	},
	(t) => [index("portal_sessions_account").on(t.accountId, t.environment, t.createdAt)],
);
// ---- end adapters and portal ----
