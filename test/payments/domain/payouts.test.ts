import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_AMOUNT } from "../../../src/services/payments/ledger/domain/money";
import {
	balanceOf,
	canTransition,
	eventForMove,
	insufficientBalance,
	isLocking,
	isPositiveAmount,
	normalizeCurrency,
	PAYOUT_STATUSES,
	type PayoutStatus,
	parseTimeFilter,
	resolveDestination,
	stampsForMove,
	transitionRefusal,
} from "../../../src/services/payments/ledger/domain/payouts";

describe("payout state machine", () => {
	const allowed: Array<[PayoutStatus, PayoutStatus]> = [
		["pending", "in_transit"],
		["pending", "failed"],
		["pending", "cancelled"],
		["in_transit", "paid"],
		["in_transit", "failed"],
	];

	it("allows exactly the spec's moves and refuses every other pair", () => {
		for (const from of PAYOUT_STATUSES) {
			for (const to of PAYOUT_STATUSES) {
				const expected = allowed.some(([a, b]) => a === from && b === to);
				expect(canTransition(from, to), `${from} -> ${to}`).toBe(expected);
				expect(transitionRefusal("po_x", from, to) === null).toBe(expected);
			}
		}
	});

	it("cancel once in_transit or later names the rule", () => {
		expect(transitionRefusal("po_1", "in_transit", "cancelled")).toMatch(/only a pending payout can be cancelled/);
		expect(transitionRefusal("po_1", "paid", "failed")).toBe("Payout po_1 cannot move from paid to failed");
	});

	it("paid, failed and cancelled are terminal", () => {
		for (const s of ["paid", "failed", "cancelled"] as const)
			for (const to of PAYOUT_STATUSES) expect(canTransition(s, to)).toBe(false);
	});

	it("locks only pending and in_transit", () => {
		expect(PAYOUT_STATUSES.filter(isLocking)).toEqual(["pending", "in_transit"]);
	});

	it("fires initiated / paid / failed and nothing on cancel", () => {
		expect(eventForMove("in_transit")).toBe("payout.initiated");
		expect(eventForMove("paid")).toBe("payout.paid");
		expect(eventForMove("failed")).toBe("payout.failed");
		expect(eventForMove("cancelled")).toBeNull();
		expect(eventForMove("pending")).toBeNull();
	});

	it("stamps processedAt on in_transit and completedAt on paid / failed only", () => {
		expect(stampsForMove("in_transit", 5)).toEqual({ processedAt: 5 });
		expect(stampsForMove("paid", 6)).toEqual({ completedAt: 6 });
		expect(stampsForMove("failed", 7)).toEqual({ completedAt: 7 });
		expect(stampsForMove("cancelled", 8)).toEqual({});
	});

	it("property: any walk of allowed moves ends in a terminal state within 2 steps and never leaves one", () => {
		fc.assert(
			fc.property(fc.array(fc.constantFrom(...PAYOUT_STATUSES), { maxLength: 10 }), (targets) => {
				let s: PayoutStatus = "pending";
				let moves = 0;
				for (const t of targets) {
					if (canTransition(s, t)) {
						s = t;
						moves++;
					}
				}
				expect(moves).toBeLessThanOrEqual(2);
				if (moves === 2) expect(["paid", "failed"]).toContain(s);
			}),
		);
	});
});

describe("payout money checks", () => {
	it("accepts positive integers up to the per-transaction ceiling only", () => {
		for (const ok of [1, 100, MAX_AMOUNT]) expect(isPositiveAmount(ok)).toBe(true);
		for (const bad of [
			0,
			-1,
			1.5,
			Number.NaN,
			Number.POSITIVE_INFINITY,
			MAX_AMOUNT + 1,
			Number.MAX_SAFE_INTEGER,
			Number.MAX_SAFE_INTEGER + 1,
			"100",
			null,
			undefined,
			true,
		]) {
			expect(isPositiveAmount(bad), String(bad)).toBe(false);
		}
	});

	it("available = ledgerBalance - locked", () => {
		fc.assert(
			fc.property(fc.nat(), fc.nat(), (ledger, locked) => {
				const b = balanceOf("IDR", ledger + locked, locked);
				expect(b.available).toBe(ledger);
				expect(b).toEqual({ ledgerBalance: ledger + locked, locked, available: ledger, currency: "IDR" });
			}),
		);
	});

	it("insufficient balance names the running balance and the in-flight total", () => {
		const b = balanceOf("IDR", 10_000, 7_000);
		expect(insufficientBalance(3_000, b)).toBeNull();
		const msg = insufficientBalance(3_001, b);
		expect(msg).toContain("available balance of 3000 IDR");
		expect(msg).toContain("running balance 10000");
		expect(msg).toContain("in-flight payouts 7000");
	});

	it("property: a payout is allowed iff amount <= available", () => {
		fc.assert(
			fc.property(fc.nat(1e12), fc.nat(1e12), fc.integer({ min: 1, max: 1e12 }), (ledger, locked, amount) => {
				const b = balanceOf("USD", ledger + locked, locked);
				expect(insufficientBalance(amount, b) === null).toBe(amount <= b.available);
			}),
		);
	});

	it("normalises ISO 4217 codes and rejects anything else", () => {
		expect(normalizeCurrency("idr")).toBe("IDR");
		expect(normalizeCurrency(" USD ")).toBe("USD");
		for (const bad of ["", "ID", "IDRR", "1DR", "€UR"]) expect(normalizeCurrency(bad)).toBeNull();
	});
});

describe("payout destination", () => {
	const fallback = {
		bankCode: "BCA",
		bankName: "Bank Central Asia",
		bankAccountNumber: "1234567890",
		bankAccountHolder: "Toko Maju",
	};

	it("each omitted field falls back to the default on its own", () => {
		const r = resolveDestination({ bankAccountHolder: "PT Toko Maju" }, fallback);
		expect(r).toEqual({ ok: true, bank: { ...fallback, bankAccountHolder: "PT Toko Maju" } });
	});

	it("an explicit null bankCode overrides the default's code", () => {
		expect(resolveDestination({ bankCode: null }, fallback)).toEqual({
			ok: true,
			bank: { ...fallback, bankCode: null },
		});
	});

	it("with no default every required field must be given", () => {
		expect(resolveDestination({}, null)).toEqual({
			ok: false,
			missing: ["bankName", "bankAccountNumber", "bankAccountHolder"],
		});
		expect(resolveDestination({ bankName: "BRI", bankAccountNumber: "1" }, null)).toEqual({
			ok: false,
			missing: ["bankAccountHolder"],
		});
		expect(resolveDestination({ bankName: "BRI", bankAccountNumber: "1", bankAccountHolder: "A" }, null)).toEqual({
			ok: true,
			bank: { bankCode: null, bankName: "BRI", bankAccountNumber: "1", bankAccountHolder: "A" },
		});
	});
});

describe("time filters", () => {
	it("accepts epoch seconds and ISO 8601", () => {
		expect(parseTimeFilter("1700000000")).toBe(1_700_000_000_000);
		expect(parseTimeFilter("1700000000.5")).toBe(1_700_000_000_500);
		expect(parseTimeFilter("2026-11-21T04:46:01Z")).toBe(Date.UTC(2026, 10, 21, 4, 46, 1));
		expect(parseTimeFilter("2026-11-21T11:46:01+07:00")).toBe(Date.UTC(2026, 10, 21, 4, 46, 1));
		expect(parseTimeFilter("2026-11-21T04:46:01.250Z")).toBe(Date.UTC(2026, 10, 21, 4, 46, 1, 250));
		expect(parseTimeFilter("2026-11-21")).toBe(Date.UTC(2026, 10, 21));
		expect(parseTimeFilter("2026-11-21T04:46")).toBe(Date.UTC(2026, 10, 21, 4, 46));
	});

	it("rejects everything else", () => {
		for (const bad of ["", "yesterday", "-5", "1e9", "2026-13-45T00:00:00Z", "21/11/2026", "0x10"])
			expect(parseTimeFilter(bad), bad).toBeNull();
	});

	it("property: epoch seconds round-trip through ISO", () => {
		fc.assert(
			fc.property(fc.integer({ min: 0, max: 4_000_000_000 }), (sec) => {
				expect(parseTimeFilter(String(sec))).toBe(sec * 1000);
				expect(parseTimeFilter(new Date(sec * 1000).toISOString())).toBe(sec * 1000);
			}),
		);
	});
});
