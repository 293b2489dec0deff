import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { webhookTables } from "../../platform/webhooks/tables";

// DB_POS (spec 002 "Point-of-sale service"). Every row carries account_id (the workspace); money is
// whole IDR; times epoch ms; booleans 0/1; JSON as text.

/** sk_live_ keys: from POST /api-keys (source api: they are the plan's seats) or the admin API. */
export const apiKeys = sqliteTable(
	"api_keys",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		name: text("name").notNull(),
		prefix: text("prefix").notNull(),
		keyHash: text("key_hash").notNull(),
		source: text("source", { enum: ["api", "admin"] }).notNull(),
		lastUsedAt: integer("last_used_at"),
		createdAt: integer("created_at").notNull(),
		revokedAt: integer("revoked_at"),
	},
	(t) => [uniqueIndex("api_keys_hash").on(t.keyHash), index("api_keys_account").on(t.accountId, t.createdAt, t.id)],
);

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
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		index("products_account").on(t.accountId, t.createdAt, t.id),
		index("products_category").on(t.accountId, t.categoryId),
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

/** Stock of a variant at an outlet (issue 19). quantity moves only by guarded statements. */
export const stockLevels = sqliteTable(
	"stock_levels",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		outletId: text("outlet_id").notNull(),
		variantId: text("variant_id").notNull(),
		quantity: integer("quantity").notNull(),
		reorderPoint: integer("reorder_point").notNull(),
		reorderQty: integer("reorder_qty"),
		/** Token of the last move: its movement row is written only if that move won. */
		opId: text("op_id"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		uniqueIndex("stock_levels_key").on(t.outletId, t.variantId),
		index("stock_levels_account").on(t.accountId, t.createdAt, t.id),
	],
);

export const stockMovements = sqliteTable(
	"stock_movements",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		outletId: text("outlet_id").notNull(),
		variantId: text("variant_id").notNull(),
		delta: integer("delta").notNull(),
		reason: text("reason").notNull(),
		refId: text("ref_id"),
		note: text("note"),
		balanceAfter: integer("balance_after").notNull(),
		createdAt: integer("created_at").notNull(),
	},
	(t) => [index("stock_movements_account").on(t.accountId, t.createdAt, t.id)],
);

/** Cash shifts (issue 19): one OPEN per outlet, enforced by a partial UNIQUE index. */
export const shifts = sqliteTable(
	"shifts",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		outletId: text("outlet_id").notNull(),
		status: text("status", { enum: ["OPEN", "CLOSED"] }).notNull(),
		openingFloat: integer("opening_float").notNull(),
		expectedCash: integer("expected_cash"),
		countedCash: integer("counted_cash"),
		difference: integer("difference"),
		notes: text("notes"),
		openedBy: text("opened_by").notNull(),
		closedBy: text("closed_by"),
		openedAt: integer("opened_at").notNull(),
		closedAt: integer("closed_at"),
		createdAt: integer("created_at").notNull(),
	},
	(t) => [
		uniqueIndex("shifts_one_open").on(t.outletId).where(sql`status = 'OPEN'`),
		index("shifts_account").on(t.accountId, t.createdAt, t.id),
	],
);

/**
 * Sales (issue 19). Totals are computed on the server (sales/domain.ts) and stored; the outlet's tax
 * setting is kept on the sale so a receipt prints what was charged. `soldDate` is the outlet-local
 * calendar day of soldAt (reports group by it). An offline till's Idempotency-Key is stored here,
 * unique per workspace, so a replay days later finds the first sale.
 */
export const sales = sqliteTable(
	"sales",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		outletId: text("outlet_id").notNull(),
		shiftId: text("shift_id"),
		customerId: text("customer_id"),
		status: text("status", { enum: ["COMPLETED", "PARKED", "VOIDED"] }).notNull(),
		note: text("note"),
		subtotal: integer("subtotal").notNull(),
		orderDiscount: integer("order_discount").notNull(),
		discountTotal: integer("discount_total").notNull(),
		taxTotal: integer("tax_total").notNull(),
		total: integer("total").notNull(),
		changeTotal: integer("change_total").notNull(),
		/** Σ CASH amounts (not tendered): what the drawer keeps. */
		cashTotal: integer("cash_total").notNull(),
		taxRateBps: integer("tax_rate_bps").notNull(),
		taxInclusive: integer("tax_inclusive").notNull(),
		pointsEarned: integer("points_earned").notNull(),
		idempotencyKey: text("idempotency_key"),
		requestHash: text("request_hash"),
		soldAt: integer("sold_at").notNull(),
		soldDate: text("sold_date").notNull(),
		completedAt: integer("completed_at"),
		voidedAt: integer("voided_at"),
		voidReason: text("void_reason"),
		/** The open shift of the outlet when the sale was voided: its cash leaves that drawer. */
		voidShiftId: text("void_shift_id"),
		/** Token of the last state move: the rows written with it only stand if that move won. */
		opId: text("op_id"),
		createdBy: text("created_by").notNull(),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		uniqueIndex("sales_idempotency").on(t.accountId, t.idempotencyKey).where(sql`idempotency_key IS NOT NULL`),
		index("sales_account").on(t.accountId, t.createdAt, t.id),
		index("sales_outlet").on(t.accountId, t.outletId, t.createdAt),
		index("sales_shift").on(t.shiftId),
		index("sales_void_shift").on(t.voidShiftId).where(sql`void_shift_id IS NOT NULL`),
		index("sales_report").on(t.accountId, t.status, t.soldAt),
		index("sales_report_day").on(t.accountId, t.status, t.soldDate),
	],
);

export const saleItems = sqliteTable(
	"sale_items",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		saleId: text("sale_id").notNull(),
		position: integer("position").notNull(),
		productId: text("product_id").notNull(),
		variantId: text("variant_id").notNull(),
		/** Product and variant names as rung ("Kopi Susu · Large"). */
		name: text("name").notNull(),
		sku: text("sku"),
		quantity: integer("quantity").notNull(),
		unitPrice: integer("unit_price").notNull(),
		/** JSON [{name, price}]. */
		modifiers: text("modifiers").notNull(),
		unit: integer("unit").notNull(),
		discount: integer("discount").notNull(),
		total: integer("total").notNull(),
	},
	(t) => [index("sale_items_sale").on(t.saleId, t.position), index("sale_items_report").on(t.accountId, t.variantId)],
);

export const salePayments = sqliteTable(
	"sale_payments",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		saleId: text("sale_id").notNull(),
		position: integer("position").notNull(),
		method: text("method", { enum: ["CASH", "QRIS", "CARD", "OTHER"] }).notNull(),
		amount: integer("amount").notNull(),
		tendered: integer("tendered").notNull(),
	},
	(t) => [index("sale_payments_sale").on(t.saleId, t.position)],
);

/**
 * What a stock move took, by reference (a sale or a transfer): one row per variant level
 * (batchId null) and one per batch portion, so a void gives back exactly what was taken.
 */
export const stockTakes = sqliteTable(
	"stock_takes",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		refId: text("ref_id").notNull(),
		outletId: text("outlet_id").notNull(),
		variantId: text("variant_id").notNull(),
		batchId: text("batch_id"),
		quantity: integer("quantity").notNull(),
	},
	(t) => [index("stock_takes_ref").on(t.refId, t.variantId)],
);

/** Batches with expiry (pharmacy): quantity never below zero, one row per outlet, variant and number. */
export const inventoryBatches = sqliteTable(
	"inventory_batches",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		outletId: text("outlet_id").notNull(),
		variantId: text("variant_id").notNull(),
		batchNumber: text("batch_number").notNull(),
		expiresAt: integer("expires_at").notNull(),
		quantity: integer("quantity").notNull(),
		receivedQuantity: integer("received_quantity").notNull(),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		uniqueIndex("inventory_batches_key").on(t.outletId, t.variantId, t.batchNumber),
		index("inventory_batches_fifo").on(t.outletId, t.variantId, t.expiresAt),
		index("inventory_batches_account").on(t.accountId, t.createdAt, t.id),
		index("inventory_batches_expiry").on(t.accountId, t.expiresAt),
		check("inventory_batches_quantity", sql`quantity >= 0`),
	],
);

export const purchaseOrders = sqliteTable(
	"purchase_orders",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		supplierId: text("supplier_id").notNull(),
		outletId: text("outlet_id").notNull(),
		status: text("status", {
			enum: ["DRAFT", "ORDERED", "PARTIALLY_RECEIVED", "RECEIVED", "CANCELLED"],
		}).notNull(),
		note: text("note"),
		total: integer("total").notNull(),
		opId: text("op_id"),
		orderedAt: integer("ordered_at"),
		receivedAt: integer("received_at"),
		cancelledAt: integer("cancelled_at"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [index("purchase_orders_account").on(t.accountId, t.createdAt, t.id)],
);

/** A line's received count never passes its quantity (the CHECK fails the whole receive). */
export const purchaseOrderLines = sqliteTable(
	"purchase_order_lines",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		purchaseOrderId: text("purchase_order_id").notNull(),
		position: integer("position").notNull(),
		variantId: text("variant_id").notNull(),
		quantity: integer("quantity").notNull(),
		cost: integer("cost").notNull(),
		received: integer("received").notNull(),
	},
	(t) => [
		uniqueIndex("purchase_order_lines_variant").on(t.purchaseOrderId, t.variantId),
		check("purchase_order_lines_over_receive", sql`received <= quantity`),
	],
);

/**
 * Never holds a row: a batched write inserts a code here when a condition it checks inside the
 * transaction fails, the named CHECK refuses it, and D1 rolls the whole batch back. The error names
 * the constraint, so the caller knows which rule stopped it (see guards.ts).
 */
export const batchGuards = sqliteTable(
	"batch_guards",
	{ code: text("code").notNull() },
	(t) => [
		check("guard_insufficient_stock", sql`code <> 'insufficient_stock'`),
		check("guard_state_changed", sql`code <> 'state_changed'`),
		check("guard_shift_closed", sql`code <> 'shift_closed'`),
		check("guard_batch_expiry", sql`code <> 'batch_expiry'`),
		check("guard_any", sql`code IN ('insufficient_stock', 'state_changed', 'shift_closed', 'batch_expiry')`),
	],
);
