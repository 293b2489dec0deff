import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { runSubscriptions } from "../../src/services/payments/billing/renewals";
import { runDueWork } from "../../src/services/payments/due";
import { ledgerStub } from "../../src/services/payments/ledger/client";
import { workspaceNow } from "../../src/services/payments/ledger/clock";
import { payCall } from "../helpers/pay";
import { dbOf, envOf, runTick } from "../helpers/shards";
import {
	billingSetup,
	DAY,
	eventTypes,
	mut,
	newToken,
	nonPaymentTypes,
	subscribe,
	workspaceKey,
} from "./billing-helpers";

// Race safety: a tick that runs twice, late, or at the same time as an API call never charges or
// invoices twice and never duplicates an event.

const moveClock = async (ws: string, seconds: number) => {
	const s = { workspaceId: ws, environment: "test" as const };
	const r = await ledgerStub(env, s).advanceClock(s, seconds);
	if (!r.ok) throw new Error("clock");
	return r.now;
};

/** One renewal run as the cron's runner makes it: on an env working for the workspace. */
const run = async (ws: string, now: number) => runSubscriptions(await envOf(ws), ws, "test", now);

async function count(ws: string, sql: string, ...binds: unknown[]) {
	return (
		(
			await (
				await dbOf("DB_PAY", ws)
			)
				.prepare(sql)
				.bind(...binds)
				.first<{ n: number }>()
		)?.n ?? 0
	);
}

describe("renewal engine races", () => {
	it("five concurrent runs at a trial end and a renewal: one invoice, one charge, one settlement, one set of events", async () => {
		const { ws, key } = await workspaceKey();
		const s = await billingSetup(key, { trialDays: 7, interval: "day", intervalCount: 30 });
		const sub = (
			await subscribe(key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				paymentTokenId: s.token.id,
			})
		).body.data;
		const now1 = await moveClock(ws, 7 * DAY + 60);
		await Promise.all(Array.from({ length: 5 }, () => run(ws, now1)));
		const now2 = await moveClock(ws, 30 * DAY);
		await Promise.all(Array.from({ length: 5 }, () => run(ws, now2)));
		// and once more, late, for good measure
		await run(ws, now2 + 60_000);
		expect(await count(ws, "SELECT COUNT(*) AS n FROM invoices WHERE subscription_id = ?", sub.id)).toBe(2);
		expect(await count(ws, "SELECT COUNT(*) AS n FROM payments WHERE account_id = ?", ws)).toBe(2);
		expect(
			await count(
				ws,
				"SELECT COUNT(*) AS n FROM payments WHERE account_id = ? AND ledger_transaction_id IS NOT NULL",
				ws,
			),
		).toBe(2);
		const credits = (await payCall(key, "GET", "/v1/ledger/entries?sourceType=payment")).body.data;
		expect(credits).toHaveLength(2);
		expect(await nonPaymentTypes(ws)).toEqual([
			"subscription.created",
			"subscription.trial_will_end",
			"invoice.created",
			"invoice.paid",
			"invoice.created",
			"invoice.paid",
		]);
		expect(await eventTypes(ws, "test", "payment.")).toEqual(["payment.succeeded", "payment.succeeded"]);
		expect((await payCall(key, "GET", `/v1/subscriptions/${sub.id}`)).body.data.status).toBe("active");
	});

	it("a dunning retry racing a manual POST /pay charges once", async () => {
		const { ws, key } = await workspaceKey();
		const s = await billingSetup(key, { interval: "day", intervalCount: 30 });
		const sub = (
			await subscribe(key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				paymentTokenId: s.token.id,
			})
		).body.data;
		const bad = await newToken(key, s.customer.id, "decline");
		await mut(key, "PATCH", `/v1/subscriptions/${sub.id}`, { defaultPaymentTokenId: bad.id });
		const t1 = await moveClock(ws, 30 * DAY + 60);
		await run(ws, t1);
		const pd = (await payCall(key, "GET", `/v1/subscriptions/${sub.id}`)).body.data;
		expect(pd.status).toBe("past_due");
		await mut(key, "PATCH", `/v1/subscriptions/${sub.id}`, { defaultPaymentTokenId: s.token.id });
		const t2 = await moveClock(ws, DAY);
		const [, manual] = await Promise.all([run(ws, t2), mut(key, "POST", `/v1/invoices/${pd.latestInvoiceId}/pay`)]);
		expect([200, 409]).toContain(manual.status);
		await run(ws, t2 + 1000);
		expect(
			await count(
				ws,
				"SELECT COUNT(*) AS n FROM payments WHERE invoice_id = ? AND status = 'succeeded'",
				pd.latestInvoiceId,
			),
		).toBe(1);
		expect(await eventTypes(ws, "test", "invoice.paid")).toHaveLength(2); // create + this one
		expect((await payCall(key, "GET", `/v1/subscriptions/${sub.id}`)).body.data.status).toBe("active");
	});

	it("the minute cron visits only due workspaces and runs their renewals (due_work in wall-clock time)", async () => {
		const { ws, key } = await workspaceKey();
		const s = await billingSetup(key, { trialDays: 7 });
		await subscribe(key, {
			customerId: s.customer.id,
			planId: s.plan.id,
			priceId: s.priceId,
			paymentTokenId: s.token.id,
		});
		const db = await dbOf("DB_PAY", ws);
		const due = await db
			.prepare("SELECT due_at FROM due_work WHERE account_id = ? AND runner = 'subscriptions'")
			.bind(ws)
			.first<{ due_at: number }>();
		expect(due?.due_at).toBeGreaterThan(Date.now() + 3 * DAY * 1000 - 60_000);
		await moveClock(ws, 5 * DAY);
		// The clock moved without running anything; the cron, at the wall time the row names, does it.
		const wallDue = (
			await db
				.prepare("SELECT due_at FROM due_work WHERE account_id = ? AND runner = 'subscriptions'")
				.bind(ws)
				.first<{ due_at: number }>()
		)?.due_at as number;
		await runTick((now, e) => runDueWork(e, now), "DB_PAY", Math.max(Date.now(), wallDue) + 5 * DAY * 1000);
		expect(await eventTypes(ws, "test", "subscription.trial_will_end")).toHaveLength(1);
		expect(await workspaceNow(env, ws, "test")).toBeGreaterThan(Date.now());
	});
});

describe("coupon redemption cap", () => {
	it("maxRedemptions holds under 40 parallel subscription creates: exactly 5 redeem, the other 35 get 400 validation_error and write nothing", async () => {
		const { ws, key } = await workspaceKey();
		const { customer, token, plan, priceId } = await billingSetup(key, { trialDays: 7 });
		const coupon = (await mut(key, "POST", "/v1/coupons", { percentOff: 10, duration: "once", maxRedemptions: 5 })).body
			.data;
		const body = { customerId: customer.id, planId: plan.id, priceId, paymentTokenId: token.id, couponId: coupon.id };
		const results = await Promise.all(Array.from({ length: 40 }, () => subscribe(key, body)));
		expect(results.filter((r) => r.status === 201)).toHaveLength(5);
		for (const r of results.filter((x) => x.status !== 201)) {
			expect(r.status, r.text).toBe(400);
			expect(r.body.error).toMatchObject({ code: "validation_error", param: "couponId" });
		}
		expect((await payCall(key, "GET", `/v1/coupons/${coupon.id}`)).body.data.timesRedeemed).toBe(5);
		expect(await count(ws, "SELECT COUNT(*) AS n FROM subscriptions WHERE account_id = ?", ws)).toBe(5);
	});
});
