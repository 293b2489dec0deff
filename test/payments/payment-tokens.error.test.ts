import { describe, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { payCall } from "../helpers/pay";
import { mut, newCustomer, workspaceKey } from "./billing-helpers";

describe("payment tokens: errors", () => {
	it("validation per method, unknown customer, live testOutcome, idempotency", async () => {
		const { key } = await workspaceKey();
		const cus = await newCustomer(key);
		expectEnvelopeError(
			await mut(key, "POST", "/v1/payment-tokens", { customerId: cus.id, method: "card", brand: "visa" }),
			400,
			"validation_error",
		);
		expectEnvelopeError(
			await mut(key, "POST", "/v1/payment-tokens", { customerId: cus.id, method: "card", brand: "visa", last4: "42" }),
			400,
			"validation_error",
		);
		expectEnvelopeError(
			await mut(key, "POST", "/v1/payment-tokens", { customerId: cus.id, method: "ewallet" }),
			400,
			"validation_error",
		);
		expectEnvelopeError(
			await mut(key, "POST", "/v1/payment-tokens", { customerId: cus.id, method: "cash", accountLabel: "x" }),
			400,
			"validation_error",
		);
		expectEnvelopeError(
			await mut(key, "POST", "/v1/payment-tokens", {
				customerId: cus.id,
				method: "qris",
				accountLabel: "x",
				testOutcome: "maybe",
			}),
			400,
			"validation_error",
		);
		expectEnvelopeError(
			await mut(key, "POST", "/v1/payment-tokens", {
				customerId: "cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
				method: "qris",
				accountLabel: "x",
			}),
			404,
			"not_found",
		);
		expectEnvelopeError(
			await payCall(key, "POST", "/v1/payment-tokens", {
				body: { customerId: cus.id, method: "qris", accountLabel: "x" },
			}),
			400,
			"idempotency_required",
		);
		expectEnvelopeError(await mut(key, "DELETE", "/v1/payment-tokens/pt_01JB4X6N0ZQ8K3C9W2T5V7R1MD"), 404, "not_found");
		const live = await workspaceKey({ environment: "live" });
		const lc = await newCustomer(live.key);
		expectEnvelopeError(
			await mut(live.key, "POST", "/v1/payment-tokens", {
				customerId: lc.id,
				method: "qris",
				accountLabel: "x",
				testOutcome: "decline",
			}),
			400,
			"validation_error",
		);
	});
});
