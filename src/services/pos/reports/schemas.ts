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
const MethodTotal = z.object({ count: Int, amount: Int }).openapi("PosReportMethodTotal");

export const Summary = z
	.object({
		from: z.string().openapi({ description: "First instant counted (ISO 8601)" }),
		to: z.string().openapi({ description: "Last instant counted (ISO 8601)" }),
		timezone: z.string(),
		salesCount: Int,
		subtotal: Int,
		discountTotal: Int,
		taxTotal: Int,
		total: Int,
		voidedCount: Int.openapi({ description: "Sales rung in the window, completed and later voided" }),
		byMethod: z
			.object(
				Object.fromEntries(PAYMENT_METHODS.map((m) => [m, MethodTotal])) as Record<
					(typeof PAYMENT_METHODS)[number],
					typeof MethodTotal
				>,
			)
			.openapi({ description: "Every method, payments count and Σ amount; the amounts add up to total" }),
	})
	.openapi("PosReportSummary");

export const TopProduct = z
	.object({
		productId: z.string(),
		variantId: z.string(),
		name: z.string().openapi({ description: "As last rung" }),
		quantity: Int,
		total: Int,
	})
	.openapi("PosReportTopProduct");

export const DaySales = z
	.object({ date: z.string().openapi({ example: "2026-05-01" }), salesCount: Int, total: Int })
	.openapi("PosReportDay");

export const LowStock = Level;
