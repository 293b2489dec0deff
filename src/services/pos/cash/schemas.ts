import { z } from "@hono/zod-openapi";
import { singleLine } from "../../../platform/text";
import { ListQuery } from "../access/schemas";
import { PAYMENT_METHODS } from "../sales/domain";
import { MOVEMENT_TYPES } from "../shifts/drawer";
import { SaleTax } from "../tax/schemas";

// Issue 43 "Cash management": cash movements on an OPEN shift and the X / Z shift report.

const Int = z.number().int();
const TYPE =
	"paid_in: cash put into the drawer (change from the bank); paid_out: cash paid from it (a supplier, an expense); drop: cash taken to the safe";

export const NewCashMovement = z
	.strictObject({
		type: z.enum(MOVEMENT_TYPES).openapi({ description: TYPE, example: "paid_out" }),
		amount: Int.min(1).max(1_000_000_000).openapi({
			description: "Whole IDR (integer rupiah), 1–1,000,000,000; the type gives its sign",
			example: 50_000,
		}),
		reason: singleLine(200, { trim: true }).openapi({
			description: "Why, 1–200 characters on one line (printed on the shift report)",
			example: "Beli es batu",
		}),
	})
	.openapi("PosNewCashMovement", { description: "Cash moved in or out of an OPEN shift's drawer without a sale" });

export const MovementQuery = ListQuery;

export const CashMovement = z
	.object({
		id: z.string().openapi({ description: "The movement (cmv_…)", example: "cmv_01JD8Z6W7Q4X2C5V9B3N1M0K8J" }),
		shiftId: z.string().openapi({ description: "The shift whose drawer moved (shf_…)" }),
		outletId: z.string().openapi({ description: "The shift's outlet (out_…)" }),
		type: z.enum(MOVEMENT_TYPES).openapi({ description: TYPE, example: "paid_out" }),
		amount: Int.openapi({ description: "Whole IDR, > 0", example: 50_000 }),
		reason: z.string().openapi({ description: "Why, as recorded", example: "Beli es batu" }),
		actor: z.string().openapi({
			description: "Who recorded it: the API key (key_…) or the signed-in user of the session",
			example: "key_01JD8Z6W7Q4X2C5V9B3N1M0K8J",
		}),
		staffId: z.string().nullable().openapi({
			description: "The staff member who recorded it; null until staff members exist (then the till's staff member)",
			example: null,
		}),
		createdAt: z.string().openapi({ description: "When it was recorded (ISO 8601, UTC)" }),
	})
	.openapi("PosCashMovement", { description: "Cash moved in or out of a shift's drawer without a sale" });

export const ReportQuery = z.object({
	format: z
		.enum(["json", "html", "pdf"])
		.default("json")
		.openapi({
			param: { name: "format", in: "query" },
			description: "json (default, the envelope), html or pdf: receipt-width, printed like a sale's receipt",
		}),
	width: z
		.enum(["58", "80"])
		.default("80")
		.transform((w) => (w === "58" ? 58 : 80))
		.openapi({
			param: { name: "width", in: "query" },
			description: "Thermal roll width in mm for html/pdf: 58 or 80 (default)",
		}),
});

const Sums = z
	.object({
		count: Int.openapi({ description: "Sales", example: 42 }),
		subtotal: Int.openapi({ description: "Σ subtotals, whole IDR", example: 1_250_000 }),
		discountTotal: Int.openapi({ description: "Σ item and order discounts, whole IDR", example: 25_000 }),
		taxTotal: Int.openapi({ description: "Σ tax, whole IDR", example: 134_750 }),
		serviceChargeTotal: Int.openapi({ description: "Σ service charges, whole IDR", example: 62_500 }),
		total: Int.openapi({ description: "Σ totals, whole IDR", example: 1_359_750 }),
		cash: Int.openapi({ description: "Σ their CASH amounts (not tendered), whole IDR", example: 600_000 }),
	})
	.openapi("PosShiftReportSums", { description: "Sums over a set of the shift's sales" });

const MethodTotal = z
	.object({
		count: Int.openapi({ description: "Payments made with this method", example: 12 }),
		amount: Int.openapi({ description: "Σ their amounts, whole IDR", example: 600_000 }),
	})
	.openapi("PosShiftReportMethod", { description: "The payments of one method in the shift" });

const Cash = z
	.object({
		openingFloat: Int.openapi({ description: "Cash in the drawer at opening, whole IDR", example: 200_000 }),
		cashSales: Int.openapi({
			description: "CASH amounts of the sales completed in the shift (a later void included: that cash came in)",
			example: 600_000,
		}),
		cashVoids: Int.openapi({ description: "Cash of sales voided while the shift was open", example: 20_000 }),
		cashRefunds: Int.openapi({
			description: "Cash refunded by returns from this drawer (0 until returns exist)",
			example: 0,
		}),
		paidIn: Int.openapi({ description: "Σ paid_in movements", example: 100_000 }),
		paidOut: Int.openapi({ description: "Σ paid_out movements", example: 50_000 }),
		drops: Int.openapi({ description: "Σ drop movements (cash to the safe)", example: 500_000 }),
		expected: Int.openapi({
			description: "openingFloat + cashSales − cashVoids − cashRefunds + paidIn − paidOut − drops",
			example: 330_000,
		}),
		counted: Int.nullable().openapi({ description: "Cash counted at closing; null in an X report", example: 325_000 }),
		difference: Int.nullable().openapi({
			description: "counted − expected (negative: short); null in an X report",
			example: -5_000,
		}),
	})
	.openapi("PosShiftReportCash", { description: "The drawer: its parts, what it should hold and what was counted" });

const Staff = z
	.object({
		actor: z.string().openapi({
			description: "Who: the staff member when recorded, else the API key or session user",
			example: "key_01JD8Z6W7Q4X2C5V9B3N1M0K8J",
		}),
		name: z.string().nullable().openapi({
			description: "The staff member's name or the key's name; null for a user of the identity provider",
			example: "Till 1",
		}),
		salesCount: Int.openapi({ description: "Sales they rang that took payment in this shift", example: 30 }),
		salesTotal: Int.openapi({ description: "Σ those sales' totals, whole IDR", example: 990_000 }),
		cashSales: Int.openapi({ description: "Σ their CASH amounts, whole IDR", example: 420_000 }),
		voidsCount: Int.openapi({
			description:
				"Completed sales this staff member voided while the shift was open (0 for a key or user: a void records its member only)",
			example: 1,
		}),
		voidsTotal: Int.openapi({ description: "Σ the totals of those voided sales, whole IDR", example: 33_000 }),
		returnsCount: Int.openapi({ description: "Returns they made while the shift was open", example: 1 }),
		returnsTotal: Int.openapi({ description: "Σ what those returns refunded, whole IDR", example: 11_079 }),
		movements: Int.openapi({ description: "Cash movements they recorded", example: 2 }),
		movementsNet: Int.openapi({
			description: "Σ paid_in − paid_out − drops they recorded, whole IDR",
			example: -450_000,
		}),
	})
	.openapi("PosShiftReportStaff", { description: "One person's part of the shift" });

export const ShiftReport = z
	.object({
		kind: z.enum(["X", "Z"]).openapi({
			description: "X: a mid-shift reading while OPEN (it changes); Z: the final report of a CLOSED shift",
			example: "Z",
		}),
		shiftId: z.string().openapi({ description: "The shift (shf_…)" }),
		outletId: z.string().openapi({ description: "Its outlet (out_…)" }),
		status: z.enum(["OPEN", "CLOSED"]).openapi({ description: "The shift's status when read", example: "CLOSED" }),
		openedAt: z.string().openapi({ description: "When it opened (ISO 8601, UTC)" }),
		closedAt: z.string().nullable().openapi({ description: "When it closed (ISO 8601, UTC); null while OPEN" }),
		sales: Sums.openapi({
			description: "Sales that took payment in the shift: completed in it, including those voided later",
		}),
		byMethod: z
			.object(
				Object.fromEntries(PAYMENT_METHODS.map((m) => [m, MethodTotal])) as Record<
					(typeof PAYMENT_METHODS)[number],
					typeof MethodTotal
				>,
			)
			.openapi({ description: "Every payment method: payments count and Σ amount (they add up to sales.total)" }),
		voids: Sums.openapi({ description: "Completed sales voided while the shift was open (wherever they were rung)" }),
		returns: z
			.object({
				count: Int.openapi({ description: "Returns made while the shift was open", example: 1 }),
				subtotal: Int.openapi({ description: "Σ their line total shares", example: 20_000 }),
				serviceChargeTotal: Int.openapi({ description: "Σ the service charge they gave back", example: 1_000 }),
				taxTotal: Int.openapi({ description: "Σ the tax they gave back", example: 2_100 }),
				total: Int.openapi({ description: "Σ what they refunded, whole IDR", example: 23_100 }),
				byMethod: z
					.object(
						Object.fromEntries(
							PAYMENT_METHODS.map((m) => [
								m,
								Int.openapi({ description: `Σ refunded by ${m}, whole IDR`, example: 0 }),
							]),
						) as Record<(typeof PAYMENT_METHODS)[number], typeof Int>,
					)
					.openapi({ description: "Σ refunded per method; CASH is the drawer's cashRefunds" }),
			})
			.openapi({ description: "Returns made while this shift was the outlet's open one (wherever the sale was rung)" }),
		netTotal: Int.openapi({ description: "sales.total − voids.total − returns.total, whole IDR", example: 1_316_650 }),
		taxes: z.array(SaleTax).openapi({
			description:
				"The sales' tax per rate (from each sale's taxes), highest rate first; exempt lines at 0; the amounts add up to sales.taxTotal",
		}),
		cashMovements: z.array(CashMovement).openapi({ description: "The shift's cash movements, oldest first" }),
		cash: Cash,
		byStaff: z.array(Staff).openapi({
			description:
				"Per person who rang sales, voided or moved cash: the staff member when recorded, else the key or user",
		}),
		generatedAt: z.string().openapi({ description: "When this report was read (ISO 8601, UTC)" }),
	})
	.openapi("PosShiftReport", {
		description: "A shift's X report (while OPEN) or Z report (CLOSED): sales, voids, tax, cash and staff",
	});

export const ReportDocument = {
	"application/json": { schema: z.object({ data: ShiftReport }) },
	"text/html": { schema: z.string().openapi({ description: "A printable HTML document at the roll's width" }) },
	"application/pdf": { schema: z.string().openapi({ format: "binary", description: "A PDF one roll wide" }) },
};
