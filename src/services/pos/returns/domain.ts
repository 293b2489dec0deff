// Returns (issue 43), pure and exact. A return's amounts come from the sale's own line amounts
// (tax/rules.ts made and stored them), pro-rated by cumulative half-up rounding: after R of a line's
// Q units are returned, R/Q of each amount has been given back, round(amount × R / Q) half up, and a
// return of r more units takes round(amount × (R + r) / Q) − round(amount × R / Q). So returns
// summing to the whole line give back exactly the line, whatever the order or sizes, and the sale
// nets to zero once everything came back. A return's refund is made of its shares (total − order
// discount + service charge, + tax when exclusive), so it adds up the way a sale's total does.
import { fail, pointsEarned, type Result } from "../sales/domain";
import { type LineRate, mulDivHalfUp, shareOut, type TaxLine, taxSummary } from "../tax/rules";

/** The amounts of a sale line that a return gives back a share of. */
export interface LineAmounts {
	total: number;
	orderDiscountShare: number;
	serviceCharge: number;
	taxable: number;
	tax: number;
	/** What the line cost the customer: total − orderDiscountShare + serviceCharge (+ tax when exclusive). */
	refund: number;
}
type AmountKey = keyof LineAmounts;
const SHARED: Array<Exclude<AmountKey, "refund">> = ["total", "orderDiscountShare", "serviceCharge", "taxable", "tax"];

export interface SaleForReturn {
	total: number;
	orderDiscount: number;
	serviceChargeTotal: number;
	taxTotal: number;
	taxInclusive: boolean;
}
export interface LineForReturn extends Omit<LineAmounts, "refund"> {
	quantity: number;
	returnedQuantity: number;
}

const due = (l: Omit<LineAmounts, "refund">, inclusive: boolean) =>
	l.total - l.orderDiscountShare + l.serviceCharge + (inclusive ? 0 : l.tax);

/**
 * Each line's amounts. A sale rung before line-level tax stored none (its lines' shares are 0 and do
 * not add up to its total): its order discount, service charge and tax are spread over the lines by
 * the same cumulative rule the order discount uses (the service charge and tax by what each line
 * cost after its discount share), which adds up to the sale's own figures exactly.
 */
export function lineAmounts(sale: SaleForReturn, lines: Array<Omit<LineAmounts, "refund">>): LineAmounts[] {
	const stored = lines.map((l) => ({ ...l, refund: due(l, sale.taxInclusive) }));
	const sum = (k: keyof LineAmounts) => stored.reduce((s, l) => s + l[k], 0);
	const consistent =
		sum("refund") === sale.total &&
		sum("tax") === sale.taxTotal &&
		sum("serviceCharge") === sale.serviceChargeTotal &&
		sum("orderDiscountShare") === sale.orderDiscount;
	if (consistent) return stored;
	const shares = shareOut(
		lines.map((l) => l.total),
		sale.orderDiscount,
	);
	const nets = lines.map((l, i) => l.total - (shares[i] as number));
	const charges = shareOut(nets, sale.serviceChargeTotal);
	const taxes = shareOut(nets, sale.taxTotal);
	return lines.map((l, i) => {
		const net = nets[i] as number;
		const serviceCharge = charges[i] as number;
		const tax = taxes[i] as number;
		const gross = net + serviceCharge;
		return {
			total: l.total,
			orderDiscountShare: shares[i] as number,
			serviceCharge,
			taxable: sale.taxInclusive ? gross - tax : gross,
			tax,
			refund: sale.taxInclusive ? gross : gross + tax,
		};
	});
}

/** The share of a line's amounts that returning `quantity` more units (after `before`) gives back. */
export function returnShare(
	line: Omit<LineAmounts, "refund">,
	lineQuantity: number,
	before: number,
	quantity: number,
	inclusive: boolean,
): LineAmounts {
	const upTo = (k: AmountKey, n: number) => mulDivHalfUp(line[k as keyof typeof line], n, lineQuantity);
	const out = {} as Omit<LineAmounts, "refund">;
	for (const k of SHARED) out[k] = upTo(k, before + quantity) - upTo(k, before);
	return { ...out, refund: due(out, inclusive) };
}

export interface ReturnRequestLine {
	/** The index of the sale line. */
	line: number;
	quantity: number;
}

export interface PricedReturn {
	lines: LineAmounts[];
	subtotal: number;
	orderDiscount: number;
	serviceCharge: number;
	taxTotal: number;
	total: number;
}

/**
 * Prices a return of some of a sale's lines; refuses a line asked twice and more units than are
 * left (`param` names the request's items.N). Each request line is priced after the units already
 * returned.
 */
export function priceReturn(
	sale: SaleForReturn,
	saleLines: LineForReturn[],
	asked: ReturnRequestLine[],
): Result<PricedReturn> {
	const amounts = lineAmounts(sale, saleLines);
	const seen = new Set<number>();
	const lines: LineAmounts[] = [];
	for (const [i, a] of asked.entries()) {
		const l = saleLines[a.line] as LineForReturn;
		if (seen.has(a.line)) return fail(`items.${i}.saleItemId`, "Each sale line may appear once in a return");
		seen.add(a.line);
		const left = l.quantity - l.returnedQuantity;
		if (a.quantity > left)
			return fail(
				`items.${i}.quantity`,
				left === 0
					? "Every unit of this line was already returned"
					: `Only ${left} of ${l.quantity} units of this line are left to return`,
			);
		lines.push(
			returnShare(amounts[a.line] as LineAmounts, l.quantity, l.returnedQuantity, a.quantity, sale.taxInclusive),
		);
	}
	const sum = (k: AmountKey) => lines.reduce((s, l) => s + l[k], 0);
	return {
		ok: true,
		value: {
			lines,
			subtotal: sum("total"),
			orderDiscount: sum("orderDiscountShare"),
			serviceCharge: sum("serviceCharge"),
			taxTotal: sum("tax"),
			total: sum("refund"),
		},
	};
}

/** The tax a return gives back, one entry per rate, as a sale lists its taxes. */
export const returnTaxes = (lines: Array<{ rate: LineRate; taxable: number; tax: number }>): TaxLine[] =>
	taxSummary(lines);

export interface PaymentForRefund {
	position: number;
	method: string;
	amount: number;
	/** What earlier returns refunded against this payment. */
	refunded: number;
}
export interface RefundPlan {
	paymentPosition: number;
	method: string;
	amount: number;
}

/**
 * The refunds of a return. Asked for: each {method, amount} is taken from the sale's payments of
 * that method, in the order paid, up to what is left of each; they must add up to the return's
 * total and never take more than a method was paid. Not asked for: the total goes back to the
 * payments in the order paid, each up to what is left of it (Square's "refund to the original tender").
 */
export function planRefunds(
	payments: PaymentForRefund[],
	total: number,
	asked?: Array<{ method: string; amount: number }>,
): Result<RefundPlan[]> {
	const left = new Map(payments.map((p) => [p.position, p.amount - p.refunded]));
	const take = (method: string | null, amount: number, out: RefundPlan[]) => {
		let rest = amount;
		for (const p of payments) {
			if (rest === 0) break;
			if (method && p.method !== method) continue;
			const n = Math.min(rest, left.get(p.position) ?? 0);
			if (n <= 0) continue;
			left.set(p.position, (left.get(p.position) ?? 0) - n);
			out.push({ paymentPosition: p.position, method: p.method, amount: n });
			rest -= n;
		}
		return rest;
	};
	const out: RefundPlan[] = [];
	if (!asked) {
		if (take(null, total, out) > 0)
			return fail("refunds", "The sale's payments have less left to refund than this return");
		return { ok: true, value: out };
	}
	const sum = asked.reduce((s, r) => s + r.amount, 0);
	if (sum !== total)
		return fail("refunds", `The refunds add up to ${sum}; this return gives back ${total} (whole IDR)`);
	for (const [i, r] of asked.entries()) {
		if (!payments.some((p) => p.method === r.method))
			return fail(`refunds.${i}.method`, `The sale was not paid by ${r.method}: refunds go back the way it was paid`);
		if (take(r.method, r.amount, out) > 0)
			return fail(`refunds.${i}.amount`, `More than what is left of the sale's ${r.method} payments`);
	}
	return { ok: true, value: out.filter((r) => r.amount > 0) };
}

/** Loyalty points a return takes back: what the sale's net total no longer earns. */
export function pointsTaken(earned: number, total: number, returnedBefore: number, returnedNow: number) {
	if (earned <= 0) return 0;
	const before = Math.min(earned, pointsEarned(total - returnedBefore));
	return Math.max(0, before - pointsEarned(total - returnedBefore - returnedNow));
}

export const DAY_MS = 86_400_000;
export const RETURN_WINDOW_DAYS_MAX = 3_650;

/** Whether a sale sold at `soldAt` can still be returned at `now` under a window of `days` (0: never). */
export const withinWindow = (soldAt: number, now: number, days: number) => days > 0 && now - soldAt <= days * DAY_MS;
