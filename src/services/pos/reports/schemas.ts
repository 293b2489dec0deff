import { z } from "@hono/zod-openapi";
import { limitParam } from "../../../platform/openapi";
import { Level } from "../inventory/schemas";
import { PAYMENT_METHODS } from "../sales/domain";

// Spec 002 "Reports" (issue 19): aggregates over COMPLETED sales, windowed by soldAt.

const Id = z.string().min(1).max(64);
const Bound = (name: string) =>
	z
		.union([z.iso.datetime({ offset: true }), z.iso.date()])
		.optional()
		.openapi({
			param: { name, in: "query" },
			description:
				"ISO 8601 datetime (with offset), or YYYY-MM-DD meaning that whole day in the outlet's timezone (Asia/Jakarta without outletId)",
			example: "2026-05-01",
		});

/** from, to, outletId: default the last 30 local days (today included); at most 366 days. */
export const WindowQuery = z.object({
	from: Bound("from"),
	to: Bound("to"),
	outletId: Id.optional().openapi({ param: { name: "outletId", in: "query" } }),
});

export const SummaryQuery = WindowQuery.extend({
	shiftId: Id.optional().openapi({
		param: { name: "shiftId", in: "query" },
		description:
			"Only the sales of this shift (shf_…; another workspace's: 404). Without from/to the window is the shift's own (opened to closed, or now) and every sale of the shift counts whatever its soldAt",
		example: "shf_01JD8Z6W7Q4X2C5V9B3N1M0K8J",
	}),
});

export const TopProductsQuery = WindowQuery.extend({ limit: limitParam(10) });
export const SalesByDayQuery = WindowQuery.extend({
	days: z.coerce
		.number()
		.int()
		.min(1)
		.max(365)
		.optional()
		.openapi({
			param: { name: "days", in: "query" },
			description: "Local days ending today (default 30); not with from/to",
		}),
});
export const LowStockQuery = z.object({
	outletId: Id.optional().openapi({ param: { name: "outletId", in: "query" }, description: "Default: every outlet" }),
	limit: limitParam(100, 500),
});

const Int = z.number().int();
const MethodTotal = z
	.object({
		count: Int.openapi({ description: "Payments made with this method (a split sale counts each payment)" }),
		amount: Int.openapi({ description: "Σ their amounts, whole IDR (integer rupiah)" }),
	})
	.openapi("PosReportMethodTotal", { description: "The payments of one method in the window" });

const ReportTax = z
	.object({
		category: z.string().openapi({
			description: "standard (the outlets' own rate), exempt or a named rate's id (taxr_…)",
			example: "taxr_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
		}),
		name: z.string().openapi({ description: "The rate's name as last rung (PPN for standard)", example: "PB1" }),
		rateBps: Int.openapi({ description: "The rate in basis points", example: 1000 }),
		taxable: Int.openapi({ description: "Σ the amounts taxed at it, without tax, whole IDR", example: 1250000 }),
		amount: Int.openapi({ description: "Σ the tax at it, whole IDR", example: 125000 }),
	})
	.openapi("PosReportTax", { description: "The tax of one rate over the window's COMPLETED sales" });

const ReturnTotals = z
	.object({
		count: Int.openapi({ description: "Returns made in the window (by when they were made, whenever the sale was)" }),
		subtotal: Int.openapi({ description: "Σ their line total shares, whole IDR" }),
		serviceChargeTotal: Int.openapi({ description: "Σ the service charge they gave back" }),
		taxTotal: Int.openapi({ description: "Σ the tax they gave back" }),
		total: Int.openapi({ description: "Σ what they refunded, whole IDR" }),
	})
	.openapi("PosReportReturns", {
		description:
			"The returns made in the window (at the outlet, in the shift, when filtered): a sale's returns count when they happen",
	});

export const Summary = z
	.object({
		from: z.string().openapi({ description: "First instant counted (ISO 8601)" }),
		to: z.string().openapi({ description: "Last instant counted (ISO 8601)" }),
		timezone: z.string().openapi({
			description: "IANA time zone of the window's local days: the outlet's, or Asia/Jakarta without outletId",
		}),
		salesCount: Int.openapi({ description: "COMPLETED sales rung (soldAt) in the window" }),
		subtotal: Int.openapi({ description: "Σ their subtotals, whole IDR" }),
		discountTotal: Int.openapi({ description: "Σ their item and order discounts, whole IDR" }),
		serviceChargeTotal: Int.openapi({ description: "Σ their service charges, whole IDR", example: 125000 }),
		taxTotal: Int.openapi({ description: "Σ their tax, whole IDR (Σ taxes[].amount)" }),
		total: Int.openapi({ description: "Σ their totals (what customers paid), whole IDR" }),
		voidedCount: Int.openapi({ description: "Sales rung in the window, completed and later voided" }),
		byMethod: z
			.object(
				Object.fromEntries(PAYMENT_METHODS.map((m) => [m, MethodTotal])) as Record<
					(typeof PAYMENT_METHODS)[number],
					typeof MethodTotal
				>,
			)
			.openapi({ description: "Every method, payments count and Σ amount; the amounts add up to total" }),
		taxes: z.array(ReportTax).openapi({
			description:
				"Tax per rate over those sales, highest rate first: one entry per category and rate (exempt at 0); the amounts add up to taxTotal",
		}),
		returns: ReturnTotals,
		refundsByMethod: z
			.object(
				Object.fromEntries(PAYMENT_METHODS.map((m) => [m, Int])) as Record<
					(typeof PAYMENT_METHODS)[number],
					typeof Int
				>,
			)
			.openapi({
				description: "Every method, Σ refunded by the window's returns, whole IDR; they add up to returns.total",
			}),
		netTotal: Int.openapi({ description: "total − returns.total: takings after the window's returns, whole IDR" }),
	})
	.openapi("PosReportSummary", { description: "Totals of the COMPLETED sales rung in the window" });

export const TopProduct = z
	.object({
		productId: z.string().openapi({ description: "The product (prd_…)" }),
		variantId: z.string().openapi({ description: "The variant (var_…); each variant is its own row" }),
		name: z.string().openapi({ description: "As last rung" }),
		quantity: Int.openapi({
			description: "Units sold in the window's COMPLETED sales; the list is ordered by it, most first",
		}),
		total: Int.openapi({ description: "Σ those lines' totals, whole IDR" }),
		returnedQuantity: Int.openapi({ description: "Units of it returned in the window (by when returned)", example: 1 }),
		returnedTotal: Int.openapi({ description: "Σ those returned units' line total shares, whole IDR", example: 10000 }),
		netQuantity: Int.openapi({ description: "quantity − returnedQuantity", example: 11 }),
	})
	.openapi("PosReportTopProduct", { description: "A best-selling variant in the window" });

export const DaySales = z
	.object({
		date: z
			.string()
			.openapi({ description: "The local day (YYYY-MM-DD) in the report's time zone", example: "2026-05-01" }),
		salesCount: Int.openapi({ description: "COMPLETED sales rung that day (0 on a day without any)" }),
		total: Int.openapi({ description: "Σ their totals, whole IDR" }),
		returnsTotal: Int.openapi({ description: "Σ what that day's returns refunded (by the day they were made)" }),
		netTotal: Int.openapi({ description: "total − returnsTotal, whole IDR" }),
	})
	.openapi("PosReportDay", { description: "One local day of sales; every day of the window is listed, oldest first" });

export const LowStock = Level;
