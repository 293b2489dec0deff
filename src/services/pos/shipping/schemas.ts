import { z } from "@hono/zod-openapi";
import { multiLine, singleLine } from "../../../platform/text";
import { Destination, Phone, PostalCode } from "../sales/schemas";

export { Destination, Phone, PostalCode };

// Spec 002 "Fulfilment routes" Shipping (issue 20). Lengths are ours (the spec names the fields only):
// an Indonesian postal code is five digits, which is also what the couriers price by.

const CONTACT = "The person couriers ask for at pickup, one line of 1–100 characters";
const PHONE = "The pickup phone, 5–30 characters: digits, spaces, ( ) - and an optional leading +";
const ADDRESS = "The pickup address, one line of 1–500 characters";
const POSTAL = "The five-digit Indonesian postal code of the pickup address; rates are priced from it";

const originFields = {
	contactName: singleLine(100, { trim: true }).openapi({ description: CONTACT }),
	phone: Phone.openapi({ description: PHONE }),
	address: singleLine(500, { trim: true }).openapi({ description: ADDRESS }),
	postalCode: PostalCode.openapi({ description: POSTAL }),
};

export const OriginPatch = z
	.strictObject({
		contactName: originFields.contactName.optional(),
		phone: originFields.phone.optional(),
		address: originFields.address.optional(),
		postalCode: originFields.postalCode.optional(),
	})
	.openapi("PosShippingOriginPatch", { description: "The first PATCH needs all four fields; later ones any of them" });
export type OriginPatch = z.infer<typeof OriginPatch>;
export const FullOrigin = z.strictObject(originFields);

export const Origin = z
	.object({
		configured: z.boolean().openapi({ description: "false until the first PATCH; the four fields are then null" }),
		contactName: z
			.string()
			.nullable()
			.openapi({ description: `${CONTACT}; null until configured` }),
		phone: z
			.string()
			.nullable()
			.openapi({ description: `${PHONE}; null until configured` }),
		address: z
			.string()
			.nullable()
			.openapi({ description: `${ADDRESS}; null until configured` }),
		postalCode: z
			.string()
			.nullable()
			.openapi({ description: `${POSTAL}; null until configured` }),
		updatedAt: z.string().nullable(),
	})
	.openapi("PosShippingOrigin", {
		description:
			"The workspace's one pickup address (shared by /fulfillment and /delivery); shipments copy it when they are made",
	});

/** One line of a parcel: value whole IDR, weight grams. */
export const ParcelItem = z
	.strictObject({
		name: singleLine(160, { trim: true }).openapi({
			description: "What the item is, one line of 1–160 characters (printed on the label)",
		}),
		value: z
			.number()
			.int()
			.min(0)
			.max(1_000_000_000)
			.openapi({ description: "Declared value of one unit in whole IDR (integer rupiah), 0–1,000,000,000" }),
		weight: z.number().int().min(1).max(500_000).openapi({ description: "grams, per unit" }),
		quantity: z.number().int().min(1).max(10_000).openapi({ description: "Units of the item in the parcel, 1–10,000" }),
		description: multiLine(500).nullable().optional().openapi({
			description: "More about the item, 1–500 characters (printed with showItemDescriptions); null or omitted: none",
		}),
		sku: singleLine(64).nullable().optional().openapi({
			description: "Your SKU of the item, at most 64 characters (printed with showItemSkus); null or omitted: none",
		}),
	})
	.openapi("PosParcelItem", { description: "One line of a parcel's contents" });
export const ParcelItems = z.array(ParcelItem).min(1).max(100);

export const RatesBody = z
	.strictObject({
		destination: Destination.partial({ name: true, phone: true, address: true })
			.optional()
			.openapi({ description: "Only postalCode is priced; omitted: quoted to the origin's own postal code" }),
		insurance: z
			.number()
			.int()
			.min(0)
			.max(1_000_000_000)
			.optional()
			.openapi({ description: "Insured value, default 0" }),
		items: ParcelItems.optional().openapi({ description: "Default: one 1 kg parcel of no declared value" }),
	})
	.openapi("PosShippingRatesRequest", { description: "The parcel and route to quote; every field is optional" });
export type RatesBody = z.infer<typeof RatesBody>;

export const Courier = z
	.object({
		courierCode: z
			.string()
			.openapi({ description: "The courier's code (e.g. jne, sicepat, gojek); send it when creating a shipment" }),
		courierServiceCode: z.string().openapi({
			description: "The service's code at that courier (e.g. reg, yes, instant); send it with courierCode",
		}),
		courierType: z.string().openapi({ description: "standard, overnight, same_day or instant" }),
		names: z
			.object({
				courier: z.string().openapi({ description: "The courier's display name (e.g. JNE)" }),
				service: z.string().openapi({ description: "The service's display name (e.g. Reguler)" }),
			})
			.openapi({ description: "Names to show people" }),
	})
	.openapi("PosCourier", { description: "A courier service the aggregator offers" });

export const Rate = z
	.object({
		courierCode: z.string().openapi({ description: "The courier's code (e.g. jne)" }),
		courierServiceCode: z.string().openapi({ description: "The service's code (e.g. reg)" }),
		courierType: z.string().openapi({ description: "standard, overnight, same_day or instant" }),
		price: z.number().int().openapi({
			description:
				"Today's price for this parcel and route in whole IDR, the aggregator's insurance fee included when insurance > 0; a shipment's price must match it",
		}),
		duration: z.string().openapi({
			description: "Delivery time as the aggregator words it (e.g. 1 - 2 days, 1 - 3 hours)",
			example: "1 - 2 days",
		}),
	})
	.openapi("PosShippingRate", { description: "A quote of one courier service for the parcel and route asked" });

export const WaybillParam = z.object({
	waybillId: z
		.string()
		.min(1)
		.max(64)
		.openapi({ param: { name: "waybillId", in: "path" } }),
});
