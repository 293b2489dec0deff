// What a return will be, before anything is written: the sale and the lines asked for, checked
// against the outlet's window, priced from the sale's line amounts, and the refunds planned against
// its payments. Every refusal (400, 403, 404, 409) comes from here, so nothing is written on one.
import { ApiError } from "../../../platform/errors";
import { conflict, type PosCtx, type PosScope } from "../context";
import { invalid, saleNotFound } from "../sales/settle";
import { getSale, type ItemRow } from "../sales/store";
import { planRefunds, priceReturn, withinWindow } from "./domain";
import type { CreateReturnBody } from "./schemas";
import { returnInputs } from "./store";

/** An approval token is single use: a return priced again keeps the approval its first pricing spent. */
export interface Approval {
	asked: boolean;
	by: string | null;
}

export type Quote = Awaited<ReturnType<typeof quoteReturn>>;

export async function quoteReturn(ctx: PosCtx, s: PosScope, saleId: string, b: CreateReturnBody, approval: Approval) {
	const cur = await getSale(ctx.env, s, saleId);
	if (!cur) throw saleNotFound();
	const sale = cur.sale;
	if (sale.status !== "COMPLETED") throw conflict(`The sale is ${sale.status}; only a COMPLETED sale can be returned`);
	const asked = b.items.map((it, i) => {
		const line = cur.items.findIndex((x) => x.id === it.saleItemId);
		if (line < 0) throw invalid({ param: `items.${i}.saleItemId`, message: "Not a line of this sale" });
		return { line, quantity: it.quantity };
	});
	const variantIds = [...new Set(asked.map((a) => (cur.items[a.line] as ItemRow).variantId))];
	const read = await returnInputs(ctx.env, s, { saleId, outletId: sale.outletId, variantIds });
	const now = Date.now();
	const days = read.outlet?.returnWindowDays ?? 30;
	if (!withinWindow(sale.soldAt, now, days)) throw windowExpired(days);
	const priced = priceReturn({ ...sale, taxInclusive: !!sale.taxInclusive }, cur.items, asked);
	if (!priced.ok)
		throw priced.problem.param.endsWith("quantity")
			? conflict(priced.problem.message, priced.problem.param)
			: invalid(priced.problem);
	const payments = cur.payments.map((x) => ({ ...x, refunded: read.refunded.get(x.position) ?? 0 }));
	const plan = planRefunds(payments, priced.value.total, b.refunds);
	if (!plan.ok) throw invalid(plan.problem);
	const cash = plan.value.some((r) => r.method === "CASH");
	if (cash && !read.shift)
		throw conflict("A cash refund is paid from the drawer: open a shift at this outlet first", "refunds");
	if (read.threshold != null && priced.value.total > read.threshold && !approval.asked) {
		approval.by = (await s.demand?.("returns.over_threshold")) ?? null;
		approval.asked = true;
	}
	return { ...cur, asked, read, now, priced: priced.value, refunds: plan.value, cash };
}

const windowExpired = (days: number) =>
	new ApiError(
		409,
		"return_window_expired",
		days === 0
			? "This outlet takes no returns (its returnWindowDays is 0)"
			: `The sale is more than ${days} days old: past this outlet's return window (returnWindowDays)`,
	);
