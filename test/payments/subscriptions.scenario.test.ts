import { describe, expect, it } from "vitest";
import { payCall } from "../helpers/pay";
import { dbOf } from "../helpers/shards";
import {
	advance,
	billingSetup,
	DAY,
	eventsOf,
	eventTypes,
	mut,
	newToken,
	subscribe,
	workspaceKey,
} from "./billing-helpers";

/** Advances the test clock just past `iso`. */
async function advanceTo(key: any, nowIso: string, iso: string) {
	const seconds = Math.ceil((Date.parse(iso) - Date.parse(nowIso)) / 1000) + 1;
	return advance(key, Math.max(1, seconds));
}

/**
 * Every event of the workspace in the order it was recorded. A charge's payment.succeeded /
 * payment.failed carries an id derived from the payment (so the callback path cannot record it
 * twice) and shares its time with the invoice event of the same batch: the id does not order the
 * two, the insertion does (payment first, then what it did to the invoice).
 */
async function recordedTypes(ws: string): Promise<string[]> {
	const r = await (await dbOf("DB_PAY", ws))
		.prepare("SELECT type FROM events WHERE account_id = ? AND environment = 'test' ORDER BY occurred_at, rowid")
		.bind(ws)
		.all<{ type: string }>();
	return r.results.map((x) => x.type);
}

describe("test-clock scenario (acceptance)", () => {
	it("7-day trial → active → two paid renewals → decline → past_due → dunning exhausted → canceled; exact events; ledger credited per paid invoice", async () => {
		const { ws, key } = await workspaceKey();
		const s = await billingSetup(key, { unitAmount: 150_000, trialDays: 7 });
		const created = await subscribe(key, {
			customerId: s.customer.id,
			planId: s.plan.id,
			priceId: s.priceId,
			paymentTokenId: s.token.id,
		});
		expect(created.status, created.text).toBe(201);
		const sub = created.body.data;
		expect(sub.status).toBe("trialing");
		expect(Date.parse(sub.trialEnd) - Date.parse(sub.currentPeriodStart)).toBe(7 * DAY * 1000);
		expect(sub.currentPeriodEnd).toBe(sub.trialEnd);
		const get = async () => (await payCall(key, "GET", `/v1/subscriptions/${sub.id}`)).body.data;

		// Day 4: three days before the trial ends.
		let clock = await advance(key, 4 * DAY);
		expect(await eventTypes(ws, "test", "subscription.")).toEqual([
			"subscription.created",
			"subscription.trial_will_end",
		]);
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
		expect((await mut(key, "PATCH", `/v1/subscriptions/${sub.id}`, { defaultPaymentTokenId: bad.id })).status).toBe(
			200,
		);

		// Third renewal declines → past_due, dunning starts.
		const failAt = cur.currentPeriodEnd;
		clock = await advanceTo(key, clock.now, failAt);
		cur = await get();
		expect(cur.status).toBe("past_due");
		let inv = (await payCall(key, "GET", `/v1/invoices/${cur.latestInvoiceId}`)).body.data;
		expect(inv).toMatchObject({
			status: "open",
			attemptCount: 1,
			lastPaymentError: { code: "card_declined", hardDecline: false },
		});
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

		expect(await recordedTypes(ws)).toEqual([
			"subscription.created",
			"subscription.trial_will_end",
			"invoice.created",
			"payment.succeeded",
			"invoice.paid",
			"invoice.created",
			"payment.succeeded",
			"invoice.paid",
			"invoice.created",
			"payment.succeeded",
			"invoice.paid",
			"subscription.updated",
			"invoice.created",
			"payment.failed",
			"invoice.payment_failed",
			"subscription.past_due",
			"payment.failed",
			"invoice.payment_failed",
			"payment.failed",
			"invoice.payment_failed",
			"payment.failed",
			"invoice.payment_failed",
			"payment.failed",
			"invoice.payment_failed",
			"subscription.deleted",
		]);
		// Without the payment events, the order by (time, id) is the one above.
		expect((await eventTypes(ws)).filter((t) => !t.startsWith("payment."))).toEqual(
			(await recordedTypes(ws)).filter((t) => !t.startsWith("payment.")),
		);
		// One payment event per charge: 3 paid invoices, 5 declined attempts, each with its payment.
		const payments = await eventsOf(ws, "payment.succeeded");
		expect(payments.map((p: any) => p.invoiceId)).toEqual((await eventsOf(ws, "invoice.paid")).map((i: any) => i.id));
		for (const p of payments)
			expect(p).toMatchObject({
				object: "payment",
				status: "succeeded",
				amount: 150_000,
				fee: 6350,
				net: 150_000 - 6350,
			});
		const declined = await eventsOf(ws, "payment.failed");
		expect(declined.map((p: any) => p.id)).toEqual(
			(await eventsOf(ws, "invoice.payment_failed")).map((i: any) => i.paymentId),
		);
		for (const p of declined)
			expect(p).toMatchObject({ status: "failed", failureCode: "card_declined", invoiceId: inv.id });
		// The same events through the API (GET /v1/events, newest first).
		const listed = (await payCall(key, "GET", "/v1/events?type=subscription.&limit=100")).body.data;
		expect(listed.map((e: any) => e.type).reverse()).toEqual([
			"subscription.created",
			"subscription.trial_will_end",
			"subscription.updated",
			"subscription.past_due",
			"subscription.deleted",
		]);
		const deleted = await eventsOf(ws, "subscription.deleted");
		expect(deleted[0]).toMatchObject({ id: sub.id, status: "canceled", canceledReason: "failed_payment" });

		// The ledger holds one payment credit and one fee debit per paid invoice, and nothing for the failed one.
		const paid = (await payCall(key, "GET", `/v1/invoices?subscriptionId=${sub.id}&status=paid`)).body.data;
		expect(paid).toHaveLength(3);
		const credits = (await payCall(key, "GET", "/v1/ledger/entries?sourceType=payment&limit=100")).body.data;
		expect(credits.map((e: any) => e.sourceId).sort()).toEqual(paid.map((i: any) => i.paymentId).sort());
		for (const e of credits)
			expect(e).toMatchObject({ code: "payment", direction: "credit", amount: 150_000, currency: "IDR" });
		const fees = (await payCall(key, "GET", "/v1/ledger/entries?sourceType=fee&limit=100")).body.data;
		expect(fees).toHaveLength(3);
		for (const e of fees) expect(e).toMatchObject({ direction: "debit", amount: 4350 + 2000 });
		const bal = (await payCall(key, "GET", "/v1/ledger/balances?currency=IDR")).body.data[0];
		expect(bal.ledgerBalance).toBe(3 * (150_000 - 6350));
	});

	it("a year of monthly renewals runs in one clock advance: twelve more paid invoices, each credited once", async () => {
		const { ws, key } = await workspaceKey();
		const s = await billingSetup(key, { unitAmount: 100_000 });
		const sub = (
			await subscribe(key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				paymentTokenId: s.token.id,
			})
		).body.data;
		expect(sub.status).toBe("active");
		await advance(key, 365 * DAY);
		const after = (await payCall(key, "GET", `/v1/subscriptions/${sub.id}`)).body.data;
		expect(after.status).toBe("active");
		// The period now contains the clock: 12 renewals happened, each at its own boundary.
		expect(Date.parse(after.currentPeriodStart)).toBeGreaterThan(
			Date.parse(sub.currentPeriodStart) + 364 * DAY * 1000 - 31 * DAY * 1000,
		);
		const invoices = (await payCall(key, "GET", `/v1/invoices?subscriptionId=${sub.id}&limit=100`)).body.data;
		expect(invoices).toHaveLength(13);
		expect(invoices.every((i: any) => i.status === "paid" && i.total === 100_000)).toBe(true);
		// Consecutive periods, no gap and no overlap.
		const periods = invoices
			.map((i: any) => [Date.parse(i.periodStart), Date.parse(i.periodEnd)])
			.sort((a: number[], b: number[]) => a[0] - b[0]);
		for (let i = 1; i < periods.length; i++) expect(periods[i][0]).toBe(periods[i - 1][1]);
		expect((await eventsOf(ws, "invoice.paid")).length).toBe(13);
		const entries = (await payCall(key, "GET", "/v1/ledger/entries?sourceType=payment&limit=100")).body.data;
		expect(entries).toHaveLength(13);
		expect(entries.reduce((sum: number, e: any) => sum + e.amount, 0)).toBe(13 * 100_000);
	});
});
