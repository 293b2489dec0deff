import { z } from "@hono/zod-openapi";
import { multiLine, singleLine } from "../../../platform/text";
import { ListQuery } from "../access/schemas";
import { Destination } from "../sales/schemas";
import { SHIPMENT_STATUSES } from "../schema";
import { ParcelItem, ParcelItems } from "../shipping/schemas";

// Spec 002 "Shipments" (issue 20): the spec names the fields; the shapes of items and the view are ours.

const Id = z.string().min(1).max(64);
const Money = z.number().int().min(0).max(1_000_000_000);

const COURIER = "The courier's code from GET …/couriers (e.g. jne); a pair not listed there is 400";
const SERVICE = "The service's code at that courier from GET …/couriers (e.g. reg)";
const TYPE = "The service's kind: standard, overnight, same_day or instant";
const INSURED =
	"Whether the parcel is insured: it is then quoted with the premium, and confirm-pickup charges that price";

const courier = {
	courierCode: singleLine(50).openapi({ description: COURIER }),
	courierServiceCode: singleLine(50).openapi({ description: SERVICE }),
	courierType: singleLine(50)
		.nullable()
		.optional()
		.openapi({ description: `${TYPE}; null or omitted: the courier list's` }),
	price: Money.optional().openapi({
		description: "The courier's quote; omitted → the quote, a different amount → 409 (the quote moved)",
	}),
	insured: z
		.boolean()
		.optional()
		.openapi({ description: `${INSURED}; default false` }),
	insurance: Money.optional().openapi({
		description:
			"The insured value in whole IDR (paid out on loss), used only when insured; the premium is in the price, the value itself is never charged",
	}),
};

export const CreateShipment = z
	.strictObject({
		...courier,
		destination: Destination,
		items: ParcelItems.openapi({ description: "The parcel's contents, 1–100 lines; priced by their weight and value" }),
		transactionId: Id.nullable().optional().openapi({ description: "The sale this ships (one shipment per sale)" }),
		customerId: Id.nullable().optional().openapi({
			description: "The customer it is for (cus_…), one of the workspace's (else 404); null or omitted: none",
		}),
		customerEmail: z.email().max(254).nullable().optional().openapi({
			description: "Email of the customer, at most 254 characters; omitted: the destination's email, if any",
		}),
	})
	.openapi("PosCreateShipment", {
		description: "A shipment to book: created as a draft at the saved origin, priced by the courier's quote",
	});
export type CreateShipmentBody = z.infer<typeof CreateShipment>;

export const RebookShipment = z
	.strictObject({
		courierCode: courier.courierCode.optional().openapi({ description: `${COURIER}; omitted: the one it had` }),
		courierServiceCode: courier.courierServiceCode
			.optional()
			.openapi({ description: `${SERVICE}; omitted: the one it had` }),
		courierType: courier.courierType.openapi({
			description: `${TYPE}; null: the courier list's; omitted: as it was (the list's when the service changes)`,
		}),
		price: courier.price,
		insured: courier.insured.openapi({ description: `${INSURED}; omitted: as it was` }),
		insurance: courier.insurance,
	})
	.openapi("PosRebookShipment", {
		description: "Overrides for a cancelled shipment's new booking; anything omitted stays as it was",
	});
export type RebookBody = z.infer<typeof RebookShipment>;

export const CancelShipment = z
	.strictObject({
		reason: multiLine(500, { min: 0 })
			.nullable()
			.optional()
			.openapi({ description: "Why, at most 500 characters; kept as cancelReason and passed to the courier" }),
	})
	.openapi("PosCancelShipment", {
		description: "Cancels a shipment the courier has not collected; the body may be left out",
	});

export const ShipmentQuery = ListQuery.extend({ status: z.enum(SHIPMENT_STATUSES).optional() });

const HistoryEntry = z.object({
	status: z.string().openapi({ description: "The status reached" }),
	note: z.string().nullable().openapi({
		description: "courier when the aggregator reported it, rebooked for a rebook, the reason for a cancel; else null",
	}),
	at: z.string().openapi({ description: "When it was reached (ISO 8601, UTC)" }),
});

export const Shipment = z
	.object({
		id: z.string().openapi({ example: "shp_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		transactionId: z.string().nullable().openapi({ description: "The sale it ships (txn_…); null when none" }),
		customerId: z.string().nullable().openapi({ description: "The customer it is for (cus_…); null when none" }),
		customerEmail: z.string().nullable().openapi({ description: "The customer's email; null when none" }),
		courierCode: z.string().openapi({ description: "The courier (e.g. jne)" }),
		courierServiceCode: z.string().openapi({ description: "The courier's service (e.g. reg)" }),
		courierType: z
			.string()
			.nullable()
			.openapi({ description: `${TYPE}; null when unknown` }),
		price: z
			.number()
			.int()
			.openapi({ description: "The courier's quote for this booking, whole IDR (integer rupiah)" }),
		insured: z.boolean().openapi({ description: INSURED }),
		insurance: z
			.number()
			.int()
			.openapi({ description: "The insured value, whole IDR (0 when none); not charged — the premium is in price" }),
		charged: z.number().int().openapi({ description: "Shipping credit the current booking took (0 when none)" }),
		destination: Destination,
		items: z.array(ParcelItem).openapi({ description: "The parcel's contents" }),
		origin: z
			.object({
				contactName: z.string().openapi({ description: "The person couriers ask for at pickup" }),
				phone: z.string().openapi({ description: "The pickup phone" }),
				address: z.string().openapi({ description: "The pickup address" }),
				postalCode: z.string().openapi({ description: "The pickup postal code (five digits)" }),
			})
			.openapi({
				description: "The shipping origin as it was when the shipment was made (later origin changes do not move it)",
			}),
		status: z.enum(SHIPMENT_STATUSES).openapi({
			description:
				"draft → confirmed (booked, credit debited) → allocated → picking_up → picked → dropping_off → delivered; cancelled (by you while draft … picking_up, or by the courier; rebook makes it a draft again), rejected (the courier refused; refunded), returned (no refund). delivered, rejected and returned are final",
		}),
		waybillId: z
			.string()
			.nullable()
			.openapi({ description: "The courier's waybill number once booked; null while a draft or after a rebook" }),
		trackingUrl: z.string().nullable().openapi({
			description:
				"The courier's own tracking page when the aggregator gave one; else null (use GET …/shipping/track/{waybillId})",
		}),
		cancelReason: z
			.string()
			.nullable()
			.openapi({ description: "The reason given when it was cancelled; null otherwise" }),
		history: z.array(HistoryEntry).optional().openapi({ description: "Every status reached (GET one only)" }),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("PosShipment", { description: "A parcel booked through the courier aggregator (ids shp_…)" });
