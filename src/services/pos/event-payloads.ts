// The payloads of POS events (spec 002 §6, issue 43) as /pos/openapi.json documents them under
// `webhooks`: one entry per event type with its data schema and a realistic example body. At the
// service root, beside events.ts: it reads the schemas of features on both sides of webhooks/.
import { type OpenAPIHono, z } from "@hono/zod-openapi";
import { documentWebhookEvent } from "../../platform/openapi-webhooks";
import { Customer } from "./customers/schemas";
import { POS_EVENT_DESCRIPTIONS, POS_EVENT_TYPES, type PosEventType } from "./events";
import { Level, Movement } from "./inventory/schemas";
import { SaleReturn } from "./returns/schemas";
import { Sale } from "./sales/schemas";
import { Shift } from "./shifts/schemas";
import { Shipment } from "./shipments/schemas";
import { WarehouseMovement } from "./warehouses/schemas";

const WS = "acc_01JB4WY4J7Q1S5V8W2Y6A0C3E7";
const OUTLET = "out_01JB4X2K8N5Q7R9T1V3W5Y7Z9A";
const VARIANT = "var_01JB4X3M9P6R8S0V2W4Y6A8C0E";
const AT = "2026-11-29T08:15:42.318Z";

const Billing = z
	.object({
		accountId: z.string().openapi({ description: "The workspace", example: WS }),
		tier: z.string().openapi({ description: "The plan tier bought", example: "growth" }),
		currentPeriodEnd: z
			.string()
			.openapi({ description: "End of the paid month (ISO 8601, UTC)", example: "2026-12-29T08:15:42.318Z" }),
		cancelAtPeriodEnd: z
			.boolean()
			.openapi({ description: "true once canceled: the tier lapses at currentPeriodEnd", example: false }),
	})
	.openapi("PosEventBilling", { description: "The plan state a billing event reports" });

const ADJUSTED_KINDS = ["adjustment", "stock_in", "transfer", "warehouse_adjustment"] as const;

const StockAdjusted = z
	.object({
		kind: z.enum(ADJUSTED_KINDS).openapi({
			description:
				"adjustment (POST /inventory/adjust), stock_in (POST /inventory/batches), transfer (POST /inventory/transfer), warehouse_adjustment (POST /fulfillment/inventory/adjust)",
		}),
		refId: z
			.string()
			.nullable()
			.openapi({ description: "The transfer (trf_…) for a transfer; null otherwise", example: null }),
		movements: z.array(z.union([Movement, WarehouseMovement])).openapi({
			description:
				"The movements the request wrote, in order (a transfer: the source's transfer_out then the destination's transfer_in per item); warehouse ones carry warehouseId instead of outletId",
		}),
	})
	.openapi("PosEventStockAdjusted", { description: "One stock request's movements (pos.stock.adjusted.v1)" });

const ReceivedLine = z.object({
	variantId: z.string().openapi({ description: "The variant received (var_…)", example: VARIANT }),
	quantity: z.number().int().openapi({ description: "How many this receive brought", example: 24 }),
	batchNumber: z
		.string()
		.nullable()
		.openapi({ description: "The batch (lot) number for batch-tracked products; null otherwise", example: null }),
	expiresAt: z
		.string()
		.nullable()
		.openapi({ description: "The batch's expiry (ISO 8601, UTC); null without a batch", example: null }),
});

const PurchaseReceived = z
	.object({
		id: z.string().openapi({ description: "The purchase order (pur_…)", example: "pur_01JB4XA2B3C4D5E6F7G8H9J0K1" }),
		outletId: z.string().openapi({ description: "The outlet it was received at", example: OUTLET }),
		supplierId: z.string().openapi({ description: "Its supplier (sup_…)", example: "sup_01JB4X9Z8Y7X6W5V4T3S2R1Q0P" }),
		status: z.enum(["PARTIALLY_RECEIVED", "RECEIVED"]).openapi({
			description: "The order's status after this receive: RECEIVED when nothing is outstanding any more",
		}),
		receivedAt: z.string().nullable().openapi({
			description: "When the order became RECEIVED (ISO 8601, UTC); null while partially received",
			example: AT,
		}),
		lines: z.array(ReceivedLine).openapi({ description: "What this receive brought, as sent" }),
	})
	.openapi("PosEventPurchaseOrderReceived", {
		description: "A purchase order's receive: its status after it and what it brought",
	});

const ShipmentChanged = Shipment.omit({ history: true })
	.extend({
		previousStatus: z.string().openapi({ description: "The status the courier moved it from", example: "picked" }),
	})
	.openapi("PosEventShipmentStatusChanged", {
		description: "A shipment a courier moved, with the status it moved from",
	});

const movement = {
	id: "mov_01JB4XB1G6R3Y4Z9A2C7D0E5F8",
	outletId: OUTLET,
	variantId: VARIANT,
	delta: -3,
	reason: "damaged",
	refId: null,
	note: "Dropped crate",
	balanceAfter: 17,
	createdAt: AT,
};

const sale = {
	id: "txn_01JB4XC2H7S4Z0A3B8D1E6F9G2",
	outletId: OUTLET,
	shiftId: "shf_01JB4XD3J8T5A1B4C9E2F7G0H3",
	customerId: null,
	status: "COMPLETED",
	note: null,
	items: [
		{
			id: "txn_01JB4XC2H7S4Z0A3B8D1E6F9G2_i0",
			productId: "prd_01JB4X3K7N4Q6S8V0W2Y4A6C8E",
			variantId: VARIANT,
			name: "Kopi Susu",
			sku: "KS-01",
			quantity: 2,
			unitPrice: 11_000,
			modifiers: [],
			unit: 11_000,
			discount: 0,
			total: 22_000,
			orderDiscountShare: 0,
			serviceCharge: 0,
			taxable: 22_000,
			tax: 0,
			taxCategory: "exempt",
			taxName: "Exempt",
			taxRateBps: 0,
			returnedQuantity: 0,
		},
	],
	payments: [{ method: "CASH", amount: 22_000, tendered: 50_000, change: 28_000, paymentId: null }],
	subtotal: 22_000,
	orderDiscount: 0,
	discountTotal: 0,
	taxTotal: 0,
	total: 22_000,
	changeTotal: 28_000,
	taxRateBps: 0,
	taxInclusive: false,
	serviceChargeTotal: 0,
	serviceChargeBps: 0,
	serviceChargeTaxable: true,
	serviceChargeBase: "pre_tax",
	taxes: [{ category: "exempt", name: "Exempt", rateBps: 0, taxable: 22_000, amount: 0 }],
	staffId: "stf_01JB4XF5M0W7C3D6E1G4H9J2K5",
	voidedByStaffId: null,
	approvedBy: null,
	returnedTotal: 0,
	netTotal: 22_000,
	pointsEarned: 0,
	soldAt: AT,
	completedAt: AT,
	voidedAt: null,
	voidReason: null,
	delivery: null,
	shipmentId: null,
	shipmentStatus: null,
	createdAt: AT,
	updatedAt: AT,
};

const shift = {
	id: "shf_01JB4XD3J8T5A1B4C9E2F7G0H3",
	outletId: OUTLET,
	status: "CLOSED",
	openingFloat: 200_000,
	expectedCash: 1_450_000,
	countedCash: 1_448_000,
	difference: -2_000,
	notes: "Short two thousand",
	staffId: "stf_01JB4XF5M0W7C3D6E1G4H9J2K5",
	closedByStaffId: "stf_01JB4XG6N1X8D4E7F2H5J0K3M6",
	openedAt: "2026-11-29T01:00:00.000Z",
	closedAt: AT,
};

const customer = {
	id: "cus_01JB4XE4K9V6B2C5D0F3G8H1J4",
	name: "Siti Rahma",
	phone: "+62 812 1111 2222",
	email: "siti@example.com",
	note: null,
	loyaltyBalance: 120,
	createdAt: "2026-10-02T04:11:09.514Z",
	updatedAt: AT,
};

const shipment = {
	id: "shp_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
	transactionId: sale.id,
	customerId: customer.id,
	customerEmail: customer.email,
	courierCode: "jne",
	courierServiceCode: "reg",
	courierType: "REG",
	price: 18_000,
	insured: false,
	insurance: 0,
	charged: 18_000,
	destination: {
		name: "Budi Santoso",
		phone: "+62 812 3456 7890",
		address: "Jl. Kebon Jeruk 12, Jakarta Barat",
		postalCode: "11530",
	},
	items: [{ name: "Kopi Gayo 250 g", value: 85_000, weight: 300, quantity: 2 }],
	origin: { contactName: "Toko Maju", phone: "+62 22 1234 567", address: "Jl. Braga 1, Bandung", postalCode: "40115" },
	status: "dropping_off",
	waybillId: "JNE0012345678",
	trackingUrl: null,
	cancelReason: null,
	createdAt: "2026-11-28T03:00:00.000Z",
	updatedAt: AT,
	previousStatus: "picked",
};

const SaleReturned = SaleReturn.extend({
	sale: z
		.object({
			total: z.number().int().openapi({ description: "The sale's total", example: 22_000 }),
			returnedTotal: z.number().int().openapi({ description: "Σ its returns' totals after this one", example: 11_000 }),
			netTotal: z.number().int().openapi({ description: "total − returnedTotal", example: 11_000 }),
		})
		.openapi({ description: "The sale's totals after this return" }),
}).openapi("PosEventSaleReturned", { description: "A return, with the sale's totals after it (pos.sale.returned.v1)" });

const saleReturned = {
	id: "ret_01JB4XH7N2W9E5F8G3J6K1M4P7",
	saleId: sale.id,
	outletId: OUTLET,
	shiftId: sale.shiftId,
	items: [
		{
			saleItemId: "txn_01JB4XC2H7S4Z0A3B8D1E6F9G2_i0",
			productId: "prd_01JB4X3K7N4Q6S8V0W2Y4A6C8E",
			variantId: VARIANT,
			name: "Kopi Susu",
			quantity: 1,
			restock: false,
			reason: "Tumpah",
			total: 11_000,
			orderDiscountShare: 0,
			serviceCharge: 0,
			taxable: 11_000,
			tax: 0,
			refund: 11_000,
		},
	],
	refunds: [
		{
			id: "ret_01JB4XH7N2W9E5F8G3J6K1M4P7_r0",
			method: "CASH",
			amount: 11_000,
			paymentId: null,
			paymentsRefundId: null,
			status: "succeeded",
			failureReason: null,
		},
	],
	subtotal: 11_000,
	orderDiscount: 0,
	serviceCharge: 0,
	taxTotal: 0,
	total: 11_000,
	taxes: [{ category: "exempt", name: "Exempt", rateBps: 0, taxable: 11_000, amount: 0 }],
	pointsTaken: 0,
	note: null,
	staffId: "stf_01JB4XF5M0W7C3D6E1G4H9J2K5",
	approvedBy: null,
	returnedAt: AT,
	sale: { total: 22_000, returnedTotal: 11_000, netTotal: 11_000 },
};

const billing = { accountId: WS, tier: "growth", currentPeriodEnd: "2026-12-29T08:15:42.318Z" };

/** Each type's data schema and example data. */
export const POS_EVENT_PAYLOADS: Record<PosEventType, { schema: z.ZodTypeAny; data: unknown }> = {
	"pos.sale.completed.v1": { schema: Sale, data: sale },
	"pos.sale.voided.v1": {
		schema: Sale,
		data: { ...sale, status: "VOIDED", voidedAt: AT, voidReason: "Rang twice", updatedAt: AT },
	},
	"pos.billing.subscribed.v1": { schema: Billing, data: { ...billing, cancelAtPeriodEnd: false } },
	"pos.billing.canceled.v1": { schema: Billing, data: { ...billing, cancelAtPeriodEnd: true } },
	"pos.stock.low.v1": {
		schema: Level,
		data: { outletId: OUTLET, variantId: VARIANT, quantity: 5, reorderPoint: 5, reorderQty: 48 },
	},
	"pos.stock.adjusted.v1": { schema: StockAdjusted, data: { kind: "adjustment", refId: null, movements: [movement] } },
	"pos.shift.closed.v1": { schema: Shift, data: shift },
	"pos.purchase_order.received.v1": {
		schema: PurchaseReceived,
		data: {
			id: "pur_01JB4XA2B3C4D5E6F7G8H9J0K1",
			outletId: OUTLET,
			supplierId: "sup_01JB4X9Z8Y7X6W5V4T3S2R1Q0P",
			status: "RECEIVED",
			receivedAt: AT,
			lines: [{ variantId: VARIANT, quantity: 24, batchNumber: null, expiresAt: null }],
		},
	},
	"pos.customer.created.v1": { schema: Customer, data: { ...customer, updatedAt: customer.createdAt } },
	"pos.customer.updated.v1": { schema: Customer, data: customer },
	"pos.shipment.status_changed.v1": { schema: ShipmentChanged, data: shipment },
	"pos.sale.returned.v1": { schema: SaleReturned, data: saleReturned },
};

/** The delivery body of `type`: the envelope every event shares around its data, and an example. */
export function eventPayload(type: PosEventType) {
	const { schema, data } = POS_EVENT_PAYLOADS[type];
	const name = type.replace(/^pos\.|\.v1$/g, "").replace(/(^|[._])(\w)/g, (_, __, ch: string) => ch.toUpperCase());
	const body = z
		.object({
			id: z.string().openapi({ description: "The event id (evt_…): dedupe on it, delivery is at least once" }),
			type: z.literal(type).openapi({ description: "The event type" }),
			occurredAt: z.string().openapi({ description: "When it happened (ISO 8601, UTC)" }),
			accountId: z.string().openapi({ description: "The workspace it belongs to" }),
			// The registered schema itself (a $ref): .openapi() on it would change its other uses too.
			data: schema,
		})
		.openapi(`Pos${name}Event`);
	const example = { id: "evt_01JB4XB1G6R3Y4Z9A2C7D0E5F8", type, occurredAt: AT, accountId: WS, data };
	return { body, example, description: POS_EVENT_DESCRIPTIONS[type] };
}

const SIGNING =
	'Signed `Pos-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`, keyed with the subscription\'s whole `whsec_…` secret (one v1 per secret while a rotated secret still signs); refuse a t more than 300 s from your clock. Any 2xx within 10 s acknowledges; anything else is retried, 8 attempts over about 7.2 hours. Delivery is at least once and unordered: dedupe on the event id.';

/**
 * Each event type as an OpenAPI 3.1 webhook (what the receiver gets, with an example body), on the
 * service app itself (index.ts): a sub-app's webhooks would not reach /pos/openapi.json.
 */
export function documentPosEvents(service: Pick<OpenAPIHono, "openAPIRegistry">) {
	for (const type of POS_EVENT_TYPES)
		documentWebhookEvent(service, "Pos-Signature", SIGNING, { type, ...eventPayload(type) });
}
