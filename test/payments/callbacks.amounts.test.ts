import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { call } from "../helpers/http";
import { type PayKey, payCall } from "../helpers/pay";
import { dbOf } from "../helpers/shards";
import { A_HOST, B_HOST, C_HOST, PAYPAL_WEBHOOK_HEADERS, stubGateways } from "./adapters-helpers";
import { eventTypes, workspaceKey } from "./billing-helpers";
import {
	callbackA,
	gatewayACheckout,
	gatewayCCheckout,
	notifyB,
	paymentRow,
	pendingRenewal,
	succeededA,
} from "./callback-helpers";
import { ledgerEntries } from "./checkout-helpers";

// Issue 37 item 4d: a provider's success callback settles a payment only for the payment's own amount
// and currency. One that says otherwise moves no money: the payment keeps its state, flagged
// failure_code amount_mismatch for review, the callback row records amount_mismatch, and
// payment.amount_mismatch carries what the provider said. Each gateway, through POST /v1/callbacks.

let gw: ReturnType<typeof stubGateways>;
beforeAll(() => {
	gw = stubGateways();
	gw.on(A_HOST, (r) =>
		r.url.endsWith("/v2/invoices")
			? Response.json({ id: `xinv_${crypto.randomUUID()}`, invoice_url: "https://checkout.xendit.co/web/x" })
			: Response.json({ balance: 1 }),
	);
});
afterAll(() => vi.unstubAllGlobals());

const outcomes = async (ws: string, kind: string) =>
	(
		await (
			await dbOf("DB_PAY", ws)
		)
			.prepare("SELECT outcome FROM provider_callbacks WHERE account_id = ? AND kind = ?")
			.bind(ws, kind)
			.all<{ outcome: string }>()
	).results.map((r) => r.outcome);

const mismatchEvents = async (ws: string) =>
	(
		await (
			await dbOf("DB_PAY", ws)
		)
			.prepare("SELECT data FROM events WHERE account_id = ? AND type = 'payment.amount_mismatch'")
			.bind(ws)
			.all<{ data: string }>()
	).results.map((r) => JSON.parse(r.data));

/** Nothing moved: no ledger entry, no payment.succeeded, the payment held for review in its state. */
async function heldForReview(ws: string, key: PayKey, p: Record<string, any>, status: string) {
	expect(await paymentRow(ws, p.id)).toMatchObject({
		status,
		failure_code: "amount_mismatch",
		fee: 0,
		ledger_transaction_id: null,
	});
	expect(await ledgerEntries(key)).toEqual([]);
	expect(await eventTypes(ws, "test", "payment.succeeded")).toEqual([]);
	expect(await eventTypes(ws, "test", "invoice.paid")).toEqual([]);
	expect((await payCall(key, "GET", `/v1/payments/${p.id}`)).body.data).toMatchObject({
		status,
		failureCode: "amount_mismatch",
	});
}

describe("gateway A success callbacks are checked against the payment", () => {
	it("another amount, then another currency: held for review, once each; the right amount settles it", async () => {
		const { ws, key } = await workspaceKey();
		const { s, p } = await gatewayACheckout(ws, key, "qris");
		const low = await callbackA(ws, succeededA(p, { amount: p.amount - 1 }));
		expect(low.status, low.text).toBe(200);
		await heldForReview(ws, key, p, "pending");
		expect((await callbackA(ws, succeededA(p, { currency: "USD" }))).status).toBe(200);
		await heldForReview(ws, key, p, "pending");
		expect((await callbackA(ws, succeededA(p, { amount: undefined, paid_amount: undefined }))).status).toBe(200);
		await heldForReview(ws, key, p, "pending");
		expect(await outcomes(ws, "gateway_a")).toEqual(["amount_mismatch", "amount_mismatch", "amount_mismatch"]);
		const events = await mismatchEvents(ws);
		expect(events).toHaveLength(3);
		expect(events[0]).toMatchObject({
			id: p.id,
			object: "payment",
			amount: p.amount,
			currency: "IDR",
			failureCode: "amount_mismatch",
			callback: { provider: "gateway_a", amount: p.amount - 1, currency: "IDR" },
		});
		expect(events[1].callback).toMatchObject({ amount: p.amount, currency: "USD" });
		expect(
			(await (await dbOf("DB_PAY", ws)).prepare("SELECT status FROM checkout_sessions WHERE id = ?").bind(s.id).first())
				?.status,
		).toBe("open");

		const right = await callbackA(ws, succeededA(p));
		expect(right.status, right.text).toBe(200);
		expect(await paymentRow(ws, p.id)).toMatchObject({ status: "succeeded", failure_code: null });
		expect((await ledgerEntries(key)).filter((e) => e.sourceType === "payment")).toHaveLength(1);
		expect(await eventTypes(ws, "test", "payment.")).toEqual([
			"payment.amount_mismatch",
			"payment.amount_mismatch",
			"payment.amount_mismatch",
			"payment.succeeded",
		]);
	});

	it("wrong and right callbacks racing: paid exactly once, one ledger transaction, the wrong ones recorded", async () => {
		const { ws, key } = await workspaceKey();
		const { p } = await gatewayACheckout(ws, key, "qris");
		const answers = await Promise.all(
			Array.from({ length: 12 }, (_, i) =>
				callbackA(ws, i % 2 ? succeededA(p) : succeededA(p, { amount: p.amount - 1 - i })),
			),
		);
		for (const r of answers) expect(r.status, r.text).toBe(200);
		expect(await paymentRow(ws, p.id)).toMatchObject({ status: "succeeded", failure_code: null });
		expect((await ledgerEntries(key)).filter((e) => e.sourceType === "payment")).toHaveLength(1);
		expect(await eventTypes(ws, "test", "payment.succeeded")).toEqual(["payment.succeeded"]);
		const recorded = await outcomes(ws, "gateway_a");
		expect(recorded).toHaveLength(12);
		expect(recorded.filter((o) => o === "amount_mismatch").length).toBeLessThanOrEqual(6);
	});
});

describe("gateway B settlements are checked against the invoice payment", () => {
	it("the status API's gross_amount or currency differs: held for review, nothing paid; matching settles", async () => {
		const { ws, key, b, inv, p } = await pendingRenewal(gw);
		try {
			b.status = "settlement";
			b.gross = "15000.00";
			expect(await notifyB(ws, p.idempotency_key, b.trx, "settlement")).toMatchObject({ duplicate: false });
			await heldForReview(ws, key, p, "failed");
			expect((await payCall(key, "GET", `/v1/invoices/${inv.id}`)).body.data.status).toBe("open");
			b.gross = "150000.00";
			b.currency = "USD";
			b.trx = `trx-${crypto.randomUUID()}`;
			await notifyB(ws, p.idempotency_key, b.trx, "settlement");
			await heldForReview(ws, key, p, "failed");
			expect(await outcomes(ws, "gateway_b")).toEqual(["amount_mismatch", "amount_mismatch"]);
			expect((await mismatchEvents(ws)).map((e) => e.callback)).toEqual([
				expect.objectContaining({ provider: "gateway_b", amount: 15_000, currency: "IDR" }),
				expect.objectContaining({ provider: "gateway_b", amount: 15_000_000, currency: "USD" }), // 150000.00 USD in cents
			]);
			b.currency = "IDR";
			b.trx = `trx-${crypto.randomUUID()}`;
			await notifyB(ws, p.idempotency_key, b.trx, "settlement");
			expect(await paymentRow(ws, p.id)).toMatchObject({ status: "succeeded", failure_code: null });
			expect((await payCall(key, "GET", `/v1/invoices/${inv.id}`)).body.data.status).toBe("paid");
		} finally {
			gw.on(B_HOST, null);
		}
	});
});

describe("gateway C captures are checked against the payment", () => {
	const capture = (p: Record<string, any>, amount: unknown) => ({
		id: `WH-${crypto.randomUUID()}`,
		event_type: "PAYMENT.CAPTURE.COMPLETED",
		resource: { id: `CAP-${crypto.randomUUID()}`, custom_id: p.idempotency_key, status: "COMPLETED", amount },
	});
	const webhook = (ws: string, event: unknown) =>
		call("POST", `/pay/v1/callbacks/gateway_c/${ws}`, { body: event, headers: PAYPAL_WEBHOOK_HEADERS });

	it("another value or currency_code: held for review; the payment's own settles it", async () => {
		const { ws, key } = await workspaceKey();
		try {
			const { p } = await gatewayCCheckout(gw, ws, key);
			expect(p).toMatchObject({ amount: 150_000, currency: "IDR" });
			expect((await webhook(ws, capture(p, { currency_code: "IDR", value: "149999" }))).status).toBe(200);
			await heldForReview(ws, key, p, "pending");
			expect((await webhook(ws, capture(p, { currency_code: "USD", value: "150000.00" }))).status).toBe(200);
			await heldForReview(ws, key, p, "pending");
			expect((await webhook(ws, capture(p, undefined))).status).toBe(200);
			await heldForReview(ws, key, p, "pending");
			expect(await outcomes(ws, "gateway_c")).toEqual(["amount_mismatch", "amount_mismatch", "amount_mismatch"]);
			expect((await mismatchEvents(ws)).map((e) => e.callback.provider)).toEqual([
				"gateway_c",
				"gateway_c",
				"gateway_c",
			]);
			expect((await webhook(ws, capture(p, { currency_code: "IDR", value: "150000" }))).status).toBe(200);
			expect(await paymentRow(ws, p.id)).toMatchObject({ status: "succeeded", failure_code: null });
			expect((await ledgerEntries(key)).filter((e) => e.sourceType === "payment")).toHaveLength(1);
		} finally {
			gw.on(C_HOST, null);
		}
	});
});
