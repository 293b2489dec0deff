import { z } from "@hono/zod-openapi";
import { multiLine, singleLine } from "../../../platform/text";
import { Destination, Phone, PostalCode } from "../sales/schemas";

export { Destination, Phone, PostalCode };

// Spec 002 "Fulfilment routes" Shipping (issue 20). Lengths are ours (the spec names the fields only):
// an Indonesian postal code is five digits, which is also what the couriers price by.

const originFields = {
	contactName: singleLine(100, { trim: true }),
	phone: Phone,
	address: singleLine(500, { trim: true }),
	postalCode: PostalCode,
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
		contactName: z.string().nullable(),
		phone: z.string().nullable(),
		address: z.string().nullable(),
		postalCode: z.string().nullable(),
		updatedAt: z.string().nullable(),
	})
	.openapi("PosShippingOrigin");

/** One line of a parcel: value whole IDR, weight grams. */
export const ParcelItem = z
	.strictObject({
		name: singleLine(160, { trim: true }),
		value: z.number().int().min(0).max(1_000_000_000),
		weight: z.number().int().min(1).max(500_000).openapi({ description: "grams, per unit" }),
		quantity: z.number().int().min(1).max(10_000),
		description: multiLine(500).nullable().optional(),
		sku: singleLine(64).nullable().optional(),
	})
	.openapi("PosParcelItem");
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
	.openapi("PosShippingRatesRequest");
export type RatesBody = z.infer<typeof RatesBody>;

export const Courier = z
	.object({
		courierCode: z.string(),
		courierServiceCode: z.string(),
		courierType: z.string().openapi({ description: "standard, overnight, same_day or instant" }),
		names: z.object({ courier: z.string(), service: z.string() }),
	})
	.openapi("PosCourier");

export const Rate = z
	.object({
		courierCode: z.string(),
		courierServiceCode: z.string(),
		courierType: z.string(),
		price: z.number().int(),
		duration: z.string().openapi({ example: "1 - 2 days" }),
	})
	.openapi("PosShippingRate");

export const WaybillParam = z.object({
	waybillId: z
		.string()
		.min(1)
		.max(64)
		.openapi({ param: { name: "waybillId", in: "path" } }),
});
