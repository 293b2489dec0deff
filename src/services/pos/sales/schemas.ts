import { z } from "@hono/zod-openapi";
import { multiLine, singleLine } from "../../../platform/text";
import { ListQuery } from "../access/schemas";
import { PAYMENT_METHODS, QUANTITY_MAX } from "./domain";

// Spec 002 "Sale" (issue 19): what the till sends; every total is computed on the server.

const Id = z.string().min(1).max(64);
const Money = z.number().int().min(0).max(1_000_000_000);
/** A sale's lines and payments stay well inside one D1 batch. */
export const MAX_ITEMS = 100;
export const MAX_PAYMENTS = 10;

const Modifier = z.strictObject({ name: singleLine(80, { trim: true }), price: Money }).openapi("PosSaleModifier");
const ItemIn = z
	.strictObject({
		variantId: Id,
		quantity: z.number().int().min(1).max(QUANTITY_MAX),
		unitPrice: Money.optional().openapi({ description: "Default: the variant's catalogue price" }),
		discount: Money.optional(),
		modifiers: z.array(Modifier).max(20).optional(),
	})
	.openapi("PosSaleItemInput");
const PaymentIn = z
	.strictObject({
		method: z.enum(PAYMENT_METHODS),
		amount: Money,
		tendered: Money.optional().openapi({ description: "CASH only; at least amount; default amount" }),
	})
	.openapi("PosSalePaymentInput");
const Payments = z.array(PaymentIn).min(1).max(MAX_PAYMENTS);

// Address fields of a sale's delivery draft; shipping and shipments (later features) reuse them.
export const PostalCode = z
	.string()
	.regex(/^\d{5}$/, "must be a five-digit postal code")
	.openapi({ example: "12440" });
export const Phone = singleLine(30, { trim: true })
	.regex(/^\+?[0-9][0-9 ()-]{4,28}$/, "must be a phone number: digits, spaces, ( ) - and a leading +")
	.openapi({ example: "+62 812 3456 7890" });

/** A recipient, as shipments take it; shared so a shipment's destination can be quoted as is. */
export const Destination = z
	.strictObject({
		name: singleLine(100, { trim: true }),
		phone: Phone,
		address: singleLine(500, { trim: true }),
		postalCode: PostalCode,
		email: z.string().email().max(254).nullable().optional(),
		note: multiLine(500).nullable().optional(),
	})
	.openapi("PosShippingDestination");

/** A sale to be sent out: stored with the sale as its draft until POST /delivery/sales/{id}/dispatch. */
export const DeliveryDraft = z
	.strictObject({
		destination: Destination,
		courierCode: singleLine(50),
		courierServiceCode: singleLine(50),
		courierType: singleLine(50).nullable().optional(),
		insured: z.boolean().optional(),
		insurance: z.number().int().min(0).max(1_000_000_000).optional(),
		itemWeight: z.number().int().min(1).max(1_000_000).optional().openapi({
			description: "Grams per unit sold, for the parcel list (default 1,000; the catalogue keeps no weights)",
		}),
	})
	.openapi("PosDeliveryDraft");
export type DeliveryDraftBody = z.infer<typeof DeliveryDraft>;

export const CreateSale = z
	.strictObject({
		outletId: Id,
		shiftId: Id.nullable().optional(),
		customerId: Id.nullable().optional(),
		items: z.array(ItemIn).min(1).max(MAX_ITEMS),
		orderDiscount: Money.optional(),
		payments: z.array(PaymentIn).max(MAX_PAYMENTS).optional(),
		status: z.enum(["COMPLETED", "PARKED"]).default("COMPLETED"),
		note: multiLine(500, { min: 0 }).nullable().optional(),
		soldAt: z.iso
			.datetime({ offset: true })
			.optional()
			.openapi({ description: "When an offline till rang it: not in the future, at most 72 h ago" }),
		delivery: DeliveryDraft.optional(),
	})
	.openapi("PosCreateSale");
export type CreateSaleBody = z.infer<typeof CreateSale>;

export const CompleteSale = z.strictObject({ payments: Payments }).openapi("PosCompleteSale");
export const VoidSale = z
	.strictObject({ reason: multiLine(500, { min: 0 }).nullable().optional() })
	.openapi("PosVoidSale");

export const SALE_STATUSES = ["COMPLETED", "PARKED", "VOIDED"] as const;
export const SaleQuery = ListQuery.extend({
	outletId: Id.optional(),
	status: z.enum(SALE_STATUSES).optional(),
	shiftId: Id.optional(),
});

export const SaleItem = z
	.object({
		productId: z.string(),
		variantId: z.string(),
		name: z.string(),
		sku: z.string().nullable(),
		quantity: z.number().int(),
		unitPrice: z.number().int(),
		modifiers: z.array(z.object({ name: z.string(), price: z.number().int() })),
		unit: z.number().int().openapi({ description: "unitPrice + modifier prices" }),
		discount: z.number().int(),
		total: z.number().int().openapi({ description: "unit × quantity − discount" }),
	})
	.openapi("PosSaleItem");
export const SalePayment = z
	.object({
		method: z.enum(PAYMENT_METHODS),
		amount: z.number().int(),
		tendered: z.number().int(),
		change: z.number().int(),
	})
	.openapi("PosSalePayment");

export const Sale = z
	.object({
		id: z.string(),
		outletId: z.string(),
		shiftId: z.string().nullable(),
		customerId: z.string().nullable(),
		customer: z
			.object({ id: z.string(), name: z.string(), phone: z.string().nullable(), email: z.string().nullable() })
			.nullable()
			.optional(),
		status: z.enum(SALE_STATUSES),
		note: z.string().nullable(),
		items: z.array(SaleItem),
		payments: z.array(SalePayment),
		subtotal: z.number().int(),
		orderDiscount: z.number().int(),
		discountTotal: z.number().int(),
		taxTotal: z.number().int(),
		total: z.number().int(),
		changeTotal: z.number().int(),
		taxRateBps: z.number().int(),
		taxInclusive: z.boolean(),
		pointsEarned: z.number().int(),
		soldAt: z.string(),
		completedAt: z.string().nullable(),
		voidedAt: z.string().nullable(),
		voidReason: z.string().nullable(),
		delivery: DeliveryDraft.nullable().openapi({ description: "The delivery draft sent with the sale, or null" }),
		shipmentId: z.string().nullable().openapi({ description: "The sale's shipment once dispatched" }),
		shipmentStatus: z.string().nullable().openapi({ description: "That shipment's status, kept current" }),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("PosSale");
