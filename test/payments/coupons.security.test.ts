import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { payCall } from "../helpers/pay";
import { created, workspaceKey } from "./billing-helpers";

describe("coupons: tenancy", () => {
	it("another workspace's coupon is 404 and never listed", async () => {
		const a = await workspaceKey();
		const b = await workspaceKey();
		const c = await created(a.key, "/v1/coupons", { percentOff: 10, duration: "once" });
		expectEnvelopeError(await payCall(b.key, "GET", `/v1/coupons/${c.id}`), 404, "not_found");
		expect((await payCall(b.key, "GET", "/v1/coupons")).body.data).toEqual([]);
	});
});
