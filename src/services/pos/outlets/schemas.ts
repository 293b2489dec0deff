import { z } from "@hono/zod-openapi";
import { multiLine, singleLine } from "../../../platform/text";
import { SERVICE_CHARGE_BASES } from "../tax/rules";

/** An IANA zone name Intl knows (Asia/Jakarta, Asia/Makassar, Asia/Jayapura, UTC, ...). */
export const TimeZone = z
	.string()
	.min(1)
	.max(64)
	.refine((tz) => {
		try {
			new Intl.DateTimeFormat("en-US", { timeZone: tz });
			return true;
		} catch {
			return false;
		}
	}, "timezone must be an IANA time zone such as Asia/Jakarta");

const NAME = "The outlet's name as printed on receipts, one line of 1–100 characters";
const ADDRESS =
	"Street address printed under the name on receipts, at most 500 characters (may span lines); null when none";
const PHONE = "Phone number printed on receipts (Telp.), at most 30 characters; null when none";
const TIMEZONE =
	"IANA time zone of the outlet (e.g. Asia/Jakarta, Asia/Makassar, Asia/Jayapura): receipt times and the local days of reports follow it";
const TAX_RATE =
	"Tax rate in basis points of 10,000 (11 % is 1100; 0 means no tax), 0–10000: the standard rate, applied line by line to products whose taxCategory is standard (the default)";
const TAX_INCLUSIVE =
	"true: prices already include the tax (it is taken out of the total); false: the tax is added on top of the prices";
const SC_BPS =
	"Service charge in basis points of 10,000 (5 % is 500; 0 means none), 0–10000: a percentage of each line after its discounts, added to the bill";
const SC_TAXABLE =
	"Whether each line's tax applies to its service charge too (PB1 does in Indonesian restaurants); in a tax-inclusive outlet a taxable service charge includes its tax, as prices do";
const SC_BASE = "pre_tax: the service charge is computed on the line before tax; post_tax: on the line with its tax";
const RECEIPT_HEADER =
	"Lines printed at the top of every receipt of this outlet, at most 500 characters; null when none";
const RECEIPT_FOOTER =
	"Lines printed at the bottom of every receipt of this outlet, at most 500 characters; null when none";

const RETURN_WINDOW =
	"Days after a sale (from its soldAt) its lines can be returned, 0–3,650; 0: the outlet takes no returns. Past it a return is 409 RETURN_WINDOW_EXPIRED";
const fields = {
	name: singleLine(100, { trim: true }).openapi({ description: NAME }),
	address: multiLine(500, { min: 0 }).nullable().openapi({ description: ADDRESS }),
	phone: singleLine(30, { min: 0 }).nullable().openapi({ description: PHONE }),
	timezone: TimeZone.openapi({ description: TIMEZONE, example: "Asia/Jakarta" }),
	taxRateBps: z.number().int().min(0).max(10_000).openapi({ description: TAX_RATE, example: 1100 }),
	taxInclusive: z.boolean().openapi({ description: TAX_INCLUSIVE }),
	serviceChargeBps: z.number().int().min(0).max(10_000).openapi({ description: SC_BPS, example: 500 }),
	serviceChargeTaxable: z.boolean().openapi({ description: SC_TAXABLE, example: true }),
	serviceChargeBase: z.enum(SERVICE_CHARGE_BASES).openapi({ description: SC_BASE, example: "pre_tax" }),
	receiptHeader: multiLine(500, { min: 0 }).nullable().openapi({ description: RECEIPT_HEADER }),
	receiptFooter: multiLine(500, { min: 0 }).nullable().openapi({ description: RECEIPT_FOOTER }),
	returnWindowDays: z.number().int().min(0).max(3650).openapi({ description: RETURN_WINDOW, example: 30 }),
};

export const CreateOutlet = z
	.strictObject({
		name: fields.name,
		address: fields.address.optional(),
		phone: fields.phone.optional(),
		timezone: fields.timezone.default("Asia/Jakarta").openapi({ description: `${TIMEZONE}; default Asia/Jakarta` }),
		taxRateBps: fields.taxRateBps.default(0).openapi({ description: `${TAX_RATE}; default 0` }),
		taxInclusive: fields.taxInclusive.default(false).openapi({ description: `${TAX_INCLUSIVE}; default false` }),
		serviceChargeBps: fields.serviceChargeBps.default(0).openapi({ description: `${SC_BPS}; default 0` }),
		serviceChargeTaxable: fields.serviceChargeTaxable
			.default(true)
			.openapi({ description: `${SC_TAXABLE}; default true` }),
		serviceChargeBase: fields.serviceChargeBase
			.default("pre_tax")
			.openapi({ description: `${SC_BASE}; default pre_tax` }),
		receiptHeader: fields.receiptHeader.optional(),
		receiptFooter: fields.receiptFooter.optional(),
		returnWindowDays: fields.returnWindowDays.default(30).openapi({ description: `${RETURN_WINDOW}; default 30` }),
	})
	.openapi("PosCreateOutlet", {
		description: "A new outlet (a shop or till location); counts against the plan's active outlets",
	});

export const PatchOutlet = z
	.strictObject({
		name: fields.name.optional(),
		address: fields.address.optional(),
		phone: fields.phone.optional(),
		timezone: fields.timezone.optional(),
		taxRateBps: fields.taxRateBps.optional(),
		taxInclusive: fields.taxInclusive.optional(),
		serviceChargeBps: fields.serviceChargeBps.optional(),
		serviceChargeTaxable: fields.serviceChargeTaxable.optional(),
		serviceChargeBase: fields.serviceChargeBase.optional(),
		receiptHeader: fields.receiptHeader.optional(),
		receiptFooter: fields.receiptFooter.optional(),
		returnWindowDays: fields.returnWindowDays.optional(),
		isActive: z.boolean().optional().openapi({
			description:
				"false deactivates the outlet (as DELETE does: no new sales or shifts); true reactivates it, within the plan's outlet limit (else 403 LIMIT_REACHED)",
		}),
	})
	.openapi("PosPatchOutlet", { description: "Only the fields sent change; null clears a nullable field" });

export const Outlet = z
	.object({
		id: z.string(),
		name: z.string().openapi({ description: NAME }),
		address: z.string().nullable().openapi({ description: ADDRESS }),
		phone: z.string().nullable().openapi({ description: PHONE }),
		timezone: z.string().openapi({ description: TIMEZONE }),
		taxRateBps: z.number().int().openapi({ description: TAX_RATE }),
		taxInclusive: z.boolean().openapi({ description: TAX_INCLUSIVE }),
		serviceChargeBps: z.number().int().openapi({ description: SC_BPS, example: 500 }),
		serviceChargeTaxable: z.boolean().openapi({ description: SC_TAXABLE, example: true }),
		serviceChargeBase: z.enum(SERVICE_CHARGE_BASES).openapi({ description: SC_BASE, example: "pre_tax" }),
		receiptHeader: z.string().nullable().openapi({ description: RECEIPT_HEADER }),
		receiptFooter: z.string().nullable().openapi({ description: RECEIPT_FOOTER }),
		returnWindowDays: z.number().int().openapi({ description: RETURN_WINDOW, example: 30 }),
		isActive: z.boolean().openapi({
			description:
				"false once deactivated (DELETE or PATCH isActive false): it takes no new sales, shifts or transfers and does not count against the plan",
		}),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("PosOutlet", {
		description: "A shop or till location: its receipt details, time zone and tax rule (ids out_…)",
	});
