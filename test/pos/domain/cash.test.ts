import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	CASH_SIGNS,
	type CashParts,
	differenceOf,
	expectedCashOf,
	MOVEMENT_SIGN,
	type MovementType,
} from "../../../src/services/pos/shifts/drawer";

// A drawer simulated event by event (the way a cashier counts it) against the formula over the summed
// parts that the store reads with SQL aggregates.
type Event =
	| { kind: "sale"; cash: number }
	| { kind: "void"; cash: number }
	| { kind: "refund"; cash: number }
	| { kind: "move"; type: MovementType; amount: number };

const amount = fc.integer({ min: 1, max: 1_000_000_000 });
const event: fc.Arbitrary<Event> = fc.oneof(
	amount.map((cash) => ({ kind: "sale" as const, cash })),
	amount.map((cash) => ({ kind: "void" as const, cash })),
	amount.map((cash) => ({ kind: "refund" as const, cash })),
	fc.record({ kind: fc.constant("move" as const), type: fc.constantFrom("paid_in", "paid_out", "drop"), amount }),
);

/** What each event does to the cash in the drawer, independent of the formula under test. */
function drawerDelta(e: Event) {
	if (e.kind === "sale") return e.cash;
	if (e.kind === "void" || e.kind === "refund") return -e.cash;
	return e.type === "paid_in" ? e.amount : -e.amount;
}

/** The parts as the store sums them: one SUM per kind of event. */
function partsOf(openingFloat: number, events: Event[]): CashParts {
	const sum = (pick: (e: Event) => number) => events.reduce((s, e) => s + pick(e), 0);
	const moved = (t: MovementType) => sum((e) => (e.kind === "move" && e.type === t ? e.amount : 0));
	return {
		openingFloat,
		cashSales: sum((e) => (e.kind === "sale" ? e.cash : 0)),
		cashVoids: sum((e) => (e.kind === "void" ? e.cash : 0)),
		cashRefunds: sum((e) => (e.kind === "refund" ? e.cash : 0)),
		paidIn: moved("paid_in"),
		paidOut: moved("paid_out"),
		drops: moved("drop"),
	};
}

describe("POS cash: expected cash", () => {
	it("a worked example: 200,000 + 600,000 − 20,000 − 0 + 100,000 − 50,000 − 500,000 = 330,000", () => {
		const p = { openingFloat: 200_000, cashSales: 600_000, cashVoids: 20_000, cashRefunds: 0 };
		expect(expectedCashOf({ ...p, paidIn: 100_000, paidOut: 50_000, drops: 500_000 })).toBe(330_000);
		expect(differenceOf(325_000, 330_000)).toBe(-5_000);
	});

	it("equals the drawer walked event by event, for any sequence of sales, voids, refunds and movements", () => {
		fc.assert(
			fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.array(event, { maxLength: 60 }), (float, events) => {
				const walked = events.reduce((cash, e) => cash + drawerDelta(e), float);
				expect(expectedCashOf(partsOf(float, events))).toBe(walked);
			}),
		);
	});

	it("movement signs agree with the formula's parts; every part counts exactly once", () => {
		expect(MOVEMENT_SIGN.paid_in).toBe(CASH_SIGNS.paidIn);
		expect(MOVEMENT_SIGN.paid_out).toBe(CASH_SIGNS.paidOut);
		expect(MOVEMENT_SIGN.drop).toBe(CASH_SIGNS.drops);
		const zero: CashParts = {
			openingFloat: 0,
			cashSales: 0,
			cashVoids: 0,
			cashRefunds: 0,
			paidIn: 0,
			paidOut: 0,
			drops: 0,
		};
		fc.assert(
			fc.property(fc.constantFrom(...(Object.keys(zero) as Array<keyof CashParts>)), amount, (k, n) => {
				expect(expectedCashOf({ ...zero, [k]: n })).toBe(CASH_SIGNS[k] * n);
			}),
		);
	});
});
