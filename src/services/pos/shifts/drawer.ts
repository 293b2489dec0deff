// Cash in a shift's drawer (issue 43), the pure rules. The store reads the parts with SQL aggregates
// (store.ts cashPartsSql); this file says how they add up, so the formula lives in one place that a
// property test can hold to (test/pos/domain/cash.test.ts).

export const MOVEMENT_TYPES = ["paid_in", "paid_out", "drop"] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

/** Which way a movement moves the drawer: paid in adds, paid out and a drop (to the safe) take out. */
export const MOVEMENT_SIGN: Record<MovementType, 1 | -1> = { paid_in: 1, paid_out: -1, drop: -1 };

/** The parts of a shift's drawer, whole IDR, each ≥ 0. */
export interface CashParts {
	openingFloat: number;
	/** CASH amounts (not tendered) of the sales completed in the shift, voided later or not: that cash came in. */
	cashSales: number;
	/** Cash of sales voided while the shift was open (wherever they were rung): it left this drawer. */
	cashVoids: number;
	/** Cash refunded from this drawer by returns: 0 until returns exist (store.ts CASH_REFUNDS). */
	cashRefunds: number;
	paidIn: number;
	paidOut: number;
	drops: number;
}

/**
 * expected = opening float + cash sales − voids − cash refunds + paid in − paid out − drops, as the
 * sign of each part: the closing UPDATE's SQL is built from the same table (store.ts expectedCashSql).
 */
export const CASH_SIGNS: Record<keyof CashParts, 1 | -1> = {
	openingFloat: 1,
	cashSales: 1,
	cashVoids: -1,
	cashRefunds: -1,
	paidIn: 1,
	paidOut: -1,
	drops: -1,
};

export const expectedCashOf = (p: CashParts) =>
	(Object.keys(CASH_SIGNS) as Array<keyof CashParts>).reduce((sum, k) => sum + CASH_SIGNS[k] * p[k], 0);

/** counted − expected: negative when the drawer is short. */
export const differenceOf = (counted: number, expected: number) => counted - expected;
