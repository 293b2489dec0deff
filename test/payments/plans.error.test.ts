import { describe, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { payCall } from "../helpers/pay";
import { mut, newPlan, workspaceKey } from "./billing-helpers";

describe("plans and prices: errors", () => {
	it("validation, archived plans, idempotency, not found", async () => {
		const { key } = await workspaceKey();
		const base = { name: "P", currency: "IDR", interval: "month", unitAmount: 1000 };
		expectEnvelopeError(
			await mut(key, "POST", "/v1/plans", { ...base, interval: "fortnight" }),
			400,
			"validation_error",
		);
		expectEnvelopeError(await mut(key, "POST", "/v1/plans", { ...base, unitAmount: -1 }), 400, "validation_error");
		expectEnvelopeError(await mut(key, "POST", "/v1/plans", { ...base, unitAmount: 1.5 }), 400, "validation_error");
		expectEnvelopeError(await mut(key, "POST", "/v1/plans", { ...base, currency: "RP" }), 400, "validation_error");
		expectEnvelopeError(
			await mut(key, "POST", "/v1/plans", { ...base, interval: "year", intervalCount: 4 }),
			400,
			"validation_error",
		);
		expectEnvelopeError(await mut(key, "POST", "/v1/plans", { ...base, trialDays: -1 }), 400, "validation_error");
		expectEnvelopeError(
			await mut(key, "POST", "/v1/plans", { ...base, interval: "month", currencyX: 1 }),
			400,
			"validation_error",
		);
		expectEnvelopeError(await payCall(key, "POST", "/v1/plans", { body: base }), 400, "idempotency_required");
		const plan = await newPlan(key);
		expectEnvelopeError(await mut(key, "PATCH", `/v1/plans/${plan.id}`, { currency: "USD" }), 400, "validation_error");
		expectEnvelopeError(await mut(key, "PATCH", `/v1/plans/${plan.id}`, { interval: "year" }), 400, "validation_error");
		await mut(key, "POST", `/v1/plans/${plan.id}/archive`);
		expectEnvelopeError(
			await mut(key, "POST", `/v1/plans/${plan.id}/prices`, { unitAmount: 5 }),
			422,
			"validation_error",
		);
		expectEnvelopeError(await payCall(key, "GET", "/v1/plans/pln_01JB4X6N0ZQ8K3C9W2T5V7R1MD"), 404, "not_found");
		expectEnvelopeError(await payCall(key, "GET", "/v1/prices/pr_01JB4X6N0ZQ8K3C9W2T5V7R1MD"), 404, "not_found");
		expectEnvelopeError(await mut(key, "POST", "/v1/plans/pln_01JB4X6N0ZQ8K3C9W2T5V7R1MD/archive"), 404, "not_found");
	});
});
