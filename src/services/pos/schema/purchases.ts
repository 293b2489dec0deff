import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// DB_POS purchase orders (issue 19).

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
