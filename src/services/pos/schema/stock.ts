import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// DB_POS stock (issue 19): levels, movements, what each move took, batches, and the guard table.

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
		/**
		 * 1 once pos.stock.low.v1 fired for the level's current stay at or under reorderPoint; set by the
		 * same batch that moved the level (so racing sales notify once) and cleared when it rises above.
		 */
		lowNotified: integer("low_notified").notNull().default(0),
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
		/**
		 * POST /inventory/adjust's Idempotency-Key and the SHA-256 of its body: the adjustment and its key
		 * commit together, so a retry whose answer was lost (the process died) never moves stock twice.
		 */
		idempotencyKey: text("idempotency_key"),
		requestHash: text("request_hash"),
		createdAt: integer("created_at").notNull(),
	},
	(t) => [
		index("stock_movements_account").on(t.accountId, t.createdAt, t.id),
		uniqueIndex("stock_movements_idempotency").on(t.accountId, t.idempotencyKey),
	],
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

/**
 * Never holds a row: a batched write inserts a code here when a condition it checks inside the
 * transaction fails, the named CHECK refuses it, and D1 rolls the whole batch back. The error names
 * the constraint, so the caller knows which rule stopped it (platform d1.ts abortIf, failedCheck).
 */
export const batchGuards = sqliteTable("batch_guards", { code: text("code").notNull() }, () => [
	check("guard_insufficient_stock", sql`code <> 'insufficient_stock'`),
	check("guard_state_changed", sql`code <> 'state_changed'`),
	check("guard_shift_closed", sql`code <> 'shift_closed'`),
	check("guard_batch_expiry", sql`code <> 'batch_expiry'`),
	check("guard_any", sql`code IN ('insufficient_stock', 'state_changed', 'shift_closed', 'batch_expiry')`),
]);
