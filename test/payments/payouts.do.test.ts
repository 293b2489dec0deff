import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { PaymentsLedger } from "../../src/services/payments/ledger/ledger.do";
import { BANK, createInput, freshScope, funded, ledgerOf, PAYOUT_FIELDS } from "./ledger-helpers";

// The PaymentsLedger object through its RPC stub: the same calls the routes and rails make.

describe("PaymentsLedger: creating payouts", () => {
	it("a payout starts pending with every field of the payout object and locks its amount", async () => {
		const s = freshScope();
		const stub = await funded(s, 50_000);
		const r = await stub.createPayout(s, createInput(20_000, { note: "weekly" }));
		if (!r.ok) throw new Error(r.error.message);
		expect(r.replayed).toBe(false);
		expect(Object.keys(r.payout).sort()).toEqual(PAYOUT_FIELDS);
		expect(r.payout).toMatchObject({
			amount: 20_000,
			currency: "IDR",
			status: "pending",
			method: "manual",
			...BANK,
			note: "weekly",
			reference: null,
			failureReason: null,
			ledgerTransactionId: null,
			processedAt: null,
			completedAt: null,
		});
		expect(r.payout.id).toMatch(/^po_[0-9A-Z]{26}$/);
		expect(await stub.balances(s, "IDR")).toEqual([
			{ ledgerBalance: 50_000, locked: 20_000, available: 30_000, currency: "IDR" },
		]);
	});

	it("gateway_a payouts carry the gateway_a_disbursement method", async () => {
		const s = freshScope("live");
		const stub = await funded(s, 1_000);
		const r = await stub.createPayout(s, createInput(1_000, { rail: "gateway_a" }));
		expect(r).toMatchObject({ ok: true, payout: { method: "gateway_a_disbursement" } });
	});

	it("more than available is insufficient_balance naming the running balance and in-flight total; nothing is locked", async () => {
		const s = freshScope();
		const stub = await funded(s, 10_000);
		await stub.createPayout(s, createInput(6_000));
		const r = await stub.createPayout(s, createInput(4_001));
		expect(r).toMatchObject({ ok: false, error: { status: 409, code: "insufficient_balance" } });
		if (r.ok) return;
		expect(r.error.message).toContain("running balance 10000");
		expect(r.error.message).toContain("in-flight payouts 6000");
		expect((await stub.balances(s))[0].locked).toBe(6_000);
		// A currency with no balance at all is the same refusal.
		expect(await stub.createPayout(s, createInput(1, { currency: "USD" }))).toMatchObject({
			ok: false,
			error: { code: "insufficient_balance" },
		});
	});

	it("bank fields fall back to the default account one by one; none on file and none given is bank_account_missing", async () => {
		const s = freshScope();
		const stub = await funded(s, 10_000);
		const missing = await stub.createPayout(s, createInput(100, { bank: {} }));
		expect(missing).toMatchObject({ ok: false, error: { status: 400, code: "bank_account_missing" } });
		const partial = await stub.createPayout(s, createInput(100, { bank: { bankName: "BRI", bankAccountNumber: "1" } }));
		expect(partial).toMatchObject({ ok: false, error: { code: "bank_account_missing", param: "bankAccountHolder" } });
		await stub.setBankAccount(s, BANK);
		const fallback = await stub.createPayout(s, createInput(100, { bank: { bankAccountHolder: "PT Toko Maju" } }));
		expect(fallback).toMatchObject({ ok: true, payout: { ...BANK, bankAccountHolder: "PT Toko Maju" } });
		expect(await stub.audit(s)).toEqual([]);
	});

	it("a repeated Idempotency-Key replays the first payout; another body under it is a conflict", async () => {
		const s = freshScope();
		const stub = await funded(s, 10_000);
		const first = await stub.createPayout(s, createInput(3_000, { idempotencyKey: "k1", fingerprint: "a" }));
		const again = await stub.createPayout(s, createInput(3_000, { idempotencyKey: "k1", fingerprint: "a" }));
		if (!first.ok || !again.ok) throw new Error("refused");
		expect(again.replayed).toBe(true);
		expect(again.payout).toEqual(first.payout);
		expect(await stub.createPayout(s, createInput(4_000, { idempotencyKey: "k1", fingerprint: "b" }))).toMatchObject({
			ok: false,
			error: { status: 409, code: "idempotency_key_conflict" },
		});
		expect((await stub.balances(s))[0].locked).toBe(3_000);
	});

	it("a refused create stores no key: the same key works once the balance is there", async () => {
		const s = freshScope();
		const stub = await funded(s, 1_000);
		expect(await stub.createPayout(s, createInput(5_000, { idempotencyKey: "retry-me" }))).toMatchObject({
			ok: false,
			error: { code: "insufficient_balance" },
		});
		await stub.settle(s, { paymentId: "pay_topup", amount: 4_000, currency: "IDR" });
		expect(await stub.createPayout(s, createInput(5_000, { idempotencyKey: "retry-me" }))).toMatchObject({
			ok: true,
			replayed: false,
		});
	});

	it("50 simultaneous creates of 5% each with distinct keys: at most 20 succeed, the rest are insufficient_balance", async () => {
		const s = freshScope();
		const stub = await funded(s, 1_000_000);
		const results = await Promise.all(
			Array.from({ length: 50 }, (_, i) => stub.createPayout(s, createInput(50_000, { idempotencyKey: `race-${i}` }))),
		);
		const ok = results.filter((r) => r.ok);
		expect(ok.length).toBe(20);
		for (const r of results.filter((x) => !x.ok))
			expect(r).toMatchObject({ error: { status: 409, code: "insufficient_balance" } });
		expect(await stub.balances(s)).toEqual([
			{ ledgerBalance: 1_000_000, locked: 1_000_000, available: 0, currency: "IDR" },
		]);
		expect(await stub.audit(s)).toEqual([]);
	});

	it("20 simultaneous creates with one Idempotency-Key make one payout", async () => {
		const s = freshScope();
		const stub = await funded(s, 1_000_000);
		const results = await Promise.all(
			Array.from({ length: 20 }, () =>
				stub.createPayout(s, createInput(10_000, { idempotencyKey: "same", fingerprint: "same" })),
			),
		);
		const ids = new Set(results.map((r) => (r.ok ? r.payout.id : r.error.code)));
		expect(ids.size).toBe(1);
		expect([...ids][0]).toMatch(/^po_/);
		expect(results.filter((r) => r.ok && !r.replayed)).toHaveLength(1);
		expect(await stub.listPayouts(s, { limit: 100 })).toHaveLength(1);
		expect((await stub.balances(s))[0].locked).toBe(10_000);
	});
});

describe("PaymentsLedger: payout state machine", () => {
	async function pendingPayout(amount = 10_000) {
		const s = freshScope();
		const stub = await funded(s, 100_000);
		const r = await stub.createPayout(s, createInput(amount, { rail: "manual" }));
		if (!r.ok) throw new Error(r.error.message);
		return { s, stub, id: r.payout.id };
	}

	it("cancel releases the lock at once and fires no event; a second cancel is invalid_transition", async () => {
		const { s, stub, id } = await pendingPayout();
		const r = await stub.cancelPayout(s, id);
		expect(r).toMatchObject({ ok: true, payout: { status: "cancelled", completedAt: null } });
		expect((await stub.balances(s))[0]).toMatchObject({ locked: 0, available: 100_000 });
		expect(await stub.cancelPayout(s, id)).toMatchObject({
			ok: false,
			error: { status: 409, code: "invalid_transition" },
		});
	});

	it("in_transit sets processedAt; cancel is then impossible; paid posts exactly one payout entry", async () => {
		const { s, stub, id } = await pendingPayout();
		const t = await stub.transition(s, id, "in_transit", { reference: "BANK-REF-1" });
		if (!t.ok) throw new Error(t.error.message);
		expect(t.payout.processedAt).not.toBeNull();
		expect(t.payout.reference).toBe("BANK-REF-1");
		expect(await stub.cancelPayout(s, id)).toMatchObject({ ok: false, error: { code: "invalid_transition" } });
		const p = await stub.transition(s, id, "paid");
		if (!p.ok) throw new Error(p.error.message);
		expect(p.payout.status).toBe("paid");
		expect(p.payout.completedAt).not.toBeNull();
		expect(p.payout.ledgerTransactionId).toMatch(/^le_/);
		const entries = await stub.listEntries(s, { sourceType: "payout", sourceId: id, limit: 10 });
		expect(entries).toHaveLength(1);
		expect(entries[0]).toMatchObject({
			code: "payout",
			direction: "debit",
			amount: 10_000,
			sourceType: "payout",
			sourceId: id,
		});
		expect(p.payout.ledgerTransactionId).toBe(entries[0].id);
		expect((await stub.balances(s))[0]).toEqual({
			ledgerBalance: 90_000,
			locked: 0,
			available: 90_000,
			currency: "IDR",
		});
		// paid is terminal: marking it again never posts a second entry.
		expect(await stub.transition(s, id, "paid")).toMatchObject({ ok: false, error: { code: "invalid_transition" } });
		expect(await stub.transition(s, id, "failed")).toMatchObject({ ok: false, error: { code: "invalid_transition" } });
		expect(await stub.listEntries(s, { sourceType: "payout", sourceId: id, limit: 10 })).toHaveLength(1);
	});

	it("failed (from pending or in_transit) records the reason and returns the funds", async () => {
		for (const via of ["pending", "in_transit"] as const) {
			const { s, stub, id } = await pendingPayout();
			if (via === "in_transit") await stub.transition(s, id, "in_transit");
			const r = await stub.transition(s, id, "failed", { failureReason: "Account closed" });
			expect(r).toMatchObject({
				ok: true,
				payout: { status: "failed", failureReason: "Account closed", ledgerTransactionId: null },
			});
			expect((await stub.balances(s))[0]).toMatchObject({ ledgerBalance: 100_000, locked: 0, available: 100_000 });
			expect(await stub.listEntries(s, { sourceType: "payout", limit: 10 })).toEqual([]);
		}
	});

	it("pending → paid directly is invalid_transition; unknown ids are not_found", async () => {
		const { s, stub, id } = await pendingPayout();
		expect(await stub.transition(s, id, "paid")).toMatchObject({
			ok: false,
			error: { status: 409, code: "invalid_transition" },
		});
		expect(await stub.transition(s, "po_nope", "paid")).toMatchObject({
			ok: false,
			error: { status: 404, code: "not_found" },
		});
		expect(await stub.cancelPayout(s, "po_nope")).toMatchObject({ ok: false, error: { status: 404 } });
		expect(await stub.getPayout(s, "po_nope")).toBeNull();
	});

	it("a reversal of a paid payout is a new credit entry; the payout entry is untouched; twice posts once", async () => {
		const { s, stub, id } = await pendingPayout();
		await stub.transition(s, id, "in_transit");
		expect(await stub.reversePayout(s, id)).toMatchObject({ ok: false, error: { code: "invalid_transition" } });
		const paid = await stub.transition(s, id, "paid");
		const before = await stub.listEntries(s, { sourceId: id, limit: 10 });
		const r1 = await stub.reversePayout(s, id, "REVERSED by bank");
		const r2 = await stub.reversePayout(s, id);
		if (!r1.ok || !r2.ok || !paid.ok) throw new Error("refused");
		expect([r1.posted, r2.posted]).toEqual([true, false]);
		expect(r1.entry).toMatchObject({
			code: "payout_reversal",
			direction: "credit",
			amount: 10_000,
			sourceType: "payout",
			sourceId: id,
		});
		const after = await stub.listEntries(s, { sourceId: id, limit: 10 });
		expect(after).toHaveLength(2);
		expect(after.find((e) => e.code === "payout")).toEqual(before[0]);
		expect((await stub.getPayout(s, id))?.status).toBe("paid");
		expect((await stub.balances(s))[0]).toMatchObject({ ledgerBalance: 100_000, available: 100_000 });
		expect(await stub.audit(s)).toEqual([]);
	});
	it("an object from schema version 1 (which stored the entry's transaction id) is migrated to the payout entry's id", async () => {
		const { s, stub, id } = await pendingPayout();
		await stub.transition(s, id, "in_transit");
		await stub.transition(s, id, "paid");
		const [entry] = await stub.listEntries(s, { sourceType: "payout", sourceId: id, limit: 10 });
		await runInDurableObject(stub, (obj: PaymentsLedger, state) => {
			const sql = state.storage.sql;
			// Put the object back as version 1 left it, then let it migrate as a restart would.
			sql.exec("ALTER TABLE payouts RENAME COLUMN ledger_entry_id TO ledger_transaction_id");
			sql.exec("UPDATE payouts SET ledger_transaction_id = ? WHERE id = ?", entry.transactionId, id);
			sql.exec("UPDATE schema_version SET v = 1");
			state.storage.transactionSync(() => (obj as unknown as { migrate(): void }).migrate());
			expect(sql.exec<{ v: number }>("SELECT v FROM schema_version").one().v).toBe(2);
		});
		expect((await stub.getPayout(s, id))?.ledgerTransactionId).toBe(entry.id);
		expect(await stub.audit(s)).toEqual([]);
	});
});

describe("PaymentsLedger: listing payouts", () => {
	it("newest first with status, currency and created range filters", async () => {
		const s = freshScope();
		const stub = await funded(s, 100_000);
		await stub.settle(s, { paymentId: "pay_usd", amount: 10_000, currency: "USD" });
		const ids: string[] = [];
		for (let i = 0; i < 4; i++) {
			const r = await stub.createPayout(s, createInput(1_000, { currency: i === 3 ? "USD" : "IDR" }));
			if (!r.ok) throw new Error(r.error.message);
			ids.push(r.payout.id);
		}
		await stub.cancelPayout(s, ids[1]);
		const all = await stub.listPayouts(s, { limit: 20 });
		expect(all.map((p) => p.id)).toEqual([...ids].reverse());
		expect((await stub.listPayouts(s, { limit: 20, status: "cancelled" })).map((p) => p.id)).toEqual([ids[1]]);
		expect((await stub.listPayouts(s, { limit: 20, currency: "USD" })).map((p) => p.id)).toEqual([ids[3]]);
		const t2 = Date.parse(all.find((p) => p.id === ids[2])!.createdAt);
		const since = await stub.listPayouts(s, { limit: 20, since: t2 });
		expect(since.map((p) => p.id)).toContain(ids[2]);
		const until = await stub.listPayouts(s, { limit: 20, until: t2 });
		expect(until.map((p) => p.id)).not.toContain(ids[2]);
	});
});

describe("PaymentsLedger: bank account", () => {
	it("the first write needs every required field; later writes may change one", async () => {
		const s = freshScope();
		const stub = ledgerOf(s);
		expect(await stub.getBankAccount(s)).toBeNull();
		expect(await stub.setBankAccount(s, { bankName: "BCA" })).toMatchObject({
			ok: false,
			error: { status: 400, code: "validation_error", param: "bankAccountNumber" },
		});
		const first = await stub.setBankAccount(s, BANK);
		expect(first).toMatchObject({ ok: true, bankAccount: BANK });
		const second = await stub.setBankAccount(s, { bankAccountHolder: "PT Toko Maju" });
		expect(second).toMatchObject({ ok: true, bankAccount: { ...BANK, bankAccountHolder: "PT Toko Maju" } });
		expect(await stub.getBankAccount(s)).toMatchObject({ ...BANK, bankAccountHolder: "PT Toko Maju" });
	});
});
