import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { payCall } from "../helpers/pay";
import {
	advance,
	billingSetup,
	created,
	DAY,
	ik,
	mut,
	newCustomer,
	newPlan,
	newToken,
	subscribe,
	workspaceKey,
} from "./billing-helpers";

const MISSING = "sub_01JB4X6N0ZQ8K3C9W2T5V7R1MD";

describe("subscription create: every validation of spec §4 and §7", () => {
	it("400 validation_error: priceId of another plan, token of another customer, token missing for automatic collection, past startAt, metadata > 50 keys", async () => {
		const { key } = await workspaceKey();
		const s = await billingSetup(key);
		const otherPlan = await newPlan(key, { name: "Other" });
		const otherCus = await newCustomer(key);
		const otherToken = await newToken(key, otherCus.id);
		const base = { customerId: s.customer.id, planId: s.plan.id, priceId: s.priceId, paymentTokenId: s.token.id };
		const cases: Array<[Record<string, unknown>, string]> = [
			[{ ...base, priceId: otherPlan.defaultPriceId }, "priceId"],
			[{ ...base, paymentTokenId: otherToken.id }, "paymentTokenId"],
			[{ customerId: s.customer.id, planId: s.plan.id, priceId: s.priceId }, "paymentTokenId"],
			[{ ...base, collectionMethod: "charge_automatically", paymentTokenId: undefined }, "paymentTokenId"],
			[{ ...base, startAt: "2020-01-01T00:00:00Z" }, "startAt"],
			[{ ...base, startAt: "tomorrow" }, "startAt"],
			[{ ...base, metadata: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, "v"])) }, "metadata"],
			[{ ...base, metadata: { n: 1 } }, "metadata.n"],
			[{ ...base, trialDays: -1 }, "trialDays"],
			[{ ...base, trialDays: 1.5 }, "trialDays"],
			[{ ...base, initialDiscount: -5 }, "initialDiscount"],
			[{ ...base, collectionMethod: "cash" }, "collectionMethod"],
			[{ ...base, surprise: true }, "surprise"],
			[{ planId: s.plan.id, priceId: s.priceId, paymentTokenId: s.token.id }, "customerId"],
		];
		for (const [body, param] of cases) {
			const res = await subscribe(key, body);
			expectEnvelopeError(res, 400, "validation_error");
			expect(res.body.error.param, JSON.stringify(body).slice(0, 80)).toBe(param);
		}
		// a 50-key metadata object is fine
		const ok50 = await subscribe(key, {
			...base,
			metadata: Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, "v"])),
		});
		expect(ok50.status).toBe(201);
		expect((await payCall(key, "GET", "/v1/subscriptions")).body.data).toHaveLength(1); // refusals wrote nothing
	});

	it("422 validation_error for an archived plan; 404 for ids not in the workspace; coupon checks", async () => {
		const { key } = await workspaceKey();
		const s = await billingSetup(key);
		const base = { customerId: s.customer.id, planId: s.plan.id, priceId: s.priceId, paymentTokenId: s.token.id };
		expectEnvelopeError(
			await subscribe(key, { ...base, customerId: "cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
			404,
			"not_found",
		);
		expectEnvelopeError(await subscribe(key, { ...base, planId: "pln_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }), 404, "not_found");
		expectEnvelopeError(await subscribe(key, { ...base, priceId: "pr_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }), 404, "not_found");
		expectEnvelopeError(
			await subscribe(key, { ...base, paymentTokenId: "pt_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
			404,
			"not_found",
		);
		expectEnvelopeError(
			await subscribe(key, { ...base, couponId: "cpn_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
			404,
			"not_found",
		);
		const used = await created(key, "/v1/coupons", { percentOff: 10, duration: "forever", maxRedemptions: 1 });
		expect((await subscribe(key, { ...base, couponId: used.id })).status).toBe(201);
		expectEnvelopeError(await subscribe(key, { ...base, couponId: used.id }), 400, "validation_error");
		const usd = await created(key, "/v1/coupons", { amountOff: 500, currency: "USD", duration: "once" });
		expectEnvelopeError(await subscribe(key, { ...base, couponId: usd.id }), 400, "validation_error");
		await mut(key, "DELETE", `/v1/payment-tokens/${s.token.id}`);
		expectEnvelopeError(await subscribe(key, base), 400, "validation_error");
		await mut(key, "POST", `/v1/plans/${s.plan.id}/archive`);
		const t = await newToken(key, s.customer.id);
		const res = await subscribe(key, { ...base, paymentTokenId: t.id });
		expectEnvelopeError(res, 422, "validation_error");
		expect(res.body.error.param).toBe("planId");
	});

	it("Idempotency-Key required on every mutation; another body with a used key → 409 idempotency_key_conflict", async () => {
		const { key } = await workspaceKey();
		const s = await billingSetup(key);
		const body = { customerId: s.customer.id, planId: s.plan.id, priceId: s.priceId, paymentTokenId: s.token.id };
		expectEnvelopeError(await payCall(key, "POST", "/v1/subscriptions", { body }), 400, "idempotency_required");
		const sub = (await subscribe(key, body)).body.data;
		expectEnvelopeError(
			await payCall(key, "PATCH", `/v1/subscriptions/${sub.id}`, { body: { metadata: null } }),
			400,
			"idempotency_required",
		);
		expectEnvelopeError(await payCall(key, "POST", `/v1/subscriptions/${sub.id}/pause`), 400, "idempotency_required");
		expectEnvelopeError(await payCall(key, "POST", `/v1/subscriptions/${sub.id}/resume`), 400, "idempotency_required");
		expectEnvelopeError(
			await payCall(key, "POST", `/v1/subscriptions/${sub.id}/cancel`, { body: { at: "now" } }),
			400,
			"idempotency_required",
		);
		const k = ik();
		expect((await payCall(key, "POST", "/v1/subscriptions", { body, idempotencyKey: k })).status).toBe(201);
		expectEnvelopeError(
			await payCall(key, "POST", "/v1/subscriptions", { body: { ...body, trialDays: 3 }, idempotencyKey: k }),
			409,
			"idempotency_key_conflict",
		);
		const k2 = ik();
		await payCall(key, "PATCH", `/v1/subscriptions/${sub.id}`, { body: { metadata: { a: "1" } }, idempotencyKey: k2 });
		expectEnvelopeError(
			await payCall(key, "PATCH", `/v1/subscriptions/${sub.id}`, {
				body: { metadata: { a: "2" } },
				idempotencyKey: k2,
			}),
			409,
			"idempotency_key_conflict",
		);
	});
});

describe("subscription moves: 409 conflict in the wrong state", () => {
	it("pause when not active, resume when not paused, cancel when canceled, a second period_end cancel, price change while past_due or paused", async () => {
		const { key } = await workspaceKey();
		const s = await billingSetup(key, { interval: "day", intervalCount: 30 });
		const base = { customerId: s.customer.id, planId: s.plan.id, priceId: s.priceId, paymentTokenId: s.token.id };
		const higher = await created(key, `/v1/plans/${s.plan.id}/prices`, { unitAmount: 999_999 });
		const trialing = (await subscribe(key, { ...base, trialDays: 5 })).body.data;
		expectEnvelopeError(await mut(key, "POST", `/v1/subscriptions/${trialing.id}/pause`), 409, "conflict");
		const active = (await subscribe(key, base)).body.data;
		expectEnvelopeError(await mut(key, "POST", `/v1/subscriptions/${active.id}/resume`), 409, "conflict");
		expect((await mut(key, "POST", `/v1/subscriptions/${active.id}/pause`)).status).toBe(200);
		expectEnvelopeError(await mut(key, "POST", `/v1/subscriptions/${active.id}/pause`), 409, "conflict");
		expectEnvelopeError(
			await mut(key, "PATCH", `/v1/subscriptions/${active.id}`, { priceId: higher.id }),
			409,
			"conflict",
		);
		expect((await mut(key, "POST", `/v1/subscriptions/${active.id}/cancel`, { at: "period_end" })).status).toBe(200);
		expectEnvelopeError(
			await mut(key, "POST", `/v1/subscriptions/${active.id}/cancel`, { at: "period_end" }),
			409,
			"conflict",
		);
		expect((await mut(key, "POST", `/v1/subscriptions/${active.id}/cancel`, { at: "now" })).status).toBe(200);
		for (const [m, body] of [
			["cancel", { at: "now" }],
			["cancel", { at: "period_end" }],
			["pause", undefined],
			["resume", undefined],
		] as const) {
			expectEnvelopeError(await mut(key, "POST", `/v1/subscriptions/${active.id}/${m}`, body), 409, "conflict");
		}
		expectEnvelopeError(
			await mut(key, "PATCH", `/v1/subscriptions/${active.id}`, { metadata: { a: "b" } }),
			409,
			"conflict",
		);

		const bad = await newToken(key, s.customer.id, "decline");
		const pd = (await subscribe(key, base)).body.data;
		await mut(key, "PATCH", `/v1/subscriptions/${pd.id}`, { defaultPaymentTokenId: bad.id });
		await advance(key, 30 * DAY + 60);
		expect((await payCall(key, "GET", `/v1/subscriptions/${pd.id}`)).body.data.status).toBe("past_due");
		expectEnvelopeError(await mut(key, "POST", `/v1/subscriptions/${pd.id}/pause`), 409, "conflict");
		expectEnvelopeError(await mut(key, "PATCH", `/v1/subscriptions/${pd.id}`, { priceId: higher.id }), 409, "conflict");
	});

	it("bodies: cancel needs at; reasons and resumeAt are checked", async () => {
		const { key } = await workspaceKey();
		const s = await billingSetup(key);
		const sub = (
			await subscribe(key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				paymentTokenId: s.token.id,
			})
		).body.data;
		expectEnvelopeError(await mut(key, "POST", `/v1/subscriptions/${sub.id}/cancel`, {}), 400, "validation_error");
		expectEnvelopeError(
			await mut(key, "POST", `/v1/subscriptions/${sub.id}/cancel`, { at: "later" }),
			400,
			"validation_error",
		);
		expectEnvelopeError(
			await mut(key, "POST", `/v1/subscriptions/${sub.id}/cancel`, { at: "now", reason: "bored" }),
			400,
			"validation_error",
		);
		expectEnvelopeError(
			await mut(key, "POST", `/v1/subscriptions/${sub.id}/pause`, { resumeAt: "2001-01-01T00:00:00Z" }),
			400,
			"validation_error",
		);
		expectEnvelopeError(
			await mut(key, "POST", `/v1/subscriptions/${sub.id}/pause`, { until: "x" }),
			400,
			"validation_error",
		);
		expectEnvelopeError(
			await payCall(key, "GET", `/v1/subscriptions/${sub.id}?expand=invoices`),
			400,
			"validation_error",
		);
		expectEnvelopeError(await payCall(key, "GET", "/v1/subscriptions?status=sleeping"), 400, "validation_error");
		expectEnvelopeError(await payCall(key, "GET", "/v1/subscriptions?order=sideways"), 400, "validation_error");
		expectEnvelopeError(await payCall(key, "GET", "/v1/subscriptions?limit=101"), 400, "validation_error");
		const page = await payCall(key, "GET", "/v1/subscriptions?limit=1&order=asc");
		expect(page.status).toBe(200);
		const other = await subscribe(key, {
			customerId: s.customer.id,
			planId: s.plan.id,
			priceId: s.priceId,
			paymentTokenId: s.token.id,
		});
		expect(other.status).toBe(201);
		const p1 = await payCall(key, "GET", "/v1/subscriptions?limit=1");
		expectEnvelopeError(
			await payCall(key, "GET", `/v1/subscriptions?limit=1&order=asc&cursor=${p1.body.meta.page.nextCursor}`),
			400,
			"validation_error",
		);
	});
});

describe("PATCH: plan-change refusals", () => {
	it("another plan's price, a currency switch (pointing to cancel + initialDiscount), another customer's token, unknown ids", async () => {
		const { key } = await workspaceKey();
		const s = await billingSetup(key);
		const sub = (
			await subscribe(key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				paymentTokenId: s.token.id,
			})
		).body.data;
		const otherPlan = await newPlan(key, { name: "Other" });
		let r = await mut(key, "PATCH", `/v1/subscriptions/${sub.id}`, { priceId: otherPlan.defaultPriceId });
		expectEnvelopeError(r, 400, "validation_error");
		const usd = await created(key, `/v1/plans/${s.plan.id}/prices`, { unitAmount: 900, currency: "USD" });
		r = await mut(key, "PATCH", `/v1/subscriptions/${sub.id}`, { priceId: usd.id });
		expectEnvelopeError(r, 400, "validation_error");
		expect(r.body.error.message).toMatch(/cancel with at=now.*initialDiscount/);
		const otherCus = await newCustomer(key);
		const t = await newToken(key, otherCus.id);
		expectEnvelopeError(
			await mut(key, "PATCH", `/v1/subscriptions/${sub.id}`, { defaultPaymentTokenId: t.id }),
			400,
			"validation_error",
		);
		expectEnvelopeError(
			await mut(key, "PATCH", `/v1/subscriptions/${sub.id}`, { priceId: "pr_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
			404,
			"not_found",
		);
		expectEnvelopeError(
			await mut(key, "PATCH", `/v1/subscriptions/${sub.id}`, { planId: otherPlan.id }),
			400,
			"validation_error",
		);
		expectEnvelopeError(
			await mut(key, "PATCH", `/v1/subscriptions/${sub.id}`, { customerId: otherCus.id }),
			400,
			"validation_error",
		);
		expectEnvelopeError(
			await mut(key, "PATCH", MISSING.replace("sub_", "/v1/subscriptions/sub_"), { metadata: null }),
			404,
			"not_found",
		);
		const after = (await payCall(key, "GET", `/v1/subscriptions/${sub.id}`)).body.data;
		expect(after).toMatchObject({ priceId: s.priceId, planId: s.plan.id, customerId: s.customer.id, currency: "IDR" });
	});

	it("unknown subscription ids are 404 on every endpoint", async () => {
		const { key } = await workspaceKey();
		expectEnvelopeError(await payCall(key, "GET", `/v1/subscriptions/${MISSING}`), 404, "not_found");
		for (const m of ["pause", "resume"])
			expectEnvelopeError(await mut(key, "POST", `/v1/subscriptions/${MISSING}/${m}`), 404, "not_found");
		expectEnvelopeError(await mut(key, "POST", `/v1/subscriptions/${MISSING}/cancel`, { at: "now" }), 404, "not_found");
	});
});
