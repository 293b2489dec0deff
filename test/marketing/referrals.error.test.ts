import { describe, expect, it } from "vitest";
import { expireTick } from "../../src/services/marketing/referrals/jobs";
import { call, expectEnvelopeError } from "../helpers/http";
import { bearer, idpToken, mintMktKey, mkt, mktWorkspace } from "../helpers/mkt";
import { fulfil, referralSetup, signup } from "../helpers/referrals";
import { dbOf, runTick } from "../helpers/shards";

const BASE = { rewardType: "percent", referrerValue: 10, refereeValue: 10, currency: "IDR" };
const backdate = async (ws: string, id: string) =>
	(await dbOf("DB_MKT", ws)).prepare("UPDATE referral_attributions SET expires_at = 1 WHERE id = ?").bind(id).run();

describe("referral program rules", () => {
	it("bad shapes are VALIDATION, out-of-range values INVALID_VALUE; nothing is written", async () => {
		const { key } = await mktWorkspace();
		for (const body of [
			{ ...BASE, rewardType: "bogus" },
			{ rewardType: "percent", referrerValue: 10, refereeValue: 10 },
			{ ...BASE, currency: "RUPIAH" },
			{ ...BASE, rewardExpiryDays: "ten" },
			{ ...BASE, referrerValue: 1.5 },
			{ ...BASE, programTerms: "x".repeat(5001) },
			{ ...BASE, marketingCampaignId: "cmp_1" },
			{ ...BASE, surprise: true },
		])
			expectEnvelopeError(await mkt(key, "PUT", "/referrals/program", { body }), 400, "VALIDATION");
		for (const body of [
			{ ...BASE, referrerValue: 0 },
			{ ...BASE, refereeValue: 101 },
			{ ...BASE, rewardType: "shipping_percent", referrerValue: 150 },
			{ ...BASE, rewardType: "fixed", referrerValue: 0 },
			{ ...BASE, rewardExpiryDays: 0 },
			{ ...BASE, rewardExpiryDays: 366 },
			{ ...BASE, attributionWindowDays: 181 },
		])
			expectEnvelopeError(await mkt(key, "PUT", "/referrals/program", { body }), 400, "INVALID_VALUE");
		const raw = await mkt(key, "PUT", "/referrals/program", { raw: "{", contentType: "application/json" });
		expect(raw.status).toBe(400);
		expect((await mkt(key, "GET", "/referrals/program")).body.data).toBeNull();
	});

	it("patch-style fields keep their value when omitted; reset-style ones become null", async () => {
		const { key } = await mktWorkspace();
		const first = await mkt(key, "PUT", "/referrals/program", {
			body: {
				...BASE,
				enabled: true,
				rewardExpiryDays: 30,
				attributionWindowDays: 7,
				minPurchaseAmount: 100,
				maxRewardsPerReferrer: 3,
				programTerms: "**Terms**",
			},
		});
		expect(first.body.data).toMatchObject({
			enabled: true,
			rewardExpiryDays: 30,
			minPurchaseAmount: 100,
			programTerms: "**Terms**",
		});
		const second = await mkt(key, "PUT", "/referrals/program", {
			body: { ...BASE, rewardType: "fixed", referrerValue: 5000 },
		});
		expect(second.body.data).toMatchObject({
			id: first.body.data.id,
			enabled: true,
			rewardExpiryDays: 30,
			attributionWindowDays: 7,
			rewardType: "fixed",
			referrerValue: 5000,
			minPurchaseAmount: null,
			maxRewardsPerReferrer: null,
			programTerms: null,
			marketingCampaignId: null,
		});
		const off = await mkt(key, "PUT", "/referrals/program", { body: { ...BASE, enabled: false } });
		expect(off.body.data.enabled).toBe(false);
	});
});

describe("links and partner calls", () => {
	it("no program or a disabled one: link null, click null; unknown code 404 on the public lookup", async () => {
		const { ws, key } = await mktWorkspace();
		expect((await mkt(key, "POST", "/referrals/links/issue", { body: { customerId: "c1" } })).body.data).toEqual({
			link: null,
		});
		await mkt(key, "PUT", "/referrals/program", { body: { ...BASE } });
		expect(
			(await mkt(key, "POST", "/referrals/links/issue", { body: { customerId: "c1" } })).body.data.link,
		).toBeNull();
		expectEnvelopeError(await call("GET", `/mkt/api/v1/referrals/links/${ws}/nosuchcd`), 404, "NOT_FOUND");
		expect((await mkt(key, "POST", "/referrals/links/click", { body: { code: "nosuchcd" } })).body.data).toBeNull();
		const { key: k2, link } = await referralSetup();
		await mkt(k2, "PUT", "/referrals/program", { body: { ...BASE, enabled: false } });
		expect((await mkt(k2, "POST", "/referrals/links/click", { body: { code: link.code } })).body.data).toBeNull();
	});

	it("partner endpoints take signed keys; a different body accountId is 403 ACCOUNT_MISMATCH", async () => {
		const { ws, key, link } = await referralSetup();
		const token = await idpToken({ sub: "u1", accountId: ws, roles: ["owner"] });
		expectEnvelopeError(
			await bearer(token, "POST", "/referrals/links/click", { code: link.code }),
			401,
			"UNAUTHORIZED",
		);
		expect((await bearer(token, "GET", "/referrals/stats")).status).toBe(200);
		for (const path of [
			"/referrals/links/issue",
			"/referrals/links/click",
			"/referrals/attributions/signup",
			"/referrals/attributions/fulfill",
		])
			expectEnvelopeError(
				await mkt(key, "POST", path, { body: { accountId: "acc_someone_else", customerId: "c", code: link.code } }),
				403,
				"ACCOUNT_MISMATCH",
			);
		expect(
			(await mkt(key, "POST", "/referrals/links/click", { body: { accountId: ws, code: link.code } })).status,
		).toBe(200);
	});
});

describe("attribution outcomes", () => {
	it("signup is null for an unknown code, a disabled program, a self-referral and a replay", async () => {
		const { key, link } = await referralSetup();
		expect((await signup(key, "zzzzzzzz")).body.data).toBeNull();
		const self = await mkt(key, "POST", "/referrals/attributions/signup", {
			body: {
				refereeCustomerId: "cus_x",
				refereeEmail: "Alice@Example.com",
				referrerEmail: "alice@example.COM",
				linkCode: link.code,
			},
		});
		expect(self.body.data).toBeNull();
		expect((await signup(key, link.code, "cus_alice", "other@example.com")).body.data).toBeNull();
		expect((await signup(key, link.code)).body.data.status).toBe("pending");
		expect((await signup(key, link.code)).body.data).toBeNull();
		await mkt(key, "PUT", "/referrals/program", { body: { ...BASE, enabled: false } });
		expect((await signup(key, link.code, "cus_carol", "carol@example.com")).body.data).toBeNull();
		expect((await mkt(key, "GET", "/referrals/stats")).body.data.totalSignups).toBe(1);
	});

	it("checkout-start: none, stamped elsewhere, window over; disabling never blocks a pending fulfil", async () => {
		const { ws, key, link } = await referralSetup();
		const start = (customerId: string, s: string) =>
			mkt(key, "POST", "/referrals/attributions/checkout-start", { body: { customerId, checkoutSessionId: s } });
		expect((await start("cus_nobody", "cs_a")).body.data).toEqual({ stamped: false });
		const bob = (await signup(key, link.code)).body.data;
		const carol = (await signup(key, link.code, "cus_carol", "carol@example.com")).body.data;
		expect((await start("cus_bob", "cs_a")).body.data).toEqual({ stamped: true, attributionId: bob.id });
		expect((await start("cus_carol", "cs_a")).body.data).toEqual({ stamped: false, attributionId: bob.id });
		await backdate(ws, carol.id);
		expect((await start("cus_carol", "cs_c")).body.data).toEqual({ stamped: false });
		expect((await fulfil(key, "cs_c")).body.data).toEqual({ issued: false, reason: "no_attribution" });
		await mkt(key, "PUT", "/referrals/program", { body: { ...BASE, enabled: false } });
		expect((await fulfil(key, "cs_a")).body.data.issued).toBe(true);
	});

	it("fulfil reasons: not completed, no attribution, currency, minimum, cap, expired; a void", async () => {
		const { ws, key, link } = await referralSetup({
			...BASE,
			enabled: true,
			minPurchaseAmount: 50_000,
			maxRewardsPerReferrer: 1,
		});
		const attribute = async (who: string, session: string) => {
			const a = (await signup(key, link.code, who, `${who}@example.com`)).body.data;
			await mkt(key, "POST", "/referrals/attributions/checkout-start", {
				body: { customerId: who, checkoutSessionId: session },
			});
			return a;
		};
		const a1 = await attribute("cus_1", "cs_1");
		expect((await fulfil(key, "cs_1", { status: "open" })).body.data).toEqual({
			issued: false,
			reason: "session_not_completed",
		});
		expect((await fulfil(key, "cs_none")).body.data).toEqual({ issued: false, reason: "no_attribution" });
		expect((await fulfil(key, "cs_1", { amount: 49_999 })).body.data).toEqual({
			issued: false,
			reason: "below_minimum",
		});
		expect((await fulfil(key, "cs_1")).body.data.issued).toBe(true);
		await attribute("cus_2", "cs_2");
		expect((await fulfil(key, "cs_2")).body.data).toEqual({ issued: false, reason: "referrer_cap_reached" });
		expect((await fulfil(key, "cs_2")).body.data).toEqual({ issued: false, reason: "referrer_cap_reached" });
		await attribute("cus_3", "cs_3");
		expect((await fulfil(key, "cs_3", { currency: "USD" })).body.data).toEqual({
			issued: false,
			reason: "currency_mismatch",
		});
		const a4 = await attribute("cus_4", "cs_4");
		await backdate(ws, a4.id);
		expect((await fulfil(key, "cs_4")).body.data).toEqual({ issued: false, reason: "expired" });
		await attribute("cus_5", "cs_5");
		const v = (body: unknown) => mkt(key, "POST", "/referrals/attributions/void", { body });
		expect((await v({ checkoutSessionId: "cs_5" })).body.data).toMatchObject({ voided: true });
		expect((await v({ checkoutSessionId: "cs_5" })).body.data).toEqual({ voided: false, reason: "not_pending" });
		expect((await v({ attributionId: a1.id })).body.data).toEqual({ voided: false, reason: "not_pending" });
		expect((await v({ checkoutSessionId: "cs_nope" })).body.data).toEqual({ voided: false, reason: "no_attribution" });
		expectEnvelopeError(await v({}), 400, "VALIDATION");
		expectEnvelopeError(await v({ checkoutSessionId: "cs_5", attributionId: a1.id }), 400, "VALIDATION");
	});

	it("the sweep expires past-window attributions; only mkt:platform:admin may run it", async () => {
		const { ws, key, link } = await referralSetup();
		const a = (await signup(key, link.code)).body.data;
		await backdate(ws, a.id);
		expectEnvelopeError(await mkt(key, "POST", "/referrals/sweeps/expire-pending"), 403, "FORBIDDEN");
		const admin = await mintMktKey(ws, "platform_admin");
		const r = await mkt(admin, "POST", "/referrals/sweeps/expire-pending");
		expect(r.status, r.text).toBe(200);
		expect(r.body.data.expired).toBeGreaterThanOrEqual(1);
		expect((await fulfil(key, "cs_x")).body.data.reason).toBe("no_attribution");
		const row = await (await dbOf("DB_MKT", ws))
			.prepare("SELECT status FROM referral_attributions WHERE id = ?")
			.bind(a.id)
			.first();
		expect(row?.status).toBe("expired");
	});

	it("the minute cron expires them too, and leaves attributions inside their window alone", async () => {
		const { ws, key, link } = await referralSetup();
		const old = (await signup(key, link.code)).body.data;
		const young = (await signup(key, link.code, "cus_young", "young@example.com")).body.data;
		await backdate(ws, old.id);
		await runTick(expireTick, "DB_MKT");
		const db = await dbOf("DB_MKT", ws);
		const status = async (id: string) =>
			(await db.prepare("SELECT status FROM referral_attributions WHERE id = ?").bind(id).first())?.status;
		expect(await status(old.id)).toBe("expired");
		expect(await status(young.id)).toBe("pending");
	});
});

describe("discount codes", () => {
	it("plan cap (referral codes not counted), duplicates, values, unusable codes", async () => {
		const { key, link } = await referralSetup();
		await signup(key, link.code);
		await mkt(key, "POST", "/referrals/attributions/checkout-start", {
			body: { customerId: "cus_bob", checkoutSessionId: "cs_1" },
		});
		await fulfil(key, "cs_1");
		const make = (body: Record<string, unknown>) =>
			mkt(key, "POST", "/discount-codes", { body: { rewardType: "fixed", value: 1000, currency: "IDR", ...body } });
		expectEnvelopeError(await make({ rewardType: "percent", value: 101 }), 400, "INVALID_VALUE");
		expectEnvelopeError(await make({ expiresAt: "2020-01-01T00:00:00Z" }), 400, "INVALID_VALUE");
		expectEnvelopeError(await make({ code: "a" }), 400, "VALIDATION");
		const first = await make({ code: "HEMAT" });
		expect(first.status, first.text).toBe(201);
		expectEnvelopeError(await make({ code: "OTHER" }), 403, "QUOTA_EXCEEDED");
		expect((await mkt(key, "GET", "/discount-codes")).body.data.data).toHaveLength(3);
		const { key: k2 } = await mktWorkspace("starter");
		await mkt(k2, "POST", "/discount-codes", {
			body: { code: "hemat", rewardType: "fixed", value: 1000, currency: "USD" },
		});
		expectEnvelopeError(
			await mkt(k2, "POST", "/discount-codes", {
				body: { code: "HEMAT", rewardType: "fixed", value: 1, currency: "USD" },
			}),
			409,
			"CODE_EXISTS",
		);
		const redeem = (k: typeof key, code: string, currency = "IDR") =>
			mkt(k, "POST", "/discount-codes/redeem", {
				body: { code, customerId: "c", checkoutSessionId: "s", amount: 500, currency },
			});
		expectEnvelopeError(await redeem(key, "NOPE"), 404, "NOT_FOUND");
		expectEnvelopeError(await redeem(k2, "HEMAT"), 409, "CODE_NOT_USABLE");
		expect((await redeem(k2, "HEMAT", "USD")).body.data.discountAmount).toBe(500);
		expect((await redeem(k2, "HEMAT", "USD")).body.data.discountAmount).toBe(500);
		const late = await mkt(k2, "POST", "/discount-codes", {
			body: {
				code: "LATE",
				rewardType: "percent",
				value: 50,
				currency: "IDR",
				// A second ahead: 50 ms was in the past by the time a loaded CI machine validated it.
				expiresAt: new Date(Date.now() + 1000).toISOString(),
			},
		});
		expect(late.status, late.text).toBe(201);
		await new Promise((r) => setTimeout(r, 1100));
		expectEnvelopeError(await redeem(k2, "LATE"), 409, "CODE_NOT_USABLE");
	});
});
