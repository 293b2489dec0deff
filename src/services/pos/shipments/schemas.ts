import { z } from "@hono/zod-openapi";
import { multiLine, singleLine } from "../../../platform/text";
import { ListQuery } from "../access/schemas";
import { Destination } from "../sales/schemas";
import { SHIPMENT_STATUSES } from "../schema";
import { ParcelItem, ParcelItems } from "../shipping/schemas";

// Spec 002 "Shipments" (issue 20): the spec names the fields; the shapes of items and the view are ours.

const Id = z.string().min(1).max(64);
const Money = z.number().int().min(0).max(1_000_000_000);

const courier = {
	courierCode: singleLine(50),
	courierServiceCode: singleLine(50),
	courierType: singleLine(50).nullable().optional(),
	price: Money.optional().openapi({
		description: "The courier's quote; omitted → the quote, a different amount → 409 (the quote moved)",
	}),
	insured: z.boolean().optional(),
	insurance: Money.optional().openapi({ description: "The insurance fee, charged at confirm-pickup when insured" }),
};

export const CreateShipment = z
	.strictObject({
		...courier,
		destination: Destination,
		items: ParcelItems,
		transactionId: Id.nullable().optional().openapi({ description: "The sale this ships (one shipment per sale)" }),
		customerId: Id.nullable().optional(),
		customerEmail: z.email().max(254).nullable().optional(),
	})
	.openapi("PosCreateShipment");
export type CreateShipmentBody = z.infer<typeof CreateShipment>;

export const RebookShipment = z
	.strictObject({
		courierCode: courier.courierCode.optional(),
		courierServiceCode: courier.courierServiceCode.optional(),
		courierType: courier.courierType,
		price: courier.price,
		insured: courier.insured,
		insurance: courier.insurance,
	})
	.openapi("PosRebookShipment");
export type RebookBody = z.infer<typeof RebookShipment>;

export const CancelShipment = z
	.strictObject({ reason: multiLine(500, { min: 0 }).nullable().optional() })
	.openapi("PosCancelShipment");

export const ShipmentQuery = ListQuery.extend({ status: z.enum(SHIPMENT_STATUSES).optional() });

const HistoryEntry = z.object({ status: z.string(), note: z.string().nullable(), at: z.string() });

export const Shipment = z
	.object({
		id: z.string().openapi({ example: "shp_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		transactionId: z.string().nullable(),
		customerId: z.string().nullable(),
		customerEmail: z.string().nullable(),
		courierCode: z.string(),
		courierServiceCode: z.string(),
		courierType: z.string().nullable(),
		price: z.number().int(),
		insured: z.boolean(),
		insurance: z.number().int(),
		charged: z.number().int().openapi({ description: "Shipping credit the current booking took (0 when none)" }),
		destination: Destination,
		items: z.array(ParcelItem),
		origin: z.object({ contactName: z.string(), phone: z.string(), address: z.string(), postalCode: z.string() }),
		status: z.enum(SHIPMENT_STATUSES),
		waybillId: z.string().nullable(),
		trackingUrl: z.string().nullable(),
		cancelReason: z.string().nullable(),
		history: z.array(HistoryEntry).optional().openapi({ description: "Every status reached (GET one only)" }),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("PosShipment");
