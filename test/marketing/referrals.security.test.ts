import { describe, expect, it } from "vitest";
import { call } from "../helpers/http";
import { mkt, mktWorkspace } from "../helpers/mkt";
import { billingSetup, merchant } from "../helpers/mkt-billing";
import { fulfil, referralSetup, signup } from "../helpers/referrals";

describe("tenancy of referrals, discount codes and billing", () => {
	it("another workspace sees none of a workspace's program, links, attributions, codes or invoices", async () => {
		const a = await referralSetup();
		await signup(a.key, a.link.code);
		await mkt(a.key, "POST", "/referrals/attributions/checkout-start", {
			body: { customerId: "cus_bob", checkoutSessionId: "cs_1" },
		});
		const { key: b } = await mktWorkspace("starter");
		await mkt(b, "PUT", "/referrals/program", {
			body: { rewardType: "fixed", referrerValue: 1, refereeValue: 1, currency: "IDR", enabled: true },
		});

		expect((await mkt(b, "GET", "/referrals/stats")).body.data.totalLinks).toBe(0);
		expect((await mkt(b, "POST", "/referrals/links/click", { body: { code: a.link.code } })).body.data).toBeNull();
		expect((await signup(b, a.link.code)).body.data).toBeNull();
		expect(
			(
				await mkt(b, "POST", "/referrals/attributions/checkout-start", {
					body: { customerId: "cus_bob", checkoutSessionId: "cs_1" },
				})
			).body.data,
		).toEqual({ stamped: false });
		expect((await fulfil(b, "cs_1")).body.data).toEqual({ issued: false, reason: "no_attribution" });
		expect(
			(await mkt(b, "POST", "/referrals/attributions/void", { body: { checkoutSessionId: "cs_1" } })).body.data.reason,
		).toBe("no_attribution");
		const bWs = (await mkt(b, "GET", "/referrals/program")).body.data.accountId;
		expect((await call("GET", `/mkt/api/v1/referrals/links/${bWs}/${a.link.code}`)).status).toBe(404);

		// A's fulfil still works and its codes are A's alone.
		const done = await fulfil(a.key, "cs_1");
		expect(done.body.data.issued).toBe(true);
		expect((await call("GET", `/mkt/api/v1/referrals/rewards/${bWs}/cus_bob`)).body.data.rewards).toEqual([]);
		expect((await call("GET", `/mkt/api/v1/referrals/rewards/${a.ws}/cus_bob`)).body.data.rewards).toHaveLength(1);
		expect((await call("GET", "/mkt/api/v1/referrals/rewards/acc_nope/cus_bob")).status).toBe(404);
		const code = (await call("GET", `/mkt/api/v1/referrals/rewards/${a.ws}/cus_bob`)).body.data.rewards[0].code;
		const stolen = await mkt(b, "POST", "/discount-codes/redeem", {
			body: { code, customerId: "cus_bob", checkoutSessionId: "cs_9", amount: 100, currency: "IDR" },
		});
		expect(stolen.status).toBe(404);
		expect((await mkt(b, "GET", "/discount-codes")).body.data.data).toEqual([]);
	});

	it("billing rows are the workspace's own", async () => {
		await billingSetup();
		const one = await merchant();
		const two = await merchant();
		expect((await one.as("POST", "/billing/checkout", { plan: "starter" })).status).toBe(200);
		expect((await two.as("GET", "/billing/invoices")).body.data.data).toEqual([]);
		expect((await two.as("GET", "/billing/subscription")).body.data.plan).toBe("free");
		expect((await one.as("GET", "/billing/invoices")).body.data.data).toHaveLength(1);
	});
});
