import { describe, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { payCall } from "../helpers/pay";
import { ik, mut, newCustomer, workspaceKey } from "./billing-helpers";

describe("customers: errors", () => {
	it("validation, idempotency and not found", async () => {
		const { key } = await workspaceKey();
		expectEnvelopeError(await mut(key, "POST", "/v1/customers", { email: "not-an-email" }), 400, "validation_error");
		expectEnvelopeError(await mut(key, "POST", "/v1/customers", { nickname: "x" }), 400, "validation_error");
		const tooMany = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, "v"]));
		expectEnvelopeError(await mut(key, "POST", "/v1/customers", { metadata: tooMany }), 400, "validation_error");
		expectEnvelopeError(await mut(key, "POST", "/v1/customers", { metadata: { a: 1 } }), 400, "validation_error");
		expectEnvelopeError(
			await payCall(key, "POST", "/v1/customers", { body: { name: "x" } }),
			400,
			"idempotency_required",
		);
		const k = ik();
		await payCall(key, "POST", "/v1/customers", { body: { name: "x" }, idempotencyKey: k });
		expectEnvelopeError(
			await payCall(key, "POST", "/v1/customers", { body: { name: "y" }, idempotencyKey: k }),
			409,
			"idempotency_key_conflict",
		);
		expectEnvelopeError(await payCall(key, "GET", "/v1/customers/cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD"), 404, "not_found");
		expectEnvelopeError(
			await mut(key, "PATCH", "/v1/customers/cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD", { name: "x" }),
			404,
			"not_found",
		);
		const c = await newCustomer(key);
		expectEnvelopeError(
			await payCall(key, "PATCH", `/v1/customers/${c.id}`, { body: { name: "x" } }),
			400,
			"idempotency_required",
		);
		expectEnvelopeError(await payCall(key, "GET", "/v1/customers?limit=0"), 400, "validation_error");
		expectEnvelopeError(await payCall(key, "GET", "/v1/customers?cursor=zzz"), 400, "validation_error");
	});
});
