import { runInDurableObject } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PaymentsLedger } from "../../src/services/payments/ledger/ledger.do";
import { canTransition, type PayoutStatus } from "../../src/services/payments/ledger/domain/payouts";
import { BANK, createInput, freshScope, funded, ledgerOf } from "./ledger-helpers";

describe("PaymentsLedger: settlement and refunds", () => {
	it("a settlement credits the payment and debits its fee in one transaction", async () => {
		const s = freshScope();
		const stub = ledgerOf(s);
		const r = await stub.settle(s, { paymentId: "pay_A", amount: 100_000, fee: 2_900, currency: "IDR" });
		if (!r.ok) throw new Error(r.error.message);
		expect(r.posted).toBe(true);
		expect(r.entries.map((e) => [e.code, e.direction, e.amount, e.sourceType, e.sourceId])).toEqual([
			["payment", "credit", 100_000, "payment", "pay_A"],
			["fee", "debit", 2_900, "fee", "pay_A"],
		]);
		expect(new Set(r.entries.map((e) => e.transactionId))).toEqual(new Set([r.transactionId]));
		expect(await stub.balances(s)).toEqual([{ ledgerBalance: 97_100, locked: 0, available: 97_100, currency: "IDR" }]);
	});

	it("settling the same payment twice posts nothing the second time", async () => {
		const s = freshScope();
		const stub = ledgerOf(s);
		const first = await stub.settle(s, { paymentId: "pay_B", amount: 5_000, fee: 100, currency: "IDR" });
		const again = await stub.settle(s, { paymentId: "pay_B", amount: 5_000, fee: 100, currency: "IDR" });
		if (!first.ok || !again.ok) throw new Error("refused");
		expect(again.posted).toBe(false);
		expect(again.transactionId).toBe(first.transactionId);
		expect((await stub.balances(s))[0].ledgerBalance).toBe(4_900);
		expect(await stub.listEntries(s, { limit: 10 })).toHaveLength(2);
	});

	it("the same payment id with other figures is a conflict and posts nothing", async () => {
		const s = freshScope();
		const stub = ledgerOf(s);
		await stub.settle(s, { paymentId: "pay_C", amount: 5_000, currency: "IDR" });
		const r = await stub.settle(s, { paymentId: "pay_C", amount: 6_000, currency: "IDR" });
		expect(r).toMatchObject({ ok: false, error: { status: 409, code: "conflict" } });
		expect((await stub.balances(s))[0].ledgerBalance).toBe(5_000);
	});

	it("rejects malformed settlements without posting", async () => {
		const s = freshScope();
		const stub = ledgerOf(s);
		for (const bad of [
			{ paymentId: "p", amount: 0, currency: "IDR" },
			{ paymentId: "p", amount: 10.5, currency: "IDR" },
			{ paymentId: "p", amount: 10, fee: 11, currency: "IDR" },
			{ paymentId: "p", amount: 10, fee: -1, currency: "IDR" },
			{ paymentId: "", amount: 10, currency: "IDR" },
		]) {
			expect(await stub.settle(s, bad)).toMatchObject({ ok: false, error: { status: 400, code: "validation_error" } });
		}
		expect(await stub.balances(s)).toEqual([]);
	});

	it("a refund debits once per refund id and never digs into locked money", async () => {
		const s = freshScope();
		const stub = await funded(s, 10_000);
		await stub.createPayout(s, createInput(7_000));
		expect(await stub.refund(s, { refundId: "re_1", amount: 3_001, currency: "IDR" })).toMatchObject({
			ok: false,
			error: { code: "insufficient_balance" },
		});
		const r1 = await stub.refund(s, { refundId: "re_1", paymentId: "pay_x", amount: 3_000, currency: "IDR" });
		const r2 = await stub.refund(s, { refundId: "re_1", paymentId: "pay_x", amount: 3_000, currency: "IDR" });
		if (!r1.ok || !r2.ok) throw new Error("refused");
		expect([r1.posted, r2.posted]).toEqual([true, false]);
		expect(r1.entry).toMatchObject({
			code: "refund",
			direction: "debit",
			sourceType: "refund",
			sourceId: "re_1",
			amount: 3_000,
		});
		expect(await stub.balances(s)).toEqual([{ ledgerBalance: 7_000, locked: 7_000, available: 0, currency: "IDR" }]);
		expect(await stub.refund(s, { refundId: "re_1", amount: 2_000, currency: "IDR" })).toMatchObject({
			ok: false,
			error: { status: 409, code: "conflict" },
		});
		expect(await stub.audit(s)).toEqual([]);
	});

	it("balances are per currency", async () => {
		const s = freshScope();
		const stub = await funded(s, 10_000, "IDR");
		await stub.settle(s, { paymentId: "pay_usd", amount: 1_500, fee: 50, currency: "USD" });
		expect(await stub.balances(s)).toEqual([
			{ ledgerBalance: 10_000, locked: 0, available: 10_000, currency: "IDR" },
			{ ledgerBalance: 1_450, locked: 0, available: 1_450, currency: "USD" },
		]);
		expect(await stub.balances(s, "USD")).toHaveLength(1);
		expect(await stub.balances(s, "EUR")).toEqual([]);
		expect(await stub.ledgerBalances(s, "USD")).toEqual([
			{ currency: "USD", ledgerBalance: 1_450, totalCredits: 1_500, totalDebits: 50, entryCount: 2 },
		]);
	});

	it("entries list newest first with filters and keyset paging", async () => {
		const s = freshScope();
		const stub = ledgerOf(s);
		for (let i = 0; i < 5; i++)
			await stub.settle(s, { paymentId: `pay_${i}`, amount: 1_000 + i, fee: 10, currency: "IDR" });
		const all = await stub.listEntries(s, { limit: 100 });
		expect(all).toHaveLength(10);
		const keys = all.map((e) => `${e.postedAt}|${e.id}`);
		expect([...keys].sort().reverse()).toEqual(keys);
		expect(await stub.listEntries(s, { sourceType: "fee", limit: 100 })).toHaveLength(5);
		expect((await stub.listEntries(s, { sourceId: "pay_3", limit: 100 })).map((e) => e.code).sort()).toEqual([
			"fee",
			"payment",
		]);
		const first = await stub.listEntries(s, { limit: 3 });
		expect(first).toHaveLength(4); // limit + 1 tells the caller there is more
		const last = first[2];
		const next = await stub.listEntries(s, { limit: 3, cursor: { t: Date.parse(last.postedAt), id: last.id } });
		expect(next[0].id).toBe(all[3].id);
	});

	it("an object refuses a scope other than its owner's", async () => {
		const s = freshScope();
		const stub = ledgerOf(s);
		await stub.balances(s);
		await runInDurableObject(stub, async (obj: PaymentsLedger) => {
			await expect(obj.balances({ workspaceId: "acc_other", environment: "test" })).rejects.toThrow(/owned by/);
			await expect(obj.balances({ ...s, environment: "live" })).rejects.toThrow(/owned by/);
		});
	});

	it("the balances table itself refuses a negative available balance", async () => {
		const s = freshScope();
		await funded(s, 100);
		await runInDurableObject(ledgerOf(s), (_obj: PaymentsLedger, state) => {
			expect(() => state.storage.sql.exec("UPDATE balances SET locked = 101")).toThrow(/CHECK/);
		});
	});
});

// ---------------------------------------------------------------------------------------------
// The acceptance property: random settle / create / cancel / in_transit / paid / failed
// sequences against the object, checked against an independent model after every step.
// ---------------------------------------------------------------------------------------------

type Op =
	| { op: "settle"; amount: number; fee: number; currency: "IDR" | "USD" }
	| { op: "create"; pct: number; currency: "IDR" | "USD" }
	| { op: "move"; pick: number; to: "cancelled" | "in_transit" | "paid" | "failed" };

const opArb: fc.Arbitrary<Op> = fc.oneof(
	fc.record({
		op: fc.constant("move" as const),
		pick: fc.nat(),
		to: fc.constantFrom("in_transit" as const, "paid" as const),
	}),
	fc.record({
		op: fc.constant("settle" as const),
		amount: fc.integer({ min: 1, max: 1_000_000 }),
		fee: fc.nat(5_000),
		currency: fc.constantFrom("IDR" as const, "USD" as const),
	}),
	// pct 100 drains the balance exactly: the edge where a paid payout meets available = 0.
	fc.record({
		op: fc.constant("create" as const),
		pct: fc.oneof(fc.constant(100), fc.integer({ min: 1, max: 130 })),
		currency: fc.constantFrom("IDR" as const, "USD" as const),
	}),
	fc.record({
		op: fc.constant("move" as const),
		pick: fc.nat(),
		to: fc.constantFrom("cancelled" as const, "in_transit" as const, "paid" as const, "failed" as const),
	}),
);

describe("PaymentsLedger: invariants over random operation sequences", () => {
	it("after every step: available >= 0, ledgerBalance = sum of entries, locked = pending + in_transit, one payout entry per paid payout", async () => {
		let settled = 0;
		await fc.assert(
			fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 40 }), async (ops) => {
				const s = freshScope();
				const stub = ledgerOf(s);
				const model = {
					ledger: new Map<string, number>(),
					payouts: [] as Array<{ id: string; amount: number; currency: string; status: PayoutStatus }>,
				};
				const ledger = (c: string) => model.ledger.get(c) ?? 0;
				const locked = (c: string) =>
					model.payouts
						.filter((p) => p.currency === c && (p.status === "pending" || p.status === "in_transit"))
						.reduce((a, p) => a + p.amount, 0);
				await stub.setBankAccount(s, BANK);
				for (const o of ops) {
					if (o.op === "settle") {
						const fee = Math.min(o.fee, o.amount);
						const r = await stub.settle(s, {
							paymentId: `pay_${++settled}`,
							amount: o.amount,
							fee,
							currency: o.currency,
						});
						expect(r.ok).toBe(true);
						model.ledger.set(o.currency, ledger(o.currency) + o.amount - fee);
					} else if (o.op === "create") {
						const available = ledger(o.currency) - locked(o.currency);
						const amount = Math.max(1, Math.floor((available * o.pct) / 100));
						const r = await stub.createPayout(s, createInput(amount, { currency: o.currency }));
						if (amount <= available) {
							if (!r.ok) throw new Error(r.error.message);
							model.payouts.push({ id: r.payout.id, amount, currency: o.currency, status: "pending" });
						} else {
							expect(r).toMatchObject({ ok: false, error: { status: 409, code: "insufficient_balance" } });
						}
					} else if (model.payouts.length) {
						const p = model.payouts[o.pick % model.payouts.length];
						const r =
							o.to === "cancelled"
								? await stub.cancelPayout(s, p.id)
								: await stub.transition(s, p.id, o.to, { failureReason: "bank said no" });
						if (canTransition(p.status, o.to)) {
							if (!r.ok) throw new Error(r.error.message);
							expect(r.payout.status).toBe(o.to);
							p.status = o.to;
							if (o.to === "paid") model.ledger.set(p.currency, ledger(p.currency) - p.amount);
						} else {
							expect(r).toMatchObject({ ok: false, error: { status: 409, code: "invalid_transition" } });
						}
					}
					// The object's own first-principles check, then the model's view of the balances.
					expect(await stub.audit(s)).toEqual([]);
					for (const b of await stub.balances(s)) {
						expect(b.available).toBeGreaterThanOrEqual(0);
						expect(b.ledgerBalance).toBe(ledger(b.currency));
						expect(b.locked).toBe(locked(b.currency));
						expect(b.available).toBe(b.ledgerBalance - b.locked);
					}
				}
				for (const p of model.payouts.filter((x) => x.status === "paid")) {
					const entries = await stub.listEntries(s, { sourceType: "payout", sourceId: p.id, limit: 10 });
					expect(entries.map((e) => e.code)).toEqual(["payout"]);
					const view = await stub.getPayout(s, p.id);
					expect(view?.ledgerTransactionId).toBe(entries[0].id);
				}
			}),
			{ numRuns: 60 },
		);
	});
});
