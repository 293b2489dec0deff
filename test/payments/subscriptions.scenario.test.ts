import { describe, expect, it } from "vitest";
import { payCall } from "../helpers/pay";
import { advance, billingSetup, DAY, eventsOf, eventTypes, mut, newToken, subscribe, workspaceKey } from "./billing-helpers";

/** Advances the test clock just past `iso`. */
async function advanceTo(key: any, nowIso: string, iso: string) {
	const seconds = Math.ceil((Date.parse(iso) - Date.parse(nowIso)) / 1000) + 1;
	return advance(key, Math.max(1, seconds));
}

describe("test-clock scenario (acceptance)", () => {
	it("7-day trial → active → two paid renewals → decline → past_due → dunning exhausted → canceled; exact events; ledger credited per paid invoice", async () => {
		const { ws, key } = await workspaceKey();
		const s = await billingSetup(key, { unitAmount: 150_000, trialDays: 7 });
		const created = await subscribe(key, { customerId: s.customer.id, planId: s.plan.id, priceId: s.priceId, paymentTokenId: s.token.id });
		expect(created.status, created.text).toBe(201);
		const sub = created.body.data;
		expect(sub.status).toBe("trialing");
		expect(Date.parse(sub.trialEnd) - Date.parse(sub.currentPeriodStart)).toBe(7 * DAY * 1000);
		expect(sub.currentPeriodEnd).toBe(sub.trialEnd);
		const get = async () => (await payCall(key, "GET", `/v1/subscriptions/${sub.id}`)).body.data;

		// Day 4: three days before the trial ends.
		let clock = await advance(key, 4 * DAY);
		expect(await eventTypes(ws, "test", "subscription.")).toEqual(["subscription.created", "subscription.trial_will_end"]);
		expect((await get()).status).toBe("trialing");

		// Trial end: first invoice, paid; active for a month.
		clock = await advanceTo(key, clock.now, sub.trialEnd);
		let cur = await get();
		expect(cur.status).toBe("active");
		expect(cur.currentPeriodStart).toBe(sub.trialEnd);
		const firstInvoice = (await payCall(key, "GET", `/v1/invoices/${cur.latestInvoiceId}`)).body.data;
		expect(firstInvoice).toMatchObject({
			status: "paid",
			total: 150_000,
			amountPaid: 150_000,
			billingReason: "subscription_cycle",
			attemptCount: 1,
			periodStart: sub.trialEnd,
		});

		// Two renewals, both paid.
		for (let i = 0; i < 2; i++) {
			const before = cur;
			clock = await advanceTo(key, clock.now, cur.currentPeriodEnd);
			cur = await get();
			expect(cur.status).toBe("active");
			expect(cur.currentPeriodStart).toBe(before.currentPeriodEnd);
			expect(cur.latestInvoiceId).not.toBe(before.latestInvoiceId);
		}

		// The customer's card starts declining.
		const bad = await newToken(key, s.customer.id, "decline");
		expect((await mut(key, "PATCH", `/v1/subscriptions/${sub.id}`, { defaultPaymentTokenId: bad.id })).status).toBe(200);

		// Third renewal declines → past_due, dunning starts.
		const failAt = cur.currentPeriodEnd;
		clock = await advanceTo(key, clock.now, failAt);
		cur = await get();
		expect(cur.status).toBe("past_due");
		let inv = (await payCall(key, "GET", `/v1/invoices/${cur.latestInvoiceId}`)).body.data;
		expect(inv).toMatchObject({ status: "open", attemptCount: 1, lastPaymentError: { code: "card_declined", hardDecline: false } });
		expect(inv.nextPaymentAttemptAt).toBe(new Date(Date.parse(failAt) + 1 * DAY * 1000).toISOString());

		// Retries 1, 3, 5 and 7 days after the failure; the last one exhausts dunning.
		for (const [d, next] of [
			[1, 3],
			[3, 5],
			[5, 7],
		]) {
			clock = await advanceTo(key, clock.now, new Date(Date.parse(failAt) + d * DAY * 1000).toISOString());
			inv = (await payCall(key, "GET", `/v1/invoices/${inv.id}`)).body.data;
			expect((await get()).status).toBe("past_due");
			expect(inv.nextPaymentAttemptAt).toBe(new Date(Date.parse(failAt) + next * DAY * 1000).toISOString());
		}
		clock = await advanceTo(key, clock.now, new Date(Date.parse(failAt) + 7 * DAY * 1000).toISOString());
		cur = await get();
		expect(cur).toMatchObject({ status: "canceled", canceledReason: "failed_payment" });
		inv = (await payCall(key, "GET", `/v1/invoices/${inv.id}`)).body.data;
		expect(inv).toMatchObject({ status: "uncollectible", attemptCount: 5, nextPaymentAttemptAt: null });

		expect(await eventTypes(ws)).toEqual([
			"subscription.created",
			"subscription.trial_will_end",
			"invoice.created",
			"invoice.paid",
			"invoice.created",
			"invoice.paid",
			"invoice.created",
			"invoice.paid",
			"subscription.updated",
			"invoice.created",
			"invoice.payment_failed",
			"subscription.past_due",
			"invoice.payment_failed",
			"invoice.payment_failed",
			"invoice.payment_failed",
			"invoice.payment_failed",
			"subscription.deleted",
		]);
		// The same events through the API (GET /v1/events, newest first).
		const listed = (await payCall(key, "GET", "/v1/events?type=subscription.&limit=100")).body.data;
		expect(listed.map((e: any) => e.type).reverse()).toEqual(["subscription.created", "subscription.trial_will_end", "subscription.updated", "subscription.past_due", "subscription.deleted"]);
		const deleted = await eventsOf(ws, "subscription.deleted");
		expect(deleted[0]).toMatchObject({ id: sub.id, status: "canceled", canceledReason: "failed_payment" });

		// The ledger holds one payment credit and one fee debit per paid invoice, and nothing for the failed one.
		const paid = (await payCall(key, "GET", `/v1/invoices?subscriptionId=${sub.id}&status=paid`)).body.data;
		expect(paid).toHaveLength(3);
		const credits = (await payCall(key, "GET", "/v1/ledger/entries?sourceType=payment&limit=100")).body.data;
		expect(credits.map((e: any) => e.sourceId).sort()).toEqual(paid.map((i: any) => i.paymentId).sort());
		for (const e of credits) expect(e).toMatchObject({ code: "payment", direction: "credit", amount: 150_000, currency: "IDR" });
		const fees = (await payCall(key, "GET", "/v1/ledger/entries?sourceType=fee&limit=100")).body.data;
		expect(fees).toHaveLength(3);
		for (const e of fees) expect(e).toMatchObject({ direction: "debit", amount: 4350 + 2000 });
		const bal = (await payCall(key, "GET", "/v1/ledger/balances?currency=IDR")).body.data[0];
		expect(bal.ledgerBalance).toBe(3 * (150_000 - 6350));
	});
});
