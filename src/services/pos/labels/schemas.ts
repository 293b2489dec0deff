import { z } from "@hono/zod-openapi";

// GET /fulfillment/shipments/{id}/label (issue 20): the page size and the spec's eight flags. A flag is
// "true"/"1" or "false"/"0"; anything else (yes, TRUE, an empty value) is 400 VALIDATION_ERROR rather
// than a silent guess, since a wrong guess prints a phone number or a price the merchant meant to hide.

/** Page sizes in millimetres, width × height. */
export const LABEL_SIZES = {
	a4: [210, 297],
	"thermal-80x100": [80, 100],
	"thermal-100x150": [100, 150],
} as const;
export type LabelSize = keyof typeof LABEL_SIZES;

/**
 * Each flag's default when omitted: what a courier needs (both phones, the contents) is on; what a
 * recipient or a thief should not read off a parcel (prices, the insured value) is off, and the name
 * is printed whole because couriers ask for it at the door.
 */
export const FLAG_DEFAULTS = {
	showSenderPhone: true,
	showRecipientPhone: true,
	maskRecipientName: false,
	showShippingCost: false,
	showInsurance: false,
	showItems: true,
	showItemDescriptions: false,
	showItemSkus: false,
} as const;
export type LabelFlags = { [K in keyof typeof FLAG_DEFAULTS]: boolean };

const flag = (name: keyof typeof FLAG_DEFAULTS, description: string) =>
	z
		.enum(["true", "false", "1", "0"])
		.optional()
		.transform((v) => (v === undefined ? FLAG_DEFAULTS[name] : v === "true" || v === "1"))
		.openapi({
			param: { name, in: "query" },
			description: `${description} true/false or 1/0; default ${FLAG_DEFAULTS[name]}`,
		});

export const LabelQuery = z.object({
	size: z
		.enum(["a4", "thermal-80x100", "thermal-100x150"])
		.default("thermal-100x150")
		.openapi({
			param: { name: "size", in: "query" },
			description: "Page size: a4 (210×297 mm), thermal-80x100 or thermal-100x150 (default); the page is exactly that",
		}),
	showSenderPhone: flag("showSenderPhone", "Print the sender's phone."),
	showRecipientPhone: flag("showRecipientPhone", "Print the recipient's phone."),
	maskRecipientName: flag("maskRecipientName", 'Print the recipient\'s name masked ("B***i S***o").'),
	showShippingCost: flag("showShippingCost", "Print the shipping price (Ongkir)."),
	showInsurance: flag("showInsurance", "Print the insurance (Asuransi): the insured amount, or that there is none."),
	showItems: flag("showItems", "Print the contents: name × quantity and weight."),
	showItemDescriptions: flag("showItemDescriptions", "With the items, each one's description."),
	showItemSkus: flag("showItemSkus", "With the items, each one's SKU."),
});
export type LabelOptions = { size: LabelSize } & LabelFlags;

export const LabelDocument = {
	"application/pdf": {
		schema: z.string().openapi({ format: "binary", description: "One label page of exactly the size asked" }),
	},
};
