import { describe, expect, it } from "vitest";
import { payCall } from "../helpers/pay";
import { created, workspaceKey } from "./billing-helpers";

describe("coupons", () => {
	it("percent and amount coupons, durations, list and retrieve", async () => {
		const { key } = await workspaceKey();
		const pct = await created(key, "/v1/coupons", {
			name: "Launch",
			percentOff: 20,
			duration: "repeating",
			durationInMonths: 3,
			maxRedemptions: 10,
		});
		expect(pct).toMatchObject({
			percentOff: 20,
			amountOff: null,
			currency: null,
			duration: "repeating",
			durationInMonths: 3,
			maxRedemptions: 10,
			timesRedeemed: 0,
			valid: true,
			redeemBy: null,
		});
		expect(pct.id).toMatch(/^cpn_/);
		const amt = await created(key, "/v1/coupons", {
			amountOff: 10_000,
			currency: "idr",
			duration: "once",
			redeemBy: "2999-01-01T00:00:00Z",
		});
		expect(amt).toMatchObject({
			amountOff: 10_000,
			currency: "IDR",
			duration: "once",
			redeemBy: "2999-01-01T00:00:00.000Z",
		});
		expect((await payCall(key, "GET", `/v1/coupons/${amt.id}`)).body.data).toEqual(amt);
		expect((await payCall(key, "GET", "/v1/coupons")).body.data.map((c: any) => c.id)).toEqual([amt.id, pct.id]);
	});
});
