// Tax and service charge line by line (issue 43), pure and exact: whole-IDR integers, BigInt
// products (mulDivHalfUp), half-up rounding once per amount per line. The tax feature comes before
// outlets, catalogue and sales in the feature order: they all read these rules or the rates. Each line carries its share
// of the order discount, its service charge and its tax, so a receipt, a report and a later
// return (which pro-rates from the lines) read the same numbers the total was made of.

/** round(a × b / d) half up, for a, b ≥ 0 and d > 0, exactly. */
export function mulDivHalfUp(a: number, b: number, d: number): number {
	const n = BigInt(a) * BigInt(b) * 2n + BigInt(d);
	return Number(n / (BigInt(d) * 2n));
}

export const TAX_CATEGORIES = ["standard", "exempt"] as const;
/** What a line is taxed at: the outlet's rate, none, or a named rate of the workspace (taxr_…). */
export type TaxCategory = (typeof TAX_CATEGORIES)[number] | `taxr_${string}`;
/** The printed name of the outlet's own rate ("standard") and of "exempt". */
export const STANDARD_TAX_NAME = "PPN";
export const EXEMPT_TAX_NAME = "Exempt";

export const SERVICE_CHARGE_BASES = ["pre_tax", "post_tax"] as const;
export type ServiceChargeBase = (typeof SERVICE_CHARGE_BASES)[number];

export interface ServiceCharge {
	bps: number;
	/** Whether the line's tax applies to its service charge too (PB1 does). */
	taxable: boolean;
	/** pre_tax: a percentage of the line before tax; post_tax: of the line with its tax. */
	base: ServiceChargeBase;
}
export const NO_SERVICE_CHARGE: ServiceCharge = { bps: 0, taxable: true, base: "pre_tax" };

/** A line's rate as rung: the category, the name printed and the rate in basis points. */
export interface LineRate {
	category: TaxCategory;
	name: string;
	rateBps: number;
}

export interface TaxedLine {
	/** The line's share of the order discount. */
	orderDiscountShare: number;
	serviceCharge: number;
	/** The amount the tax is computed on, without tax (the DPP): the line after its discounts, + its service charge when taxable. */
	taxable: number;
	tax: number;
	/** What the line costs the customer: after all discounts, with its service charge and (exclusive) its tax. */
	due: number;
}

export interface TaxLine {
	category: TaxCategory;
	name: string;
	rateBps: number;
	taxable: number;
	amount: number;
}

const TEN_K = 10_000;

/**
 * The order discount spread over the lines in proportion to their amounts, by cumulative half-up
 * rounding: share_i = round(D × C_i / S) − round(D × C_{i−1} / S), C_i the running sum of the
 * amounts through line i, S their sum. The shares sum to D exactly (C_n = S), each lies within 1
 * of its exact pro-rata share, and 0 ≤ share_i ≤ amount_i (rounding is monotone and D ≤ S).
 */
export function shareOut(amounts: number[], discount: number): number[] {
	const sum = amounts.reduce((s, a) => s + a, 0);
	if (discount === 0 || sum === 0) return amounts.map(() => 0);
	let running = 0;
	let before = 0;
	return amounts.map((a) => {
		running += a;
		const upTo = mulDivHalfUp(discount, running, sum);
		const share = upTo - before;
		before = upTo;
		return share;
	});
}

/**
 * One line after its share of the order discount (`net`, in the outlet's prices). Exclusive:
 * the service charge is round(net × sc) before tax, or round((net + round(net × r)) × sc) after
 * it; tax = round((net + sc if taxable) × r); the line is due net + sc + tax. Inclusive (prices
 * hold their tax): the ex-tax amount is round(net / (1 + r)); the service charge is computed on it
 * (pre_tax) or on net (post_tax) and, when taxable, holds its tax as prices do, so it is
 * round(base × sc × (1 + r)); tax = T − round(T / (1 + r)) for T = net + sc if taxable; the line
 * is due net + sc. The same goods and settings thus cost the same in both kinds of outlet, up to
 * rounding.
 */
export function taxLine(
	net: number,
	rateBps: number,
	inclusive: boolean,
	sc: ServiceCharge,
): Omit<TaxedLine, "orderDiscountShare"> {
	if (inclusive) {
		const exTax = mulDivHalfUp(net, TEN_K, TEN_K + rateBps);
		const base = sc.base === "pre_tax" ? exTax : net;
		const serviceCharge = sc.taxable
			? mulDivHalfUp(base, sc.bps * (TEN_K + rateBps), TEN_K * TEN_K)
			: mulDivHalfUp(base, sc.bps, TEN_K);
		const gross = net + (sc.taxable ? serviceCharge : 0);
		const taxable = mulDivHalfUp(gross, TEN_K, TEN_K + rateBps);
		return { serviceCharge, taxable, tax: gross - taxable, due: net + serviceCharge };
	}
	const base = sc.base === "pre_tax" ? net : net + mulDivHalfUp(net, rateBps, TEN_K);
	const serviceCharge = mulDivHalfUp(base, sc.bps, TEN_K);
	const taxable = net + (sc.taxable ? serviceCharge : 0);
	const tax = mulDivHalfUp(taxable, rateBps, TEN_K);
	return { serviceCharge, taxable, tax, due: net + serviceCharge + tax };
}

/** Every line taxed: the order discount shared out first, then each line's service charge and tax. */
export function taxLines(
	amounts: number[],
	rates: number[],
	orderDiscount: number,
	inclusive: boolean,
	sc: ServiceCharge,
): TaxedLine[] {
	const shares = shareOut(amounts, orderDiscount);
	return amounts.map((a, i) => ({
		orderDiscountShare: shares[i] as number,
		...taxLine(a - (shares[i] as number), rates[i] as number, inclusive, sc),
	}));
}

/**
 * The sale's taxes, one entry per category used (exempt included, at 0, so the taxable amounts of
 * every line are accounted for), in the order first rung.
 */
export function taxSummary(lines: Array<{ rate: LineRate; taxable: number; tax: number }>): TaxLine[] {
	const by = new Map<string, TaxLine>();
	for (const l of lines) {
		const key = `${l.rate.category}:${l.rate.rateBps}`;
		const t = by.get(key) ?? { ...l.rate, taxable: 0, amount: 0 };
		t.taxable += l.taxable;
		t.amount += l.tax;
		by.set(key, t);
	}
	return [...by.values()];
}

/** A line's rate: the outlet's for standard, 0 for exempt, the named rate's otherwise. */
export function rateOf(category: string, outletBps: number, named: { name: string; rateBps: number } | null): LineRate {
	if (category === "exempt") return { category, name: EXEMPT_TAX_NAME, rateBps: 0 };
	if (category !== "standard" && named) return { category: category as TaxCategory, ...named };
	// A named rate that is gone (deleting one in use is refused) falls back to the outlet's rate.
	return { category: "standard", name: STANDARD_TAX_NAME, rateBps: outletBps };
}
