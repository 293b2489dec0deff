import { describe, expect, it } from "vitest";
import { payCall } from "../helpers/pay";
import { advance, billingSetup, DAY, eventTypes, mut, newToken, subscribe, workspaceKey } from "./billing-helpers";

describe("invoices", () => {
	it("list with filters and cursor, retrieve", async () => {
		const { key } = await workspaceKey();
		const s = await billingSetup(key, { interval: "day", intervalCount: 10 });
		const sub = (
			await subscribe(key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				paymentTokenId: s.token.id,
			})
		).body.data;
		await advance(key, 25 * DAY);
		const all = await payCall(key, "GET", `/v1/invoices?subscriptionId=${sub.id}`);
		expect(all.body.data).toHaveLength(3);
		expect(all.body.data.map((i: any) => i.billingReason)).toEqual([
			"subscription_cycle",
			"subscription_cycle",
			"subscription_create",
		]);
		expect(new Set(all.body.data.map((i: any) => i.number)).size).toBe(3);
		const p1 = await payCall(key, "GET", `/v1/invoices?subscriptionId=${sub.id}&limit=2`);
		expect(p1.body.meta.page.hasMore).toBe(true);
		const p2 = await payCall(
			key,
			"GET",
			`/v1/invoices?subscriptionId=${sub.id}&limit=2&cursor=${p1.body.meta.page.nextCursor}`,
		);
		expect(p2.body.data.map((i: any) => i.id)).toEqual([all.body.data[2].id]);
		expect((await payCall(key, "GET", `/v1/invoices?customerId=${s.customer.id}&status=paid`)).body.data).toHaveLength(
			3,
		);
		expect((await payCall(key, "GET", "/v1/invoices?status=open")).body.data).toHaveLength(0);
		const one = await payCall(key, "GET", `/v1/invoices/${all.body.data[0].id}`);
		expect(one.body.data).toEqual(all.body.data[0]);
	});

	it("POST /pay retries now: declined → 402 and invoice.payment_failed; paid with a good token → subscription active again, ledger credited once", async () => {
		const { ws, key } = await workspaceKey();
		const s = await billingSetup(key, { interval: "day", intervalCount: 30 }, "decline");
		const good = await newToken(key, s.customer.id);
		const sub = (
			await subscribe(key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				paymentTokenId: good.id,
			})
		).body.data;
		await mut(key, "PATCH", `/v1/subscriptions/${sub.id}`, { defaultPaymentTokenId: s.token.id });
		await advance(key, 30 * DAY + 60);
		const pd = (await payCall(key, "GET", `/v1/subscriptions/${sub.id}`)).body.data;
		expect(pd.status).toBe("past_due");
		const failed = await mut(key, "POST", `/v1/invoices/${pd.latestInvoiceId}/pay`);
		expect(failed.status).toBe(402);
		expect(failed.body.error.code).toBe("payment_failed");
		const inv = (await payCall(key, "GET", `/v1/invoices/${pd.latestInvoiceId}`)).body.data;
		expect(inv).toMatchObject({ status: "open", attemptCount: 2 });
		// a manual attempt does not use up a dunning retry
		expect(Date.parse(inv.nextPaymentAttemptAt) - Date.parse(pd.currentPeriodStart)).toBe(DAY * 1000);
		const ok = await mut(key, "POST", `/v1/invoices/${pd.latestInvoiceId}/pay`, { paymentTokenId: good.id });
		expect(ok.status, ok.text).toBe(200);
		expect(ok.body.data).toMatchObject({ status: "paid", attemptCount: 3, nextPaymentAttemptAt: null });
		expect((await payCall(key, "GET", `/v1/subscriptions/${sub.id}`)).body.data.status).toBe("active");
		const credits = (
			await payCall(key, "GET", `/v1/ledger/entries?sourceId=${ok.body.data.paymentId}&sourceType=payment`)
		).body.data;
		expect(credits).toHaveLength(1);
		expect(await eventTypes(ws, "test", "invoice.payment_failed")).toHaveLength(2);
		expect((await mut(key, "POST", `/v1/invoices/${pd.latestInvoiceId}/pay`)).status).toBe(409);
	});

	it("paidOutOfBand marks a send_invoice invoice paid without a charge or ledger entry; void", async () => {
		const { ws, key } = await workspaceKey();
		const s = await billingSetup(key);
		const sub = (
			await subscribe(key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				collectionMethod: "send_invoice",
			})
		).body.data;
		const r = await mut(key, "POST", `/v1/invoices/${sub.latestInvoiceId}/pay`, { paidOutOfBand: true });
		expect(r.status).toBe(200);
		expect(r.body.data).toMatchObject({ status: "paid", paymentId: null, amountPaid: 150_000 });
		expect((await payCall(key, "GET", "/v1/ledger/entries")).body.data).toEqual([]);
		expect(await eventTypes(ws, "test", "invoice.")).toEqual(["invoice.created", "invoice.paid"]);
		const s2 = (
			await subscribe(key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				collectionMethod: "send_invoice",
			})
		).body.data;
		const v = await mut(key, "POST", `/v1/invoices/${s2.latestInvoiceId}/void`);
		expect(v.status).toBe(200);
		expect(v.body.data.status).toBe("void");
		expect(v.body.data.voidedAt).toBeTruthy();
	});
});
