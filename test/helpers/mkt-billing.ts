// Plan billing test helpers: a payments workspace configured to bill marketing plans, merchants
// with a token (for the email), and the hosted checkout's simulate button.
import { SELF } from "cloudflare:test";
import { expect } from "vitest";
import { connectWalletNetwork } from "./gateway-c";
import { call, createWorkspace, ORIGIN } from "./http";
import { idpToken, mintMktKey, mkt } from "./mkt";
import { mintPayKey, payCall } from "./pay";

/**
 * The billing workspace as `npm start` makes it: plans configured, and USD payable — gateway C
 * connected in sandbox (the simulator) with the wallet network routed to it. `walletNetwork: false`
 * leaves USD unrouted.
 */
export async function billingSetup(opts: { walletNetwork?: boolean } = {}) {
	const billingWs = await createWorkspace();
	const adminKey = await mintMktKey(billingWs, "platform_admin");
	const r = await mkt(adminKey, "PUT", "/billing/config", { body: { accountId: billingWs, environment: "test" } });
	expect(r.status, r.text).toBe(200);
	const payKey = await mintPayKey(billingWs);
	if (opts.walletNetwork !== false) await connectWalletNetwork(payKey);
	return { billingWs, adminKey, payKey, config: r.body.data };
}

export async function merchant(email = "owner@toko.example") {
	const ws = await createWorkspace();
	const token = await idpToken({ sub: `u_${ws}`, accountId: ws, email, roles: ["owner"] });
	const as = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
		call(method, `/mkt/api/v1${path}`, { body, headers: { Authorization: `Bearer ${token}`, ...headers } });
	return { ws, token, as };
}

/** The hosted checkout: choose a method, then press "simulate success" (test mode). */
export async function payOnPage(checkoutUrl: string, method: string) {
	// Under the page's path, its ?w= (the workspace holding the session, issue 38) kept.
	const { pathname: path, search } = new URL(checkoutUrl);
	const post = (p: string, form: Record<string, string>) =>
		SELF.fetch(`${ORIGIN}${p}`, {
			method: "POST",
			redirect: "manual",
			headers: { "Content-Type": "application/x-www-form-urlencoded" },
			body: new URLSearchParams(form).toString(),
		});
	const chose = await post(`${path}/pay${search}`, { method });
	expect(chose.status, await chose.text()).toBe(303);
	const done = await post(`${path}/simulate${search}`, { outcome: "success" });
	expect(done.status, await done.text()).toBe(303);
}

export const advanceBillingClock = async (payKey: Awaited<ReturnType<typeof mintPayKey>>, seconds: number) => {
	const r = await payCall(payKey, "POST", "/v1/test-helpers/clock/advance", { body: { seconds } });
	expect(r.status, r.text).toBe(200);
};
