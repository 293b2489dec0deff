import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

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
		/**
		 * The request's Idempotency-Key and the SHA-256 of its body, stored with the refund itself: a
		 * retry whose first answer was lost (the process died mid-request) finds and finishes this refund
		 * instead of making a second one. Null for refunds made before keys were kept here.
		 */
		idempotencyKey: text("idempotency_key"),
		requestHash: text("request_hash"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		index("refunds_account_created").on(t.accountId, t.environment, t.createdAt, t.id),
		index("refunds_payment").on(t.paymentId),
		uniqueIndex("refunds_idempotency_key").on(t.accountId, t.environment, t.idempotencyKey),
	],
);

/**
 * Per-method routing (JSON method → adapter kind or null) and the brand the hosted pages carry
 * (display name, https logo, #rrggbb colour; null = the default); no row = the defaults everywhere.
 */
export const checkoutSettings = sqliteTable(
	"checkout_settings",
	{
		accountId: text("account_id").notNull(),
		environment: text("environment", { enum: ["test", "live"] }).notNull(),
		routing: text("routing").notNull(),
		displayName: text("display_name"),
		logoUrl: text("logo_url"),
		brandColor: text("brand_color"),
		// The issuer block of hosted invoices and receipts, and the zone their dates are written in (issue 39).
		address: text("address"),
		taxId: text("tax_id"),
		timeZone: text("time_zone"),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [primaryKey({ columns: [t.accountId, t.environment] })],
);
// ---- end checkout ----
