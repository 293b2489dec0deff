import { z } from "@hono/zod-openapi";
import { multiLine } from "../../../platform/text";
import { ListQuery } from "../access/schemas";

// Spec 002 "Shift" (issue 19): outletId, openingFloat, countedCash, notes; statuses OPEN, CLOSED.

const Cash = z.number().int().min(0).max(1_000_000_000);
export const OpenShift = z
	.strictObject({ outletId: z.string().min(1).max(64), openingFloat: Cash })
	.openapi("PosOpenShift");
export const CloseShift = z
	.strictObject({ countedCash: Cash, notes: multiLine(1000, { min: 0 }).nullable().optional() })
	.openapi("PosCloseShift");
export const ShiftQuery = ListQuery.extend({
	outletId: z.string().min(1).max(64).optional(),
	status: z.enum(["OPEN", "CLOSED"]).optional(),
});
export const CurrentQuery = z.object({ outletId: z.string().min(1).max(64) });

export const Shift = z
	.object({
		id: z.string(),
		outletId: z.string(),
		status: z.enum(["OPEN", "CLOSED"]),
		openingFloat: z.number().int(),
		expectedCash: z.number().int().nullable(),
		countedCash: z.number().int().nullable(),
		difference: z.number().int().nullable(),
		notes: z.string().nullable(),
		openedAt: z.string(),
		closedAt: z.string().nullable(),
	})
	.openapi("PosShift");
