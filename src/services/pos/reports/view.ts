// Report answers from the store's aggregates: every payment method and every day present, zeros
// included, so a client can chart them without filling gaps.
import { PAYMENT_METHODS } from "../sales/domain";
import type { byDay, summaryOf } from "./store";
import { daysOf, type ReportWindow } from "./window";

type Summary = Awaited<ReturnType<typeof summaryOf>>;

export function summaryView(w: ReportWindow, r: Summary) {
	const { methods, taxes, returns, refunds, ...totals } = r;
	const refundsByMethod = Object.fromEntries(PAYMENT_METHODS.map((m) => [m, 0]));
	for (const f of refunds) refundsByMethod[f.method] = f.amount;
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
		returns: {
			count: returns?.count ?? 0,
			subtotal: returns?.subtotal ?? 0,
			serviceChargeTotal: returns?.serviceChargeTotal ?? 0,
			taxTotal: returns?.taxTotal ?? 0,
			total: returns?.total ?? 0,
		},
		refundsByMethod: refundsByMethod as Record<(typeof PAYMENT_METHODS)[number], number>,
		netTotal: (totals.total ?? 0) - (returns?.total ?? 0),
	};
}

/** Every local day of the window, oldest first, with 0 where nothing sold or came back. */
export function daysView(w: ReportWindow, { sold, back: returned }: Awaited<ReturnType<typeof byDay>>) {
	const got = new Map(sold.map((r) => [r.date, r]));
	const back = new Map(returned.map((r) => [r.date, r.total]));
	return daysOf(w).map((date) => {
		const total = got.get(date)?.total ?? 0;
		const returnsTotal = back.get(date) ?? 0;
		return { date, salesCount: got.get(date)?.salesCount ?? 0, total, returnsTotal, netTotal: total - returnsTotal };
	});
}
