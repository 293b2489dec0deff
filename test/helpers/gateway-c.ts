// The wallet network (the only method that takes USD) through gateway C's sandbox simulator
// (scripts/sim/gateway-c.mjs, the Worker's GATEWAY_C_SANDBOX_URL in tests): connect and route it in a
// payments workspace, then pay a hosted checkout as a browser would — choose the wallet network on
// the page, approve on the simulator's page, follow it back to the page's return address.
import { SELF } from "cloudflare:test";
import { expect, inject } from "vitest";
import { ORIGIN } from "./http";
import { type PayKey, payCall } from "./pay";

export const gatewayCSimulator = () => inject("gatewayCSimulatorUrl");

/** PUT /v1/adapters/gateway_c (mode sandbox, simulator credentials) and route wallet_network to it. */
export async function connectWalletNetwork(key: PayKey) {
	const connected = await payCall(key, "PUT", "/v1/adapters/gateway_c", {
		body: { clientId: `sim-${crypto.randomUUID()}`, secret: "sim-secret", mode: "sandbox" },
		idempotencyKey: `gwc-${crypto.randomUUID()}`,
	});
	expect(connected.status, connected.text).toBe(200);
	const routed = await payCall(key, "PUT", "/v1/checkout-settings", {
		body: { methods: { wallet_network: "gateway_c" } },
		idempotencyKey: `route-${crypto.randomUUID()}`,
	});
	expect(routed.status, routed.text).toBe(200);
}

/** A browser's form post; `send` is the Worker (SELF) or, for the simulator's page, the real network. */
const form = (url: string, fields: Record<string, string>, send: typeof fetch = (i, init) => SELF.fetch(i, init)) =>
	send(url, {
		method: "POST",
		redirect: "manual",
		headers: { "Content-Type": "application/x-www-form-urlencoded" },
		body: new URLSearchParams(fields).toString(),
	});

/**
 * Pays the hosted checkout at `checkoutUrl` with the wallet network: the page must offer it, choosing
 * it redirects to the simulator's approve page, Approve sends the browser back to the page's /return
 * (which captures the order). Returns where /return sent the browser.
 */
export async function payWithWalletNetwork(checkoutUrl: string) {
	// The page's path and its ?w= (the workspace holding the session, issue 38), kept on every step.
	const { pathname: path, search } = new URL(checkoutUrl);
	const shown = await SELF.fetch(`${ORIGIN}${path}${search}`, { headers: { "Accept-Language": "en" } });
	const html = await shown.text();
	expect(shown.status, html).toBe(200);
	expect(html).toContain('name="method" value="wallet_network"');
	const chose = await form(`${ORIGIN}${path}/pay${search}`, { method: "wallet_network" });
	expect(chose.status, await chose.text()).toBe(303);
	const approveUrl = chose.headers.get("Location") ?? "";
	expect(approveUrl.startsWith(`${gatewayCSimulator()}/checkoutnow?token=`), approveUrl).toBe(true);
	// The payer's side happens at the simulator (real HTTP, on this machine).
	const approvePage = await (await fetch(approveUrl)).text();
	const action = /<form method="post" action="([^"]+\/approve)">/.exec(approvePage)?.[1];
	expect(action, approvePage).toBeTruthy();
	const token = new URL(approveUrl).searchParams.get("token") ?? "";
	const approved = await form(action as string, { token }, (i, init) => fetch(i, init));
	expect(approved.status).toBe(303);
	const back = new URL(approved.headers.get("Location") ?? "");
	expect(back.pathname).toBe(`${path}/return`);
	const returned = await SELF.fetch(`${ORIGIN}${back.pathname}${back.search}`, { redirect: "manual" });
	return { approveUrl, returnedTo: returned.headers.get("Location"), status: returned.status };
}
