import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { mintPayKey, payCall } from "../helpers/pay";
import { BANK, createPayout, merchant, platformAdmin, setBank, settle, withPendingPayout } from "./payouts-helpers";

describe("payouts: tenancy", () => {
	it("another workspace's payout is 404 for read, cancel and the platform moves made on behalf of the wrong workspace", async () => {
		const owner = await withPendingPayout();
		const other = await merchant();
		expectEnvelopeError(await payCall(other.key, "GET", `/v1/payouts/${owner.payout.id}`), 404, "not_found");
		expectEnvelopeError(
			await payCall(other.key, "POST", `/v1/payouts/${owner.payout.id}/cancel`, { idempotencyKey: "x" }),
			404,
			"not_found",
		);
		expect((await payCall(other.key, "GET", "/v1/payouts")).body.data).toEqual([]);
		expect((await payCall(other.key, "GET", "/v1/payouts/balance")).body.data).toEqual({
			ledgerBalance: 0,
			locked: 0,
			available: 0,
			currency: "IDR",
		});
		expect((await payCall(other.key, "GET", "/v1/payouts/balances")).body.data).toEqual([]);
		expect((await payCall(other.key, "GET", `/v1/ledger/entries?sourceId=${owner.payout.id}`)).body.data).toEqual([]);
		expectEnvelopeError(await payCall(other.key, "GET", "/v1/payouts/bank-account"), 404, "not_found");
		const admin = await platformAdmin();
		expectEnvelopeError(
			await payCall(admin, "POST", `/v1/payouts/${owner.payout.id}/mark-in-transit`, { onBehalfOf: other.ws }),
			404,
			"not_found",
		);
		// Untouched for its owner.
		const mine = await payCall(owner.key, "GET", `/v1/payouts/${owner.payout.id}`);
		expect(mine.body.data.status).toBe("pending");
	});

	it("test and live are separate ledgers: balances, payouts, bank accounts and schedules never cross", async () => {
		const { ws, key: testKey } = await merchant("test");
		const liveKey = await mintPayKey(ws, { environment: "live" });
		await settle(testKey, 50_000);
		await setBank(testKey);
		const p = await createPayout(testKey, { amount: 10_000, currency: "IDR" });
		await payCall(testKey, "PUT", "/v1/payouts/schedule", { body: { currency: "IDR", interval: "daily" } });

		expect((await payCall(liveKey, "GET", "/v1/payouts/balance")).body.data).toEqual({
			ledgerBalance: 0,
			locked: 0,
			available: 0,
			currency: "IDR",
		});
		expect((await payCall(liveKey, "GET", "/v1/payouts/balances")).body.data).toEqual([]);
		expect((await payCall(liveKey, "GET", "/v1/payouts")).body.data).toEqual([]);
		expectEnvelopeError(await payCall(liveKey, "GET", `/v1/payouts/${p.body.data.id}`), 404, "not_found");
		expectEnvelopeError(await payCall(liveKey, "GET", "/v1/payouts/bank-account"), 404, "not_found");
		expect((await payCall(liveKey, "GET", "/v1/payouts/schedule")).body.data).toEqual([]);
		expect((await payCall(liveKey, "GET", "/v1/ledger/entries")).body.data).toEqual([]);
		// Live money cannot be paid out with test money.
		await setBank(liveKey);
		expectEnvelopeError(await createPayout(liveKey, { amount: 1, currency: "IDR" }), 409, "insufficient_balance");
	});

	it("a live payout without a gateway waits for an operator: no simulated rail", async () => {
		const { ws, key } = await merchant("live");
		const admin = await platformAdmin("live");
		// Live money arrives only through real settlement; the test helper refuses live keys.
		expectEnvelopeError(
			await payCall(key, "POST", "/v1/test-helpers/settlements", { body: { amount: 1_000, currency: "IDR" } }),
			404,
			"not_found",
		);
		const { settlePayment } = await import("../../src/services/payments/ledger/client");
		const { envOf } = await import("../helpers/shards");
		await settlePayment(await envOf(ws), {
			workspaceId: ws,
			environment: "live",
			paymentId: "pay_live_1",
			amount: 20_000,
			fee: 500,
			currency: "IDR",
		});
		await setBank(key);
		const p = await createPayout(key, { amount: 19_500, currency: "IDR" });
		expect(p.body.data).toMatchObject({ status: "pending", method: "manual" });
		expect(
			(await payCall(admin, "POST", `/v1/payouts/${p.body.data.id}/mark-in-transit`, { onBehalfOf: ws })).status,
		).toBe(200);
	});
});

describe("payouts: roles and scopes", () => {
	it("merchant keys cannot call mark-in-transit, mark-paid or mark-failed (403 insufficient_scope)", async () => {
		const { key, payout } = await withPendingPayout();
		for (const move of ["mark-in-transit", "mark-paid", "mark-failed"]) {
			expectEnvelopeError(
				await payCall(key, "POST", `/v1/payouts/${payout.id}/${move}`, { body: { failureReason: "x" } }),
				403,
				"insufficient_scope",
			);
		}
		expect((await payCall(key, "GET", `/v1/payouts/${payout.id}`)).body.data.status).toBe("pending");
	});

	it("read_only keys read payouts, balance, bank account, schedule and ledger but cannot write", async () => {
		const { ws, key } = await withPendingPayout();
		const ro = await mintPayKey(ws, { role: "read_only" });
		for (const path of [
			"/v1/payouts",
			"/v1/payouts/balance",
			"/v1/payouts/balances",
			"/v1/payouts/bank-account",
			"/v1/payouts/schedule",
			"/v1/ledger/entries",
			"/v1/ledger/balances",
		]) {
			expect((await payCall(ro, "GET", path)).status, path).toBe(200);
		}
		expectEnvelopeError(await createPayout(ro, { amount: 1, currency: "IDR" }), 403, "insufficient_scope");
		expectEnvelopeError(
			await payCall(ro, "PATCH", "/v1/payouts/bank-account", { body: BANK }),
			403,
			"insufficient_scope",
		);
		expectEnvelopeError(
			await payCall(ro, "PUT", "/v1/payouts/schedule", { body: { currency: "IDR", interval: "daily" } }),
			403,
			"insufficient_scope",
		);
		expectEnvelopeError(
			await payCall(ro, "POST", "/v1/test-helpers/settlements", { body: { amount: 1, currency: "IDR" } }),
			403,
			"insufficient_scope",
		);
		const list = await payCall(key, "GET", "/v1/payouts");
		expect(list.body.data).toHaveLength(1);
	});

	it("restricted keys get exactly their scopes: pay:payout:read cannot create; pay:payout:write can; ledger needs pay:ledger:read", async () => {
		const { ws, key } = await merchant();
		await settle(key, 10_000);
		await setBank(key);
		const reader = await mintPayKey(ws, { role: "restricted", scopes: ["pay:payout:read"] });
		const writer = await mintPayKey(ws, { role: "restricted", scopes: ["pay:payout:write"] });
		expect((await payCall(reader, "GET", "/v1/payouts/balance")).status).toBe(200);
		expectEnvelopeError(await createPayout(reader, { amount: 1, currency: "IDR" }), 403, "insufficient_scope");
		expect((await createPayout(writer, { amount: 1, currency: "IDR" })).status).toBe(201);
		expectEnvelopeError(await payCall(reader, "GET", "/v1/ledger/entries"), 403, "insufficient_scope");
		const ledgerReader = await mintPayKey(ws, { role: "restricted", scopes: ["pay:ledger:read"] });
		expect((await payCall(ledgerReader, "GET", "/v1/ledger/entries")).status).toBe(200);
		expectEnvelopeError(await payCall(ledgerReader, "GET", "/v1/payouts"), 403, "insufficient_scope");
	});

	it("an unsigned request is 401 and touches nothing", async () => {
		const { call } = await import("../helpers/http");
		const r = await call("POST", "/pay/v1/payouts", {
			body: { amount: 1, currency: "IDR" },
			headers: { "Idempotency-Key": "k" },
		});
		expectEnvelopeError(r, 401, "invalid_key");
	});
});

describe("payouts: secrets and shape", () => {
	it("no payout, event or ledger response carries the workspace id", async () => {
		const { ws, key, payout } = await withPendingPayout();
		expect(JSON.stringify(payout)).not.toContain(ws);
		expect((await payCall(key, "GET", "/v1/payouts")).text).not.toContain(ws);
		expect((await payCall(key, "GET", "/v1/ledger/entries")).text).not.toContain(ws);
		expect((await payCall(key, "GET", "/v1/payouts/bank-account")).text).not.toContain(ws);
	});
});
