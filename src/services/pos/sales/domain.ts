// Sale totals (issue 19, REFERENCE "Point of sale"), pure and exact: whole-IDR integers, BigInt
// where a product could pass 2^53, half-up rounding to whole rupiah. The server computes every
// total; the till only sends what was rung. Tax and service charge are computed per line (../tax/rules.ts).

import {
	type LineRate,
	mulDivHalfUp,
	NO_SERVICE_CHARGE,
	rateOf,
	type ServiceCharge,
	type TaxLine,
	taxLines,
	taxSummary,
} from "../tax/rules";

export const QUANTITY_MAX = 10_000;
export const PAYMENT_METHODS = ["CASH", "QRIS", "CARD", "OTHER"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface ItemInput {
	/** The variant's catalogue price, used when unitPrice is not sent. */
	catalogPrice: number;
	unitPrice?: number;
	quantity: number;
	discount?: number;
	modifiers?: Array<{ name: string; price: number }>;
	/** The line's tax rate (its product's category); default the outlet's (standard). */
	rate?: LineRate;
}

export interface SaleInput {
	items: ItemInput[];
	orderDiscount?: number;
	taxRateBps: number;
	taxInclusive: boolean;
	/** The outlet's service charge; default none. */
	serviceCharge?: ServiceCharge;
}

export interface Line {
	unit: number;
	quantity: number;
	discount: number;
	/** unit × quantity − discount: the line before the order discount. */
	total: number;
	orderDiscountShare: number;
	serviceCharge: number;
	taxable: number;
	tax: number;
	rate: LineRate;
}

export interface Totals {
	lines: Line[];
	subtotal: number;
	orderDiscount: number;
	/** Item discounts and the order discount together. */
	discountTotal: number;
	serviceChargeTotal: number;
	taxTotal: number;
	total: number;
	taxes: TaxLine[];
}

export type Problem = { param: string; message: string };
export type Result<T> = { ok: true; value: T } | { ok: false; problem: Problem };

/** A refusal naming the field at fault (the 400's `param`); shared by the POS rules that answer Results. */
export const fail = (param: string, message: string): { ok: false; problem: Problem } => ({
	ok: false,
	problem: { param, message },
});

export { mulDivHalfUp };

/**
 * Lines, subtotal, service charge, tax and total. unit = unitPrice (default the catalogue price) +
 * modifier prices; line = unit × quantity − discount (0 ≤ discount ≤ unit × quantity); subtotal =
 * Σ lines; 0 ≤ orderDiscount ≤ subtotal, shared out over the lines (tax/rules.ts shareOut); then each
 * line's service charge and tax at its own rate (tax/rules.ts taxLine). The sale's amounts are the sums
 * of its lines': total = subtotal − orderDiscount + serviceChargeTotal (+ taxTotal when exclusive).
 */
export function computeTotals(s: SaleInput): Result<Totals> {
	if (s.items.length === 0) return fail("items", "A sale has at least one item");
	const rung: Array<Pick<Line, "unit" | "quantity" | "discount" | "total" | "rate">> = [];
	for (const [i, it] of s.items.entries()) {
		if (!Number.isInteger(it.quantity) || it.quantity < 1 || it.quantity > QUANTITY_MAX)
			return fail(`items.${i}.quantity`, `quantity is a whole number from 1 to ${QUANTITY_MAX}`);
		const unit = (it.unitPrice ?? it.catalogPrice) + (it.modifiers ?? []).reduce((sum, m) => sum + m.price, 0);
		const gross = unit * it.quantity;
		const discount = it.discount ?? 0;
		if (discount < 0 || discount > gross)
			return fail(`items.${i}.discount`, `discount is 0 to ${gross} (the line before discount)`);
		const rate = it.rate ?? rateOf("standard", s.taxRateBps, null);
		rung.push({ unit, quantity: it.quantity, discount, total: gross - discount, rate });
	}
	const subtotal = rung.reduce((sum, l) => sum + l.total, 0);
	const orderDiscount = s.orderDiscount ?? 0;
	if (orderDiscount < 0 || orderDiscount > subtotal)
		return fail("orderDiscount", `orderDiscount is 0 to ${subtotal} (the subtotal)`);
	const taxed = taxLines(
		rung.map((l) => l.total),
		rung.map((l) => l.rate.rateBps),
		orderDiscount,
		s.taxInclusive,
		s.serviceCharge ?? NO_SERVICE_CHARGE,
	);
	const lines: Line[] = rung.map((l, i) => {
		const { due: _, ...t } = taxed[i] as (typeof taxed)[number];
		return { ...l, ...t };
	});
	const sum = (f: (l: (typeof taxed)[number]) => number) => taxed.reduce((acc, l) => acc + f(l), 0);
	const discountTotal = lines.reduce((acc, l) => acc + l.discount, 0) + orderDiscount;
	return {
		ok: true,
		value: {
			lines,
			subtotal,
			orderDiscount,
			discountTotal,
			serviceChargeTotal: sum((l) => l.serviceCharge),
			taxTotal: sum((l) => l.tax),
			total: sum((l) => l.due),
			taxes: taxSummary(lines),
		},
	};
}

export interface PaymentInput {
	method: PaymentMethod;
	amount: number;
	tendered?: number;
	/** A Pasar payments payment (py_…) this QRIS or CARD amount was taken through. */
	paymentId?: string;
}

type Settled = Required<Omit<PaymentInput, "paymentId">> & { paymentId: string | null };

/**
 * A COMPLETED sale's payments: amounts sum to the total; tendered only on CASH, at least its
 * amount (default the amount). Returns the payments with tendered filled in and the change.
 */
export function settlePayments(
	total: number,
	payments: PaymentInput[],
): Result<{ payments: Settled[]; changeTotal: number }> {
	if (payments.length === 0) return fail("payments", "A completed sale needs its payments");
	const out: Settled[] = [];
	for (const [i, p] of payments.entries()) {
		if (p.amount < 0) return fail(`payments.${i}.amount`, "amount is at least 0");
		if (p.tendered !== undefined && p.method !== "CASH")
			return fail(`payments.${i}.tendered`, "tendered is for CASH payments only");
		const tendered = p.tendered ?? p.amount;
		if (tendered < p.amount) return fail(`payments.${i}.tendered`, "tendered is at least the amount");
		if (p.paymentId !== undefined && p.method !== "QRIS" && p.method !== "CARD")
			return fail(`payments.${i}.paymentId`, "paymentId is for QRIS and CARD payments taken through Pasar payments");
		if (p.paymentId !== undefined && out.some((o) => o.paymentId === p.paymentId))
			return fail(`payments.${i}.paymentId`, "A payment can pay one part of a sale once");
		out.push({ method: p.method, amount: p.amount, tendered, paymentId: p.paymentId ?? null });
	}
	const paid = out.reduce((sum, p) => sum + p.amount, 0);
	if (paid !== total) return fail("payments", `payments add up to ${paid}; the total is ${total}`);
	return { ok: true, value: { payments: out, changeTotal: out.reduce((sum, p) => sum + (p.tendered - p.amount), 0) } };
}

/** Loyalty a COMPLETED sale with a customer earns: a point per whole 1,000 of its total. */
export const pointsEarned = (total: number) => Math.floor(total / 1_000);

/** What the stock rules need of a variant (catalogue stockInfo). */
export interface StockRule {
	trackStock: boolean;
	requiresBatch: boolean;
	isComposite: boolean;
	components: Array<{ variantId: string; quantity: number }>;
}

/**
 * The stock a sale takes, one entry per variant: a tracked variant takes its quantity; a composite
 * takes each component × quantity instead (components that track stock); the same variant sold
 * directly and as a component is taken once, summed. Untracked variants take nothing.
 */
export function stockNeeds(
	items: Array<{ variantId: string; quantity: number }>,
	rules: ReadonlyMap<string, StockRule>,
): Array<{ variantId: string; quantity: number; batched: boolean }> {
	const need = new Map<string, number>();
	const add = (variantId: string, quantity: number) => {
		const r = rules.get(variantId);
		if (r?.trackStock && !r.isComposite) need.set(variantId, (need.get(variantId) ?? 0) + quantity);
	};
	for (const it of items) {
		const r = rules.get(it.variantId);
		if (r?.isComposite) for (const c of r.components) add(c.variantId, c.quantity * it.quantity);
		else add(it.variantId, it.quantity);
	}
	return [...need].map(([variantId, quantity]) => ({
		variantId,
		quantity,
		batched: rules.get(variantId)?.requiresBatch ?? false,
	}));
}

/** The outlet-local calendar day (YYYY-MM-DD) of an instant: reports group sales by it. */
export function localDate(at: number, timeZone: string): string {
	const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
	return parts.format(new Date(at));
}

export const OFFLINE_WINDOW_MS = 72 * 3_600_000;
/** Clock skew a till may have: soldAt up to this far ahead is taken as now. */
export const CLOCK_SKEW_MS = 60_000;

/** soldAt of an offline till: not in the future (beyond skew), at most 72 h old. */
export function checkSoldAt(soldAt: number, now: number): Result<number> {
	if (soldAt > now + CLOCK_SKEW_MS) return fail("soldAt", "soldAt is in the future");
	if (soldAt < now - OFFLINE_WINDOW_MS) return fail("soldAt", "soldAt is more than 72 hours ago");
	return { ok: true, value: Math.min(soldAt, now) };
}
