import { describe, expect, it } from "vitest";
import { amountMismatch, statedByA, statedByB, statedByC } from "../../../src/services/payments/callbacks/amount";
import { decimalAmount, minorAmount } from "../../../src/services/payments/gateways/common";

// Issue 37 item 4d: what a success callback says was paid, and when that is the payment's own.

describe("minorAmount (a wallet network's decimal → minor units)", () => {
	it("inverts decimalAmount; refuses what a minor unit cannot hold or is not a plain decimal", () => {
		for (const [minor, cur] of [
			[4_900, "USD"],
			[5, "USD"],
			[150_000, "IDR"],
			[0, "SGD"],
		] as const)
			expect(minorAmount(decimalAmount(minor, cur), cur)).toBe(minor);
		expect(minorAmount("150000.00", "IDR")).toBe(150_000);
		expect(minorAmount("49.5", "USD")).toBe(4_950);
		for (const [bad, cur] of [
			["150000.50", "IDR"],
			["10.005", "USD"],
			["-1.00", "USD"],
			["1e3", "USD"],
			["", "USD"],
			["12,00", "USD"],
		])
			expect(minorAmount(bad, cur)).toBeNull();
	});
});

describe("amountMismatch", () => {
	const p = { amount: 150_000, currency: "IDR" };
	it("null only for the payment's own amount and currency", () => {
		expect(amountMismatch(p, statedByA({ amount: 150_000, currency: "IDR" }))).toBeNull();
		expect(amountMismatch(p, statedByA({ paid_amount: "150000", currency: "idr" }))).toBeNull();
		expect(amountMismatch(p, statedByB({ grossAmount: "150000.00", currency: null }))).toBeNull();
		expect(amountMismatch(p, statedByC({ amount: { currency_code: "IDR", value: "150000" } }))).toBeNull();
	});
	it("another amount, another currency, or none readable is a mismatch", () => {
		expect(amountMismatch(p, statedByA({ amount: 149_999, currency: "IDR" }))).toMatch(/amount 149999/);
		expect(amountMismatch(p, statedByA({ amount: 150_000, currency: "USD" }))).toMatch(/currency USD/);
		expect(amountMismatch(p, statedByA({ currency: "IDR" }))).toMatch(/no readable amount/);
		expect(amountMismatch(p, statedByA({ amount: 150_000.5, currency: "IDR" }))).toMatch(/no readable amount/);
		expect(amountMismatch(p, statedByB({ grossAmount: "150000.00", currency: "USD" }))).toMatch(/currency USD/);
		expect(amountMismatch(p, statedByB({ grossAmount: "", currency: null }))).toMatch(/no readable amount/);
		expect(amountMismatch(p, statedByC({}))).toMatch(/no readable amount/);
		expect(amountMismatch(p, statedByC({ amount: { currency_code: "IDR", value: "150001" } }))).toMatch(/amount/);
	});
});
