import { describe, expect, it } from "vitest";
import { postRefund, settlePayment } from "../../src/services/payments/ledger/client";
import { expectEnvelopeError } from "../helpers/http";
import { mintPayKey, payCall } from "../helpers/pay";
import { envOf } from "../helpers/shards";
import { merchant, platformAdmin, setBank, settle, withPendingPayout } from "./payouts-helpers";

describe("test-mode settlements helper", () => {
	it("posts a credit and its fee through the settlement path and answers with the new balance", async () => {
		const { key } = await merchant();
		const r = await payCall(key, "POST", "/v1/test-helpers/settlements", {
			body: { amount: 150_000, currency: "IDR", fee: 4_350 },
		});
		expect(r.status).toBe(201);
		const d = r.body.data;
		expect(d.paymentId).toMatch(/^pay_/);
		expect(d.posted).toBe(true);
		expect(d.entries.map((e: any) => [e.code, e.direction, e.amount, e.sourceType, e.sourceId])).toEqual([
			["payment", "credit", 150_000, "payment", d.paymentId],
			["fee", "debit", 4_350, "fee", d.paymentId],
		]);
		expect(d.balance).toEqual({ ledgerBalance: 145_650, locked: 0, available: 145_650, currency: "IDR" });
	});

	it("settling a given paymentId twice posts once; other figures under it are 409 conflict", async () => {
		const { key } = await merchant();
		const body = { amount: 10_000, currency: "IDR", fee: 100, paymentId: "pay_merchant_42" };
		const a = await payCall(key, "POST", "/v1/test-helpers/settlements", { body });
		const b = await payCall(key, "POST", "/v1/test-helpers/settlements", { body });
		expect([a.status, b.status]).toEqual([201, 201]);
		expect([a.body.data.posted, b.body.data.posted]).toEqual([true, false]);
		expect(b.body.data.transactionId).toBe(a.body.data.transactionId);
		expect(b.body.data.balance.ledgerBalance).toBe(9_900);
		expectEnvelopeError(
			await payCall(key, "POST", "/v1/test-helpers/settlements", { body: { ...body, amount: 11_000 } }),
			409,
			"conflict",
		);
	});

	it("validates amount, fee and currency", async () => {
		const { key } = await merchant();
		for (const [body, param] of [
			[{ amount: 0, currency: "IDR" }, "amount"],
			[{ amount: 1.5, currency: "IDR" }, "amount"],
			[{ amount: 100, currency: "IDR", fee: 101 }, "fee"],
			[{ amount: 100, currency: "IDR", fee: -1 }, "fee"],
			[{ amount: 100, currency: "IDRX" }, "currency"],
			[{ amount: 100, currency: "IDR", extra: true }, "extra"],
		] as const) {
			const r = await payCall(key, "POST", "/v1/test-helpers/settlements", { body });
			expectEnvelopeError(r, 400, "validation_error");
			expect(r.body.error.param).toBe(param);
		}
	});

	it("live keys get 404; keys without pay:test_helper:write get 403", async () => {
		const live = await merchant("live");
		expectEnvelopeError(
			await payCall(live.key, "POST", "/v1/test-helpers/settlements", { body: { amount: 1, currency: "IDR" } }),
			404,
			"not_found",
		);
		const { ws } = await merchant();
		const restricted = await mintPayKey(ws, { role: "restricted", scopes: ["pay:payout:write"] });
		expectEnvelopeError(
			await payCall(restricted, "POST", "/v1/test-helpers/settlements", { body: { amount: 1, currency: "IDR" } }),
			403,
			"insufficient_scope",
		);
	});
});

describe("settlement and refund functions (for subscriptions and checkout)", () => {
	it("settlePayment is idempotent per paymentId; postRefund per refundId and never overdraws available", async () => {
		const { ws, key } = await merchant();
		const s = { workspaceId: ws, environment: "test" as const };
		const e = await envOf(ws);
		const first = await settlePayment(e, {
			...s,
			paymentId: "pay_sub_1",
			amount: 99_000,
			fee: 2_000,
			currency: "IDR",
		});
		const again = await settlePayment(e, {
			...s,
			paymentId: "pay_sub_1",
			amount: 99_000,
			fee: 2_000,
			currency: "IDR",
		});
		expect([first.posted, again.posted]).toEqual([true, false]);
		await expect(settlePayment(e, { ...s, paymentId: "pay_sub_1", amount: 1, currency: "IDR" })).rejects.toMatchObject({
			status: 409,
			code: "conflict",
		});
		await expect(settlePayment(e, { ...s, paymentId: "pay_sub_2", amount: 0, currency: "IDR" })).rejects.toMatchObject({
			status: 400,
			code: "validation_error",
		});

		const refund = await postRefund(e, {
			...s,
			refundId: "re_1",
			paymentId: "pay_sub_1",
			amount: 10_000,
			currency: "IDR",
		});
		const refundAgain = await postRefund(e, {
			...s,
			refundId: "re_1",
			paymentId: "pay_sub_1",
			amount: 10_000,
			currency: "IDR",
		});
		expect([refund.posted, refundAgain.posted]).toEqual([true, false]);
		expect(refund.entry).toMatchObject({ code: "refund", direction: "debit", sourceType: "refund", sourceId: "re_1" });
		await expect(postRefund(e, { ...s, refundId: "re_2", amount: 1_000_000, currency: "IDR" })).rejects.toMatchObject({
			status: 409,
			code: "insufficient_balance",
		});
		expect((await payCall(key, "GET", "/v1/payouts/balance")).body.data).toMatchObject({
			ledgerBalance: 87_000,
			available: 87_000,
		});
	});
});

describe("ledger read API", () => {
	it("lists entries newest first with sourceType, sourceId and currency filters and a filter-bound cursor", async () => {
		const { key } = await merchant();
		const a = await settle(key, 10_000, "IDR", 100);
		await settle(key, 20_000, "IDR", 0);
		await settle(key, 500, "USD", 5);
		const all = await payCall(key, "GET", "/v1/ledger/entries");
		expect(all.status).toBe(200);
		expect(all.body.data).toHaveLength(5);
		expect(all.body.meta.page).toEqual({ limit: 20, hasMore: false, nextCursor: null });
		const keys = all.body.data.map((e: any) => `${e.postedAt}|${e.id}`);
		expect([...keys].sort().reverse()).toEqual(keys);

		expect((await payCall(key, "GET", "/v1/ledger/entries?sourceType=fee")).body.data).toHaveLength(2);
		expect((await payCall(key, "GET", "/v1/ledger/entries?currency=usd")).body.data).toHaveLength(2);
		const byPayment = (await payCall(key, "GET", `/v1/ledger/entries?sourceId=${a.paymentId}`)).body.data;
		expect(byPayment.map((e: any) => e.code).sort()).toEqual(["fee", "payment"]);

		const p1 = await payCall(key, "GET", "/v1/ledger/entries?limit=2&sourceType=payment");
		expect(p1.body.meta.page.hasMore).toBe(true);
		const p2 = await payCall(
			key,
			"GET",
			`/v1/ledger/entries?limit=2&sourceType=payment&cursor=${p1.body.meta.page.nextCursor}`,
		);
		expect(p2.body.data).toHaveLength(1);
		expect(new Set([...p1.body.data, ...p2.body.data].map((e: any) => e.id)).size).toBe(3);
		expectEnvelopeError(
			await payCall(key, "GET", `/v1/ledger/entries?limit=2&cursor=${p1.body.meta.page.nextCursor}`),
			400,
			"validation_error",
		);
		expectEnvelopeError(await payCall(key, "GET", "/v1/ledger/entries?sourceType=bonus"), 400, "validation_error");
		expectEnvelopeError(await payCall(key, "GET", "/v1/ledger/entries?limit=101"), 400, "validation_error");
	});

	it("balances are credits − debits per currency and match the payouts balance", async () => {
		const { ws, key, payout } = await withPendingPayout(30_000, 100_000);
		await settle(key, 800, "USD", 20);
		const admin = await platformAdmin();
		await payCall(admin, "POST", `/v1/payouts/${payout.id}/mark-in-transit`, { onBehalfOf: ws });
		await payCall(admin, "POST", `/v1/payouts/${payout.id}/mark-paid`, { onBehalfOf: ws });
		const lb = await payCall(key, "GET", "/v1/ledger/balances");
		expect(lb.body.data).toEqual([
			{ currency: "IDR", ledgerBalance: 70_000, totalCredits: 100_000, totalDebits: 30_000, entryCount: 2 },
			{ currency: "USD", ledgerBalance: 780, totalCredits: 800, totalDebits: 20, entryCount: 2 },
		]);
		expect((await payCall(key, "GET", "/v1/ledger/balances?currency=USD")).body.data).toHaveLength(1);
		const pb = (await payCall(key, "GET", "/v1/payouts/balances")).body.data;
		for (const b of lb.body.data)
			expect(pb.find((x: any) => x.currency === b.currency).ledgerBalance).toBe(b.ledgerBalance);
	});

	it("another workspace sees none of it", async () => {
		const { key } = await merchant();
		await settle(key, 1_000);
		await setBank(key);
		const other = await merchant();
		expect((await payCall(other.key, "GET", "/v1/ledger/entries")).body.data).toEqual([]);
		expect((await payCall(other.key, "GET", "/v1/ledger/balances")).body.data).toEqual([]);
	});
});
