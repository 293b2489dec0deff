import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { payCall } from "../helpers/pay";
import { advance, createPayout, merchant, platformAdmin, setBank, settle, withPendingPayout } from "./payouts-helpers";

describe("payouts: every error code", () => {
	it("POST /v1/payouts without Idempotency-Key is 400 idempotency_required; an over-long key is validation_error", async () => {
		const { key } = await merchant();
		const r = await payCall(key, "POST", "/v1/payouts", { body: { amount: 1, currency: "IDR" } });
		expectEnvelopeError(r, 400, "idempotency_required");
		expect(r.body.error.param).toBe("Idempotency-Key");
		expectEnvelopeError(
			await createPayout(key, { amount: 1, currency: "IDR" }, "k".repeat(256)),
			400,
			"validation_error",
		);
	});

	it("amount zero, negative, fractional, a string, null or too large is 400 invalid_amount", async () => {
		const { key } = await merchant();
		await settle(key, 10_000);
		await setBank(key);
		for (const amount of [0, -5, 1.5, "100", null, true, 2 ** 60, [1]]) {
			const r = await createPayout(key, { amount, currency: "IDR" });
			expectEnvelopeError(r, 400, "invalid_amount");
			expect(r.body.error.param).toBe("amount");
		}
		expectEnvelopeError(await createPayout(key, { currency: "IDR" }), 400, "validation_error");
		expect((await payCall(key, "GET", "/v1/payouts")).body.data).toEqual([]);
	});

	it("more than available is 409 insufficient_balance naming the running balance and the in-flight total", async () => {
		const { key } = await withPendingPayout(60_000, 100_000);
		const r = await createPayout(key, { amount: 40_001, currency: "IDR" });
		expectEnvelopeError(r, 409, "insufficient_balance");
		expect(r.body.error.message).toContain("available balance of 40000 IDR");
		expect(r.body.error.message).toContain("running balance 100000");
		expect(r.body.error.message).toContain("in-flight payouts 60000");
		// A currency without any balance is refused the same way.
		expectEnvelopeError(await createPayout(key, { amount: 1, currency: "USD" }), 409, "insufficient_balance");
		expect((await createPayout(key, { amount: 40_000, currency: "IDR" })).status).toBe(201);
	});

	it("no bank account on file and none supplied is 400 bank_account_missing", async () => {
		const { key } = await merchant();
		await settle(key, 10_000);
		const r = await createPayout(key, { amount: 1_000, currency: "IDR" });
		expectEnvelopeError(r, 400, "bank_account_missing");
		expectEnvelopeError(
			await createPayout(key, { amount: 1_000, currency: "IDR", bankName: "BRI" }),
			400,
			"bank_account_missing",
		);
	});

	it("the same Idempotency-Key with another body is 409 idempotency_key_conflict and creates nothing", async () => {
		const { key } = await merchant();
		await settle(key, 10_000);
		await setBank(key);
		expect((await createPayout(key, { amount: 1_000, currency: "IDR" }, "dup")).status).toBe(201);
		expectEnvelopeError(
			await createPayout(key, { amount: 2_000, currency: "IDR" }, "dup"),
			409,
			"idempotency_key_conflict",
		);
		expectEnvelopeError(
			await createPayout(key, { amount: 1_000, currency: "IDR", note: "x" }, "dup"),
			409,
			"idempotency_key_conflict",
		);
		expect((await payCall(key, "GET", "/v1/payouts")).body.data).toHaveLength(1);
	});

	it("limits: note ≤ 500, bank name ≤ 60, account number ≤ 40, holder ≤ 80, currency a 3-letter code, no unknown fields", async () => {
		const { key } = await merchant();
		await settle(key, 10_000);
		await setBank(key);
		const bad: Array<[Record<string, unknown>, string]> = [
			[{ note: "n".repeat(501) }, "note"],
			[{ bankName: "b".repeat(61) }, "bankName"],
			[{ bankAccountNumber: "1".repeat(41) }, "bankAccountNumber"],
			[{ bankAccountHolder: "h".repeat(81) }, "bankAccountHolder"],
			[{ bankName: "" }, "bankName"],
			[{ currency: "RUPIAH" }, "currency"],
			[{ metadata: {} }, "metadata"],
		];
		for (const [extra, param] of bad) {
			const r = await createPayout(key, { amount: 100, currency: "IDR", ...extra });
			expectEnvelopeError(r, 400, "validation_error");
			expect(r.body.error.param).toBe(param);
		}
		expect((await createPayout(key, { amount: 100, currency: "IDR", note: "n".repeat(500) })).status).toBe(201);
		expectEnvelopeError(
			await payCall(key, "POST", "/v1/payouts", { raw: "{not json", idempotencyKey: "x" }),
			400,
			"validation_error",
		);
	});

	it("cancel: Idempotency-Key required; not pending is 409 invalid_transition; unknown id is 404", async () => {
		const { key, payout } = await withPendingPayout();
		expectEnvelopeError(await payCall(key, "POST", `/v1/payouts/${payout.id}/cancel`), 400, "idempotency_required");
		expect((await payCall(key, "POST", `/v1/payouts/${payout.id}/cancel`, { idempotencyKey: "c1" })).status).toBe(200);
		const again = await payCall(key, "POST", `/v1/payouts/${payout.id}/cancel`, { idempotencyKey: "c2" });
		expectEnvelopeError(again, 409, "invalid_transition");
		expect(again.body.error.message).toMatch(/only a pending payout can be cancelled/);
		expectEnvelopeError(
			await payCall(key, "POST", "/v1/payouts/po_01J0000000000000000000000/cancel", { idempotencyKey: "c3" }),
			404,
			"not_found",
		);
	});

	it("cancel once in transit is 409 invalid_transition and the lock stays", async () => {
		const { key, payout } = await withPendingPayout(10_000);
		await advance(key, 60);
		expect((await payCall(key, "GET", `/v1/payouts/${payout.id}`)).body.data.status).toBe("in_transit");
		expectEnvelopeError(
			await payCall(key, "POST", `/v1/payouts/${payout.id}/cancel`, { idempotencyKey: "late" }),
			409,
			"invalid_transition",
		);
		expect((await payCall(key, "GET", "/v1/payouts/balance")).body.data.locked).toBe(10_000);
	});

	it("mark-*: moves the state machine forbids are 409 invalid_transition; mark-failed needs failureReason", async () => {
		const { ws, payout } = await withPendingPayout();
		const admin = await platformAdmin();
		const on = { onBehalfOf: ws };
		expectEnvelopeError(
			await payCall(admin, "POST", `/v1/payouts/${payout.id}/mark-paid`, on),
			409,
			"invalid_transition",
		);
		expectEnvelopeError(
			await payCall(admin, "POST", `/v1/payouts/${payout.id}/mark-failed`, on),
			400,
			"validation_error",
		);
		expectEnvelopeError(
			await payCall(admin, "POST", `/v1/payouts/${payout.id}/mark-failed`, { ...on, body: { failureReason: " " } }),
			400,
			"validation_error",
		);
		expectEnvelopeError(
			await payCall(admin, "POST", `/v1/payouts/${payout.id}/mark-in-transit`, { ...on, body: { bogus: 1 } }),
			400,
			"validation_error",
		);
		expect((await payCall(admin, "POST", `/v1/payouts/${payout.id}/mark-in-transit`, on)).status).toBe(200);
		expectEnvelopeError(
			await payCall(admin, "POST", `/v1/payouts/${payout.id}/mark-in-transit`, on),
			409,
			"invalid_transition",
		);
		expect((await payCall(admin, "POST", `/v1/payouts/${payout.id}/mark-paid`, on)).status).toBe(200);
		for (const move of ["mark-in-transit", "mark-paid"])
			expectEnvelopeError(
				await payCall(admin, "POST", `/v1/payouts/${payout.id}/${move}`, on),
				409,
				"invalid_transition",
			);
		expectEnvelopeError(
			await payCall(admin, "POST", `/v1/payouts/${payout.id}/mark-failed`, { ...on, body: { failureReason: "late" } }),
			409,
			"invalid_transition",
		);
		expectEnvelopeError(await payCall(admin, "POST", "/v1/payouts/po_nope/mark-paid", on), 404, "not_found");
	});

	it("list: bad limits, statuses, times and cursors are 400 validation_error; a cursor only works with its filters", async () => {
		const { key } = await merchant();
		await settle(key, 10_000);
		await setBank(key);
		for (let i = 0; i < 3; i++) await createPayout(key, { amount: 100, currency: "IDR" });
		for (const [q, param] of [
			["limit=0", "limit"],
			["limit=101", "limit"],
			["status=done", "status"],
			["createdSince=yesterday", "createdSince"],
			["createdUntil=2026-13-40T00:00:00Z", "createdUntil"],
			["cursor=%%%", "cursor"],
		]) {
			const r = await payCall(key, "GET", `/v1/payouts?${q}`);
			expectEnvelopeError(r, 400, "validation_error");
			expect(r.body.error.param, q).toBe(param);
		}
		const first = await payCall(key, "GET", "/v1/payouts?limit=1&status=pending");
		const cursor = first.body.meta.page.nextCursor;
		expect((await payCall(key, "GET", `/v1/payouts?limit=1&status=pending&cursor=${cursor}`)).status).toBe(200);
		expectEnvelopeError(await payCall(key, "GET", `/v1/payouts?limit=1&cursor=${cursor}`), 400, "validation_error");
		expectEnvelopeError(
			await payCall(key, "GET", `/v1/payouts?limit=1&status=paid&cursor=${cursor}`),
			400,
			"validation_error",
		);
	});

	it("unknown payout id is 404 not_found", async () => {
		const { key } = await merchant();
		expectEnvelopeError(await payCall(key, "GET", "/v1/payouts/po_01J0000000000000000000000"), 404, "not_found");
	});

	it("bank account: none on file is 404; the first PATCH needs every required field; limits apply", async () => {
		const { key } = await merchant();
		expectEnvelopeError(await payCall(key, "GET", "/v1/payouts/bank-account"), 404, "not_found");
		const partial = await payCall(key, "PATCH", "/v1/payouts/bank-account", { body: { bankName: "BCA" } });
		expectEnvelopeError(partial, 400, "validation_error");
		expect(partial.body.error.param).toBe("bankAccountNumber");
		for (const [field, len] of [
			["bankName", 61],
			["bankAccountNumber", 41],
			["bankAccountHolder", 81],
		] as const) {
			const r = await payCall(key, "PATCH", "/v1/payouts/bank-account", {
				body: { bankName: "B", bankAccountNumber: "1", bankAccountHolder: "H", [field]: "x".repeat(len) },
			});
			expectEnvelopeError(r, 400, "validation_error");
			expect(r.body.error.param).toBe(field);
		}
		expectEnvelopeError(
			await payCall(key, "PATCH", "/v1/payouts/bank-account", { body: { iban: "x" } }),
			400,
			"validation_error",
		);
		expectEnvelopeError(await payCall(key, "GET", "/v1/payouts/bank-account"), 404, "not_found");
	});

	it("schedule: bad interval, anchors on the wrong interval, out-of-range anchors are 400 validation_error", async () => {
		const { key } = await merchant();
		for (const [body, param] of [
			[{ currency: "IDR", interval: "hourly" }, "interval"],
			[{ currency: "IDR", interval: "daily", weeklyAnchor: "monday" }, "weeklyAnchor"],
			[{ currency: "IDR", interval: "weekly", monthlyAnchor: 3 }, "monthlyAnchor"],
			[{ currency: "IDR", interval: "monthly", monthlyAnchor: 32 }, "monthlyAnchor"],
			[{ currency: "IDR", interval: "weekly", weeklyAnchor: "funday" }, "weeklyAnchor"],
			[{ interval: "daily" }, "currency"],
		] as const) {
			const r = await payCall(key, "PUT", "/v1/payouts/schedule", { body });
			expectEnvelopeError(r, 400, "validation_error");
			expect(r.body.error.param).toBe(param);
		}
		expect((await payCall(key, "GET", "/v1/payouts/schedule")).body.data).toEqual([]);
	});
});
