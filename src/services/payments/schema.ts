import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { webhookTables } from "../../platform/webhooks/tables";

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
	(t) => [index("audit_log_account_created").on(t.accountId, t.createdAt, t.id), index("audit_log_target").on(t.targetId)],
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

// ---------------------------------------------------------------------------------------------
// Billing (issue 6): customers, plans, prices, payment tokens, coupons, subscriptions, invoices,
// payments. Times are epoch ms (the workspace clock: the test clock in test mode), money integer
// minor units, metadata JSON text. Rows are read and written with plain D1 statements in
// store/billing.ts so state moves can be conditional UPDATEs batched with their events.
// ---------------------------------------------------------------------------------------------

export const customers = sqliteTable(
	"customers",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		environment: text("environment", { enum: ["test", "live"] }).notNull(),
		/** Trimmed and lowercased, so the email filter is an exact match. */
		email: text("email"),
		name: text("name"),
		phone: text("phone"),
		externalId: text("external_id"),
		metadata: text("metadata"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [index("customers_account_created").on(t.accountId, t.environment, t.createdAt, t.id), index("customers_email").on(t.accountId, t.environment, t.email)],
);

export const plans = sqliteTable(
	"plans",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		environment: text("environment", { enum: ["test", "live"] }).notNull(),
		name: text("name").notNull(),
		currency: text("currency").notNull(),
		interval: text("interval", { enum: ["day", "week", "month", "year"] }).notNull(),
		intervalCount: integer("interval_count").notNull(),
		trialDays: integer("trial_days").notNull(),
		/** The current default price's amount; 0 = free plan. Changing it mints a new price. */
		unitAmount: integer("unit_amount").notNull(),
		defaultPriceId: text("default_price_id").notNull(),
		active: integer("active").notNull(),
		archivedAt: integer("archived_at"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [index("plans_account_created").on(t.accountId, t.environment, t.createdAt, t.id)],
);

export const prices = sqliteTable(
	"prices",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		environment: text("environment", { enum: ["test", "live"] }).notNull(),
		planId: text("plan_id").notNull(),
		currency: text("currency").notNull(),
		unitAmount: integer("unit_amount").notNull(),
		active: integer("active").notNull(),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [index("prices_plan").on(t.accountId, t.environment, t.planId, t.createdAt)],
);

export const paymentTokens = sqliteTable(
	"payment_tokens",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		environment: text("environment", { enum: ["test", "live"] }).notNull(),
		customerId: text("customer_id").notNull(),
		method: text("method", { enum: ["card", "ewallet", "virtual_account", "qris", "wallet_network"] }).notNull(),
		brand: text("brand"),
		last4: text("last4"),
		accountLabel: text("account_label"),
		providerReference: text("provider_reference").notNull(),
		/** Test mode only: succeed | decline (soft) | decline_hard. Null in live mode. */
		testOutcome: text("test_outcome"),
		status: text("status", { enum: ["active", "detached"] }).notNull(),
		detachedAt: integer("detached_at"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [index("payment_tokens_customer").on(t.accountId, t.environment, t.customerId, t.createdAt)],
);

export const coupons = sqliteTable(
	"coupons",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		environment: text("environment", { enum: ["test", "live"] }).notNull(),
		name: text("name"),
		percentOff: integer("percent_off"),
		amountOff: integer("amount_off"),
		currency: text("currency"),
		duration: text("duration", { enum: ["once", "repeating", "forever"] }).notNull(),
		durationInMonths: integer("duration_in_months"),
		maxRedemptions: integer("max_redemptions"),
		timesRedeemed: integer("times_redeemed").notNull(),
		redeemBy: integer("redeem_by"),
		metadata: text("metadata"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [index("coupons_account_created").on(t.accountId, t.environment, t.createdAt, t.id)],
);

export const subscriptions = sqliteTable(
	"subscriptions",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		environment: text("environment", { enum: ["test", "live"] }).notNull(),
		customerId: text("customer_id").notNull(),
		planId: text("plan_id").notNull(),
		priceId: text("price_id"),
		/** A downgrade waiting for currentPeriodEnd. */
		pendingPriceId: text("pending_price_id"),
		currency: text("currency").notNull(),
		/** The amount billed per period now (the price's amount when it was applied). */
		unitAmount: integer("unit_amount").notNull(),
		interval: text("interval").notNull(),
		intervalCount: integer("interval_count").notNull(),
		/** Day of month (1-31) that month/year periods keep; shorter months clamp to their last day. */
		anchorDay: integer("anchor_day").notNull(),
		status: text("status", { enum: ["trialing", "active", "past_due", "paused", "canceled", "incomplete"] }).notNull(),
		currentPeriodStart: integer("current_period_start").notNull(),
		currentPeriodEnd: integer("current_period_end").notNull(),
		trialEnd: integer("trial_end"),
		trialWillEndSentAt: integer("trial_will_end_sent_at"),
		/** When the first period's invoice is due (a future startAt); null once issued. */
		firstInvoiceAt: integer("first_invoice_at"),
		cancelAt: integer("cancel_at"),
		canceledAt: integer("canceled_at"),
		canceledReason: text("canceled_reason"),
		pausedAt: integer("paused_at"),
		resumeAt: integer("resume_at"),
		defaultPaymentTokenId: text("default_payment_token_id"),
		discountCouponId: text("discount_coupon_id"),
		/** Coupon applies to invoices whose period starts before this; null = forever (or no coupon). */
		discountEndsAt: integer("discount_ends_at"),
		/** One-off credit left for the next auto-issued invoice. */
		initialDiscount: integer("initial_discount").notNull(),
		collectionMethod: text("collection_method", { enum: ["charge_automatically", "send_invoice"] }).notNull(),
		metadata: text("metadata"),
		latestInvoiceId: text("latest_invoice_id"),
		/** Earliest time the renewal engine has work for this row; null = none. */
		nextActionAt: integer("next_action_at"),
		/** Random token of the last write: events are inserted only if this write won. */
		opId: text("op_id").notNull(),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		index("subscriptions_account_created").on(t.accountId, t.environment, t.createdAt, t.id),
		index("subscriptions_next_action").on(t.accountId, t.environment, t.nextActionAt),
		index("subscriptions_customer").on(t.accountId, t.environment, t.customerId),
	],
);

export const invoices = sqliteTable(
	"invoices",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		environment: text("environment", { enum: ["test", "live"] }).notNull(),
		customerId: text("customer_id").notNull(),
		subscriptionId: text("subscription_id"),
		/** "create", "cycle:<periodStart>" or "update:<opId>": one invoice per key, ever. */
		dedupeKey: text("dedupe_key").notNull(),
		billingReason: text("billing_reason", { enum: ["subscription_create", "subscription_cycle", "subscription_update"] }).notNull(),
		status: text("status", { enum: ["draft", "open", "paid", "void", "uncollectible"] }).notNull(),
		number: text("number").notNull(),
		currency: text("currency").notNull(),
		lines: text("lines").notNull(),
		subtotal: integer("subtotal").notNull(),
		discount: integer("discount").notNull(),
		total: integer("total").notNull(),
		amountDue: integer("amount_due").notNull(),
		amountPaid: integer("amount_paid").notNull(),
		collectionMethod: text("collection_method").notNull(),
		attemptCount: integer("attempt_count").notNull(),
		nextPaymentAttemptAt: integer("next_payment_attempt_at"),
		/** Dunning: when the first charge failed, automatic retries done, hard decline seen. */
		firstFailedAt: integer("first_failed_at"),
		autoRetries: integer("auto_retries").notNull(),
		hardDeclined: integer("hard_declined").notNull(),
		lastFailureCode: text("last_failure_code"),
		/** Dunning exhausted (hard decline: end of the window); the engine finalises then. */
		exhaustAt: integer("exhaust_at"),
		dueDate: integer("due_date"),
		overdueAt: integer("overdue_at"),
		periodStart: integer("period_start").notNull(),
		periodEnd: integer("period_end").notNull(),
		issuedAt: integer("issued_at"),
		paidAt: integer("paid_at"),
		voidedAt: integer("voided_at"),
		paymentId: text("payment_id"),
		hostedInvoiceUrl: text("hosted_invoice_url"),
		nextActionAt: integer("next_action_at"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		uniqueIndex("invoices_subscription_dedupe").on(t.subscriptionId, t.dedupeKey),
		index("invoices_account_created").on(t.accountId, t.environment, t.createdAt, t.id),
		index("invoices_next_action").on(t.accountId, t.environment, t.nextActionAt),
	],
);

/** Every charge attempt (issue 8 adds checkout sessions and its endpoints on the same table). */
export const payments = sqliteTable(
	"payments",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		environment: text("environment", { enum: ["test", "live"] }).notNull(),
		invoiceId: text("invoice_id"),
		sessionId: text("session_id"),
		customerId: text("customer_id"),
		paymentTokenId: text("payment_token_id"),
		amount: integer("amount").notNull(),
		currency: text("currency").notNull(),
		method: text("method").notNull(),
		adapter: text("adapter").notNull(),
		status: text("status", { enum: ["pending", "succeeded", "failed", "canceled"] }).notNull(),
		/** The key sent to the provider (invoice id + attempt): one charge per key, ever. */
		idempotencyKey: text("idempotency_key").notNull(),
		providerReference: text("provider_reference"),
		fee: integer("fee").notNull(),
		net: integer("net").notNull(),
		failureCode: text("failure_code"),
		hardDecline: integer("hard_decline").notNull(),
		refundedAmount: integer("refunded_amount").notNull(),
		/** Set once the ledger settlement (credit + fee debit) is posted. */
		ledgerTransactionId: text("ledger_transaction_id"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		uniqueIndex("payments_idempotency").on(t.accountId, t.environment, t.idempotencyKey),
		index("payments_account_created").on(t.accountId, t.environment, t.createdAt, t.id),
		index("payments_invoice").on(t.invoiceId),
		index("payments_unsettled").on(t.accountId, t.environment, t.status, t.ledgerTransactionId),
	],
);

/** Per-workspace sequences (invoice numbers). */
export const billingCounters = sqliteTable(
	"billing_counters",
	{
		accountId: text("account_id").notNull(),
		environment: text("environment", { enum: ["test", "live"] }).notNull(),
		name: text("name").notNull(),
		value: integer("value").notNull(),
	},
	(t) => [primaryKey({ columns: [t.accountId, t.environment, t.name] })],
);
// ---- end billing ----

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

// ---------------------------------------------------------------------------------------------
// Checkout (issue 8): checkout sessions, refunds and checkout settings. Charges themselves are rows
// of `payments` above (session_id set), so every charge in the system is one kind of record.
// ---------------------------------------------------------------------------------------------

/** Hosted checkout sessions (cs_): open → completed | expired | canceled, or pending_review for offline methods. */
export const checkoutSessions = sqliteTable(
	"checkout_sessions",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		environment: text("environment", { enum: ["test", "live"] }).notNull(),
		customerId: text("customer_id"),
		customerEmail: text("customer_email"),
		amount: integer("amount").notNull(),
		currency: text("currency").notNull(),
		/** JSON [{name, quantity, unitAmount}] or null when only an amount was sent. */
		lineItems: text("line_items"),
		/** JSON array of the methods offered. */
		methods: text("methods").notNull(),
		status: text("status", { enum: ["open", "pending_review", "completed", "expired", "canceled"] }).notNull(),
		successUrl: text("success_url").notNull(),
		cancelUrl: text("cancel_url"),
		hostedUrl: text("hosted_url").notNull(),
		metadata: text("metadata"),
		paymentId: text("payment_id"),
		/** Set when the hosted invoice page opened this session to pay that invoice (inv_): its success pays the invoice. */
		invoiceId: text("invoice_id"),
		/** Workspace-clock times (the test clock in test mode). */
		expiresAt: integer("expires_at").notNull(),
		completedAt: integer("completed_at"),
		canceledAt: integer("canceled_at"),
		expiredAt: integer("expired_at"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		index("checkout_sessions_account_created").on(t.accountId, t.environment, t.createdAt, t.id),
		index("checkout_sessions_open_expiry").on(t.accountId, t.environment, t.status, t.expiresAt),
		index("checkout_sessions_invoice").on(t.accountId, t.environment, t.invoiceId),
	],
);

/** Refunds (re_) of succeeded payments: pending → succeeded | failed; debit the ledger once, on success. */
export const refunds = sqliteTable(
	"refunds",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		environment: text("environment", { enum: ["test", "live"] }).notNull(),
		paymentId: text("payment_id").notNull(),
		amount: integer("amount").notNull(),
		currency: text("currency").notNull(),
		reason: text("reason", { enum: ["duplicate", "fraudulent", "requested_by_customer", "other"] }).notNull(),
		status: text("status", { enum: ["pending", "succeeded", "failed"] }).notNull(),
		failureReason: text("failure_reason"),
		providerReference: text("provider_reference"),
		/** Set once the ledger debit is posted (a succeeded refund the ledger refused is retried). */
		ledgerTransactionId: text("ledger_transaction_id"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [index("refunds_account_created").on(t.accountId, t.environment, t.createdAt, t.id), index("refunds_payment").on(t.paymentId)],
);

/** Per-method routing (JSON method → adapter kind or null); no row = the defaults (managed where it can). */
export const checkoutSettings = sqliteTable(
	"checkout_settings",
	{
		accountId: text("account_id").notNull(),
		environment: text("environment", { enum: ["test", "live"] }).notNull(),
		routing: text("routing").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [primaryKey({ columns: [t.accountId, t.environment] })],
);
// ---- end checkout ----

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;
