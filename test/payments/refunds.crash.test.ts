import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../src/platform/crypto";
import { insertReservedRefund } from "../../src/services/payments/charges/store";
import { payCall } from "../helpers/pay";
import { envOf } from "../helpers/shards";
import { advance, eventsOf, workspaceKey } from "./billing-helpers";
import { balance, ledgerEntries, paidSession, refund } from "./checkout-helpers";

// The chaos run (npm run chaos) kills the server mid-request. A refund request cut off after its
// refund was written never stored its answer in the Idempotency-Key store, whose in-flight lease
// then lapses: the client's retry with the same key used to make a second refund (money moved twice).
// The key now lives on the refund, and every step after the first is idempotent per refund id.

/** What the process left behind when it died before the platform store recorded the answer. */
const forgetAnswers = (ws: string) =>
	env.IDEMPOTENCY.get(env.IDEMPOTENCY.idFromName(`pay:${ws}:test`)).prune(Date.now() + 3 * 86_400_000);

const REFUND = { amount: 20_000, reason: "requested_by_customer" };

describe("refunds across a crash (chaos run: no refund moves money twice)", () => {
	it("a retry whose first answer was lost returns that refund; nothing refunded or debited twice", async () => {
		const { ws, key } = await workspaceKey();
		const { payment } = await paidSession(key);
		const body = { paymentId: payment.id, ...REFUND };
		const first = await refund(key, body, "refund-cut-off");
		expect(first.status, first.text).toBe(201);
		const after = await balance(key);
		expect(await forgetAnswers(ws)).toBeGreaterThan(0);
		const retry = await refund(key, body, "refund-cut-off");
		expect(retry.status, retry.text).toBe(201);
		expect(retry.body.data).toEqual(first.body.data);
		expect((await payCall(key, "GET", `/v1/refunds?paymentId=${payment.id}`)).body.data).toHaveLength(1);
		expect(await ledgerEntries(key, "&sourceType=refund")).toHaveLength(1);
		expect((await payCall(key, "GET", `/v1/payments/${payment.id}`)).body.data.refundedAmount).toBe(20_000);
		expect(await balance(key)).toEqual(after);
		expect(await eventsOf(ws, "refund.succeeded")).toHaveLength(1);
		// The same key with another body is still a conflict.
		const other = await refund(key, { ...body, amount: 1_000 }, "refund-cut-off");
		expect(other.status).toBe(409);
		expect(other.body.error.code).toBe("idempotency_key_conflict");
	});

	it("a refund recorded but never debited (the process died in between) is finished by the retry: one debit, one reservation", async () => {
		const { ws, key } = await workspaceKey();
		const { payment } = await paidSession(key);
		const body = { paymentId: payment.id, ...REFUND };
		const now = Date.now();
		const id = `re_crash${crypto.randomUUID().replaceAll("-", "").slice(0, 18).toUpperCase()}`;
		const row = {
			id,
			account_id: ws,
			environment: "test" as const,
			payment_id: payment.id,
			amount: REFUND.amount,
			currency: "IDR",
			reason: "requested_by_customer" as const,
			status: "pending" as const,
			failure_reason: null,
			provider_reference: null,
			ledger_transaction_id: null,
			idempotency_key: "refund-half-done",
			request_hash: await sha256Hex(JSON.stringify(body)),
			created_at: now,
			updated_at: now,
		};
		expect(await insertReservedRefund(await envOf(ws), row)).toBe(true);
		const retry = await refund(key, body, "refund-half-done");
		expect(retry.status, retry.text).toBe(201);
		expect(retry.body.data).toMatchObject({ id, status: "succeeded", amount: 20_000 });
		expect(retry.body.data.ledgerTransactionId).toMatch(/^ltx_/);
		expect((await ledgerEntries(key, "&sourceType=refund")).map((e) => e.sourceId)).toEqual([id]);
		expect((await payCall(key, "GET", `/v1/payments/${payment.id}`)).body.data.refundedAmount).toBe(20_000);
		expect((await eventsOf(ws, "refund.succeeded")).map((e) => e.id)).toEqual([id]);
	});

	it("with no retry, the due runner finishes it ten minutes later; a refused one is removed with its reservation", async () => {
		const { ws, key } = await workspaceKey();
		const { payment } = await paidSession(key);
		const now = Date.now();
		const pending = (n: number, amount: number) => ({
			id: `re_stale${n}${crypto.randomUUID().replaceAll("-", "").slice(0, 17).toUpperCase()}`,
			account_id: ws,
			environment: "test" as const,
			payment_id: payment.id,
			amount,
			currency: "IDR",
			reason: "other" as const,
			status: "pending" as const,
			failure_reason: null,
			provider_reference: null,
			ledger_transaction_id: null,
			idempotency_key: `stale-${n}`,
			request_hash: "x",
			created_at: now,
			updated_at: now,
		});
		const ok = pending(1, 10_000);
		// More than the balance holds once the first is debited (the payment's fee already left it).
		const refused = { ...pending(2, 140_000), updated_at: now + 1 };
		expect(await insertReservedRefund(await envOf(ws), ok)).toBe(true);
		expect(await insertReservedRefund(await envOf(ws), refused)).toBe(true);
		await advance(key, 11 * 60);
		expect((await payCall(key, "GET", `/v1/refunds/${ok.id}`)).body.data.status).toBe("succeeded");
		expect((await payCall(key, "GET", `/v1/refunds/${refused.id}`)).status).toBe(404);
		expect((await ledgerEntries(key, "&sourceType=refund")).map((e) => e.sourceId)).toEqual([ok.id]);
		expect((await payCall(key, "GET", `/v1/payments/${payment.id}`)).body.data.refundedAmount).toBe(10_000);
	});
});
