import { describe, expect, it } from "vitest";
import { payCall } from "../helpers/pay";
import {
	advance,
	billingSetup,
	created,
	DAY,
	eventsOf,
	eventTypes,
	ik,
	mut,
	newCustomer,
	newToken,
	nonPaymentTypes,
	subscribe,
	workspaceKey,
} from "./billing-helpers";

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const get = async (key: any, id: string, q = "") =>
	(await payCall(key, "GET", `/v1/subscriptions/${id}${q}`)).body.data;
const invoice = async (key: any, id: string) => (await payCall(key, "GET", `/v1/invoices/${id}`)).body.data;

describe("subscription create: initial states (spec §3 table)", () => {
	it("trialDays > 0 → trialing, no invoice until the trial ends; every field of the object", async () => {
		const { ws, key } = await workspaceKey();
		const s = await billingSetup(key);
		const res = await subscribe(key, {
			customerId: s.customer.id,
			planId: s.plan.id,
			priceId: s.priceId,
			paymentTokenId: s.token.id,
			trialDays: 14,
			metadata: { orderRef: "A-1" },
		});
		expect(res.status).toBe(201);
		const sub = res.body.data;
		expect(sub.id).toMatch(/^sub_[0-9A-HJKMNP-TV-Z]{26}$/);
		expect(sub.arn).toBe(`arn:pasar:pay:test:${ws}:subscription/${sub.id}`);
		expect(sub).toMatchObject({
			accountId: ws,
			customerId: s.customer.id,
			planId: s.plan.id,
			priceId: s.priceId,
			status: "trialing",
			cancelAt: null,
			canceledAt: null,
			canceledReason: null,
			pausedAt: null,
			defaultPaymentTokenId: s.token.id,
			discountCouponId: null,
			collectionMethod: "charge_automatically",
			metadata: { orderRef: "A-1" },
			latestInvoiceId: null,
		});
		for (const f of ["currentPeriodStart", "currentPeriodEnd", "trialEnd", "createdAt", "updatedAt"])
			expect(sub[f]).toMatch(ISO);
		expect(Date.parse(sub.trialEnd) - Date.parse(sub.currentPeriodStart)).toBe(14 * DAY * 1000);
		expect((await payCall(key, "GET", `/v1/invoices?subscriptionId=${sub.id}`)).body.data).toEqual([]);
		const [ev] = await eventsOf(ws, "subscription.created");
		expect(ev).toMatchObject({ id: sub.id, status: "trialing" });
	});

	it("the plan's trialDays is the default; trialDays 0 overrides it", async () => {
		const { key } = await workspaceKey();
		const s = await billingSetup(key, { trialDays: 5 });
		const a = (
			await subscribe(key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				paymentTokenId: s.token.id,
			})
		).body.data;
		expect(a.status).toBe("trialing");
		const b = (
			await subscribe(key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				paymentTokenId: s.token.id,
				trialDays: 0,
			})
		).body.data;
		expect(b.status).toBe("active");
	});

	it("trialDays 0 and unitAmount > 0 → active with the first invoice charged at once and settled", async () => {
		const { ws, key } = await workspaceKey();
		const s = await billingSetup(key, { unitAmount: 99_000 });
		const sub = (
			await subscribe(key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				paymentTokenId: s.token.id,
			})
		).body.data;
		expect(sub.status).toBe("active");
		expect(sub.trialEnd).toBeNull();
		const inv = await invoice(key, sub.latestInvoiceId);
		expect(inv).toMatchObject({
			status: "paid",
			billingReason: "subscription_create",
			subtotal: 99_000,
			discount: 0,
			total: 99_000,
			amountDue: 99_000,
			amountPaid: 99_000,
			attemptCount: 1,
			currency: "IDR",
			customerId: s.customer.id,
			subscriptionId: sub.id,
		});
		expect(inv.number).toMatch(/^INV-\d{6}$/);
		expect(inv.paymentId).toMatch(/^pay_/);
		expect(inv.lines).toEqual([
			expect.objectContaining({
				kind: "subscription",
				amount: 99_000,
				priceId: s.priceId,
				periodStart: sub.currentPeriodStart,
				periodEnd: sub.currentPeriodEnd,
			}),
		]);
		expect(await nonPaymentTypes(ws)).toEqual(["subscription.created", "invoice.created", "invoice.paid"]);
		expect(await eventTypes(ws, "test", "payment.")).toEqual(["payment.succeeded"]);
		const credit = (await payCall(key, "GET", `/v1/ledger/entries?sourceId=${inv.paymentId}`)).body.data;
		expect(credit.map((e: any) => [e.code, e.amount]).sort()).toEqual([
			["fee", 2871 + 2000],
			["payment", 99_000],
		]);
	});

	it("unitAmount = 0 → active with no invoice, ever (renewals too)", async () => {
		const { ws, key } = await workspaceKey();
		const s = await billingSetup(key, { unitAmount: 0, trialDays: 7 });
		const sub = (
			await subscribe(key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				paymentTokenId: s.token.id,
			})
		).body.data;
		expect(sub).toMatchObject({ status: "active", trialEnd: null, latestInvoiceId: null });
		await advance(key, 70 * DAY);
		const after = await get(key, sub.id);
		expect(after.status).toBe("active");
		expect(Date.parse(after.currentPeriodStart)).toBeGreaterThan(Date.parse(sub.currentPeriodStart));
		expect(await eventTypes(ws, "test", "invoice.")).toEqual([]);
	});

	it("provider declines the first charge → incomplete (terminal), invoice void", async () => {
		const { ws, key } = await workspaceKey();
		const s = await billingSetup(key, {}, "decline");
		const sub = (
			await subscribe(key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				paymentTokenId: s.token.id,
			})
		).body.data;
		expect(sub.status).toBe("incomplete");
		expect((await invoice(key, sub.latestInvoiceId)).status).toBe("void");
		expect(await nonPaymentTypes(ws)).toEqual(["subscription.created", "invoice.created", "invoice.payment_failed"]);
		expect(await eventTypes(ws, "test", "payment.")).toEqual(["payment.failed"]);
		await advance(key, 40 * DAY);
		expect((await get(key, sub.id)).status).toBe("incomplete");
		for (const [m, body] of [
			["pause", undefined],
			["resume", undefined],
			["cancel", { at: "now" }],
		] as const) {
			expect((await mut(key, "POST", `/v1/subscriptions/${sub.id}/${m}`, body)).status).toBe(409);
		}
	});

	it("future startAt: the trial or the first period starts then; the first charge happens at startAt", async () => {
		const { ws, key } = await workspaceKey();
		const s = await billingSetup(key, { unitAmount: 10_000 });
		const clock = await advance(key, 1);
		const startAt = new Date(Date.parse(clock.now) + 3 * DAY * 1000).toISOString();
		const sub = (
			await subscribe(key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				paymentTokenId: s.token.id,
				startAt,
			})
		).body.data;
		expect(sub).toMatchObject({ status: "active", currentPeriodStart: startAt, latestInvoiceId: null });
		await advance(key, 2 * DAY);
		expect(await eventTypes(ws, "test", "invoice.")).toEqual([]);
		await advance(key, 1 * DAY + 10);
		const after = await get(key, sub.id);
		expect(after.status).toBe("active");
		expect((await invoice(key, after.latestInvoiceId)).status).toBe("paid");
		expect(after.currentPeriodStart).toBe(startAt);
	});

	it("future startAt with a declining token: the first charge at startAt declines → incomplete", async () => {
		const { ws, key } = await workspaceKey();
		const s = await billingSetup(key, {}, "decline");
		const clock = await advance(key, 1);
		const startAt = new Date(Date.parse(clock.now) + 2 * DAY * 1000).toISOString();
		const sub = (
			await subscribe(key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				paymentTokenId: s.token.id,
				startAt,
			})
		).body.data;
		expect(sub.status).toBe("active");
		await advance(key, 2 * DAY + 10);
		const after = await get(key, sub.id);
		expect(after.status).toBe("incomplete");
		expect((await invoice(key, after.latestInvoiceId)).status).toBe("void");
		expect(await nonPaymentTypes(ws)).toEqual(["subscription.created", "invoice.created", "invoice.payment_failed"]);
		expect(await eventTypes(ws, "test", "payment.")).toEqual(["payment.failed"]);
	});

	it("a trial of 3 days or less sends trial_will_end on the first run, before the trial ends", async () => {
		const { ws, key } = await workspaceKey();
		const s = await billingSetup(key);
		await subscribe(key, {
			customerId: s.customer.id,
			planId: s.plan.id,
			priceId: s.priceId,
			paymentTokenId: s.token.id,
			trialDays: 2,
		});
		await advance(key, 60);
		expect(await eventTypes(ws)).toEqual(["subscription.created", "subscription.trial_will_end"]);
		await advance(key, 2 * DAY);
		expect(await nonPaymentTypes(ws)).toEqual([
			"subscription.created",
			"subscription.trial_will_end",
			"invoice.created",
			"invoice.paid",
		]);
		expect(await eventTypes(ws, "test", "payment.")).toEqual(["payment.succeeded"]);
	});

	it("send_invoice: the invoice stays open with a due date; unpaid past it → past_due; paying it → active", async () => {
		const { ws, key } = await workspaceKey();
		const s = await billingSetup(key, { unitAmount: 50_000 });
		const sub = (
			await subscribe(key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				collectionMethod: "send_invoice",
			})
		).body.data;
		expect(sub).toMatchObject({ status: "active", collectionMethod: "send_invoice", defaultPaymentTokenId: null });
		const inv = await invoice(key, sub.latestInvoiceId);
		expect(inv).toMatchObject({ status: "open", attemptCount: 0, collectionMethod: "send_invoice" });
		expect(Date.parse(inv.dueDate) - Date.parse(inv.issuedAt)).toBe(30 * DAY * 1000);
		expect(inv.hostedInvoiceUrl).toContain(inv.id);
		await advance(key, 25 * DAY);
		expect((await get(key, sub.id)).status).toBe("active");
		await advance(key, 5 * DAY + 60);
		expect((await get(key, sub.id)).status).toBe("past_due");
		expect(await eventTypes(ws, "test", "subscription.past_due")).toHaveLength(1);
		const paid = await mut(key, "POST", `/v1/invoices/${inv.id}/pay`, { paymentTokenId: s.token.id });
		expect(paid.status, paid.text).toBe(200);
		expect(paid.body.data.status).toBe("paid");
		expect((await get(key, sub.id)).status).toBe("active");
	});

	it("coupon and initialDiscount apply to the first auto-issued invoice; a once coupon only there", async () => {
		const { key } = await workspaceKey();
		const s = await billingSetup(key, { unitAmount: 100_000 });
		const cpn = await created(key, "/v1/coupons", { percentOff: 10, duration: "once", maxRedemptions: 1 });
		const sub = (
			await subscribe(key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				paymentTokenId: s.token.id,
				couponId: cpn.id,
				initialDiscount: 5_000,
			})
		).body.data;
		expect(sub.discountCouponId).toBe(cpn.id);
		const first = await invoice(key, sub.latestInvoiceId);
		expect(first).toMatchObject({ subtotal: 100_000, discount: 15_000, total: 85_000, amountPaid: 85_000 });
		expect((await payCall(key, "GET", `/v1/coupons/${cpn.id}`)).body.data).toMatchObject({
			timesRedeemed: 1,
			valid: false,
		});
		await advance(key, 32 * DAY);
		const second = await invoice(key, (await get(key, sub.id)).latestInvoiceId);
		expect(second).toMatchObject({ subtotal: 100_000, discount: 0, total: 100_000, status: "paid" });
	});

	it("expand=customer,plan; list filters, order asc/desc and cursors", async () => {
		const { key } = await workspaceKey();
		const s = await billingSetup(key);
		const other = await newCustomer(key);
		const t2 = await newToken(key, other.id);
		const ids: string[] = [];
		for (let i = 0; i < 3; i++)
			ids.push(
				(
					await subscribe(key, {
						customerId: s.customer.id,
						planId: s.plan.id,
						priceId: s.priceId,
						paymentTokenId: s.token.id,
						trialDays: 3,
					})
				).body.data.id,
			);
		const otherSub = (
			await subscribe(key, { customerId: other.id, planId: s.plan.id, priceId: s.priceId, paymentTokenId: t2.id })
		).body.data;
		const e = await get(key, ids[0], "?expand=customer,plan");
		expect(e.customerId).toBe(s.customer.id);
		expect(e.customer).toMatchObject({ id: s.customer.id, email: "budi@example.com" });
		expect(e.plan).toMatchObject({ id: s.plan.id, name: "Pro" });
		expect(await get(key, ids[0])).not.toHaveProperty("customer");

		const desc = await payCall(key, "GET", "/v1/subscriptions");
		expect(desc.body.data.map((x: any) => x.id)).toEqual([otherSub.id, ...[...ids].reverse()]);
		expect(desc.body.meta.page).toEqual({ limit: 20, hasMore: false, nextCursor: null });
		const asc = await payCall(key, "GET", "/v1/subscriptions?order=asc&limit=2");
		expect(asc.body.data.map((x: any) => x.id)).toEqual(ids.slice(0, 2));
		const asc2 = await payCall(
			key,
			"GET",
			`/v1/subscriptions?order=asc&limit=2&cursor=${asc.body.meta.page.nextCursor}`,
		);
		expect(asc2.body.data.map((x: any) => x.id)).toEqual([ids[2], otherSub.id]);
		expect(
			(await payCall(key, "GET", `/v1/subscriptions?customerId=${other.id}`)).body.data.map((x: any) => x.id),
		).toEqual([otherSub.id]);
		expect((await payCall(key, "GET", "/v1/subscriptions?status=trialing")).body.data).toHaveLength(3);
		expect(
			(await payCall(key, "GET", `/v1/subscriptions?planId=${s.plan.id}&status=active`)).body.data.map(
				(x: any) => x.id,
			),
		).toEqual([otherSub.id]);
	});

	it("a create replayed with the same Idempotency-Key returns the first subscription and charges once", async () => {
		const { key } = await workspaceKey();
		const s = await billingSetup(key);
		const k = ik();
		const body = { customerId: s.customer.id, planId: s.plan.id, priceId: s.priceId, paymentTokenId: s.token.id };
		const a = await payCall(key, "POST", "/v1/subscriptions", { body, idempotencyKey: k });
		const b = await payCall(key, "POST", "/v1/subscriptions", { body, idempotencyKey: k });
		expect(b.status).toBe(201);
		expect(b.headers.get("Idempotent-Replayed")).toBe("true");
		expect(b.body.data.id).toBe(a.body.data.id);
		expect((await payCall(key, "GET", "/v1/subscriptions")).body.data).toHaveLength(1);
		expect((await payCall(key, "GET", "/v1/invoices")).body.data).toHaveLength(1);
	});
});

describe("subscription moves (spec §3 table rows)", () => {
	async function active(plan: Record<string, unknown> = {}) {
		const { ws, key } = await workspaceKey();
		const s = await billingSetup(key, { unitAmount: 300_000, interval: "day", intervalCount: 30, ...plan });
		const sub = (
			await subscribe(key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				paymentTokenId: s.token.id,
			})
		).body.data;
		return { ws, key, s, sub };
	}

	it("active → pause → paused (no invoices, no period progression) → resume → active with the remaining days", async () => {
		const { ws, key, sub } = await active({ interval: "day", intervalCount: 30 });
		await advance(key, 10 * DAY);
		const p = await mut(key, "POST", `/v1/subscriptions/${sub.id}/pause`);
		expect(p.status).toBe(200);
		expect(p.body.data.status).toBe("paused");
		expect(p.body.data.pausedAt).toMatch(ISO);
		const remaining = Date.parse(sub.currentPeriodEnd) - Date.parse(p.body.data.pausedAt);
		await advance(key, 45 * DAY);
		const still = await get(key, sub.id);
		expect(still.status).toBe("paused");
		expect(still.currentPeriodEnd).toBe(sub.currentPeriodEnd);
		expect((await payCall(key, "GET", `/v1/invoices?subscriptionId=${sub.id}`)).body.data).toHaveLength(1);
		const r = await mut(key, "POST", `/v1/subscriptions/${sub.id}/resume`);
		expect(r.status).toBe(200);
		expect(r.body.data).toMatchObject({ status: "active", pausedAt: null, resumeAt: null });
		const clock = await advance(key, 1);
		expect(Date.parse(r.body.data.currentPeriodEnd) - (Date.parse(clock.now) - 1000)).toBeGreaterThanOrEqual(
			remaining - 2000,
		);
		expect(Date.parse(r.body.data.currentPeriodEnd) - (Date.parse(clock.now) - 1000)).toBeLessThanOrEqual(
			remaining + 2000,
		);
		const updates = await eventsOf(ws, "subscription.updated");
		expect(updates.map((u) => u.causes)).toEqual([["pause"], ["resume"]]);
	});

	it("pause with resumeAt auto-resumes at resumeAt", async () => {
		const { key, sub } = await active({ interval: "month", intervalCount: 1 });
		const clock = await advance(key, 1);
		const resumeAt = new Date(Date.parse(clock.now) + 5 * DAY * 1000).toISOString();
		const p = await mut(key, "POST", `/v1/subscriptions/${sub.id}/pause`, { resumeAt });
		expect(p.body.data).toMatchObject({ status: "paused", resumeAt });
		await advance(key, 4 * DAY);
		expect((await get(key, sub.id)).status).toBe("paused");
		await advance(key, DAY);
		const after = await get(key, sub.id);
		expect(after).toMatchObject({ status: "active", pausedAt: null, resumeAt: null });
		expect(Date.parse(after.currentPeriodEnd)).toBeGreaterThan(Date.parse(sub.currentPeriodEnd) + 4 * DAY * 1000);
	});

	it("cancel at=now from each non-terminal state → canceled with the reason; subscription.deleted", async () => {
		const { ws, key, s } = await active();
		const make = async (extra: Record<string, unknown>) =>
			(
				await subscribe(key, {
					customerId: s.customer.id,
					planId: s.plan.id,
					priceId: s.priceId,
					paymentTokenId: s.token.id,
					...extra,
				})
			).body.data;
		const trialing = await make({ trialDays: 3 });
		const act = await make({});
		const paused = await make({});
		await mut(key, "POST", `/v1/subscriptions/${paused.id}/pause`);
		for (const [sub, reason] of [
			[trialing, "customer_portal"],
			[act, "merchant"],
			[paused, undefined],
		] as const) {
			const r = await mut(key, "POST", `/v1/subscriptions/${sub.id}/cancel`, {
				at: "now",
				...(reason ? { reason } : {}),
			});
			expect(r.status).toBe(200);
			expect(r.body.data).toMatchObject({
				status: "canceled",
				canceledReason: reason ?? "user_request",
				cancelAt: null,
			});
			expect(r.body.data.canceledAt).toMatch(ISO);
		}
		const deleted = await eventsOf(ws, "subscription.deleted");
		expect(deleted.map((d) => d.canceledReason)).toEqual(["customer_portal", "merchant", "user_request"]);
	});

	it("past_due → cancel at=now stops dunning", async () => {
		const { key, s, sub } = await active();
		const bad = await newToken(key, s.customer.id, "decline");
		await mut(key, "PATCH", `/v1/subscriptions/${sub.id}`, { defaultPaymentTokenId: bad.id });
		await advance(key, 30 * DAY + 60);
		const pd = await get(key, sub.id);
		expect(pd.status).toBe("past_due");
		const r = await mut(key, "POST", `/v1/subscriptions/${sub.id}/cancel`, { at: "now" });
		expect(r.body.data.status).toBe("canceled");
		const inv = await invoice(key, pd.latestInvoiceId);
		expect(inv.nextPaymentAttemptAt).toBeNull();
		await advance(key, 10 * DAY);
		expect((await invoice(key, pd.latestInvoiceId)).attemptCount).toBe(1);
	});

	it("cancel at=period_end: unchanged until the boundary, then canceled without a renewal invoice", async () => {
		const { ws, key, sub } = await active();
		const r = await mut(key, "POST", `/v1/subscriptions/${sub.id}/cancel`, { at: "period_end", reason: "merchant" });
		expect(r.status).toBe(200);
		expect(r.body.data).toMatchObject({ status: "active", cancelAt: sub.currentPeriodEnd, canceledAt: null });
		expect((await eventsOf(ws, "subscription.updated")).at(-1).causes).toEqual(["cancel_scheduled"]);
		await advance(key, 32 * DAY);
		const after = await get(key, sub.id);
		expect(after).toMatchObject({ status: "canceled", canceledAt: sub.currentPeriodEnd, canceledReason: "merchant" });
		expect((await payCall(key, "GET", `/v1/invoices?subscriptionId=${sub.id}`)).body.data).toHaveLength(1);
		expect(await eventTypes(ws, "test", "subscription.")).toEqual([
			"subscription.created",
			"subscription.updated",
			"subscription.deleted",
		]);
	});

	it("past_due → dunning retry succeeds → active (a new token, then POST /v1/invoices/{id}/pay or the next retry)", async () => {
		const { key, s, sub } = await active();
		const bad = await newToken(key, s.customer.id, "decline");
		await mut(key, "PATCH", `/v1/subscriptions/${sub.id}`, { defaultPaymentTokenId: bad.id });
		await advance(key, 30 * DAY + 60);
		const pd = await get(key, sub.id);
		expect(pd.status).toBe("past_due");
		await mut(key, "PATCH", `/v1/subscriptions/${sub.id}`, { defaultPaymentTokenId: s.token.id });
		await advance(key, DAY);
		const after = await get(key, sub.id);
		expect(after.status).toBe("active");
		expect(await invoice(key, pd.latestInvoiceId)).toMatchObject({ status: "paid", attemptCount: 2 });
	});

	it("hard declines are not retried; the window still closes with failed_payment", async () => {
		const { key, s, sub } = await active();
		const stolen = await newToken(key, s.customer.id, "decline_hard");
		await mut(key, "PATCH", `/v1/subscriptions/${sub.id}`, { defaultPaymentTokenId: stolen.id });
		await advance(key, 30 * DAY + 60);
		const pd = await get(key, sub.id);
		expect(pd.status).toBe("past_due");
		const inv = await invoice(key, pd.latestInvoiceId);
		expect(inv).toMatchObject({
			nextPaymentAttemptAt: null,
			lastPaymentError: { code: "stolen_card", hardDecline: true },
		});
		await advance(key, 6 * DAY);
		expect((await invoice(key, inv.id)).attemptCount).toBe(1);
		expect((await get(key, sub.id)).status).toBe("past_due");
		await advance(key, 2 * DAY);
		expect(await get(key, sub.id)).toMatchObject({ status: "canceled", canceledReason: "failed_payment" });
	});
});

describe("PATCH: plan changes, token, metadata", () => {
	async function setup() {
		const { ws, key } = await workspaceKey();
		const s = await billingSetup(key, { unitAmount: 100_000, interval: "day", intervalCount: 30 });
		const big = await created(key, `/v1/plans/${s.plan.id}/prices`, { unitAmount: 250_000 });
		const small = await created(key, `/v1/plans/${s.plan.id}/prices`, { unitAmount: 40_000 });
		const sub = (
			await subscribe(key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				paymentTokenId: s.token.id,
			})
		).body.data;
		return { ws, key, s, big, small, sub };
	}

	it("upgrade charges (new − old) × remaining / period at once, keeps currentPeriodEnd", async () => {
		const { ws, key, big, sub } = await setup();
		await advance(key, 15 * DAY);
		const r = await mut(key, "PATCH", `/v1/subscriptions/${sub.id}`, { priceId: big.id });
		expect(r.status, r.text).toBe(200);
		expect(r.body.data).toMatchObject({
			priceId: big.id,
			unitAmount: 250_000,
			currentPeriodEnd: sub.currentPeriodEnd,
			pendingPriceId: null,
		});
		const inv = await invoice(key, r.body.data.latestInvoiceId);
		expect(inv.billingReason).toBe("subscription_update");
		expect(inv.status).toBe("paid");
		// 15 days (minus the seconds the test took) of 30 left: just under half of 150 000.
		expect(inv.total).toBeLessThanOrEqual(75_000);
		expect(inv.total).toBeGreaterThan(74_900);
		expect(inv.lines[0]).toMatchObject({
			kind: "proration",
			amount: inv.total,
			priceId: big.id,
			periodEnd: sub.currentPeriodEnd,
		});
		const upd = (await eventsOf(ws, "subscription.updated")).at(-1);
		expect(upd).toMatchObject({
			causes: ["price_change"],
			previousAttributes: { priceId: sub.priceId },
			priceId: big.id,
		});
		// The next renewal bills the new price in full.
		await advance(key, 16 * DAY);
		const next = await invoice(key, (await get(key, sub.id)).latestInvoiceId);
		expect(next).toMatchObject({ billingReason: "subscription_cycle", total: 250_000, status: "paid" });
	});

	it("a declined proration charge is 402 payment_failed and changes nothing", async () => {
		const { key, s, big, sub } = await setup();
		const bad = await newToken(key, s.customer.id, "decline");
		await mut(key, "PATCH", `/v1/subscriptions/${sub.id}`, { defaultPaymentTokenId: bad.id });
		const r = await mut(key, "PATCH", `/v1/subscriptions/${sub.id}`, { priceId: big.id });
		expect(r.status).toBe(402);
		expect(r.body.error.code).toBe("payment_failed");
		expect((await get(key, sub.id)).priceId).toBe(sub.priceId);
		const invs = (await payCall(key, "GET", `/v1/invoices?subscriptionId=${sub.id}&status=void`)).body.data;
		expect(invs).toHaveLength(1);
	});

	it("downgrade waits for currentPeriodEnd, no refund; then renews at the new price", async () => {
		const { ws, key, small, sub } = await setup();
		const r = await mut(key, "PATCH", `/v1/subscriptions/${sub.id}`, { priceId: small.id });
		expect(r.body.data).toMatchObject({ priceId: sub.priceId, pendingPriceId: small.id, unitAmount: 100_000 });
		expect((await eventsOf(ws, "subscription.updated")).at(-1).causes).toEqual(["price_change_scheduled"]);
		expect((await payCall(key, "GET", `/v1/invoices?subscriptionId=${sub.id}`)).body.data).toHaveLength(1);
		expect((await payCall(key, "GET", "/v1/ledger/entries?sourceType=refund")).body.data).toEqual([]);
		await advance(key, 31 * DAY);
		const after = await get(key, sub.id);
		expect(after).toMatchObject({ priceId: small.id, pendingPriceId: null, unitAmount: 40_000 });
		expect(await invoice(key, after.latestInvoiceId)).toMatchObject({ total: 40_000, status: "paid" });
	});

	it("sending the current price again cancels a pending downgrade", async () => {
		const { key, small, sub } = await setup();
		await mut(key, "PATCH", `/v1/subscriptions/${sub.id}`, { priceId: small.id });
		const r = await mut(key, "PATCH", `/v1/subscriptions/${sub.id}`, { priceId: sub.priceId });
		expect(r.body.data).toMatchObject({ priceId: sub.priceId, pendingPriceId: null });
		await advance(key, 31 * DAY);
		expect((await get(key, sub.id)).unitAmount).toBe(100_000);
	});

	it("during a trial a price change applies at once without a charge", async () => {
		const { key, s, big } = await setup();
		const t = (
			await subscribe(key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				paymentTokenId: s.token.id,
				trialDays: 7,
			})
		).body.data;
		const r = await mut(key, "PATCH", `/v1/subscriptions/${t.id}`, { priceId: big.id });
		expect(r.body.data).toMatchObject({
			status: "trialing",
			priceId: big.id,
			unitAmount: 250_000,
			latestInvoiceId: null,
		});
	});

	it("token swap and metadata (null clears, omitted unchanged) each emit subscription.updated with their cause", async () => {
		const { ws, key, s, sub } = await setup();
		const t2 = await newToken(key, s.customer.id);
		const a = await mut(key, "PATCH", `/v1/subscriptions/${sub.id}`, {
			defaultPaymentTokenId: t2.id,
			metadata: { a: "1", b: "2" },
		});
		expect(a.body.data).toMatchObject({ defaultPaymentTokenId: t2.id, metadata: { a: "1", b: "2" } });
		const b = await mut(key, "PATCH", `/v1/subscriptions/${sub.id}`, {});
		expect(b.body.data.metadata).toEqual({ a: "1", b: "2" });
		const c = await mut(key, "PATCH", `/v1/subscriptions/${sub.id}`, { metadata: null });
		expect(c.body.data.metadata).toBeNull();
		const causes = (await eventsOf(ws, "subscription.updated")).map((e) => e.causes);
		expect(causes).toEqual([["payment_token", "metadata"], ["metadata"]]);
	});
});
