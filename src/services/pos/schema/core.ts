import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bearerKeyTable } from "../../../platform/bearer-key-table";
import { webhookTables } from "../../../platform/webhooks/tables";

// DB_POS (spec 002 "Point-of-sale service"). Every row carries account_id (the workspace); money is
// whole IDR; times epoch ms; booleans 0/1; JSON as text.

/** sk_live_ keys: from POST /api-keys (source api: they are the plan's seats) or the admin API. */
export const apiKeys = bearerKeyTable();

/** Browser sessions: the cookie holds a random id; only its SHA-256 is stored. */
export const sessions = sqliteTable("sessions", {
	idHash: text("id_hash").primaryKey(),
	accountId: text("account_id").notNull(),
	sub: text("sub").notNull(),
	createdAt: integer("created_at").notNull(),
	expiresAt: integer("expires_at").notNull(),
	endedAt: integer("ended_at"),
});

export const outlets = sqliteTable(
	"outlets",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		name: text("name").notNull(),
		address: text("address"),
		phone: text("phone"),
		timezone: text("timezone").notNull(),
		taxRateBps: integer("tax_rate_bps").notNull(),
		taxInclusive: integer("tax_inclusive").notNull(),
		receiptHeader: text("receipt_header"),
		receiptFooter: text("receipt_footer"),
		/** Service charge (issue 43): basis points of each line, whether taxed, and on what base. */
		serviceChargeBps: integer("service_charge_bps").notNull().default(0),
		serviceChargeTaxable: integer("service_charge_taxable").notNull().default(1),
		serviceChargeBase: text("service_charge_base", { enum: ["pre_tax", "post_tax"] })
			.notNull()
			.default("pre_tax"),
		/** Days after a sale its lines can be returned (issue 43); 0: returns are not taken. */
		returnWindowDays: integer("return_window_days").notNull().default(30),
		isActive: integer("is_active").notNull(),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [index("outlets_account").on(t.accountId, t.createdAt, t.id)],
);

export const categories = sqliteTable(
	"categories",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		name: text("name").notNull(),
		/** lower(name): names are unique per workspace ignoring case. */
		nameKey: text("name_key").notNull(),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		uniqueIndex("categories_name").on(t.accountId, t.nameKey),
		index("categories_account").on(t.accountId, t.createdAt, t.id),
	],
);

export const products = sqliteTable(
	"products",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		name: text("name").notNull(),
		description: text("description"),
		categoryId: text("category_id"),
		kind: text("kind", { enum: ["GOODS", "SERVICE"] }).notNull(),
		trackStock: integer("track_stock").notNull(),
		requiresBatch: integer("requires_batch").notNull(),
		imageUrl: text("image_url"),
		isActive: integer("is_active").notNull(),
		/** standard (the outlet's rate), exempt, or a tax_rates id (issue 43). */
		taxCategory: text("tax_category").notNull().default("standard"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		index("products_account").on(t.accountId, t.createdAt, t.id),
		index("products_category").on(t.accountId, t.categoryId),
		index("products_tax_category").on(t.accountId, t.taxCategory),
	],
);

/** Named tax rates of a workspace (issue 43), e.g. PB1 10 %: a product's taxCategory may name one. */
export const taxRates = sqliteTable(
	"tax_rates",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		name: text("name").notNull(),
		/** lower(name): names are unique per workspace ignoring case, as categories'. */
		nameKey: text("name_key").notNull(),
		rateBps: integer("rate_bps").notNull(),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		index("tax_rates_account").on(t.accountId, t.createdAt, t.id),
		uniqueIndex("tax_rates_name").on(t.accountId, t.nameKey),
	],
);

export const variants = sqliteTable(
	"variants",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		productId: text("product_id").notNull(),
		name: text("name").notNull(),
		sku: text("sku"),
		barcode: text("barcode"),
		price: integer("price").notNull(),
		cost: integer("cost").notNull(),
		sortOrder: integer("sort_order").notNull(),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		uniqueIndex("variants_sku").on(t.accountId, t.sku).where(sql`sku IS NOT NULL`),
		uniqueIndex("variants_barcode").on(t.accountId, t.barcode).where(sql`barcode IS NOT NULL`),
		index("variants_product").on(t.accountId, t.productId, t.sortOrder),
	],
);

export const recipes = sqliteTable("recipes", {
	variantId: text("variant_id").primaryKey(),
	accountId: text("account_id").notNull(),
	isComposite: integer("is_composite").notNull(),
	components: text("components").notNull(),
	updatedAt: integer("updated_at").notNull(),
});

export const modifierGroups = sqliteTable(
	"modifier_groups",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		name: text("name").notNull(),
		minSelect: integer("min_select").notNull(),
		maxSelect: integer("max_select").notNull(),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [index("modifier_groups_account").on(t.accountId, t.createdAt, t.id)],
);

export const modifiers = sqliteTable(
	"modifiers",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		groupId: text("group_id").notNull(),
		name: text("name").notNull(),
		price: integer("price").notNull(),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [index("modifiers_group").on(t.accountId, t.groupId, t.createdAt)],
);

export const productModifierGroups = sqliteTable(
	"product_modifier_groups",
	{
		accountId: text("account_id").notNull(),
		productId: text("product_id").notNull(),
		groupId: text("group_id").notNull(),
		position: integer("position").notNull(),
	},
	(t) => [primaryKey({ columns: [t.productId, t.groupId] }), index("pmg_group").on(t.accountId, t.groupId)],
);

export const suppliers = sqliteTable(
	"suppliers",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		name: text("name").notNull(),
		contactName: text("contact_name"),
		phone: text("phone"),
		email: text("email"),
		address: text("address"),
		note: text("note"),
		isActive: integer("is_active").notNull(),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [index("suppliers_account").on(t.accountId, t.createdAt, t.id)],
);

export const customers = sqliteTable(
	"customers",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		name: text("name").notNull(),
		phone: text("phone"),
		email: text("email"),
		note: text("note"),
		loyaltyBalance: integer("loyalty_balance").notNull(),
		/** Token of the last loyalty move: its ledger entry is written only if that move won. */
		opId: text("op_id"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		index("customers_account").on(t.accountId, t.createdAt, t.id),
		check("customers_balance", sql`loyalty_balance >= 0`),
	],
);

export const loyaltyEntries = sqliteTable(
	"loyalty_entries",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		customerId: text("customer_id").notNull(),
		kind: text("kind", { enum: ["adjust", "redeem", "earn"] }).notNull(),
		points: integer("points").notNull(),
		balanceAfter: integer("balance_after").notNull(),
		reason: text("reason"),
		createdAt: integer("created_at").notNull(),
	},
	(t) => [index("loyalty_customer").on(t.accountId, t.customerId, t.createdAt)],
);

export const settings = sqliteTable("settings", {
	accountId: text("account_id").primaryKey(),
	businessName: text("business_name").notNull(),
	businessType: text("business_type", { enum: ["retail", "fnb", "pharmacy", "service", "other"] }).notNull(),
	currency: text("currency").notNull(),
	/** Approval thresholds in whole IDR (issue 43): above them a sale's discounts or a return's refund needs a permission; null: none. */
	discountApprovalThreshold: integer("discount_approval_threshold"),
	returnApprovalThreshold: integer("return_approval_threshold"),
	updatedAt: integer("updated_at").notNull(),
});

/** The workspace's POS subscription (billed through payments); no row: free. */
export const billing = sqliteTable("billing", {
	accountId: text("account_id").primaryKey(),
	tier: text("tier").notNull(),
	status: text("status", { enum: ["active", "canceled", "pending"] }).notNull(),
	currentPeriodEnd: integer("current_period_end"),
	cancelAtPeriodEnd: integer("cancel_at_period_end").notNull(),
	pendingTier: text("pending_tier"),
	checkoutSessionId: text("checkout_session_id"),
	updatedAt: integer("updated_at").notNull(),
});

export const { events, webhookEndpoints, webhookDeliveries } = webhookTables("");
