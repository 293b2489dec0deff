import { z } from "@hono/zod-openapi";
import { multiLine } from "../../../platform/text";
import { ListQuery } from "../access/schemas";

// Spec 002 "Shift" (issue 19): outletId, openingFloat, countedCash, notes; statuses OPEN, CLOSED.

const Cash = z.number().int().min(0).max(1_000_000_000);
const FLOAT = "Cash in the drawer when the shift opened, in whole IDR (integer rupiah)";
const COUNTED = "Cash counted in the drawer at closing, in whole IDR";
const NOTES = "Closing notes, at most 1000 characters (may span lines)";

export const OpenShift = z
	.strictObject({
		outletId: z
			.string()
			.min(1)
			.max(64)
			.openapi({ description: "The active outlet (out_…); one that already has an OPEN shift is 409 CONFLICT" }),
		openingFloat: Cash.openapi({ description: `${FLOAT}, 0–1,000,000,000` }),
	})
	.openapi("PosOpenShift", { description: "A shift to open at an outlet, with the cash the drawer starts with" });
export const CloseShift = z
	.strictObject({
		countedCash: Cash.openapi({ description: `${COUNTED}, 0–1,000,000,000` }),
		notes: multiLine(1000, { min: 0 })
			.nullable()
			.optional()
			.openapi({ description: `${NOTES}; null or omitted: none` }),
	})
	.openapi("PosCloseShift", {
		description: "The closing count; the shift becomes CLOSED with its expected cash and difference",
	});
export const ShiftQuery = ListQuery.extend({
	outletId: z.string().min(1).max(64).optional(),
	status: z.enum(["OPEN", "CLOSED"]).optional(),
});
export const CurrentQuery = z.object({ outletId: z.string().min(1).max(64) });

export const Shift = z
	.object({
		id: z.string(),
		outletId: z.string().openapi({ description: "The outlet the shift is at (out_…)" }),
		status: z.enum(["OPEN", "CLOSED"]).openapi({
			description: "OPEN: taking sales (one per outlet at a time); CLOSED: counted and final",
		}),
		openingFloat: z.number().int().openapi({ description: FLOAT }),
		expectedCash: z.number().int().nullable().openapi({
			description:
				"What the drawer should hold at closing, in whole IDR: openingFloat + CASH amounts of the shift's sales − cash of sales voided while it was open − cash refunds + paid-in − paid-out − drops (GET /shifts/{id}/report shows the parts); null while OPEN",
		}),
		countedCash: z
			.number()
			.int()
			.nullable()
			.openapi({ description: `${COUNTED}; null while OPEN` }),
		difference: z.number().int().nullable().openapi({
			description: "countedCash − expectedCash in whole IDR (negative: cash short); null while OPEN",
		}),
		notes: z
			.string()
			.nullable()
			.openapi({ description: `${NOTES}; null when none` }),
		openedAt: z.string().openapi({ description: "When the shift was opened (ISO 8601, UTC)" }),
		closedAt: z.string().nullable().openapi({ description: "When it was closed (ISO 8601, UTC); null while OPEN" }),
		staffId: z.string().nullable().openapi({
			description: "The staff member whose key opened it (stf_…); null for a key or token bound to none",
			example: "stf_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
		}),
		closedByStaffId: z.string().nullable().openapi({
			description: "The staff member whose key closed it; null while OPEN or for a key bound to none",
			example: null,
		}),
	})
	.openapi("PosShift", {
		description: "A cashier session at an outlet (ids shf_…): its sales' cash is reconciled when it closes",
	});
