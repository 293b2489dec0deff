import { describe, expect, it } from "vitest";
import { call, expectEnvelopeError } from "../helpers/http";
import { mkt, mktWorkspace } from "../helpers/mkt";
import { referralSetup, signup } from "../helpers/referrals";

// Caps and one-per rules that two requests can hit at once, fired in parallel.
describe("racing referral and discount writes", () => {
	it("10 parallel issues for one customer make one link", async () => {
		const { ws, key } = await referralSetup();
		const all = await Promise.all(
			Array.from({ length: 10 }, () =>
				mkt(key, "POST", "/referrals/links/issue", { body: { customerId: "cus_race" } }),
			),
		);
		const ids = new Set(all.map((r) => r.body.data.link.id));
		expect(ids.size).toBe(1);
		expect((await mkt(key, "GET", "/referrals/stats")).body.data.totalLinks).toBe(2);
		const code = all[0].body.data.link.code;
		expect((await call("GET", `/mkt/api/v1/referrals/links/${ws}/${code}`)).body.data.customerId).toBe("cus_race");
	});

	it("10 parallel signups of one referee make one attribution and count one signup", async () => {
		const { key, link } = await referralSetup();
		const all = await Promise.all(Array.from({ length: 10 }, () => signup(key, link.code)));
		expect(all.filter((r) => r.body.data !== null)).toHaveLength(1);
		expect((await mkt(key, "GET", "/referrals/stats")).body.data.totalSignups).toBe(1);
		expect((await mkt(key, "GET", "/billing/usage")).body.data.referralAttributions).toBe(1);
	});

	it("free plan: 8 parallel manual codes, one passes discountCodesLimit (1)", async () => {
		const { key } = await mktWorkspace();
		const all = await Promise.all(
			Array.from({ length: 8 }, (_, i) =>
				mkt(key, "POST", "/discount-codes", {
					body: { code: `RACE${i}`, rewardType: "fixed", value: 1, currency: "IDR" },
				}),
			),
		);
		expect(all.filter((r) => r.status === 201)).toHaveLength(1);
		for (const r of all.filter((x) => x.status !== 201)) expectEnvelopeError(r, 403, "QUOTA_EXCEEDED");
		expect((await mkt(key, "GET", "/discount-codes")).body.data.data).toHaveLength(1);
	});

	it("10 parallel voids of one attribution: one voids, the rest say not_pending", async () => {
		const { key, link } = await referralSetup();
		await signup(key, link.code);
		await mkt(key, "POST", "/referrals/attributions/checkout-start", {
			body: { customerId: "cus_bob", checkoutSessionId: "cs_v" },
		});
		const all = await Promise.all(
			Array.from({ length: 10 }, () =>
				mkt(key, "POST", "/referrals/attributions/void", { body: { checkoutSessionId: "cs_v" } }),
			),
		);
		expect(all.filter((r) => r.body.data.voided)).toHaveLength(1);
		expect(all.filter((r) => r.body.data.reason === "not_pending")).toHaveLength(9);
	});
});
