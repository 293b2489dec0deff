import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

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
	(t) => [
		index("customers_account_created").on(t.accountId, t.environment, t.createdAt, t.id),
		index("customers_email").on(t.accountId, t.environment, t.email),
	],
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
		/** A card's expiry as the portal shows it ("exp 12/28"), when the provider gave it (issue 39). */
		expMonth: integer("exp_month"),
		expYear: integer("exp_year"),
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
		billingReason: text("billing_reason", {
			enum: ["subscription_create", "subscription_cycle", "subscription_update"],
		}).notNull(),
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
		/**
		 * What the buyer does next, as the provider answered when the payment started (JSON: a QRIS
		 * string, a VA bank and number, an e-wallet link and QR, an outlet code); null for none. Kept,
		 * not recomputed, so a real provider's answer is shown exactly as it came.
		 */
		nextAction: text("next_action"),
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
