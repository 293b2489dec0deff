import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { mintPayKey, payCall } from "../helpers/pay";
import { mut, workspaceKey } from "./billing-helpers";
import { paidSession, refund } from "./checkout-helpers";

describe("checkout tenancy and scopes", () => {
	it("another workspace's session, payment and refund are 404 on every route; lists show none", async () => {
		const a = await workspaceKey();
		const b = await workspaceKey();
		const { session, payment } = await paidSession(a.key);
		const re = (await refund(a.key, { paymentId: payment.id, amount: 1_000, reason: "other" })).body.data;
		expectEnvelopeError(await payCall(b.key, "GET", `/v1/checkout-sessions/${session.id}`), 404, "not_found");
		expectEnvelopeError(await mut(b.key, "POST", `/v1/checkout-sessions/${session.id}/cancel`), 404, "not_found");
		expectEnvelopeError(await mut(b.key, "POST", `/v1/checkout-sessions/${session.id}/confirm`), 404, "not_found");
		expectEnvelopeError(await payCall(b.key, "GET", `/v1/payments/${payment.id}`), 404, "not_found");
		expectEnvelopeError(await payCall(b.key, "GET", `/v1/refunds/${re.id}`), 404, "not_found");
		expectEnvelopeError(await refund(b.key, { paymentId: payment.id, amount: 1, reason: "other" }), 404, "not_found");
		for (const path of ["/v1/checkout-sessions", "/v1/payments", "/v1/refunds"])
			expect((await payCall(b.key, "GET", path)).body.data).toEqual([]);
		// The same workspace's live key sees nothing of test mode either.
		const live = await mintPayKey(a.ws, { environment: "live" });
		expectEnvelopeError(await payCall(live, "GET", `/v1/checkout-sessions/${session.id}`), 404, "not_found");
		expectEnvelopeError(await payCall(live, "GET", `/v1/payments/${payment.id}`), 404, "not_found");
	});

	it("read_only keys read but cannot create, cancel, refund or change settings; restricted keys need the named scope", async () => {
		const { ws, key } = await workspaceKey();
		const ro = await mintPayKey(ws, { role: "read_only" });
		expect((await payCall(ro, "GET", "/v1/checkout-settings")).status).toBe(200);
		expect((await payCall(ro, "GET", "/v1/payments")).status).toBe(200);
		expectEnvelopeError(
			await mut(ro, "POST", "/v1/checkout-sessions", {
				amount: 1000,
				currency: "IDR",
				successUrl: "https://a.example/",
			}),
			403,
			"insufficient_scope",
		);
		expectEnvelopeError(await mut(ro, "PUT", "/v1/checkout-settings", { methods: {} }), 403, "insufficient_scope");
		expectEnvelopeError(
			await mut(ro, "POST", "/v1/refunds", { paymentId: "pay_x", reason: "other" }),
			403,
			"insufficient_scope",
		);
		const onlySessions = await mintPayKey(ws, {
			role: "restricted",
			scopes: ["pay:checkout_session:write", "pay:checkout_session:read"],
		});
		expect(
			(
				await mut(onlySessions, "POST", "/v1/checkout-sessions", {
					amount: 1000,
					currency: "IDR",
					successUrl: "https://a.example/",
				})
			).status,
		).toBe(201);
		expectEnvelopeError(await payCall(onlySessions, "GET", "/v1/payments"), 403, "insufficient_scope");
		expectEnvelopeError(await payCall(onlySessions, "GET", "/v1/refunds"), 403, "insufficient_scope");
		expect(key).toBeTruthy();
	});
});
