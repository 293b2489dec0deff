import { z } from "@hono/zod-openapi";
import { multiLine, singleLine } from "../../../platform/text";

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

const fields = {
	name: singleLine(100, { trim: true }),
	address: multiLine(500, { min: 0 }).nullable(),
	phone: singleLine(30, { min: 0 }).nullable(),
	timezone: TimeZone,
	taxRateBps: z.number().int().min(0).max(10_000),
	taxInclusive: z.boolean(),
	receiptHeader: multiLine(500, { min: 0 }).nullable(),
	receiptFooter: multiLine(500, { min: 0 }).nullable(),
};

export const CreateOutlet = z
	.strictObject({
		name: fields.name,
		address: fields.address.optional(),
		phone: fields.phone.optional(),
		timezone: fields.timezone.default("Asia/Jakarta"),
		taxRateBps: fields.taxRateBps.default(0),
		taxInclusive: fields.taxInclusive.default(false),
		receiptHeader: fields.receiptHeader.optional(),
		receiptFooter: fields.receiptFooter.optional(),
	})
	.openapi("PosCreateOutlet");

export const PatchOutlet = z
	.strictObject({
		name: fields.name.optional(),
		address: fields.address.optional(),
		phone: fields.phone.optional(),
		timezone: fields.timezone.optional(),
		taxRateBps: fields.taxRateBps.optional(),
		taxInclusive: fields.taxInclusive.optional(),
		receiptHeader: fields.receiptHeader.optional(),
		receiptFooter: fields.receiptFooter.optional(),
		isActive: z.boolean().optional(),
	})
	.openapi("PosPatchOutlet");

export const Outlet = z
	.object({
		id: z.string(),
		name: z.string(),
		address: z.string().nullable(),
		phone: z.string().nullable(),
		timezone: z.string(),
		taxRateBps: z.number().int(),
		taxInclusive: z.boolean(),
		receiptHeader: z.string().nullable(),
		receiptFooter: z.string().nullable(),
		isActive: z.boolean(),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("PosOutlet");
