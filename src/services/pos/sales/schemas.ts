import { z } from "@hono/zod-openapi";
import { multiLine, singleLine } from "../../../platform/text";
import { ListQuery } from "../access/schemas";
import { SERVICE_CHARGE_BASES } from "../tax/rules";
import { LineTaxFields, SaleTax } from "../tax/schemas";
import { PAYMENT_METHODS, QUANTITY_MAX } from "./domain";

// Spec 002 "Sale" (issue 19): what the till sends; every total is computed on the server.

const Id = z.string().min(1).max(64);
const Money = z.number().int().min(0).max(1_000_000_000);
/** A sale's lines and payments stay well inside one D1 batch. */
export const MAX_ITEMS = 100;
export const MAX_PAYMENTS = 10;

const MOD_NAME = "The option as rung and printed on the receipt (e.g. Extra shot), one line of 1–80 characters";
const MOD_PRICE = "What the option adds to the unit price, in whole IDR (integer rupiah; IDR has no decimals)";
const METHOD = "How it was paid: CASH, QRIS, CARD or OTHER";

const Modifier = z
	.strictObject({
		name: singleLine(80, { trim: true }).openapi({ description: MOD_NAME }),
		price: Money.openapi({ description: `${MOD_PRICE}, 0–1,000,000,000` }),
	})
	.openapi("PosSaleModifier", { description: "An option rung on a line, copied onto the sale as sent" });
const ItemIn = z
	.strictObject({
		variantId: Id.openapi({ description: "The variant sold (var_…), one of the workspace's (else 404)" }),
		quantity: z.number().int().min(1).max(QUANTITY_MAX).openapi({ description: "Units sold, 1–10,000" }),
		unitPrice: Money.optional().openapi({ description: "Default: the variant's catalogue price" }),
		discount: Money.optional().openapi({
			description: "Discount on the whole line in whole IDR, 0 up to unit × quantity (default 0)",
		}),
		modifiers: z
			.array(Modifier)
			.max(20)
			.optional()
			.openapi({ description: "Options rung on the line, at most 20; their prices add to the unit price" }),
	})
	.openapi("PosSaleItemInput", { description: "A line rung at the till" });
const PaymentIn = z
	.strictObject({
		method: z.enum(PAYMENT_METHODS).openapi({ description: METHOD }),
		amount: Money.openapi({
			description: "Amount this payment covers, in whole IDR; a sale's payments add up to its total exactly",
		}),
		tendered: Money.optional().openapi({ description: "CASH only; at least amount; default amount" }),
		paymentId: Id.optional().openapi({
			description:
				"QRIS or CARD only: the Pasar payments payment (py_…) that took this amount — succeeded, in IDR, for exactly this amount, on no other sale. Its returns are then refunded through payments",
			example: "py_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
		}),
	})
	.openapi("PosSalePaymentInput", { description: "One payment of a sale (a sale may be split over several)" });
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
		name: singleLine(100, { trim: true }).openapi({
			description: "The recipient's name, one line of 1–100 characters",
		}),
		phone: Phone.openapi({
			description: "The recipient's phone, 5–30 characters: digits, spaces, ( ) - and an optional leading +",
		}),
		address: singleLine(500, { trim: true }).openapi({
			description: "The delivery address, one line of 1–500 characters",
		}),
		postalCode: PostalCode.openapi({
			description: "The five-digit Indonesian postal code; couriers price and route by it",
		}),
		email: z
			.string()
			.email()
			.max(254)
			.nullable()
			.optional()
			.openapi({ description: "The recipient's email, at most 254 characters; null or omitted: none" }),
		note: multiLine(500).nullable().optional().openapi({
			description: "Directions for the courier (printed on the label), 1–500 characters; null or omitted: none",
		}),
		city: singleLine(100, { trim: true }).nullable().optional().openapi({
			description:
				"The town or city, 1–100 characters; the public tracker shows it as the parcel's destination (nothing else of the address). Null or omitted: the tracker shows none",
		}),
	})
	.openapi("PosShippingDestination", { description: "Where a parcel goes and who receives it" });

/** A sale to be sent out: stored with the sale as its draft until POST /delivery/sales/{id}/dispatch. */
export const DeliveryDraft = z
	.strictObject({
		destination: Destination,
		courierCode: singleLine(50).openapi({ description: "The courier, as GET …/couriers lists it (e.g. jne)" }),
		courierServiceCode: singleLine(50).openapi({
			description: "The courier's service, as GET …/couriers lists it (e.g. reg)",
		}),
		courierType: singleLine(50).nullable().optional().openapi({
			description: "The service's kind (standard, overnight, same_day, instant); default: the courier list's",
		}),
		insured: z.boolean().optional().openapi({ description: "Whether to insure the parcel (default false)" }),
		insurance: z.number().int().min(0).max(1_000_000_000).optional().openapi({
			description:
				"The insured value in whole IDR (default 0), used only when insured; the premium is in the quoted price",
		}),
		itemWeight: z.number().int().min(1).max(1_000_000).optional().openapi({
			description: "Grams per unit sold, for the parcel list (default 1,000; the catalogue keeps no weights)",
		}),
	})
	.openapi("PosDeliveryDraft", {
		description:
			"A delivery sale's shipping details, stored with the sale until POST /delivery/sales/{id}/dispatch turns them into a shipment",
	});
export type DeliveryDraftBody = z.infer<typeof DeliveryDraft>;

export const CreateSale = z
	.strictObject({
		outletId: Id.openapi({ description: "The active outlet ringing the sale (out_…; inactive: 409)" }),
		shiftId: Id.nullable().optional().openapi({
			description:
				"An OPEN shift of that outlet (shf_…; closed or another outlet's: 409); omitted: the outlet's open shift, if any",
		}),
		customerId: Id.nullable()
			.optional()
			.openapi({ description: "The buyer (cus_…), who earns loyalty points on completion; null or omitted: none" }),
		items: z.array(ItemIn).min(1).max(MAX_ITEMS).openapi({ description: "The lines rung, 1–100" }),
		orderDiscount: Money.optional().openapi({
			description: "Discount on the whole sale in whole IDR, taken before tax, 0 up to the subtotal (default 0)",
		}),
		payments: z.array(PaymentIn).max(MAX_PAYMENTS).optional().openapi({
			description:
				"At most 10; a COMPLETED sale needs them, adding up to the total exactly (else 400); a PARKED sale takes none (they come with POST /sales/{id}/complete)",
		}),
		status: z.enum(["COMPLETED", "PARKED"]).default("COMPLETED").openapi({
			description:
				"COMPLETED (default): paid now, stock taken, points earned; PARKED: a held bill that takes nothing until completed",
		}),
		note: multiLine(500, { min: 0 })
			.nullable()
			.optional()
			.openapi({ description: "Free text printed on the receipt, at most 500 characters" }),
		soldAt: z.iso
			.datetime({ offset: true })
			.optional()
			.openapi({ description: "When an offline till rang it: not in the future, at most 72 h ago" }),
		delivery: DeliveryDraft.optional(),
	})
	.openapi("PosCreateSale", { description: "A sale as the till rang it; every total is computed on the server" });
export type CreateSaleBody = z.infer<typeof CreateSale>;

export const CompleteSale = z
	.strictObject({
		payments: Payments.openapi({ description: "1–10 payments adding up to the sale's total exactly (else 400)" }),
	})
	.openapi("PosCompleteSale", { description: "The payments of a PARKED sale, which then becomes COMPLETED" });
export const VoidSale = z
	.strictObject({
		reason: multiLine(500, { min: 0 })
			.nullable()
			.optional()
			.openapi({ description: "Why it was voided, at most 500 characters; printed on the receipt" }),
	})
	.openapi("PosVoidSale", { description: "Voids a COMPLETED or PARKED sale; the body may be left out" });

export const SALE_STATUSES = ["COMPLETED", "PARKED", "VOIDED"] as const;
export const SaleQuery = ListQuery.extend({
	outletId: Id.optional(),
	status: z.enum(SALE_STATUSES).optional(),
	shiftId: Id.optional(),
});

export const SaleItem = z
	.object({
		id: z.string().openapi({
			description: "The line's id (the sale's id and _i with its position): what a return names (saleItemId)",
			example: "txn_01JB4X6N0ZQ8K3C9W2T5V7R1MD_i0",
		}),
		productId: z.string().openapi({ description: "The product sold (prd_…)" }),
		variantId: z.string().openapi({ description: "The variant sold (var_…)" }),
		name: z.string().openapi({
			description:
				"The product's name, then · and the variant's unless it is Default, as they were when rung (the receipt prints it)",
		}),
		sku: z.string().nullable().openapi({ description: "The variant's SKU when rung; null when it had none" }),
		quantity: z.number().int().openapi({ description: "Units sold" }),
		unitPrice: z.number().int().openapi({ description: "Price of one unit before modifiers, whole IDR" }),
		modifiers: z
			.array(
				z.object({
					name: z.string().openapi({ description: MOD_NAME }),
					price: z.number().int().openapi({ description: MOD_PRICE }),
				}),
			)
			.openapi({ description: "Options rung on the line; empty when none" }),
		unit: z.number().int().openapi({ description: "unitPrice + modifier prices" }),
		discount: z.number().int().openapi({ description: "Discount on the line, whole IDR (0 when none)" }),
		total: z.number().int().openapi({ description: "unit × quantity − discount (before the order discount)" }),
		...LineTaxFields,
		returnedQuantity: z.number().int().openapi({
			description: "Units of this line returned so far (POST /sales/{id}/returns); never above quantity",
			example: 0,
		}),
	})
	.openapi("PosSaleItem", { description: "A line of a sale, with the names and prices it was rung at" });
export const SalePayment = z
	.object({
		method: z.enum(PAYMENT_METHODS).openapi({ description: METHOD }),
		amount: z.number().int().openapi({ description: "Amount of the total this payment covers, whole IDR" }),
		tendered: z
			.number()
			.int()
			.openapi({ description: "Cash handed over for CASH (at least amount); equal to amount for other methods" }),
		change: z.number().int().openapi({ description: "Given back: tendered − amount (0 except for CASH)" }),
		paymentId: z.string().nullable().openapi({
			description: "The Pasar payments payment (py_…) it was taken through; null when none",
			example: null,
		}),
	})
	.openapi("PosSalePayment", { description: "One payment of a sale" });

export const Sale = z
	.object({
		id: z.string(),
		outletId: z.string().openapi({ description: "The outlet that rang it (out_…)" }),
		shiftId: z
			.string()
			.nullable()
			.openapi({ description: "The shift it was rung (or completed) in (shf_…); null when the outlet had none open" }),
		customerId: z.string().nullable().openapi({ description: "The buyer (cus_…); null when none" }),
		customer: z
			.object({
				id: z.string().openapi({ description: "The customer's id (cus_…)" }),
				name: z.string().openapi({ description: "The customer's name" }),
				phone: z.string().nullable().openapi({ description: "The customer's phone; null when none" }),
				email: z.string().nullable().openapi({ description: "The customer's email; null when none" }),
			})
			.nullable()
			.optional()
			.openapi({
				description:
					"The buyer as on file now, in GET /sales/{id} only (absent elsewhere and in events); null when the sale has no customer",
			}),
		status: z.enum(SALE_STATUSES).openapi({
			description:
				"COMPLETED: paid, stock taken; PARKED: a held bill, nothing taken, completed by POST /sales/{id}/complete; VOIDED: cancelled (a completed sale's stock and points are given back). COMPLETED and PARKED can be voided; VOIDED is final",
		}),
		note: z.string().nullable().openapi({ description: "Free text printed on the receipt; null when none" }),
		items: z.array(SaleItem).openapi({ description: "The lines, in the order rung" }),
		payments: z.array(SalePayment).openapi({ description: "How it was paid; empty while PARKED" }),
		subtotal: z
			.number()
			.int()
			.openapi({ description: "Σ line totals, whole IDR (after item discounts, before the order discount)" }),
		orderDiscount: z.number().int().openapi({ description: "Discount on the whole sale, whole IDR (0 when none)" }),
		discountTotal: z.number().int().openapi({ description: "Item discounts + orderDiscount, whole IDR" }),
		serviceChargeTotal: z.number().int().openapi({
			description: "Σ the lines' service charges, whole IDR (0 when the outlet charges none)",
			example: 2500,
		}),
		taxTotal: z.number().int().openapi({
			description:
				"Σ the lines' tax (each at its own rate, rounded half up per line), whole IDR: added on top when exclusive, the part of the total it is when inclusive",
		}),
		total: z.number().int().openapi({
			description:
				"What the customer pays, whole IDR: subtotal − orderDiscount + serviceChargeTotal, + taxTotal when exclusive; the payments add up to it",
		}),
		changeTotal: z
			.number()
			.int()
			.openapi({ description: "Cash given back: Σ (tendered − amount) over the payments, whole IDR" }),
		taxRateBps: z.number().int().openapi({
			description:
				"The outlet's standard tax rate when rung, in basis points (1100 = 11 %), kept on the sale; each line's own rate is on the line",
		}),
		taxInclusive: z
			.boolean()
			.openapi({ description: "Whether its prices included the tax (the outlet's rule when rung)" }),
		serviceChargeBps: z.number().int().openapi({
			description: "The outlet's service charge when rung, in basis points (500 = 5 %)",
			example: 500,
		}),
		serviceChargeTaxable: z
			.boolean()
			.openapi({ description: "Whether the service charge was taxed (the outlet's setting when rung)", example: true }),
		serviceChargeBase: z.enum(SERVICE_CHARGE_BASES).openapi({
			description: "pre_tax or post_tax: what the service charge was computed on (the outlet's setting when rung)",
			example: "pre_tax",
		}),
		taxes: z.array(SaleTax).openapi({
			description:
				"One entry per rate used, in the order first rung; Σ amount = taxTotal. Sales rung before line-level tax have one standard entry",
		}),
		pointsEarned: z.number().int().openapi({
			description:
				"Loyalty points the customer earned: one per whole 1,000 IDR of total when completed with a customer, else 0",
		}),
		soldAt: z.string().openapi({
			description:
				"When it was rung (ISO 8601, UTC): the till's soldAt for an offline sale, else when it was created; reports count by it",
		}),
		completedAt: z
			.string()
			.nullable()
			.openapi({ description: "When it became COMPLETED (ISO 8601, UTC); null while PARKED or if voided unpaid" }),
		voidedAt: z.string().nullable().openapi({ description: "When it was voided (ISO 8601, UTC); null unless VOIDED" }),
		voidReason: z
			.string()
			.nullable()
			.openapi({ description: "The reason given with the void; null when none or not voided" }),
		staffId: z.string().nullable().openapi({
			description:
				"The staff member who rang it (the key's staff member, stf_…); null for a key or token bound to none",
			example: "stf_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
		}),
		voidedByStaffId: z.string().nullable().openapi({
			description: "The staff member whose key voided it; null when not voided or the key is bound to none",
			example: null,
		}),
		approvedBy: z.string().nullable().openapi({
			description:
				"The manager (stf_…) whose approval token (X-Pos-Approval) let the void through; null when none was needed",
			example: null,
		}),
		returnedTotal: z.number().int().openapi({
			description: "Σ the totals of its returns, whole IDR: what was refunded (0 when none)",
			example: 0,
		}),
		netTotal: z.number().int().openapi({
			description: "total − returnedTotal: what the sale comes to after its returns, whole IDR",
			example: 48840,
		}),
		returns: z
			.array(
				z.object({
					id: z.string().openapi({ description: "The return (ret_…)" }),
					total: z.number().int().openapi({ description: "What it refunded, whole IDR" }),
					returnedAt: z.string().openapi({ description: "When it was made (ISO 8601, UTC)" }),
				}),
			)
			.optional()
			.openapi({
				description:
					"Its returns, oldest first, in GET /sales/{id} and a void's answer and event (GET /sales/{id}/returns has them whole); absent elsewhere",
			}),
		delivery: z
			.union([DeliveryDraft, z.null()])
			.openapi({ description: "The delivery draft sent with the sale, or null" }),
		shipmentId: z.string().nullable().openapi({ description: "The sale's shipment once dispatched" }),
		shipmentStatus: z.string().nullable().openapi({ description: "That shipment's status, kept current" }),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("PosSale", { description: "A sale (ids txn_…) with its lines, payments and server-computed totals" });
