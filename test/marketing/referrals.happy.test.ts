import { describe, expect, it } from "vitest";
import { call } from "../helpers/http";
import { mkt, mktWorkspace } from "../helpers/mkt";
import { fulfil, referralSetup, signup } from "../helpers/referrals";

describe("referral story", () => {
	it("program → link → click → signup → checkout-start → fulfill → redeem", async () => {
		const { ws, key, program, link } = await referralSetup();
		expect(program).toMatchObject({
			enabled: true,
			rewardExpiryDays: 90,
			attributionWindowDays: 30,
			minPurchaseAmount: null,
		});
		expect(link.code).toMatch(/^[abcdefghjkmnpqrstuvwxyz23456789]{8}$/);
		expect(link).toMatchObject({ customerId: "cus_alice", clicks: 0, signups: 0, rewards: 0, revenue: 0 });
		const again = await mkt(key, "POST", "/referrals/links/issue", {
			body: { customerId: "cus_alice", accountId: ws },
		});
		expect(again.body.data.link.id).toBe(link.id);

		const pub = await call("GET", `/mkt/api/v1/referrals/links/${ws}/${link.code}`);
		expect(pub.status, pub.text).toBe(200);
		expect(pub.body.data).toMatchObject({ id: link.id, customerId: "cus_alice" });

		const click = await mkt(key, "POST", "/referrals/links/click", { body: { code: link.code } });
		expect(click.body.data).toEqual({ linkId: link.id, programId: program.id });

		const att = await signup(key, link.code);
		expect(att.status, att.text).toBe(200);
		expect(att.body.data).toMatchObject({ status: "pending", refereeCustomerId: "cus_bob", externalRef: "cus_bob" });
		expect(att.body.data.id).toMatch(/^rat_/);

		const start = await mkt(key, "POST", "/referrals/attributions/checkout-start", {
			body: { customerId: "cus_bob", checkoutSessionId: "cs_1" },
		});
		expect(start.body.data).toEqual({ stamped: true, attributionId: att.body.data.id });

		const done = await fulfil(key, "cs_1");
		expect(done.body.data).toMatchObject({ issued: true });
		const { referrerCodeId, refereeCodeId } = done.body.data;

		const aliceRewards = await call("GET", `/mkt/api/v1/referrals/rewards/${ws}/cus_alice`);
		expect(aliceRewards.body.data.rewards).toEqual([
			expect.objectContaining({
				id: referrerCodeId,
				role: "referrer",
				rewardType: "percent",
				value: 10,
				currency: "IDR",
				usedCount: 0,
			}),
		]);
		expect(aliceRewards.body.data.rewards[0].code).toMatch(/^REF-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
		const bob = (await call("GET", `/mkt/api/v1/referrals/rewards/${ws}/cus_bob`)).body.data.rewards[0];
		expect(bob).toMatchObject({ id: refereeCodeId, role: "referee", value: 15 });
		expect(bob.code).toMatch(/^WELCOME-[A-Z0-9]{6}$/);
		const days = (Date.parse(bob.expiresAt) - Date.now()) / 86_400_000;
		expect(days).toBeGreaterThan(89.9);
		expect(days).toBeLessThanOrEqual(90);

		// The welcome code is not usable on the purchase that earned it; on the next one it is, once.
		const onSame = await mkt(key, "POST", "/discount-codes/redeem", {
			body: { code: bob.code, customerId: "cus_bob", checkoutSessionId: "cs_1", amount: 100_000, currency: "IDR" },
		});
		expect(onSame.status).toBe(409);
		expect(onSame.body.error.code).toBe("CODE_NOT_USABLE");
		const redeem = await mkt(key, "POST", "/discount-codes/redeem", {
			body: {
				code: bob.code.toLowerCase(),
				customerId: "cus_bob",
				checkoutSessionId: "cs_2",
				amount: 100_005,
				currency: "IDR",
			},
		});
		expect(redeem.status, redeem.text).toBe(200);
		expect(redeem.body.data).toEqual({ discountCodeId: refereeCodeId, discountAmount: 15_000 });
		const twice = await mkt(key, "POST", "/discount-codes/redeem", {
			body: { code: bob.code, customerId: "cus_bob", checkoutSessionId: "cs_3", amount: 1_000, currency: "IDR" },
		});
		expect(twice.body.error.code).toBe("CODE_NOT_USABLE");

		const stats = await mkt(key, "GET", "/referrals/stats");
		expect(stats.body.data).toEqual({
			totalLinks: 1,
			totalClicks: 1,
			totalSignups: 1,
			totalRewards: 1,
			attributedRevenue: 250_000,
			conversionRate: 1,
		});
		const usage = await mkt(key, "GET", "/billing/usage");
		expect(usage.status, usage.text).toBe(200);
		expect(usage.body.data).toMatchObject({ referralAttributions: 1, discountsRedeemed: 1 });
		const retry = await fulfil(key, "cs_1");
		expect(retry.body.data).toEqual({ issued: false, reason: "already_fulfilled" });
	});

	it("20 concurrent fulfils mint one pair of codes", async () => {
		const { ws, key, link } = await referralSetup();
		await signup(key, link.code);
		await mkt(key, "POST", "/referrals/attributions/checkout-start", {
			body: { customerId: "cus_bob", checkoutSessionId: "cs_race" },
		});
		const all = await Promise.all(Array.from({ length: 20 }, () => fulfil(key, "cs_race")));
		expect(all.map((r) => (r.status === 200 ? 200 : r.text))).toEqual(all.map(() => 200));
		expect(all.filter((r) => r.body.data.issued)).toHaveLength(1);
		expect(all.filter((r) => !r.body.data.issued).every((r) => r.body.data.reason === "already_fulfilled")).toBe(true);
		const codes = await mkt(key, "GET", "/discount-codes?limit=100");
		expect(codes.body.data.data).toHaveLength(2);
		const stats = await mkt(key, "GET", "/referrals/stats");
		expect(stats.body.data).toMatchObject({ totalRewards: 1, attributedRevenue: 250_000 });
		expect((await call("GET", `/mkt/api/v1/referrals/links/${ws}/${link.code}`)).body.data.rewards).toBe(1);
	});

	it("20 racing redemptions of a single-use code: one wins", async () => {
		const { key } = await mktWorkspace("starter");
		const made = await mkt(key, "POST", "/discount-codes", {
			body: { code: "once", rewardType: "fixed", value: 5_000, currency: "IDR", maxUsesTotal: 1 },
		});
		expect(made.status, made.text).toBe(201);
		expect(made.body.data).toMatchObject({ code: "ONCE", source: "manual", usedCount: 0 });
		const all = await Promise.all(
			Array.from({ length: 20 }, (_, i) =>
				mkt(key, "POST", "/discount-codes/redeem", {
					body: { code: "ONCE", customerId: `cus_${i}`, checkoutSessionId: `cs_${i}`, amount: 3_000, currency: "IDR" },
				}),
			),
		);
		const won = all.filter((r) => r.status === 200);
		expect(won).toHaveLength(1);
		expect(won[0].body.data.discountAmount).toBe(3_000);
		expect(all.filter((r) => r.status === 409)).toHaveLength(19);
		const list = await mkt(key, "GET", "/discount-codes");
		expect(list.body.data.data[0].usedCount).toBe(1);
		expect((await mkt(key, "GET", "/billing/usage")).body.data.discountsRedeemed).toBe(1);
	});
});
