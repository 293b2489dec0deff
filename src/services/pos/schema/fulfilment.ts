import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// DB_POS fulfilment (issue 20): warehouses and their stock, licences, the shipping origin, shipping
// credit, shipments with their status history, deliveries, and the simulated courier aggregator.

export const warehouses = sqliteTable(
	"warehouses",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		name: text("name").notNull(),
		address: text("address"),
		city: text("city"),
		postal: text("postal"),
		phone: text("phone"),
		isDefault: integer("is_default").notNull(),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		index("warehouses_account").on(t.accountId, t.createdAt, t.id),
		// One default per workspace, held by the database rather than by a read first.
		uniqueIndex("warehouses_one_default").on(t.accountId).where(sql`is_default = 1`),
	],
);

/** Stock of a variant in a warehouse; the CHECK refuses a move below zero (409 at the API). */
export const warehouseStock = sqliteTable(
	"warehouse_stock",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		warehouseId: text("warehouse_id").notNull(),
		variantId: text("variant_id").notNull(),
		quantity: integer("quantity").notNull(),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		uniqueIndex("warehouse_stock_key").on(t.warehouseId, t.variantId),
		index("warehouse_stock_variant").on(t.accountId, t.variantId),
		check("warehouse_stock_not_negative", sql`quantity >= 0`),
	],
);

export const warehouseMovements = sqliteTable(
	"warehouse_movements",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		warehouseId: text("warehouse_id").notNull(),
		variantId: text("variant_id").notNull(),
		delta: integer("delta").notNull(),
		reason: text("reason").notNull(),
		note: text("note"),
		refId: text("ref_id"),
		balanceAfter: integer("balance_after").notNull(),
		createdAt: integer("created_at").notNull(),
	},
	(t) => [index("warehouse_movements_account").on(t.accountId, t.createdAt, t.id)],
);

/** A licence key: only its SHA-256 and a display prefix are kept (the key is shown once). */
export const licenses = sqliteTable(
	"licenses",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		productId: text("product_id").notNull(),
		customerId: text("customer_id").notNull(),
		transactionId: text("transaction_id"),
		keyHash: text("key_hash").notNull(),
		keyPrefix: text("key_prefix").notNull(),
		maxActivations: integer("max_activations").notNull(),
		expiresAt: integer("expires_at"),
		revokedAt: integer("revoked_at"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		uniqueIndex("licenses_key").on(t.accountId, t.keyHash),
		index("licenses_account").on(t.accountId, t.createdAt, t.id),
	],
);

/** Where the courier collects parcels (one per workspace). */
export const shippingOrigins = sqliteTable("shipping_origins", {
	accountId: text("account_id").primaryKey(),
	contactName: text("contact_name").notNull(),
	phone: text("phone").notNull(),
	address: text("address").notNull(),
	postalCode: text("postal_code").notNull(),
	updatedAt: integer("updated_at").notNull(),
});

/** Shipping credit balance; the CHECK keeps it from going below zero whatever races. */
export const creditAccounts = sqliteTable(
	"credit_accounts",
	{
		accountId: text("account_id").primaryKey(),
		balance: integer("balance").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	() => [check("credit_not_negative", sql`balance >= 0`)],
);

/**
 * Every credit move. `ref` makes a move happen once: a top-up's checkout session, a shipment
 * booking's debit (`debit:<shipmentId>:<booking>`) and its refund (`refund:<shipmentId>:<booking>`).
 */
export const creditTransactions = sqliteTable(
	"credit_transactions",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		type: text("type", { enum: ["topup", "grant", "debit", "refund"] }).notNull(),
		amount: integer("amount").notNull(),
		balanceAfter: integer("balance_after").notNull(),
		shipmentId: text("shipment_id"),
		reason: text("reason"),
		ref: text("ref").notNull(),
		createdAt: integer("created_at").notNull(),
	},
	(t) => [
		uniqueIndex("credit_transactions_ref").on(t.accountId, t.ref),
		index("credit_transactions_account").on(t.accountId, t.createdAt, t.id),
	],
);

/** A top-up bought through a payments hosted checkout; credited once when the session completes. */
export const creditTopups = sqliteTable(
	"credit_topups",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		amount: integer("amount").notNull(),
		status: text("status", { enum: ["pending", "paid", "expired"] }).notNull(),
		checkoutSessionId: text("checkout_session_id").notNull(),
		createdAt: integer("created_at").notNull(),
		paidAt: integer("paid_at"),
	},
	(t) => [
		uniqueIndex("credit_topups_session").on(t.checkoutSessionId),
		index("credit_topups_account").on(t.accountId, t.createdAt, t.id),
	],
);

export const SHIPMENT_STATUSES = [
	"draft",
	"confirmed",
	"allocated",
	"picking_up",
	"picked",
	"dropping_off",
	"delivered",
	"cancelled",
	"rejected",
	"returned",
] as const;

/**
 * A shipment. `booking` counts confirm-pickups (a rebooked shipment is booked again); `charged` is
 * what the current booking debited, refunded once on cancel.
 */
export const shipments = sqliteTable(
	"shipments",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		transactionId: text("transaction_id"),
		customerId: text("customer_id"),
		customerEmail: text("customer_email"),
		courierCode: text("courier_code").notNull(),
		courierServiceCode: text("courier_service_code").notNull(),
		courierType: text("courier_type"),
		price: integer("price").notNull(),
		insured: integer("insured").notNull(),
		insurance: integer("insurance").notNull(),
		/** JSON {name, phone, address, postalCode, email?, note?} */
		destination: text("destination").notNull(),
		/** JSON [{name, value, weight, quantity, description?, sku?}] */
		items: text("items").notNull(),
		/** JSON of the shipping origin when the shipment was made */
		origin: text("origin").notNull(),
		status: text("status", { enum: SHIPMENT_STATUSES }).notNull(),
		waybillId: text("waybill_id"),
		/** The aggregator's draft order while the shipment is a draft (confirm-pickup confirms it). */
		upstreamDraftId: text("upstream_draft_id"),
		upstreamOrderId: text("upstream_order_id"),
		trackingUrl: text("tracking_url"),
		/** The quote's delivery time as the aggregator words it ("1 - 2 days"): the tracker's ETA. */
		duration: text("duration"),
		booking: integer("booking").notNull(),
		/** When the courier's tracking was last asked (the minute cron's fallback for lost callbacks). */
		checkedAt: integer("checked_at"),
		charged: integer("charged").notNull(),
		cancelReason: text("cancel_reason"),
		/** Token of the last state move: what the move also writes happens only if it won. */
		opId: text("op_id"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		index("shipments_account").on(t.accountId, t.createdAt, t.id),
		// One shipment per sale (dispatch answers the same one again).
		uniqueIndex("shipments_sale").on(t.accountId, t.transactionId).where(sql`transaction_id IS NOT NULL`),
		uniqueIndex("shipments_upstream").on(t.upstreamOrderId).where(sql`upstream_order_id IS NOT NULL`),
		index("shipments_waybill").on(t.waybillId),
	],
);

/** Each status a shipment reached, with where it came from (api, courier, simulator). */
export const shipmentEvents = sqliteTable(
	"shipment_events",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		shipmentId: text("shipment_id").notNull(),
		status: text("status").notNull(),
		note: text("note"),
		createdAt: integer("created_at").notNull(),
	},
	(t) => [index("shipment_events_shipment").on(t.shipmentId, t.createdAt)],
);

/** One record per sale sent out: a shipment, or licences issued for it. */
export const deliveries = sqliteTable(
	"deliveries",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		transactionId: text("transaction_id").notNull(),
		kind: text("kind", { enum: ["shipment", "licenses"] }).notNull(),
		shipmentId: text("shipment_id"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		uniqueIndex("deliveries_sale").on(t.accountId, t.transactionId),
		index("deliveries_account").on(t.accountId, t.createdAt, t.id),
	],
);

/** The simulated courier aggregator's draft orders (local development and tests only). */
export const courierSimDrafts = sqliteTable("courier_sim_drafts", {
	id: text("id").primaryKey(),
	status: text("status", { enum: ["placed", "confirmed", "deleted"] }).notNull(),
	/** The confirmed order's id, once confirmed */
	orderId: text("order_id"),
	/** JSON of the draft as created (the order it becomes is made from it) */
	body: text("body").notNull(),
	createdAt: integer("created_at").notNull(),
	updatedAt: integer("updated_at").notNull(),
});

/** The simulated courier aggregator's orders (local development and tests only). */
export const courierSimOrders = sqliteTable("courier_sim_orders", {
	id: text("id").primaryKey(),
	waybillId: text("waybill_id").notNull().unique(),
	courierCode: text("courier_code").notNull(),
	courierServiceCode: text("courier_service_code").notNull(),
	price: integer("price").notNull(),
	status: text("status").notNull(),
	/** JSON of the order as created (echoed back by GET /v1/orders/{id}) */
	body: text("body").notNull(),
	createdAt: integer("created_at").notNull(),
	updatedAt: integer("updated_at").notNull(),
});
