// Spec 002 "Reports" (issue 19): thin handlers. The window (window.ts) is read in the outlet's
// timezone, so an outletId is resolved first (another workspace's → 404); the sums are the store's.
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { router } from "../../../platform/app";
import type { AppEnv } from "../../../platform/context";
import { ok } from "../../../platform/envelope";
import { ApiError } from "../../../platform/errors";
import { jsonResponse } from "../../../platform/openapi";
import { notFound, type PosScope, posErrors, scopeOf } from "../context";
import { levelView } from "../inventory/adjust-stock";
import { getOutlet } from "../outlets/store";
import { getShift, type ShiftRow } from "../shifts/store";
import {
	DaySales,
	LowStock,
	LowStockQuery,
	SalesByDayQuery,
	Summary,
	SummaryQuery,
	TopProduct,
	TopProductsQuery,
} from "./schemas";
import { byDay, lowStock, summaryOf, topProducts } from "./store";
import { daysView, summaryView } from "./view";
import { type WindowQuery as Bounds, DEFAULT_TIME_ZONE, reportWindow } from "./window";

const app = router();
/** A shift's own window: opened to closed (or now), as the summary's from/to. */
const shiftSpan = (sh: ShiftRow) => ({
	from: new Date(sh.openedAt).toISOString(),
	to: new Date(sh.closedAt ?? Date.now()).toISOString(),
});
const P = "/api/v1/reports";
const WINDOW =
	"COMPLETED sales rung (soldAt) in the window: from/to as ISO 8601 datetimes or YYYY-MM-DD local days (the outlet's timezone, Asia/Jakarta without outletId); default the last 30 local days, today included; from after to or over 366 days → 400.";

/** The outlet (404 when not this workspace's) and the window in its timezone (400 when malformed). */
async function windowFor(c: Context<AppEnv>, s: PosScope, q: Bounds & { outletId?: string }) {
	const outlet = q.outletId ? await getOutlet(c.env, s, q.outletId) : null;
	if (q.outletId && !outlet) throw notFound("outlet");
	const w = reportWindow(q, outlet?.timezone ?? DEFAULT_TIME_ZONE, Date.now());
	if (!w.ok) throw new ApiError(400, "validation_error", w.problem.message, w.problem.param);
	return w.value;
}

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/summary`,
		summary: "Sales totals, voided count and payments by method over a window",
		description: `${WINDOW} voidedCount: sales in the window completed and later voided (a discarded parked bill is not a sale). returns: the returns made in the window (when they were made, whatever day the sale was), refundsByMethod and netTotal = total − returns.total. shiftId: only that shift's sales; without from/to, all of them and the window is the shift's span.`,
		request: { query: SummaryQuery },
		responses: { 200: jsonResponse(Summary, "The summary"), ...posErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const s = scopeOf(c);
		const shift = q.shiftId ? await getShift(c.env, s, q.shiftId) : null;
		if (q.shiftId && !shift) throw notFound("shift");
		const bySoldAt = !shift || !!(q.from || q.to);
		// The shift's outlet gives the window's timezone; the outletId filter stays the caller's.
		const w = await windowFor(
			c,
			s,
			shift ? { ...q, outletId: q.outletId ?? shift.outletId, ...(bySoldAt ? {} : shiftSpan(shift)) } : q,
		);
		const filter = shift ? { shiftId: shift.id, bySoldAt } : undefined;
		return ok(c, summaryView(w, await summaryOf(c.env, s, w, q.outletId, filter)));
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/top-products`,
		summary: "Best-selling variants by quantity (limit 1-100, default 10)",
		description: `${WINDOW} Ties by total, then variantId.`,
		request: { query: TopProductsQuery },
		responses: { 200: jsonResponse(z.array(TopProduct), "Variants, most sold first"), ...posErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const s = scopeOf(c);
		const rows = await topProducts(c.env, s, await windowFor(c, s, q), q.limit, q.outletId);
		return ok(
			c,
			rows.map(({ lastSoldAt: _, ...r }) => ({ ...r, netQuantity: r.quantity - r.returnedQuantity })),
		);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/sales-by-day`,
		summary: "COMPLETED sales per outlet-local day, every day of the window, oldest first",
		description: `${WINDOW} Or days (1-365, default 30): local days ending today. A sale counts on its outlet's local day.`,
		request: { query: SalesByDayQuery },
		responses: { 200: jsonResponse(z.array(DaySales), "One row per day, zeros included"), ...posErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const s = scopeOf(c);
		const w = await windowFor(c, s, q);
		return ok(c, daysView(w, await byDay(c.env, s, w, q.outletId)));
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/low-stock`,
		summary: "Stock levels at or under their reorder point (reorderPoint > 0), shortest first",
		description: "outletId: one outlet (404 when not this workspace's), else every outlet; limit 1-500, default 100.",
		request: { query: LowStockQuery },
		responses: { 200: jsonResponse(z.array(LowStock), "Levels"), ...posErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const s = scopeOf(c);
		if (q.outletId && !(await getOutlet(c.env, s, q.outletId))) throw notFound("outlet");
		return ok(c, (await lowStock(c.env, s, q.limit, q.outletId)).map(levelView));
	},
);

export default app;
