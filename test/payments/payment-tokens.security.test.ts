import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { payCall } from "../helpers/pay";
import { mut, newCustomer, newToken, workspaceKey } from "./billing-helpers";

describe("payment tokens: tenancy", () => {
	it("another workspace's token is 404; a token cannot be created for another workspace's customer", async () => {
		const a = await workspaceKey();
		const b = await workspaceKey();
		const cus = await newCustomer(a.key);
		const t = await newToken(a.key, cus.id);
		expectEnvelopeError(await payCall(b.key, "GET", `/v1/payment-tokens/${t.id}`), 404, "not_found");
		expectEnvelopeError(await mut(b.key, "DELETE", `/v1/payment-tokens/${t.id}`), 404, "not_found");
		expectEnvelopeError(
			await mut(b.key, "POST", "/v1/payment-tokens", { customerId: cus.id, method: "qris", accountLabel: "x" }),
			404,
			"not_found",
		);
		expect((await payCall(b.key, "GET", `/v1/payment-tokens?customerId=${cus.id}`)).body.data).toEqual([]);
		expect((await payCall(a.key, "GET", `/v1/payment-tokens/${t.id}`)).body.data.status).toBe("active");
	});
});
