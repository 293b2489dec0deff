import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// DB_POS till (issue 19): cash shifts and sales with their items and payments.

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
		/** The staff members (issue 43) who opened and closed it: the credential's staff member, when it has one. */
		staffId: text("staff_id"),
		closedByStaffId: text("closed_by_staff_id"),
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
 * Cash moved in or out of an OPEN shift's drawer without a sale (issue 43): paid_in, paid_out, drop
 * (cash taken to the safe). `actor` is the key or session that recorded it; `staffId` stays null
 * until staff members exist. Inserted only while the shift is OPEN (cash-movements/store.ts).
 */
export const cashMovements = sqliteTable(
	"cash_movements",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		shiftId: text("shift_id").notNull(),
		outletId: text("outlet_id").notNull(),
		type: text("type", { enum: ["paid_in", "paid_out", "drop"] }).notNull(),
		/** Whole IDR, > 0; the type gives the sign in the drawer. */
		amount: integer("amount").notNull(),
		reason: text("reason").notNull(),
		actor: text("actor").notNull(),
		staffId: text("staff_id"),
		createdAt: integer("created_at").notNull(),
	},
	(t) => [index("cash_movements_shift").on(t.shiftId, t.createdAt, t.id)],
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
		/** Service charge (issue 43): Σ of the lines', and the outlet's setting when rung. */
		serviceChargeTotal: integer("service_charge_total").notNull().default(0),
		serviceChargeBps: integer("service_charge_bps").notNull().default(0),
		serviceChargeTaxable: integer("service_charge_taxable").notNull().default(1),
		serviceChargeBase: text("service_charge_base", { enum: ["pre_tax", "post_tax"] })
			.notNull()
			.default("pre_tax"),
		/** JSON [{category, name, rateBps, taxable, amount}], one per rate used (issue 43; backfilled). */
		taxes: text("taxes").notNull().default("[]"),
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
		/** JSON delivery draft ({destination, courierCode, courierServiceCode, courierType?, insured?, insurance?}) for dispatch (issue 20) */
		delivery: text("delivery"),
		/** The sale's shipment and its status, written with every shipment move (issue 20) */
		shipmentId: text("shipment_id"),
		shipmentStatus: text("shipment_status"),
		createdBy: text("created_by").notNull(),
		/** Who rang it and who voided it (issue 43: the credential's staff member), and the manager who approved the void. */
		staffId: text("staff_id"),
		voidedByStaffId: text("voided_by_staff_id"),
		approvedBy: text("approved_by"),
		/** Returns (issue 43): Σ their totals, and how many there were (each return bumps it, so two racing returns cannot both price from the same state). */
		returnedTotal: integer("returned_total").notNull().default(0),
		returnCount: integer("return_count").notNull().default(0),
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
		/** Line-level amounts (issue 43); 0 and the sale's rate on lines rung before them. */
		orderDiscountShare: integer("order_discount_share").notNull().default(0),
		serviceCharge: integer("service_charge").notNull().default(0),
		taxable: integer("taxable").notNull().default(0),
		tax: integer("tax").notNull().default(0),
		taxCategory: text("tax_category").notNull().default("standard"),
		taxName: text("tax_name").notNull().default("PPN"),
		taxRateBps: integer("tax_rate_bps").notNull().default(0),
		/** Units returned so far (issue 43); never above quantity. */
		returnedQuantity: integer("returned_quantity").notNull().default(0),
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
		/** A QRIS or CARD payment taken through Pasar payments (py_…): its returns refund through payments (issue 43). */
		paymentId: text("payment_id"),
	},
	(t) => [
		index("sale_payments_sale").on(t.saleId, t.position),
		uniqueIndex("sale_payments_payment").on(t.accountId, t.paymentId).where(sql`payment_id IS NOT NULL`),
	],
);
