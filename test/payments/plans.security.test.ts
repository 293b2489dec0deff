import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { mintPayKey, payCall } from "../helpers/pay";
import { mut, newPlan, workspaceKey } from "./billing-helpers";

describe("plans and prices: tenancy and scopes", () => {
	it("another workspace's plan and price are 404", async () => {
		const a = await workspaceKey();
		const b = await workspaceKey();
		const plan = await newPlan(a.key);
		expectEnvelopeError(await payCall(b.key, "GET", `/v1/plans/${plan.id}`), 404, "not_found");
		expectEnvelopeError(await payCall(b.key, "GET", `/v1/prices/${plan.defaultPriceId}`), 404, "not_found");
		expectEnvelopeError(await mut(b.key, "PATCH", `/v1/plans/${plan.id}`, { name: "x" }), 404, "not_found");
		expectEnvelopeError(await mut(b.key, "POST", `/v1/plans/${plan.id}/archive`), 404, "not_found");
		expectEnvelopeError(await mut(b.key, "POST", `/v1/plans/${plan.id}/prices`, { unitAmount: 1 }), 404, "not_found");
		expectEnvelopeError(await payCall(b.key, "GET", `/v1/plans/${plan.id}/prices`), 404, "not_found");
		expect((await payCall(b.key, "GET", "/v1/plans")).body.data).toEqual([]);
	});
	it("read_only cannot create plans", async () => {
		const a = await workspaceKey();
		const ro = await mintPayKey(a.ws, { role: "read_only" });
		expectEnvelopeError(
			await mut(ro, "POST", "/v1/plans", { name: "P", currency: "IDR", interval: "month", unitAmount: 1 }),
			403,
			"insufficient_scope",
		);
	});
});
