import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// DB_MKT, continued from schema.ts (which re-exports this file). Every row carries account_id.

// ---------------------------------------------------------------------------------------------
// Referrals and discount codes (spec 001 §2 "Referral program", "Referral link", §3 attribution).
// ---------------------------------------------------------------------------------------------

/** One program per workspace (UNIQUE account_id). */
export const referralPrograms = sqliteTable("referral_programs", {
	id: text("id").primaryKey(),
	accountId: text("account_id").notNull().unique(),
	enabled: integer("enabled", { mode: "boolean" }).notNull(),
	rewardType: text("reward_type", { enum: ["percent", "fixed", "shipping_percent", "shipping_fixed"] }).notNull(),
	referrerValue: integer("referrer_value").notNull(),
	refereeValue: integer("referee_value").notNull(),
	currency: text("currency").notNull(),
	minPurchaseAmount: integer("min_purchase_amount"),
	rewardExpiryDays: integer("reward_expiry_days").notNull(),
	attributionWindowDays: integer("attribution_window_days").notNull(),
	maxRewardsPerReferrer: integer("max_rewards_per_referrer"),
	programTerms: text("program_terms"),
	marketingCampaignId: text("marketing_campaign_id"),
	createdAt: integer("created_at").notNull(),
	updatedAt: integer("updated_at").notNull(),
});

/** A customer's share link: one per customer, its code unique in the workspace; counters move in SQL. */
export const referralLinks = sqliteTable(
	"referral_links",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		programId: text("program_id").notNull(),
		customerId: text("customer_id").notNull(),
		code: text("code").notNull(),
		clicks: integer("clicks").notNull().default(0),
		signups: integer("signups").notNull().default(0),
		rewards: integer("rewards").notNull().default(0),
		revenue: integer("revenue").notNull().default(0),
		createdAt: integer("created_at").notNull(),
	},
	(t) => [
		uniqueIndex("referral_links_code").on(t.accountId, t.code),
		uniqueIndex("referral_links_customer").on(t.accountId, t.customerId),
	],
);

/** A referee's attribution (rat_): pending → rewarded | voided | expired, each move a guarded UPDATE. */
export const referralAttributions = sqliteTable(
	"referral_attributions",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		programId: text("program_id").notNull(),
		linkId: text("link_id").notNull(),
		referrerCustomerId: text("referrer_customer_id").notNull(),
		refereeCustomerId: text("referee_customer_id").notNull(),
		refereeEmail: text("referee_email").notNull(),
		referrerEmail: text("referrer_email"),
		externalSource: text("external_source"),
		externalRef: text("external_ref").notNull(),
		status: text("status", { enum: ["pending", "rewarded", "voided", "expired"] }).notNull(),
		checkoutSessionId: text("checkout_session_id"),
		/** The end of the attribution window (created + attributionWindowDays). */
		expiresAt: integer("expires_at").notNull(),
		amount: integer("amount"),
		currency: text("currency"),
		reason: text("reason"),
		referrerCodeId: text("referrer_code_id"),
		refereeCodeId: text("referee_code_id"),
		/** Token of the write that resolved it: the rows minted with that write insert only if it won. */
		opId: text("op_id"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		uniqueIndex("referral_attributions_referee").on(t.accountId, t.refereeCustomerId),
		uniqueIndex("referral_attributions_session")
			.on(t.accountId, t.checkoutSessionId)
			.where(sql`checkout_session_id IS NOT NULL`),
		index("referral_attributions_pending").on(t.status, t.expiresAt),
		index("referral_attributions_link").on(t.accountId, t.linkId, t.status),
	],
);

/** Discount codes (dc_): manual ones and the two a referral reward mints. used_count moves by guarded UPDATE. */
export const discountCodes = sqliteTable(
	"discount_codes",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		code: text("code").notNull(),
		source: text("source", { enum: ["manual", "referral_referrer", "referral_referee"] }).notNull(),
		rewardType: text("reward_type", { enum: ["percent", "fixed", "shipping_percent", "shipping_fixed"] }).notNull(),
		value: integer("value").notNull(),
		currency: text("currency").notNull(),
		/** The customer a referral code was minted for (null: anyone). */
		customerId: text("customer_id"),
		attributionId: text("attribution_id"),
		/** A referee code is not usable on the checkout session that earned it. */
		earnedSessionId: text("earned_session_id"),
		maxUsesTotal: integer("max_uses_total"),
		maxUsesPerCustomer: integer("max_uses_per_customer"),
		usedCount: integer("used_count").notNull().default(0),
		expiresAt: integer("expires_at"),
		opId: text("op_id"),
		createdAt: integer("created_at").notNull(),
	},
	(t) => [
		uniqueIndex("discount_codes_code").on(t.accountId, t.code),
		index("discount_codes_customer").on(t.accountId, t.customerId),
		index("discount_codes_created").on(t.accountId, t.createdAt, t.id),
	],
);

export const discountRedemptions = sqliteTable(
	"discount_redemptions",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		codeId: text("code_id").notNull(),
		customerId: text("customer_id").notNull(),
		checkoutSessionId: text("checkout_session_id").notNull(),
		amount: integer("amount").notNull(),
		discountAmount: integer("discount_amount").notNull(),
		currency: text("currency").notNull(),
		createdAt: integer("created_at").notNull(),
	},
	(t) => [index("discount_redemptions_code").on(t.codeId, t.customerId)],
);

/** Monthly usage counters (UTC month "YYYY-MM"), one row per workspace, month and metric. */
export const usageCounters = sqliteTable(
	"usage_counters",
	{
		accountId: text("account_id").notNull(),
		month: text("month").notNull(),
		metric: text("metric").notNull(),
		count: integer("count").notNull(),
	},
	(t) => [primaryKey({ columns: [t.accountId, t.month, t.metric] })],
);

// ---------------------------------------------------------------------------------------------
// The workspace's own plan billing (spec 001 §2 "Billing resources", §3 "Billing subscription"),
// billed from a payments workspace through payments' public.ts.
// ---------------------------------------------------------------------------------------------

/** Which payments workspace bills marketing plans (one row, "default"), set by a platform admin. */
export const billingConfig = sqliteTable("billing_config", {
	id: text("id").primaryKey(),
	payAccountId: text("pay_account_id").notNull(),
	environment: text("environment", { enum: ["test", "live"] }).notNull(),
	updatedAt: integer("updated_at").notNull(),
});

/** The payments plan and price behind each marketing plan and currency. */
export const billingPrices = sqliteTable(
	"billing_prices",
	{
		plan: text("plan").notNull(),
		currency: text("currency").notNull(),
		payPlanId: text("pay_plan_id").notNull(),
		payPriceId: text("pay_price_id").notNull(),
		amount: integer("amount").notNull(),
	},
	(t) => [primaryKey({ columns: [t.plan, t.currency] })],
);

/** The payments customer of each workspace. */
export const billingCustomers = sqliteTable("billing_customers", {
	accountId: text("account_id").primaryKey(),
	payCustomerId: text("pay_customer_id").notNull(),
	createdAt: integer("created_at").notNull(),
});

/** The workspace's subscription, written once a checkout is paid (no row: free, active). */
export const billingSubscriptions = sqliteTable(
	"billing_subscriptions",
	{
		accountId: text("account_id").primaryKey(),
		plan: text("plan").notNull(),
		status: text("status", { enum: ["active", "canceling", "canceled", "past_due", "incomplete"] }).notNull(),
		paySubscriptionId: text("pay_subscription_id").notNull(),
		currentPeriodStart: integer("current_period_start"),
		currentPeriodEnd: integer("current_period_end"),
		cancelAt: integer("cancel_at"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [index("billing_subscriptions_pay").on(t.paySubscriptionId)],
);

/** Invoices of the workspace's plan (payments inv_ ids), listed at once when a checkout opens them. */
export const billingInvoices = sqliteTable(
	"billing_invoices",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		plan: text("plan").notNull(),
		paySubscriptionId: text("pay_subscription_id").notNull(),
		amount: integer("amount").notNull(),
		currency: text("currency").notNull(),
		status: text("status", { enum: ["open", "paid", "void", "uncollectible"] }).notNull(),
		paidAt: integer("paid_at"),
		receiptUrl: text("receipt_url"),
		/** The origin and prefix payments was reached at when the checkout opened (receipt links). */
		payBase: text("pay_base").notNull(),
		createdAt: integer("created_at").notNull(),
	},
	(t) => [
		index("billing_invoices_account").on(t.accountId, t.createdAt, t.id),
		index("billing_invoices_subscription").on(t.paySubscriptionId),
	],
);
