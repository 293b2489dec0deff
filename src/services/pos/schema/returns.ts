import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// DB_POS returns (issue 43): a return of some of a sale's lines, the lines it takes back with the
// amounts pro-rated from the sale's own line amounts, and the refunds that pay it back.

/**
 * A return. Its amounts are the sums of its lines'; `shiftId` is the outlet's open shift when it was
 * made (its cash refunds leave that drawer); `returnDate` is the outlet-local day reports count it on.
 * An Idempotency-Key is stored here, unique per workspace, like a sale's.
 */
export const saleReturns = sqliteTable(
	"sale_returns",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		saleId: text("sale_id").notNull(),
		outletId: text("outlet_id").notNull(),
		shiftId: text("shift_id"),
		/** Σ the lines' shares of their line totals (after item discounts). */
		subtotal: integer("subtotal").notNull(),
		orderDiscount: integer("order_discount").notNull(),
		serviceCharge: integer("service_charge").notNull(),
		taxTotal: integer("tax_total").notNull(),
		/** What is refunded: Σ the lines' shares of what they cost the customer. */
		total: integer("total").notNull(),
		/** JSON [{category, name, rateBps, taxable, amount}] of the tax given back, one per rate. */
		taxes: text("taxes").notNull(),
		pointsTaken: integer("points_taken").notNull(),
		note: text("note"),
		staffId: text("staff_id"),
		approvedBy: text("approved_by"),
		idempotencyKey: text("idempotency_key"),
		requestHash: text("request_hash"),
		/** When it was made (the API calls it returnedAt). */
		createdAt: integer("created_at").notNull(),
		returnDate: text("return_date").notNull(),
		createdBy: text("created_by").notNull(),
	},
	(t) => [
		uniqueIndex("sale_returns_idempotency").on(t.accountId, t.idempotencyKey).where(sql`idempotency_key IS NOT NULL`),
		index("sale_returns_sale").on(t.saleId, t.createdAt),
		index("sale_returns_report").on(t.accountId, t.createdAt, t.id),
		index("sale_returns_shift").on(t.shiftId).where(sql`shift_id IS NOT NULL`),
	],
);

/** A line of a return: which sale line, how many units, whether they went back on the shelf, and its amounts. */
export const saleReturnItems = sqliteTable(
	"sale_return_items",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		returnId: text("return_id").notNull(),
		saleId: text("sale_id").notNull(),
		saleItemId: text("sale_item_id").notNull(),
		position: integer("position").notNull(),
		productId: text("product_id").notNull(),
		variantId: text("variant_id").notNull(),
		name: text("name").notNull(),
		quantity: integer("quantity").notNull(),
		restock: integer("restock").notNull(),
		reason: text("reason"),
		/** The shares of the sale line's total, order discount, service charge, taxable amount and tax. */
		total: integer("total").notNull(),
		orderDiscountShare: integer("order_discount_share").notNull(),
		serviceCharge: integer("service_charge").notNull(),
		taxable: integer("taxable").notNull(),
		tax: integer("tax").notNull(),
		/** What this line refunds: total − orderDiscountShare + serviceCharge (+ tax when exclusive). */
		refund: integer("refund").notNull(),
	},
	(t) => [
		index("sale_return_items_return").on(t.returnId, t.position),
		index("sale_return_items_report").on(t.accountId, t.variantId),
	],
);

/**
 * A refund of a return, against one of the sale's payments (by position). CASH and refunds not
 * taken through Pasar payments are `succeeded` when written (the cashier hands the money back);
 * one against a Pasar payments payment is `pending` until payments answers.
 */
export const saleRefunds = sqliteTable(
	"sale_refunds",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		returnId: text("return_id").notNull(),
		saleId: text("sale_id").notNull(),
		shiftId: text("shift_id"),
		position: integer("position").notNull(),
		paymentPosition: integer("payment_position").notNull(),
		method: text("method", { enum: ["CASH", "QRIS", "CARD", "OTHER"] }).notNull(),
		amount: integer("amount").notNull(),
		/** The Pasar payments payment refunded (py_…), and its refund (re_…) once made. */
		paymentId: text("payment_id"),
		paymentsRefundId: text("payments_refund_id"),
		status: text("status", { enum: ["pending", "succeeded", "failed"] }).notNull(),
		failureReason: text("failure_reason"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		index("sale_refunds_return").on(t.returnId, t.position),
		index("sale_refunds_sale").on(t.saleId, t.paymentPosition),
		index("sale_refunds_shift").on(t.shiftId, t.method).where(sql`shift_id IS NOT NULL`),
		index("sale_refunds_pending").on(t.status).where(sql`status = 'pending'`),
	],
);

/**
 * Never holds a row: the guards of returns (and of a void racing one), as batch_guards is for sales
 * and stock (schema/stock.ts): a batch inserts a code when a rule it checks fails, the named CHECK
 * refuses it and D1 rolls the batch back, naming the rule. A table of its own because SQLite cannot
 * add a CHECK to an existing table.
 */
export const RETURN_GUARDS = "return_guards";
export const returnGuards = sqliteTable(RETURN_GUARDS, { code: text("code").notNull() }, () => [
	check("guard_over_returned", sql`code <> 'over_returned'`),
	check("guard_over_refunded", sql`code <> 'over_refunded'`),
	check("guard_has_returns", sql`code <> 'has_returns'`),
	check("guard_return_any", sql`code IN ('over_returned', 'over_refunded', 'has_returns')`),
]);
