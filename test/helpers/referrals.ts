// Referral test helpers: a workspace with an enabled program and Alice's link, and the partner calls.
import { expect } from "vitest";
import { type MktKey, mkt, mktWorkspace } from "./mkt";

export const PROGRAM = { rewardType: "percent", referrerValue: 10, refereeValue: 15, currency: "IDR", enabled: true };

export async function referralSetup(program: Record<string, unknown> = PROGRAM) {
	const { ws, key } = await mktWorkspace();
	const put = await mkt(key, "PUT", "/referrals/program", { body: program });
	expect(put.status, put.text).toBe(200);
	const issued = await mkt(key, "POST", "/referrals/links/issue", { body: { customerId: "cus_alice" } });
	expect(issued.status, issued.text).toBe(200);
	return { ws, key, program: put.body.data, link: issued.body.data.link };
}

export const signup = (key: MktKey, code: string, referee = "cus_bob", email = "bob@example.com") =>
	mkt(key, "POST", "/referrals/attributions/signup", {
		body: { refereeCustomerId: referee, refereeEmail: email, referrerEmail: "alice@example.com", linkCode: code },
	});

export const fulfil = (key: MktKey, session: string, extra: Record<string, unknown> = {}) =>
	mkt(key, "POST", "/referrals/attributions/fulfill", {
		body: { checkoutSessionId: session, status: "completed", currency: "IDR", amount: 250_000, ...extra },
	});
