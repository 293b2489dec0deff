import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { call } from "../helpers/http";
import { payCall } from "../helpers/pay";
import { dbOf } from "../helpers/shards";
import { A_HOST, A_SECRET, B_HOST, C_HOST, PAYPAL_WEBHOOK_HEADERS, put, stubGateways } from "./adapters-helpers";
import { advance, billingSetup, DAY, eventTypes, mut, subscribe, workspaceKey } from "./billing-helpers";
import {
	callbackA,
	gatewayACheckout,
	gatewayCCheckout,
	notifyB,
	paymentRow,
	pendingRenewal,
	succeededA,
	TOKEN,
} from "./callback-helpers";
import { choose, getSession, ledgerEntries, session } from "./checkout-helpers";

// What a provider callback does to the payment it reports on, through POST /v1/callbacks/...:
// fees computed like every payment's, the checkout session completed at once, late successes for
// canceled payments never settled, failures recorded (with dunning for invoices), events once.

let gw: ReturnType<typeof stubGateways>;
beforeAll(() => {
	gw = stubGateways();
	// Gateway A: hosted invoices for checkout, a healthy balance for the sanity check.
	gw.on(A_HOST, (r) =>
		r.url.endsWith("/v2/invoices")
			? Response.json({
					id: `xinv_${crypto.randomUUID()}`,
					invoice_url: "https://checkout.xendit.co/web/x",
					status: "PENDING",
				})
			: Response.json({ balance: 1 }),
	);
});
afterAll(() => vi.unstubAllGlobals());

// Read straight from D1: GET /v1/checkout-sessions/{id} would itself complete a paid session.
const sessionRow = async (ws: string, id: string) =>
	(await dbOf("DB_PAY", ws))
		.prepare("SELECT * FROM checkout_sessions WHERE id = ?")
		.bind(id)
		.first<Record<string, any>>();

describe("a provider's success callback", () => {
	it("retail_outlet (no FEE_SCHEDULE entry): fee from the checkout schedule, session completed at once, settled and reported once", async () => {
		const { ws, key } = await workspaceKey();
		const { s, p } = await gatewayACheckout(ws, key, "retail_outlet");
		const first = await callbackA(ws, succeededA(p));
		expect(first.status, first.text).toBe(200);
		expect(await paymentRow(ws, p.id)).toMatchObject({ status: "succeeded", fee: 5000, net: 145_000 });
		expect(await sessionRow(ws, s.id)).toMatchObject({ status: "completed", payment_id: p.id });
		// The same success again, as a hosted-invoice callback (PAID, external_id), and a read of the session add nothing.
		const paid = { id: p.provider_reference, external_id: p.idempotency_key, status: "PAID" };
		expect((await callbackA(ws, { ...paid, paid_amount: p.amount, currency: p.currency })).status).toBe(200);
		expect((await getSession(key, s.id)).status).toBe("completed");
		expect(await eventTypes(ws, "test", "payment.")).toEqual(["payment.succeeded"]);
		expect(await eventTypes(ws, "test", "checkout_session.")).toEqual(["checkout_session.completed"]);
		const entries = await ledgerEntries(key);
		expect(entries.filter((e) => e.sourceType === "payment")).toHaveLength(1);
		expect(entries.filter((e) => e.sourceType === "fee").map((e) => e.amount)).toEqual([5000]);
	});

	it("for a payment whose session was canceled: never settled; the payment stays canceled, flagged succeeded_after_cancel", async () => {
		const { ws, key } = await workspaceKey();
		const { s, p } = await gatewayACheckout(ws, key, "qris");
		expect((await mut(key, "POST", `/v1/checkout-sessions/${s.id}/cancel`)).status).toBe(200);
		expect(await paymentRow(ws, p.id)).toMatchObject({ status: "canceled", failure_code: "session_canceled" });
		const late = await callbackA(ws, succeededA(p));
		expect(late.status, late.text).toBe(200);
		const after = (await payCall(key, "GET", `/v1/payments/${p.id}`)).body.data;
		expect(after).toMatchObject({
			status: "canceled",
			failureCode: "succeeded_after_cancel",
			providerReference: p.provider_reference,
			fee: 0,
			ledgerTransactionId: null,
		});
		expect((await getSession(key, s.id)).status).toBe("canceled");
		expect(await ledgerEntries(key)).toEqual([]);
		expect(await eventTypes(ws, "test", "payment.")).toEqual([]);
		expect(await eventTypes(ws, "test", "checkout_session.")).toEqual([]);
	});

	it("for a payment whose session expired: the same (nothing settled, nothing completed)", async () => {
		const { ws, key } = await workspaceKey();
		expect((await put(key, "gateway_a", { secretKey: A_SECRET, callbackToken: TOKEN })).status).toBe(200);
		expect((await mut(key, "PUT", "/v1/checkout-settings", { methods: { qris: "gateway_a" } })).status).toBe(200);
		const s = await session(key, { methods: ["qris"], expiresInSec: 300 });
		expect((await choose(s, "qris")).status).toBe(303);
		const p = (await paymentRow(ws, (await getSession(key, s.id)).paymentId)) as Record<string, any>;
		await advance(key, 301);
		expect(await paymentRow(ws, p.id)).toMatchObject({ status: "canceled", failure_code: "session_expired" });
		expect((await callbackA(ws, succeededA(p))).status).toBe(200);
		expect(await paymentRow(ws, p.id)).toMatchObject({
			status: "canceled",
			failure_code: "succeeded_after_cancel",
			ledger_transaction_id: null,
		});
		expect((await sessionRow(ws, s.id))?.status).toBe("expired");
		expect(await ledgerEntries(key)).toEqual([]);
		expect(await eventTypes(ws, "test", "payment.")).toEqual([]);
	});
	it("for a pending payment whose session has just ended (expiry moved the session, its payment not yet canceled): the same", async () => {
		const { ws, key } = await workspaceKey();
		const { s, p } = await gatewayACheckout(ws, key, "qris");
		// The window between expireSession's session move and its cancel of the pending payments.
		await (await dbOf("DB_PAY", ws))
			.prepare("UPDATE checkout_sessions SET status = 'expired', expired_at = expires_at WHERE id = ?")
			.bind(s.id)
			.run();
		expect((await callbackA(ws, succeededA(p))).status).toBe(200);
		expect(await paymentRow(ws, p.id)).toMatchObject({
			status: "canceled",
			failure_code: "succeeded_after_cancel",
			ledger_transaction_id: null,
		});
		expect(await ledgerEntries(key)).toEqual([]);
		expect(await eventTypes(ws, "test", "payment.")).toEqual([]);
	});
});

describe("a provider's failure callback", () => {
	it("gateway A EXPIRED / FAILED: the checkout payment fails with the provider's code, payment.failed once; a later success is refused", async () => {
		const { ws, key } = await workspaceKey();
		const { s, p } = await gatewayACheckout(ws, key, "qris");
		const failed = {
			id: p.provider_reference,
			external_id: p.idempotency_key,
			status: "FAILED",
			failure_code: "INSUFFICIENT_BALANCE",
		};
		expect((await callbackA(ws, failed)).status).toBe(200);
		expect(await paymentRow(ws, p.id)).toMatchObject({ status: "failed", failure_code: "insufficient_balance" });
		expect((await callbackA(ws, failed)).status).toBe(200); // another delivery
		expect((await callbackA(ws, succeededA(p))).status).toBe(200);
		expect(await paymentRow(ws, p.id)).toMatchObject({
			status: "failed",
			failure_code: "insufficient_balance",
			ledger_transaction_id: null,
		});
		expect(await eventTypes(ws, "test", "payment.")).toEqual(["payment.failed"]);
		expect((await getSession(key, s.id)).status).toBe("open"); // the customer may try another method

		// EXPIRED on a second attempt of the same session.
		const again = await choose(s, "qris");
		expect(again.status).toBe(303);
		const p2 = (await paymentRow(ws, (await getSession(key, s.id)).paymentId)) as Record<string, any>;
		expect(
			(await callbackA(ws, { id: p2.provider_reference, external_id: p2.idempotency_key, status: "EXPIRED" })).status,
		).toBe(200);
		expect(await paymentRow(ws, p2.id)).toMatchObject({ status: "failed", failure_code: "payment_expired" });
		expect(await eventTypes(ws, "test", "payment.")).toEqual(["payment.failed", "payment.failed"]);
		expect(await ledgerEntries(key)).toEqual([]);
	});
});

describe("invoice charges settled by gateway B notifications", () => {
	it("deny: the payment fails with card_deny (payment.failed once); the invoice's dunning goes on as scheduled, with the real error", async () => {
		const { ws, key, b, inv, p } = await pendingRenewal(gw);
		try {
			expect(await eventTypes(ws, "test", "payment.")).toEqual([]); // nothing is known yet
			b.status = "deny";
			expect(await notifyB(ws, p.idempotency_key, b.trx, "deny")).toMatchObject({ duplicate: false });
			expect(await paymentRow(ws, p.id)).toMatchObject({ status: "failed", failure_code: "card_deny" });
			const after = (await payCall(key, "GET", `/v1/invoices/${inv.id}`)).body.data;
			expect(after).toMatchObject({
				status: "open",
				attemptCount: 1,
				lastPaymentError: { code: "card_deny", hardDecline: false },
				nextPaymentAttemptAt: inv.nextPaymentAttemptAt,
			});
			expect(await eventTypes(ws, "test", "payment.")).toEqual(["payment.failed"]);
			expect(await eventTypes(ws, "test", "invoice.payment_failed")).toHaveLength(1); // the attempt was already reported
			expect((await notifyB(ws, p.idempotency_key, b.trx, "deny")).duplicate).toBe(true);
			expect(await eventTypes(ws, "test", "payment.")).toEqual(["payment.failed"]);
			// The next dunning retry runs on schedule (attempt 2).
			b.trx = `trx-${crypto.randomUUID()}`;
			await advance(key, DAY);
			expect((await payCall(key, "GET", `/v1/invoices/${inv.id}`)).body.data.attemptCount).toBe(2);
		} finally {
			gw.on(B_HOST, null);
		}
	});

	it("settlement: invoice paid, payment.succeeded and invoice.paid once, settled once", async () => {
		const { ws, key, b, inv, p } = await pendingRenewal(gw);
		try {
			b.status = "settlement";
			await notifyB(ws, p.idempotency_key, b.trx, "settlement");
			expect((await payCall(key, "GET", `/v1/invoices/${inv.id}`)).body.data).toMatchObject({
				status: "paid",
				paymentId: p.id,
			});
			expect(await paymentRow(ws, p.id)).toMatchObject({ status: "succeeded", fee: 4350 + 2000 });
			expect(await eventTypes(ws, "test", "payment.")).toEqual(["payment.succeeded"]);
			expect(await eventTypes(ws, "test", "invoice.paid")).toHaveLength(1);
			const entries = await ledgerEntries(key);
			expect(entries.filter((e) => e.sourceType === "payment").map((e) => e.sourceId)).toEqual([p.id]);
		} finally {
			gw.on(B_HOST, null);
		}
	});
});

describe("gateway C webhooks that end a charge unpaid", () => {
	const headers = PAYPAL_WEBHOOK_HEADERS;
	const webhook = (ws: string, event: unknown) =>
		call("POST", `/pay/v1/callbacks/gateway_c/${ws}`, { body: event, headers });

	it("PAYMENT.CAPTURE.DENIED (by custom_id) and PAYMENT.AUTHORIZATION.VOIDED (by the related order id) fail the checkout payment once", async () => {
		const { ws, key } = await workspaceKey();
		try {
			const { s, p } = await gatewayCCheckout(gw, ws, key);
			const denied = {
				id: `WH-${crypto.randomUUID()}`,
				event_type: "PAYMENT.CAPTURE.DENIED",
				resource: { id: "CAP-1", custom_id: p.idempotency_key },
			};
			expect((await webhook(ws, denied)).status).toBe(200);
			expect(await paymentRow(ws, p.id)).toMatchObject({ status: "failed", failure_code: "payment_declined" });
			expect((await webhook(ws, denied)).body.data.duplicate).toBe(true);

			expect((await choose(s, "card")).status).toBe(303);
			const p2 = (await paymentRow(ws, (await getSession(key, s.id)).paymentId)) as Record<string, any>;
			const voided = {
				id: `WH-${crypto.randomUUID()}`,
				event_type: "PAYMENT.AUTHORIZATION.VOIDED",
				resource: { id: "AUTH-1", supplementary_data: { related_ids: { order_id: p2.provider_reference } } },
			};
			expect((await webhook(ws, voided)).status).toBe(200);
			expect(await paymentRow(ws, p2.id)).toMatchObject({ status: "failed", failure_code: "payment_voided" });
			expect(await eventTypes(ws, "test", "payment.")).toEqual(["payment.failed", "payment.failed"]);
			expect((await getSession(key, s.id)).status).toBe("open");
		} finally {
			gw.on(C_HOST, null);
		}
	});
});

describe("a hard decline reported by callback for an invoice charge answered pending", () => {
	it("gateway A FAILED STOLEN_CARD: no more automatic retries — dunning exhausts at the window's end, as a hard decline at charge time would", async () => {
		const { ws, key } = await workspaceKey();
		gw.on(A_HOST, (r) =>
			r.url.endsWith("/payment_requests")
				? Response.json({ id: `pr-${crypto.randomUUID()}`, status: "PENDING" })
				: Response.json({ balance: 1 }),
		);
		try {
			expect((await put(key, "gateway_a", { secretKey: A_SECRET, callbackToken: TOKEN })).status).toBe(200);
			const s = await billingSetup(key, { unitAmount: 150_000, trialDays: 7 });
			const sub = (
				await subscribe(key, {
					customerId: s.customer.id,
					planId: s.plan.id,
					priceId: s.priceId,
					paymentTokenId: s.token.id,
				})
			).body.data;
			await advance(key, 7 * DAY + 1);
			const invId = (await payCall(key, "GET", `/v1/subscriptions/${sub.id}`)).body.data.latestInvoiceId;
			const inv = (await payCall(key, "GET", `/v1/invoices/${invId}`)).body.data;
			expect(inv).toMatchObject({ status: "open", lastPaymentError: { code: "payment_pending", hardDecline: false } });
			expect(inv.nextPaymentAttemptAt).not.toBeNull();
			const p = (await (
				await dbOf("DB_PAY", ws)
			)
				.prepare("SELECT * FROM payments WHERE invoice_id = ?")
				.bind(invId)
				.first<Record<string, any>>()) as Record<string, any>;
			const r = await callbackA(ws, {
				event: "payment.failed",
				data: {
					id: p.provider_reference,
					reference_id: p.idempotency_key,
					status: "FAILED",
					failure_code: "STOLEN_CARD",
				},
			});
			expect(r.status, r.text).toBe(200);
			expect(await paymentRow(ws, p.id)).toMatchObject({
				status: "failed",
				failure_code: "stolen_card",
				hard_decline: 1,
			});
			const after = (await payCall(key, "GET", `/v1/invoices/${invId}`)).body.data;
			expect(after).toMatchObject({
				status: "open",
				attemptCount: 1,
				nextPaymentAttemptAt: null,
				lastPaymentError: { code: "stolen_card", hardDecline: true },
			});
			const row = await (await dbOf("DB_PAY", ws))
				.prepare("SELECT first_failed_at, exhaust_at FROM invoices WHERE id = ?")
				.bind(invId)
				.first<{ first_failed_at: number; exhaust_at: number }>();
			expect(row?.exhaust_at).toBe((row?.first_failed_at ?? 0) + 7 * DAY * 1000);
			expect(await eventTypes(ws, "test", "payment.")).toEqual(["payment.failed"]);
			// No retry is made before the window closes; then the subscription is canceled.
			await advance(key, 3 * DAY);
			expect((await payCall(key, "GET", `/v1/invoices/${invId}`)).body.data.attemptCount).toBe(1);
			await advance(key, 5 * DAY);
			expect((await payCall(key, "GET", `/v1/subscriptions/${sub.id}`)).body.data).toMatchObject({
				status: "canceled",
				canceledReason: "failed_payment",
			});
		} finally {
			gw.on(A_HOST, (r) =>
				r.url.endsWith("/v2/invoices")
					? Response.json({
							id: `xinv_${crypto.randomUUID()}`,
							invoice_url: "https://checkout.xendit.co/web/x",
							status: "PENDING",
						})
					: Response.json({ balance: 1 }),
			);
		}
	});
});
