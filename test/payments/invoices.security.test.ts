import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { mintPayKey, payCall } from "../helpers/pay";
import { billingSetup, mut, subscribe, workspaceKey } from "./billing-helpers";

describe("invoices: tenancy and scopes", () => {
	it("another workspace's invoice is 404 for read, pay and void, and never listed", async () => {
		const a = await workspaceKey();
		const b = await workspaceKey();
		const s = await billingSetup(a.key);
		const sub = (
			await subscribe(a.key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				collectionMethod: "send_invoice",
			})
		).body.data;
		const id = sub.latestInvoiceId;
		expectEnvelopeError(await payCall(b.key, "GET", `/v1/invoices/${id}`), 404, "not_found");
		expectEnvelopeError(await mut(b.key, "POST", `/v1/invoices/${id}/pay`, { paidOutOfBand: true }), 404, "not_found");
		expectEnvelopeError(await mut(b.key, "POST", `/v1/invoices/${id}/void`), 404, "not_found");
		expect((await payCall(b.key, "GET", "/v1/invoices")).body.data).toEqual([]);
		expect((await payCall(a.key, "GET", `/v1/invoices/${id}`)).body.data.status).toBe("open");
		const ro = await mintPayKey(a.ws, { role: "read_only" });
		expect((await payCall(ro, "GET", `/v1/invoices/${id}`)).status).toBe(200);
		expectEnvelopeError(await mut(ro, "POST", `/v1/invoices/${id}/void`), 403, "insufficient_scope");
	});
});
