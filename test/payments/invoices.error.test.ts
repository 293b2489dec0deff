import { describe, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { payCall } from "../helpers/pay";
import { advance, billingSetup, DAY, mut, newCustomer, newToken, subscribe, workspaceKey } from "./billing-helpers";

describe("invoices: errors", () => {
	it("409 conflict for pay/void in the wrong state, 400 for bad tokens, 404 for unknown ids, Idempotency-Key required", async () => {
		const { key } = await workspaceKey();
		const s = await billingSetup(key, { interval: "day", intervalCount: 30 });
		const sub = (
			await subscribe(key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				paymentTokenId: s.token.id,
			})
		).body.data;
		const paid = sub.latestInvoiceId;
		expectEnvelopeError(await mut(key, "POST", `/v1/invoices/${paid}/pay`), 409, "conflict");
		expectEnvelopeError(await mut(key, "POST", `/v1/invoices/${paid}/void`), 409, "conflict");
		expectEnvelopeError(await payCall(key, "POST", `/v1/invoices/${paid}/void`), 400, "idempotency_required");
		expectEnvelopeError(await payCall(key, "POST", `/v1/invoices/${paid}/pay`), 400, "idempotency_required");
		expectEnvelopeError(await payCall(key, "GET", "/v1/invoices/inv_01JB4X6N0ZQ8K3C9W2T5V7R1MD"), 404, "not_found");
		expectEnvelopeError(await mut(key, "POST", "/v1/invoices/inv_01JB4X6N0ZQ8K3C9W2T5V7R1MD/pay"), 404, "not_found");
		expectEnvelopeError(await payCall(key, "GET", "/v1/invoices?status=late"), 400, "validation_error");

		const si = (
			await subscribe(key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				collectionMethod: "send_invoice",
			})
		).body.data;
		expectEnvelopeError(await mut(key, "POST", `/v1/invoices/${si.latestInvoiceId}/pay`), 400, "validation_error");
		const other = await newCustomer(key);
		const ot = await newToken(key, other.id);
		expectEnvelopeError(
			await mut(key, "POST", `/v1/invoices/${si.latestInvoiceId}/pay`, { paymentTokenId: ot.id }),
			400,
			"validation_error",
		);
		expectEnvelopeError(
			await mut(key, "POST", `/v1/invoices/${si.latestInvoiceId}/pay`, { paidOutOfBand: false }),
			400,
			"validation_error",
		);

		// The invoice a past_due subscription is in dunning for cannot be voided.
		const bad = await newToken(key, s.customer.id, "decline");
		await mut(key, "PATCH", `/v1/subscriptions/${sub.id}`, { defaultPaymentTokenId: bad.id });
		await advance(key, 30 * DAY + 60);
		const pd = (await payCall(key, "GET", `/v1/subscriptions/${sub.id}`)).body.data;
		expectEnvelopeError(await mut(key, "POST", `/v1/invoices/${pd.latestInvoiceId}/void`), 409, "conflict");
	});
});
