// Report answers from the store's aggregates: every payment method and every day present, zeros
// included, so a client can chart them without filling gaps.
import { PAYMENT_METHODS } from "../sales/domain";
import type { salesByDay, summaryOf } from "./store";
import { daysOf, type ReportWindow } from "./window";

type Summary = Awaited<ReturnType<typeof summaryOf>>;

export function summaryView(w: ReportWindow, r: Summary) {
	const { methods, taxes, ...totals } = r;
	const byMethod = Object.fromEntries(PAYMENT_METHODS.map((m) => [m, { count: 0, amount: 0 }]));
	for (const m of methods) byMethod[m.method] = { count: m.count, amount: m.amount };
	return {
		from: new Date(w.start).toISOString(),
		to: new Date(w.end - 1).toISOString(),
		timezone: w.timeZone,
		...totals,
		byMethod: byMethod as Record<(typeof PAYMENT_METHODS)[number], { count: number; amount: number }>,
		taxes: taxes.map((t) => ({
			category: t.category,
			name: t.name,
			rateBps: Number(t.rateBps),
			taxable: Number(t.taxable),
			amount: Number(t.amount),
		})),
	};
}

/** Every local day of the window, oldest first, with 0 where nothing sold. */
export function daysView(w: ReportWindow, rows: Awaited<ReturnType<typeof salesByDay>>) {
	const got = new Map(rows.map((r) => [r.date, r]));
	return daysOf(w).map((date) => ({
		date,
		salesCount: got.get(date)?.salesCount ?? 0,
		total: got.get(date)?.total ?? 0,
	}));
}
