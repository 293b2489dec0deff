import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SHIPMENT_STATUSES } from "../../../src/services/pos/schema";
import {
	bookingCharge,
	CANCELLABLE,
	courierMoves,
	debitRef,
	FINAL,
	insuredValue,
	parcelsOfSale,
	refundRef,
} from "../../../src/services/pos/shipments/domain";

const status = fc.constantFrom(...SHIPMENT_STATUSES);
const progress = ["confirmed", "allocated", "picking_up", "picked", "dropping_off", "delivered"] as const;

describe("shipment rules", () => {
	it("courier reports move only forward, never out of a final status, never a draft, never back to draft", () => {
		fc.assert(
			fc.property(status, status, (cur, next) => {
				const moves = courierMoves(cur, next);
				if (FINAL.includes(cur) || cur === "draft" || next === "draft") expect(moves).toBe(false);
				if (moves) expect(courierMoves(next, cur)).toBe(false);
			}),
		);
		for (let i = 0; i < progress.length - 1; i++) {
			expect(courierMoves(progress[i], progress[i + 1])).toBe(true);
			expect(courierMoves(progress[i + 1], progress[i])).toBe(false);
		}
		expect(courierMoves("confirmed", "delivered")).toBe(true);
		expect(courierMoves("picking_up", "rejected")).toBe(true);
	});

	it("any sequence of reports, applied as the rule says, ends in a status no report can leave once final", () => {
		fc.assert(
			fc.property(fc.array(status, { maxLength: 30 }), (reports) => {
				let cur: (typeof SHIPMENT_STATUSES)[number] = "confirmed";
				for (const r of reports) if (courierMoves(cur, r)) cur = r;
				if (FINAL.includes(cur)) for (const r of SHIPMENT_STATUSES) expect(courierMoves(cur, r)).toBe(false);
			}),
		);
	});

	it("cancel is allowed exactly until the courier collects", () => {
		expect([...CANCELLABLE]).toEqual(["draft", "confirmed", "allocated", "picking_up"]);
	});

	it("a booking charges the quoted price (premium included), never the insured value; each booking has its own refs", () => {
		fc.assert(
			fc.property(fc.nat(1_000_000_000), fc.nat(1_000_000_000), fc.boolean(), (price, insurance, insured) => {
				expect(bookingCharge({ price })).toBe(price);
				expect(insuredValue({ insured, insurance })).toBe(insured ? insurance : 0);
			}),
		);
		expect(debitRef("shp_1", 2)).not.toBe(debitRef("shp_1", 1));
		expect(refundRef("shp_1", 1)).not.toBe(debitRef("shp_1", 1));
	});

	it("a sale's lines become parcels: line total as value, the weight per unit", () => {
		expect(parcelsOfSale([{ name: "Kopi", sku: "K-1", quantity: 3, total: 45_000 }], 250)).toEqual([
			{ name: "Kopi", value: 45_000, weight: 250, quantity: 3, sku: "K-1" },
		]);
	});
});
