import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { mintPayKey, payCall } from "../helpers/pay";
import { billingSetup, eventTypes, mut, subscribe, workspaceKey } from "./billing-helpers";

describe("subscriptions: tenancy", () => {
	it("another workspace's subscription is 404 on every endpoint, never listed, and its ids cannot be used", async () => {
		const a = await workspaceKey();
		const b = await workspaceKey();
		const s = await billingSetup(a.key);
		const sub = (
			await subscribe(a.key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				paymentTokenId: s.token.id,
			})
		).body.data;
		expectEnvelopeError(await payCall(b.key, "GET", `/v1/subscriptions/${sub.id}`), 404, "not_found");
		expectEnvelopeError(
			await payCall(b.key, "GET", `/v1/subscriptions/${sub.id}?expand=customer,plan`),
			404,
			"not_found",
		);
		expectEnvelopeError(await mut(b.key, "PATCH", `/v1/subscriptions/${sub.id}`, { metadata: null }), 404, "not_found");
		expectEnvelopeError(await mut(b.key, "POST", `/v1/subscriptions/${sub.id}/pause`), 404, "not_found");
		expectEnvelopeError(await mut(b.key, "POST", `/v1/subscriptions/${sub.id}/resume`), 404, "not_found");
		expectEnvelopeError(
			await mut(b.key, "POST", `/v1/subscriptions/${sub.id}/cancel`, { at: "now" }),
			404,
			"not_found",
		);
		expect((await payCall(b.key, "GET", "/v1/subscriptions")).body.data).toEqual([]);
		expect((await payCall(b.key, "GET", `/v1/subscriptions?customerId=${s.customer.id}`)).body.data).toEqual([]);
		// B cannot subscribe A's customer to A's plan with A's token.
		expectEnvelopeError(
			await subscribe(b.key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				paymentTokenId: s.token.id,
			}),
			404,
			"not_found",
		);
		const bs = await billingSetup(b.key);
		expectEnvelopeError(
			await subscribe(b.key, {
				customerId: bs.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				paymentTokenId: bs.token.id,
			}),
			404,
			"not_found",
		);
		expectEnvelopeError(
			await subscribe(b.key, {
				customerId: bs.customer.id,
				planId: bs.plan.id,
				priceId: bs.priceId,
				paymentTokenId: s.token.id,
			}),
			404,
			"not_found",
		);
		// A's subscription is untouched and B's workspace saw no events of A's.
		expect((await payCall(a.key, "GET", `/v1/subscriptions/${sub.id}`)).body.data.status).toBe("active");
		expect(await eventTypes(b.ws)).toEqual([]);
	});

	it("test and live are separate worlds", async () => {
		const a = await workspaceKey();
		const s = await billingSetup(a.key);
		const sub = (
			await subscribe(a.key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				paymentTokenId: s.token.id,
			})
		).body.data;
		const live = await mintPayKey(a.ws, { environment: "live" });
		expectEnvelopeError(await payCall(live, "GET", `/v1/subscriptions/${sub.id}`), 404, "not_found");
		expect((await payCall(live, "GET", "/v1/subscriptions")).body.data).toEqual([]);
		expectEnvelopeError(
			await payCall(live, "POST", "/v1/test-helpers/clock/advance", { body: { seconds: 60 } }),
			404,
			"not_found",
		);
	});
});

describe("subscriptions: scopes", () => {
	it("create needs pay:subscription:create; other writes pay:subscription:write; reads pay:subscription:read", async () => {
		const a = await workspaceKey();
		const s = await billingSetup(a.key);
		const body = { customerId: s.customer.id, planId: s.plan.id, priceId: s.priceId, paymentTokenId: s.token.id };
		const writer = await mintPayKey(a.ws, {
			role: "restricted",
			scopes: ["pay:subscription:write", "pay:subscription:read"],
		});
		expectEnvelopeError(await subscribe(writer, body), 403, "insufficient_scope");
		const creator = await mintPayKey(a.ws, { role: "restricted", scopes: ["pay:subscription:create"] });
		const created = await subscribe(creator, body);
		expect(created.status).toBe(201);
		const id = created.body.data.id;
		expectEnvelopeError(await payCall(creator, "GET", `/v1/subscriptions/${id}`), 403, "insufficient_scope");
		expectEnvelopeError(await mut(creator, "POST", `/v1/subscriptions/${id}/pause`), 403, "insufficient_scope");
		expect((await mut(writer, "POST", `/v1/subscriptions/${id}/pause`)).status).toBe(200);
		const ro = await mintPayKey(a.ws, { role: "read_only" });
		expect((await payCall(ro, "GET", `/v1/subscriptions/${id}`)).status).toBe(200);
		expectEnvelopeError(await mut(ro, "POST", `/v1/subscriptions/${id}/resume`), 403, "insufficient_scope");
		expectEnvelopeError(await subscribe(ro, body), 403, "insufficient_scope");
	});

	it("tokens never leak card data beyond brand and last4; live responses omit testOutcome", async () => {
		const a = await workspaceKey({ environment: "live" });
		const s = await billingSetup(a.key);
		expect(s.token).not.toHaveProperty("testOutcome");
		const sub = await subscribe(a.key, {
			customerId: s.customer.id,
			planId: s.plan.id,
			priceId: s.priceId,
			paymentTokenId: s.token.id,
		});
		expect(sub.status).toBe(201);
		expect(sub.body.data.status).toBe("active");
	});
});
